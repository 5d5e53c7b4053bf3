import type { MembershipPlanView } from '@sme/shared/membership-plans';
import type { CardBatchView, ConsoleMemberMembershipView, MembershipPeriodView } from '@sme/shared/schemas/membership';
import { MEMBER_ID } from '../members/member-fixtures';

export const BATCH_ID = '66666666-6666-4666-8666-666666666666';

/** A Gold period granted by staff, valid until 31 Dec 2026. */
export function membershipPeriod(overrides: Partial<MembershipPeriodView> = {}): MembershipPeriodView {
  return {
    id: '55555555-5555-4555-8555-555555555555',
    tier: 'GOLD',
    source: 'GRANT',
    cycle: null,
    startsAt: '2026-06-30T16:00:00.000Z',
    endsAt: '2026-12-31T16:00:00.000Z',
    validUntilDay: '2026-12-31',
    endedEarlyAt: null,
    endedReason: null,
    ...overrides,
  };
}

/** A console.membership.member answer: the member holds Gold now. */
export function memberMembership(overrides: Partial<ConsoleMemberMembershipView> = {}): ConsoleMemberMembershipView {
  const period = membershipPeriod();
  return {
    memberId: MEMBER_ID,
    current: { tier: 'GOLD', current: period, validUntilDay: '2026-12-31', next: null, vipDiscountPercent: 5, benefits: [] },
    periods: [period],
    history: [
      {
        id: period.id,
        source: 'GRANT',
        tier: 'GOLD',
        cycle: null,
        kind: null,
        reference: null,
        status: 'ACTIVE',
        amountMinor: null,
        currency: null,
        startsAt: period.startsAt,
        endsAt: period.endsAt,
        createdAt: '2026-06-30T16:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

/** One row of the batches table. */
export function cardBatch(overrides: Partial<CardBatchView> = {}): CardBatchView {
  return {
    id: BATCH_ID,
    batchNo: 'MB2026000001',
    tier: 'SILVER',
    durationMonths: 12,
    quantity: 2,
    redeemedCount: 0,
    validUntil: '2027-06-30',
    isExpired: false,
    note: null,
    createdBy: 'Ada Admin',
    createdAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

/** The three plans as console.membership.plans answers them. */
export const consolePlans: MembershipPlanView[] = [
  {
    tier: 'SILVER',
    currency: 'HKD',
    monthlyPriceMinor: 8_000,
    annualPriceMinor: 76_800,
    addedFeatures: [],
    isBestValue: false,
    vipDiscountPercent: 2,
    sort: 1,
  },
  { tier: 'GOLD', currency: 'HKD', monthlyPriceMinor: 48_000, annualPriceMinor: 460_800, addedFeatures: [], isBestValue: true, vipDiscountPercent: 5, sort: 2 },
  {
    tier: 'PLATINUM',
    currency: 'HKD',
    monthlyPriceMinor: 380_000,
    annualPriceMinor: 3_648_000,
    addedFeatures: [],
    isBestValue: false,
    vipDiscountPercent: 10,
    sort: 3,
  },
];
