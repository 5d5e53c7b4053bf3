import type { ConsolePaymentRow } from '@sme/shared/schemas/console-payments';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '@sme/shared/schemas/payments';
import { Empty, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format/format-date';
import { formatPrice } from '@/lib/format/format-price';
import { useLocale } from '@/lib/i18n';
import { PagedTable } from '../../kit/PagedTable';
import { useConsolePayments } from '../api/get-console-payments';
import { MoneyFilters, type MoneyFilterValues } from './MoneyFilters';
import { PaymentStatusTag } from './MoneyStatusTags';

/** What a money table gets from the page: the URL's filters and paging, and how to change them. */
export interface MoneyTableProps {
  values: MoneyFilterValues;
  page: number;
  size: number;
  update: (change: Record<string, string | number | undefined>) => void;
}

const methodOf = (v: string | undefined) => PAYMENT_METHODS.find((m) => m === v);
const statusOf = (v: string | undefined) => PAYMENT_STATUSES.find((s) => s === v);

/** Every payment attempt (admins), filtered and paged on the server; the order number opens the console order. */
export function PaymentsTable({ values, page, size, update }: MoneyTableProps) {
  const { t } = useTranslation('consolePayments');
  const locale = useLocale();
  const method = methodOf(values.method);
  const status = statusOf(values.status);
  const payments = useConsolePayments({ q: values.q, from: values.from, to: values.to, method, status, page, size });

  return (
    <>
      <MoneyFilters
        values={{ ...values, method, status }}
        onChange={(change) => update({ ...change })}
        methods={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`method.${m}`) }))}
        statuses={PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
      />
      <PagedTable<ConsolePaymentRow>
        query={payments}
        paging={{ page, size, update }}
        scroll={{ x: 1100 }}
        emptyText={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />}
        totalText={(total) => t('total', { total })}
        columns={[
          { key: 'orderNo', title: t('columns.orderNo'), render: (_, p) => <Link to={`/console/orders/${p.orderId}`}>{p.orderNo}</Link> },
          {
            key: 'member',
            title: t('columns.member'),
            render: (_, p) => (
              <Flex vertical>
                <span>{p.member.name}</span>
                {p.member.email && p.member.email !== p.member.name && <Typography.Text type="secondary">{p.member.email}</Typography.Text>}
              </Flex>
            ),
          },
          { key: 'method', title: t('columns.method'), render: (_, p) => t(`method.${p.method}`) },
          { key: 'amount', title: t('columns.amount'), align: 'right', render: (_, p) => formatPrice(p.amountMinor, p.currency, locale) },
          {
            key: 'received',
            title: t('columns.received'),
            align: 'right',
            render: (_, p) => (p.receivedMinor === null ? '—' : formatPrice(p.receivedMinor, p.currency, locale)),
          },
          {
            key: 'status',
            title: t('columns.status'),
            render: (_, p) => (
              <>
                <PaymentStatusTag status={p.status} />
                {p.needsRefund && <Tag color="red">{t('needsRefund')}</Tag>}
              </>
            ),
          },
          { key: 'reference', title: t('columns.reference'), render: (_, p) => <Typography.Text code>{p.reference ?? p.providerRef ?? '—'}</Typography.Text> },
          { key: 'time', title: t('columns.time'), render: (_, p) => formatDateTime(p.createdAt, locale) },
        ]}
      />
    </>
  );
}
