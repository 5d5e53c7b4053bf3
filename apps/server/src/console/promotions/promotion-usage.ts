import { lineCouponDiscounts } from '@sme/shared/pricing/coupon-discount';
import type { Coupon } from '@sme/shared/pricing/types';
import type { ConsoleCouponOfferUsageView, ConsolePromoUsageView, ConsolePromotionUsageQuery, CurrencyAmount } from '@sme/shared/schemas/console-promotions';
import { and, count, countDistinct, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderPricingLines, orderRefsByIds } from '../../modules/orders';
import type { ConsoleActor } from '../../http/console-guard';
import { stateWhere } from '../../modules/promotions/coupon-instances.service';
import { findConsoleOffer } from './coupon-offers.service';
import { findConsolePromo } from './promo-codes.service';
import { promoCodeUseCount } from '../../modules/promotions/promo-code-uses';
import { couponInstances, couponOffers, promoCodeUses } from '../../modules/promotions/promotions.tables';

/**
 * Usage reports of the back office. A promo code's uses are recorded with their discount, so its report
 * sums them. A coupon's discount is not stored per coupon (an order keeps its coupon total), so the report works it
 * out again with the pricing engine's lineCouponDiscounts over the order's lines and every coupon that order used —
 * exact because an offer's discount terms are locked once it has handed out a coupon. Coupons redeemed in store have
 * no order and no amount.
 */

/** console.promo.usage: uses, distinct members and discount in all, and one page of the orders that used the code, newest first. */
export async function promoUsageReport(db: Database, actor: ConsoleActor, id: string, query: ConsolePromotionUsageQuery): Promise<ConsolePromoUsageView> {
  const promo = await findConsolePromo(db, actor, id);
  const ofCode = eq(promoCodeUses.promoCodeId, id);
  const [[figures], rows] = await Promise.all([
    db
      .select({
        uses: promoCodeUseCount(id),
        members: countDistinct(promoCodeUses.memberId),
        discount: sql<number>`coalesce(sum(${promoCodeUses.discountMinor}), 0)`.mapWith(Number),
      })
      .from(promoCodeUses)
      .where(ofCode),
    db
      .select()
      .from(promoCodeUses)
      .where(ofCode)
      .orderBy(desc(promoCodeUses.usedAt), desc(promoCodeUses.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
  ]);
  const refs = await orderRefsByIds(
    db,
    rows.map((r) => r.orderId),
  );
  const list = rows.map((r) => ({
    orderId: r.orderId,
    orderNo: refs.get(r.orderId)?.orderNo ?? null,
    memberId: r.memberId,
    buyerName: refs.get(r.orderId)?.buyerName ?? null,
    usedAt: r.usedAt.toISOString(),
    discountMinor: r.discountMinor,
  }));
  const uses = figures?.uses ?? 0;
  return {
    id,
    code: promo.code,
    currency: promo.currency,
    uses,
    members: figures?.members ?? 0,
    discountTotalMinor: figures?.discount ?? 0,
    orders: { list, total: uses, page: query.page, size: query.size },
  };
}

/** What each of the offer's used coupons took off its order, in the order's currency, keyed by coupon instance id. */
async function offerCouponDiscounts(db: Database, offerId: string): Promise<Map<string, CurrencyAmount>> {
  const used = await db
    .select({ orderId: couponInstances.usedOrderId })
    .from(couponInstances)
    .where(and(eq(couponInstances.offerId, offerId), eq(couponInstances.state, 'USED'), isNotNull(couponInstances.usedOrderId)));
  const orderIds = [...new Set(used.flatMap((u) => (u.orderId ? [u.orderId] : [])))];
  const out = new Map<string, CurrencyAmount>();
  if (orderIds.length === 0) return out;
  // Every coupon of those orders, of any offer: coupons on one line apply one after another, so each one's share depends on the others.
  const [held, linesByOrder] = await Promise.all([
    db
      .select({ instance: couponInstances, offer: couponOffers })
      .from(couponInstances)
      .innerJoin(couponOffers, eq(couponOffers.id, couponInstances.offerId))
      .where(inArray(couponInstances.usedOrderId, orderIds)),
    orderPricingLines(db, orderIds),
  ]);
  const couponsByOrder = new Map<string, Coupon[]>();
  for (const { instance, offer } of held) {
    if (!instance.usedOrderId) continue;
    const { merchantId, currency, isForAll, pidList, method, valueMinor, percentage } = offer;
    const coupons = couponsByOrder.get(instance.usedOrderId) ?? [];
    coupons.push({ id: instance.id, merchantId, currency, isForAll, pidList, method, discountType: 'BYUNIT', valueMinor, percentage });
    couponsByOrder.set(instance.usedOrderId, coupons);
  }
  const ofThisOffer = new Set(held.filter((h) => h.offer.id === offerId).map((h) => h.instance.id));
  for (const [orderId, lines] of linesByOrder) {
    const coupons = couponsByOrder.get(orderId) ?? [];
    for (const line of lines) {
      for (const share of lineCouponDiscounts(line, coupons)) {
        if (!ofThisOffer.has(share.couponId)) continue;
        const before = out.get(share.couponId)?.amountMinor ?? 0;
        out.set(share.couponId, { currency: line.currency, amountMinor: before + share.discountMinor });
      }
    }
  }
  return out;
}

/** console.couponOffer.usage: its coupons by state, the discount they gave per currency, and one page of the used ones, newest first. */
export async function offerUsageReport(
  db: Database,
  actor: ConsoleActor,
  id: string,
  query: ConsolePromotionUsageQuery,
  now: Date,
): Promise<ConsoleCouponOfferUsageView> {
  await findConsoleOffer(db, actor, id);
  const ofOffer = eq(couponInstances.offerId, id);
  const countOf = (state: Parameters<typeof stateWhere>[0]) => sql<number>`count(*) filter (where ${stateWhere(state, now)})`.mapWith(Number);
  const usedOfOffer = and(ofOffer, stateWhere('USED', now));
  const [[counts], rows, discounts] = await Promise.all([
    db
      .select({ issued: count(), unused: countOf('UNUSED'), used: countOf('USED'), expired: countOf('EXPIRED') })
      .from(couponInstances)
      .where(ofOffer),
    db
      .select()
      .from(couponInstances)
      .where(usedOfOffer)
      .orderBy(sql`${couponInstances.usedAt} desc nulls last`, desc(couponInstances.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    offerCouponDiscounts(db, id),
  ]);
  const refs = await orderRefsByIds(
    db,
    rows.flatMap((r) => (r.usedOrderId ? [r.usedOrderId] : [])),
  );
  const totals = new Map<string, number>();
  for (const { currency, amountMinor } of discounts.values()) totals.set(currency, (totals.get(currency) ?? 0) + amountMinor);
  const list = rows.map((r) => ({
    instanceId: r.id,
    memberId: r.memberId,
    usedAt: r.usedAt?.toISOString() ?? null,
    orderId: r.usedOrderId,
    orderNo: r.usedOrderId ? (refs.get(r.usedOrderId)?.orderNo ?? null) : null,
    discount: discounts.get(r.id) ?? null,
  }));
  const figures = counts ?? { issued: 0, unused: 0, used: 0, expired: 0 };
  return {
    id,
    ...figures,
    discountTotals: [...totals].sort(([a], [b]) => a.localeCompare(b)).map(([currency, amountMinor]) => ({ currency, amountMinor })),
    uses: { list, total: figures.used, page: query.page, size: query.size },
  };
}
