import type { PriceMode, PriceView, SpecOptionView } from './schemas/catalogue';

/**
 * What a buyer may order of one product (/pd; the server's cart enforces it again): retail from 1,
 * wholesale from the product's minimum wholesale quantity, never more than the stock.
 */

/** Whether the product can be bought at a wholesale price at all. */
export function hasWholesalePrice(price: PriceView): boolean {
  return price.wholesaleMinor !== null;
}

/** The smallest quantity of one order line in a price mode (1 for retail; the wholesale minimum, at least 1). */
export function minimumQuantity(price: PriceView, mode: PriceMode): number {
  return mode === 'wholesale' ? Math.max(1, price.minWholesaleQty ?? 1) : 1;
}

/** The quantities allowed in a price mode; `max < min` means the product cannot be ordered that way (stock too low). */
export function quantityBounds(price: PriceView, stock: number, mode: PriceMode): { min: number; max: number } {
  return { min: minimumQuantity(price, mode), max: Math.max(0, Math.floor(stock)) };
}

/** Whether an order in this mode is possible: a price exists for it and the stock covers its minimum. */
export function canOrderIn(price: PriceView, stock: number, mode: PriceMode): boolean {
  if (mode === 'wholesale' && !hasWholesalePrice(price)) return false;
  const { min, max } = quantityBounds(price, stock, mode);
  return max >= min;
}

/** A wanted quantity brought inside the bounds (a whole number; the minimum when the wish is empty or invalid). */
export function clampQuantity(wanted: number | null | undefined, bounds: { min: number; max: number }): number {
  if (wanted === null || wanted === undefined || !Number.isFinite(wanted)) return bounds.min;
  return Math.min(Math.max(Math.floor(wanted), bounds.min), Math.max(bounds.min, bounds.max));
}

/** The names of the specification options that still need a choice. */
export function missingSpecChoices(options: readonly SpecOptionView[], chosen: Readonly<Record<string, string | undefined>>): string[] {
  return options.filter((o) => o.values.length > 0 && !(chosen[o.name] && o.values.includes(chosen[o.name] as string))).map((o) => o.name);
}

/** The chosen specification as one line, "Size: M; Colour: Red", in the options' order (empty when nothing is chosen). */
export function specificationLabel(options: readonly SpecOptionView[], chosen: Readonly<Record<string, string | undefined>>): string {
  return options
    .filter((o) => chosen[o.name])
    .map((o) => `${o.name}: ${chosen[o.name]}`)
    .join('; ');
}

/**
 * The unit price a line of `quantity` pays (cart and checkout): wholesale only in wholesale mode, when the product
 * has a wholesale price and the quantity reaches its minimum; otherwise retail.
 */
export function appliedUnitPriceMinor(price: PriceView, mode: PriceMode, quantity: number): number {
  const isWholesale = mode === 'wholesale' && hasWholesalePrice(price) && quantity >= minimumQuantity(price, 'wholesale');
  return isWholesale ? (price.wholesaleMinor as number) : price.retailMinor;
}
