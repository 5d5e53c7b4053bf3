import { z } from 'zod';
import type { MembershipTier } from '../membership-plans';
import { ORDER_STATUSES, type MemberOrderAction, type OrderStatus } from '../order-status';
import { normaliseMobile, phoneRegionField } from './phone';
import type { AddressArea } from './addresses';
import { type CartAddInput, cartAddInput } from './cart';
import { type PriceMode, idList } from './catalogue';
import { DELIVERY_TYPES, type DeliveryType } from '../delivery-types';
import { text } from './fields';
import type { CouponInstanceView } from './promotions';
import { promoCodeField } from './promotions';
import { orderBuyerFields } from './order-buyer';
import type { PaymentMethod } from './payments';

/**
 * Checkout and orders (spec sections 2, 3, 4, 8): the contract of the order.* operations. Every amount is
 * computed by the server (the pricing engine in ../pricing); the web shows what the server answers.
 */

/** Minutes an order waits for payment before it closes, unless configured otherwise (ORDER_PAYMENT_TIMEOUT_MINUTES). */
export const DEFAULT_PAYMENT_TIMEOUT_MINUTES = 30;

/** Who changed an order's status. */
export type OrderActor = 'MEMBER' | 'MERCHANT' | 'ADMIN' | 'SYSTEM';

const uuid = z.uuid({ error: 'validation.idInvalid' });

/**
 * Buy now: one product ordered straight from its page, without the cart — the product, its specification, quantity
 * and price mode, under the same rules as cart.add.
 */
export const buyNowInput = cartAddInput;
/** A buy-now item as the server reads it. */
export type BuyNowInput = CartAddInput;
/** A buy-now item as a client sends it. */
export type BuyNowRequest = z.input<typeof buyNowInput>;

/** What a checkout orders: the member's selected cart lines, or one product bought now (the cart left as it is). */
export type CheckoutSource = { cartItemIds: readonly string[] } | { buyNow: BuyNowInput };

/** Exactly one source: cart lines or a buy-now item (the shared rule of the checkout inputs). */
function checkSource(v: { cartItemIds?: unknown; buyNow?: unknown }, ctx: z.RefinementCtx): void {
  if (v.cartItemIds === undefined && v.buyNow === undefined) ctx.addIssue({ code: 'custom', path: ['cartItemIds'], message: 'validation.checkoutSource' });
  else if (v.cartItemIds !== undefined && v.buyNow !== undefined) ctx.addIssue({ code: 'custom', path: ['buyNow'], message: 'validation.checkoutSource' });
}

/** The source a validated checkout input names (the schemas guarantee exactly one). */
export function checkoutSourceOf(v: { cartItemIds?: readonly string[] | undefined; buyNow?: BuyNowInput | undefined }): CheckoutSource {
  return v.buyNow ? { buyNow: v.buyNow } : { cartItemIds: v.cartItemIds ?? [] };
}

/** Where the goods go: the fields that change the price (freight by area) and what checkout shows. */
const checkoutTarget = z.object({
  /** The selected cart lines to order (comma-separated ids); or else buyNow. */
  cartItemIds: idList.optional(),
  /** One product to buy now, without the cart; or else cartItemIds. */
  buyNow: buyNowInput.optional(),
  deliveryType: z.enum(DELIVERY_TYPES),
  /** Home delivery: one of the member's addresses. */
  addressId: uuid.optional(),
  /** Store pickup or locker: a pickup point from order.deliveryTypes. */
  pickupPointId: uuid.optional(),
  promoCode: promoCodeField.optional(),
  /** Coupons (instance ids) the member applies; at most one per merchant plus one platform coupon. */
  couponInstanceIds: z.array(uuid).max(20).default([]),
});

/** order.preview: the priced order for a delivery choice, address or pickup point, promo code and coupons. */
export const orderPreviewInput = checkoutTarget.superRefine(checkSource);
export type OrderPreviewInput = z.infer<typeof orderPreviewInput>;
/** order.preview body as a client sends it: what the buyer has chosen so far. */
export type OrderPreviewRequest = z.input<typeof orderPreviewInput>;

/**
 * order.create: the preview's choice plus the buyer, and a client key (one per checkout page visit) that makes a
 * repeated submit answer the same order. Home delivery needs an address, pickup a pickup point.
 */
