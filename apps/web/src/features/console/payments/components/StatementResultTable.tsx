import { toDecimalString } from '@sme/shared/money';
import type { StatementImportView } from '@sme/shared/schemas/console-payments';
import { STATEMENT_MISS_REASONS } from '@sme/shared/schemas/console-payments';
import { Empty, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '@/lib/format/format-price';
import { useLocale } from '@/lib/i18n';
import { useConsolePayments } from '../api/get-console-payments';

/** One line of the result: a matched credit (with its payment) or a line that was not applied, with why. */
interface ResultRow {
  key: string;
  line: number | null;
  reference: string;
  amountMinor: number | null;
  paymentId: string | null;
  reason: string | null;
}

const KNOWN_REASONS: readonly string[] = STATEMENT_MISS_REASONS;

/** The statement's lines after an import: matched ones link their order; the others say why (duplicates included). */
export function StatementResultTable({ result }: { result: StatementImportView }) {
  const { t } = useTranslation('consolePayments');
  const locale = useLocale();
  const ids = result.matched.map((m) => m.paymentId);
  // The import answers payment ids; the orders they paid come from the payment records.
  const payments = useConsolePayments({ ids: ids.join(','), page: 1, size: Math.max(ids.length, 1) }, ids.length > 0);
  const byId = new Map((payments.data?.list ?? []).map((p) => [p.id, p]));
  const rows: ResultRow[] = [
    ...result.matched.map((m) => ({
      key: `m-${m.paymentId}`,
      line: null,
      reference: m.reference,
      amountMinor: m.amountMinor,
      paymentId: m.paymentId,
      reason: null,
    })),
    ...result.unmatched.map((u) => ({
      key: `u-${u.line}`,
      line: u.line,
      reference: u.reference,
      amountMinor: u.amountMinor,
      paymentId: null,
      reason: u.reason,
    })),
  ];

  return (
    <Table<ResultRow>
      rowKey="key"
      size="small"
      aria-label={t('statement.resultLabel')}
      dataSource={rows}
      pagination={rows.length > 50 ? { pageSize: 50 } : false}
      scroll={{ x: 700 }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('statement.emptyResult')} /> }}
      columns={[
        { key: 'line', title: t('statement.line'), width: 70, render: (_, r) => r.line ?? '—' },
        { key: 'reference', title: t('statement.reference'), render: (_, r) => (r.reference ? <Typography.Text code>{r.reference}</Typography.Text> : '—') },
        {
          key: 'amount',
          title: t('statement.amount'),
          align: 'right',
          render: (_, r) => {
            const payment = r.paymentId ? byId.get(r.paymentId) : undefined;
            if (r.amountMinor === null) return '—';
            return payment ? formatPrice(r.amountMinor, payment.currency, locale) : toDecimalString(r.amountMinor, 'HKD');
          },
        },
        {
          key: 'outcome',
          title: t('statement.outcome'),
          render: (_, r) =>
            r.reason === null ? (
              <Tag color="green">{t('statement.matched')}</Tag>
            ) : (
              <>
                <Tag color={r.reason === 'ALREADY_APPLIED' ? 'default' : 'orange'}>{t('statement.notMatched')}</Tag>
                <span>{KNOWN_REASONS.includes(r.reason) ? t(`statement.reason.${r.reason}`) : t('statement.reason.other', { reason: r.reason })}</span>
              </>
            ),
        },
        {
          key: 'order',
          title: t('statement.order'),
          render: (_, r) => {
            const payment = r.paymentId ? byId.get(r.paymentId) : undefined;
            return payment ? <Link to={`/console/orders/${payment.orderId}`}>{payment.orderNo}</Link> : '—';
          },
        },
      ]}
    />
  );
}
