import { CheckOutlined, StarFilled } from '@ant-design/icons';
import { ANNUAL_BILLING_SAVING_PERCENT } from '@sme/shared/constants';
import type { BillingCycle, MembershipPlanView, MembershipTier } from '@sme/shared/membership-plans';
import { formatMoney } from '@sme/shared/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ButtonLink';
import { useLocale } from '@/lib/i18n';
import { planPrice } from '../plan-pricing';
import styles from './PlanCard.module.css';

/** Props of one plan card. */
export interface PlanCardProps {
  plan: MembershipPlanView;
  cycle: BillingCycle;
  /** The next cheaper tier, whose features this one includes ("everything in Silver, plus"). */
  includesTier: MembershipTier | null;
  isLoggedIn: boolean;
}

/**
 * A membership plan: price for the chosen cycle (annual with its monthly equivalent and saving), the best-value
 * tag, the features it adds, and an honest call to action — sign-up for visitors, contact for members until
 * online purchase arrives with the membership issue.
 */
export function PlanCard({ plan, cycle, includesTier, isLoggedIn }: PlanCardProps) {
  const { t } = useTranslation('membership');
  const locale = useLocale();
  const money = (minor: number) => formatMoney(minor, plan.currency, locale);
  const price = planPrice(plan, cycle);
  const tierName = t(`tier.${plan.tier}`);
  const titleId = `plan-${plan.tier}`;

  return (
    <article className={[styles.card, plan.isBestValue ? styles.best : ''].join(' ')} aria-labelledby={titleId} data-tier={plan.tier}>
      {plan.isBestValue && (
        <span className={styles.badge}>
          <StarFilled aria-hidden /> {t('bestValue')}
        </span>
      )}
      <h2 id={titleId} className={styles.tier}>
        <span className={`${styles.dot} ${styles[plan.tier]}`} aria-hidden />
        {tierName}
      </h2>
      <p className={styles.tagline}>{t(`tagline.${plan.tier}`)}</p>
      <p className={styles.price}>
        {money(price.chargedMinor)}
        <span className={styles.period}>{cycle === 'ANNUAL' ? t('price.perYear') : t('price.perMonth')}</span>
      </p>
      <p className={styles.sub}>
        {price.perMonthMinor !== null && price.savingMinor !== null ? (
          <>
            {t('price.annualEquivalent', { amount: money(price.perMonthMinor) })}
            <br />
            <span className={styles.saving}>{t('price.annualSaving', { amount: money(price.savingMinor), percent: ANNUAL_BILLING_SAVING_PERCENT })}</span>
          </>
        ) : (
          t('price.monthlyNote')
        )}
      </p>

      {isLoggedIn ? (
        <>
          <ButtonLink to="/contactus" className={styles.cta} type={plan.isBestValue ? 'primary' : 'default'} size="large" block>
            {t('cta.contact')}
          </ButtonLink>
          <p className={styles.soon}>{t('cta.upgradeSoon')}</p>
        </>
      ) : (
        <>
          <ButtonLink to="/register" className={styles.cta} type={plan.isBestValue ? 'primary' : 'default'} size="large" block>
            {t('cta.choose', { tier: tierName })}
          </ButtonLink>
          <Link className={styles.login} to="/login">
            {t('cta.login')}
          </Link>
        </>
      )}

      <div className={styles.divider} />
      <p className={styles.includes}>{includesTier ? t('everythingIn', { tier: t(`tier.${includesTier}`) }) : t('includes')}</p>
      <ul className={styles.features}>
        {plan.addedFeatures.map((feature) => (
          <li key={feature} className={styles.feature}>
            <CheckOutlined aria-hidden />
            <span>{t(`feature.${feature}`)}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
