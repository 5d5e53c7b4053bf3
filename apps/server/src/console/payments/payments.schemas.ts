import { ORDER_STATUSES } from '@sme/shared/order-status';
import { type ConsoleMoneyPage, type ConsolePaymentRow, type ConsoleRefundRow, REFUND_STATUSES } from '@sme/shared/schemas/console-payments';
import { PAYMENT_METHODS, PAYMENT_PROVIDERS, PAYMENT_PURPOSES, PAYMENT_STATUSES } from '@sme/shared/schemas/payments';
import { z } from 'zod';
import type { RefundView } from '../../modules/payments/refund-payment';
import type { StatementImport } from './import-statement';

/**
 * Zod mirrors of the console.payment.list and console.refund.list answers and of the admins' money operations
 * (pay.refund, pay.importStatement); typed against the contract so drift fails the typecheck.
 */

const page = <T>(row: z.ZodType<T>): z.ZodType<ConsoleMoneyPage<T>> => z.object({ list: z.array(row), total: z.number(), page: z.number(), size: z.number() });

const purpose = z.enum(PAYMENT_PURPOSES);

const paymentRowSchema: z.ZodType<ConsolePaymentRow> = z.object({
  id: z.string(),
  purpose,
  orderId: z.string(),
  orderNo: z.string(),
  member: z.object({ id: z.string(), name: z.string(), email: z.string().nullable() }),
  method: z.enum(PAYMENT_METHODS),
  provider: z.enum(PAYMENT_PROVIDERS),
  status: z.enum(PAYMENT_STATUSES),
  currency: z.string(),
  amountMinor: z.number(),
  receivedMinor: z.number().nullable(),
  reference: z.string().nullable(),
  providerRef: z.string().nullable(),
  needsRefund: z.boolean(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});

const refundRowSchema: z.ZodType<ConsoleRefundRow> = z.object({
  id: z.string(),
  paymentId: z.string(),
  purpose,
  orderId: z.string(),
  orderNo: z.string(),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(REFUND_STATUSES),
  currency: z.string(),
  amountMinor: z.number(),
  providerRef: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});

/** console.payment.list answer. */
export const consolePaymentListSchema = page(paymentRowSchema);

/** console.refund.list answer. */
export const consoleRefundListSchema = page(refundRowSchema);

/** RefundView. */
export const refundSchema: z.ZodType<RefundView> = z.object({
  id: z.string(),
  paymentId: z.string(),
  purpose,
  orderId: z.string(),
  currency: z.string(),
  amountMinor: z.number(),
  status: z.enum(['REQUESTED', 'SUCCEEDED', 'FAILED']),
  providerRef: z.string().nullable(),
  reason: z.string().nullable(),
  orderStatus: z.enum(ORDER_STATUSES).nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});

/** StatementImport. */
export const statementImportSchema: z.ZodType<StatementImport> = z.object({
  matched: z.array(z.object({ reference: z.string(), paymentId: z.string(), amountMinor: z.number() })),
  unmatched: z.array(z.object({ line: z.number(), reference: z.string(), amountMinor: z.number().nullable(), reason: z.string() })),
});
