import { ScanOutlined } from '@ant-design/icons';
import { ORDER_STATUSES, orderStatusLabelKey, type OrderStatus } from '@sme/shared/order-status';
import { Button, DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { formatPrice } from '@/lib/format/format-price';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '@/lib/i18n';
import { formatDateTime } from '@/lib/format/format-date';
import { MerchantFilter } from '../shell/MerchantFilter';
import { ConsolePageHeader } from '../kit/ConsolePageHeader';
import { FilterBar } from '../kit/FilterBar';
import { FilterSearch } from '../kit/FilterSearch';
import { FilterSelect } from '../kit/FilterSelect';
import { PagedTable } from '../kit/PagedTable';
import { useUrlFilters } from '../kit/use-url-filters';
import type { ConsoleOrderSummary } from '@sme/shared/schemas/console-orders';
import { useConsoleOrders } from './api/get-console-orders';
import { OrderStatusTag } from '@/components/orders/OrderStatusTag';
import { VerifyPickupDialog } from './components/VerifyPickupDialog';

const FILTER_KEYS = ['status', 'q', 'from', 'to', 'merchantId'] as const;
const DAY = 'YYYY-MM-DD';

/** /console/orders: every order the staff member may see, filtered and paged on the server, filters in the URL. */
export function OrdersListPage() {
  const { t } = useTranslation('console');
  const locale = useLocale();
  const filters = useUrlFilters(FILTER_KEYS);
  const { values, page, size, update } = filters;
  const status = ORDER_STATUSES.find((s) => s === values.status);
  const orders = useConsoleOrders({ ...values, status, page, size });
  const [verifying, setVerifying] = useState(false);

  return (
    <>
      <ConsolePageHeader
        title={t('nav.orders')}
        extra={
          <Button icon={<ScanOutlined />} onClick={() => setVerifying(true)}>
            {t('actions.verifyPickup')}
          </Button>
        }
      />
      <FilterBar label={t('orders.filters')}>
        <FilterSelect<OrderStatus>
          label={t('orders.status')}
          placeholder={t('orders.allStatuses')}
          value={status}
          onChange={(v) => update({ status: v })}
          options={ORDER_STATUSES.map((s) => ({ value: s, label: t(`server:${orderStatusLabelKey(s)}`) }))}
        />
        <FilterSearch label={t('orders.search')} placeholder={t('orders.searchPlaceholder')} value={values.q} onSearch={(q) => update({ q })} />
        <DatePicker.RangePicker
          aria-label={t('orders.placedBetween')}
          value={[values.from ? dayjs(values.from) : null, values.to ? dayjs(values.to) : null]}
          onChange={(range) => update({ from: range?.[0]?.format(DAY), to: range?.[1]?.format(DAY) })}
        />
        <MerchantFilter value={values.merchantId} onChange={(merchantId) => update({ merchantId })} />
      </FilterBar>
      <PagedTable<ConsoleOrderSummary>
        query={orders}
        paging={filters}
        columns={[
          { key: 'orderNo', title: t('orders.orderNo'), render: (_, o) => <Link to={`/console/orders/${o.id}`}>{o.orderNo}</Link> },
          { key: 'placed', title: t('orders.placed'), render: (_, o) => formatDateTime(o.createdAt, locale) },
          { key: 'buyer', title: t('orders.buyer'), render: (_, o) => `${o.buyer.name} · ${o.buyer.phone}` },
          { key: 'status', title: t('orders.status'), render: (_, o) => <OrderStatusTag status={o.status} /> },
          { key: 'total', title: t('orders.total'), align: 'right', render: (_, o) => formatPrice(o.totalMinor, o.currency, locale) },
          { key: 'delivery', title: t('orders.delivery'), render: (_, o) => t(`delivery.${o.deliveryType}`) },
        ]}
      />
      <VerifyPickupDialog open={verifying} onClose={() => setVerifying(false)} />
    </>
  );
}
