import type { PromoUseRow } from '@sme/shared/schemas/console-promotions';
import { Col, Drawer, Row, Statistic, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format/format-date';
import { formatPrice } from '@/lib/format/format-price';
import { useLocale } from '@/lib/i18n';
import { usePromoUsage } from '../api/get-promo-usage';
import { ListOrFailure } from '../../kit/ListFailure';
import styles from './PromoUsageDrawer.module.css';

/** console.promo.usage in a drawer: uses, distinct members and discount in all, then the orders that used the code. */
export function PromoUsageDrawer({ promo, open, onClose }: { promo: { id: string; code: string }; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('consolePromotions');
  const locale = useLocale();
  const [page, setPage] = useState({ page: 1, size: 10 });
  const usage = usePromoUsage(promo.id, page, open);
  const data = usage.data;
  return (
    <Drawer title={t('usage.codeTitle', { code: promo.code })} open={open} onClose={onClose} size="large" destroyOnHidden>
      <ListOrFailure read={usage}>
        <Row gutter={16} className={styles.figures}>
          <Col span={8}>
            <Statistic title={t('usage.uses')} value={data?.uses ?? 0} loading={usage.isPending} />
          </Col>
          <Col span={8}>
            <Statistic title={t('usage.members')} value={data?.members ?? 0} loading={usage.isPending} />
          </Col>
          <Col span={8}>
            <Statistic
              title={t('usage.discountTotal')}
              value={data ? formatPrice(data.discountTotalMinor, data.currency, locale) : '–'}
              loading={usage.isPending}
            />
          </Col>
        </Row>
        <Table<PromoUseRow>
          rowKey="orderId"
          size="small"
          loading={usage.isFetching}
          dataSource={data?.orders.list ?? []}
          locale={{ emptyText: t('usage.noUses') }}
          pagination={{ current: page.page, pageSize: page.size, total: data?.orders.total ?? 0, onChange: (p, s) => setPage({ page: p, size: s }) }}
          columns={[
            { key: 'order', title: t('usage.order'), render: (_, u) => <Link to={`/console/orders/${u.orderId}`}>{u.orderNo ?? u.orderId}</Link> },
            { key: 'member', title: t('usage.member'), render: (_, u) => u.buyerName ?? u.memberId },
            { key: 'at', title: t('usage.usedAt'), render: (_, u) => formatDateTime(u.usedAt, locale) },
            {
              key: 'discount',
              title: t('usage.discount'),
              align: 'right',
              render: (_, u) => (data ? formatPrice(u.discountMinor, data.currency, locale) : ''),
            },
          ]}
        />
      </ListOrFailure>
    </Drawer>
  );
}
