import { Codes } from '@sme/shared/codes';
import type { PricedLine } from '@sme/shared/pricing/types';
import { checkoutSourceOf, type OrderCreateInput } from '@sme/shared/schemas/orders';
import type { Database, DatabaseTx as Tx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { orderedLinesDelete, orderedLinesGone, orderedLinesRemoval } from '../../modules/cart';
import { reserveStock } from '../../modules/catalogue';
import { claimOrderPromotions } from '../../modules/promotions';
import { type CheckoutContext, type CheckoutInputs, type PricedCheckout, checkoutInputs, priceInputs, promoApplication } from './price-checkout';
import { blockedError } from './checkout-outcomes';
import { type OrderRecord, orderIdByKey, orderPlacement } from '../../modules/orders';

/**
 * order.create as one explicit workflow: the pricing input read first, then steps in ONE transaction, so a refusal
 * at any step leaves nothing behind — no order, no stock taken, no promo use, no coupon used, the cart as it was.
 * Every step writes only inside that transaction, so each step's undo is the transaction's rollback; nothing leaves
 * the database before the commit.
 *   0. checkoutInputs (before the transaction) — lines, prices, address, freight, coupons (when some were chosen), VIP
 *      tier: plain reads, which inside a READ COMMITTED transaction would see nothing more; what can change meanwhile
 *      is checked again under lock by the steps below (stock, coupons, the promo code's uses, the cart lines still
 *      there);
 *   1. priceOrRefuse — the promo code's row locked and its uses counted, the order priced;
 *   2. storeOrder — the priced order row under the client's key, its lines (names copied in both languages), its
 *      first timeline step and the job that closes it if it is not paid in time, in one statement;
 *   3. in that same statement, the ordered lines out of the cart (404 when another order took one meanwhile); a
 *      buy-now order leaves the cart as it was;
 *   4. reserveStockOrRefuse — the lines' stock taken, this late so that the products' rows (the hottest ones) stay
 *      locked only until the commit;
 *   5. usePromotions — the promo code use recorded, the coupons claimed (after the stock, as the order's
 *      cancellation gives them back, so the two never wait for each other's rows in opposite orders).
 * Once committed, what the order holds (stock, promo use, coupons) is given back by its cancellation: the member's
 * order.cancel, or the payment timeout of step 2 (releaseOrderHoldings in order-transitions.ts).
 */

/** Settings of order creation that come from configuration. */
export interface CreateOrderSettings {
  paymentTimeoutMinutes: number;
}

/**
 * Step 1: the checkout priced with the promo code's row locked (its uses counted one order at a time), refusing what
 * the preview showed as blocked (promo outcome, 8110). Undo: the transaction's rollback, which releases the lock.
 */
async function priceOrRefuse(tx: Tx, ctx: CheckoutContext, input: OrderCreateInput, inputs: CheckoutInputs): Promise<PricedCheckout> {
  const promo = input.promoCode ? await promoApplication(tx, ctx, input.promoCode, true) : null;
  const priced = priceInputs(inputs, promo, input, ctx);
  if (priced.breakdown.blockedBy !== null) throw blockedError(priced.breakdown.blockedBy);
  return priced;
}

/** The order's statement, prepared once: for a buy-now order, and for an order of cart lines, which it removes. */
const placeOrder = orderPlacement();
const placeOrderOfCartLines = orderPlacement(orderedLinesDelete);

/**
 * Step 2: the priced order row, its lines (with the names copied in both languages) and its first timeline step,
 * stored in one statement (ON CONFLICT DO NOTHING on the client's idempotency key); null when that key already has
 * an order, so a repeated or concurrent submit with the same key stores nothing and answers the order that did.
 * Undo: the transaction's rollback (the order number drawn from the sequence is skipped, never reused).
 */
async function storeOrder(tx: Tx, ctx: CheckoutContext, input: OrderCreateInput, priced: PricedCheckout, paymentDueAt: Date): Promise<OrderRecord | null> {
  const { breakdown } = priced;
  // Step 3 rides in the same statement: the ordered lines leave the cart (a buy-now order took none) when the order
  // row was stored. Undo: the transaction's rollback.
  const removal = orderedLinesRemoval(ctx.memberId, checkoutSourceOf(input));
  const placed = await (removal ? placeOrderOfCartLines : placeOrder)(
    tx,
    {
      memberId: ctx.memberId,
      idempotencyKey: input.idempotencyKey,
      deliveryType: input.deliveryType,
      buyerName: input.buyerName,
      buyerPhone: input.buyerPhone,
      buyerEmail: input.buyerEmail,
      now: ctx.now,
    },
    {
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
    },
    priced.lines.map((line, i) => {
      const p = breakdown.lines[i] as PricedLine;
      return {
        productId: p.productId,
        merchantId: p.merchantId,
        merchantNameEn: line.names.merchantEn,
        merchantNameZh: line.names.merchantZh,
        productNameEn: line.names.productEn,
        productNameZh: line.names.productZh,
        imageUrl: line.view.imageUrl,
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
    removal?.values,
  );
  if (!placed) return null;
  const { alsoRows: removed, ...record } = placed;
  if (removal && removed !== removal.count) throw orderedLinesGone();
  return record;
}

/**
 * Step 5: the promo code's use recorded and the chosen coupons claimed, in one statement (409 coupon.notAvailable
 * when one was used meanwhile). Undo: the transaction's rollback.
 */
async function usePromotions(tx: Tx, ctx: CheckoutContext, orderId: string, priced: PricedCheckout): Promise<void> {
  await claimOrderPromotions(tx, {
    memberId: ctx.memberId,
    orderId,
    now: ctx.now,
    promoUse: priced.appliedPromoId ? { promoCodeId: priced.appliedPromoId, discountMinor: priced.breakdown.promoDiscountMinor } : null,
    couponInstanceIds: priced.chosenCoupons.map((c) => c.coupon.id),
  });
}

/**
 * Step 4: the lines' stock taken with one conditional update; 6001 with the product and its stock when one is short.
 * Undo: the transaction's rollback.
 */
async function reserveStockOrRefuse(tx: Tx, priced: PricedCheckout): Promise<void> {
  const short = await reserveStock(
    tx,
    priced.lines.map((l) => ({ productId: l.pricing.productId, quantity: l.pricing.quantity })),
  );
  if (short) throw new AppError(Codes.INSUFFICIENT_STOCK, { data: short });
}

/** The order this member's key already made: a repeated submit answers it whatever a new attempt would say. */
async function existingOrder(db: Database, ctx: CheckoutContext, input: OrderCreateInput): Promise<string | null> {
  return orderIdByKey(db, ctx.memberId, input.idempotencyKey);
}

/**
 * order.create: the new order as stored (its answer needs no read after the commit), or the id of the order this
 * idempotency key already made.
 */
export async function createOrder(
  db: Database,
  ctx: CheckoutContext,
  input: OrderCreateInput,
  settings: CreateOrderSettings,
): Promise<{ placed: OrderRecord } | { existingId: string }> {
  let placed: OrderRecord | null;
  try {
    const inputs = await checkoutInputs(db, ctx, input, 'order');
    const paymentDueAt = new Date(ctx.now.getTime() + settings.paymentTimeoutMinutes * 60_000);
    placed = await db.transaction(async (tx) => {
      const priced = await priceOrRefuse(tx, ctx, input, inputs);
      const record = await storeOrder(tx, ctx, input, priced, paymentDueAt);
      // Nothing was written (the sequence number is simply skipped), so ending here equals a rollback.
      if (!record) return null;
      const { order } = record;
      await reserveStockOrRefuse(tx, priced);
      await usePromotions(tx, ctx, order.id, priced);
      return record;
    });
  } catch (err) {
    // The key's first order may have taken the lines or the last use of the promo code this attempt now lacks.
    const existingId = err instanceof AppError ? await existingOrder(db, ctx, input) : null;
    if (existingId) return { existingId };
    throw err;
  }
  if (placed) return { placed };
  const existingId = await existingOrder(db, ctx, input);
  if (!existingId) throw new AppError(Codes.ORDER_RETRY_LATER);
  return { existingId };
}
