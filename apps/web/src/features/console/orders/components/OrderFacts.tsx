import { formatMobile } from '@sme/shared/phone-display';
import { Card, Col, Descriptions, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import { formatDateTime } from '@/lib/format/format-date';
import type { ConsoleOrderView } from '@sme/shared/schemas/console-orders';
import { useDistrictName } from '@/lib/format/format-district';

/** The order's buyer, delivery (address or pickup point) and logistics, side by side. */
export function OrderFacts({ order: o }: { order: ConsoleOrderView }) {
  const { t } = useTranslation('console');
  const locale = useLocale();
  const district = useDistrictName();
  const none = t('orders.none');
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card size="small" title={t('orders.buyer')}>
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t('orders.buyerName')}>{o.buyer.name}</Descriptions.Item>
            <Descriptions.Item label={t('orders.buyerPhone')}>{formatMobile(o.buyer.phone)}</Descriptions.Item>
            <Descriptions.Item label={t('orders.buyerEmail')}>{o.buyer.email || none}</Descriptions.Item>
            <Descriptions.Item label={t('orders.placed')}>{formatDateTime(o.createdAt, locale)}</Descriptions.Item>
            <Descriptions.Item label={t('orders.paidAt')}>{formatDateTime(o.paidAt, locale) || none}</Descriptions.Item>
            <Descriptions.Item label={t('orders.remark')}>{o.remark || none}</Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card size="small" title={t('orders.delivery')}>
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t('orders.deliveryType')}>{t(`delivery.${o.deliveryType}`)}</Descriptions.Item>
            {o.address && (
              <Descriptions.Item label={t('orders.address')}>
                {[o.address.name, o.address.phone, o.address.detail, district(o.address.city), o.address.countryCode].filter(Boolean).join(', ')}
              </Descriptions.Item>
            )}
            {o.pickupPoint && <Descriptions.Item label={t('orders.pickupPoint')}>{`${o.pickupPoint.name}, ${o.pickupPoint.address}`}</Descriptions.Item>}
            <Descriptions.Item label={t('orders.logisticsCompany')}>{o.logistics.company ?? none}</Descriptions.Item>
            <Descriptions.Item label={t('orders.logisticsNo')}>{o.logistics.number ?? none}</Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
    </Row>
  );
}
