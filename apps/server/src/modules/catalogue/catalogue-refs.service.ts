import type { Locale } from '@sme/shared/constants';
import type { FavouriteTarget, PriceView } from '@sme/shared/schemas/catalogue';
import type { DeliveryType } from '@sme/shared/delivery-types';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { announceChange } from '../../db/cache-invalidation';
import type { Database, DatabaseTx, Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { merchants, products } from './catalogue.tables';
import { localised } from './localise';

/** Whether a visible product or merchant exists (other modules ask before linking to one, e.g. favourites). */
export async function targetExists(db: Database, type: FavouriteTarget, id: string): Promise<boolean> {
  const rows =
    type === 'PRODUCT'
      ? await db
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.id, id), eq(products.status, 'ACTIVE')))
          .limit(1)
      : await db
          .select({ id: merchants.id })
          .from(merchants)
          .where(and(eq(merchants.id, id), eq(merchants.status, 'ACTIVE')))
          .limit(1);
  return rows.length > 0;
}

/** One value of a specification option: a stable key (the stored English, else Chinese), its label in the locale, and every spelling a client may send. */
export interface CartSpecValue {
  key: string;
  label: string;
  aliases: string[];
}

/** What the cart (and later checkout) needs of a product, localised. */
export interface CartProduct {
  id: string;
  name: string;
  imageUrl: string | null;
  merchant: { id: string; name: string };
  price: PriceView;
  stock: number;
  deliveryTypes: DeliveryType[];
  /** False when the product or its merchant is no longer on sale. */
  isAvailable: boolean;
  specOptions: Array<{ name: string; values: CartSpecValue[] }>;
  /** The names in both languages, which an order line copies (so checkout needs no second read). */
  names: { productEn: string; productZh: string; merchantEn: string; merchantZh: string };
}

const text = (locale: Locale, en: string | null, zh: string | null) => localised(locale, en, zh) ?? '';

/** The columns the cart, preview and order read of a product and its merchant (one row per product). */
const cartProductColumns = {
  id: products.id,
  nameEn: products.nameEn,
  nameZh: products.nameZh,
  images: products.images,
  specOptions: products.specOptions,
  currency: products.currency,
  retailPriceMinor: products.retailPriceMinor,
  wholesalePriceMinor: products.wholesalePriceMinor,
  minWholesaleQty: products.minWholesaleQty,
  stock: products.stock,
  deliveryTypes: products.deliveryTypes,
  status: products.status,
  merchantId: merchants.id,
  merchantNameEn: merchants.nameEn,
  merchantNameZh: merchants.nameZh,
  merchantStatus: merchants.status,
};

