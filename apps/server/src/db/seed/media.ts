/**
 * Seed images as small SVG files (apps/server/assets/media, served at /static/media): generated once by
 * generate-media.ts so the demo has no external hotlinks. Real photos can replace them file by file.
 */

/** URL prefix the media files are served under. */
export const MEDIA_URL_PREFIX = '/static/media/';

const SANS = "'Helvetica Neue', Arial, 'Noto Sans CJK TC', 'PingFang TC', 'Microsoft JhengHei', sans-serif";

const xml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.slice(0, 4);
}

function shade(hex: string, factor: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = (shift: number) => Math.max(0, Math.min(255, Math.round(((n >> shift) & 255) * factor)));
  return `#${[16, 8, 0].map((s) => ch(s).toString(16).padStart(2, '0')).join('')}`;
}

/** Mix a colour with white (amount 0..1). */
function tint(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = (shift: number) => Math.round(((n >> shift) & 255) + (255 - ((n >> shift) & 255)) * amount);
  return `#${[16, 8, 0].map((s) => ch(s).toString(16).padStart(2, '0')).join('')}`;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
}

const gradient = (id: string, color: string) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${shade(color, 0.6)}"/></linearGradient></defs>`;

/** Square logo: initials on the brand colour. */
export function logoSvg(nameEn: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">${gradient('g', color)}<rect width="256" height="256" rx="48" fill="url(#g)"/><circle cx="208" cy="48" r="28" fill="#ffffff" fill-opacity="0.15"/><text x="128" y="154" text-anchor="middle" font-family="${SANS}" font-size="96" font-weight="700" fill="#ffffff">${xml(initials(nameEn))}</text></svg>\n`;
}

/** Wide banner with both names. */
export function bannerSvg(nameEn: string, nameZh: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="360" viewBox="0 0 1200 360">${gradient('g', color)}<rect width="1200" height="360" fill="url(#g)"/><circle cx="1080" cy="60" r="180" fill="#ffffff" fill-opacity="0.08"/><circle cx="960" cy="340" r="120" fill="#ffffff" fill-opacity="0.06"/><text x="72" y="170" font-family="${SANS}" font-size="64" font-weight="700" fill="#ffffff">${xml(nameEn)}</text><text x="72" y="240" font-family="${SANS}" font-size="44" fill="#ffffff" fill-opacity="0.85">${xml(nameZh)}</text></svg>\n`;
}

/** Product picture: a soft card with the product's name. */
export function productSvg(nameEn: string, code: string, color: string): string {
  const lines = wrap(nameEn, 20)
    .map(
      (l, i) =>
        `<text x="400" y="${390 + i * 62}" text-anchor="middle" font-family="${SANS}" font-size="50" font-weight="600" fill="${shade(color, 0.5)}">${xml(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">${gradient('g', color)}<rect width="800" height="800" fill="${tint(color, 0.85)}"/><rect x="80" y="80" width="640" height="640" rx="56" fill="#ffffff"/><rect x="300" y="150" width="200" height="160" rx="28" fill="url(#g)"/><circle cx="400" cy="230" r="38" fill="#ffffff" fill-opacity="0.35"/>${lines}<text x="400" y="680" text-anchor="middle" font-family="${SANS}" font-size="28" fill="#64748b">${xml(code)}</text></svg>\n`;
}

/** News cover with the English title. */
export function newsCoverSvg(titleEn: string, color: string): string {
  const lines = wrap(titleEn, 30)
    .map((l, i) => `<text x="80" y="${250 + i * 70}" font-family="${SANS}" font-size="58" font-weight="700" fill="#ffffff">${xml(l)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">${gradient('g', color)}<rect width="1200" height="630" fill="url(#g)"/><circle cx="1100" cy="100" r="220" fill="#ffffff" fill-opacity="0.08"/><rect x="80" y="150" width="96" height="8" rx="4" fill="#ffffff" fill-opacity="0.7"/>${lines}</svg>\n`;
}

/**
 * Marketplace or home banner background: no words, because the web lays the ad's title and subtitle over
 * it in the reader's language (a baked-in title could only be in one).
 */
export function adBannerSvg(color: string): string {
  const dots = Array.from({ length: 6 }, (_, row) =>
    Array.from({ length: 10 }, (_, col) => `<circle cx="${900 + col * 48}" cy="${120 + row * 48}" r="4" fill="#ffffff" fill-opacity="0.18"/>`).join(''),
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1440" height="480" viewBox="0 0 1440 480">${gradient('g', color)}<rect width="1440" height="480" fill="url(#g)"/><circle cx="1260" cy="90" r="240" fill="#ffffff" fill-opacity="0.08"/><circle cx="1120" cy="470" r="150" fill="#ffffff" fill-opacity="0.06"/><circle cx="120" cy="520" r="220" fill="#ffffff" fill-opacity="0.05"/>${dots}</svg>\n`;
}

/** Collection tile background (the web writes the collection's name over it). */
export function collectionSvg(color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">${gradient('g', color)}<rect width="640" height="400" fill="url(#g)"/><circle cx="540" cy="80" r="120" fill="#ffffff" fill-opacity="0.12"/><circle cx="600" cy="330" r="70" fill="#ffffff" fill-opacity="0.08"/><rect x="48" y="300" width="72" height="8" rx="4" fill="#ffffff" fill-opacity="0.6"/></svg>\n`;
}

/** File names of the seeded media, shared by the generator and the seed. */
export const mediaFile = {
  logo: (slug: string) => `merchant-${slug}-logo.svg`,
  banner: (slug: string) => `merchant-${slug}-banner.svg`,
  product: (code: string) => `product-${code.toLowerCase()}.svg`,
  news: (slug: string) => `news-${slug}.svg`,
  ad: (key: string) => `ad-${key}.svg`,
};
