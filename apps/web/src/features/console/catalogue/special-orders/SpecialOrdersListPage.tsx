import { type ConsoleSpecialOrderRow, SPECIAL_ORDER_STATUSES, type SpecialOrderStatus } from '@sme/shared/schemas/console-special-orders';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format/format-date';
import { useLocale } from '@/lib/i18n';
import { useConsoleTitle } from '../../shell/use-console-title';
import { ConsolePageHeader } from '../../kit/ConsolePageHeader';
import { FilterBar } from '../../kit/FilterBar';
import { FilterSearch } from '../../kit/FilterSearch';
import { FilterSelect } from '../../kit/FilterSelect';
import { PagedTable } from '../../kit/PagedTable';
import { useUrlFilters } from '../../kit/use-url-filters';
import { useConsoleSpecialOrders } from './api/get-console-special-orders';
import { SpecialOrderStatusTag } from './components/SpecialOrderStatusTag';

const FILTER_KEYS = ['q', 'status'] as const;

/** /console/special-orders: the staff member's special order requests, newest first, filters in the URL; contact masked. */
export function SpecialOrdersListPage() {
  const { t } = useTranslation('consoleSpecialOrders');
  const locale = useLocale();
  useConsoleTitle(t('title'));
  const filters = useUrlFilters(FILTER_KEYS);
  const { values, page, size, update } = filters;
  const status = SPECIAL_ORDER_STATUSES.find((s) => s === values.status);
  const requests = useConsoleSpecialOrders({ q: values.q, status, page, size });

  return (
    <>
      <ConsolePageHeader title={t('title')} />
      <FilterBar label={t('filters')}>
        <FilterSearch wide label={t('search')} placeholder={t('searchPlaceholder')} value={values.q} onSearch={(q) => update({ q })} />
        <FilterSelect<SpecialOrderStatus>
          label={t('status')}
          placeholder={t('allStatuses')}
          value={status}
          onChange={(v) => update({ status: v })}
          options={SPECIAL_ORDER_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        />
      </FilterBar>
      <PagedTable<ConsoleSpecialOrderRow>
        query={requests}
        paging={filters}
        emptyText={t('empty')}
        totalText={(total) => t('total', { total })}
        scroll={{ x: 1000 }}
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
