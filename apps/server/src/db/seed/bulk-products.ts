import type { DeliveryType } from '@sme/shared/delivery-types';
import { asc, inArray, sql } from 'drizzle-orm';
import { categories, merchants, productTags, products, tags } from '../../modules/catalogue/catalogue.tables';
import { productSearchText, productValues } from '../../modules/catalogue';
import type { Database, DatabaseTx } from '../client';
import { MERCHANTS } from './merchants-data';
import { PRODUCTS } from './products-data';

/**
 * Synthetic products for load tests and benchmarks: deterministic (the same count always gives the same
 * rows, so runs compare), varied (bilingual names from word lists, every demo merchant, leaf category and
 * tag, HKD and USD, some wholesale, some out of stock), inserted in batches. Codes BULK-00001… keep it
 * idempotent. Needs seedCatalogue first (merchants, categories, tags).
 */

type Words = ReadonlyArray<readonly [en: string, zh: string]>;

const QUALITIES: Words = [
  ['Premium', '優質'],
  ['Classic', '經典'],
  ['Organic', '有機'],
  ['Eco', '環保'],
  ['Deluxe', '豪華'],
  ['Compact', '輕巧'],
  ['Handmade', '手工'],
  ['Smart', '智能'],
  ['Essential', '必備'],
  ['Professional', '專業'],
  ['Family', '家庭裝'],
  ['Heritage', '傳統'],
];

/** Nouns by leaf category slug. */
const NOUNS: Record<string, Words> = {
  'tea-coffee': [
    ['Oolong Tea', '烏龍茶'],
    ['Pu-erh Tea', '普洱茶'],
    ['Jasmine Tea', '茉莉花茶'],
    ['Drip Coffee', '滴濾咖啡'],
    ['Milk Tea Blend', '奶茶茶底'],
  ],
  'fresh-produce': [
    ['Vegetable Box', '蔬菜箱'],
    ['Honey', '蜂蜜'],
    ['Herb Bundle', '香草束'],
    ['Fruit Basket', '水果籃'],
  ],
  'dried-seafood': [
    ['Dried Scallops', '乾瑤柱'],
    ['XO Sauce', 'XO 醬'],
    ['Shrimp Paste', '蝦醬'],
    ['Dried Squid', '魷魚乾'],
  ],
  'accounting-secretarial': [
    ['Bookkeeping Plan', '簿記計劃'],
    ['Tax Filing Service', '報稅服務'],
    ['Company Secretary Service', '公司秘書服務'],
  ],
  'logistics-services': [
    ['Courier Service', '速遞服務'],
    ['Warehousing Plan', '倉存計劃'],
    ['Freight Forwarding', '貨運代理'],
  ],
  'design-marketing': [
    ['Logo Design', '標誌設計'],
    ['Social Media Kit', '社交媒體套件'],
    ['Product Photography', '產品攝影'],
  ],
  'it-services': [
    ['Website Package', '網站套餐'],
    ['IT Support Plan', '資訊科技支援計劃'],
    ['Cloud Backup', '雲端備份'],
  ],
  'printing-packaging': [
    ['Mailer Boxes', '郵寄盒'],
    ['Paper Bags', '紙袋'],
    ['Product Labels', '產品標籤'],
    ['Business Cards', '名片'],
  ],
  'uniforms-textiles': [
    ['Polo Shirt', 'Polo 恤'],
    ['Chef Apron', '廚師圍裙'],
    ['Tote Bag', '環保袋'],
    ['Work Jacket', '工作外套'],
  ],
  'mobile-accessories': [
    ['USB-C Charger', 'USB-C 充電器'],
    ['Power Bank', '流動電源'],
    ['Phone Case', '手機殼'],
    ['Charging Cable', '充電線'],
  ],
  'pos-hardware': [
    ['Receipt Printer', '收據打印機'],
    ['Barcode Scanner', '條碼掃描器'],
    ['Cash Drawer', '錢箱'],
    ['POS Tablet Stand', '收銀平板支架'],
  ],
};

const SIZES: Words = [
  ['Small', '細'],
  ['Medium', '中'],
  ['Large', '大'],
  ['Trial Pack', '試用裝'],
  ['Bulk Pack', '大包裝'],
  ['Set of 6', '6 件套裝'],
];
const SERVICE_CATEGORIES = new Set(['accounting-secretarial', 'logistics-services', 'design-marketing', 'it-services']);
const SHIP: DeliveryType[] = ['HOME_DELIVERY', 'STORE_PICKUP', 'PICKUP_LOCKER'];
/** Rows per statement (about 600 KB of JSON). */
const BATCH = 1000;

