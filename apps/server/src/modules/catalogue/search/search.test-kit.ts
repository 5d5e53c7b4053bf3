import { type SQL, and, asc, desc, eq, like } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { merchants, productTags, products, tags } from '../catalogue.tables';
import { refreshSearchText } from './search-text';

/**
 * A small bilingual catalogue for the search tests: Chinese mostly in Traditional script (the stored
 * norm), one product in Simplified, names, merchants, tags and descriptions placed so that each matching
 * rule and each rank tier has exactly one way to be satisfied.
 */

/** Product codes of the fixture, by role. */
export const P = {
  tieguanyin: 'S-TGY',
  jasmine: 'S-JAS',
  giftBox: 'S-BOX',
  cards: 'S-CARD',
  tote: 'S-TOTE',
  flyers: 'S-FLY',
  hidden: 'S-HIDE',
} as const;

/** Ids of the fixture's rows. */
export interface SearchFixture {
  productId: Record<keyof typeof P, string>;
  merchantId: { tea: string; print: string };
  tagId: { gift: string; organic: string };
}

/** Insert the fixture catalogue and compute its search text. */
export async function insertSearchFixture(db: Database): Promise<SearchFixture> {
  const [tea, print] = await db
    .insert(merchants)
    .values([
      {
        slug: 's-lam-kee',
        nameEn: 'Lam Kee Tea House',
        nameZh: '林記茶莊',
        city: 'Sheung Wan',
        descriptionEn: 'Family tea merchant since 1950.',
        descriptionZh: '一九五零年創立的家族茶行。',
      },
      {
        slug: 's-harbour',
        nameEn: 'Harbour Print Studio',
        nameZh: '海港印刷工作室',
        city: 'Kwun Tong',
        descriptionEn: 'Business printing, fast.',
        descriptionZh: '快速商業印刷。',
      },
    ])
    .returning({ id: merchants.id });
  const [gift, organic] = await db
    .insert(tags)
    .values([
      { slug: 's-gift', nameEn: 'Gift', nameZh: '禮品' },
      { slug: 's-organic', nameEn: 'Organic', nameZh: '有機' },
    ])
    .returning({ id: tags.id });
  if (!tea || !print || !gift || !organic) throw new Error('fixture insert failed');

  const base = { currency: 'HKD', retailPriceMinor: 10_000, stock: 10 };
  const rows = await db
    .insert(products)
    .values([
      {
        ...base,
        merchantId: tea.id,
        code: P.tieguanyin,
        nameEn: 'Tieguanyin Oolong Tea',
        nameZh: '鐵觀音烏龍茶',
        summaryEn: 'Charcoal-roasted from Anxi.',
        summaryZh: '安溪炭焙。',
      },
      {
        ...base,
        merchantId: tea.id,
        code: P.jasmine,
        nameEn: 'Jasmine Green Tea',
        nameZh: '茉莉綠茶',
        summaryEn: 'Fragrant and light.',
        summaryZh: '清香淡雅。',
      },
      {
        ...base,
        merchantId: tea.id,
        code: P.giftBox,
        nameEn: 'Tea Gift Box',
        nameZh: '茶葉禮盒',
        descriptionEn: '<p>A tin of <b>Oolong</b> and a tin of jasmine, in a wooden box.</p>',
        descriptionZh: '<p>內含<b>烏龍</b>及茉莉花茶各一罐。</p>',
      },
      {
        ...base,
        merchantId: print.id,
        code: P.cards,
        nameEn: 'Business Cards, 500 pcs',
        nameZh: '商業名片（500張）',
        summaryEn: 'Printed on 300gsm paper.',
        summaryZh: '300克紙印刷。',
      },
      { ...base, merchantId: print.id, code: P.tote, nameEn: 'Organic Cotton Tote Bag', nameZh: '有機棉環保袋' },
      // Simplified on purpose: Traditional keywords must find it too.
      { ...base, merchantId: print.id, code: P.flyers, nameEn: 'Flyer Printing', nameZh: '传单印刷', summaryZh: '铜版纸彩色印刷' },
      { ...base, merchantId: print.id, code: P.hidden, nameEn: 'Hidden Oolong Sample', nameZh: '隱藏烏龍樣品', status: 'HIDDEN' },
    ])
    .returning({ id: products.id, code: products.code });
  const idOf = (code: string) => rows.find((r) => r.code === code)?.id ?? '';
  const productId = Object.fromEntries(Object.entries(P).map(([role, code]) => [role, idOf(code)])) as SearchFixture['productId'];
  await db.insert(productTags).values([
    { productId: productId.tieguanyin, tagId: gift.id },
    { productId: productId.tote, tagId: gift.id },
    { productId: productId.tote, tagId: organic.id },
  ]);
  await refreshSearchText(db, { merchantIds: [tea.id, print.id] });
  return { productId, merchantId: { tea: tea.id, print: print.id }, tagId: { gift: gift.id, organic: organic.id } };
}

/** Codes of ACTIVE fixture products matching a search, best first (ties by code). */
export async function codesOf(db: Database, search: { where: SQL; rank: SQL } | null): Promise<string[]> {
  if (!search) return [];
  const rows = await db
    .select({ code: products.code })
    .from(products)
    .where(and(search.where, eq(products.status, 'ACTIVE'), like(products.code, 'S-%')))
    .orderBy(desc(search.rank), asc(products.code));
  return rows.map((r) => r.code);
}
