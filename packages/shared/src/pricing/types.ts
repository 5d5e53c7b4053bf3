import type { AddressArea } from '../schemas/addresses';
import type { DeliveryType } from '../delivery-types';
import type { MembershipTier } from '../membership-plans';

/**
 * The shapes of the pricing engine: what order.preview and order.create hand it, and the breakdown it
 * answers. Every amount is an integer in minor units of the ONE order currency (mixed currencies are refused by
 * the cart rules before pricing; the engine throws if one slips through).
 */

/** One order line: a cart line as the server priced it (unit price for its price mode, from the catalogue). */
export interface PricingLine {
  /** The cart line's id; lines of the same product with different specifications stay apart. */
  id: string;
  productId: string;
  merchantId: string;
  currency: string;
  unitPriceMinor: number;
  quantity: number;
  deliveryType: DeliveryType;
}

/**
 * A merchant's shipping rule for one delivery type (and area): a flat fee, free when the merchant's goods
 * subtotal (before discounts, freight excluded) reaches `freeOverMinor`. `area: null` matches any area.
 */
export interface FreightRule {
  merchantId: string;
  deliveryType: DeliveryType;
  area: AddressArea | null;
  currency: string;
  feeMinor: number;
  /** Goods subtotal from which the fee is waived (inclusive); null = never free. */
  freeOverMinor: number | null;
}

/** How a discount is computed (spec section 3, discount item `method`). */
export type DiscountMethod = 'FIXPRICE' | 'PERCENT';

/**
 * A coupon as the spec's discount item (section 3): for all products (`isForAll`) or those in `pidList`; FIXPRICE
 * takes `valueMinor` off each unit, PERCENT takes `percentage` percent off each unit (discountType BYUNIT: the
 * discount is worked out per unit, rounded half up, then times the quantity). The per-unit amount is the spec's
 * `discountPrice`, answered on each line (LineCouponDiscount). The coupon service hands in only coupons the
 * member may use now (state unused, within validity); `merchantId: null` is a platform coupon.
 */
export interface Coupon {
  id: string;
  merchantId: string | null;
  currency: string;
  isForAll: boolean;
  pidList: readonly string[];
  method: DiscountMethod;
  discountType: 'BYUNIT';
  /** FIXPRICE: minor units off each unit. Ignored for PERCENT. */
  valueMinor: number;
  /** PERCENT: whole percent (1 to 100) off each unit. Ignored for FIXPRICE. */
  percentage: number;
}

/**
 * How a fixed promo amount counts (spec section 9, "per number of people on the order, or per single order").
 * ORDER: once per order. PERSON: once per person on the order, where a person is one unit of an eligible product
 * (the shop sells seats, places and services by the unit and checkout asks no separate head count). A PERCENT
 * promo is the same either way: a percentage of the eligible goods.
 */
export type PromoCountMode = 'ORDER' | 'PERSON';

/** A promotion code as the promotions module stores it. */
export interface PromoCode {
  /** Stored normalised (normalisePromoCode). */
  code: string;
  /** The issuing merchant (promo.findByMerchant); null = platform-wide. */
  merchantId: string | null;
  currency: string;
  method: DiscountMethod;
  /** FIXPRICE: minor units off (per order or per person, see `per`). */
  valueMinor: number;
  /** PERCENT: whole percent (1 to 100) off the eligible goods. */
  percentage: number;
  isForAll: boolean;
  pidList: readonly string[];
  per: PromoCountMode;
  /** Start of validity (inclusive); null = open. */
  validFrom: Date | null;
  /** End of validity (inclusive); null = open. */
  validUntil: Date | null;
  /** Uses allowed in all; null = unlimited. */
  usageLimit: number | null;
  /** Uses allowed per member; null = unlimited. */
  perMemberLimit: number | null;
  /** Minimum spend on the eligible goods, freight excluded, before discounts; 0 = none. */
  minSpendMinor: number;
}

/** How often a promo code has been used, counted by the promotions module inside the order's transaction. */
export interface PromoUsage {
  codeUses: number;
  memberUses: number;
}

/** A promo code as the buyer entered it, with what the server found for it (null = no such code). */
export interface PromoApplication {
  entered: string;
  definition: PromoCode | null;
  usage: PromoUsage;
}

/** A member's checkout discount: the membership tier held and the percent its plan gives (set in the back office). */
export interface VipDiscount {
  tier: MembershipTier;
  percent: number;
}

/** Everything priceOrder needs; the same input always gives the same breakdown (preview and create agree). */
export interface PricingInput {
  currency: string;
  lines: readonly PricingLine[];
  deliveryType: DeliveryType;
  /** Area of the delivery address; null for pickup and virtual goods. */
  area: AddressArea | null;
  freightRules: readonly FreightRule[];
  coupons: readonly Coupon[];
  promo: PromoApplication | null;
  /** The member's VIP discount: the tier held now and its plan's whole percent off goods; null = none. */
  vip: VipDiscount | null;
  /** The pricing instant (promo validity); passed in so the engine stays pure. */
  now: Date;
}

/** One coupon's share of a line. `discountPriceMinor` is the spec's discountPrice: the amount off each unit. */
export interface LineCouponDiscount {
  couponId: string;
  discountPriceMinor: number;
  discountMinor: number;
}

/** One priced line: its subtotal, each discount on it, and what is left (never below 0). */
export interface PricedLine extends PricingLine {
  subtotalMinor: number;
  coupons: LineCouponDiscount[];
  couponDiscountMinor: number;
  promoDiscountMinor: number;
  vipDiscountMinor: number;
  totalMinor: number;
}

/** The freight one merchant charges on this order. */
export interface MerchantFreight {
  merchantId: string;
  goodsSubtotalMinor: number;
  feeMinor: number;
  /** The rule waived its fee because the threshold was reached. */
  isFree: boolean;
}

/** The answer of priceOrder: what order.preview shows and order.create stores, all in `currency` minor units. */
export interface PricingBreakdown {
  currency: string;
  lines: PricedLine[];
  goodsSubtotalMinor: number;
  couponDiscountMinor: number;
  promoDiscountMinor: number;
  vipDiscountMinor: number;
  freightMinor: number;
  freight: MerchantFreight[];
  /** Goods subtotal - coupon - promo - VIP discounts + freight. */
  totalMinor: number;
  /** What the buyer pays at creation: the total (a later partial payment lowers the order's payable, not this). */
  payableMinor: number;
  coupons: Array<{ couponId: string; discountMinor: number }>;
  promo: { code: string; discountMinor: number; outcome: number } | null;
  vip: VipDiscount | null;
  /** Null when the order can be placed; otherwise the section 8 code that stops it (a promo outcome, or 8110). */
  blockedBy: number | null;
}
