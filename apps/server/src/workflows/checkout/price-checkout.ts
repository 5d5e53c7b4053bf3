import { Codes } from '@sme/shared/codes';
import type { Locale } from '@sme/shared/constants';
import { priceOrder } from '@sme/shared/pricing/price-order';
import type { FreightRule, PricingBreakdown, PromoApplication } from '@sme/shared/pricing/types';
import type { MembershipTier } from '@sme/shared/membership-plans';
import type { AddressArea } from '@sme/shared/schemas/addresses';
import { checkoutSourceOf, type OrderAddressSnapshot, type OrderPreviewInput } from '@sme/shared/schemas/orders';
import { fieldError } from '../../http/validation';
import { addressDetail } from '../../modules/addresses';
import { type CheckoutLine, type CheckoutLines, checkoutLines } from '../../modules/cart';
import { vipDiscountOf } from '../../modules/membership';
import { findPromo, findPromoWithUsage, promoUsage, type UsableCoupon, usableCoupons } from '../../modules/promotions';
import { chooseCoupons, coversAnyLine } from './choose-coupons';
import type { Db } from '../../db/client';
import { freightRulesFor, type PickupChoice, usablePickupPoints } from '../../modules/orders';

/**
 * The one pricing of a checkout: order.preview and order.create both read checkoutInputs and price with
 * priceInputs, so the page shows exactly what the order will store. The input comes from the modules that own it —
 * the cart's lines (or the buy-now item), the member's address, the merchants' freight rules, the member's coupons, the membership tier —
 * and the promo code with its usage (order.create reads that one under its row lock); priceOrder prices it all at
 * the instant of pricing.
 */

/** Who is checking out, in which language, at which instant. */
export interface CheckoutContext {
  memberId: string;
  locale: Locale;
  now: Date;
}

/** Everything a preview answers and a create stores. */
export interface PricedCheckout {
  currency: string;
  lines: CheckoutLine[];
  breakdown: PricingBreakdown;
  address: OrderAddressSnapshot | null;
  area: AddressArea | null;
  pickup: PickupChoice | null;
  /** The promo code's row id when it applied (outcome 200), for recording its use. */
  appliedPromoId: string | null;
  chosenCoupons: UsableCoupon[];
  /** The member's usable coupons that cover at least one line (what checkout offers). */
  offeredCoupons: UsableCoupon[];
  /** Merchant names in the request's language, by id. */
  merchantNames: ReadonlyMap<string, string>;
}

async function deliveryAddress(db: Db, ctx: CheckoutContext, addressId: string): Promise<OrderAddressSnapshot> {
  const a = await addressDetail(db, ctx.memberId, addressId);
  return { name: a.name, phone: a.phone, email: a.email, area: a.area, countryCode: a.countryCode, city: a.city, detail: a.detail, remarks: a.remarks };
}

async function pickupChoice(db: Db, input: OrderPreviewInput, merchantIds: readonly string[]): Promise<PickupChoice | null> {
  if (!input.pickupPointId) return null;
  const usable = await usablePickupPoints(db, input.deliveryType, merchantIds);
  const found = usable.find((p) => p.id === input.pickupPointId);
  if (!found) throw fieldError('pickupPointId', 'validation.invalid', input.pickupPointId);
  return found;
}

/** A promo code entered at checkout as the pricing engine takes it, with its row id. */
export interface CheckoutPromo {
  id: string | null;
  application: PromoApplication;
}

/**
 * The entered promo code and its uses. `lockPromo` (order.create, inside its transaction) locks the code's row
 * before its uses are counted, so concurrent orders count them one after another; a preview reads both in one query.
 */
export async function promoApplication(db: Db, ctx: CheckoutContext, entered: string, lockPromo: boolean): Promise<CheckoutPromo> {
  if (!lockPromo) {
    const found = await findPromoWithUsage(db, entered, ctx.memberId);
    return { id: found?.id ?? null, application: { entered, definition: found?.definition ?? null, usage: found?.usage ?? { codeUses: 0, memberUses: 0 } } };
  }
  const found = await findPromo(db, entered, { forUpdate: true });
  // A statement of its own after the lock: its snapshot sees the uses the previous holder committed.
  const usage = found ? await promoUsage(db, found.id, ctx.memberId) : { codeUses: 0, memberUses: 0 };
  return { id: found?.id ?? null, application: { entered, definition: found?.definition ?? null, usage } };
}

