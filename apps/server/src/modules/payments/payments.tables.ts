import type { PaymentMethod, PaymentProviderId, PaymentPurpose, PaymentStatus, RefundStatus } from '@sme/shared/schemas/payments';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Payments (spec sections 4, 7, 8, 9): every attempt to pay an order, every callback a provider sent
 * (kept for audit, and to process each provider event once however often it is delivered) and refunds. Amounts
 * are integer minor units of `currency`. No foreign keys into other modules' tables.
 */

/**
 * One attempt to pay an order with one method. At most one attempt per order is open (CREATED or PENDING) at a
 * time: a new attempt closes the open one (payment-attempts.ts), and the partial unique index makes the
 * database refuse a second open attempt whatever the code does.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** What the attempt pays for: a shop order, or a membership purchase. */
    purpose: text().$type<PaymentPurpose>().notNull().default('ORDER'),
    /** The id of what is paid: orders.id (purpose ORDER) or membership_purchases.id (purpose MEMBERSHIP). */
    orderId: uuid().notNull(),
    memberId: uuid().notNull(),
    provider: text().$type<PaymentProviderId>().notNull(),
    method: text().$type<PaymentMethod>().notNull(),
    status: text().$type<PaymentStatus>().notNull().default('CREATED'),
    currency: text().notNull(),
    /** What the platform asked for (the order's payable when the attempt was made). */
    amountMinor: bigint({ mode: 'number' }).notNull(),
    /** What the provider confirmed as received (null until it did). */
    receivedMinor: bigint({ mode: 'number' }),
    /** The provider's id for this attempt (checkout session, PayPal order, charge code); null until created. */
    providerRef: text(),
    /** The reference a payer quotes (FPS bank transfer): matched against bank statements. */
    reference: text(),
    /** Where the payer goes to pay (hosted page), or the QR payload (FPS). */
    redirectUrl: text(),
    qrPayload: text(),
    /** The section 8 code of a failure (1004 … 1020), and the provider's own words for the audit. */
    failureCode: integer(),
    failureDetail: text(),
    /** Set when money arrived for an order that could no longer take it (closed, already paid): refund it. */
    needsRefund: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId, t.createdAt),
    index('payments_member_idx').on(t.memberId, t.createdAt),
    unique('payments_provider_ref_key').on(t.provider, t.providerRef),
    unique('payments_reference_key').on(t.reference),
    uniqueIndex('payments_one_open_per_order_idx')
      .on(t.orderId)
      .where(sql`${t.status} IN ('CREATED', 'PENDING')`),
  ],
);

/**
 * Every callback (webhook or signed return) a provider delivered, valid or not, for audit. The unique
 * (provider, eventId) makes a provider event count once: a replay or a concurrent second delivery finds the row.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    provider: text().$type<PaymentProviderId>().notNull(),
    /** The provider's event id (for a rejected delivery: a hash of the body, so it is still recorded). */
    eventId: text().notNull(),
    paymentId: uuid(),
    type: text().notNull(),
    signatureValid: boolean().notNull(),
    /** PROCESSED | DUPLICATE | REJECTED | IGNORED | ALERT (amount or currency mismatch). */
    outcome: text().notNull(),
    note: text(),
    payload: jsonb().$type<unknown>(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('payment_events_provider_event_key').on(t.provider, t.eventId), index('payment_events_payment_idx').on(t.paymentId)],
);

/**
 * Refunds ordered from the back office (pay.refund), and those the platform orders itself for money an order could
 * not take (a second capture, a payment after the order closed): requestedBy null, at most one per payment.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid().primaryKey().defaultRandom(),
    paymentId: uuid()
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    orderId: uuid().notNull(),
    currency: text().notNull(),
    amountMinor: bigint({ mode: 'number' }).notNull(),
    status: text().$type<RefundStatus>().notNull().default('REQUESTED'),
    providerRef: text(),
    reason: text(),
    /** The staff member who ordered it; null: the platform refunded automatically (reason says why). */
    requestedBy: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    uniqueIndex('refunds_one_automatic_per_payment_idx')
      .on(t.paymentId)
      .where(sql`${t.requestedBy} IS NULL`),
  ],
);
