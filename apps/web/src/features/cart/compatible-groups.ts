import { DELIVERY_TYPES, type DeliveryType } from '@sme/shared/delivery-types';
import type { CartLineView } from '@sme/shared/schemas/cart';

/** A group of selected lines that can be checked out together, and what they share. */
export interface CompatibleGroup<K extends string> {
  key: K;
  ids: string[];
}

/**
 * The selected lines split by base currency (largest group first), for "select only the HKD items" when the server
 * refused the selection with 4400. The rule itself (one currency per order) is the server's; this only groups.
 */
export function currencyGroups(lines: readonly CartLineView[]): CompatibleGroup<string>[] {
  const byCurrency = new Map<string, string[]>();
  for (const line of lines) if (line.selected) byCurrency.set(line.currency, [...(byCurrency.get(line.currency) ?? []), line.id]);
  return [...byCurrency].map(([key, ids]) => ({ key, ids })).sort((a, b) => b.ids.length - a.ids.length);
}

/**
 * For each delivery type, the selected lines that offer it (largest group first), for "select only the items with
 * store pickup" when the server refused the selection with 4401. Only groups smaller than the selection help.
 */
export function deliveryGroups(lines: readonly CartLineView[]): CompatibleGroup<DeliveryType>[] {
  const selected = lines.filter((l) => l.selected);
  return DELIVERY_TYPES.map((key) => ({ key, ids: selected.filter((l) => l.deliveryTypes.includes(key)).map((l) => l.id) }))
    .filter((g) => g.ids.length > 0 && g.ids.length < selected.length)
    .sort((a, b) => b.ids.length - a.ids.length);
}

/** The lines grouped by merchant, in the order the server listed them. */
export function linesByMerchant(lines: readonly CartLineView[]): Array<{ merchant: CartLineView['merchant']; lines: CartLineView[] }> {
  const groups = new Map<string, { merchant: CartLineView['merchant']; lines: CartLineView[] }>();
  for (const line of lines) {
    const group = groups.get(line.merchant.id) ?? { merchant: line.merchant, lines: [] };
    group.lines.push(line);
    groups.set(line.merchant.id, group);
  }
  return [...groups.values()];
}
