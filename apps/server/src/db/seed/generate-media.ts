/** Writes the seed images into apps/server/assets/media: `npx tsx src/db/seed/generate-media.ts` from apps/server. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ASSETS_DIR } from '../../paths';
import { ADS } from './ads-data';
import { adBannerSvg, bannerSvg, collectionSvg, logoSvg, mediaFile, newsCoverSvg, productSvg } from './media';
import { MERCHANTS } from './merchants-data';
import { NEWS } from './news-data';
import { PRODUCTS } from './products-data';

const dir = join(ASSETS_DIR, 'media');
mkdirSync(dir, { recursive: true });
const colorOf = new Map(MERCHANTS.map((m) => [m.slug, m.color]));
for (const m of MERCHANTS) {
  writeFileSync(join(dir, mediaFile.logo(m.slug)), logoSvg(m.nameEn, m.color));
  writeFileSync(join(dir, mediaFile.banner(m.slug)), bannerSvg(m.nameEn, m.nameZh, m.color));
}
for (const p of PRODUCTS) writeFileSync(join(dir, mediaFile.product(p.code)), productSvg(p.nameEn, p.code, colorOf.get(p.merchant) ?? '#1d4ed8'));
for (const n of NEWS) writeFileSync(join(dir, mediaFile.news(n.slug)), newsCoverSvg(n.titleEn, n.color));
for (const ad of ADS) {
  const svg = ad.placement === 'MARKETPLACE_COLLECTION' ? collectionSvg(ad.color) : adBannerSvg(ad.color);
  writeFileSync(join(dir, mediaFile.ad(ad.key)), svg);
}
console.log(`media written to ${dir}`);
