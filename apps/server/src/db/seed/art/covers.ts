import { gradient, shade, svgDocument } from './svg';

/**
 * Covers for the demo news and the ad backgrounds. No words: the site lays titles over them (ads) or beside them
 * (news cards) in the reader's language.
 */

/** What a news cover shows, by topic. */
export const COVER_MOTIFS = [
  'megaphone',
  'globe',
  'checklist',
  'booth',
  'coins',
  'storefront',
  'tablet',
  'card',
  'lightbulb',
  'shield',
  'ship',
  'calendar',
  'chart',
  'gift',
  'rain',
  'parcel',
  'jar',
  'bolt',
  'clock',
  'magnifier',
] as const;
/** A news cover's topic drawing. */
export type CoverMotif = (typeof COVER_MOTIFS)[number];

const W = '#ffffff';

/** Each motif drawn in white (with the accent colour for detail) in a box of about 320 centred on 0,0. */
const MOTIFS: Record<CoverMotif, (accent: string) => string> = {
  megaphone: (a) =>
    `<path d="M-120 -40 L60 -130 V130 L-120 40 Z" fill="${W}"/><rect x="-160" y="-45" width="50" height="90" rx="12" fill="${W}"/><rect x="60" y="-140" width="34" height="280" rx="17" fill="${W}"/><path d="M-100 40 l20 100 h40 l-10 -80" fill="${W}" opacity=".8"/><path d="M130 -60 l50 -30 M140 0 h60 M130 60 l50 30" stroke="${W}" stroke-width="14" stroke-linecap="round"/><circle cx="-135" cy="0" r="10" fill="${a}"/>`,
  globe: (a) =>
    `<circle r="130" fill="none" stroke="${W}" stroke-width="14"/><ellipse rx="60" ry="130" fill="none" stroke="${W}" stroke-width="10"/><path d="M-130 0 H130 M-112 -65 H112 M-112 65 H112" stroke="${W}" stroke-width="10"/><path d="M-170 -150 q120 -70 240 -10" fill="none" stroke="${a}" stroke-width="14" stroke-linecap="round"/><path d="M60 -175 l18 18 l-24 10" fill="none" stroke="${a}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`,
  checklist: (a) =>
    `<rect x="-120" y="-150" width="240" height="300" rx="20" fill="${W}"/>${[-80, -10, 60]
      .map(
        (y) =>
          `<rect x="-85" y="${y}" width="40" height="40" rx="8" fill="${a}"/><path d="M-76 ${y + 20} l10 10 l18 -20" fill="none" stroke="${W}" stroke-width="7"/><rect x="-25" y="${y + 12}" width="110" height="16" rx="8" fill="#cbd5e1"/>`,
      )
      .join('')}<rect x="-50" y="-170" width="100" height="40" rx="10" fill="${W}" stroke="${a}" stroke-width="6"/>`,
  booth: (a) =>
    `<path d="M-160 -60 h320 l-30 -70 h-260 z" fill="${W}"/>${[-160, -96, -32, 32, 96].map((x, i) => `<path d="M${x} -60 h64 a32 32 0 0 1 -64 0" fill="${i % 2 ? a : W}"/>`).join('')}<rect x="-150" y="-20" width="300" height="170" rx="6" fill="${W}" opacity=".9"/><rect x="-120" y="20" width="110" height="90" rx="8" fill="${a}"/><rect x="20" y="20" width="100" height="30" rx="8" fill="#cbd5e1"/><rect x="20" y="65" width="70" height="30" rx="8" fill="#cbd5e1"/>`,
  coins: (a) =>
    `${[0, 1, 2, 3].map((i) => `<ellipse cx="-70" cy="${110 - i * 34}" rx="80" ry="26" fill="${W}" stroke="${a}" stroke-width="6"/>`).join('')}${[0, 1, 2, 3, 4, 5].map((i) => `<ellipse cx="80" cy="${130 - i * 34}" rx="80" ry="26" fill="${W}" stroke="${a}" stroke-width="6"/>`).join('')}<path d="M-150 -90 l90 -50 l60 30 l110 -80" fill="none" stroke="${W}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`,
  storefront: (a) =>
    `<rect x="-150" y="-40" width="300" height="190" rx="8" fill="${W}"/><path d="M-170 -40 l30 -90 h280 l30 90 z" fill="${W}"/>${[-170, -102, -34, 34, 102].map((x, i) => `<path d="M${x} -40 h68 a34 34 0 0 1 -68 0" fill="${i % 2 ? W : a}"/>`).join('')}<rect x="-110" y="30" width="90" height="120" rx="6" fill="${a}"/><rect x="10" y="30" width="110" height="70" rx="6" fill="#bfdbfe"/>`,
  tablet: (a) =>
    `<rect x="-160" y="-120" width="320" height="220" rx="24" fill="${W}"/><rect x="-140" y="-100" width="280" height="180" rx="10" fill="#e2e8f0"/>${[0, 1, 2].map((k) => `<rect x="${-125 + k * 70}" y="-85" width="60" height="70" rx="8" fill="${k === 1 ? a : W}"/>`).join('')}<rect x="90" y="-85" width="35" height="150" rx="6" fill="${a}"/><path d="M-40 100 h80 l20 50 h-120 z" fill="${W}"/>`,
  card: (a) =>
    `<rect x="-150" y="-100" width="300" height="190" rx="22" fill="${W}" transform="rotate(-8)"/><rect x="-130" y="-60" width="300" height="190" rx="22" fill="${a}" stroke="${W}" stroke-width="8"/><rect x="-100" y="-20" width="60" height="44" rx="8" fill="${W}" opacity=".9"/><path d="M110 60 l12 26 l28 4 l-20 20 l5 28 l-25 -13 l-25 13 l5 -28 l-20 -20 l28 -4 z" fill="${W}"/>`,
  lightbulb: (a) =>
    `<path d="M0 -150 a110 110 0 0 1 60 202 v38 h-120 v-38 a110 110 0 0 1 60 -202 z" fill="${W}"/><rect x="-55" y="100" width="110" height="22" rx="11" fill="${W}" opacity=".8"/><rect x="-40" y="130" width="80" height="22" rx="11" fill="${W}" opacity=".8"/><path d="M-30 40 l30 -60 l30 60" fill="none" stroke="${a}" stroke-width="12" stroke-linejoin="round"/>${[-60, -30, 0, 30, 60].map((r) => `<path d="M0 -175 v-30" stroke="${W}" stroke-width="12" stroke-linecap="round" transform="rotate(${r} 0 -40)"/>`).join('')}`,
  shield: (a) =>
    `<path d="M0 -160 l130 45 v85 c0 100 -70 160 -130 185 c-60 -25 -130 -85 -130 -185 v-85 z" fill="${W}"/><path d="M-50 0 l35 35 l70 -75" fill="none" stroke="${a}" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"/>`,
  ship: (a) =>
    `${[0, 1, 2].map((k) => `<rect x="${-110 + k * 72}" y="-60" width="66" height="44" rx="4" fill="${k === 1 ? a : W}"/><rect x="${-74 + k * 72}" y="-110" width="66" height="44" rx="4" fill="${k === 0 ? a : W}"/>`).join('')}<rect x="110" y="-120" width="40" height="104" rx="4" fill="${W}"/><path d="M-170 -10 h340 l-40 90 h-260 z" fill="${W}"/><path d="M-200 120 q40 -24 80 0 t80 0 t80 0 t80 0 t80 0" fill="none" stroke="${W}" stroke-width="12" stroke-linecap="round"/>`,
  calendar: (a) =>
    `<rect x="-140" y="-120" width="280" height="260" rx="22" fill="${W}"/><rect x="-140" y="-120" width="280" height="64" rx="22" fill="${a}"/><rect x="-140" y="-80" width="280" height="24" fill="${a}"/>${[
      0, 1, 2,
    ]
      .map((r) =>
        [0, 1, 2, 3]
          .map((k) => `<rect x="${-115 + k * 60}" y="${-36 + r * 56}" width="44" height="40" rx="8" fill="${r === 1 && k === 2 ? a : '#e2e8f0'}"/>`)
          .join(''),
      )
      .join('')}<rect x="-90" y="-145" width="18" height="50" rx="9" fill="${W}"/><rect x="72" y="-145" width="18" height="50" rx="9" fill="${W}"/>`,
  chart: (a) =>
    `<rect x="-160" y="-140" width="320" height="280" rx="22" fill="${W}"/>${[40, 90, 70, 140].map((h, i) => `<rect x="${-120 + i * 62}" y="${100 - h}" width="44" height="${h}" rx="6" fill="${i === 3 ? a : '#cbd5e1'}"/>`).join('')}<path d="M-120 -40 l70 -30 l60 20 l100 -60" fill="none" stroke="${a}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`,
  gift: (a) =>
    `<rect x="-140" y="-40" width="280" height="180" rx="12" fill="${W}"/><rect x="-160" y="-100" width="320" height="70" rx="12" fill="${W}"/><rect x="-22" y="-100" width="44" height="240" fill="${a}"/><path d="M0 -100 c-60 -90 -150 -30 -60 0 z M0 -100 c60 -90 150 -30 60 0 z" fill="none" stroke="${W}" stroke-width="16" stroke-linejoin="round"/>`,
  rain: (a) =>
    `<path d="M-120 40 a70 70 0 0 1 20 -137 a100 100 0 0 1 190 -10 a75 75 0 0 1 30 147 z" fill="${W}"/>${[-90, -30, 30, 90].map((x, i) => `<path d="M${x} ${80 + (i % 2) * 20} l-20 50" stroke="${W}" stroke-width="14" stroke-linecap="round"/>`).join('')}<path d="M20 30 l-30 50 h30 l-20 50 l50 -70 h-30 l20 -30 z" fill="${a}"/>`,
  parcel: (a) =>
    `<path d="M0 -150 l150 70 v170 l-150 70 l-150 -70 v-170 z" fill="${W}"/><path d="M-150 -80 l150 70 l150 -70 M0 -10 v170" fill="none" stroke="${a}" stroke-width="10" stroke-linejoin="round"/><path d="M-75 -115 l150 70 v50" fill="none" stroke="#cbd5e1" stroke-width="18"/>`,
  jar: (a) =>
    `<rect x="-100" y="-70" width="200" height="220" rx="40" fill="${W}"/><rect x="-115" y="-130" width="230" height="60" rx="14" fill="${W}" opacity=".85"/><path d="M-100 10 h200 v80 a40 40 0 0 1 -40 40 h-120 a40 40 0 0 1 -40 -40 z" fill="#f2b544"/><path d="M-30 -20 l30 -17 l30 17 v34 l-30 17 l-30 -17 z" fill="${a}"/>`,
  bolt: (a) =>
    `<rect x="-110" y="-140" width="220" height="280" rx="40" fill="${W}"/><path d="M20 -100 l-80 110 h55 l-25 90 l90 -120 h-55 l30 -80 z" fill="${a}"/><rect x="-40" y="-170" width="20" height="40" rx="6" fill="${W}"/><rect x="20" y="-170" width="20" height="40" rx="6" fill="${W}"/>`,
  clock: (a) =>
    `<circle r="140" fill="${W}"/><circle r="118" fill="none" stroke="#e2e8f0" stroke-width="6"/>${[0, 90, 180, 270].map((r) => `<rect x="-5" y="-112" width="10" height="26" rx="5" fill="${a}" transform="rotate(${r})"/>`).join('')}<path d="M0 0 V-80 M0 0 L60 35" stroke="${a}" stroke-width="14" stroke-linecap="round"/><circle r="12" fill="${a}"/>`,
  magnifier: (a) =>
    `<rect x="-150" y="-130" width="220" height="260" rx="18" fill="${W}" opacity=".85"/>${[-90, -50, -10].map((y) => `<rect x="-120" y="${y}" width="150" height="16" rx="8" fill="#cbd5e1"/>`).join('')}<circle cx="60" cy="40" r="80" fill="${W}" stroke="${a}" stroke-width="20"/><path d="M118 98 l60 60" stroke="${W}" stroke-width="30" stroke-linecap="round"/><path d="M30 40 l22 22 l40 -44" fill="none" stroke="${a}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`,
};

