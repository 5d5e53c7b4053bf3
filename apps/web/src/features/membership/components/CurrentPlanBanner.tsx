import { useTranslation } from 'react-i18next';
import { MembershipTierTag } from '@/components/membership/MembershipTierTag';
import { formatHkDateOf, formatHkDay } from '@/lib/format/format-hk-day';
import { useLocale } from '@/lib/i18n';
import type { HeldMembership } from '@/lib/membership/get-current-membership';
import styles from './CurrentPlanBanner.module.css';

/** The member's plan above the cards: "Your plan: Gold — until 27 Dec 2026", then the plan that follows, if bought. */
export function CurrentPlanBanner({ membership }: { membership: HeldMembership }) {
  const { t } = useTranslation('membership');
  const locale = useLocale();
  const values = { tier: t(`tier.${membership.tier}`), day: formatHkDay(membership.validUntilDay, locale) };
  const next = membership.next;
  return (
    <section className={styles.banner} aria-label={t('banner.label')}>
      <MembershipTierTag tier={membership.tier} />
      <p className={styles.text}>
        {next
          ? t('banner.withNext', { ...values, nextTier: t(`tier.${next.tier}`), nextDay: formatHkDateOf(next.startsAt, locale) })
          : t('banner.current', values)}
      </p>
      {membership.vipDiscountPercent > 0 && <span className={styles.vip}>{t('vipDiscount', { percent: membership.vipDiscountPercent })}</span>}
    </section>
  );
}
