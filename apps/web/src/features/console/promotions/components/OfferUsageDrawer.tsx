import type { CouponUseRow } from '@sme/shared/schemas/console-promotions';
import { Col, Drawer, Row, Statistic, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format/format-date';
import { formatPrice } from '@/lib/format/format-price';
import { useLocale } from '@/lib/i18n';
import { useOfferUsage } from '../api/get-offer-usage';
import { ListOrFailure } from '../../kit/ListFailure';
import formStyles from '../../kit/ConsoleForm.module.css';
import styles from './OfferUsageDrawer.module.css';

/** console.couponOffer.usage in a drawer: coupons handed out, unused, used and expired, the discount given, then the used ones. */
export function OfferUsageDrawer({ offer, open, onClose }: { offer: { id: string; title: string }; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('consolePromotions');
  const locale = useLocale();
  const [page, setPage] = useState({ page: 1, size: 10 });
  const usage = useOfferUsage(offer.id, page, open);
  const data = usage.data;
  const figures = [
    ['issued', data?.issued],
    ['unused', data?.unused],
    ['used', data?.used],
    ['expired', data?.expired],
  ] as const;
  const totals = data?.discountTotals.map((d) => formatPrice(d.amountMinor, d.currency, locale)).join(' + ');
  return (
    <Drawer title={t('usage.offerTitle', { title: offer.title })} open={open} onClose={onClose} size="large" destroyOnHidden>
      <ListOrFailure read={usage}>
        <Row gutter={16} className={formStyles.notice}>
          {figures.map(([key, value]) => (
            <Col span={6} key={key}>
              <Statistic title={t(`usage.${key}`)} value={value ?? 0} loading={usage.isPending} />
            </Col>
          ))}
        </Row>
        <Statistic title={t('usage.discountTotal')} value={totals || formatPrice(0, 'HKD', locale)} loading={usage.isPending} className={styles.total} />
        <Typography.Paragraph type="secondary">{t('usage.inStoreNote')}</Typography.Paragraph>
        <Table<CouponUseRow>
          rowKey="instanceId"
          size="small"
          loading={usage.isFetching}
          dataSource={data?.uses.list ?? []}
          locale={{ emptyText: t('usage.noUses') }}
          pagination={{ current: page.page, pageSize: page.size, total: data?.uses.total ?? 0, onChange: (p, s) => setPage({ page: p, size: s }) }}
          columns={[
            {
              key: 'order',
              title: t('usage.order'),
              render: (_, u) => (u.orderId ? <Link to={`/console/orders/${u.orderId}`}>{u.orderNo ?? u.orderId}</Link> : t('usage.inStore')),
            },
            {
              key: 'member',
              title: t('usage.member'),
              render: (_, u) => <Typography.Text copyable={{ text: u.memberId }}>{u.memberId.slice(0, 8)}</Typography.Text>,
            },
            { key: 'at', title: t('usage.usedAt'), render: (_, u) => formatDateTime(u.usedAt, locale) },
            {
              key: 'discount',
              title: t('usage.discount'),
              align: 'right',
              render: (_, u) => (u.discount ? formatPrice(u.discount.amountMinor, u.discount.currency, locale) : '–'),
            },
          ]}
        />
      </ListOrFailure>
    </Drawer>
  );
}
