import { z } from 'zod';
import type { BillingCycle, MembershipTier } from '../membership-plans';
import type { OrderStatus } from '../order-status';
import type { PurchaseStatus } from './membership';

/**
 * Payments (spec sections 2, 4, 7, 8, 9): the contract of the pay.* operations. The server decides every
 * amount from the order; the browser only says which order and which method.
 */

/** Providers the platform talks to; each is on only when configured (test: development only). */
export const PAYMENT_PROVIDERS = ['stripe', 'paypal', 'crypto', 'fps', 'cod', 'test'] as const;
export type PaymentProviderId = (typeof PAYMENT_PROVIDERS)[number];

/** Methods a payer picks (spec section 9: cards, wallets, PayPal, crypto, FPS, cash on delivery). */
export const PAYMENT_METHODS = ['CARD', 'WECHAT_PAY', 'ALIPAY', 'PAYPAL', 'CRYPTO', 'FPS', 'COD', 'TEST'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** How a method continues after pay.create: a hosted page, a QR code to scan with a reference, or nothing online. */
export type PaymentFlow = 'REDIRECT' | 'QR' | 'OFFLINE';

export const PAYMENT_STATUSES = ['CREATED', 'PENDING', 'SUCCEEDED', 'FAILED', 'CANCELLED', 'EXPIRED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export type RefundStatus = 'REQUESTED' | 'SUCCEEDED' | 'FAILED';

/**
 * Why the platform refunded by itself (a refund's reason when no staff member asked for it): money for a closed
 * order, a second payment of an order already paid, or money for an order that cannot take it otherwise (cancelled).
 */
export const AUTOMATIC_REFUND_REASONS = ['PAID_AFTER_CLOSE', 'DUPLICATE_PAYMENT', 'ORDER_NOT_PAYABLE'] as const;
export type AutomaticRefundReason = (typeof AUTOMATIC_REFUND_REASONS)[number];

/** Whether a refund's reason is one the platform wrote when it refunded by itself (then shown by its label). */
export function isAutomaticRefundReason(reason: string | null): reason is AutomaticRefundReason {
  return (AUTOMATIC_REFUND_REASONS as readonly (string | null)[]).includes(reason);
}

const uuid = z.uuid({ error: 'validation.idInvalid' });

/** One method the order can be paid with. */
export interface PaymentMethodView {
  method: PaymentMethod;
  provider: PaymentProviderId;
  flow: PaymentFlow;
}

/**
 * What a payment pays for: a shop order, or a membership purchase (membership.purchase). The payments module takes
 * either; every view names which (`purpose`), and its `orderId` / `orderNo` hold the id and number of what it pays
 * (the order, or the membership purchase), so the order flows read on unchanged.
 */
export const PAYMENT_PURPOSES = ['ORDER', 'MEMBERSHIP'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** Exactly one of orderId and purchaseId names what is paid. */
const oneSubject = <T extends { orderId?: string | undefined; purchaseId?: string | undefined }>(v: T) => (v.orderId ? 1 : 0) + (v.purchaseId ? 1 : 0) === 1;

/** pay.methods query: an order, or a membership purchase. */
export const payMethodsQuery = z
  .object({ orderId: uuid.optional(), purchaseId: uuid.optional() })
  .refine(oneSubject, { error: 'validation.required', path: ['orderId'] });

/** The membership purchase a payment pays for, as payment views show it. */
export interface PaidMembershipView {
  purchaseId: string;
  purchaseNo: string;
  tier: MembershipTier;
  cycle: BillingCycle;
  status: PurchaseStatus;
  /** The last Hong Kong day the bought period covers once paid. */
  validUntilDay: string;
}

/** pay.methods answer: the order's amount and the methods that apply (none → the "contact the administrator" message). */
export interface PayMethodsView {
  purpose: PaymentPurpose;
  /** The order paid (purpose ORDER), or the membership purchase's id (purpose MEMBERSHIP). */
  orderId: string;
  /** The order's number, or the purchase's number. */
  orderNo: string;
  /** The order's status; null for a membership purchase (see membership). */
  orderStatus: OrderStatus | null;
  membership: PaidMembershipView | null;
  currency: string;
  payableMinor: number;
  /** When unpaid orders close (null when there is no deadline). */
  paymentDueAt: string | null;
  methods: PaymentMethodView[];
  /** Null when the order can be paid; otherwise the section 8 code that says why not (1015, 1016). */
  blockedBy: number | null;
  blockedMessage: string | null;
}

/** pay.create body: which order or membership purchase, which method; the amount is always what the server reads as payable. */
export const payCreateInput = z
  .object({ orderId: uuid.optional(), purchaseId: uuid.optional(), method: z.enum(PAYMENT_METHODS) })
  .refine(oneSubject, { error: 'validation.required', path: ['orderId'] });
export type PayCreateInput = z.infer<typeof payCreateInput>;

/** What the payer does next after pay.create. */
export type PaymentNext = { flow: 'REDIRECT'; url: string } | { flow: 'QR'; payload: string; reference: string } | { flow: 'OFFLINE' };

/** A payment attempt as the payer sees it (pay.create, pay.check). */
export interface PaymentView {
  id: string;
  purpose: PaymentPurpose;
  /** The order paid, or the membership purchase's id (purpose MEMBERSHIP). */
  orderId: string;
  /** The order's number, or the purchase's number. */
  orderNo: string;
  membership: PaidMembershipView | null;
  method: PaymentMethod;
  provider: PaymentProviderId;
  status: PaymentStatus;
  currency: string;
  amountMinor: number;
  receivedMinor: number | null;
  next: PaymentNext | null;
  /** The section 8 code of a failure (1004 … 1020) and its message in the request's locale. */
  failureCode: number | null;
  failureMessage: string | null;
  /** The order's status; null for a membership purchase. */
  orderStatus: OrderStatus | null;
  createdAt: string;
  completedAt: string | null;
}

/** pay.check query: one attempt (its status, asking the provider when still open). */
export const payCheckQuery = z.object({ paymentId: uuid });

/** pay.isPaid query / answer: whether an order is fully paid. */
export const payIsPaidQuery = z.object({ orderId: uuid });
export interface PayIsPaidView {
  orderId: string;
  isPaid: boolean;
  orderStatus: OrderStatus;
  paidMinor: number;
  payableMinor: number;
}

/** pay.refund body (back office): a payment and an amount (default: all of what it received). */
export const payRefundInput = z.object({
  paymentId: uuid,
  amountMinor: z.coerce.number().int().positive().optional(),
  reason: z.string().trim().max(300).optional(),
});

/** pay.confirmTransfer body (staff): an FPS transfer or cash collected, with the amount that arrived. */
export const payConfirmInput = z.object({
  paymentId: uuid,
  receivedMinor: z.coerce.number().int().positive(),
});

/** What the payer chooses on the built-in test provider's page. */
export const TEST_PAYMENT_DECISIONS = ['APPROVE', 'DECLINE', 'CANCEL'] as const;
export type TestPaymentDecision = (typeof TEST_PAYMENT_DECISIONS)[number];

/** pay.test.decide body: the hosted test page's decision, with the token its URL carried. */
export const payTestDecideInput = z.object({
  paymentId: uuid,
  token: z.string().regex(/^[0-9a-f]{64}$/),
  decision: z.enum(TEST_PAYMENT_DECISIONS),
});
export type PayTestDecideInput = z.input<typeof payTestDecideInput>;

/** pay.test.decide answer: where the payer returns to (/payReturn/test?…). */
export interface PayTestDecideView {
  returnUrl: string;
}
