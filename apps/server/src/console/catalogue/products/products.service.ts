import { Codes } from '@sme/shared/codes';
import type {
  ConsoleProductListQuery,
  ConsoleProductListView,
  ConsoleProductRow,
  ConsoleProductView,
  ProductStatus,
} from '@sme/shared/schemas/console-products';
import { type SQL, and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database, Db } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { type ConsoleActor, canActOnMerchant } from '../../../http/console-guard';
import { productTags, products } from '../../../modules/catalogue/catalogue.tables';

/**
 * Back-office product reads. An admin reaches every product; a merchant's staff only their merchant's.
 * Another merchant's product answers 404 like a missing one, so its id does not leak.
 */

type ProductRow = typeof products.$inferSelect;

/** 404 of a product outside the actor's reach (or missing). */
export const productNotFound = () => new AppError(Codes.NOT_FOUND);

/** The condition on `products` that keeps the actor's products (undefined: all of them). */
function productScope(actor: ConsoleActor): SQL | undefined {
  if (actor.isAdmin) return undefined;
  return actor.merchantId ? eq(products.merchantId, actor.merchantId) : sql`false`;
}

/** The actor's product by id, locked for update inside a transaction when `lock`; 404 outside the actor's reach. */
export async function findConsoleProduct(db: Db, actor: ConsoleActor, id: string, lock = false): Promise<ProductRow> {
  const query = db
    .select()
    .from(products)
    .where(and(eq(products.id, id), productScope(actor)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || !canActOnMerchant(actor, row.merchantId)) throw productNotFound();
  return row;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function rowView(r: ProductRow): ConsoleProductRow {
  return {
    id: r.id,
    merchantId: r.merchantId,
    code: r.code,
    nameEn: r.nameEn,
    nameZh: r.nameZh,
    currency: r.currency,
    retailPriceMinor: r.retailPriceMinor,
    stock: r.stock,
    status: r.status as ProductStatus,
    imageUrl: r.images[0] ?? null,
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** console.product.list: the actor's products, last updated first, filtered by name/code, status, category and (admins) merchant. */
export async function listConsoleProducts(db: Database, actor: ConsoleActor, q: ConsoleProductListQuery): Promise<ConsoleProductListView> {
  const conditions: Array<SQL | undefined> = [productScope(actor)];
  if (q.q) {
    const like = `%${escapeLike(q.q)}%`;
    conditions.push(or(ilike(products.nameEn, like), ilike(products.nameZh, like), ilike(products.code, like)));
  }
  if (q.status) conditions.push(eq(products.status, q.status));
  if (q.categoryId) conditions.push(eq(products.categoryId, q.categoryId));
  if (q.merchantId) conditions.push(eq(products.merchantId, q.merchantId));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(desc(products.updatedAt), desc(products.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { list: rows.map(rowView), total: counted?.n ?? 0, page: q.page, size: q.size };
}

/** console.product.detail: every field the form edits; 404 outside the actor's reach. */
export async function consoleProductDetail(db: Database, actor: ConsoleActor, id: string): Promise<ConsoleProductView> {
  const row = await findConsoleProduct(db, actor, id);
  const tagRows = await db.select({ tagId: productTags.tagId }).from(productTags).where(eq(productTags.productId, id));
  return {
    ...rowView(row),
    categoryId: row.categoryId,
    tagIds: tagRows.map((t) => t.tagId),
    summaryEn: row.summaryEn,
    summaryZh: row.summaryZh,
    descriptionEn: row.descriptionEn,
    descriptionZh: row.descriptionZh,
    termsEn: row.termsEn,
    termsZh: row.termsZh,
    images: row.images,
    specOptions: row.specOptions,
    wholesalePriceMinor: row.wholesalePriceMinor,
    minWholesaleQty: row.minWholesaleQty,
    deliveryTypes: row.deliveryTypes,
    createdAt: row.createdAt.toISOString(),
  };
}