export const orderCreateInput = checkoutTarget
  .extend(orderBuyerFields.shape)
  .extend({
    idempotencyKey: text()
      .trim()
      .min(8)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/, { error: 'validation.invalid' }),
  })
  .superRefine(checkSource)
  .transform((v, ctx) => {
    const buyerPhone = normaliseMobile(v.regionCode, v.buyerPhone);
    if (!buyerPhone) {
      ctx.addIssue({ code: 'custom', path: ['buyerPhone'], message: 'validation.phoneInvalid' });
      return z.NEVER;
    }
    if (v.deliveryType === 'HOME_DELIVERY' && !v.addressId) {
      ctx.addIssue({ code: 'custom', path: ['addressId'], message: 'validation.addressRequired' });
      return z.NEVER;
    }
    if ((v.deliveryType === 'STORE_PICKUP' || v.deliveryType === 'PICKUP_LOCKER') && !v.pickupPointId) {
      ctx.addIssue({ code: 'custom', path: ['pickupPointId'], message: 'validation.pickupPointRequired' });
      return z.NEVER;
    }
    return { ...v, buyerPhone };
  });
export type OrderCreateInput = z.infer<typeof orderCreateInput>;
/** order.create body as a client sends it: the choice, the buyer, the remark and the page visit's idempotency key. */
export type OrderCreateRequest = z.input<typeof orderCreateInput>;

/** Copy of the delivery address kept on the order. */
export interface OrderAddressSnapshot {
  name: string;
  phone: string;
  email: string;
  area: AddressArea;
  countryCode: string;
  city: string;
  detail: string;
  remarks: string | null;
}

/** The part of the delivery address a guest lookup (order number + phone) answers: where the parcel goes, not to whom. */
export type OrderAddressDistrict = Pick<OrderAddressSnapshot, 'area' | 'countryCode' | 'city'>;

/** Whether an order's address is the whole snapshot (the member's own order) rather than a guest's district-only view. */
export function isFullAddress(address: OrderAddressSnapshot | OrderAddressDistrict): address is OrderAddressSnapshot {
  return 'detail' in address;
}

/** Copy of the pickup point kept on the order (both languages, shown in the reader's). */
export interface OrderPickupSnapshot {
  kind: 'STORE' | 'LOCKER';
  merchantId: string | null;
  nameEn: string;
  nameZh: string;
  addressEn: string;
  addressZh: string;
  district: string;
  openingHoursEn: string | null;
  openingHoursZh: string | null;
}

/** A pickup point as checkout lists it (localised). */
export interface PickupPointView {
  id: string;
  kind: 'STORE' | 'LOCKER';
  merchantId: string | null;
  name: string;
  address: string;
  district: string;
  openingHours: string | null;
}

/** order.deliveryTypes answer: what the selected lines can use, with the pickup points for pickup types. */
export interface DeliveryOptionsView {
  deliveryTypes: DeliveryType[];
  pickupPoints: PickupPointView[];
}

/**
 * order.deliveryTypes query: the selected cart lines (cartItemIds), or a buy-now item as flat fields (productId,
 * specification, quantity, priceMode).
 */
export const deliveryTypesQuery = z
  .object({
    cartItemIds: idList.optional(),
    productId: buyNowInput.shape.productId.optional(),
    specification: buyNowInput.shape.specification,
    quantity: buyNowInput.shape.quantity.optional(),
    priceMode: buyNowInput.shape.priceMode,
  })
  .transform((v, ctx) => {
    const buyNow =
      v.productId === undefined ? undefined : { productId: v.productId, specification: v.specification, quantity: v.quantity ?? 1, priceMode: v.priceMode };
    checkSource({ cartItemIds: v.cartItemIds, buyNow }, ctx);
    return checkoutSourceOf({ cartItemIds: v.cartItemIds, buyNow });
  });
/** order.deliveryTypes query as a client sends it. */
export type DeliveryTypesParams = z.input<typeof deliveryTypesQuery>;

/** One priced line of a preview or an order. */
export interface OrderLineView {
  id: string;
  productId: string;
  name: string;
  imageUrl: string | null;
  merchant: { id: string; name: string };
  specification: string;
  priceMode: PriceMode;
  unitPriceMinor: number;
  quantity: number;
  subtotalMinor: number;
  couponDiscountMinor: number;
  promoDiscountMinor: number;
  vipDiscountMinor: number;
  totalMinor: number;
}

/** The money of an order or preview, every amount in `currency` minor units. */
export interface OrderAmountsView {
  currency: string;
  goodsSubtotalMinor: number;
  couponDiscountMinor: number;
  promoDiscountMinor: number;
  vipDiscountMinor: number;
  freightMinor: number;
  freight: Array<{ merchantId: string; merchantName: string; goodsSubtotalMinor: number; feeMinor: number; isFree: boolean }>;
  totalMinor: number;
  payableMinor: number;
  vip: { tier: MembershipTier; percent: number } | null;
}

