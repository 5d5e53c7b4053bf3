import { Codes } from '@sme/shared/codes';
import type { PricedLine } from '@sme/shared/pricing/types';
import type { OrderCreateInput } from '@sme/shared/schemas/orders';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { removeOrderedLines } from '../../modules/cart/checkout-lines.service';
import { productSnapshots, reserveStock } from '../../modules/catalogue/catalogue-refs.service';
import { claimCoupons, recordPromoUse } from '../../modules/promotions/checkout-promotions.service';
import { type CheckoutContext, type PricedCheckout, priceCheckout } from './price-checkout';
import { blockedError } from './checkout-outcomes';
import type { Tx } from '../../modules/orders/order-db';
import { orderLines, orderStatusEvents, orders } from '../../modules/orders/orders.tables';
import { schedulePaymentTimeout } from '../../modules/orders/payment-timeout';

/**
 * order.create as one explicit workflow in ONE transaction (issue 5), so a refusal at any step leaves nothing
 * behind — no order, no stock taken, no promo use, no coupon used, the cart as it was:
 *   1. claim the client's idempotency key by inserting the order row (ON CONFLICT DO NOTHING): a repeated or
 *      concurrent submit with the same key inserts nothing and answers the order that did;
 *   2. price the checkout again with the promo code's row locked (its uses counted one order at a time) and
 *      refuse what the preview showed as blocked (promo outcome, 8110);
 *   3. reserve stock with conditional updates (6001 with the product and its stock when short);
 *   4. record the promo use and claim the coupons (409 coupon.notAvailable if one was used meanwhile);
 *   5. store the priced order, its lines (names copied in both languages) and the first timeline step;
 *   6. remove the ordered lines from the cart and schedule the payment timeout.
 */

/** Settings of order creation that come from configuration. */
export interface CreateOrderSettings {
  paymentTimeoutMinutes: number;
}

/** Order numbers: SO + the Hong Kong year + at least 6 digits of a sequence that never repeats. */
async function nextOrderNo(tx: Tx, now: Date): Promise<string> {
  const result = await tx.execute<{ n: string }>(sql`SELECT nextval('order_no_seq')::text AS n`);
  const n = (result as unknown as { rows: Array<{ n: string }> }).rows[0]?.n ?? '0';
  const year = new Intl.DateTimeFormat('en', { timeZone: 'Asia/Hong_Kong', year: 'numeric' }).format(now);
  return `SO${year}${n.padStart(6, '0')}`;
}

