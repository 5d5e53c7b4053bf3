import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Col, Descriptions, Flex, Result, Row, Skeleton, Table, Timeline, Typography } from 'antd';
import { formatPrice } from '@/components/catalogue/format-price';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '@/lib/api';
import { useLocale } from '@/lib/i18n';
import { formatDateTime } from '@/components/catalogue/format-date';
import type { ConsoleOrderView } from '@sme/shared/schemas/console-orders';
import type { PaymentView } from '@sme/shared/schemas/payment';
import { useConsoleOrder } from './api/get-console-order';
import { OrderActionBar } from './components/OrderActionBar';
import { OrderFacts } from './components/OrderFacts';
import { StatusTag } from './components/StatusTag';

/** /console/orders/:id: everything about one order, and the actions its state allows. */
export function OrderDetailPage() {
  const { t } = useTranslation('console');
  const locale = useLocale();
  const id = useParams().id ?? '';
  const order = useConsoleOrder(id);
  const back = (
    <Link to="/console/orders">
      <Button type="text" icon={<ArrowLeftOutlined />}>
        {t('orders.back')}
      </Button>
    </Link>
  );
  if (order.isPending) return <Skeleton active />;
  if (order.isError) {
    const missing = order.error instanceof ApiError && order.error.status === 404;
    return <Result status={missing ? '404' : 'error'} title={missing ? t('orders.notFound') : order.error.message} extra={back} />;
  }
  const o: ConsoleOrderView = order.data;
  const money = (minor: number) => formatPrice(minor, o.currency, locale);
  return (
    <Flex vertical gap={16}>
      {back}
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Flex align="center" gap={12}>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 22 }}>
            {t('orders.orderTitle', { orderNo: o.orderNo })}
          </Typography.Title>
          <StatusTag status={o.status} />
        </Flex>
        <OrderActionBar order={o} />
      </Flex>
      <OrderFacts order={o} />
      <Card size="small" title={t('orders.lines')}>
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
        <Descriptions size="small" column={1} style={{ maxWidth: 360, marginLeft: 'auto', marginTop: 12 }}>
          <Descriptions.Item label={t('orders.goods')}>{money(o.goodsSubtotalMinor)}</Descriptions.Item>
          <Descriptions.Item label={t('orders.discounts')}>{money(-(o.couponDiscountMinor + o.promoDiscountMinor + o.vipDiscountMinor))}</Descriptions.Item>
          <Descriptions.Item label={t('orders.freight')}>{money(o.freightMinor)}</Descriptions.Item>
          <Descriptions.Item label={t('orders.payable')}>
            <strong>{money(o.payableMinor)}</strong>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card size="small" title={t('orders.payments')}>
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
                { key: 'amount', title: t('orders.paymentAmount'), align: 'right', render: (_, p) => formatPrice(p.receivedMinor ?? p.amountMinor, p.currency, locale) },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card size="small" title={t('orders.timeline')}>
            <Timeline
              items={o.timeline.map((e) => ({
                key: `${e.at}-${e.to}`,
                content: (
                  <>
                    <StatusTag status={e.to} /> {t(`actor.${e.actor}`)}
                    <div style={{ color: 'rgba(0,0,0,0.45)', fontSize: 12 }}>{formatDateTime(e.at, locale)}</div>
                  </>
                ),
              }))}
            />
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}
