import type { ConsoleSpecialOrderView } from '@sme/shared/schemas/console-special-orders';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDate, formatDateTime } from '@/lib/format/format-date';
import { formatPrice } from '@/lib/format/format-price';
import { useLocale } from '@/lib/i18n';
import { DetailFrame } from '../../kit/DetailFrame';
import { DetailSection } from '../../kit/DetailSection';
import { RecordState } from '../../kit/RecordState';
import { useConsoleTitle } from '../../shell/use-console-title';
import { useConsoleSpecialOrder } from './api/get-console-special-order';
import { DeclineDialog } from './components/DeclineDialog';
import { QuoteDialog } from './components/QuoteDialog';
import { SpecialOrderStatusTag } from './components/SpecialOrderStatusTag';
import styles from './SpecialOrderDetailPage.module.css';

/** /console/special-orders/:id: the request with contact in full (staff call back), and quote or decline while it is new. */
export function SpecialOrderDetailPage() {
  const { t } = useTranslation('consoleSpecialOrders');
  const locale = useLocale();
  const id = useParams().id ?? '';
  const request = useConsoleSpecialOrder(id);
  const [dialog, setDialog] = useState<'quote' | 'decline' | null>(null);
  useConsoleTitle(t('title'));

  const back = { to: '/console/special-orders', label: t('backToList') };
  if (!request.isSuccess) return <RecordState query={request} back={back} notFoundLabel={t('notFound')} />;
  const r: ConsoleSpecialOrderView = request.data;
  const text = (v: string | null) => v || '—';

  return (
    <DetailFrame
      back={back}
      title={t('requestTitle', { reference: r.reference })}
      tag={<SpecialOrderStatusTag status={r.status} />}
      actions={
        r.status === 'NEW' && (
          <Space>
            <Button type="primary" onClick={() => setDialog('quote')}>
              {t('quote.button')}
            </Button>
            <Button danger onClick={() => setDialog('decline')}>
              {t('decline.button')}
            </Button>
          </Space>
        )
      }
    >
      <DetailSection
        title={t('requestCard')}
        items={[
          { key: 'product', label: t('product'), children: r.productName },
          { key: 'code', label: t('productCode'), children: text(r.productCode) },
          { key: 'spec', label: t('specification'), children: text(r.specification) },
          { key: 'quantity', label: t('quantity'), children: r.quantity },
          { key: 'remark', label: t('remark'), children: <span className={styles.remark}>{text(r.remark)}</span> },
          { key: 'created', label: t('created'), children: formatDateTime(r.createdAt, locale) },
        ]}
      />
      <DetailSection
        title={t('requesterCard')}
        items={[
          { key: 'name', label: t('customer'), children: r.customerName },
          { key: 'email', label: t('email'), children: <a href={`mailto:${r.email}`}>{r.email}</a> },
          { key: 'phone', label: t('phone'), children: <a href={`tel:${r.phone}`}>{r.phone}</a> },
          { key: 'locale', label: t('language'), children: t(`languages.${r.locale}`, { defaultValue: r.locale }) },
        ]}
      />
      {r.status !== 'NEW' && (
        <DetailSection
          title={r.status === 'QUOTED' ? t('quoteCard') : t('declineCard')}
          items={[
            ...(r.quote
              ? [
                  { key: 'amount', label: t('quote.amount'), children: formatPrice(r.quote.amountMinor, r.quote.currency, locale) },
                  { key: 'until', label: t('quote.validUntil'), children: formatDate(r.quote.validUntil, locale) },
                  { key: 'note', label: t('quote.note'), children: text(r.quote.note) },
                ]
              : [{ key: 'reason', label: t('decline.reason'), children: text(r.declineReason) }]),
            { key: 'handled', label: t('handledAt'), children: formatDateTime(r.handledAt, locale) },
          ]}
        />
      )}
      <QuoteDialog request={r} open={dialog === 'quote'} onClose={() => setDialog(null)} />
      <DeclineDialog request={r} open={dialog === 'decline'} onClose={() => setDialog(null)} />
    </DetailFrame>
  );
}