/** Step 1: the order row under the client's key, or null when that key already has an order. */
async function claimKey(tx: Tx, ctx: CheckoutContext, input: OrderCreateInput): Promise<string | null> {
  const [row] = await tx
    .insert(orders)
    .values({
      orderNo: await nextOrderNo(tx, ctx.now),
      memberId: ctx.memberId,
      idempotencyKey: input.idempotencyKey,
      status: 'AWAITING_PAYMENT',
      // Placeholders until step 5, in this same transaction: nobody else ever sees them.
      currency: '',
      deliveryType: input.deliveryType,
      buyerName: input.buyerName,
      buyerPhone: input.buyerPhone,
      buyerEmail: input.buyerEmail,
      goodsSubtotalMinor: 0,
      totalMinor: 0,
      payableMinor: 0,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .onConflictDoNothing({ target: [orders.memberId, orders.idempotencyKey] })
    .returning({ id: orders.id });
  return row?.id ?? null;
}

/** Step 5: the priced order, its lines and its first timeline step. */
async function storeOrder(tx: Tx, orderId: string, priced: PricedCheckout, input: OrderCreateInput, ctx: CheckoutContext, paymentDueAt: Date): Promise<void> {
  const { breakdown } = priced;
  await tx
    .update(orders)
    .set({
      currency: breakdown.currency,
      address: priced.address,
      area: priced.area,
      pickupPointId: priced.pickup?.id ?? null,
      pickupPoint: priced.pickup?.snapshot ?? null,
      remark: input.remark ? input.remark : null,
      goodsSubtotalMinor: breakdown.goodsSubtotalMinor,
      couponDiscountMinor: breakdown.couponDiscountMinor,
      promoDiscountMinor: breakdown.promoDiscountMinor,
      vipDiscountMinor: breakdown.vipDiscountMinor,
      freightMinor: breakdown.freightMinor,
      totalMinor: breakdown.totalMinor,
      payableMinor: breakdown.payableMinor,
      promoCode: priced.appliedPromoId ? (breakdown.promo?.code ?? null) : null,
      couponInstanceIds: priced.chosenCoupons.map((c) => c.coupon.id),
      vipTier: breakdown.vip?.tier ?? null,
      vipPercent: breakdown.vip?.percent ?? null,
      freight: breakdown.freight,
      paymentDueAt,
    })
    .where(eq(orders.id, orderId));

  const snapshots = await productSnapshots(tx, priced.lines.map((l) => l.pricing.productId));
  await tx.insert(orderLines).values(
    priced.lines.map((line, i) => {
      const p = breakdown.lines[i] as PricedLine;
      const s = snapshots.get(p.productId);
      return {
        orderId,
        productId: p.productId,
        merchantId: p.merchantId,
        merchantNameEn: s?.merchantNameEn ?? line.view.merchant.name,
        merchantNameZh: s?.merchantNameZh ?? line.view.merchant.name,
        productNameEn: s?.nameEn ?? line.view.name,
        productNameZh: s?.nameZh ?? line.view.name,
        imageUrl: s?.imageUrl ?? line.view.imageUrl,
        specification: line.specification,
        priceMode: line.view.priceMode,
        unitPriceMinor: p.unitPriceMinor,
        quantity: p.quantity,
        subtotalMinor: p.subtotalMinor,
        couponDiscountMinor: p.couponDiscountMinor,
        promoDiscountMinor: p.promoDiscountMinor,
        vipDiscountMinor: p.vipDiscountMinor,
        totalMinor: p.totalMinor,
        sort: i,
      };
    }),
  );
  await tx.insert(orderStatusEvents).values({ orderId, fromStatus: null, toStatus: 'AWAITING_PAYMENT', actor: 'MEMBER', at: ctx.now });
}

/** order.create: answers the id of the new order, or of the order this idempotency key already made. */
export async function createOrder(db: Database, ctx: CheckoutContext, input: OrderCreateInput, settings: CreateOrderSettings): Promise<string> {
  const created = await db.transaction(async (tx) => {
    const orderId = await claimKey(tx, ctx, input);
    // Nothing was written (the sequence number is simply skipped), so ending here equals a rollback.
    if (!orderId) return null;

    const priced = await priceCheckout(tx, ctx, input, { lockPromo: true });
    if (priced.breakdown.blockedBy !== null) throw blockedError(priced.breakdown.blockedBy);

    const short = await reserveStock(tx, priced.lines.map((l) => ({ productId: l.pricing.productId, quantity: l.pricing.quantity })));
    if (short) throw new AppError(Codes.INSUFFICIENT_STOCK, { data: short });

    if (priced.appliedPromoId) {
      await recordPromoUse(tx, { promoCodeId: priced.appliedPromoId, memberId: ctx.memberId, orderId, discountMinor: priced.breakdown.promoDiscountMinor });
    }
    await claimCoupons(tx, ctx.memberId, priced.chosenCoupons.map((c) => c.coupon.id), orderId, ctx.now);

    const paymentDueAt = new Date(ctx.now.getTime() + settings.paymentTimeoutMinutes * 60_000);
    await storeOrder(tx, orderId, priced, input, ctx, paymentDueAt);
    await removeOrderedLines(tx, ctx.memberId, input.cartItemIds);
    await schedulePaymentTimeout(tx, orderId, paymentDueAt);
    return orderId;
  });
  if (created) return created;
  const [existing] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.memberId, ctx.memberId), eq(orders.idempotencyKey, input.idempotencyKey)));
  if (!existing) throw new AppError(Codes.ORDER_RETRY_LATER);
  return existing.id;
}
