import { ScanOutlined } from '@ant-design/icons';
import { ORDER_STATUSES, orderStatusLabelKey, type OrderStatus } from '@sme/shared/order-status';
import { Button, DatePicker, Flex, Input, Select, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { formatPrice } from '@/components/catalogue/format-price';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '@/lib/i18n';
import { formatDateTime } from '@/components/catalogue/format-date';
import { MerchantFilter } from '../shell/MerchantFilter';
import { useSearchFilters } from '../shell/use-search-filters';
import type { ConsoleOrderSummary } from '@sme/shared/schemas/console-orders';
import { useConsoleOrders } from './api/get-console-orders';
import { StatusTag } from './components/StatusTag';
import { VerifyPickupDialog } from './components/VerifyPickupDialog';

const FILTER_KEYS = ['status', 'q', 'from', 'to', 'merchantId'] as const;
const DAY = 'YYYY-MM-DD';

/** /console/orders: every order the staff member may see, filtered and paged on the server, filters in the URL. */
export function OrdersListPage() {
  const { t } = useTranslation('console');
  const locale = useLocale();
  const { values, page, size, update } = useSearchFilters(FILTER_KEYS);
  const status = ORDER_STATUSES.find((s) => s === values.status);
  const orders = useConsoleOrders({ ...values, status, page, size });
  const [verifying, setVerifying] = useState(false);

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 22 }}>
          {t('nav.orders')}
        </Typography.Title>
        <Button icon={<ScanOutlined />} onClick={() => setVerifying(true)}>
          {t('actions.verifyPickup')}
        </Button>
      </Flex>
      <Flex wrap gap={8} style={{ marginBottom: 16 }} role="search" aria-label={t('orders.filters')}>
        <Select<OrderStatus>
          allowClear
          aria-label={t('orders.status')}
          placeholder={t('orders.allStatuses')}
          style={{ minWidth: 180 }}
          value={status}
          onChange={(v) => update({ status: v })}
          options={ORDER_STATUSES.map((s) => ({ value: s, label: t(`server:${orderStatusLabelKey(s)}`) }))}
        />
        <Input.Search
          key={values.q ?? ''}
          allowClear
          aria-label={t('orders.search')}
          placeholder={t('orders.searchPlaceholder')}
          defaultValue={values.q}
          onSearch={(q) => update({ q: q.trim() })}
          style={{ width: 280 }}
        />
        <DatePicker.RangePicker
          aria-label={t('orders.placedBetween')}
          value={[values.from ? dayjs(values.from) : null, values.to ? dayjs(values.to) : null]}
          onChange={(range) => update({ from: range?.[0]?.format(DAY), to: range?.[1]?.format(DAY) })}
        />
        <MerchantFilter value={values.merchantId} onChange={(merchantId) => update({ merchantId })} />
      </Flex>
      <Table<ConsoleOrderSummary>
        rowKey="id"
        size="small"
        loading={orders.isFetching}
        dataSource={orders.data?.list ?? []}
        scroll={{ x: 900 }}
        pagination={{
          current: page,
          pageSize: size,
          total: orders.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('table.total', { total }),
          onChange: (p, s) => update({ page: p, size: s }),
        }}
        columns={[
          { key: 'orderNo', title: t('orders.orderNo'), render: (_, o) => <Link to={`/console/orders/${o.id}`}>{o.orderNo}</Link> },
          { key: 'placed', title: t('orders.placed'), render: (_, o) => formatDateTime(o.createdAt, locale) },
          { key: 'buyer', title: t('orders.buyer'), render: (_, o) => `${o.buyer.name} · ${o.buyer.phone}` },
          { key: 'status', title: t('orders.status'), render: (_, o) => <StatusTag status={o.status} /> },
          { key: 'total', title: t('orders.total'), align: 'right', render: (_, o) => formatPrice(o.totalMinor, o.currency, locale) },
          { key: 'delivery', title: t('orders.delivery'), render: (_, o) => t(`delivery.${o.deliveryType}`) },
        ]}
      />
      <VerifyPickupDialog open={verifying} onClose={() => setVerifying(false)} />
    </>
  );
}
