import type {
  ConsoleMerchantListQuery,
  ConsoleMerchantListView,
  ConsoleMerchantRow,
  ConsoleMerchantView,
  MerchantStatus,
} from '@sme/shared/schemas/console-catalogue';
import { type SQL, and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database, Db } from '../../../db/client';
import { merchants } from '../../../modules/catalogue/catalogue.tables';
import { notFound } from '../catalogue-writes';

/** Back-office merchant reads (admins only): every merchant, hidden ones included. */

type MerchantRow = typeof merchants.$inferSelect;

// Explicit names: drizzle leaves columns unqualified in single-table selects (see merchants.service.ts).
const productCount = sql<number>`(select count(*)::int from products p where p.merchant_id = "merchants"."id")`;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function rowView(r: MerchantRow, products: number): ConsoleMerchantRow {
  return {
    id: r.id,
    slug: r.slug,
    nameEn: r.nameEn,
    nameZh: r.nameZh,
    logoUrl: r.logoUrl,
    countryCode: r.countryCode,
    city: r.city,
    isVerified: r.isVerified,
    isFeaturedBrand: r.isFeaturedBrand,
    status: r.status as MerchantStatus,
    sort: r.sort,
    productCount: products,
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** The merchant row by id, locked for update inside a transaction when `lock`; 404 when missing. */
export async function findConsoleMerchant(db: Db, id: string, lock = false): Promise<MerchantRow> {
  const query = db.select().from(merchants).where(eq(merchants.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** console.merchant.list: every merchant, curated order (featured, verified, sort), filtered by name/slug, status, verified. */
export async function listConsoleMerchants(db: Database, q: ConsoleMerchantListQuery): Promise<ConsoleMerchantListView> {
  const conditions: Array<SQL | undefined> = [];
  if (q.q) {
    const like = `%${escapeLike(q.q)}%`;
    conditions.push(or(ilike(merchants.nameEn, like), ilike(merchants.nameZh, like), ilike(merchants.slug, like)));
  }
  if (q.status) conditions.push(eq(merchants.status, q.status));
  if (q.verified !== undefined) conditions.push(eq(merchants.isVerified, q.verified));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ row: merchants, productCount })
      .from(merchants)
      .where(where)
      .orderBy(desc(merchants.isFeaturedBrand), desc(merchants.isVerified), asc(merchants.sort), asc(merchants.slug))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db.select({ n: count() }).from(merchants).where(where),
  ]);
  return { list: rows.map((r) => rowView(r.row, r.productCount)), total: counted?.n ?? 0, page: q.page, size: q.size };
}

/** console.merchant.detail: every field the form edits; 404 when missing. */
export async function consoleMerchantDetail(db: Database, id: string): Promise<ConsoleMerchantView> {
  const [found] = await db.select({ row: merchants, productCount }).from(merchants).where(eq(merchants.id, id));
  if (!found) throw notFound();
  const { row } = found;
  return {
    ...rowView(row, found.productCount),
    descriptionEn: row.descriptionEn,
    descriptionZh: row.descriptionZh,
    latestActivitiesEn: row.latestActivitiesEn,
    latestActivitiesZh: row.latestActivitiesZh,
    bannerUrl: row.bannerUrl,
    website: row.website,
    createdAt: row.createdAt.toISOString(),
  };
}
