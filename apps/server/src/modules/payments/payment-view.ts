import { Codes } from '@sme/shared/codes';
import type { Locale } from '@sme/shared/constants';
import { translate } from '@sme/shared/i18n/messages';
import type { PaymentNext, PaymentStatus, PaymentView } from '@sme/shared/schemas/payments';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { type PayableSubject, subjectOfPayment } from './payable-subjects';
import { payments } from './payments.tables';
import { PROVIDER_FLOW } from './providers/registry';

/** A stored payment attempt as the payer sees it. */

type PaymentRow = typeof payments.$inferSelect;

/** Attempts still waiting for the provider (or the payer). */
export const OPEN_STATUSES: readonly PaymentStatus[] = ['CREATED', 'PENDING'];

/** The payment codes of section 8 by number; 1013 here means a cancelled payment (not the promo meaning). */
const PAY_CODE_KEYS = new Map(
  Object.entries(Codes)
    .filter(([name]) => name.startsWith('PAY_'))
    .map(([, def]) => [def.code, def.key]),
);

/** The message of a section 8 payment code in a locale. */
export function payFailureMessage(code: number | null, locale: Locale): string | null {
  if (code === null) return null;
  return translate(locale, PAY_CODE_KEYS.get(code) ?? Codes.PAY_TRANSACTION_FAILED.key);
}

function nextOf(row: PaymentRow): PaymentNext | null {
  if (!OPEN_STATUSES.includes(row.status)) return null;
  const flow = PROVIDER_FLOW[row.provider];
  if (flow === 'REDIRECT') return row.redirectUrl ? { flow, url: row.redirectUrl } : null;
  if (flow === 'QR') return row.qrPayload && row.reference ? { flow, payload: row.qrPayload, reference: row.reference } : null;
  return { flow: 'OFFLINE' };
}

/** What a payment view shows of what it pays: the order's number and status, or the membership purchase. */
export type PaidSubject = Pick<PayableSubject, 'reference' | 'orderStatus' | 'membership'>;

/** The view of a payment row with what it pays: the order's number and status, or the membership purchase (orderStatus null). */
export function paymentView(row: PaymentRow, subject: PaidSubject, locale: Locale): PaymentView {
  return {
    id: row.id,
    purpose: row.purpose,
    orderId: row.orderId,
    orderNo: subject.reference,
    membership: subject.membership,
    method: row.method,
    provider: row.provider,
    status: row.status,
    currency: row.currency,
    amountMinor: row.amountMinor,
    receivedMinor: row.receivedMinor,
    next: nextOf(row),
    failureCode: row.failureCode,
    failureMessage: payFailureMessage(row.failureCode, locale),
    orderStatus: subject.orderStatus,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
  };
}

const notFound = () => new AppError(Codes.NOT_FOUND, { messageKey: 'pay.paymentNotFound' });

/** A payment by id: the member's own when memberId is given (another member's answers 404), any for staff (memberId null). */
export async function findPayment(db: Db, paymentId: string, memberId: string | null): Promise<PaymentRow> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), memberId === null ? undefined : eq(payments.memberId, memberId)));
  if (!row) throw notFound();
  return row;
}

/** The view of a stored payment, reading what it pays (order or membership purchase) now. */
export async function loadPaymentView(db: Db, paymentId: string, memberId: string | null, locale: Locale): Promise<PaymentView> {
  const row = await findPayment(db, paymentId, memberId);
  const subject = await subjectOfPayment(db, row);
  if (!subject) throw notFound();
  return paymentView(row, subject, locale);
}
