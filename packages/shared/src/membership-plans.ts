import { ANNUAL_BILLING_SAVING_PERCENT } from './constants';

/** The three membership tiers of spec section 9; each tier includes the features of the tiers below it. */
export const MEMBERSHIP_TIERS = ['SILVER', 'GOLD', 'PLATINUM'] as const;
export type MembershipTier = (typeof MEMBERSHIP_TIERS)[number];

export type BillingCycle = 'MONTHLY' | 'ANNUAL';

export interface PlanDefinition {
  tier: MembershipTier;
  /** Price per month in HKD minor units (cents). */
  monthlyPriceMinor: number;
  currency: 'HKD';
  /** Feature keys this tier adds to the tiers below it (i18n keys under `membership.feature.`). */
  addedFeatures: readonly string[];
  isBestValue: boolean;
  /** The checkout discount (whole percent off goods) a new installation starts with; staff change it in the back office. */
  defaultVipDiscountPercent: number;
}

/** One plan as GET /membership/plans answers it, shared by the server that builds it and the pages that show it. */
export interface MembershipPlanView {
  tier: MembershipTier;
  currency: string;
  monthlyPriceMinor: number;
  /** Price of a year paid at once: twelve months less the annual saving (see annualPriceMinor). */
  annualPriceMinor: number;
  /** Feature keys this tier adds to the tiers below it (`membership:feature.<key>`). */
  addedFeatures: string[];
  isBestValue: boolean;
  /** Whole percent off goods at checkout for members of this tier. */
  vipDiscountPercent: number;
  sort: number;
}

/** The catalogue the seed writes and the pages describe: Silver HK$80, Gold HK$480, Platinum HK$3,800 a month. */
export const PLAN_DEFINITIONS: readonly PlanDefinition[] = [
  {
    tier: 'SILVER',
    monthlyPriceMinor: 8_000,
    currency: 'HKD',
    addedFeatures: ['localEvents', 'localMatching', 'instantMeetingChat', 'fastBankAccount'],
    isBestValue: false,
    defaultVipDiscountPercent: 2,
  },
  {
    tier: 'GOLD',
    monthlyPriceMinor: 48_000,
    currency: 'HKD',
    addedFeatures: [
      'internationalEvents',
      'priorityMatching',
      'marketResearch',
      'managementTools',
      'priorityMeetings',
      'directory',
      'fastLoans',
      'wealthPlans',
      'betterCrossBorderFees',
    ],
    isBestValue: true,
    defaultVipDiscountPercent: 5,
  },
  {
    tier: 'PLATINUM',
    monthlyPriceMinor: 380_000,
    currency: 'HKD',
    addedFeatures: ['personalisedMatching', 'expertMentoring', 'exclusiveSeminars', 'exclusiveTools', 'topManagementEvents', 'personalisedAiChatbot'],
    isBestValue: false,
    defaultVipDiscountPercent: 10,
  },
];

/** Price of one year paid at once: twelve months less the annual saving, rounded to the cent. */
export function annualPriceMinor(monthlyPriceMinor: number): number {
  return Math.round((monthlyPriceMinor * 12 * (100 - ANNUAL_BILLING_SAVING_PERCENT)) / 100);
}

/** Price of one billing period of a plan. */
export function planPriceMinor(monthlyPriceMinor: number, cycle: BillingCycle): number {
  return cycle === 'ANNUAL' ? annualPriceMinor(monthlyPriceMinor) : monthlyPriceMinor;
}

/** Every feature of a tier, including those of the tiers below it, in display order. */
export function featuresOfTier(tier: MembershipTier): string[] {
  const upTo = MEMBERSHIP_TIERS.indexOf(tier);
  return PLAN_DEFINITIONS.filter((p) => MEMBERSHIP_TIERS.indexOf(p.tier) <= upTo).flatMap((p) => [...p.addedFeatures]);
}

/** A tier's place in the order Silver < Gold < Platinum (an upgrade goes up, a downgrade down). */
export function tierRank(tier: MembershipTier): number {
  return MEMBERSHIP_TIERS.indexOf(tier);
}

/**
 * Whether a tier includes a benefit (a feature key of section 9, e.g. `priorityMeetings` from Gold,
 * `personalisedAiChatbot` for Platinum); no tier has none. The server's hasBenefit(member, benefit) reads the
 * member's current tier and asks this.
 */
export function tierHasBenefit(tier: MembershipTier | null, benefit: string): boolean {
  return tier !== null && featuresOfTier(tier).includes(benefit);
}
