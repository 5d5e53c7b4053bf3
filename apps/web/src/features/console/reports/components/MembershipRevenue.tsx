import type { MembershipRevenueView } from '@sme/shared/schemas/console-reports';
import { Card, Empty, Flex, Statistic, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/format/format-price';
import { useLocale } from '@/lib/i18n';
import styles from '../ReportsSection.module.css';

type TierRow = MembershipRevenueView['tiers'][number];

/** Membership purchases paid in the range: the total per currency, and per tier how many and how much. */
export function MembershipRevenue({ revenue }: { revenue: MembershipRevenueView }) {
  const { t } = useTranslation('console');
  const locale = useLocale();
  return (
    <Card title={t('reports.membership.title')} size="small" className={styles.block}>
      {revenue.totals.length === 0 ? (
        <Empty description={t('reports.membership.empty')} />
      ) : (
        <>
          <Flex wrap gap={32} className={styles.totals}>
            {revenue.totals.map((total) => (
              <Flex key={total.currency} gap={32}>
                <Statistic
                  title={t('reports.membership.revenue', { currency: total.currency })}
                  value={formatPrice(total.amountMinor, total.currency, locale)}
                />
                <Statistic title={t('reports.membership.purchases')} value={total.purchases} />
              </Flex>
            ))}
          </Flex>
          <Table<TierRow>
            rowKey={(r) => `${r.tier}-${r.currency}`}
            size="small"
            pagination={false}
            dataSource={revenue.tiers}
            columns={[
              { key: 'tier', title: t('reports.membership.tier'), render: (_, r) => t(`consoleMembership:tiers.${r.tier}`) },
              { key: 'purchases', title: t('reports.membership.purchases'), align: 'right', dataIndex: 'purchases' },
              { key: 'amount', title: t('reports.membership.amount'), align: 'right', render: (_, r) => formatPrice(r.amountMinor, r.currency, locale) },
            ]}
          />
        </>
      )}
    </Card>
  );
}
