import { ORDER_STATUSES } from '@sme/shared/order-status';
import { PAYMENT_METHODS, PAYMENT_PROVIDERS, PAYMENT_STATUSES, type PayIsPaidView, type PayMethodsView, type PaymentView } from '@sme/shared/schemas/payments';
import { z } from 'zod';
import type { StatementImport } from '../../console/payments/import-statement';
import type { RefundView } from './refund-payment';

/** Zod mirrors of the pay.* answers, for response schemas and OpenAPI; typed against the contract so drift fails the typecheck. */

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
export const payIsPaidSchema: z.ZodType<PayIsPaidView> = z.object({ orderId: z.string(), isPaid: z.boolean(), orderStatus: status, paidMinor: z.number(), payableMinor: z.number() });

/** RefundView. */
export const refundSchema: z.ZodType<RefundView> = z.object({
  id: z.string(),
  paymentId: z.string(),
  orderId: z.string(),
  currency: z.string(),
  amountMinor: z.number(),
  status: z.enum(['REQUESTED', 'SUCCEEDED', 'FAILED']),
  providerRef: z.string().nullable(),
  reason: z.string().nullable(),
  orderStatus: status,
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});

/** StatementImport. */
export const statementImportSchema: z.ZodType<StatementImport> = z.object({
  matched: z.array(z.object({ reference: z.string(), paymentId: z.string(), amountMinor: z.number() })),
  unmatched: z.array(z.object({ line: z.number(), reference: z.string(), amountMinor: z.number().nullable(), reason: z.string() })),
});

/** pay.test.decide body: the hosted test page's decision, with the token its URL carried. */
export const testDecideInput = z.object({
  paymentId: z.uuid({ error: 'validation.idInvalid' }),
  token: z.string().regex(/^[0-9a-f]{64}$/),
  decision: z.enum(['APPROVE', 'DECLINE', 'CANCEL']),
});

/** A provider callback's answer. */
export const callbackAnswerSchema = z.object({ received: z.boolean() });
