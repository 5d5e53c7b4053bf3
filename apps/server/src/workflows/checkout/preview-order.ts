import { translate } from '@sme/shared/i18n/messages';
import type { PricedLine } from '@sme/shared/pricing/types';
import type { OrderLineView, OrderPreviewInput, OrderPreviewView } from '@sme/shared/schemas/orders';
import type { Database } from '../../db/client';
import type { CheckoutLine } from '../../modules/cart';
import { type CheckoutContext, type PricedCheckout, priceCheckout } from './price-checkout';
import { outcomeMessageKey } from './checkout-outcomes';
import { amountsView } from '../../modules/orders';

/** order.preview: the priced checkout as the page shows it. */

function previewLine(line: CheckoutLine, priced: PricedLine): OrderLineView {
  const { view } = line;
  return {
    id: view.id,
    productId: view.productId,
    name: view.name,
    imageUrl: view.imageUrl,
    merchant: view.merchant,
    specification: view.specification,
    priceMode: view.priceMode,
    unitPriceMinor: priced.unitPriceMinor,
    quantity: priced.quantity,
    subtotalMinor: priced.subtotalMinor,
    couponDiscountMinor: priced.couponDiscountMinor,
    promoDiscountMinor: priced.promoDiscountMinor,
    vipDiscountMinor: priced.vipDiscountMinor,
    totalMinor: priced.totalMinor,
  };
}

/** The preview answer of a priced checkout (create answers the stored order instead). */
export function previewView(priced: PricedCheckout, ctx: CheckoutContext): OrderPreviewView {
  const { breakdown } = priced;
  const promo = breakdown.promo;
  const titles = new Map(priced.chosenCoupons.map((c) => [c.coupon.id, c.view.title]));
  return {
    ...amountsView(breakdown, priced.merchantNames),
    lines: priced.lines.map((line, i) => previewLine(line, breakdown.lines[i] as PricedLine)),
    promo: promo && {
      code: promo.code,
      discountMinor: promo.discountMinor,
      outcome: promo.outcome,
      message: translate(ctx.locale, outcomeMessageKey(promo.outcome)),
    },
    appliedCoupons: breakdown.coupons.map((c) => ({ id: c.couponId, title: titles.get(c.couponId) ?? '', discountMinor: c.discountMinor })),
    usableCoupons: priced.offeredCoupons.map((c) => c.view),
    blockedBy: breakdown.blockedBy,
    blockedMessage: breakdown.blockedBy === null ? null : translate(ctx.locale, outcomeMessageKey(breakdown.blockedBy)),
  };
}

/** order.preview. */
export async function previewOrder(db: Database, ctx: CheckoutContext, input: OrderPreviewInput): Promise<OrderPreviewView> {
  return previewView(await priceCheckout(db, ctx, input), ctx);
}
