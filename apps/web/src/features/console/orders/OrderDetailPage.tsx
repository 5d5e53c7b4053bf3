import { Col, Descriptions, Row, Table, Timeline } from 'antd';
import { formatPrice } from '@/lib/format/format-price';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLocale } from '@/lib/i18n';
import { formatDateTime } from '@/lib/format/format-date';
import type { ConsoleOrderView } from '@sme/shared/schemas/console-orders';
import type { PaymentView } from '@sme/shared/schemas/payments';
import { DetailFrame } from '../kit/DetailFrame';
import { DetailSection } from '../kit/DetailSection';
import { RecordState } from '../kit/RecordState';
import { useConsoleOrder } from './api/get-console-order';
import { OrderActionBar } from './components/OrderActionBar';
import { OrderFacts } from './components/OrderFacts';
import styles from './OrderDetailPage.module.css';
import { OrderStatusTag } from '@/components/orders/OrderStatusTag';

/** /console/orders/:id: everything about one order, and the actions its state allows. */
export function OrderDetailPage() {
  const { t } = useTranslation('console');
  const locale = useLocale();
  const id = useParams().id ?? '';
  const order = useConsoleOrder(id);
  const back = { to: '/console/orders', label: t('orders.back') };
  if (!order.isSuccess) return <RecordState query={order} back={back} notFoundLabel={t('orders.notFound')} />;
  const o: ConsoleOrderView = order.data;
  const money = (minor: number) => formatPrice(minor, o.currency, locale);
  return (
    <DetailFrame
      back={back}
      title={t('orders.orderTitle', { orderNo: o.orderNo })}
      tag={<OrderStatusTag status={o.status} />}
      actions={<OrderActionBar order={o} />}
    >
      <OrderFacts order={o} />
      <DetailSection title={t('orders.lines')}>
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={o.lines}
          columns={[
            { key: 'name', title: t('orders.product'), render: (_, l) => `${l.name}${l.specification ? ` · ${l.specification}` : ''}` },
            { key: 'merchant', title: t('orders.merchant'), render: (_, l) => l.merchant.name },
            { key: 'unit', title: t('orders.unitPrice'), align: 'right', render: (_, l) => money(l.unitPriceMinor) },
            { key: 'qty', title: t('orders.quantity'), align: 'right', dataIndex: 'quantity' },
            { key: 'total', title: t('orders.lineTotal'), align: 'right', render: (_, l) => money(l.totalMinor) },
          ]}
        />
        <Descriptions size="small" column={1} className={styles.totals}>
          <Descriptions.Item label={t('orders.goods')}>{money(o.goodsSubtotalMinor)}</Descriptions.Item>
          <Descriptions.Item label={t('orders.discounts')}>{money(-(o.couponDiscountMinor + o.promoDiscountMinor + o.vipDiscountMinor))}</Descriptions.Item>
          <Descriptions.Item label={t('orders.freight')}>{money(o.freightMinor)}</Descriptions.Item>
          <Descriptions.Item label={t('orders.payable')}>
            <strong>{money(o.payableMinor)}</strong>
          </Descriptions.Item>
        </Descriptions>
      </DetailSection>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <DetailSection title={t('orders.payments')}>
            <Table<PaymentView>
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={o.payments}
              locale={{ emptyText: t('orders.noPayments') }}
              columns={[
                { key: 'at', title: t('orders.paymentAt'), render: (_, p) => formatDateTime(p.completedAt ?? p.createdAt, locale) },
                { key: 'method', title: t('orders.paymentMethod'), render: (_, p) => t(`consolePayments:method.${p.method}`, { defaultValue: p.method }) },
                { key: 'status', title: t('orders.paymentStatus'), render: (_, p) => t(`paymentStatus.${p.status}`) },
                {
                  key: 'amount',
                  title: t('orders.paymentAmount'),
                  align: 'right',
                  render: (_, p) => formatPrice(p.receivedMinor ?? p.amountMinor, p.currency, locale),
                },
              ]}
            />
          </DetailSection>
        </Col>
        <Col xs={24} lg={10}>
          <DetailSection title={t('orders.timeline')}>
            <Timeline
              items={o.timeline.map((e) => ({
                key: `${e.at}-${e.to}`,
                content: (
                  <>
                    <OrderStatusTag status={e.to} /> {t(`actor.${e.actor}`)}
                    <div className={styles.when}>{formatDateTime(e.at, locale)}</div>
                  </>
                ),
              }))}
            />
          </DetailSection>
        </Col>
      </Row>
    </DetailFrame>
  );
}
