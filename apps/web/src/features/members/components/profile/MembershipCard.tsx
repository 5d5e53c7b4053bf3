import { CrownOutlined, GiftOutlined } from '@ant-design/icons';
import { Alert, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ButtonLink';
import { MembershipTierTag } from '@/components/membership/MembershipTierTag';
import { RedeemCardForm } from '@/components/membership/RedeemCardForm';
import { formatHkDateOf, formatHkDay } from '@/lib/format/format-hk-day';
import { useLocale } from '@/lib/i18n';
import { heldMembership, useCurrentMembership } from '@/lib/membership/get-current-membership';
import cards from './ProfileCards.module.css';
import styles from './ProfileMembership.module.css';

/** The member's plan: tier and until when, the plan that follows, the shop discount, a link to renew or upgrade, and the card redemption form. */
export function MembershipCard() {
  const { t } = useTranslation('membership');
  const locale = useLocale();
  const current = useCurrentMembership({ fresh: true });
  const held = heldMembership(current.data);

  let summary;
  if (current.isPending) {
    summary = <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  } else if (current.isError) {
    summary = (
      <Alert
        type="warning"
        showIcon
        title={t('profile.loadFailed')}
        action={
          <Button size="small" onClick={() => void current.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  } else if (held) {
    const next = held.next;
    summary = (
      <>
        <div className={styles.tierRow}>
          <MembershipTierTag tier={held.tier} />
          <span>{t('profile.validUntil', { day: formatHkDay(held.validUntilDay, locale) })}</span>
        </div>
        {next && (
          <p className={styles.next}>
            {t('profile.next', { tier: t(`tier.${next.tier}`), from: formatHkDateOf(next.startsAt, locale), until: formatHkDay(next.validUntilDay, locale) })}
          </p>
        )}
        {held.vipDiscountPercent > 0 && (
          <div className={cards.detailRow}>
            <span className={cards.detailIcon} aria-hidden>
              <GiftOutlined />
            </span>
            <span className={cards.detailText}>
              <span className={cards.detailLabel}>{t('profile.discount')}</span>
              <span className={cards.detailValue}>{t('vipDiscount', { percent: held.vipDiscountPercent })}</span>
            </span>
          </div>
        )}
        <ButtonLink to="/member" type="primary" icon={<CrownOutlined />} className={styles.manage} block>
          {t('profile.manage')}
        </ButtonLink>
      </>
    );
  } else {
    summary = (
      <>
        <p className={styles.next}>{t('profile.none')}</p>
        <ButtonLink to="/member" type="primary" icon={<CrownOutlined />} className={styles.manage} block>
          {t('profile.seePlans')}
        </ButtonLink>
      </>
    );
  }

  return (
    <section className={cards.card} aria-labelledby="profile-membership">
      <h2 id="profile-membership" className={cards.cardTitle}>
        {t('profile.title')}
      </h2>
      {summary}
      <div className={styles.divider} />
      <h3 className={styles.subTitle}>{t('redeem.title')}</h3>
      <p className={cards.cardIntro}>{t('redeem.intro')}</p>
      <RedeemCardForm />
    </section>
  );
}
