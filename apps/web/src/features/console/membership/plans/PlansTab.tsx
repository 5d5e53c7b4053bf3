import type { MembershipPlanView } from '@sme/shared/membership-plans';
import { Empty, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/format/format-price';
import { useLocale } from '@/lib/i18n';
import { useConsolePlans } from '../api/get-console-plans';
import { TierTag } from '../components/TierTag';
import { PlanDiscountForm } from './PlanDiscountForm';
import { ListOrFailure } from '../../kit/ListFailure';

/** The Plans tab: the three plans with their prices, and each one's VIP discount percent saved on its row. */
export function PlansTab() {
  const { t } = useTranslation('consoleMembership');
  const locale = useLocale();
  const plans = useConsolePlans();
  return (
    <>
      <Typography.Paragraph type="secondary">{t('plans.intro')}</Typography.Paragraph>
      <ListOrFailure read={plans}>
        <Table<MembershipPlanView>
          rowKey="tier"
          size="small"
          loading={plans.isFetching}
          dataSource={plans.data ?? []}
          pagination={false}
          scroll={{ x: 700 }}
          locale={{ emptyText: <Empty description={t('plans.empty')} /> }}
          columns={[
            { key: 'tier', title: t('plans.tier'), render: (_, p) => <TierTag tier={p.tier} /> },
            { key: 'monthly', title: t('plans.monthly'), align: 'right', render: (_, p) => formatPrice(p.monthlyPriceMinor, p.currency, locale) },
            { key: 'annual', title: t('plans.annual'), align: 'right', render: (_, p) => formatPrice(p.annualPriceMinor, p.currency, locale) },
            // Keyed by the saved value, so a refreshed plan resets the row's input.
            { key: 'discount', title: t('plans.vipDiscount'), render: (_, p) => <PlanDiscountForm key={p.vipDiscountPercent} plan={p} /> },
          ]}
        />
      </ListOrFailure>
    </>
  );
}
