import type { PriceMode } from '@sme/shared/schemas/catalogue';
import { boolean, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * Members' cart lines. One line per (member, product, specification): adding again adds to its quantity
 * (an upsert on that key, so concurrent adds cannot make two lines). No foreign keys into other modules'
 * tables; a line whose product disappeared shows as UNAVAILABLE.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    memberId: uuid().notNull(),
    productId: uuid().notNull(),
    /** Canonical choice: the options' stored (English) values joined by " / "; empty without options. */
    specification: text().notNull().default(''),
    quantity: integer().notNull(),
    priceMode: text().$type<PriceMode>().notNull().default('retail'),
    selected: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('cart_items_member_product_spec_key').on(t.memberId, t.productId, t.specification),
    index('cart_items_member_idx').on(t.memberId, t.createdAt),
  ],
);
