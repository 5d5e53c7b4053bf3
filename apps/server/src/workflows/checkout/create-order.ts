import { Codes } from '@sme/shared/codes';
import type { PricedLine } from '@sme/shared/pricing/types';
import type { OrderCreateInput } from '@sme/shared/schemas/orders';
import type { Database, DatabaseTx as Tx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { removeOrderedLines } from '../../modules/cart';
import { productSnapshots, reserveStock } from '../../modules/catalogue';
import { claimCoupons, recordPromoUse } from '../../modules/promotions';
import { type CheckoutContext, type PricedCheckout, priceCheckout } from './price-checkout';
import { blockedError } from './checkout-outcomes';
import { claimOrderKey, insertOrderLines, orderIdByKey, recordOrderPlaced, schedulePaymentTimeout, storePricedOrder } from '../../modules/orders';

/**
 * order.create as one explicit workflow of steps in ONE transaction, so a refusal at any step leaves nothing
 * behind — no order, no stock taken, no promo use, no coupon used, the cart as it was. Every step writes only
 * inside that transaction, so each step's undo is the transaction's rollback; nothing leaves the database before
 * the commit. The steps, in order:
 *   1. claimIdempotencyKey — the order row under the client's key;
 *   2. priceAgainOrRefuse — the checkout priced again, promo code locked;
 *   3. reserveStockOrRefuse — the lines' stock taken;
 *   4. usePromotions — the promo code use recorded, the coupons claimed;
 *   5. storeOrder — the priced order, its lines and its first timeline step;
 *   6. removeOrderedLines — the ordered lines out of the cart;
 *   7. schedulePaymentTimeout — the job that closes the order if it is not paid in time.
 * Once committed, what the order holds (stock, promo use, coupons) is given back by its cancellation: the member's
 * order.cancel, or the payment timeout of step 7 (releaseOrderHoldings in order-transitions.ts).
 */

/** Settings of order creation that come from configuration. */
export interface CreateOrderSettings {
  paymentTimeoutMinutes: number;
}

/**
 * Step 1: claims the client's idempotency key by inserting the order row (ON CONFLICT DO NOTHING); null when that
 * key already has an order, so a repeated or concurrent submit with the same key inserts nothing and answers the
 * order that did. Undo: the transaction's rollback (the order number drawn from the sequence is skipped, never reused).
 */
async function claimIdempotencyKey(tx: Tx, ctx: CheckoutContext, input: OrderCreateInput): Promise<string | null> {
  // The amounts are placeholders until step 5 (storeOrder), in this same transaction: nobody else ever sees them.
  return claimOrderKey(tx, {
    memberId: ctx.memberId,
    idempotencyKey: input.idempotencyKey,
    deliveryType: input.deliveryType,
    buyerName: input.buyerName,
    buyerPhone: input.buyerPhone,
    buyerEmail: input.buyerEmail,
    now: ctx.now,
  });
}

/**
 * Step 2: the checkout priced again with the promo code's row locked (its uses counted one order at a time), refusing
 * what the preview showed as blocked (promo outcome, 8110). Undo: the transaction's rollback, which releases the lock.
 */
async function priceAgainOrRefuse(tx: Tx, ctx: CheckoutContext, input: OrderCreateInput): Promise<PricedCheckout> {
  const priced = await priceCheckout(tx, ctx, input, { lockPromo: true });
  if (priced.breakdown.blockedBy !== null) throw blockedError(priced.breakdown.blockedBy);
  return priced;
}

/**
 * Step 3: the lines' stock taken with conditional updates; 6001 with the product and its stock when one is short.
 * Undo: the transaction's rollback.
 */
async function reserveStockOrRefuse(tx: Tx, priced: PricedCheckout): Promise<void> {
  const short = await reserveStock(
    tx,
    priced.lines.map((l) => ({ productId: l.pricing.productId, quantity: l.pricing.quantity })),
  );
  if (short) throw new AppError(Codes.INSUFFICIENT_STOCK, { data: short });
}

/**
 * Step 4: the promo code's use recorded and the chosen coupons claimed (409 coupon.notAvailable when one was used
 * meanwhile). Undo: the transaction's rollback.
 */
async function usePromotions(tx: Tx, ctx: CheckoutContext, orderId: string, priced: PricedCheckout): Promise<void> {
  if (priced.appliedPromoId) {
    await recordPromoUse(tx, { promoCodeId: priced.appliedPromoId, memberId: ctx.memberId, orderId, discountMinor: priced.breakdown.promoDiscountMinor });
  }
  await claimCoupons(
    tx,
    ctx.memberId,
    priced.chosenCoupons.map((c) => c.coupon.id),
    orderId,
    ctx.now,
  );
}

/**
 * Step 5: the priced order (over step 1's placeholders), its lines with the names copied in both languages, and its
 * first timeline step. Undo: the transaction's rollback.
 */
async function storeOrder(tx: Tx, orderId: string, priced: PricedCheckout, input: OrderCreateInput, ctx: CheckoutContext, paymentDueAt: Date): Promise<void> {
  const { breakdown } = priced;
  await storePricedOrder(tx, orderId, {
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
  });

  const snapshots = await productSnapshots(
    tx,
    priced.lines.map((l) => l.pricing.productId),
  );
  await insertOrderLines(
    tx,
    orderId,
    priced.lines.map((line, i) => {
      const p = breakdown.lines[i] as PricedLine;
      const s = snapshots.get(p.productId);
      return {
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
  await recordOrderPlaced(tx, orderId, ctx.now);
}

/** order.create: answers the id of the new order, or of the order this idempotency key already made. */
export async function createOrder(db: Database, ctx: CheckoutContext, input: OrderCreateInput, settings: CreateOrderSettings): Promise<string> {
  const created = await db.transaction(async (tx) => {
    const orderId = await claimIdempotencyKey(tx, ctx, input);
    // Nothing was written (the sequence number is simply skipped), so ending here equals a rollback.
    if (!orderId) return null;
    const priced = await priceAgainOrRefuse(tx, ctx, input);
    await reserveStockOrRefuse(tx, priced);
    await usePromotions(tx, ctx, orderId, priced);
    const paymentDueAt = new Date(ctx.now.getTime() + settings.paymentTimeoutMinutes * 60_000);
    await storeOrder(tx, orderId, priced, input, ctx, paymentDueAt);
    // Step 6: the ordered lines leave the cart. Undo: the transaction's rollback.
    await removeOrderedLines(tx, ctx.memberId, input.cartItemIds);
    // Step 7: the payment timeout job, stored in this transaction. Undo: the transaction's rollback.
    await schedulePaymentTimeout(tx, orderId, paymentDueAt);
    return orderId;
  });
  if (created) return created;
  const existing = await orderIdByKey(db, ctx.memberId, input.idempotencyKey);
  if (!existing) throw new AppError(Codes.ORDER_RETRY_LATER);
  return existing;
}
