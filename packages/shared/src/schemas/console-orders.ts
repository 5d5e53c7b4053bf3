import { z } from 'zod';
import { hkDayField } from '../hk-day';
import { ORDER_STATUSES, type OrderStatus, canTransition } from '../order-status';
import type { DeliveryType } from '../delivery-types';
import type { OrderView } from './orders';
import type { PaymentView } from './payments';
import { type ListQueryInput, text } from './fields';

/**
 * Back-office orders: the contract of the console.order.* operations. Which action an order offers is
 * decided here once, so the console's buttons and the server's checks agree; the state machine (order-status.ts)
 * still has the last word on every change.
 */

const uuid = z.uuid({ error: 'validation.idInvalid' });
const dateField = hkDayField;

/** Longest logistics company name and tracking number. */
export const LOGISTICS_FIELD_MAX_LENGTH = 60;

/** console.order.list query: statuses (comma-separated, none = all), a search, a created-date range (Hong Kong days), a merchant, one page. */
export const consoleOrderListQuery = z
  .object({
    status: z
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
      .pipe(z.array(z.enum(ORDER_STATUSES))),
    /** Order number, buyer phone or buyer email (part of it). */
    q: text().trim().max(64).optional(),
    /** First and last day of creation (YYYY-MM-DD, Hong Kong time), both included. */
    from: dateField.optional(),
    to: dateField.optional(),
    merchantId: uuid.optional(),
    page: z.coerce.number().int().min(1).default(1),
    size: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { path: ['to'], error: 'validation.dateInvalid' });
export type ConsoleOrderListQuery = z.infer<typeof consoleOrderListQuery>;
/** The orders list's filters and page as the console sends them (statuses comma-separated). */
export type ConsoleOrderListParams = ListQueryInput<typeof consoleOrderListQuery>;

/** console.order.detail params, console.order.complete body. */
export const consoleOrderIdInput = z.object({ id: uuid });

/** console.order.ship: a home delivery handed to a courier. */
export const consoleShipInput = z.object({
  id: uuid,
  logisticsCompany: text().trim().min(1, { error: 'validation.required' }).max(LOGISTICS_FIELD_MAX_LENGTH),
  logisticsNo: z
    .string()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(LOGISTICS_FIELD_MAX_LENGTH)
    .regex(/^[A-Za-z0-9-]+$/, { error: 'validation.invalid' }),
});
export type ConsoleShipInput = z.infer<typeof consoleShipInput>;

/** Methods whose money staff record by hand. */
export const STAFF_RECORDED_METHODS = ['FPS', 'COD'] as const;
export type StaffRecordedMethod = (typeof STAFF_RECORDED_METHODS)[number];

/** console.order.recordPayment: an FPS transfer seen in the bank, or cash the courier collected. */
export const consoleRecordPaymentInput = z.object({
  orderId: uuid,
  method: z.enum(STAFF_RECORDED_METHODS),
  receivedMinor: z.coerce.number().int().positive(),
});
export type ConsoleRecordPaymentInput = z.infer<typeof consoleRecordPaymentInput>;

/** console.order.verifyPickup: the value of the member's pickup QR code, scanned or typed. */
export const consoleVerifyPickupInput = z.object({ code: text().trim().min(1, { error: 'validation.required' }).max(200) });

/** console.order.cancel: an unpaid order, with why. */
export const consoleCancelInput = z.object({ id: uuid, reason: text().trim().min(1, { error: 'validation.required' }).max(200) });
export type ConsoleCancelInput = z.infer<typeof consoleCancelInput>;

/** console.order.refund: all of what is left (or amountMinor of it), with why. */
export const consoleRefundInput = z.object({
  id: uuid,
  amountMinor: z.coerce.number().int().positive().optional(),
  reason: text().trim().min(1, { error: 'validation.required' }).max(300),
});
export type ConsoleRefundInput = z.infer<typeof consoleRefundInput>;

/** What staff can do to an order. */
export type ConsoleOrderAction = 'RECORD_PAYMENT' | 'SHIP' | 'VERIFY_PICKUP' | 'COMPLETE' | 'CANCEL' | 'REFUND';

/** The order fields the actions depend on. */
export interface ConsoleActionFacts {
  status: OrderStatus;
  deliveryType: DeliveryType;
  isCashOnDelivery: boolean;
  paidMinor: number;
  paidAt: Date | string | null;
}

/** Cash on delivery is collected after the order left AWAITING_PAYMENT (while it is being delivered, or after). */
const COD_COLLECTABLE: readonly OrderStatus[] = ['PREPARING', 'AWAITING_RECEIPT', 'COMPLETED'];

/** The actions an order offers staff now. */
export function consoleOrderActions(o: ConsoleActionFacts): ConsoleOrderAction[] {
  const actions: ConsoleOrderAction[] = [];
  const awaitsTransfer = o.status === 'AWAITING_PAYMENT' || o.status === 'PARTIALLY_PAID';
  const awaitsCash = o.isCashOnDelivery && o.paidAt === null && COD_COLLECTABLE.includes(o.status);
  if (awaitsTransfer || awaitsCash) actions.push('RECORD_PAYMENT');
  if (o.status === 'PREPARING' && o.deliveryType === 'HOME_DELIVERY') actions.push('SHIP');
  if (o.status === 'PENDING_PICKUP') actions.push('VERIFY_PICKUP');
  if ((o.status === 'PREPARING' && o.deliveryType === 'NONE') || o.status === 'AWAITING_RECEIPT') actions.push('COMPLETE');
  if (o.status === 'AWAITING_PAYMENT') actions.push('CANCEL');
  if (o.paidMinor > 0 && (o.status === 'REFUND_ORDERED' || canTransition(o.status, 'REFUND_ORDERED'))) actions.push('REFUND');
  return actions;
}

/** Whether a recorded payment of this method fits the order (FPS while unpaid; cash only on a cash-on-delivery order). */
export function canRecordPayment(o: ConsoleActionFacts, method: StaffRecordedMethod): boolean {
  if (!consoleOrderActions(o).includes('RECORD_PAYMENT')) return false;
  return method === 'COD' ? o.isCashOnDelivery : !o.isCashOnDelivery;
}

/** One order in the console's list. */
export interface ConsoleOrderSummary {
  id: string;
  orderNo: string;
  status: OrderStatus;
  memberId: string;
  buyer: { name: string; phone: string; email: string };
  currency: string;
  totalMinor: number;
  payableMinor: number;
  paidMinor: number;
  deliveryType: DeliveryType;
  isCashOnDelivery: boolean;
  itemCount: number;
  merchants: Array<{ id: string; name: string }>;
  logistics: { company: string | null; number: string | null };
  paidAt: string | null;
  createdAt: string;
  consoleActions: ConsoleOrderAction[];
}

/** console.order.list answer. */
export interface ConsoleOrderListView {
  list: ConsoleOrderSummary[];
  total: number;
  page: number;
  size: number;
}

/** console.order.detail answer: the member's view of the order (buyer unmasked, no pickup code) plus what staff need. */
export interface ConsoleOrderView extends OrderView {
  memberId: string;
  merchantIds: string[];
  paidMinor: number;
  /** Every payment attempt of the order, oldest first. */
  payments: PaymentView[];
  consoleActions: ConsoleOrderAction[];
}