/** mulberry32: a small seeded generator, so the data set is the same on every run. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(list: readonly T[], r: number): T => list[Math.floor(r * list.length) % list.length] as T;

/** The rows of a raw statement's result (node-postgres and PGlite both answer { rows }). */
const rowsOf = <R>(result: unknown): R[] => (result as { rows: R[] }).rows;

const snakeCase = (key: string): string => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * One batch in one statement: the products as a JSON parameter that json_populate_recordset turns into rows (those
 * whose code exists already are skipped), and the tags of those inserted. Drizzle's multi-row insert spent longer
 * building its statement than the database took to store the rows. JSON keys are the
 * properties in snake_case (the schema's casing); columns no row sets keep their defaults. Answers how many were new.
 */
async function insertBatch(tx: DatabaseTx, rows: Array<typeof products.$inferInsert>, links: Array<{ code: string; tagId: string }>): Promise<number> {
  const records = rows.map((row) => Object.fromEntries(Object.entries(row).flatMap(([key, value]) => (value === undefined ? [] : [[snakeCase(key), value]]))));
  const columns = sql.join(
    [...new Set(records.flatMap((record) => Object.keys(record)))].map((column) => sql.identifier(column)),
    sql`, `,
  );
  const [counted] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      with created as (
        insert into ${products} (${columns})
        select ${columns} from json_populate_recordset(null::${products}, ${JSON.stringify(records)}::json)
        on conflict do nothing
        returning id, code
      ), linked as (
        insert into ${productTags} (product_id, tag_id)
        select created.id, link."tagId" from created join json_to_recordset(${JSON.stringify(links)}::json) as link(code text, "tagId" uuid) on link.code = created.code
        on conflict do nothing
      )
      select count(*)::int as n from created`),
  );
  return counted?.n ?? 0;
}

/**
 * Insert `count` synthetic products (those not there yet) with their tags and search text, in one transaction of
 * multi-row statements. The search text is computed as each row is made, by the function refreshSearchText uses,
 * so every row is written once: writing it afterwards rewrote all rows (a second update of the trigram index per
 * row, and a dead copy of each). Answers how many were inserted.
 */
export async function seedBulkProducts(db: Database, count: number): Promise<number> {
  const merchantRows = await db
    .select({ id: merchants.id, slug: merchants.slug, nameEn: merchants.nameEn, nameZh: merchants.nameZh })
    .from(merchants)
    .where(
      inArray(
        merchants.slug,
        MERCHANTS.map((m) => m.slug),
      ),
    )
    .orderBy(asc(merchants.slug));
  const categoryRows = await db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(inArray(categories.slug, Object.keys(NOUNS)))
    .orderBy(asc(categories.slug));
  // Ordered reads: the same seed must pick the same rows on every database. Slug order is also the order in which
  // search text lists a product's tags.
  const tagRows = await db.select({ id: tags.id, nameEn: tags.nameEn, nameZh: tags.nameZh }).from(tags).orderBy(asc(tags.slug));
  if (merchantRows.length === 0 || categoryRows.length === 0 || tagRows.length === 0)
    throw new Error('seedBulkProducts needs the demo catalogue (seedCatalogue) first');
  const merchantId = new Map(merchantRows.map((m) => [m.slug, m.id]));
  const merchantNames = new Map(merchantRows.map((m) => [m.id, [m.nameEn, m.nameZh]]));
  const tagOrder = new Map(tagRows.map((t, i) => [t.id, i]));
  const tagNames = (ids: string[]) =>
    [...ids]
      .sort((a, b) => (tagOrder.get(a) ?? 0) - (tagOrder.get(b) ?? 0))
      .flatMap((id) => {
        const tag = tagRows[tagOrder.get(id) ?? -1];
        return tag ? [tag.nameEn, tag.nameZh] : [];
      });
  // Merchants that sell in a category in the demo data sell its synthetic products too, so names fit shops.
  const sellers = new Map<string, string[]>();
  for (const p of PRODUCTS) {
    const id = merchantId.get(p.merchant);
    if (id) sellers.set(p.category, [...new Set([...(sellers.get(p.category) ?? []), id])]);
  }

  const random = seededRandom(20_240_501);
  const now = Date.now();
  const inserted = await db.transaction(async (tx) => {
    // Building a trigram index once over the loaded rows is about twice as fast as updating it row by row; its
    // definition comes from the catalogue, so the index rebuilt is exactly the one the migrations made.
    const trigramIndexes = rowsOf<{ name: string; definition: string }>(
      await tx.execute(
        sql`select indexname as name, indexdef as definition from pg_indexes where schemaname = current_schema() and tablename = 'products' and indexdef like '%USING gin%'`,
      ),
    );
    for (const index of trigramIndexes) await tx.execute(sql`drop index ${sql.identifier(index.name)}`);
    let done = 0;
    for (let start = 0; start < count; start += BATCH) {
      const rows: Array<typeof products.$inferInsert> = [];
      const links: Array<{ code: string; tagId: string }> = [];
      for (let i = start; i < Math.min(count, start + BATCH); i++) {
        const category = pick(categoryRows, random());
        const [nounEn, nounZh] = pick(NOUNS[category.slug] ?? [['Item', '貨品']], random());
        const [qualityEn, qualityZh] = pick(QUALITIES, random());
        const [sizeEn, sizeZh] = pick(SIZES, random());
        const isService = SERVICE_CATEGORIES.has(category.slug);
        const currency = random() < 0.8 ? 'HKD' : 'USD';
        const retail = (Math.floor(random() * 2_000) + 20) * (currency === 'HKD' ? 100 : 13);
        const hasWholesale = random() < 0.4;
        const code = `BULK-${String(i + 1).padStart(5, '0')}`;
        const seller = pick(sellers.get(category.slug) ?? merchantRows.map((m) => m.id), random());
        const values = productValues({
          merchantId: seller,
          categoryId: category.id,
          code,
          kind: isService ? 'SERVICE' : 'PRODUCT',
          nameEn: isService ? `${qualityEn} ${nounEn}` : `${qualityEn} ${nounEn}, ${sizeEn}`,
          nameZh: isService ? `${qualityZh}${nounZh}` : `${qualityZh}${nounZh}（${sizeZh}）`,
          summaryEn: `${qualityEn} ${nounEn.toLowerCase()} for shops, offices and restaurants in Hong Kong.`,
          summaryZh: `適合香港店舖、辦公室及餐廳的${qualityZh}${nounZh}。`,
          descriptionEn: `<p>${qualityEn} ${nounEn.toLowerCase()} from a Hong Kong merchant. Reference ${code}.</p>`,
          descriptionZh: `<p>來自香港商家的${qualityZh}${nounZh}。參考編號 ${code}。</p>`,
          currency,
          retailPriceMinor: retail,
          wholesalePriceMinor: hasWholesale ? Math.floor((retail * 0.8) / 100) * 100 : null,
          minWholesaleQty: hasWholesale ? 5 + Math.floor(random() * 46) : null,
          stock: random() < 0.1 ? 0 : Math.floor(random() * 900) + 1,
          deliveryTypes: isService ? ['NONE'] : SHIP,
          popularity: Math.floor(random() * 100),
          publishedAt: new Date(now - (i + 1) * 37 * 60_000 - 30 * 86_400_000),
        });
        const tagIds = [...new Set([pick(tagRows, random()).id, ...(random() < 0.5 ? [pick(tagRows, random()).id] : [])])];
        rows.push({
          ...values,
          searchText: productSearchText({
            code,
            nameEn: values.nameEn,
            nameZh: values.nameZh,
            summaryEn: values.summaryEn,
            summaryZh: values.summaryZh,
            descriptionEn: values.descriptionEn,
            descriptionZh: values.descriptionZh,
            merchantNames: merchantNames.get(seller) ?? [],
            tagNames: tagNames(tagIds),
          }),
        });
        links.push(...tagIds.map((tagId) => ({ code, tagId })));
      }
      done += await insertBatch(tx, rows, links);
    }
    for (const index of trigramIndexes) await tx.execute(sql.raw(index.definition));
    return done;
  });
  // A bulk load leaves the planner's statistics describing the small demo tables (PGlite has no autovacuum):
  // without this the first queries plan for 30 rows.
  await db.execute(sql`vacuum analyze products, product_stats, product_tags, merchants`);
  return inserted;
}
