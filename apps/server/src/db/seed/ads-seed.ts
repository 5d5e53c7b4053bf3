import { ads } from '../../modules/catalogue/catalogue.tables';
import type { Database } from '../client';
import { ADS, type AdSeed } from './ads-data';
import { MEDIA_URL_PREFIX, mediaFile } from './media';

/** The link of an ad: a path as written, or the product list filtered by the tag or category's id. */
function linkOf(ad: AdSeed, tagIds: Map<string, string>, categoryIds: Map<string, string>): string | null {
  if (typeof ad.link === 'string') return ad.link;
  if ('tag' in ad.link) {
    const id = tagIds.get(ad.link.tag);
    return id ? `/pl?tagId=${id}` : null;
  }
  const id = categoryIds.get(ad.link.category);
  return id ? `/pl?categoryId=${id}` : null;
}

/** Insert the demo ads that are missing (ads have no natural key, so each is recognised by its image). */
export async function seedAds(db: Database, tagIds: Map<string, string>, categoryIds: Map<string, string>): Promise<number> {
  const existing = new Set((await db.select({ imageUrl: ads.imageUrl }).from(ads)).map((a) => a.imageUrl));
  const sortIn = new Map<string, number>();
  const rows = ADS.map((ad) => {
    const sort = (sortIn.get(ad.placement) ?? 0) + 1;
    sortIn.set(ad.placement, sort);
    return {
      placement: ad.placement,
      titleEn: ad.titleEn,
      titleZh: ad.titleZh,
      subtitleEn: ad.subtitleEn,
      subtitleZh: ad.subtitleZh,
      imageUrl: `${MEDIA_URL_PREFIX}${mediaFile.ad(ad.key)}`,
      linkUrl: linkOf(ad, tagIds, categoryIds),
      sort,
    };
  }).filter((row) => !existing.has(row.imageUrl));
  if (rows.length) await db.insert(ads).values(rows);
  return rows.length;
}
