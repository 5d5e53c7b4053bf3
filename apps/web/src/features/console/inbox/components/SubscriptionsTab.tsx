import { type ConsoleSubscriptionRow, SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@sme/shared/schemas/console-inbox';
import { Flex, Input, Select, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/components/catalogue/format-date';
import { useLocale } from '@/lib/i18n';
import type { useSearchFilters } from '../../shell/use-search-filters';
import { useConsoleSubscriptions } from '../api/get-console-subscriptions';

type Filters = ReturnType<typeof useSearchFilters<'tab' | 'q' | 'from' | 'to' | 'status'>>;
const COLOURS: Record<SubscriptionStatus, string> = { PENDING: 'gold', CONFIRMED: 'green', UNSUBSCRIBED: 'default' };

/** The email subscriptions, newest first, by status and part of the address (masked). */
export function SubscriptionsTab({ filters }: { filters: Filters }) {
  const { t } = useTranslation('consoleInbox');
  const locale = useLocale();
  const { values, page, size, update } = filters;
  const status = SUBSCRIPTION_STATUSES.find((s) => s === values.status);
  const subscriptions = useConsoleSubscriptions({ q: values.q, status, page, size });

  return (
    <>
      <Flex wrap gap={8} style={{ marginBottom: 16 }} role="search" aria-label={t('filters')}>
        <Input.Search
          key={values.q ?? ''}
          allowClear
          aria-label={t('searchEmail')}
          placeholder={t('searchEmail')}
          defaultValue={values.q}
          onSearch={(q) => update({ q: q.trim() })}
          style={{ width: 300 }}
        />
        <Select<SubscriptionStatus>
          allowClear
          aria-label={t('status')}
          placeholder={t('allStatuses')}
          style={{ minWidth: 180 }}
          value={status}
          onChange={(v) => update({ status: v })}
          options={SUBSCRIPTION_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        />
      </Flex>
      <Table<ConsoleSubscriptionRow>
        rowKey="id"
        size="small"
        loading={subscriptions.isFetching}
        dataSource={subscriptions.data?.list ?? []}
        locale={{ emptyText: subscriptions.isError ? t('loadFailed') : t('empty') }}
        scroll={{ x: 800 }}
        pagination={{
          current: page,
          pageSize: size,
          total: subscriptions.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('total', { total }),
          onChange: (p, s) => update({ page: p, size: s }),
        }}
        columns={[
          { key: 'email', title: t('email'), dataIndex: 'email' },
          { key: 'status', title: t('status'), render: (_, s) => <Tag color={COLOURS[s.status]}>{t(`statuses.${s.status}`)}</Tag> },
          { key: 'source', title: t('source'), dataIndex: 'source' },
          { key: 'locale', title: t('language'), dataIndex: 'locale' },
          { key: 'created', title: t('subscribedAt'), render: (_, s) => formatDateTime(s.createdAt, locale) },
          { key: 'confirmed', title: t('confirmedAt'), render: (_, s) => formatDateTime(s.confirmedAt, locale) || '—' },
        ]}
      />
    </>
  );
}
