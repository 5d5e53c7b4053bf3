import { Codes } from '@sme/shared/codes';
import type { Locale } from '@sme/shared/constants';
import { type CartAddInput, type CartLineView, type CartUpdateRequest, type CartView } from '@sme/shared/schemas/cart';
import { MAX_CART_LINES, MAX_CART_SELECTION } from '@sme/shared/cart-rules';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, DatabaseTx as Tx, Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { fieldError } from '../../http/validation';
import { productsForCart } from '../catalogue';
import { cartItems } from './cart.tables';
import { checkedChoice, checkPriceMode, productFor } from './cart-choice';
import { cartStatements } from './cart-statements';
import { toCartView, toLineView } from './cart-view';

/**
 * A member's cart. Every query filters by the member (another member's line answers 404); product data comes from
 * the catalogue's service. Writes run in a transaction holding a per-member advisory lock, so the line and
 * selection limits hold under concurrent requests; adding the same product twice is an upsert on
 * (member, product, specification), so concurrent adds make one line with the summed quantity.
 */

type Row = typeof cartItems.$inferSelect;

async function lockMember(tx: Tx, memberId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`cart:${memberId}`}, 0))`);
}

const insufficientStock = (stock: number) => new AppError(Codes.INSUFFICIENT_STOCK, { data: { stock } });

async function selectedCount(tx: Tx, memberId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(cartItems)
    .where(and(eq(cartItems.memberId, memberId), eq(cartItems.selected, true)));
  return row?.n ?? 0;
}

/**
 * cart.add: a new line (selected while the selection has room), or more of an existing one. The line's total
 * quantity never exceeds the stock (6001, nothing changed); the specification must be one value per option (400);
 * a product not on sale answers 404; at most MAX_CART_LINES lines.
 */
export async function addToCart(db: Database, memberId: string, input: CartAddInput, locale: Locale): Promise<CartLineView> {
  const { product, specification } = await checkedChoice(db, input, locale);
  if (input.quantity > product.stock) throw insufficientStock(product.stock);
  const values = {
    memberId,
    productId: product.id,
    specification,
    quantity: input.quantity,
    priceMode: input.priceMode,
    stock: product.stock,
    now: new Date(),
  };

  // More of a line already there changes neither the line count nor the selection, so it needs no member lock: one
  // conditional update, which the line's row lock serialises with any other change of that line.
  const [more] = await cartStatements(db).addToLine.execute(values);
  if (more) return toLineView(more, product);

  const row = await db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    // One statement after the lock: the line inserted while the cart has room, or added to within the stock.
    const [upserted] = await cartStatements(tx).insertLine.execute(values);
    if (upserted) return upserted;
    // Refused: by the line limit when the cart has no such line, else by the stock.
    const line = and(eq(cartItems.memberId, memberId), eq(cartItems.productId, product.id), eq(cartItems.specification, specification));
    const [existing] = await tx.select({ id: cartItems.id }).from(cartItems).where(line);
    if (!existing) throw new AppError(Codes.BAD_REQUEST, { messageKey: 'cart.linesLimitReached', vars: { max: MAX_CART_LINES } });
    throw insufficientStock(product.stock);
  });
  return toLineView(row, product);
}

/** The member's lines, newest first. */
function memberRows(db: Db, memberId: string): Promise<Row[]> {
  return db.select().from(cartItems).where(eq(cartItems.memberId, memberId)).orderBy(desc(cartItems.createdAt), desc(cartItems.id));
}

/** cart.list: the lines with current product data, the selection's totals and whether it can go to checkout. */
export async function cartView(db: Database, memberId: string, locale: Locale): Promise<CartView> {
  const rows = await memberRows(db, memberId);
  const products = await productsForCart(
    db,
    rows.map((r) => r.productId),
    locale,
  );
  return toCartView(rows, products);
}

/**
 * cart.update for one line: quantity (never above stock: 6001), price mode (wholesale needs a wholesale price) and
 * selection (an unavailable product cannot be selected: 400; at most MAX_CART_SELECTION selected: 4402).
 * Nothing changes when any part is refused.
 */
async function updateLine(db: Database, memberId: string, input: CartUpdateRequest & { id: string }, locale: Locale): Promise<void> {
  await db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const [row] = await tx
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.memberId, memberId), eq(cartItems.id, input.id)));
    if (!row) throw new AppError(Codes.NOT_FOUND);
    // Read through the transaction: PGlite has one connection, which the transaction holds.
    const product = await productFor(tx, row.productId, locale);
    if (input.quantity !== undefined && input.quantity > (product?.stock ?? 0)) throw insufficientStock(product?.stock ?? 0);
    if (input.priceMode !== undefined && product) checkPriceMode(product, input.priceMode);
    if (input.selected === true) {
      if (!product?.isAvailable) throw fieldError('selected', 'validation.productUnavailable', true);
      if (!row.selected && (await selectedCount(tx, memberId)) >= MAX_CART_SELECTION) throw new AppError(Codes.CART_SELECTION_LIMIT);
    }
    await tx
      .update(cartItems)
      .set({ quantity: input.quantity, priceMode: input.priceMode, selected: input.selected, updatedAt: new Date() })
      .where(and(eq(cartItems.memberId, memberId), eq(cartItems.id, input.id)));
  });
}

/**
 * cart.update for many lines' selection ("all" or listed ids). Selecting never picks an unavailable product's line
 * and refuses (4402) when more than MAX_CART_SELECTION lines would be selected; a listed id that is not the
 * member's answers 404. Nothing changes when refused.
 */
async function updateSelection(db: Database, memberId: string, ids: string[] | 'all', selected: boolean, locale: Locale): Promise<void> {
  await db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const rows = await memberRows(tx, memberId);
    const wanted = ids === 'all' ? rows : rows.filter((r) => ids.includes(r.id));
    if (ids !== 'all' && wanted.length !== new Set(ids).size) throw new AppError(Codes.NOT_FOUND);
    let targets = wanted.map((r) => r.id);
    if (selected) {
      const products = await productsForCart(
        tx,
        wanted.map((r) => r.productId),
        locale,
      );
      const available = new Set(wanted.filter((r) => products.get(r.productId)?.isAvailable).map((r) => r.id));
      targets = targets.filter((id) => available.has(id));
      const after = new Set([...rows.filter((r) => r.selected).map((r) => r.id), ...targets]);
      if (after.size > MAX_CART_SELECTION) throw new AppError(Codes.CART_SELECTION_LIMIT);
    }
    if (targets.length === 0) return;
    await tx
      .update(cartItems)
      .set({ selected, updatedAt: new Date() })
      .where(and(eq(cartItems.memberId, memberId), inArray(cartItems.id, targets)));
  });
}

/** cart.update: one line's quantity / selection / price mode, or the selection of many lines; answers the whole cart. */
export async function updateCart(db: Database, memberId: string, input: CartUpdateRequest, locale: Locale): Promise<CartView> {
  if (input.ids !== undefined) {
    const ids =
      input.ids === 'all'
        ? 'all'
        : [
            ...new Set(
              input.ids
                .split(',')
                .map((x) => x.trim())
                .filter(Boolean),
            ),
          ];
    await updateSelection(db, memberId, ids, input.selected ?? false, locale);
  } else if (input.id !== undefined) {
    await updateLine(db, memberId, { ...input, id: input.id }, locale);
  }
  return cartView(db, memberId, locale);
}

/** cart.remove / cart.bulkRemove: every id must be the member's, else 404 and nothing is removed. */
export async function removeFromCart(db: Database, memberId: string, ids: readonly string[]): Promise<{ ids: string[] }> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(cartItems)
      .where(and(eq(cartItems.memberId, memberId), inArray(cartItems.id, unique)))
      .returning({ id: cartItems.id });
    // Throwing rolls the delete back.
    if (removed.length !== unique.length) throw new AppError(Codes.NOT_FOUND);
    return { ids: removed.map((r) => r.id) };
  });
}
