import type { CartLineView, CartView } from '@sme/shared/schemas/cart';
import { PRICE_MODES } from '@sme/shared/schemas/catalogue';
import { DELIVERY_TYPES } from '@sme/shared/delivery-types';
import { z } from 'zod';

/** Zod mirrors of the cart's answer shapes, for response schemas and OpenAPI; typed against the contract so drift fails the typecheck. */

const priceSchema = z.object({ currency: z.string(), retailMinor: z.number(), wholesaleMinor: z.number().nullable(), minWholesaleQty: z.number().nullable() });

/** CartLineView. */
export const cartLineSchema: z.ZodType<CartLineView> = z.object({
  id: z.string(),
  productId: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  merchant: z.object({ id: z.string(), name: z.string() }),
  specification: z.string(),
  quantity: z.number(),
  priceMode: z.enum(PRICE_MODES),
  price: priceSchema,
  unitPriceMinor: z.number(),
  lineTotalMinor: z.number(),
  currency: z.string(),
  stock: z.number(),
  deliveryTypes: z.array(z.enum(DELIVERY_TYPES)),
  selected: z.boolean(),
  problem: z.enum(['OUT_OF_STOCK', 'OVER_STOCK', 'UNAVAILABLE']).nullable(),
});

/** CartView. */
export const cartViewSchema: z.ZodType<CartView> = z.object({
  lines: z.array(cartLineSchema),
  count: z.number(),
  selectedCount: z.number(),
  selectedTotals: z.array(z.object({ currency: z.string(), totalMinor: z.number() })),
  checkoutBlockedBy: z.number().nullable(),
  commonDeliveryTypes: z.array(z.enum(DELIVERY_TYPES)),
});
