import { Codes } from '../codes';
import { assertPricingInput } from './assert-pricing-input';
import { checkPromoCode, normalisePromoCode } from './check-promo-code';
import { lineCouponDiscounts } from './coupon-discount';
import { merchantFreight } from './freight';
import { minimumOrderMinor } from './minor-units';
import { promoLineDiscounts } from './promo-discount';
import { vipDiscountOn } from './vip-discount';
import type { MerchantFreight, PricedLine, PricingBreakdown, PricingInput } from './types';

/**
 * The pricing of an order, one pure function shared by order.preview and order.create so that both
 * give the same answer for the same input. The order of application:
 *   1. coupons, per unit on the lines they cover (coupon-discount.ts);
 *   2. the promo code, on what the covered lines have left (promo-discount.ts);
 *   3. the VIP discount of the member's tier, a percentage of what each line has left (vip-discount.ts);
 *   4. freight from the merchants' rules, on the goods subtotal before discounts (freight.ts).
 * Each step rounds half up in integer minor units and works line by line, so a line never goes below 0 and
 * total = goods subtotal - discounts + freight exactly. A total below the minimum order amount (1 major unit) is
 * not clamped: the breakdown says so with 8110 in `blockedBy` ("cancel some offers"), as it does with a refused
 * promo code's outcome, and order.create refuses it.
 */
export function priceOrder(input: PricingInput): PricingBreakdown {
  assertPricingInput(input);
  const lines: PricedLine[] = input.lines.map((line) => {
    const coupons = lineCouponDiscounts(line, input.coupons);
    const couponDiscountMinor = coupons.reduce((sum, c) => sum + c.discountMinor, 0);
    const subtotalMinor = line.unitPriceMinor * line.quantity;
    return {
      ...line,
      subtotalMinor,
      coupons,
      couponDiscountMinor,
      promoDiscountMinor: 0,
      vipDiscountMinor: 0,
      totalMinor: subtotalMinor - couponDiscountMinor,
    };
  });

  let blockedBy: number | null = null;
  let promo: PricingBreakdown['promo'] = null;
  if (input.promo) {
    const { entered, definition, usage } = input.promo;
    const check = checkPromoCode(definition, { entered, now: input.now, usage, currency: input.currency, lines: input.lines });
    if (check.ok && definition !== null) {
      const covered = lines.filter((l) => check.eligibleLines.some((e) => e.id === l.id));
      const shares = promoLineDiscounts(
        definition,
        covered.map((l) => ({ leftMinor: l.totalMinor, quantity: l.quantity })),
      );
      covered.forEach((line, i) => {
        line.promoDiscountMinor = shares[i] ?? 0;
        line.totalMinor -= line.promoDiscountMinor;
      });
      promo = { code: definition.code, discountMinor: shares.reduce((a, s) => a + s, 0), outcome: Codes.OK.code };
    } else {
      // check.ok with no definition cannot happen (an unknown code is refused with 404); typed as 404 all the same.
      const outcome = check.ok ? Codes.NOT_FOUND.code : check.outcome.code;
      promo = { code: normalisePromoCode(entered), discountMinor: 0, outcome };
      blockedBy = outcome;
    }
  }

  for (const line of lines) {
    line.vipDiscountMinor = vipDiscountOn(line.totalMinor, input.vip);
    line.totalMinor -= line.vipDiscountMinor;
  }

  const freight = freightByMerchant(input, lines);
  const sum = (pick: (l: PricedLine) => number) => lines.reduce((a, l) => a + pick(l), 0);
  const goodsSubtotalMinor = sum((l) => l.subtotalMinor);
  const couponDiscountMinor = sum((l) => l.couponDiscountMinor);
  const promoDiscountMinor = sum((l) => l.promoDiscountMinor);
  const vipDiscountMinor = sum((l) => l.vipDiscountMinor);
  const freightMinor = freight.reduce((a, f) => a + f.feeMinor, 0);
  const totalMinor = goodsSubtotalMinor - couponDiscountMinor - promoDiscountMinor - vipDiscountMinor + freightMinor;
  if (blockedBy === null && totalMinor < minimumOrderMinor(input.currency)) blockedBy = Codes.ORDER_AMOUNT_BELOW_MINIMUM.code;

  return {
    currency: input.currency,
    lines,
    goodsSubtotalMinor,
    couponDiscountMinor,
    promoDiscountMinor,
    vipDiscountMinor,
    freightMinor,
    freight,
    totalMinor,
    payableMinor: totalMinor,
    coupons: couponTotals(input, lines),
    promo,
    vip: input.vip && input.vip.percent > 0 ? { tier: input.vip.tier, percent: input.vip.percent } : null,
    blockedBy,
  };
}

/** Each merchant's freight, merchants in the order their first line appears (deterministic). */
function freightByMerchant(input: PricingInput, lines: readonly PricedLine[]): MerchantFreight[] {
  const subtotals = new Map<string, number>();
  for (const line of lines) subtotals.set(line.merchantId, (subtotals.get(line.merchantId) ?? 0) + line.subtotalMinor);
  return [...subtotals].map(([merchantId, subtotal]) =>
    merchantFreight(input.freightRules, merchantId, subtotal, input.deliveryType, input.area, input.currency),
  );
}

/** What each coupon handed in took off the whole order (0 for one that covers no line), in coupon id order. */
function couponTotals(input: PricingInput, lines: readonly PricedLine[]): PricingBreakdown['coupons'] {
  const ids = [...new Set(input.coupons.map((c) => c.id))].sort();
  return ids.map((couponId) => ({
    couponId,
    discountMinor: lines.reduce((a, l) => a + l.coupons.filter((c) => c.couponId === couponId).reduce((s, c) => s + c.discountMinor, 0), 0),
  }));
}
