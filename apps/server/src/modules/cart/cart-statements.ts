import { and, eq, sql } from 'drizzle-orm';
import { preparedPerDb } from '../../db/prepared';
import { cartProductsSource } from '../catalogue';
import { cartItems } from './cart.tables';

const placeholder = sql.placeholder;

/**
 * The cart's statements on the checkout's hot paths (cart.add to an existing line; the lines every preview and
 * order start from), prepared once per database.
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
