import { type SQL, and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { merchants, productTags, products, tags } from '../catalogue.tables';
import { normaliseForSearch } from './normalise';

/**
 * The search_text columns: what a product or merchant is found by, normalised (normalise.ts) so the
 * database compares plain lower-case single-script text. Three sections, so rank can tell where a term
 * matched (product-search.ts): the names, then what the row refers to (a product's merchant and tags, a
 * merchant's city), then the long texts (summaries, descriptions). Normalisation needs OpenCC, which the
 * database does not have, so the columns are computed here and written back in batches.
 */

/** Separates the sections; normalisation turns every "|" of the content into a space, so it cannot occur inside one. */
export const SECTION_SEPARATOR = '|';
/** Long texts are cut here: descriptions past this rarely hold a new word, and matching cost grows with length. */
const MAX_SECTION_LENGTH = 4000;
/** Rows computed and written per statement. */
const BATCH_SIZE = 500;

type Text = string | null | undefined;

const section = (texts: Text[]): string => normaliseForSearch(texts.filter((t): t is string => !!t).join('\n')).slice(0, MAX_SECTION_LENGTH);
const sections = (...parts: Text[][]): string => parts.map(section).join(` ${SECTION_SEPARATOR} `);

/** What a product's search text is made of (both languages of each). */
export interface ProductSearchSource {
  code: string;
  nameEn: string;
  nameZh: string;
  summaryEn: Text;
  summaryZh: Text;
  descriptionEn: Text;
  descriptionZh: Text;
  merchantNames: Text[];
  tagNames: Text[];
}

/** A product's search_text: names and code | merchant and tag names | summaries and descriptions (HTML stripped). */
export function productSearchText(p: ProductSearchSource): string {
  return sections([p.nameEn, p.nameZh, p.code], [...p.merchantNames, ...p.tagNames], [p.summaryEn, p.summaryZh, p.descriptionEn, p.descriptionZh]);
}

/** What a merchant's search text is made of. */
export interface MerchantSearchSource {
  nameEn: string;
  nameZh: string;
  city: Text;
  descriptionEn: Text;
  descriptionZh: Text;
}

/** A merchant's search_text: names | city | descriptions. */
export function merchantSearchText(m: MerchantSearchSource): string {
  return sections([m.nameEn, m.nameZh], [m.city], [m.descriptionEn, m.descriptionZh]);
}

/** Which rows to recompute; omitted = every row. A merchant's products follow it (they carry its names). */
export interface SearchTextScope {
  productIds?: string[];
  merchantIds?: string[];
  /** Products carrying these tags (after a tag is renamed). */
  tagIds?: string[];
}

/** Rewrite `table.search_text` for the given (id, text) rows, skipping rows whose text did not change. */
async function writeSearchTexts(db: Database, table: typeof products | typeof merchants, rows: Array<{ id: string; text: string }>): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((r) => sql`(${r.id}::uuid, ${r.text}::text)`),
    sql`, `,
  );
  await db.execute(
    sql`update ${table} set search_text = v.search_text from (values ${values}) as v(id, search_text) where ${table.id} = v.id and ${table.searchText} is distinct from v.search_text`,
  );
}

async function refreshMerchants(db: Database, filter: SQL | undefined): Promise<void> {
  let after: string | undefined;
  for (;;) {
    const rows = await db
      .select({
        id: merchants.id,
        nameEn: merchants.nameEn,
        nameZh: merchants.nameZh,
        city: merchants.city,
        descriptionEn: merchants.descriptionEn,
        descriptionZh: merchants.descriptionZh,
      })
      .from(merchants)
      .where(and(filter, after ? gt(merchants.id, after) : undefined))
      .orderBy(asc(merchants.id))
      .limit(BATCH_SIZE);
    await writeSearchTexts(
      db,
      merchants,
      rows.map((m) => ({ id: m.id, text: merchantSearchText(m) })),
    );
    if (rows.length < BATCH_SIZE) return;
    after = rows[rows.length - 1]?.id;
  }
}

async function refreshProducts(db: Database, filter: SQL | undefined): Promise<void> {
  const merchantNames = new Map<string, Text[]>();
  let after: string | undefined;
  for (;;) {
    const rows = await db
      .select({
        id: products.id,
        merchantId: products.merchantId,
        code: products.code,
        nameEn: products.nameEn,
        nameZh: products.nameZh,
        summaryEn: products.summaryEn,
        summaryZh: products.summaryZh,
        descriptionEn: products.descriptionEn,
        descriptionZh: products.descriptionZh,
      })
      .from(products)
      .where(and(filter, after ? gt(products.id, after) : undefined))
      .orderBy(asc(products.id))
      .limit(BATCH_SIZE);
    if (rows.length === 0) return;

    const missing = [...new Set(rows.map((r) => r.merchantId))].filter((id) => !merchantNames.has(id));
    if (missing.length > 0) {
      const found = await db
        .select({ id: merchants.id, nameEn: merchants.nameEn, nameZh: merchants.nameZh })
        .from(merchants)
        .where(inArray(merchants.id, missing));
      for (const m of found) merchantNames.set(m.id, [m.nameEn, m.nameZh]);
    }
    const tagRows = await db
      .select({ productId: productTags.productId, nameEn: tags.nameEn, nameZh: tags.nameZh })
      .from(productTags)
      .innerJoin(tags, eq(tags.id, productTags.tagId))
      .where(
        inArray(
          productTags.productId,
          rows.map((r) => r.id),
        ),
      )
      // A stable order keeps the text stable, so an unchanged product is not rewritten.
      .orderBy(asc(tags.slug));
    const tagNames = new Map<string, Text[]>();
    for (const t of tagRows) tagNames.set(t.productId, [...(tagNames.get(t.productId) ?? []), t.nameEn, t.nameZh]);

    await writeSearchTexts(
      db,
      products,
      rows.map((p) => ({
        id: p.id,
        text: productSearchText({ ...p, merchantNames: merchantNames.get(p.merchantId) ?? [], tagNames: tagNames.get(p.id) ?? [] }),
      })),
    );
    if (rows.length < BATCH_SIZE) return;
    after = rows[rows.length - 1]?.id;
  }
}

/**
 * Recompute search_text of the products and merchants in `scope` (all when omitted), in batches. The seed
 * calls it after writing the catalogue, the back office after each edit of a product, merchant or tag.
 */
export async function refreshSearchText(db: Database, scope?: SearchTextScope): Promise<void> {
  if (!scope) {
    await refreshMerchants(db, undefined);
    await refreshProducts(db, undefined);
    return;
  }
  const { productIds = [], merchantIds = [], tagIds = [] } = scope;
  if (merchantIds.length > 0) await refreshMerchants(db, inArray(merchants.id, merchantIds));
  const productFilter = or(
    productIds.length > 0 ? inArray(products.id, productIds) : undefined,
    merchantIds.length > 0 ? inArray(products.merchantId, merchantIds) : undefined,
    tagIds.length > 0
      ? sql`exists (select 1 from ${productTags} where ${productTags.productId} = ${products.id} and ${inArray(productTags.tagId, tagIds)})`
      : undefined,
  );
  if (productFilter) await refreshProducts(db, productFilter);
}