/** Cart, preview and order read their products with this statement, prepared once (db/prepared.ts). */
const cartProductsStatement = preparedPerDb((db) =>
  db
    .select(cartProductColumns)
    .from(products)
    .innerJoin(merchants, eq(merchants.id, products.merchantId))
    .where(sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('cart_products'),
);

/** A product row as cartProductColumns read it. */
type CartProductRow = Awaited<ReturnType<ReturnType<typeof cartProductsStatement>['execute']>>[number];

/**
 * The same product rows as a subquery another module joins to its own rows (`fields` selects its columns), so the cart
 * reads its lines and their products in one statement (checkout's lines); map each row with toCartProduct.
 */
export function cartProductsSource(db: Db) {
  // The merchant's columns renamed, as a subquery's columns need names of their own.
  const columns = {
    ...cartProductColumns,
    merchantId: sql<string>`${merchants.id}`.as('merchant_id'),
    merchantNameEn: sql<string>`${merchants.nameEn}`.as('merchant_name_en'),
    merchantNameZh: sql<string>`${merchants.nameZh}`.as('merchant_name_zh'),
    merchantStatus: sql<string>`${merchants.status}`.as('merchant_status'),
  };
  const source = db.select(columns).from(products).innerJoin(merchants, eq(merchants.id, products.merchantId)).as('cart_product');
  const fields = Object.fromEntries(Object.keys(columns).map((key) => [key, source[key as keyof typeof columns]])) as {
    [K in keyof typeof columns]: (typeof source)[K];
  };
  return { source, fields };
}

/** A product row (cartProductColumns) as the cart takes it, localised. */
export function toCartProduct(r: CartProductRow, locale: Locale): CartProduct {
  return {
    id: r.id,
    name: text(locale, r.nameEn, r.nameZh),
    imageUrl: r.images[0] ?? null,
    merchant: { id: r.merchantId, name: text(locale, r.merchantNameEn, r.merchantNameZh) },
    price: { currency: r.currency, retailMinor: r.retailPriceMinor, wholesaleMinor: r.wholesalePriceMinor, minWholesaleQty: r.minWholesaleQty },
    stock: r.stock,
    deliveryTypes: r.deliveryTypes,
    isAvailable: r.status === 'ACTIVE' && r.merchantStatus === 'ACTIVE',
    names: { productEn: r.nameEn, productZh: r.nameZh, merchantEn: r.merchantNameEn, merchantZh: r.merchantNameZh },
    specOptions: r.specOptions.map((o) => ({
      name: text(locale, o.nameEn, o.nameZh),
      values: o.values.map((v) => ({
        key: text('en_US', v.en, v.zh),
        label: text(locale, v.en, v.zh),
        aliases: [...new Set([v.en, v.zh, text('zh_CN', v.en, v.zh)].filter((s) => s.trim() !== ''))],
      })),
    })),
  };
}

/** The products with these ids, hidden ones included (marked unavailable), keyed by id; unknown ids are absent. */
export async function productsForCart(db: Db, ids: readonly string[], locale: Locale): Promise<Map<string, CartProduct>> {
  const out = new Map<string, CartProduct>();
  if (ids.length === 0) return out;
  const rows = await cartProductsStatement(db).execute({ ids: [...new Set(ids)] });
  for (const r of rows) out.set(r.id, toCartProduct(r, locale));
  return out;
}

/** A product's names in both languages, for records that must not change when the catalogue does (order lines). */
export interface ProductSnapshot {
  id: string;
  nameEn: string;
  nameZh: string;
  merchantId: string;
  merchantNameEn: string;
  merchantNameZh: string;
  imageUrl: string | null;
}

/** The products with these ids (hidden ones included) as order lines copy them, keyed by id. */
export async function productSnapshots(db: Db, ids: readonly string[]): Promise<Map<string, ProductSnapshot>> {
  const out = new Map<string, ProductSnapshot>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({
      id: products.id,
      nameEn: products.nameEn,
      nameZh: products.nameZh,
      images: products.images,
      merchantId: merchants.id,
      merchantNameEn: merchants.nameEn,
      merchantNameZh: merchants.nameZh,
    })
    .from(products)
    .innerJoin(merchants, eq(merchants.id, products.merchantId))
    .where(inArray(products.id, [...new Set(ids)]));
  for (const r of rows) out.set(r.id, { ...r, imageUrl: r.images[0] ?? null });
  return out;
}

/** Quantities to take from or give back to stock, by product. */
export type StockChange = ReadonlyArray<{ productId: string; quantity: number }>;

/** Sums quantities per product and orders products by id, so concurrent reservations lock rows in one order (no deadlock). */
function byProduct(lines: StockChange): Array<[string, number]> {
  const sums = new Map<string, number>();
  for (const l of lines) sums.set(l.productId, (sums.get(l.productId) ?? 0) + l.quantity);
  return [...sums].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** reserveStock's statement, prepared: the `ids` products' rows locked in id order, each given its `quantities` entry. */
const reserveStatement = preparedPerDb((db) => {
  const locked = sql`(select ${products.id} as id, w.quantity from unnest(${sql.placeholder('ids')}::uuid[], ${sql.placeholder('quantities')}::int[]) as w(id, quantity)
    join ${products} on ${products.id} = w.id order by ${products.id} for update of ${products}) as locked`;
  return db
    .update(products)
    .set({ stock: sql`${products.stock} - locked.quantity`, updatedAt: sql`${sql.placeholder('now')}` })
    .from(locked)
    .where(and(sql`${products.id} = locked.id`, eq(products.status, 'ACTIVE'), gte(products.stock, sql`locked.quantity`)))
    .returning({ id: products.id, stock: products.stock })
    .prepare('catalogue_reserve_stock');
});

/**
 * Takes the quantities from stock inside the caller's transaction in one statement: the products' rows locked in id
 * order (so concurrent reservations never wait for each other in opposite orders), then a conditional update of
 * each (stock >= quantity, product on sale), so two orders can never both take the last units. Answers the first
 * product that could not be reserved with its stock now (the caller refuses with 6001 and rolls back), or null.
 * A product sold out changes the public answers (sold-out badge, the in-stock filter): announced, delivered at commit.
 */
export async function reserveStock(tx: DatabaseTx, lines: StockChange): Promise<{ productId: string; stock: number } | null> {
  const wanted = byProduct(lines);
  if (wanted.length === 0) return null;
  const ids = wanted.map(([id]) => id);
  const updated = await reserveStatement(tx).execute({ ids, quantities: wanted.map(([, q]) => q), now: new Date() });
  if (updated.length < wanted.length) {
    // Refused: the caller rolls back, so this read only finds which product was short and what it has.
    const done = new Set(updated.map((u) => u.id));
    const productId = ids.find((id) => !done.has(id)) as string;
    const [row] = await tx.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
    return { productId, stock: row?.stock ?? 0 };
  }
  if (updated.some((u) => u.stock <= 0)) await announceChange(tx, 'catalogue');
  return null;
}

/**
 * Gives reserved quantities back to stock (an order cancelled or closed unpaid), inside the caller's transaction; a
 * product back from sold out is announced like one sold out.
 */
export async function releaseStock(tx: DatabaseTx, lines: StockChange): Promise<void> {
  let backInStock = false;
  for (const [productId, quantity] of byProduct(lines)) {
    const [updated] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${quantity}`, updatedAt: new Date() })
      .where(eq(products.id, productId))
      .returning({ stock: products.stock });
    if (updated && updated.stock > 0 && updated.stock - quantity <= 0) backInStock = true;
  }
  if (backInStock) await announceChange(tx, 'catalogue');
}

/** Merchants' names in the locale, keyed by id (unknown ids are absent); other modules label their records with them. */
export async function merchantNames(db: Db, ids: readonly string[], locale: Locale): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: merchants.id, nameEn: merchants.nameEn, nameZh: merchants.nameZh }).from(merchants).where(inArray(merchants.id, unique));
  return new Map(rows.map((r) => [r.id, text(locale, r.nameEn, r.nameZh)]));
}
