import { gradient, shade, svgDocument, tint } from './svg';

/**
 * Merchant logos and banners for the demo: each brand gets a mark (a shape in its colour with its monogram), the same
 * size for every brand, and a banner drawn from the same shape. Banners carry no words: the page writes the
 * merchant's name under them in the reader's language, and a cropped banner (cards crop them) cuts no name off.
 */

const SANS = "'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

/** Outline of a mark shape in a 256 box. */
const SHAPES = [
  // Circle.
  '<circle cx="128" cy="128" r="112"/>',
  // Rounded square.
  '<rect x="20" y="20" width="216" height="216" rx="52"/>',
  // Hexagon.
  '<path d="M128 12 L228 70 V186 L128 244 L28 186 V70 Z"/>',
  // Shield.
  '<path d="M128 14 L226 48 V126 C226 186 180 226 128 244 C76 226 30 186 30 126 V48 Z"/>',
  // Diamond with rounded corners.
  '<rect x="42" y="42" width="172" height="172" rx="38" transform="rotate(45 128 128)"/>',
  // Drop: round with one square corner.
  '<path d="M128 18 C 189 18 238 67 238 128 C 238 189 189 238 128 238 H18 V128 C 18 67 67 18 128 18 Z"/>',
] as const;

/** Up to two initials of the English name ("Harbour Leaf Tea Co." → "HL"), skipping "&" and the like. */
export function monogram(nameEn: string): string {
  return nameEn
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
}

const xml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Which of the shapes the `index`-th brand uses. */
const shapeOf = (index: number) => SHAPES[index % SHAPES.length] ?? SHAPES[0];

/** A square logo: the brand's shape filled with its colour, a fine inner line, and the monogram. */
export function logoSvg(nameEn: string, color: string, index: number): string {
  const shape = shapeOf(index);
  const letters = monogram(nameEn);
  const size = letters.length > 1 ? 88 : 112;
  const body =
    `<defs>${gradient('g', tint(color, 0.1), shade(color, 0.7))}</defs>` +
    `<g fill="url(#g)">${shape}</g>` +
    `<g fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="5" transform="translate(128 128) scale(0.84) translate(-128 -128)">${shape}</g>` +
    `<text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="${SANS}" font-size="${size}" font-weight="800" letter-spacing="-2" fill="#ffffff">${xml(letters)}</text>`;
  return svgDocument(256, 256, body);
}

/** A wide banner in the brand's colour: soft light, a dotted band and the brand's shape, large and faint. */
export function bannerSvg(color: string, index: number): string {
  const shape = shapeOf(index);
  const dots = Array.from({ length: 5 }, (_, row) =>
    Array.from({ length: 12 }, (_, col) => `<circle cx="${560 + col * 36 + (row % 2) * 18}" cy="${110 + row * 36}" r="4"/>`).join(''),
  ).join('');
  const body =
    `<defs>${gradient('g', color)}</defs><rect width="1200" height="360" fill="url(#g)"/>` +
    `<circle cx="180" cy="-40" r="260" fill="#ffffff" fill-opacity="0.07"/>` +
    `<g fill="#ffffff" fill-opacity="0.16">${dots}</g>` +
    `<g fill="#ffffff" fill-opacity="0.12" transform="translate(900 40) scale(1.3)">${shape}</g>` +
    `<g fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="3" transform="translate(380 150) scale(0.9)">${shape}</g>` +
    `<path d="M0 300 C 300 250 500 360 800 310 S 1100 260 1200 290 V360 H0 Z" fill="${shade(color, 0.45)}" fill-opacity="0.35"/>`;
  return svgDocument(1200, 360, body);
}
