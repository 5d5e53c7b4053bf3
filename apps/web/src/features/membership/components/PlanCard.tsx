import { CheckOutlined, GiftOutlined, StarFilled } from '@ant-design/icons';
import { ANNUAL_BILLING_SAVING_PERCENT } from '@sme/shared/constants';
import type { BillingCycle, MembershipPlanView, MembershipTier } from '@sme/shared/membership-plans';
import { formatMoney } from '@sme/shared/money';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ButtonLink';
import { useLocale } from '@/lib/i18n';
import type { PlanAction } from '../plan-action';
import { planPrice } from '../plan-pricing';
import styles from './PlanCard.module.css';

/** Label keys of the actions under `cta.` (each with a `…Hint` line under the button). */
const ACTION_KEYS: Record<PlanAction, string> = { CHOOSE: 'choose', RENEW: 'renew', UPGRADE: 'upgrade', SWITCH_LATER: 'switchLater' };

/** Props of one plan card. */
export interface PlanCardProps {
  plan: MembershipPlanView;
  cycle: BillingCycle;
  /** The next cheaper tier, whose features this one includes ("everything in Silver, plus"). */
  includesTier: MembershipTier | null;
  isLoggedIn: boolean;
  /** What the card offers the member (a visitor is offered CHOOSE, after signing in). */
  action: PlanAction;
  /** The link of the action: the page with this plan's dialog asked for. */
  actionTo: string;
  /** The member holds this tier now. */
  isCurrent: boolean;
}

/**
 * A membership plan: price for the chosen cycle (annual with its monthly equivalent and saving), the best-value
 * tag, the shop discount it gives, the features it adds, and the member's action on it (choose, renew, upgrade or
 * switch at the end of the plan held), which opens the price dialog — after signing in, for a visitor.
 */
export function PlanCard({ plan, cycle, includesTier, isLoggedIn, action, actionTo, isCurrent }: PlanCardProps) {
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
      <div className={styles.head}>
        <h2 id={titleId} className={styles.tier}>
          <span className={`${styles.dot} ${styles[plan.tier]}`} aria-hidden />
          {tierName}
        </h2>
        {isCurrent && (
          <Tag color="green" variant="filled" className={styles.current}>
            {t('yourPlan')}
          </Tag>
        )}
      </div>
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

      {plan.vipDiscountPercent > 0 && (
        <p className={styles.vip}>
          <GiftOutlined aria-hidden /> {t('vipDiscount', { percent: plan.vipDiscountPercent })}
        </p>
      )}

      <ButtonLink to={actionTo} className={styles.cta} type={plan.isBestValue || isCurrent ? 'primary' : 'default'} size="large" block>
        {action === 'CHOOSE' ? t('cta.choose', { tier: tierName }) : t(`cta.${ACTION_KEYS[action]}`)}
      </ButtonLink>
      <p className={styles.soon}>{isLoggedIn ? t(`cta.${ACTION_KEYS[action]}Hint`) : t('cta.signInFirst')}</p>

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
