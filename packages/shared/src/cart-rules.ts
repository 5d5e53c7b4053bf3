import { Codes } from './codes';
import type { DeliveryType } from './delivery-types';

/**
 * Whether a cart selection can go to checkout (spec sections 2 and 8), written once: cart.list reports it as
 * checkoutBlockedBy and checkout refuses with the same code. Pure: no database, no HTTP, and no schema, so the cart
 * and checkout pages read the limits without building the cart's schemas.
 */

/** Most distinct lines a cart holds. */
export const MAX_CART_LINES = 100;
/** Most lines selected for one checkout (spec: "a maximum selection count exists"). */
export const MAX_CART_SELECTION = 50;

/** What the rule needs of one selected line. */
export interface SelectedLine {
  currency: string;
  deliveryTypes: readonly DeliveryType[];
  quantity: number;
  stock: number;
  /** False when the product is no longer on sale. */
  isAvailable: boolean;
}

/** Delivery types every line allows, in the first line's order (empty for no lines). */
export function commonDeliveryTypes(lines: readonly Pick<SelectedLine, 'deliveryTypes'>[]): DeliveryType[] {
  const [first, ...rest] = lines;
  if (!first) return [];
  return first.deliveryTypes.filter((type) => rest.every((line) => line.deliveryTypes.includes(type)));
}

/** Whether a line can be bought as it stands: on sale, in stock, and the quantity within the stock. */
export function hasStockFor(line: Pick<SelectedLine, 'quantity' | 'stock' | 'isAvailable'>): boolean {
  return line.isAvailable && line.stock > 0 && line.quantity <= line.stock;
}

/**
 * Null when the selection can be checked out; otherwise the code that stops it, checked in this order:
 * nothing selected (4403), more than MAX_CART_SELECTION lines (4402), several base currencies (4400), no delivery
 * type shared by all lines (4401), a line unavailable or above its stock (6001).
 */
export function checkoutBlockedBy(lines: readonly SelectedLine[]): number | null {
  if (lines.length === 0) return Codes.CART_EMPTY_SELECTION.code;
  if (lines.length > MAX_CART_SELECTION) return Codes.CART_SELECTION_LIMIT.code;
  if (new Set(lines.map((l) => l.currency)).size > 1) return Codes.CART_MIXED_CURRENCY.code;
  if (commonDeliveryTypes(lines).length === 0) return Codes.CART_MIXED_DELIVERY.code;
  if (!lines.every(hasStockFor)) return Codes.INSUFFICIENT_STOCK.code;
  return null;
}
