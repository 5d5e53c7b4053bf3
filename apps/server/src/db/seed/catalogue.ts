import { inArray, sql } from 'drizzle-orm';
import { categories, contents, merchants, productTags, products, tags } from '../../modules/catalogue/catalogue.tables';
import { contentValues, productValues, refreshSearchText } from '../../modules/catalogue';
import type { Database } from '../client';
import { seedAds } from './ads-seed';
import { HELP } from './help-data';
import { MEDIA_URL_PREFIX, mediaFile } from './media';
import { MERCHANTS } from './merchants-data';
import { NEWS } from './news-data';
import { PRODUCTS, type ProductSeed } from './products-data';
import { CATEGORIES, TAGS } from './taxonomy-data';

const media = (file: string) => `${MEDIA_URL_PREFIX}${file}`;
const DAY_MS = 86_400_000;

function descriptions(p: ProductSeed): Pick<typeof products.$inferInsert, 'descriptionEn' | 'descriptionZh' | 'termsEn' | 'termsZh'> {
  const wholesaleEn = p.wholesale ? `<p>Wholesale price from ${p.minWholesaleQty} units.</p>` : '';
  const wholesaleZh = p.wholesale ? `<p>${p.minWholesaleQty} 件起享批發價。</p>` : '';
  if (p.kind === 'SERVICE') {
    return {
      descriptionEn: `<p>${p.summaryEn}</p>${wholesaleEn}<p>After ordering, the merchant contacts you within one working day to arrange the service.</p>`,
      descriptionZh: `<p>${p.summaryZh}</p>${wholesaleZh}<p>下單後，商家會於一個工作天內聯絡您安排服務。</p>`,
      termsEn: '<p>The service starts once the scope is confirmed in writing. Cancellations before work starts are refunded in full.</p>',
      termsZh: '<p>服務範圍以書面確認後開始。開始工作前取消可獲全數退款。</p>',
    };
  }
  return {
    descriptionEn: `<p>${p.summaryEn}</p>${wholesaleEn}<p>Ships from Hong Kong.</p>`,
    descriptionZh: `<p>${p.summaryZh}</p>${wholesaleZh}<p>由香港發貨。</p>`,
    termsEn: '<p>Unopened items can be returned within 7 days of delivery. Food items cannot be returned once delivered unless damaged.</p>',
    termsZh: '<p>未開封貨品可於送達後 7 天內退回。食品送達後除損壞外恕不退換。</p>',
  };
}

function idsBy<T extends { id: string }>(rows: T[], key: (row: T) => string): Map<string, string> {
  return new Map(rows.map((r) => [key(r), r.id]));
}

/**
 * Demo merchants, categories, tags, products, news, help pages and ads, then the search text of everything.
 * Idempotent: rows are matched by slug / code (ads by image). Rich text goes through the same sanitising
 * write functions the back office uses.
 */
export async function seedCatalogue(db: Database): Promise<{ merchants: number; products: number; contents: number; ads: number }> {
  const counts = await db.transaction(async (tx) => {
    const insertedMerchants = await tx
      .insert(merchants)
      .values(
        MERCHANTS.map(({ color: _color, ...m }, i) => ({
          ...m,
          logoUrl: media(mediaFile.logo(m.slug)),
          bannerUrl: media(mediaFile.banner(m.slug)),
          sort: i + 1,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: merchants.id });
    const merchantIds = idsBy(
      await tx
        .select({ id: merchants.id, slug: merchants.slug })
        .from(merchants)
        .where(
          inArray(
            merchants.slug,
            MERCHANTS.map((m) => m.slug),
          ),
        ),
      (r) => r.slug,
    );

    // Parents first, so children can reference them.
    for (const level of [CATEGORIES.filter((c) => !c.parent), CATEGORIES.filter((c) => c.parent)]) {
      const parentIds = idsBy(await tx.select({ id: categories.id, slug: categories.slug }).from(categories), (r) => r.slug);
      await tx
        .insert(categories)
        .values(
          level.map((c, i) => ({
            slug: c.slug,
            nameEn: c.nameEn,
            nameZh: c.nameZh,
            parentId: c.parent ? (parentIds.get(c.parent) ?? null) : null,
            sort: i + 1,
          })),
        )
        .onConflictDoNothing();
    }
    const categoryIds = idsBy(await tx.select({ id: categories.id, slug: categories.slug }).from(categories), (r) => r.slug);

    await tx
      .insert(tags)
      .values([...TAGS])
      .onConflictDoNothing();
    const tagIds = idsBy(await tx.select({ id: tags.id, slug: tags.slug }).from(tags), (r) => r.slug);

    const now = Date.now();
    const insertedProducts = await tx
      .insert(products)
      .values(
        PRODUCTS.map((p, i) =>
          productValues({
            merchantId: merchantIds.get(p.merchant) ?? '',
            categoryId: categoryIds.get(p.category) ?? null,
            code: p.code,
            kind: p.kind,
            nameEn: p.nameEn,
            nameZh: p.nameZh,
            summaryEn: p.summaryEn,
            summaryZh: p.summaryZh,
            ...descriptions(p),
            images: [media(mediaFile.product(p.code))],
            specOptions: p.spec ? [p.spec] : [],
            currency: p.currency,
            retailPriceMinor: p.retail,
            wholesalePriceMinor: p.wholesale ?? null,
            minWholesaleQty: p.minWholesaleQty ?? null,
            stock: p.stock,
            deliveryTypes: p.delivery,
            popularity: p.popularity,
            // Spread over the last month so "newest" sorts differently from "popular".
            publishedAt: new Date(now - (i * 23 + 5) * 3_600_000),
          }),
        ),
      )
      .onConflictDoNothing()
      .returning({ id: products.id });
    const productIds = idsBy(await tx.select({ id: products.id, code: products.code }).from(products), (r) => r.code);
    const links = PRODUCTS.flatMap((p) => p.tags.map((t) => ({ productId: productIds.get(p.code) ?? '', tagId: tagIds.get(t) ?? '' })));
    if (links.length) await tx.insert(productTags).values(links).onConflictDoNothing();

    const insertedContents = await tx
      .insert(contents)
      .values([
        ...NEWS.map(({ color: _color, cover: _cover, daysAgo, merchant, ...n }) =>
          contentValues({
            ...n,
            coverUrl: media(mediaFile.news(n.slug)),
            merchantId: merchant ? (merchantIds.get(merchant) ?? null) : null,
            publishedAt: new Date(now - daysAgo * DAY_MS),
          }),
        ),
        ...HELP.map((h, i) => contentValues({ ...h, kind: 'HELP', publishedAt: new Date(now - (30 + i) * DAY_MS) })),
      ])
      .onConflictDoNothing()
      .returning({ id: contents.id });

    const ads = await seedAds(tx, tagIds, categoryIds);
    return { merchants: insertedMerchants.length, products: insertedProducts.length, contents: insertedContents.length, ads };
  });
  await refreshSearchText(db);
  return counts;
}

/** True when the catalogue has no merchant yet (the "empty database" SEED=auto looks for). */
export async function isCatalogueEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(merchants);
  return (row?.n ?? 0) === 0;
}
