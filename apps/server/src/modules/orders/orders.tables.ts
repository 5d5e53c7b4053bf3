import type { AddressArea } from '@sme/shared/schemas/addresses';
import type { PriceMode } from '@sme/shared/schemas/catalogue';
import type { DeliveryType } from '@sme/shared/delivery-types';
import type { OrderStatus } from '@sme/shared/order-status';
import type { MembershipTier } from '@sme/shared/membership-plans';
import type { PaymentMethod } from '@sme/shared/schemas/payments';
import type { OrderAddressSnapshot, OrderPickupSnapshot, OrderActor } from '@sme/shared/schemas/orders';
import { bigint, boolean, index, integer, jsonb, pgSequence, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Orders (spec sections 3, 4): the order with its priced breakdown as order.create computed it, its lines
 * (names and prices copied at order time, so later catalogue edits do not rewrite history), its status timeline,
 * and the checkout's reference data: merchants' freight rules and pickup points. Amounts are integer minor units
 * of the order's currency. No foreign keys into other modules' tables.
 */

/** Order numbers look like SO2026000001: the year, then a sequence that never repeats. */
export const orderNoSeq = pgSequence('order_no_seq', { startWith: 1 });

export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderNo: text().notNull(),
    memberId: uuid().notNull(),
    /** The client's key for this checkout: a repeated create with the same key answers the same order. */
    idempotencyKey: text().notNull(),
    status: text().$type<OrderStatus>().notNull(),
    currency: text().notNull(),
    deliveryType: text().$type<DeliveryType>().notNull(),
    /** Copy of the delivery address at order time (home delivery). */
    address: jsonb().$type<OrderAddressSnapshot>(),
    area: text().$type<AddressArea>(),
    pickupPointId: uuid(),
    /** Copy of the pickup point at order time (store pickup, locker). */
    pickupPoint: jsonb().$type<OrderPickupSnapshot>(),
    buyerName: text().notNull(),
    /** E.164. */
    buyerPhone: text().notNull(),
    buyerEmail: text().notNull(),
    remark: text(),
    goodsSubtotalMinor: bigint({ mode: 'number' }).notNull(),
    couponDiscountMinor: bigint({ mode: 'number' }).notNull().default(0),
    promoDiscountMinor: bigint({ mode: 'number' }).notNull().default(0),
    vipDiscountMinor: bigint({ mode: 'number' }).notNull().default(0),
    freightMinor: bigint({ mode: 'number' }).notNull().default(0),
    totalMinor: bigint({ mode: 'number' }).notNull(),
    /** What is still to pay; payments lower it. */
    payableMinor: bigint({ mode: 'number' }).notNull(),
    paidMinor: bigint({ mode: 'number' }).notNull().default(0),
    /** When the order became fully paid (spec section 3, pay time). */
    paidAt: timestamp({ withTimezone: true }),
    /** The method of the payment that paid it (spec section 3, online payment). */
    paymentMethod: text().$type<PaymentMethod>(),
    promoCode: text(),
    couponInstanceIds: jsonb().$type<string[]>().notNull().default([]),
    vipTier: text().$type<MembershipTier>(),
    vipPercent: integer(),
    /** Per-merchant freight as priced (merchantId, goods subtotal, fee, free). */
    freight: jsonb().$type<Array<{ merchantId: string; goodsSubtotalMinor: number; feeMinor: number; isFree: boolean }>>().notNull().default([]),
    /** Cash on delivery chosen (order.updateDeliveryCod): no online payment window. */
    isCashOnDelivery: boolean().notNull().default(false),
    /** Unpaid orders close at this instant (the payment-timeout job). */
    paymentDueAt: timestamp({ withTimezone: true }),
    logisticsCompany: text(),
    logisticsNo: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_order_no_idx').on(t.orderNo),
    unique('orders_member_idempotency_key').on(t.memberId, t.idempotencyKey),
    index('orders_member_status_idx').on(t.memberId, t.status, t.createdAt.desc()),
    index('orders_member_created_idx').on(t.memberId, t.createdAt.desc()),
    index('orders_buyer_phone_idx').on(t.buyerPhone),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid().notNull(),
    merchantId: uuid().notNull(),
    merchantNameEn: text().notNull(),
    merchantNameZh: text().notNull(),
    productNameEn: text().notNull(),
    productNameZh: text().notNull(),
    imageUrl: text(),
    specification: text().notNull().default(''),
    priceMode: text().$type<PriceMode>().notNull(),
    unitPriceMinor: bigint({ mode: 'number' }).notNull(),
    quantity: integer().notNull(),
    subtotalMinor: bigint({ mode: 'number' }).notNull(),
    couponDiscountMinor: bigint({ mode: 'number' }).notNull().default(0),
    promoDiscountMinor: bigint({ mode: 'number' }).notNull().default(0),
    vipDiscountMinor: bigint({ mode: 'number' }).notNull().default(0),
    totalMinor: bigint({ mode: 'number' }).notNull(),
    sort: integer().notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId, t.sort), index('order_lines_merchant_idx').on(t.merchantId)],
);

/** The status timeline: one row per change (the first row is the creation). */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text().$type<OrderStatus>(),
    toStatus: text().$type<OrderStatus>().notNull(),
    actor: text().$type<OrderActor>().notNull(),
    note: text(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_events_order_idx').on(t.orderId, t.at)],
);

/**
 * Merchants' shipping rules (the pricing engine's FreightRule): a flat fee per delivery type and area (null = any
 * area), waived from `freeOverMinor` of the merchant's goods subtotal. No rule = free.
 */
export const freightRules = pgTable(
  'freight_rules',
  {
    id: uuid().primaryKey().defaultRandom(),
    merchantId: uuid().notNull(),
    deliveryType: text().$type<DeliveryType>().notNull(),
    area: text().$type<AddressArea>(),
    currency: text().notNull(),
    feeMinor: bigint({ mode: 'number' }).notNull(),
    freeOverMinor: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('freight_rules_merchant_idx').on(t.merchantId, t.deliveryType)],
);

/**
 * Where goods can be collected: a merchant's store (STORE_PICKUP, `merchantId` set) or a platform locker
 * (PICKUP_LOCKER, `merchantId` null).
 */
export const pickupPoints = pgTable(
  'pickup_points',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().$type<'STORE' | 'LOCKER'>().notNull(),
    merchantId: uuid(),
    nameEn: text().notNull(),
    nameZh: text().notNull(),
    addressEn: text().notNull(),
    addressZh: text().notNull(),
    /** Hong Kong district as the geo data spells it. */
    district: text().notNull(),
    openingHoursEn: text(),
    openingHoursZh: text(),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pickup_points_kind_idx').on(t.kind, t.merchantId)],
);
