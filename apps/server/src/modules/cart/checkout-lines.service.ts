import { checkoutBlockedBy, commonDeliveryTypes } from '@sme/shared/cart-rules';
import { Codes, codeByNumber } from '@sme/shared/codes';
import type { Locale } from '@sme/shared/constants';
import type { PricingLine } from '@sme/shared/pricing/types';
import type { CartLineView } from '@sme/shared/schemas/cart';
import type { DeliveryType } from '@sme/shared/schemas/catalogue';
import { and, eq, inArray } from 'drizzle-orm';
import type { DatabaseTx as Tx, Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { type CartProduct, productsForCart } from '../catalogue';
import { cartStatements } from './cart-statements';
import { cartItems } from './cart.tables';
import { toLineView } from './cart-view';

/**
 * The cart lines a checkout orders (promo.check, order.deliveryTypes, order.preview and order.create all start
 * here): the member's lines with these ids, priced as the cart prices them, refused with the cart's own rule
 * (4403 / 4402 / 4400 / 4401 / 6001) when they cannot be ordered together. A line id that is not the member's
 * answers 404.
 */

export interface CheckoutLine {
  /** The cart line as the cart shows it (localised name, unit price for its mode and quantity). */
  view: CartLineView;
  /** The same line as the pricing engine takes it (id = the cart line id). */
  pricing: PricingLine;
  /** The cart line's stored specification (canonical, English). */
  specification: string;
  /** The product's and merchant's names in both languages, as the order line copies them. */
  names: CartProduct['names'];
}

export interface CheckoutLines {
  currency: string;
  lines: CheckoutLine[];
  /** Delivery types every line allows. */
  deliveryTypes: DeliveryType[];
}

/** A pricing line per delivery type is the same line; the engine needs one type, so the caller's choice is passed. */
function toPricingLine(view: CartLineView, deliveryType: DeliveryType): PricingLine {
  return {
    id: view.id,
    productId: view.productId,
    merchantId: view.merchant.id,
    currency: view.currency,
    unitPriceMinor: view.unitPriceMinor,
    quantity: view.quantity,
    deliveryType,
  };
}

export async function checkoutLines(
  db: Db,
  memberId: string,
  cartItemIds: readonly string[],
  locale: Locale,
  deliveryType?: DeliveryType,
): Promise<CheckoutLines> {
  const ids = [...new Set(cartItemIds)];
  const rows = ids.length === 0 ? [] : await cartStatements(db).memberLines.execute({ memberId, ids });
  if (rows.length !== ids.length) throw new AppError(Codes.NOT_FOUND);
  const products = await productsForCart(
    db,
    rows.map((r) => r.productId),
    locale,
  );
  // Keep the order the client listed the lines in (the cart's order), so previews read like the cart.
  const byId = new Map(rows.map((r) => [r.id, r]));
  const views = ids.flatMap((id) => {
    const row = byId.get(id);
    const product = row && products.get(row.productId);
    return row && product ? [{ view: toLineView(row, product), specification: row.specification, names: product.names }] : [];
  });
  if (views.length !== ids.length) throw new AppError(Codes.NOT_FOUND);
  const blocked = checkoutBlockedBy(
    views.map(({ view }) => ({
      currency: view.currency,
      deliveryTypes: view.deliveryTypes,
      quantity: view.quantity,
      stock: view.stock,
      isAvailable: view.problem !== 'UNAVAILABLE',
    })),
  );
  if (blocked !== null) throw new AppError(codeByNumber(blocked) ?? Codes.BAD_REQUEST);
  const deliveryTypes = commonDeliveryTypes(views.map((v) => v.view));
  const chosen = deliveryType ?? deliveryTypes[0] ?? 'NONE';
  return {
    currency: views[0]?.view.currency ?? '',
    lines: views.map(({ view, specification, names }) => ({ view, specification, names, pricing: toPricingLine(view, chosen) })),
    deliveryTypes,
  };
}

/**
 * Removes the ordered lines from the member's cart, inside the order's transaction. A line already gone (another
 * order took it since checkout read it) answers 404, and the caller rolls the order back.
 */
export async function removeOrderedLines(tx: Tx, memberId: string, cartItemIds: readonly string[]): Promise<void> {
  const ids = [...new Set(cartItemIds)];
  if (ids.length === 0) return;
  const removed = await tx
    .delete(cartItems)
    .where(and(eq(cartItems.memberId, memberId), inArray(cartItems.id, ids)))
    .returning({ id: cartItems.id });
  if (removed.length !== ids.length) throw new AppError(Codes.NOT_FOUND);
}
