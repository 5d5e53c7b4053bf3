/** Small helpers the generated seed pictures are drawn with: colours and the SVG document around a drawing. */

/** Darken a #rrggbb colour (factor 0..1 keeps that share of each channel). */
export function shade(hex: string, factor: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = (shift: number) => Math.max(0, Math.min(255, Math.round(((n >> shift) & 255) * factor)));
  return `#${[16, 8, 0].map((s) => ch(s).toString(16).padStart(2, '0')).join('')}`;
}

/** Mix a #rrggbb colour with white (amount 0..1). */
export function tint(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = (shift: number) => Math.round(((n >> shift) & 255) + (255 - ((n >> shift) & 255)) * amount);
  return `#${[16, 8, 0].map((s) => ch(s).toString(16).padStart(2, '0')).join('')}`;
}

/** A diagonal gradient from the colour to a darker shade of it. */
export const gradient = (id: string, color: string, to = shade(color, 0.6)) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

/** A standalone SVG document; `attrs` ends up on the root element (e.g. data-scene). */
export const svgDocument = (width: number, height: number, body: string, attrs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"${attrs}>${body}</svg>\n`;

/** A small deterministic number from a string, so a picture's variations stay the same on every seed. */
export function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