/** order.preview answer. */
export interface OrderPreviewView extends OrderAmountsView {
  lines: OrderLineView[];
  /** The promo code as checked: outcome is a section 8 code (200 when applied), message in the request's locale. */
  promo: { code: string; discountMinor: number; outcome: number; message: string } | null;
  /** Coupons applied, and the member's unused coupons that cover at least one line (to choose from). */
  appliedCoupons: Array<{ id: string; title: string; discountMinor: number }>;
  usableCoupons: CouponInstanceView[];
  /** Null when the order can be placed; otherwise the section 8 code that stops it, with its message. */
  blockedBy: number | null;
  blockedMessage: string | null;
}

/** One step of an order's status timeline. */
export interface OrderStatusEventView {
  from: OrderStatus | null;
  to: OrderStatus;
  actor: OrderActor;
  at: string;
}

/** order.detail answer. */
export interface OrderView extends OrderAmountsView {
  id: string;
  orderNo: string;
  status: OrderStatus;
  deliveryType: DeliveryType;
  address: OrderAddressSnapshot | null;
  pickupPoint: PickupPointView | null;
  buyer: { name: string; phone: string; email: string };
  remark: string | null;
  lines: OrderLineView[];
  promoCode: string | null;
  isCashOnDelivery: boolean;
  /** When an unpaid order closes (null once paid, cash on delivery, or closed). */
  paymentDueAt: string | null;
  /** When it became fully paid (spec section 3, pay time), and with which method (online payment); null until then. */
  paidAt?: string | null;
  paymentMethod?: PaymentMethod | null;
  logistics: { company: string | null; number: string | null };
  /** The signed value the merchant scans at pickup; only for a pickup order waiting to be collected. */
  pickupQr: string | null;
  timeline: OrderStatusEventView[];
  actions: MemberOrderAction[];
  createdAt: string;
  updatedAt: string;
}

/** order.detailByMobile answer: the order as a guest may read it (buyer email masked, address reduced to its district, no pickup code). */
export type GuestOrderView = Omit<OrderView, 'address'> & { address: OrderAddressDistrict | null };

/** An order as a page shows it: the member's own or a guest's lookup. */
export type OrderReadView = OrderView | GuestOrderView;

/** One order in the list. */
export interface OrderSummaryView {
  id: string;
  orderNo: string;
  status: OrderStatus;
  currency: string;
  totalMinor: number;
  payableMinor: number;
  deliveryType: DeliveryType;
  itemCount: number;
  /** The first lines (up to 3) to picture the order. */
  lines: Array<{ name: string; imageUrl: string | null; specification: string; quantity: number }>;
  merchants: string[];
  paymentDueAt: string | null;
  actions: MemberOrderAction[];
  createdAt: string;
}

/** order.list query: statuses (comma-separated, none = all), page from 1. */
export const orderListQuery = z.object({
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
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(10),
});
export type OrderListQuery = z.infer<typeof orderListQuery>;

/** order.list answer. */
export interface OrderListView {
  list: OrderSummaryView[];
  total: number;
  page: number;
  size: number;
  pages: number;
}

/** order.countByStatus answer: every status with its count (0 included), and the total. */
export interface OrderCountView {
  counts: Record<OrderStatus, number>;
  total: number;
}

/**
 * The tabs of /orders, each a group of statuses (spec section 4). Shared so the web's tabs and the server's
 * filters agree.
 */
export const ORDER_TABS = {
  ALL: [],
  AWAITING_PAYMENT: ['AWAITING_PAYMENT', 'PARTIALLY_PAID'],
  TO_SHIP: ['PREPARING', 'PENDING_PICKUP'],
  AWAITING_RECEIPT: ['AWAITING_RECEIPT'],
  COMPLETED: ['COMPLETED'],
  CANCELLED: ['CANCELLED', 'CLOSED', 'REFUND_ORDERED', 'REFUND_CLOSED'],
} as const satisfies Record<string, readonly OrderStatus[]>;
export type OrderTab = keyof typeof ORDER_TABS;

/** order.cancel / order.confirm / order.updateDeliveryCod. */
export const orderIdInput = z.object({ id: uuid });

/** order.detailByMobile: a guest's lookup by order number and the buyer's mobile. */
export const orderByMobileQuery = z
  .object({
    orderNo: text().trim().min(1, { error: 'validation.required' }).max(32).toUpperCase(),
    regionCode: phoneRegionField,
    mobile: text().trim().min(1, { error: 'validation.phoneRequired' }).max(32),
  })
  .transform((v, ctx) => {
    const phone = normaliseMobile(v.regionCode, v.mobile);
    if (!phone) {
      ctx.addIssue({ code: 'custom', path: ['mobile'], message: 'validation.phoneInvalid' });
      return z.NEVER;
    }
    return { orderNo: v.orderNo, phone };
  });
/** order.detailByMobile query as a guest sends it: the order number and the buyer's mobile with its region. */
export type OrderByMobileRequest = z.input<typeof orderByMobileQuery>;
