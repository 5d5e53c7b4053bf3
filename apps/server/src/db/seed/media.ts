import { ADS } from './ads-data';
import { bannerSvg, logoSvg } from './art/brand-marks';
import { adBannerSvg, collectionSvg, newsCoverSvg } from './art/covers';
import { productSvg } from './art/product-scenes';
import { MERCHANTS } from './merchants-data';
import { NEWS } from './news-data';
import { PRODUCTS } from './products-data';

/**
 * The demo's pictures: SVG drawn from the seed data (served at /static/media by http/media.ts), so every seeded row
 * has its picture and nothing generated is committed or stored. Products are objects of their category, logos
 * are marks, covers and banners carry no words (the site shows names and titles in the reader's language).
 * Real photos replace them through the back office like any upload.
 */

/** URL prefix the media files are served under. */
export const MEDIA_URL_PREFIX = '/static/media/';

/** File names of the seeded media, shared by the writer and the rows that point at them. */
export const mediaFile = {
  logo: (slug: string) => `merchant-${slug}-logo.svg`,
  banner: (slug: string) => `merchant-${slug}-banner.svg`,
  product: (code: string) => `product-${code.toLowerCase()}.svg`,
  news: (slug: string) => `news-${slug}.svg`,
  ad: (key: string) => `ad-${key}.svg`,
};

/** Every seed picture by file name. Products of one category get that category's objects in turn, for variety. */
export function seedMedia(): Map<string, string> {
  const files = new Map<string, string>();
  MERCHANTS.forEach((m, i) => {
    files.set(mediaFile.logo(m.slug), logoSvg(m.nameEn, m.color, i));
    files.set(mediaFile.banner(m.slug), bannerSvg(m.color, i));
  });
  const colorOf = new Map(MERCHANTS.map((m) => [m.slug, m.color]));
  const seenInCategory = new Map<string, number>();
  for (const p of PRODUCTS) {
    const variant = seenInCategory.get(p.category) ?? 0;
    seenInCategory.set(p.category, variant + 1);
    files.set(mediaFile.product(p.code), productSvg(p.category, variant, colorOf.get(p.merchant) ?? '#1d4ed8'));
  }
  for (const n of NEWS) files.set(mediaFile.news(n.slug), newsCoverSvg(n.cover, n.color));
  for (const ad of ADS) files.set(mediaFile.ad(ad.key), ad.placement === 'MARKETPLACE_COLLECTION' ? collectionSvg(ad.color) : adBannerSvg(ad.color));
  return files;
}
