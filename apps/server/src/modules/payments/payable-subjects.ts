import { Codes } from '@sme/shared/codes';
import type { Locale } from '@sme/shared/constants';
import { translate } from '@sme/shared/i18n/messages';
import type { OrderStatus } from '@sme/shared/order-status';
import type { PaidMembershipView, PaymentPurpose } from '@sme/shared/schemas/payments';
import type { Db } from '../../db/client';
import { membersByIds } from '../members';
import { type PayableMembershipPurchase, payablePurchaseOf, purchasesByIds, toPaidMembershipView } from '../membership';
import { PAYABLE_STATUSES, type PayableOrder, payableOrderOf, payableOrdersByIds } from '../orders';

/**
 * What a payment pays for, read the same way whichever it is: a shop order (the orders module) or a membership
 * purchase (the membership module). The rest of the payments module works on this subject (its reference, currency,
 * what is left to pay, whether it can be paid now) and never asks which kind it holds; the payment row keeps the
 * kind in `purpose` and the subject's id in `orderId`.
 */

/** What a request or a payment row names as paid. */
export interface SubjectRef {
  purpose: PaymentPurpose;
  id: string;
}

/** Why a subject cannot be paid now: an order not awaiting payment (1015), a purchase no longer awaiting payment (3206). */
export type UnpayableCode = typeof Codes.PAY_CONTACT_ADMIN | typeof Codes.MEMBERSHIP_PURCHASE_STATE;

/** The code a subject of each purpose answers when it cannot be paid now. */
export const UNPAYABLE: Readonly<Record<PaymentPurpose, UnpayableCode>> = { ORDER: Codes.PAY_CONTACT_ADMIN, MEMBERSHIP: Codes.MEMBERSHIP_PURCHASE_STATE };

/** An order or a membership purchase as the payments module sees it. */
export interface PayableSubject {
  purpose: PaymentPurpose;
  id: string;
  memberId: string;
  /** The order's number or the purchase's number: quoted to the payer and the provider. */
  reference: string;
  currency: string;
  /** What is left to pay now. */
  payableMinor: number;
  /** When it was paid in full (null: not yet). */
  paidAt: Date | null;
  /** The order's status; null for a membership purchase. */
  orderStatus: OrderStatus | null;
  /** The purchase as payment views show it; null for an order. */
  membership: PaidMembershipView | null;
  /** When unpaid orders close (null: no deadline, always for a purchase). */
  paymentDueAt: Date | null;
  /** Where the provider may send its receipt ('' when the payer has no email). */
  buyerEmail: string;
  /** Cash on delivery is possible (an order's delivery rule; never for a membership, nothing is delivered). */
  canPayOnDelivery: boolean;
  isCashOnDelivery: boolean;
  /** Why it cannot be paid now, or null. */
  unpayable: UnpayableCode | null;
}

function ofOrder(o: PayableOrder): PayableSubject {
  return {
    purpose: 'ORDER',
    id: o.id,
    memberId: o.memberId,
    reference: o.orderNo,
    currency: o.currency,
    payableMinor: o.payableMinor,
    paidAt: o.paidAt,
    orderStatus: o.status,
    membership: null,
    paymentDueAt: o.paymentDueAt,
    buyerEmail: o.buyerEmail,
    canPayOnDelivery: o.canPayOnDelivery,
    isCashOnDelivery: o.isCashOnDelivery,
    unpayable: !PAYABLE_STATUSES.includes(o.status) || o.payableMinor <= 0 ? UNPAYABLE.ORDER : null,
  };
}

function ofPurchase(p: PayableMembershipPurchase, buyerEmail: string): PayableSubject {
  const isAwaiting = p.status === 'AWAITING_PAYMENT';
  return {
    purpose: 'MEMBERSHIP',
    id: p.id,
    memberId: p.memberId,
    reference: p.purchaseNo,
    currency: p.currency,
    // A purchase is paid in one go: all of it until paid, nothing after.
    payableMinor: isAwaiting ? p.amountMinor : 0,
    paidAt: p.paidAt,
    orderStatus: null,
    membership: toPaidMembershipView(p),
    paymentDueAt: null,
    buyerEmail,
    canPayOnDelivery: false,
    isCashOnDelivery: false,
    unpayable: isAwaiting ? null : UNPAYABLE.MEMBERSHIP,
  };
}

/** What the provider shows the payer as the payment's description, in the payer's language. */
export function subjectDescription(subject: PayableSubject, locale: Locale): string {
  return subject.purpose === 'MEMBERSHIP'
    ? translate(locale, 'pay.membershipDescription', { purchaseNo: subject.reference })
    : translate(locale, 'pay.description', { orderNo: subject.reference });
}

/** The payer's email by member id ('' when none). */
async function emailsOf(db: Db, memberIds: readonly string[]): Promise<Map<string, string>> {
  return new Map((await membersByIds(db, memberIds)).map((m) => [m.id, m.email ?? '']));
}

/** Which subject a pay.methods / pay.create request names (the contract lets exactly one of the two through). */
export function subjectRefOf(input: { orderId?: string | undefined; purchaseId?: string | undefined }): SubjectRef {
  return input.purchaseId ? { purpose: 'MEMBERSHIP', id: input.purchaseId } : { purpose: 'ORDER', id: input.orderId ?? '' };
}

/** The member's own subject for paying it; another member's (or none) answers 404. */
export async function memberSubject(db: Db, memberId: string, ref: SubjectRef): Promise<PayableSubject> {
  if (ref.purpose === 'ORDER') return ofOrder(await payableOrderOf(db, memberId, ref.id));
  const purchase = await payablePurchaseOf(db, memberId, ref.id);
  return ofPurchase(purchase, (await emailsOf(db, [memberId])).get(memberId) ?? '');
}

/** Subjects of one purpose by id, for payments the platform already holds (callbacks, staff screens): no member filter, the payment row is the proof. */
export async function subjectsByIds(db: Db, purpose: PaymentPurpose, ids: readonly string[]): Promise<Map<string, PayableSubject>> {
  if (purpose === 'ORDER') return new Map([...(await payableOrdersByIds(db, ids))].map(([id, o]) => [id, ofOrder(o)]));
  const purchases = [...(await purchasesByIds(db, ids)).values()];
  const emails = await emailsOf(
    db,
    purchases.map((p) => p.memberId),
  );
  return new Map(purchases.map((p) => [p.id, ofPurchase(p, emails.get(p.memberId) ?? '')]));
}

/** The subjects of payment rows (each row's purpose and id), by id. */
export async function subjectsOfPayments(db: Db, rows: ReadonlyArray<{ purpose: PaymentPurpose; orderId: string }>): Promise<Map<string, PayableSubject>> {
  const idsOf = (purpose: PaymentPurpose) => [...new Set(rows.filter((r) => r.purpose === purpose).map((r) => r.orderId))];
  const orders = await subjectsByIds(db, 'ORDER', idsOf('ORDER'));
  const purchases = await subjectsByIds(db, 'MEMBERSHIP', idsOf('MEMBERSHIP'));
  return new Map([...orders, ...purchases]);
}

/** The subject a payment row pays; undefined when it is gone. */
export async function subjectOfPayment(db: Db, row: { purpose: PaymentPurpose; orderId: string }): Promise<PayableSubject | undefined> {
  return (await subjectsByIds(db, row.purpose, [row.orderId])).get(row.orderId);
}
