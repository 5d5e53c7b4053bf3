import { type ConsoleSpecialOrderRow, SPECIAL_ORDER_STATUSES, type SpecialOrderStatus } from '@sme/shared/schemas/console-special-orders';
import { Flex, Input, Select, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/components/catalogue/format-date';
import { useLocale } from '@/lib/i18n';
import { useConsoleTitle } from '../shell/use-console-title';
import { useSearchFilters } from '../shell/use-search-filters';
import { useConsoleSpecialOrders } from './api/get-console-special-orders';
import { SpecialOrderStatusTag } from './components/SpecialOrderStatusTag';

const FILTER_KEYS = ['q', 'status'] as const;

/** /console/special-orders: the staff member's special order requests, newest first, filters in the URL; contact masked. */
export function SpecialOrdersListPage() {
  const { t } = useTranslation('consoleSpecialOrders');
  const locale = useLocale();
  useConsoleTitle(t('title'));
  const { values, page, size, update } = useSearchFilters(FILTER_KEYS);
  const status = SPECIAL_ORDER_STATUSES.find((s) => s === values.status);
  const requests = useConsoleSpecialOrders({ q: values.q, status, page, size });

  return (
    <>
      <Typography.Title level={1} style={{ margin: '0 0 16px', fontSize: 22 }}>
        {t('title')}
      </Typography.Title>
      <Flex wrap gap={8} style={{ marginBottom: 16 }} role="search" aria-label={t('filters')}>
        <Input.Search
          key={values.q ?? ''}
          allowClear
          aria-label={t('search')}
          placeholder={t('searchPlaceholder')}
          defaultValue={values.q}
          onSearch={(q) => update({ q: q.trim() })}
          style={{ width: 320 }}
        />
        <Select<SpecialOrderStatus>
          allowClear
          aria-label={t('status')}
          placeholder={t('allStatuses')}
          style={{ minWidth: 160 }}
          value={status}
          onChange={(v) => update({ status: v })}
          options={SPECIAL_ORDER_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        />
      </Flex>
      <Table<ConsoleSpecialOrderRow>
        rowKey="id"
        size="small"
        loading={requests.isFetching}
        dataSource={requests.data?.list ?? []}
        locale={{ emptyText: requests.isError ? t('loadFailed') : t('empty') }}
        scroll={{ x: 1000 }}
        pagination={{
          current: page,
          pageSize: size,
          total: requests.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('total', { total }),
          onChange: (p, s) => update({ page: p, size: s }),
        }}
        columns={[
          { key: 'reference', title: t('reference'), render: (_, r) => <Link to={`/console/special-orders/${r.id}`}>{r.reference}</Link> },
          { key: 'product', title: t('product'), render: (_, r) => (r.productCode ? `${r.productName} (${r.productCode})` : r.productName) },
          { key: 'quantity', title: t('quantity'), align: 'right', dataIndex: 'quantity' },
          { key: 'customer', title: t('customer'), dataIndex: 'customerName' },
          { key: 'email', title: t('email'), dataIndex: 'email' },
          { key: 'phone', title: t('phone'), dataIndex: 'phone' },
          { key: 'status', title: t('status'), render: (_, r) => <SpecialOrderStatusTag status={r.status} /> },
          { key: 'created', title: t('created'), render: (_, r) => formatDateTime(r.createdAt, locale) },
        ]}
      />
    </>
  );
}
