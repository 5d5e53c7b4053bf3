import { ANNUAL_BILLING_SAVING_PERCENT } from '@sme/shared/constants';
import { MEMBERSHIP_TIERS, type MembershipPlanView } from '@sme/shared/membership-plans';
import { formatMoney } from '@sme/shared/money';
import { Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import { usePlans } from '@/lib/membership/plans';
import { ButtonLink } from '@/components/ButtonLink';
import { MarketingSection } from '../MarketingSection';
import styles from './PlansPreview.module.css';
import { LazyResult } from '@/components/ui/LazyResult';

/** Features a plan includes: its own plus those of every cheaper tier (each tier includes the ones below). */
function benefitCount(plan: MembershipPlanView, plans: MembershipPlanView[]): number {
  const rank = MEMBERSHIP_TIERS.indexOf(plan.tier);
  return plans.filter((p) => MEMBERSHIP_TIERS.indexOf(p.tier) <= rank).reduce((n, p) => n + p.addedFeatures.length, 0);
}

/** The home page's membership band: the three plans from the API at their monthly price, linking to /member. */
export function PlansPreview() {
  const { t } = useTranslation('marketing');
  const locale = useLocale();
  const plans = usePlans();

  let content;
  if (plans.isPending) {
    content = (
      <div className={styles.grid} aria-busy="true" aria-label={t('home.plans.loading')}>
        {MEMBERSHIP_TIERS.map((tier) => (
          <div key={tier} className={styles.card}>
            <Skeleton active paragraph={{ rows: 3 }} />
          </div>
        ))}
      </div>
    );
  } else if (plans.isError) {
    content = (
      <div className={styles.state}>
        <LazyResult status="warning" title={t('home.plans.error')} extra={<Button onClick={() => void plans.refetch()}>{t('home.plans.retry')}</Button>} />
      </div>
    );
  } else {
    content = (
      <div className={styles.grid}>
        {plans.data.map((plan) => (
          <article key={plan.tier} className={[styles.card, plan.isBestValue ? styles.best : ''].join(' ')}>
            {plan.isBestValue && <span className={styles.badge}>{t('home.plans.bestValue')}</span>}
            <h3 className={styles.tier}>{t(`home.plans.tier.${plan.tier}`)}</h3>
            <p className={styles.tagline}>{t(`home.plans.tagline.${plan.tier}`)}</p>
            <p className={styles.price}>
              {formatMoney(plan.monthlyPriceMinor, plan.currency, locale)}
              <span className={styles.per}>{t('home.plans.perMonth')}</span>
            </p>
            <p className={styles.count}>{t('home.plans.featureCount', { count: benefitCount(plan, plans.data) })}</p>
          </article>
        ))}
      </div>
    );
  }

  return (
    <MarketingSection
      id="plans"
      tone="tint"
      eyebrow={t('home.plans.eyebrow')}
      title={t('home.plans.title')}
      subtitle={t('home.plans.subtitle', { percent: ANNUAL_BILLING_SAVING_PERCENT })}
    >
      {content}
      <div className={styles.footer}>
        <ButtonLink to="/member" type="primary" size="large">
          {t('home.plans.cta')}
        </ButtonLink>
      </div>
    </MarketingSection>
  );
}
