import { z } from 'zod';
import {
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type PaymentMethod,
  type PaymentProviderId,
  type PaymentPurpose,
  type PaymentStatus,
  type RefundStatus,
} from './payments';
import { hkDayField } from '../hk-day';
import { type ListQueryInput, text } from './fields';

/**
 * Back-office payments: the contract of console.payment.list and console.refund.list, and the answer of
 * pay.importStatement as the console shows it. Platform-level money, so admins only.
 */

const uuid = z.uuid({ error: 'validation.idInvalid' });
const dateField = hkDayField;

/** Refund states, in the order a refund goes through them. */
export const REFUND_STATUSES = ['REQUESTED', 'SUCCEEDED', 'FAILED'] as const satisfies readonly RefundStatus[];

/** Most payment ids one list request may name (the statement dialog asks for the payments it just matched). */
export const MAX_PAYMENT_IDS = 100;

/** Filters both money lists share: a created-date range in Hong Kong days (both included), a search, one page. */
const listFields = {
  /** Order number (exact) or the provider's / payer's reference (part of it). */
  q: text().trim().max(64).optional(),
  from: dateField.optional(),
  to: dateField.optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
};
const fromBeforeTo = (v: { from?: string | undefined; to?: string | undefined }) => !v.from || !v.to || v.from <= v.to;

/** console.payment.list query: method, status, created-date range, search, payment ids (comma-separated), page. */
export const consolePaymentListQuery = z
  .object({
    ...listFields,
    method: z.enum(PAYMENT_METHODS).optional(),
    status: z.enum(PAYMENT_STATUSES).optional(),
    ids: z
      .string()
      .trim()
      .optional()
      .transform((s) =>
        s
          ? [
              ...new Set(
                s
                  .split(',')
                  .map((x) => x.trim())
                  .filter(Boolean),
              ),
            ]
          : [],
      )
      .pipe(z.array(uuid).max(MAX_PAYMENT_IDS)),
  })
  .refine(fromBeforeTo, { path: ['to'], error: 'validation.dateInvalid' });
export type ConsolePaymentListQuery = z.output<typeof consolePaymentListQuery>;
/** The payment records' filters and page as the console sends them (payment ids comma-separated). */
export type ConsolePaymentListParams = ListQueryInput<typeof consolePaymentListQuery>;

/** console.refund.list query: refund status, created-date range, search (order number or refund reference), page. */
export const consoleRefundListQuery = z
  .object({ ...listFields, status: z.enum(REFUND_STATUSES).optional() })
  .refine(fromBeforeTo, { path: ['to'], error: 'validation.dateInvalid' });
export type ConsoleRefundListQuery = z.output<typeof consoleRefundListQuery>;
/** The refunds' filters and page as the console sends them. */
export type ConsoleRefundListParams = ListQueryInput<typeof consoleRefundListQuery>;

/** The member who paid, as the console labels a payment. */
export interface ConsolePaymentMember {
  id: string;
  name: string;
  email: string | null;
}

/** One payment attempt as the console lists it. */
export interface ConsolePaymentRow {
  id: string;
  /** What it pays: an order, or a membership purchase (orderId / orderNo then hold the purchase's id and number). */
  purpose: PaymentPurpose;
  orderId: string;
  orderNo: string;
  member: ConsolePaymentMember;
  method: PaymentMethod;
  provider: PaymentProviderId;
  status: PaymentStatus;
  currency: string;
  /** What was asked for, and what the provider (or staff) confirmed as received. */
  amountMinor: number;
  receivedMinor: number | null;
  /** The reference the payer quotes (FPS), or null. */
  reference: string | null;
  /** The provider's id of the attempt, or null. */
  providerRef: string | null;
  /** Money landed on an order that could no longer take it: refund it. */
  needsRefund: boolean;
  createdAt: string;
  completedAt: string | null;
}

/** One refund as the console lists it. */
export interface ConsoleRefundRow {
  id: string;
  paymentId: string;
  /** What the refunded payment paid: an order, or a membership purchase (orderId / orderNo then the purchase's). */
  purpose: PaymentPurpose;
  orderId: string;
  orderNo: string;
  method: PaymentMethod;
  status: RefundStatus;
  currency: string;
  amountMinor: number;
  providerRef: string | null;
  reason: string | null;
  createdAt: string;
  completedAt: string | null;
}

/** A page of a console money list. */
export interface ConsoleMoneyPage<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}

/** Why a statement line did not confirm a payment (pay.importStatement); a payment workflow outcome otherwise. */
export const STATEMENT_MISS_REASONS = [
  'INVALID_AMOUNT',
  'UNKNOWN_REFERENCE',
  'CURRENCY_MISMATCH',
  'AMOUNT_MISMATCH',
  'ALREADY_PAID',
  'ALREADY_APPLIED',
] as const;

/** pay.importStatement's answer: the lines that confirmed a payment now, and why the others did not. */
export interface StatementImportView {
  matched: Array<{ reference: string; paymentId: string; amountMinor: number }>;
  unmatched: Array<{ line: number; reference: string; amountMinor: number | null; reason: string }>;
}
