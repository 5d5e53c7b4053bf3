import { MEMBERSHIP_TIERS, type MembershipPlanView } from '@sme/shared/membership-plans';
import {
  BILLING_CYCLES,
  type MembershipCurrentView,
  type MembershipHistoryEntry,
  type MembershipPeriodView,
  type MembershipPurchaseView,
  type MembershipQuoteView,
  PERIOD_SOURCES,
  PURCHASE_KINDS,
  PURCHASE_STATUSES,
} from '@sme/shared/schemas/membership';
import { z } from 'zod';

/** Zod mirrors of the membership answers, for response schemas and OpenAPI; typed against the contract so drift fails the typecheck. */

const tier = z.enum(MEMBERSHIP_TIERS);
const cycle = z.enum(BILLING_CYCLES);

export const planSchema: z.ZodType<MembershipPlanView> = z.object({
  tier,
  currency: z.string(),
  monthlyPriceMinor: z.number().int(),
  annualPriceMinor: z.number().int(),
  addedFeatures: z.array(z.string()),
  isBestValue: z.boolean(),
  vipDiscountPercent: z.number().int(),
  sort: z.number().int(),
});

const quoteShape = {
  tier,
  cycle,
  kind: z.enum(PURCHASE_KINDS),
  currency: z.string(),
  priceMinor: z.number().int(),
  creditMinor: z.number().int(),
  amountMinor: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  validUntilDay: z.string(),
};

export const quoteSchema: z.ZodType<MembershipQuoteView> = z.object(quoteShape);

export const purchaseSchema: z.ZodType<MembershipPurchaseView> = z.object({
  ...quoteShape,
  id: z.string(),
  purchaseNo: z.string(),
  status: z.enum(PURCHASE_STATUSES),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});

export const periodSchema: z.ZodType<MembershipPeriodView> = z.object({
  id: z.string(),
  tier,
  source: z.enum(PERIOD_SOURCES),
  cycle: cycle.nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  validUntilDay: z.string(),
  endedEarlyAt: z.string().nullable(),
  endedReason: z.string().nullable(),
});

export const currentSchema: z.ZodType<MembershipCurrentView> = z.object({
  tier: tier.nullable(),
  current: periodSchema.nullable(),
  validUntilDay: z.string().nullable(),
  next: periodSchema.nullable(),
  vipDiscountPercent: z.number().int(),
  benefits: z.array(z.string()),
});

export const historyEntrySchema: z.ZodType<MembershipHistoryEntry> = z.object({
  id: z.string(),
  source: z.enum(PERIOD_SOURCES),
  tier,
  cycle: cycle.nullable(),
  kind: z.enum(PURCHASE_KINDS).nullable(),
  reference: z.string().nullable(),
  status: z.enum([...PURCHASE_STATUSES, 'ACTIVE', 'ENDED']),
  amountMinor: z.number().int().nullable(),
  currency: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  createdAt: z.string(),
});
