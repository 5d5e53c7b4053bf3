import { Codes } from '@sme/shared/codes';
import type { Locale } from '@sme/shared/constants';
import type { OrderStatus } from '@sme/shared/order-status';
import type { StaffRecordedMethod } from '@sme/shared/schemas/console-orders';
import type { PaymentView } from '@sme/shared/schemas/payments';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import type { Db } from '../../db/client';
import { openAttempt } from '../../modules/payments/payment-attempts';
import { OPEN_STATUSES, paymentView } from '../../modules/payments/payment-view';
import type { PaymentsDeps } from '../../modules/payments/payments-deps';
import { payments } from '../../modules/payments/payments.tables';
import { type AlongsideRefund, type RefundView, refundPayment, refundedSoFar } from '../../modules/payments/refund-payment';
import type { StaffActor } from '../../modules/payments/staff-actor';
import type { AlongsideEvent } from '../../workflows/payment-confirmation';
import { confirmCountedMoney } from './staff-payments';

/**
 * The payments of one order as the back office handles them: the order's attempts for its detail, money recorded by
 * staff against the order (not against an attempt the staff member has to find first), and a refund of the order's
 * money. Each reuses the staff confirmation (staff-payments.ts) and the refund steps (refund-payment.ts), so an order's
 * money moves by one path whichever screen started it.
 */

/** The order's payment attempts, oldest first, as its payer would see them. */
export async function paymentsOfOrder(db: Db, order: { id: string; orderNo: string; status: OrderStatus }, locale: Locale): Promise<PaymentView[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.purpose, 'ORDER'), eq(payments.orderId, order.id)))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  return rows.map((r) => paymentView(r, { reference: order.orderNo, orderStatus: order.status, membership: null }, locale));
}

/** The order a staff-recorded payment is for. */
export interface StaffPaymentOrder {
  id: string;
  memberId: string;
  currency: string;
  payableMinor: number;
}

const PROVIDER_OF: Record<StaffRecordedMethod, 'fps' | 'cod'> = { FPS: 'fps', COD: 'cod' };

/** The order's open attempt when it is of this provider, or a new one standing for the money staff saw arrive. */
async function staffAttempt(deps: PaymentsDeps, order: StaffPaymentOrder, method: StaffRecordedMethod): Promise<string> {
  const provider = PROVIDER_OF[method];
  const [open] = await deps.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.purpose, 'ORDER'), eq(payments.orderId, order.id), eq(payments.provider, provider), inArray(payments.status, [...OPEN_STATUSES])))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (open) return open.id;
  // The payer never started an attempt (a transfer to the shop's account, cash without pay.create): record one. It
  // closes an attempt the payer left open elsewhere, as any new attempt does.
  const now = new Date();
  const created = await openAttempt(deps, order.id, now, async () => ({
    memberId: order.memberId,
    provider,
    method,
    status: 'PENDING',
    currency: order.currency,
    amountMinor: order.payableMinor,
    createdAt: now,
    updatedAt: now,
  }));
  return created.id;
}

/**
 * Money staff counted for the order (FPS transfer or cash collected), applied through the staff confirmation
 * workflow; `alongside` runs in its transaction. An attempt confirmed meanwhile by someone else answers 6400.
 */
export async function recordStaffPayment(
  deps: PaymentsDeps,
  staff: StaffActor,
  input: { order: StaffPaymentOrder; method: StaffRecordedMethod; receivedMinor: number },
  alongside: AlongsideEvent,
): Promise<void> {
  const paymentId = await staffAttempt(deps, input.order, input.method);
  const result = await confirmCountedMoney(deps, staff, { paymentId, receivedMinor: input.receivedMinor }, PROVIDER_OF[input.method], alongside);
  if (result.outcome === 'DUPLICATE') throw new AppError(Codes.INVALID_ORDER_STATE);
}

/**
 * Refunds the order's money: the newest succeeded payment with something left to refund (all of it unless
 * amountMinor), through the refund workflow; `alongside` runs in the transaction that orders the refund.
 */
export async function refundOrderPayment(
  deps: PaymentsDeps,
  staff: StaffActor,
  input: { orderId: string; amountMinor?: number; reason: string },
  alongside: AlongsideRefund,
): Promise<RefundView> {
  const rows = await deps.db
    .select({ id: payments.id, receivedMinor: payments.receivedMinor })
    .from(payments)
    .where(and(eq(payments.purpose, 'ORDER'), eq(payments.orderId, input.orderId), eq(payments.status, 'SUCCEEDED')))
    .orderBy(desc(payments.completedAt), desc(payments.createdAt));
  for (const row of rows) {
    if ((row.receivedMinor ?? 0) > (await refundedSoFar(deps.db, row.id)))
      return refundPayment(deps, staff, { paymentId: row.id, amountMinor: input.amountMinor, reason: input.reason }, alongside);
  }
  throw new AppError(Codes.BAD_REQUEST, { messageKey: 'pay.refundNotPaid' });
}
