import type { Locale } from '@sme/shared/constants';
import { translate } from '@sme/shared/i18n/messages';
import { lastDayOf } from '@sme/shared/membership-billing';
import type { MembershipTier } from '@sme/shared/membership-plans';
import type { AccountPassage } from './account-passage';

/** "What membership do I have, when does it end": the member's current tier (read by the caller), or none. */
export function membershipPassage(membership: { tier: MembershipTier; validUntil: Date } | null, locale: Locale): AccountPassage {
  const t = (key: string, vars?: Record<string, string | number>) => translate(locale, `assistantTools.membership.${key}`, vars);
  const body = membership
    ? t('current', { tier: translate(locale, `assistantTools.tier.${membership.tier}`), validUntil: lastDayOf(membership.validUntil) })
    : t('none');
  return { title: t('title'), body, url: '/member' };
}
