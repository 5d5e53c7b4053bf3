import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useConsoleTitle } from '../shell/use-console-title';
import { ConsolePageHeader } from '../kit/ConsolePageHeader';
import { useUrlFilters } from '../kit/use-url-filters';
import { MessagesTab } from './components/MessagesTab';
import { SubscriptionsTab } from './components/SubscriptionsTab';

const TABS = ['feedback', 'contact', 'subscriptions'] as const;
const FILTER_KEYS = ['tab', 'q', 'from', 'to', 'status'] as const;

/** /console/inbox: three lists, each searched and paged on the server, the tab and filters in the URL. */
export function InboxPage() {
  const { t } = useTranslation('consoleApplications');
  useConsoleTitle(t('title'));
  const filters = useUrlFilters(FILTER_KEYS);
  const tab = TABS.find((k) => k === filters.values.tab) ?? 'feedback';
  const body = (key: (typeof TABS)[number]) =>
    key === 'subscriptions' ? <SubscriptionsTab filters={filters} /> : <MessagesTab kind={key} filters={filters} />;

  return (
    <>
      <ConsolePageHeader title={t('title')} />
      <Tabs
        activeKey={tab}
        // Each list has its own filters: switching tabs starts the new one unfiltered.
        onChange={(key) => filters.update({ tab: key === 'feedback' ? undefined : key, q: undefined, from: undefined, to: undefined, status: undefined })}
        items={TABS.map((key) => ({ key, label: t(`tabs.${key}`), children: key === tab ? body(key) : null }))}
      />
    </>
  );
}
