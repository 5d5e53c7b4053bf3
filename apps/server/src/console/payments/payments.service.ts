import { displayName } from '@sme/shared/member-display';
import type {
  ConsoleMoneyPage,
  ConsolePaymentListQuery,
  ConsolePaymentRow,
  ConsoleRefundListQuery,
  ConsoleRefundRow,
} from '@sme/shared/schemas/console-payments';
import type { PaymentPurpose } from '@sme/shared/schemas/payments';
import { type SQL, and, count, desc, eq, gte, ilike, inArray, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { membersByIds } from '../../modules/members';
import { orderIdByNo } from '../../modules/orders';
import { subjectsOfPayments } from '../../modules/payments/payable-subjects';
import { payments, refunds } from '../../modules/payments/payments.tables';
import { hkDayRange } from '@sme/shared/hk-day';

/**
 * The back office's payment records and refunds: platform-level lists for admins, next to the pay.*
 * staff operations. Each row says what it pays (purpose): its order's number, or its membership purchase's number,
 * come through the payments module's subjects (orders and membership services); payer names from the members service.
 */

/** A search term taken literally by LIKE. */
const likeTerm = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The created-at range of a filter: [first day 00:00, day after the last day 00:00) in Hong Kong. */
function createdWithin(column: typeof payments.createdAt | typeof refunds.createdAt, from: string | undefined, to: string | undefined): SQL | undefined {
  const range = hkDayRange(from, to);
  return and(range.from ? gte(column, range.from) : undefined, range.to ? lt(column, range.to) : undefined);
}

/** q: the order with that exact number, or (part of) a reference. */
async function searchOf(
  db: Database,
  q: string | undefined,
  orderIdColumn: typeof payments.orderId | typeof refunds.orderId,
  referenceColumns: SQL[],
): Promise<SQL | undefined> {
  if (!q) return undefined;
  const orderId = await orderIdByNo(db, q);
  return or(orderId ? eq(orderIdColumn, orderId) : undefined, ...referenceColumns);
}

/** The number of what each payment pays (order or membership purchase), by its id. */
const referencesOf = async (db: Database, paid: Array<{ purpose: PaymentPurpose; orderId: string }>) =>
  new Map([...(await subjectsOfPayments(db, paid))].map(([id, subject]) => [id, subject.reference]));

/** console.payment.list: payment attempts matching the filters, newest first, one page. */
export async function listConsolePayments(db: Database, query: ConsolePaymentListQuery): Promise<ConsoleMoneyPage<ConsolePaymentRow>> {
  const term = query.q ? likeTerm(query.q) : '';
  const where = and(
    query.method ? eq(payments.method, query.method) : undefined,
    query.status ? eq(payments.status, query.status) : undefined,
    query.ids.length > 0 ? inArray(payments.id, query.ids) : undefined,
    createdWithin(payments.createdAt, query.from, query.to),
    await searchOf(db, query.q, payments.orderId, [ilike(payments.reference, term), ilike(payments.providerRef, term)]),
  );
  const [counted] = await db.select({ n: count() }).from(payments).where(where);
  const rows = await db
    .select()
    .from(payments)
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const orderNos = await referencesOf(db, rows);
  const members = new Map(
    (
      await membersByIds(
        db,
        rows.map((r) => r.memberId),
      )
    ).map((m) => [m.id, m]),
  );
  const list = rows.map((r): ConsolePaymentRow => {
    const member = members.get(r.memberId);
    return {
      id: r.id,
      purpose: r.purpose,
      orderId: r.orderId,
      orderNo: orderNos.get(r.orderId) ?? '',
      member: { id: r.memberId, name: member ? displayName(member) : '', email: member?.email ?? null },
      method: r.method,
      provider: r.provider,
      status: r.status,
      currency: r.currency,
      amountMinor: r.amountMinor,
      receivedMinor: r.receivedMinor,
      reference: r.reference,
      providerRef: r.providerRef,
      needsRefund: r.needsRefund,
      createdAt: r.createdAt.toISOString(),
      completedAt: r.completedAt ? r.completedAt.toISOString() : null,
    };
  });
  return { list, total: counted?.n ?? 0, page: query.page, size: query.size };
}

/** console.refund.list: refunds matching the filters, newest first, one page. */
export async function listConsoleRefunds(db: Database, query: ConsoleRefundListQuery): Promise<ConsoleMoneyPage<ConsoleRefundRow>> {
  const term = query.q ? likeTerm(query.q) : '';
  const where = and(
    query.status ? eq(refunds.status, query.status) : undefined,
    createdWithin(refunds.createdAt, query.from, query.to),
    await searchOf(db, query.q, refunds.orderId, [ilike(refunds.providerRef, term)]),
  );
  const [counted] = await db.select({ n: count() }).from(refunds).where(where);
  const rows = await db
    .select({ refund: refunds, method: payments.method, purpose: payments.purpose })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(where)
    .orderBy(desc(refunds.createdAt), desc(refunds.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const orderNos = await referencesOf(
    db,
    rows.map((r) => ({ purpose: r.purpose, orderId: r.refund.orderId })),
  );
  const list = rows.map(({ refund: r, method, purpose }): ConsoleRefundRow => ({
    id: r.id,
    paymentId: r.paymentId,
    purpose,
    orderId: r.orderId,
    orderNo: orderNos.get(r.orderId) ?? '',
    method,
    status: r.status,
    currency: r.currency,
    amountMinor: r.amountMinor,
    providerRef: r.providerRef,
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
    completedAt: r.completedAt ? r.completedAt.toISOString() : null,
  }));
  return { list, total: counted?.n ?? 0, page: query.page, size: query.size };
}
