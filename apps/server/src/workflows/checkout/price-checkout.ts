import { Codes } from '@sme/shared/codes';
import type { Locale } from '@sme/shared/constants';
import { priceOrder } from '@sme/shared/pricing/price-order';
import type { PricingBreakdown, PromoApplication } from '@sme/shared/pricing/types';
import type { AddressArea } from '@sme/shared/schemas/addresses';
import type { OrderAddressSnapshot, OrderPreviewInput } from '@sme/shared/schemas/orders';
import { fieldError } from '../../http/validation';
import { addressDetail } from '../../modules/addresses';
import { type CheckoutLine, checkoutLines } from '../../modules/cart';
import { vipDiscountOf } from '../../modules/membership';
import { findPromo, promoUsage, type UsableCoupon, usableCoupons } from '../../modules/promotions';
import { chooseCoupons, coversAnyLine } from './choose-coupons';
import type { Db } from '../../db/client';
import { freightRulesFor, type PickupChoice, usablePickupPoints } from '../../modules/orders';

/**
 * The one pricing of a checkout: order.preview and order.create both call priceCheckout, so the page
 * shows exactly what the order will store. It gathers the pricing engine's input from the modules that own it —
 * the cart's lines, the member's address, the merchants' freight rules, the promo code and its usage, the
 * member's coupons, the membership tier — and hands it to priceOrder with the instant of pricing.
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

async function promoApplication(
  db: Db,
  ctx: CheckoutContext,
  entered: string,
  lockPromo: boolean,
): Promise<{ id: string | null; application: PromoApplication }> {
  const found = await findPromo(db, entered, { forUpdate: lockPromo });
  const usage = found ? await promoUsage(db, found.id, ctx.memberId) : { codeUses: 0, memberUses: 0 };
  return { id: found?.id ?? null, application: { entered, definition: found?.definition ?? null, usage } };
}

/**
 * Prices a checkout. `lockPromo` (order.create, inside its transaction) locks the promo code's row before its
 * uses are counted, so concurrent orders count them one after another. Refusals that are the buyer's to fix
 * throw: the cart's codes (4403, 4400, 4401, 6001; 404 for lines not the member's), 404 for an address not the
 * member's, 400 for a delivery type or pickup point the lines cannot use, and the coupon rule. A refused promo
 * code or a total below the minimum does not throw: the breakdown's blockedBy says so (preview shows it).
 */
export async function priceCheckout(db: Db, ctx: CheckoutContext, input: OrderPreviewInput, options: { lockPromo?: boolean } = {}): Promise<PricedCheckout> {
  const cart = await checkoutLines(db, ctx.memberId, input.cartItemIds, ctx.locale, input.deliveryType);
  if (!cart.deliveryTypes.includes(input.deliveryType)) throw fieldError('deliveryType', 'validation.invalid', input.deliveryType);
  const pricingLines = cart.lines.map((l) => l.pricing);
  const merchantNames = new Map(cart.lines.map((l) => [l.view.merchant.id, l.view.merchant.name]));
  const merchantIds = [...merchantNames.keys()];

  const address = input.deliveryType === 'HOME_DELIVERY' && input.addressId ? await deliveryAddress(db, ctx, input.addressId) : null;
  const pickup = input.deliveryType === 'STORE_PICKUP' || input.deliveryType === 'PICKUP_LOCKER' ? await pickupChoice(db, input, merchantIds) : null;
  const rules = await freightRulesFor(db, merchantIds, input.deliveryType, cart.currency);
  const promo = input.promoCode ? await promoApplication(db, ctx, input.promoCode, options.lockPromo ?? false) : null;
  const usable = await usableCoupons(db, ctx.memberId, ctx.now, ctx.locale, { merchantNames });
  const chosenCoupons = chooseCoupons(usable, input.couponInstanceIds, pricingLines);
  const vip = await vipDiscountOf(db, ctx.memberId, ctx.now);

  const breakdown = priceOrder({
    currency: cart.currency,
    lines: pricingLines,
    deliveryType: input.deliveryType,
    area: address?.area ?? null,
    freightRules: rules,
    coupons: chosenCoupons.map((c) => c.coupon),
    promo: promo?.application ?? null,
    vip,
    now: ctx.now,
  });
  return {
    currency: cart.currency,
    lines: cart.lines,
    breakdown,
    address,
    area: address?.area ?? null,
    pickup,
    appliedPromoId: breakdown.promo?.outcome === Codes.OK.code ? (promo?.id ?? null) : null,
    chosenCoupons,
    offeredCoupons: usable.filter((c) => coversAnyLine(c, pricingLines)),
    merchantNames,
  };
}