/** What pricing needs besides the promo code, read outside any transaction (order.create re-checks under lock what can change). */
export interface CheckoutInputs {
  cart: CheckoutLines;
  address: OrderAddressSnapshot | null;
  pickup: PickupChoice | null;
  rules: FreightRule[];
  usable: UsableCoupon[];
  chosenCoupons: UsableCoupon[];
  vip: { tier: MembershipTier; percent: number } | null;
  merchantNames: ReadonlyMap<string, string>;
}

/**
 * Who reads the input: a preview, which offers the member's usable coupons, or an order, which stores only the chosen
 * ones (and offers none), so it reads the member's coupons only when some were chosen.
 */
export type CheckoutUse = 'preview' | 'order';

/**
 * Reads a checkout's pricing input. Refusals that are the buyer's to fix throw: the cart's codes (4403, 4400, 4401,
 * 6001; 404 for lines not the member's), 404 for an address not the member's, 400 for a delivery type or pickup
 * point the lines cannot use, and the coupon rule.
 */
export async function checkoutInputs(db: Db, ctx: CheckoutContext, input: OrderPreviewInput, use: CheckoutUse = 'preview'): Promise<CheckoutInputs> {
  const cart = await checkoutLines(db, ctx.memberId, checkoutSourceOf(input), ctx.locale, input.deliveryType);
  if (!cart.deliveryTypes.includes(input.deliveryType)) throw fieldError('deliveryType', 'validation.invalid', input.deliveryType);
  const merchantNames = new Map(cart.lines.map((l) => [l.view.merchant.id, l.view.merchant.name]));
  const merchantIds = [...merchantNames.keys()];
  const address = input.deliveryType === 'HOME_DELIVERY' && input.addressId ? await deliveryAddress(db, ctx, input.addressId) : null;
  const pickup = input.deliveryType === 'STORE_PICKUP' || input.deliveryType === 'PICKUP_LOCKER' ? await pickupChoice(db, input, merchantIds) : null;
  const rules = await freightRulesFor(db, merchantIds, input.deliveryType, cart.currency);
  // A preview offers the member's usable coupons; an order needs them only to check the chosen ones.
  const usable = use === 'preview' || input.couponInstanceIds.length > 0 ? await usableCoupons(db, ctx.memberId, ctx.now, ctx.locale, { merchantNames }) : [];
  const chosenCoupons = chooseCoupons(
    usable,
    input.couponInstanceIds,
    cart.lines.map((l) => l.pricing),
  );
  const vip = await vipDiscountOf(db, ctx.memberId, ctx.now);
  return { cart, address, pickup, rules, usable, chosenCoupons, vip, merchantNames };
}

/** Prices gathered input with the promo code (pure): what a preview answers and a create stores. */
export function priceInputs(inputs: CheckoutInputs, promo: CheckoutPromo | null, input: OrderPreviewInput, ctx: CheckoutContext): PricedCheckout {
  const { cart, address } = inputs;
  const pricingLines = cart.lines.map((l) => l.pricing);
  const breakdown = priceOrder({
    currency: cart.currency,
    lines: pricingLines,
    deliveryType: input.deliveryType,
    area: address?.area ?? null,
    freightRules: inputs.rules,
    coupons: inputs.chosenCoupons.map((c) => c.coupon),
    promo: promo?.application ?? null,
    vip: inputs.vip,
    now: ctx.now,
  });
  return {
    currency: cart.currency,
    lines: cart.lines,
    breakdown,
    address,
    area: address?.area ?? null,
    pickup: inputs.pickup,
    appliedPromoId: breakdown.promo?.outcome === Codes.OK.code ? (promo?.id ?? null) : null,
    chosenCoupons: inputs.chosenCoupons,
    offeredCoupons: inputs.usable.filter((c) => coversAnyLine(c, pricingLines)),
    merchantNames: inputs.merchantNames,
  };
}

/**
 * Prices a checkout as order.preview shows it. A refused promo code or a total below the minimum does not throw:
 * the breakdown's blockedBy says so.
 */
export async function priceCheckout(db: Db, ctx: CheckoutContext, input: OrderPreviewInput): Promise<PricedCheckout> {
  const inputs = await checkoutInputs(db, ctx, input);
  const promo = input.promoCode ? await promoApplication(db, ctx, input.promoCode, false) : null;
  return priceInputs(inputs, promo, input, ctx);
}
