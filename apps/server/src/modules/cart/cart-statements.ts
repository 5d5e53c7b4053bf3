import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems } from './cart.tables';

/**
 * The cart's statements on the checkout's hot paths (cart.add to an existing line; the lines every preview and
 * order start from), prepared once per database: a CPU profile of the shop bench showed drizzle building each
 * statement's SQL anew costing more client CPU than sending and reading it. Prepared, each call only binds its
 * values, and PostgreSQL parses the statement once per connection. A transaction gets its own (not kept beyond it).
 */

const placeholder = sql.placeholder;

function prepare(db: Db) {
  return {
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
    /** The member's lines among these ids. */
    memberLines: db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.memberId, placeholder('memberId')), sql`${cartItems.id} = any(${placeholder('ids')}::uuid[])`))
      .prepare('cart_member_lines'),
  };
}

const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();

/** The cart's prepared statements on `db`. */
export function cartStatements(db: Db): ReturnType<typeof prepare> {
  let statements = prepared.get(db);
  if (!statements) prepared.set(db, (statements = prepare(db)));
  return statements;
}