/** A news cover: the topic's drawing on the item's colour, with soft shapes around it. */
export function newsCoverSvg(motif: CoverMotif, color: string): string {
  const accent = shade(color, 0.75);
  const body =
    `<defs>${gradient('g', color)}</defs><rect width="1200" height="630" fill="url(#g)"/>` +
    `<circle cx="1060" cy="80" r="230" fill="${W}" fill-opacity="0.08"/><circle cx="140" cy="600" r="200" fill="${W}" fill-opacity="0.06"/>` +
    `<circle cx="600" cy="315" r="250" fill="${W}" fill-opacity="0.12"/>` +
    `<g transform="translate(600 320) scale(1.2)">${MOTIFS[motif](accent)}</g>`;
  return svgDocument(1200, 630, body, ` data-scene="${motif}"`);
}

/**
 * Marketplace or home banner background: no words, because the web lays the ad's title and subtitle over
 * it in the reader's language (a baked-in title could only be in one).
 */
export function adBannerSvg(color: string): string {
  const dots = Array.from({ length: 6 }, (_, row) =>
    Array.from({ length: 10 }, (_, col) => `<circle cx="${900 + col * 48}" cy="${120 + row * 48}" r="4" fill="#ffffff" fill-opacity="0.18"/>`).join(''),
  ).join('');
  return svgDocument(
    1440,
    480,
    `<defs>${gradient('g', color)}</defs><rect width="1440" height="480" fill="url(#g)"/><circle cx="1260" cy="90" r="240" fill="#ffffff" fill-opacity="0.08"/><circle cx="1120" cy="470" r="150" fill="#ffffff" fill-opacity="0.06"/><circle cx="120" cy="520" r="220" fill="#ffffff" fill-opacity="0.05"/>${dots}`,
  );
}

/** Collection tile background: nothing drawn in its lower left, where the web writes the collection's name. */
export function collectionSvg(color: string): string {
  return svgDocument(
    640,
    400,
    `<defs>${gradient('g', color)}</defs><rect width="640" height="400" fill="url(#g)"/><circle cx="540" cy="80" r="120" fill="#ffffff" fill-opacity="0.12"/><circle cx="600" cy="330" r="70" fill="#ffffff" fill-opacity="0.08"/>`,
  );
}
