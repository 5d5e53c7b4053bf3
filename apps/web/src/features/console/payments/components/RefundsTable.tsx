import { type ConsoleRefundRow, REFUND_STATUSES } from '@sme/shared/schemas/console-payments';
import { isAutomaticRefundReason } from '@sme/shared/schemas/payments';
import { Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format/format-date';
import { formatPrice } from '@/lib/format/format-price';
import { useLocale } from '@/lib/i18n';
import { PagedTable } from '../../kit/PagedTable';
import { useConsoleRefunds } from '../api/get-console-refunds';
import { MoneyFilters } from './MoneyFilters';
import { RefundStatusTag } from './MoneyStatusTags';
import type { MoneyTableProps } from './PaymentsTable';

const statusOf = (v: string | undefined) => REFUND_STATUSES.find((s) => s === v);

/** Every refund (admins), filtered and paged on the server; refunds are ordered from the order's page. */
export function RefundsTable({ values, page, size, update }: MoneyTableProps) {
  const { t } = useTranslation('consolePayments');
  const locale = useLocale();
  const status = statusOf(values.status);
  const refunds = useConsoleRefunds({ q: values.q, from: values.from, to: values.to, status, page, size });

  return (
    <>
      <MoneyFilters
        values={{ ...values, status }}
        onChange={(change) => update({ ...change })}
        statuses={REFUND_STATUSES.map((s) => ({ value: s, label: t(`refundStatus.${s}`) }))}
      />
      <PagedTable<ConsoleRefundRow>
        query={refunds}
        paging={{ page, size, update }}
        scroll={{ x: 1000 }}
        emptyText={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('emptyRefunds')} />}
        totalText={(total) => t('total', { total })}
        columns={[
          { key: 'orderNo', title: t('columns.orderNo'), render: (_, r) => <Link to={`/console/orders/${r.orderId}`}>{r.orderNo}</Link> },
          { key: 'method', title: t('columns.method'), render: (_, r) => t(`method.${r.method}`) },
          { key: 'amount', title: t('columns.amount'), align: 'right', render: (_, r) => formatPrice(r.amountMinor, r.currency, locale) },
          { key: 'status', title: t('columns.status'), render: (_, r) => <RefundStatusTag status={r.status} /> },
          {
            key: 'reason',
            title: t('columns.reason'),
            render: (_, r) => (isAutomaticRefundReason(r.reason) ? t(`automaticRefund.${r.reason}`) : (r.reason ?? '—')),
          },
          {
            key: 'reference',
            title: t('columns.reference'),
            render: (_, r) => (r.providerRef ? <Typography.Text code>{r.providerRef}</Typography.Text> : '—'),
          },
          { key: 'time', title: t('columns.time'), render: (_, r) => formatDateTime(r.createdAt, locale) },
          { key: 'completed', title: t('columns.completed'), render: (_, r) => (r.completedAt ? formatDateTime(r.completedAt, locale) : '—') },
        ]}
      />
    </>
  );
}
