import { z } from 'zod';
import type { PriceMode, PriceView } from './catalogue';
import type { DeliveryType } from '../delivery-types';
import { text } from './fields';

/**
 * The cart (spec sections 2, 5, 8): the contract of the cart.* operations. Quantities never above
 * stock (6001); a selection of at most MAX_CART_SELECTION lines; a selection for checkout must share one base
 * currency (4400) and one compatible delivery type (4401) — see cart-rules.ts for the rule itself.
 */

const uuid = z.uuid({ error: 'validation.idInvalid' });

/** cart.add: a product, its specification choice (one value per option, in option order) and quantity; priceMode picks retail or wholesale. */
export const cartAddInput = z.object({
  productId: uuid,
  /** Chosen values joined by " / " in option order, e.g. "Medium 30 x 22 x 8 cm"; empty for products without options. */
  specification: text().trim().max(200).default(''),
  quantity: z.coerce.number().int().min(1).max(100_000),
  priceMode: z.enum(['retail', 'wholesale']).default('retail'),
});
export type CartAddInput = z.infer<typeof cartAddInput>;

/** cart.update: a line's quantity and/or selection. */
export const cartUpdateInput = z.object({
  id: uuid,
  quantity: z.coerce.number().int().min(1).max(100_000).optional(),
  selected: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .transform((v) => v === true || v === 'true' || v === '1')
    .optional(),
  priceMode: z.enum(['retail', 'wholesale']).optional(),
});
/** A change of one cart line: its quantity, its selection or its price mode. */
export type CartUpdateInput = z.infer<typeof cartUpdateInput>;

const flag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1');

/**
 * What POST cart.update accepts (server side): either one line (`id` with quantity / selected / priceMode,
 * as cartUpdateInput) or a selection change of many lines at once: `ids` ("all" or comma-separated line ids) with
 * `selected` — select all / unselect all.
 */
export const cartUpdateRequest = z
  .object({
    id: uuid.optional(),
    ids: text().trim().min(1).max(4000).optional(),
    quantity: z.coerce.number().int().min(1).max(100_000).optional(),
    selected: flag.optional(),
    priceMode: z.enum(['retail', 'wholesale']).optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.id === undefined) === (v.ids === undefined)) ctx.addIssue({ code: 'custom', path: ['id'], message: 'validation.required' });
    if (v.ids !== undefined) {
      if (v.selected === undefined) ctx.addIssue({ code: 'custom', path: ['selected'], message: 'validation.required' });
      if (v.ids !== 'all' && !v.ids.split(',').every((x) => uuid.safeParse(x.trim()).success))
        ctx.addIssue({ code: 'custom', path: ['ids'], message: 'validation.idInvalid' });
    } else if (v.id !== undefined && v.quantity === undefined && v.selected === undefined && v.priceMode === undefined) {
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'validation.nothingToUpdate' });
    }
  });
export type CartUpdateRequest = z.infer<typeof cartUpdateRequest>;

/** cart.bulkRemove / select-all: comma-separated line ids. */
export const cartIdsInput = z.object({ ids: text().trim().min(1) });

/** One cart line as the server answers it; the unit price is the server's, for the line's price mode. */
export interface CartLineView {
  id: string;
  productId: string;
  name: string;
  imageUrl: string | null;
  merchant: { id: string; name: string };
  specification: string;
  quantity: number;
  priceMode: PriceMode;
  price: PriceView;
  /** Unit price applied (wholesale only when quantity reaches the minimum; otherwise retail). */
  unitPriceMinor: number;
  lineTotalMinor: number;
  currency: string;
  stock: number;
  deliveryTypes: DeliveryType[];
  selected: boolean;
  /** Why the line cannot be checked out now (null when it can): OUT_OF_STOCK, OVER_STOCK, UNAVAILABLE. */
  problem: 'OUT_OF_STOCK' | 'OVER_STOCK' | 'UNAVAILABLE' | null;
}

/** cart.list answer: lines, the selection's totals per currency, and whether the selection can be checked out. */
export interface CartView {
  lines: CartLineView[];
  count: number;
  selectedCount: number;
  /** Sum of the selected lines per currency, in minor units. */
  selectedTotals: Array<{ currency: string; totalMinor: number }>;
  /** Null when the selection can go to checkout; otherwise the section 8 code that stops it (4400, 4401, 4402, 4403, 6001). */
  checkoutBlockedBy: number | null;
  /** Delivery types every selected line allows (what checkout can offer). */
  commonDeliveryTypes: DeliveryType[];
}
