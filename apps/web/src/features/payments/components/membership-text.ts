import type { Locale } from '@sme/shared/constants';
import type { PaidMembershipView } from '@sme/shared/schemas/payments';
import { formatDay } from '@/lib/applications/format-answer';

/** The translate function of useTranslation('payments'). */
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A membership purchase's tier and cycle in words: "Gold", "annual". */
export function membershipWords(membership: PaidMembershipView, t: Translate): { tier: string; cycle: string } {
  return { tier: t(`membership.tier.${membership.tier}`), cycle: t(`membership.cycle.${membership.cycle}`) };
}

/** The plan a purchase buys: "Gold · annual". */
export const planText = (membership: PaidMembershipView, t: Translate): string => t('membership.plan', membershipWords(membership, t));

/** The last day the bought period covers, as the reader writes dates ("31 Mar 2027"), read as a Hong Kong calendar day. */
export const validUntilText = (membership: PaidMembershipView, locale: Locale): string => formatDay(membership.validUntilDay, locale);
