import { MAX_CART_LINES, MAX_CART_SELECTION } from '@sme/shared/cart-rules';
import type { PriceMode } from '@sme/shared/schemas/catalogue';
import { and, count, eq, sql } from 'drizzle-orm';
import { preparedPerDb } from '../../db/prepared';
import { cartProductsSource } from '../catalogue';
import { cartItems } from './cart.tables';

const placeholder = sql.placeholder;

/**
 * The cart's statements on the checkout's hot paths (cart.add; the lines every preview and order start from),
 * prepared once per database.
 */
export const cartStatements = preparedPerDb((db) => ({
  /** More of an existing line, while its quantity stays within the stock; answers the line or nothing. */
  addToLine: db
    .update(cartItems)
    .set({
      quantity: sql`${cartItems.quantity} + ${placeholder('quantity')}`,
      priceMode: sql`${placeholder('priceMode')}`,
      updatedAt: sql`${placeholder('now')}`,
    })
    .where(
      and(
        eq(cartItems.memberId, placeholder('memberId')),
        eq(cartItems.productId, placeholder('productId')),
        eq(cartItems.specification, placeholder('specification')),
        sql`${cartItems.quantity} + ${placeholder('quantity')} <= ${placeholder('stock')}`,
      ),
    )
    .returning()
    .prepare('cart_add_to_line'),
  /**
   * A new line, run under the member's lock (its snapshot then sees what the previous holder committed): the
   * member's lines counted, and the line inserted (selected while the selection has room) only while the cart has
   * room for it, or added to when another request made it meanwhile, within the stock. Answers the line, or nothing
   * when refused (by the line limit, or by the stock).
   */
  insertLine: (() => {
    const line = and(
      eq(cartItems.memberId, placeholder('memberId')),
      eq(cartItems.productId, placeholder('productId')),
      eq(cartItems.specification, placeholder('specification')),
    );
    const counts = db.$with('counts').as(
      db
        .select({
          lines: count().as('lines'),
          selected: sql<number>`count(*) filter (where ${cartItems.selected})`.as('selected'),
          existing: sql<number>`count(*) filter (where ${line})`.as('existing'),
        })
        .from(cartItems)
        .where(eq(cartItems.memberId, placeholder('memberId'))),
    );
    return db
      .with(counts)
      .insert(cartItems)
      .select(
        db
          .select({
            id: sql<string>`gen_random_uuid()`.as('id'),
            memberId: sql<string>`${placeholder('memberId')}::uuid`.as('member_id'),
            productId: sql<string>`${placeholder('productId')}::uuid`.as('product_id'),
            specification: sql<string>`${placeholder('specification')}::text`.as('specification'),
            quantity: sql<number>`${placeholder('quantity')}::integer`.as('quantity'),
            priceMode: sql<PriceMode>`${placeholder('priceMode')}::text`.as('price_mode'),
            selected: sql<boolean>`${counts.existing} > 0 or ${counts.selected} < ${MAX_CART_SELECTION}`.as('selected'),
            createdAt: sql<Date>`now()`.as('created_at'),
            updatedAt: sql<Date>`now()`.as('updated_at'),
          })
          .from(counts)
          .where(sql`${counts.existing} > 0 or ${counts.lines} < ${MAX_CART_LINES}`),
      )
      .onConflictDoUpdate({
        target: [cartItems.memberId, cartItems.productId, cartItems.specification],
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, priceMode: sql`${placeholder('priceMode')}`, updatedAt: sql`${placeholder('now')}` },
        // The stock check is part of the write: no read-then-write gap.
        setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${placeholder('stock')}`,
      })
      .returning()
      .prepare('cart_insert_line');
  })(),
  /**
   * The member's lines among these ids, each with its product and merchant (the catalogue's columns), in one
   * statement: every preview and order starts here. A line whose product is gone has no row.
   */
  memberLinesWithProducts: (() => {
    const product = cartProductsSource(db);
    return db
      .select({ line: cartItems, product: product.fields })
      .from(cartItems)
      .innerJoin(product.source, eq(product.fields.id, cartItems.productId))
      .where(and(eq(cartItems.memberId, placeholder('memberId')), sql`${cartItems.id} = any(${placeholder('ids')}::uuid[])`))
      .prepare('cart_member_lines_products');
  })(),
}));
