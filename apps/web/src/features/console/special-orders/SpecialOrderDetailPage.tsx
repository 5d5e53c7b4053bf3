import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ConsoleSpecialOrderView } from '@sme/shared/schemas/console-special-orders';
import { Button, Card, Descriptions, Flex, Result, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDate, formatDateTime } from '@/components/catalogue/format-date';
import { formatPrice } from '@/components/catalogue/format-price';
import { ApiError } from '@/lib/api';
import { useLocale } from '@/lib/i18n';
import { useConsoleTitle } from '../shell/use-console-title';
import { useConsoleSpecialOrder } from './api/get-console-special-order';
import { DeclineDialog } from './components/DeclineDialog';
import { QuoteDialog } from './components/QuoteDialog';
import { SpecialOrderStatusTag } from './components/SpecialOrderStatusTag';

/** /console/special-orders/:id: the request with contact in full (staff call back), and quote or decline while it is new. */
export function SpecialOrderDetailPage() {
  const { t } = useTranslation('consoleSpecialOrders');
  const locale = useLocale();
  const id = useParams().id ?? '';
  const request = useConsoleSpecialOrder(id);
  const [dialog, setDialog] = useState<'quote' | 'decline' | null>(null);
  useConsoleTitle(t('title'));

  const back = (
    <Link to="/console/special-orders">
      <Button type="text" icon={<ArrowLeftOutlined />}>
        {t('backToList')}
      </Button>
    </Link>
  );
  if (request.isPending) return <Skeleton active />;
  if (request.isError) {
    const missing = request.error instanceof ApiError && request.error.status === 404;
    return <Result status={missing ? '404' : 'error'} title={missing ? t('notFound') : request.error.message} extra={back} />;
  }
  const r: ConsoleSpecialOrderView = request.data;
  const text = (v: string | null) => v || '—';

  return (
    <Flex vertical gap={16}>
      {back}
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Flex align="center" gap={12}>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 22 }}>
            {t('requestTitle', { reference: r.reference })}
          </Typography.Title>
          <SpecialOrderStatusTag status={r.status} />
        </Flex>
        {r.status === 'NEW' && (
          <Space>
            <Button type="primary" onClick={() => setDialog('quote')}>
              {t('quote.button')}
            </Button>
            <Button danger onClick={() => setDialog('decline')}>
              {t('decline.button')}
            </Button>
          </Space>
        )}
      </Flex>
      <Card size="small" title={t('requestCard')}>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'product', label: t('product'), children: r.productName },
            { key: 'code', label: t('productCode'), children: text(r.productCode) },
            { key: 'spec', label: t('specification'), children: text(r.specification) },
            { key: 'quantity', label: t('quantity'), children: r.quantity },
            { key: 'remark', label: t('remark'), children: <span style={{ whiteSpace: 'pre-wrap' }}>{text(r.remark)}</span> },
            { key: 'created', label: t('created'), children: formatDateTime(r.createdAt, locale) },
          ]}
        />
      </Card>
      <Card size="small" title={t('requesterCard')}>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'name', label: t('customer'), children: r.customerName },
            { key: 'email', label: t('email'), children: <a href={`mailto:${r.email}`}>{r.email}</a> },
            { key: 'phone', label: t('phone'), children: <a href={`tel:${r.phone}`}>{r.phone}</a> },
            { key: 'locale', label: t('language'), children: t(`languages.${r.locale}`, { defaultValue: r.locale }) },
          ]}
        />
      </Card>
      {r.status !== 'NEW' && (
        <Card size="small" title={r.status === 'QUOTED' ? t('quoteCard') : t('declineCard')}>
          <Descriptions
            size="small"
            column={{ xs: 1, md: 2 }}
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
        </Card>
      )}
      <QuoteDialog request={r} open={dialog === 'quote'} onClose={() => setDialog(null)} />
      <DeclineDialog request={r} open={dialog === 'decline'} onClose={() => setDialog(null)} />
    </Flex>
  );
}
