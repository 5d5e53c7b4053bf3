import { MEMBERSHIP_TIERS } from '@sme/shared/membership-plans';
import { ORDER_STATUSES, type OrderStatus } from '@sme/shared/order-status';
import { ADDRESS_AREAS } from '@sme/shared/schemas/addresses';
import { PRICE_MODES } from '@sme/shared/schemas/catalogue';
import { DELIVERY_TYPES } from '@sme/shared/delivery-types';
import { PAYMENT_METHODS } from '@sme/shared/schemas/payments';
import type {
  DeliveryOptionsView,
  GuestOrderView,
  OrderAmountsView,
  OrderCountView,
  OrderLineView,
  OrderListView,
  OrderPreviewView,
  OrderSummaryView,
  OrderView,
  PickupPointView,
} from '@sme/shared/schemas/orders';
import { z } from 'zod';
import { couponInstanceSchema } from '../promotions';

/** Zod mirrors of the order answers, for response schemas and OpenAPI; typed against the contract so drift fails the typecheck. */

const deliveryType = z.enum(DELIVERY_TYPES);
const status = z.enum(ORDER_STATUSES);
const memberAction = z.enum(['PAY', 'CANCEL', 'CONFIRM_RECEIPT']);

const pickupPointSchema: z.ZodType<PickupPointView> = z.object({
  id: z.string(),
  kind: z.enum(['STORE', 'LOCKER']),
  merchantId: z.string().nullable(),
  name: z.string(),
  address: z.string(),
  district: z.string(),
  openingHours: z.string().nullable(),
});

/** DeliveryOptionsView. */
export const deliveryOptionsSchema: z.ZodType<DeliveryOptionsView> = z.object({
  deliveryTypes: z.array(deliveryType),
  pickupPoints: z.array(pickupPointSchema),
});

const lineSchema: z.ZodType<OrderLineView> = z.object({
  id: z.string(),
  productId: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  merchant: z.object({ id: z.string(), name: z.string() }),
  specification: z.string(),
  priceMode: z.enum(PRICE_MODES),
  unitPriceMinor: z.number(),
  quantity: z.number(),
  subtotalMinor: z.number(),
  couponDiscountMinor: z.number(),
  promoDiscountMinor: z.number(),
  vipDiscountMinor: z.number(),
  totalMinor: z.number(),
});

const amounts = {
  currency: z.string(),
  goodsSubtotalMinor: z.number(),
  couponDiscountMinor: z.number(),
  promoDiscountMinor: z.number(),
  vipDiscountMinor: z.number(),
  freightMinor: z.number(),
  freight: z.array(z.object({ merchantId: z.string(), merchantName: z.string(), goodsSubtotalMinor: z.number(), feeMinor: z.number(), isFree: z.boolean() })),
  totalMinor: z.number(),
  payableMinor: z.number(),
  vip: z.object({ tier: z.enum(MEMBERSHIP_TIERS), percent: z.number() }).nullable(),
} satisfies Record<keyof OrderAmountsView, z.ZodType>;

/** OrderPreviewView. */
export const orderPreviewSchema: z.ZodType<OrderPreviewView> = z.object({
  ...amounts,
  lines: z.array(lineSchema),
  promo: z.object({ code: z.string(), discountMinor: z.number(), outcome: z.number(), message: z.string() }).nullable(),
  appliedCoupons: z.array(z.object({ id: z.string(), title: z.string(), discountMinor: z.number() })),
  usableCoupons: z.array(couponInstanceSchema),
  blockedBy: z.number().nullable(),
  blockedMessage: z.string().nullable(),
});

/** OrderAddressSnapshot. */
const addressSnapshotSchema = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  area: z.enum(ADDRESS_AREAS),
  countryCode: z.string(),
  city: z.string(),
  detail: z.string(),
  remarks: z.string().nullable(),
});

/** What the member's and the guest's order answers share. */
const orderFields = {
  ...amounts,
  id: z.string(),
  orderNo: z.string(),
  status,
  deliveryType,
  pickupPoint: pickupPointSchema.nullable(),
  buyer: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  remark: z.string().nullable(),
  lines: z.array(lineSchema),
  promoCode: z.string().nullable(),
  isCashOnDelivery: z.boolean(),
  paymentDueAt: z.string().nullable(),
  paidAt: z.string().nullable().optional(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable().optional(),
  logistics: z.object({ company: z.string().nullable(), number: z.string().nullable() }),
  pickupQr: z.string().nullable(),
  timeline: z.array(z.object({ from: status.nullable(), to: status, actor: z.enum(['MEMBER', 'MERCHANT', 'ADMIN', 'SYSTEM']), at: z.string() })),
  actions: z.array(memberAction),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** OrderView. */
export const orderSchema: z.ZodType<OrderView> = z.object({ ...orderFields, address: addressSnapshotSchema.nullable() });

/** GuestOrderView: the address reduced to its district (the answer's schema is also its allow-list). */
export const guestOrderSchema: z.ZodType<GuestOrderView> = z.object({
  ...orderFields,
  address: addressSnapshotSchema.pick({ area: true, countryCode: true, city: true }).nullable(),
});

const summarySchema: z.ZodType<OrderSummaryView> = z.object({
  id: z.string(),
  orderNo: z.string(),
  status,
  currency: z.string(),
  totalMinor: z.number(),
  payableMinor: z.number(),
  deliveryType,
  itemCount: z.number(),
  lines: z.array(z.object({ name: z.string(), imageUrl: z.string().nullable(), specification: z.string(), quantity: z.number() })),
  merchants: z.array(z.string()),
  paymentDueAt: z.string().nullable(),
  actions: z.array(memberAction),
  createdAt: z.string(),
});

/** OrderListView. */
export const orderListSchema: z.ZodType<OrderListView> = z.object({
  list: z.array(summarySchema),
  total: z.number(),
  page: z.number(),
  size: z.number(),
  pages: z.number(),
});

/** OrderCountView. */
export const orderCountSchema: z.ZodType<OrderCountView> = z.object({
  counts: z.object(Object.fromEntries(ORDER_STATUSES.map((s) => [s, z.number()])) as Record<OrderStatus, z.ZodNumber>),
  total: z.number(),
});
