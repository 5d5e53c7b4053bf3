import { type ConsoleSubscriptionRow, SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@sme/shared/schemas/console-inbox';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format/format-date';
import { useLocale } from '@/lib/i18n';
import { FilterBar } from '../../kit/FilterBar';
import { FilterSearch } from '../../kit/FilterSearch';
import { FilterSelect } from '../../kit/FilterSelect';
import { PagedTable } from '../../kit/PagedTable';
import type { useUrlFilters } from '../../kit/use-url-filters';
import { useConsoleSubscriptions } from '../api/get-console-subscriptions';

type Filters = ReturnType<typeof useUrlFilters<'tab' | 'q' | 'from' | 'to' | 'status'>>;
const COLOURS: Record<SubscriptionStatus, string> = { PENDING: 'gold', CONFIRMED: 'green', UNSUBSCRIBED: 'default' };

/** The email subscriptions, newest first, by status and part of the address (masked). */
export function SubscriptionsTab({ filters }: { filters: Filters }) {
  const { t } = useTranslation('consoleApplications');
  const locale = useLocale();
  const { values, page, size, update } = filters;
  const status = SUBSCRIPTION_STATUSES.find((s) => s === values.status);
  const subscriptions = useConsoleSubscriptions({ q: values.q, status, page, size });

  return (
    <>
      <FilterBar label={t('filters')}>
        <FilterSearch wide label={t('searchEmail')} placeholder={t('searchEmail')} value={values.q} onSearch={(q) => update({ q })} />
        <FilterSelect<SubscriptionStatus>
          label={t('status')}
          placeholder={t('allStatuses')}
          value={status}
          onChange={(v) => update({ status: v })}
          options={SUBSCRIPTION_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        />
      </FilterBar>
      <PagedTable<ConsoleSubscriptionRow>
        query={subscriptions}
        paging={filters}
        emptyText={t('empty')}
        totalText={(total) => t('total', { total })}
        scroll={{ x: 800 }}
        columns={[
          { key: 'email', title: t('email'), dataIndex: 'email' },
          { key: 'status', title: t('status'), render: (_, s) => <Tag color={COLOURS[s.status]}>{t(`statuses.${s.status}`)}</Tag> },
          { key: 'source', title: t('source'), render: (_, s) => t(`sources.${s.source}`) },
          { key: 'locale', title: t('language'), render: (_, s) => t(`common:language.${s.locale}`) },
          { key: 'created', title: t('subscribedAt'), render: (_, s) => formatDateTime(s.createdAt, locale) },
          { key: 'confirmed', title: t('confirmedAt'), render: (_, s) => formatDateTime(s.confirmedAt, locale) || '—' },
        ]}
      />
    </>
  );
}
