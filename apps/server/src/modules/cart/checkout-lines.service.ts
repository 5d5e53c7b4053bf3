import { checkoutBlockedBy, commonDeliveryTypes } from '@sme/shared/cart-rules';
import { Codes, codeByNumber } from '@sme/shared/codes';
import type { Locale } from '@sme/shared/constants';
import type { PricingLine } from '@sme/shared/pricing/types';
import type { CartLineView } from '@sme/shared/schemas/cart';
import type { BuyNowInput, CheckoutSource } from '@sme/shared/schemas/orders';
import type { DeliveryType } from '@sme/shared/delivery-types';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { type CartProduct, toCartProduct } from '../catalogue';
import { checkedChoice } from './cart-choice';
import { cartStatements } from './cart-statements';
import { cartItems } from './cart.tables';
import { toLineView } from './cart-view';

/**
 * The lines a checkout orders (promo.check, order.deliveryTypes, order.preview and order.create all start here): the
 * member's selected cart lines, or one product bought now; priced as the cart prices them, refused with the cart's own
 * rule (4403 / 4402 / 4400 / 4401 / 6001) when they cannot be ordered together. A line id that is not the member's
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

/** The lines' shared verdict: the cart's own rule refuses them (4403 / 4400 / 4401 / 6001), else they are priced for the type. */
function checkedLines(views: ReadonlyArray<Omit<CheckoutLine, 'pricing'>>, deliveryType: DeliveryType | undefined): CheckoutLines {
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

async function cartLines(db: Db, memberId: string, cartItemIds: readonly string[], locale: Locale, deliveryType?: DeliveryType): Promise<CheckoutLines> {
  const ids = [...new Set(cartItemIds)];
  // The lines and their products in one statement (a line not the member's, or whose product is gone, has no row).
  const rows = ids.length === 0 ? [] : await cartStatements(db).memberLinesWithProducts.execute({ memberId, ids });
  if (rows.length !== ids.length) throw new AppError(Codes.NOT_FOUND);
  // Keep the order the client listed the lines in (the cart's order), so previews read like the cart.
  const byId = new Map(rows.map((r) => [r.line.id, r]));
  const views = ids.flatMap((id) => {
    const found = byId.get(id);
    if (!found) return [];
    const product = toCartProduct(found.product, locale);
    return [{ view: toLineView(found.line, product), specification: found.line.specification, names: product.names }];
  });
  if (views.length !== ids.length) throw new AppError(Codes.NOT_FOUND);
  return checkedLines(views, deliveryType);
}

/**
 * A buy-now item as one line that lives only for this checkout: checked as cart.add checks a new line (a product not
 * on sale 404, one value per option, a wholesale price for wholesale), then by the same checkout rule as cart lines.
 * Having no cart line, it is named by its product's id.
 */
async function buyNowLines(db: Db, memberId: string, item: BuyNowInput, locale: Locale, deliveryType?: DeliveryType): Promise<CheckoutLines> {
  const { product, specification } = await checkedChoice(db, item, locale, 'buyNow.');
  const now = new Date();
  const row = { ...item, id: item.productId, memberId, specification, selected: true, createdAt: now, updatedAt: now };
  return checkedLines([{ view: toLineView(row, product), specification, names: product.names }], deliveryType);
}

/**
 * The lines a checkout orders, from either source: the member's cart lines with these ids (another member's line
 * answers 404), or one product bought now. Both are priced as the cart prices them and refused by the same rule.
 */
export async function checkoutLines(db: Db, memberId: string, source: CheckoutSource, locale: Locale, deliveryType?: DeliveryType): Promise<CheckoutLines> {
  return 'buyNow' in source
    ? buyNowLines(db, memberId, source.buyNow, locale, deliveryType)
    : cartLines(db, memberId, source.cartItemIds, locale, deliveryType);
}

/**
 * Removing the ordered lines from the member's cart, as a write that order.create's prepared statement makes (a CTE,
 * saving a round trip) where `when` holds (the order row was inserted), with the values of orderedLinesRemoval.
 */
export const orderedLinesDelete = {
  name: 'cart_lines_removed',
  write: (when: SQL) =>
    sql`delete from ${cartItems} where ${cartItems.memberId} = ${sql.placeholder('removedFromCartOf')}::uuid and ${cartItems.id} = any(${sql.placeholder('removedLineIds')}::uuid[]) and ${when} returning ${cartItems.id}`,
};

/** An order's removal of its lines from the cart: how many lines orderedLinesDelete must delete, and its values. */
export interface OrderedLinesRemoval {
  count: number;
  values: { removedFromCartOf: string; removedLineIds: string[] };
}

/**
 * The removal of the ordered lines from the member's cart; a buy-now order takes none (null). The caller compares
 * the rows orderedLinesDelete deleted with `count`: a line already gone (another order took it since checkout read
 * it) answers 404 (orderedLinesGone), and the caller rolls the order back.
 */
export function orderedLinesRemoval(memberId: string, source: CheckoutSource): OrderedLinesRemoval | null {
  if ('buyNow' in source) return null;
  const ids = [...new Set(source.cartItemIds)];
  if (ids.length === 0) return null;
  return { count: ids.length, values: { removedFromCartOf: memberId, removedLineIds: ids } };
}

/** The 404 of an ordered line that was no longer in the cart when the order was stored. */
export function orderedLinesGone(): AppError {
  return new AppError(Codes.NOT_FOUND);
}
