import { ORDER_STATUSES } from '@sme/shared/order-status';
import { PAYMENT_METHODS, PAYMENT_PROVIDERS, PAYMENT_STATUSES, type PayIsPaidView, type PayMethodsView, type PaymentView } from '@sme/shared/schemas/payments';
import { z } from 'zod';

/** Zod mirrors of the member's pay.* answers, for response schemas and OpenAPI; typed against the contract so drift fails the typecheck. */

const status = z.enum(ORDER_STATUSES);
const method = z.enum(PAYMENT_METHODS);
const provider = z.enum(PAYMENT_PROVIDERS);

/** PayMethodsView. */
export const payMethodsSchema: z.ZodType<PayMethodsView> = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  orderStatus: status,
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
  orderId: z.string(),
  orderNo: z.string(),
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
  orderStatus: status,
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
