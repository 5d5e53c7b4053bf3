import { MEMBERSHIP_TIERS } from '@sme/shared/membership-plans';
import { ORDER_STATUSES } from '@sme/shared/order-status';
import { BILLING_CYCLES, PURCHASE_STATUSES } from '@sme/shared/schemas/membership';
import {
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
  type PaidMembershipView,
  type PayIsPaidView,
  type PayMethodsView,
  type PaymentView,
} from '@sme/shared/schemas/payments';
import { z } from 'zod';

/** Zod mirrors of the member's pay.* answers, for response schemas and OpenAPI; typed against the contract so drift fails the typecheck. */

const status = z.enum(ORDER_STATUSES);
const method = z.enum(PAYMENT_METHODS);
const provider = z.enum(PAYMENT_PROVIDERS);
const purpose = z.enum(PAYMENT_PURPOSES);

/** PaidMembershipView: the membership purchase a payment pays (null for an order). */
const membership: z.ZodType<PaidMembershipView> = z.object({
  purchaseId: z.string(),
  purchaseNo: z.string(),
  tier: z.enum(MEMBERSHIP_TIERS),
  cycle: z.enum(BILLING_CYCLES),
  status: z.enum(PURCHASE_STATUSES),
  validUntilDay: z.string(),
});

/** PayMethodsView. */
export const payMethodsSchema: z.ZodType<PayMethodsView> = z.object({
  purpose,
  orderId: z.string(),
  orderNo: z.string(),
  orderStatus: status.nullable(),
  membership: membership.nullable(),
  currency: z.string(),
  payableMinor: z.number(),
  paymentDueAt: z.string().nullable(),
  methods: z.array(z.object({ method, provider, flow: z.enum(['REDIRECT', 'QR', 'OFFLINE']) })),
  blockedBy: z.number().nullable(),
  blockedMessage: z.string().nullable(),
});

/** PaymentView. */
export const paymentSchema: z.ZodType<PaymentView> = z.object({
  id: z.string(),
  purpose,
  orderId: z.string(),
  orderNo: z.string(),
  membership: membership.nullable(),
  method,
  provider,
  status: z.enum(PAYMENT_STATUSES),
  currency: z.string(),
  amountMinor: z.number(),
  receivedMinor: z.number().nullable(),
  next: z
    .discriminatedUnion('flow', [
      z.object({ flow: z.literal('REDIRECT'), url: z.string() }),
      z.object({ flow: z.literal('QR'), payload: z.string(), reference: z.string() }),
      z.object({ flow: z.literal('OFFLINE') }),
    ])
    .nullable(),
  failureCode: z.number().nullable(),
  failureMessage: z.string().nullable(),
  orderStatus: status.nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});

/** PayIsPaidView. */
export const payIsPaidSchema: z.ZodType<PayIsPaidView> = z.object({
  orderId: z.string(),
  isPaid: z.boolean(),
  orderStatus: status,
  paidMinor: z.number(),
  payableMinor: z.number(),
});
