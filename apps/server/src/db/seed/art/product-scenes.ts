import { shade, svgDocument, tint } from './svg';

/**
 * Product pictures for the demo catalogue: a simple object drawn per category, a different one for each product of
 * the category, in the merchant's colour. No words in them, so they suit every language the site is read in.
 */

/** Colours a scene is drawn with, all derived from the merchant's colour. */
interface Palette {
  main: string;
  dark: string;
  light: string;
  pale: string;
}

type Scene = (p: Palette) => string;

const WHITE = '#ffffff';
const CREAM = '#fbf3e4';
const KRAFT = '#c99a5b';
const GOLD = '#f2b544';
const INK = '#334155';
const LEAF = '#5f9a3a';

/** Grey text-like bars (lines of a document), drawn rather than written. */
const lines = (x: number, y: number, widths: number[], gap = 26, color = '#cbd5e1', h = 10) =>
  widths.map((w, i) => `<rect x="${x}" y="${y + i * gap}" width="${w}" height="${h}" rx="${h / 2}" fill="${color}"/>`).join('');

const leaf = (x: number, y: number, s: number, rotate: number, color = LEAF) =>
  `<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${s})"><path d="M0 0 C 30 -40 90 -40 110 0 C 90 40 30 40 0 0 Z" fill="${color}"/><path d="M8 0 H100" stroke="${shade(color, 0.75)}" stroke-width="4"/></g>`;

const jar = (p: Palette, fill: string, lid: string) =>
  `<rect x="280" y="300" width="240" height="330" rx="40" fill="${tint(fill, 0.55)}" opacity=".55"/><rect x="296" y="360" width="208" height="256" rx="30" fill="${fill}"/><rect x="266" y="250" width="268" height="70" rx="14" fill="${lid}"/><rect x="266" y="250" width="268" height="18" rx="9" fill="${WHITE}" opacity=".2"/><rect x="318" y="330" width="26" height="230" rx="13" fill="${WHITE}" opacity=".35"/><rect x="330" y="430" width="140" height="110" rx="14" fill="${CREAM}"/><circle cx="400" cy="485" r="28" fill="${p.main}"/>`;

const box3d = (x: number, y: number, w: number, h: number, d: number, front: string, side: string, top: string) =>
  `<path d="M${x} ${y} h${w} v${h} h${-w} z" fill="${front}"/><path d="M${x + w} ${y} l${d} ${-d * 0.6} v${h} l${-d} ${d * 0.6} z" fill="${side}"/><path d="M${x} ${y} l${d} ${-d * 0.6} h${w} l${-d} ${d * 0.6} z" fill="${top}"/>`;

const SCENES: Record<string, Scene[]> = {
  'tea-coffee': [
    // A tea tin with a leaf label, loose leaves beside it.
    (p) =>
      `<rect x="280" y="270" width="240" height="370" rx="18" fill="${p.main}"/><rect x="470" y="270" width="50" height="370" fill="${p.dark}" opacity=".35"/><rect x="268" y="220" width="264" height="80" rx="16" fill="${p.dark}"/><rect x="268" y="220" width="264" height="20" rx="10" fill="${WHITE}" opacity=".18"/><rect x="280" y="380" width="240" height="150" fill="${CREAM}"/><path d="M400 402 C 356 428 356 492 400 512 C 444 492 444 428 400 402 Z" fill="${p.main}"/><path d="M400 414 V500" stroke="${CREAM}" stroke-width="5"/>${leaf(540, 620, 0.9, -20)}${leaf(150, 640, 0.8, -8, '#7fa53a')}${leaf(600, 560, 0.6, 30, '#7fa53a')}`,
    // A pressed tea cake in its paper wrapper with a seal, and a small cup.
    (p) =>
      `<rect x="200" y="380" width="460" height="70" fill="${shade(KRAFT, 0.8)}"/><ellipse cx="430" cy="450" rx="230" ry="82" fill="${shade(KRAFT, 0.8)}"/><ellipse cx="430" cy="380" rx="230" ry="82" fill="#efe2c6"/><ellipse cx="430" cy="380" rx="170" ry="58" fill="none" stroke="#dcc9a3" stroke-width="6"/><ellipse cx="430" cy="380" rx="58" ry="20" fill="#dcc9a3"/><ellipse cx="520" cy="350" rx="40" ry="16" fill="#c0392b" opacity=".85"/><path d="M140 560 h150 l-18 90 h-114 z" fill="${WHITE}"/><ellipse cx="215" cy="560" rx="75" ry="16" fill="${p.main}"/><ellipse cx="215" cy="560" rx="62" ry="11" fill="#a3672c"/><path d="M290 585 c 40 0 40 45 -8 45" fill="none" stroke="${WHITE}" stroke-width="12"/>`,
    // A lacquered gift box with a ribbon and a jasmine flower.
    (p) =>
      `${box3d(230, 360, 300, 260, 90, p.main, p.dark, p.light)}<rect x="365" y="360" width="30" height="260" fill="${GOLD}"/><path d="M365 360 l90 -54 h30 l-90 54 z" fill="${shade(GOLD, 0.85)}"/><path d="M530 440 l90 -54 v-20 l-90 54z" fill="${shade(GOLD, 0.75)}"/><path d="M420 330 c -70 -70 -120 -10 -30 0 z M420 330 c 60 -80 120 -20 30 0 z" fill="${GOLD}"/><g transform="translate(190 610)">${[0, 72, 144, 216, 288].map((r) => `<ellipse cx="0" cy="-26" rx="16" ry="28" fill="${WHITE}" transform="rotate(${r})"/>`).join('')}<circle r="12" fill="${GOLD}"/></g>`,
  ],
  'fresh-produce': [
    // A wooden crate of vegetables.
    () =>
      `<circle cx="300" cy="380" r="80" fill="#4f8a2b"/><circle cx="380" cy="350" r="90" fill="#6aa83a"/><circle cx="470" cy="380" r="78" fill="#4f8a2b"/><path d="M520 300 l60 130 l-40 10 z" fill="#e8782a"/><path d="M520 300 l-10 -40 M520 300 l20 -36 M520 300 l-30 -20" stroke="#4f8a2b" stroke-width="10" stroke-linecap="round"/><circle cx="250" cy="440" r="46" fill="#d9412b"/><circle cx="560" cy="450" r="42" fill="#d9412b"/><rect x="200" y="430" width="400" height="200" rx="10" fill="${KRAFT}"/><rect x="200" y="470" width="400" height="14" fill="${shade(KRAFT, 0.8)}"/><rect x="200" y="540" width="400" height="14" fill="${shade(KRAFT, 0.8)}"/><rect x="200" y="430" width="400" height="24" rx="8" fill="${shade(KRAFT, 0.9)}"/>`,
    // A jar of honey with a dipper, on a honeycomb.
    (p) =>
      `${[0, 1, 2, 3].map((i) => `<path d="M${150 + i * 60} ${560 + (i % 2) * 34} l30 -17 l30 17 v34 l-30 17 l-30 -17 z" fill="${GOLD}" opacity=".45"/>`).join('')}${jar(p, '#e7a21a', p.dark)}<rect x="470" y="200" width="16" height="220" rx="8" fill="${KRAFT}" transform="rotate(25 478 310)"/><g transform="rotate(25 478 310)"><rect x="452" y="180" width="68" height="22" rx="11" fill="${shade(KRAFT, 0.85)}"/><rect x="452" y="150" width="68" height="22" rx="11" fill="${shade(KRAFT, 0.85)}"/></g>`,
  ],
  'dried-seafood': [
    // A glass jar of dried scallops.
    (p) => {
      const scallops = Array.from({ length: 20 }, (_, i) => {
        const row = Math.floor(i / 5);
        return `<circle cx="${320 + (i % 5) * 40 + (row % 2) * 20}" cy="${600 - row * 38}" r="21" fill="${i % 3 ? '#d99a3c' : '#c4822a'}"/>`;
      }).join('');
      return `<rect x="280" y="300" width="240" height="340" rx="40" fill="#e0f2fe"/>${scallops}<rect x="280" y="300" width="240" height="340" rx="40" fill="none" stroke="#bae6fd" stroke-width="8"/><rect x="296" y="330" width="22" height="260" rx="11" fill="${WHITE}" opacity=".6"/><rect x="266" y="252" width="268" height="66" rx="14" fill="${p.main}"/><rect x="266" y="252" width="268" height="18" rx="9" fill="${WHITE}" opacity=".2"/>`;
    },
    // A jar of XO sauce with a cloth-tied lid and chillies.
    (p) =>
      `${jar(p, '#9a3412', '#7c2d12')}<path d="M250 262 q150 -70 300 0 l-20 40 h-260 z" fill="${p.main}"/><rect x="262" y="296" width="276" height="14" rx="7" fill="${GOLD}"/><path d="M560 600 q60 -10 90 -70 q-10 60 -80 90 z" fill="#dc2626"/><path d="M150 620 q50 -40 110 -30 q-50 40 -110 40 z" fill="#ef4444"/>`,
    // A festive hamper with a handle and a bow.
    (p) =>
      `<path d="M250 420 q150 -260 300 0" fill="none" stroke="${shade(KRAFT, 0.8)}" stroke-width="22"/><rect x="290" y="320" width="70" height="150" rx="14" fill="${p.dark}"/><rect x="380" y="360" width="90" height="110" rx="10" fill="#dc2626"/><circle cx="500" cy="400" r="55" fill="${GOLD}"/><path d="M200 440 h400 l-40 200 h-320 z" fill="${KRAFT}"/>${[0, 1, 2, 3].map((i) => `<path d="M${215 + i * 5} ${480 + i * 40} h${370 - i * 10}" stroke="${shade(KRAFT, 0.8)}" stroke-width="8"/>`).join('')}<rect x="190" y="430" width="420" height="30" rx="12" fill="${shade(KRAFT, 0.9)}"/><path d="M400 470 c -70 -40 -80 40 0 12 z M400 470 c 70 -40 80 40 0 12 z" fill="#dc2626"/><circle cx="400" cy="474" r="14" fill="#b91c1c"/>`,
  ],
  'accounting-secretarial': [
    // An open ledger and a calculator.
    (p) =>
      `<path d="M140 330 l250 -40 v320 l-250 40 z" fill="${WHITE}"/><path d="M390 290 l250 40 v320 l-250 -40 z" fill="#f1f5f9"/><path d="M390 290 v320" stroke="${p.dark}" stroke-width="6"/>${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M175 ${375 + i * 38} l180 -28" stroke="#cbd5e1" stroke-width="8" stroke-linecap="round"/><path d="M425 ${347 + i * 38} l180 28" stroke="${i % 2 ? '#cbd5e1' : tint(p.main, 0.5)}" stroke-width="8" stroke-linecap="round"/>`).join('')}<g transform="translate(470 430) rotate(8)"><rect width="170" height="230" rx="20" fill="${INK}"/><rect x="20" y="20" width="130" height="50" rx="8" fill="#a7f3d0"/>${[0, 1, 2].map((r) => [0, 1, 2].map((k) => `<rect x="${20 + k * 46}" y="${90 + r * 44}" width="38" height="34" rx="8" fill="${r === 2 && k === 2 ? p.main : '#64748b'}"/>`).join('')).join('')}</g>`,
    // A company certificate with a ribbon seal, and a company chop.
    (p) =>
      `<rect x="170" y="230" width="400" height="420" rx="12" fill="${WHITE}"/><rect x="195" y="255" width="350" height="370" rx="6" fill="none" stroke="${tint(p.main, 0.4)}" stroke-width="6"/>${lines(250, 310, [240, 180, 240, 200, 140], 40)}<path d="M420 520 l-20 110 l40 -24 l40 24 l-20 -110 z" fill="${p.dark}"/><circle cx="440" cy="520" r="52" fill="${GOLD}"/><circle cx="440" cy="520" r="36" fill="none" stroke="${WHITE}" stroke-width="5"/><rect x="560" y="420" width="80" height="130" rx="16" fill="${shade(KRAFT, 0.7)}"/><circle cx="600" cy="410" r="34" fill="${shade(KRAFT, 0.6)}"/><rect x="540" y="550" width="120" height="50" rx="8" fill="#b91c1c"/>`,
    // A tax form on a clipboard with a chart, and a pen.
    (p) =>
      `<rect x="220" y="220" width="340" height="440" rx="24" fill="${shade(KRAFT, 0.85)}"/><rect x="245" y="260" width="290" height="370" rx="8" fill="${WHITE}"/><rect x="320" y="200" width="140" height="50" rx="12" fill="${INK}"/><circle cx="330" cy="340" r="52" fill="${tint(p.main, 0.5)}"/><path d="M330 340 v-52 a52 52 0 0 1 45 78 z" fill="${p.main}"/>${lines(400, 305, [100, 80, 110], 30)}${lines(275, 430, [230, 200, 230, 160, 210], 36)}<g transform="translate(560 300) rotate(30)"><rect width="26" height="300" rx="10" fill="${p.dark}"/><path d="M0 300 l13 40 l13 -40 z" fill="${GOLD}"/></g>`,
  ],
  'logistics-services': [
    // A box truck.
    (p) =>
      `<rect x="120" y="300" width="400" height="260" rx="16" fill="${p.main}"/><rect x="120" y="300" width="400" height="30" rx="12" fill="${WHITE}" opacity=".18"/><path d="M530 380 h110 l60 90 v90 h-170 z" fill="${p.dark}"/><path d="M555 400 h75 l40 60 h-115 z" fill="#bfdbfe"/><rect x="100" y="560" width="620" height="30" rx="10" fill="${INK}"/>${[230, 600].map((x) => `<circle cx="${x}" cy="600" r="50" fill="${INK}"/><circle cx="${x}" cy="600" r="20" fill="#cbd5e1"/>`).join('')}<rect x="170" y="390" width="120" height="14" rx="7" fill="${WHITE}" opacity=".5"/><rect x="170" y="420" width="80" height="14" rx="7" fill="${WHITE}" opacity=".5"/>`,
    // A container ship on the sea.
    (p) =>
      `${[
        ['#e8782a', '#2563eb', p.main],
        [p.light, '#dc2626', '#16a34a'],
        ['#2563eb', p.main, GOLD],
      ]
        .map((row, r) => row.map((fill, k) => `<rect x="${230 + k * 110}" y="${420 - r * 64}" width="104" height="58" rx="4" fill="${fill}"/>`).join(''))
        .join(
          '',
        )}<rect x="560" y="300" width="70" height="180" rx="6" fill="${WHITE}"/><rect x="575" y="320" width="40" height="20" rx="4" fill="#93c5fd"/><path d="M130 480 h560 l-60 120 h-430 z" fill="${p.dark}"/><path d="M130 480 h560 l-12 24 h-536 z" fill="#dc2626"/><path d="M60 640 q50 -30 100 0 t100 0 t100 0 t100 0 t100 0 t100 0 t100 0" fill="none" stroke="#60a5fa" stroke-width="14" stroke-linecap="round"/>`,
    // A folder of customs papers with an approval stamp.
    (p) =>
      `<path d="M170 290 h170 l40 40 h250 v330 h-460 z" fill="${p.dark}"/><rect x="220" y="250" width="330" height="390" rx="10" fill="${WHITE}" transform="rotate(-6 385 445)"/><rect x="250" y="270" width="330" height="390" rx="10" fill="#f8fafc" transform="rotate(4 415 465)"/>${lines(300, 330, [220, 180, 220, 160, 200], 40)}<path d="M170 380 h460 v280 h-460 z" fill="${p.main}"/><circle cx="520" cy="560" r="60" fill="none" stroke="#16a34a" stroke-width="10"/><path d="M490 560 l22 22 l40 -44" fill="none" stroke="#16a34a" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`,
  ],
  'it-services': [
    // A cloud with an envelope in front of it.
    (p) =>
      `<path d="M230 470 a90 90 0 0 1 30 -175 a130 130 0 0 1 250 -20 a100 100 0 0 1 50 195 z" fill="${WHITE}"/><rect x="250" y="400" width="300" height="210" rx="16" fill="${p.main}"/><path d="M250 416 l150 110 l150 -110" fill="none" stroke="${WHITE}" stroke-width="12" stroke-linejoin="round"/>${[
        [170, 600],
        [630, 600],
        [170, 360],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="18" fill="${p.light}"/>`)
        .join('')}`,
    // A shield with a padlock in front of a laptop.
    (p) =>
      `<rect x="170" y="300" width="460" height="290" rx="18" fill="${INK}"/><rect x="195" y="325" width="410" height="240" rx="8" fill="#e2e8f0"/><path d="M120 590 h560 l-30 40 h-500 z" fill="#94a3b8"/><path d="M400 250 l150 50 v110 c0 110 -80 170 -150 200 c-70 -30 -150 -90 -150 -200 v-110 z" fill="${p.main}"/><path d="M400 285 l115 38 v88 c0 85 -60 132 -115 157 z" fill="${WHITE}" opacity=".15"/><rect x="350" y="420" width="100" height="80" rx="12" fill="${WHITE}"/><path d="M370 420 v-25 a30 30 0 0 1 60 0 v25" fill="none" stroke="${WHITE}" stroke-width="12"/><circle cx="400" cy="458" r="12" fill="${p.dark}"/>`,
  ],
  'pos-hardware': [
    // A tablet till on its stand, a card reader and a receipt.
    (p) =>
      `<path d="M330 560 h140 l-30 -80 h-80 z" fill="#94a3b8"/><rect x="210" y="240" width="380" height="270" rx="22" fill="${INK}"/><rect x="230" y="260" width="340" height="230" rx="10" fill="${WHITE}"/>${[0, 1, 2].map((r) => [0, 1, 2].map((k) => `<rect x="${250 + k * 70}" y="${280 + r * 66}" width="58" height="54" rx="8" fill="${(r + k) % 2 ? tint(p.main, 0.6) : tint(p.main, 0.35)}"/>`).join('')).join('')}<rect x="470" y="280" width="80" height="190" rx="8" fill="${p.main}"/><rect x="520" y="440" width="120" height="190" rx="18" fill="${p.dark}"/><rect x="535" y="455" width="90" height="50" rx="6" fill="#a7f3d0"/>${[0, 1, 2].map((r) => `<rect x="538" y="${520 + r * 32}" width="22" height="20" rx="4" fill="#cbd5e1"/><rect x="569" y="${520 + r * 32}" width="22" height="20" rx="4" fill="#cbd5e1"/><rect x="600" y="${520 + r * 32}" width="22" height="20" rx="4" fill="#cbd5e1"/>`).join('')}<path d="M180 540 h120 v110 l-15 -10 l-15 10 l-15 -10 l-15 10 l-15 -10 l-15 10 l-15 -10 l-15 10 z" fill="${WHITE}"/>${lines(200, 565, [80, 60, 80], 22, '#cbd5e1', 8)}`,
  ],
  'printing-packaging': [
    // A fanned stack of business cards.
    (p) =>
      [-14, -5, 4]
        .map(
          (r, i) =>
            `<g transform="rotate(${r} 400 440)"><rect x="190" y="${320 - i * 6}" width="420" height="250" rx="14" fill="${i === 2 ? WHITE : i === 1 ? p.light : p.main}"/>${i === 2 ? `<circle cx="270" cy="${400 - i * 6}" r="40" fill="${p.main}"/>${lines(340, 380 - i * 6, [200, 140], 30)}${lines(230, 490 - i * 6, [160, 220], 26, tint(p.main, 0.5), 8)}` : ''}</g>`,
        )
        .join(''),
    // A kraft mailer box, lid open.
    (p) =>
      `${box3d(200, 400, 330, 220, 120, KRAFT, shade(KRAFT, 0.8), shade(KRAFT, 0.6))}<path d="M200 400 l120 -72 l-60 -120 l-120 72 z" fill="${tint(KRAFT, 0.2)}"/><path d="M200 400 l-60 -120" stroke="${shade(KRAFT, 0.7)}" stroke-width="4"/><rect x="330" y="470" width="70" height="70" rx="35" fill="${p.main}"/>${leaf(345, 505, 0.35, -30, WHITE)}<path d="M200 400 h330" stroke="${shade(KRAFT, 0.7)}" stroke-width="4"/>`,
    // A tri-fold brochure standing open.
    (p) =>
      `<path d="M150 280 l170 40 v330 l-170 -40 z" fill="${p.main}"/><path d="M320 320 l170 -40 v330 l-170 40 z" fill="${WHITE}"/><path d="M490 280 l170 40 v330 l-170 -40 z" fill="#f1f5f9"/><path d="M180 330 l110 26 v120 l-110 -26 z" fill="${WHITE}" opacity=".35"/><path d="M345 340 l120 -28 v110 l-120 28 z" fill="${tint(p.main, 0.5)}"/>${[0, 1, 2, 3].map((i) => `<path d="M345 ${480 + i * 30} l120 -28" stroke="#cbd5e1" stroke-width="9" stroke-linecap="round"/><path d="M515 ${340 + i * 34} l120 28" stroke="#cbd5e1" stroke-width="9" stroke-linecap="round"/>`).join('')}<circle cx="575" cy="540" r="38" fill="${p.main}"/>`,
  ],
  'uniforms-textiles': [
    // A cotton tote bag with a leaf print.
    (p) =>
      `<path d="M310 330 v-60 a90 90 0 0 1 180 0 v60" fill="none" stroke="#e7dcc4" stroke-width="22"/><path d="M220 330 h360 l-30 320 h-300 z" fill="#f3ead6"/><path d="M220 330 h360 l-4 40 h-352 z" fill="#e7dcc4"/>${leaf(330, 500, 1.1, -30, p.main)}${leaf(400, 520, 0.8, 20, p.light)}`,
    // A café apron with pockets and ties.
    (p) =>
      `<path d="M330 220 h140 v90 l120 40 l-30 320 h-320 l-30 -320 l120 -40 z" fill="${p.main}"/><path d="M330 220 a70 50 0 0 1 140 0" fill="none" stroke="${p.dark}" stroke-width="14"/><path d="M210 350 l-90 60 M590 350 l90 60" stroke="${p.dark}" stroke-width="14" stroke-linecap="round"/><rect x="270" y="450" width="260" height="120" rx="14" fill="${p.dark}"/><path d="M400 450 v120" stroke="${p.main}" stroke-width="8"/><rect x="360" y="250" width="80" height="10" rx="5" fill="${WHITE}" opacity=".3"/>`,
    // A staff polo shirt.
    (p) =>
      `<path d="M310 230 l-150 70 l50 130 l60 -25 v270 h260 v-270 l60 25 l50 -130 l-150 -70 c-20 40 -110 40 -130 0 z" fill="${p.main}"/><path d="M310 230 l90 70 l90 -70 c-20 30 -160 30 -180 0 z" fill="${p.dark}"/><path d="M400 300 v90" stroke="${p.dark}" stroke-width="8"/><circle cx="400" cy="330" r="7" fill="${WHITE}"/><circle cx="400" cy="365" r="7" fill="${WHITE}"/><circle cx="470" cy="360" r="22" fill="${WHITE}" opacity=".7"/>`,
  ],
  'mobile-accessories': [
    // A compact wall charger with its USB-C ports.
    (p) =>
      `<rect x="470" y="240" width="22" height="90" rx="8" fill="#94a3b8"/><rect x="520" y="240" width="22" height="90" rx="8" fill="#94a3b8"/><rect x="280" y="300" width="280" height="320" rx="40" fill="${WHITE}"/><rect x="530" y="300" width="30" height="320" rx="15" fill="#e2e8f0"/>${[380, 440, 500].map((y) => `<rect x="370" y="${y}" width="100" height="26" rx="13" fill="${INK}"/>`).join('')}<circle cx="420" cy="570" r="10" fill="${p.main}"/><path d="M140 600 q60 -80 140 -60" fill="none" stroke="${p.main}" stroke-width="16" stroke-linecap="round"/>`,
    // A coiled braided cable with USB-C plugs.
    (p) =>
      `<ellipse cx="400" cy="440" rx="190" ry="150" fill="none" stroke="${p.main}" stroke-width="28"/><ellipse cx="400" cy="440" rx="140" ry="105" fill="none" stroke="${p.light}" stroke-width="28"/><ellipse cx="400" cy="440" rx="190" ry="150" fill="none" stroke="${WHITE}" stroke-width="6" stroke-dasharray="10 18" opacity=".5"/><path d="M560 520 q80 60 90 130" fill="none" stroke="${p.main}" stroke-width="28" stroke-linecap="round"/><rect x="620" y="630" width="60" height="70" rx="14" fill="#94a3b8"/><path d="M250 360 q-100 -60 -90 -140" fill="none" stroke="${p.light}" stroke-width="28" stroke-linecap="round"/><rect x="130" y="160" width="60" height="70" rx="14" fill="#94a3b8"/>`,
    // A magnetic power bank with its charge lights and a bolt.
    (p) =>
      `<rect x="230" y="230" width="300" height="420" rx="48" fill="${p.dark}"/><rect x="270" y="200" width="300" height="420" rx="48" fill="${p.main}"/><circle cx="420" cy="380" r="90" fill="none" stroke="${WHITE}" stroke-width="10" opacity=".5"/><path d="M430 310 l-60 90 h45 l-20 80 l70 -100 h-45 z" fill="${GOLD}"/>${[0, 1, 2, 3].map((i) => `<circle cx="${375 + i * 30}" cy="560" r="9" fill="${i < 3 ? '#a7f3d0' : WHITE}" opacity="${i < 3 ? 1 : 0.4}"/>`).join('')}`,
  ],
  'design-marketing': [
    // Colour swatches fanned out beside a pen.
    (p) =>
      `${[p.dark, p.main, p.light, GOLD, INK]
        .map(
          (fill, i) =>
            `<g transform="rotate(${-40 + i * 16} 360 620)"><rect x="320" y="250" width="90" height="380" rx="14" fill="${fill}"/><rect x="332" y="540" width="66" height="60" rx="8" fill="${WHITE}" opacity=".85"/></g>`,
        )
        .join(
          '',
        )}<g transform="translate(590 210) rotate(25)"><rect width="32" height="330" rx="12" fill="${INK}"/><path d="M0 330 l16 50 l16 -50 z" fill="${GOLD}"/></g>`,
    // A browser window with a page layout, and a phone.
    (p) =>
      `<rect x="120" y="220" width="500" height="380" rx="20" fill="${WHITE}"/><rect x="120" y="220" width="500" height="48" rx="20" fill="#e2e8f0"/>${[150, 178, 206].map((x, i) => `<circle cx="${x}" cy="244" r="9" fill="${['#f87171', GOLD, '#4ade80'][i]}"/>`).join('')}<rect x="150" y="290" width="440" height="140" rx="12" fill="${p.main}"/><rect x="180" y="330" width="180" height="16" rx="8" fill="${WHITE}"/><rect x="180" y="360" width="120" height="16" rx="8" fill="${WHITE}" opacity=".6"/>${[0, 1, 2].map((k) => `<rect x="${150 + k * 150}" y="450" width="140" height="120" rx="12" fill="${k === 1 ? p.light : '#f1f5f9'}"/>`).join('')}<rect x="540" y="360" width="160" height="300" rx="26" fill="${INK}"/><rect x="554" y="380" width="132" height="260" rx="14" fill="${WHITE}"/><rect x="566" y="396" width="108" height="70" rx="8" fill="${p.main}"/>${lines(566, 486, [108, 80, 100, 70], 26)}`,
    // A designed product box with its dieline and a pencil.
    (p) =>
      `<rect x="150" y="220" width="500" height="440" rx="6" fill="none" stroke="${tint(p.main, 0.3)}" stroke-width="5" stroke-dasharray="16 12"/>${box3d(250, 380, 240, 240, 100, p.main, p.dark, p.light)}<circle cx="370" cy="480" r="56" fill="${WHITE}" opacity=".9"/><path d="M340 480 l20 20 l40 -40" fill="none" stroke="${p.main}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/><g transform="translate(600 300) rotate(35)"><rect width="30" height="280" rx="6" fill="${GOLD}"/><path d="M0 280 l15 40 l15 -40 z" fill="#f3ead6"/><rect width="30" height="36" rx="6" fill="#f87171"/></g>`,
    // A phone with a grid of social posts and a heart.
    (p) =>
      `<rect x="250" y="180" width="300" height="500" rx="40" fill="${INK}"/><rect x="268" y="210" width="264" height="440" rx="24" fill="${WHITE}"/>${[0, 1, 2, 3].map((r) => [0, 1, 2].map((k) => `<rect x="${284 + k * 80}" y="${300 + r * 80}" width="72" height="72" rx="8" fill="${[p.main, p.light, GOLD, tint(p.main, 0.6), p.dark, '#f87171'][(r * 3 + k) % 6]}"/>`).join('')).join('')}<circle cx="310" cy="256" r="22" fill="${p.main}"/><rect x="345" y="246" width="120" height="18" rx="9" fill="#cbd5e1"/><circle cx="590" cy="300" r="62" fill="#f87171"/><path d="M590 330 l-34 -34 a20 20 0 0 1 34 -28 a20 20 0 0 1 34 28 z" fill="${WHITE}"/>`,
  ],
};

/** Categories that have scenes (the demo's leaf categories). */
export const SCENE_CATEGORIES: readonly string[] = Object.keys(SCENES);

/** How many different objects a category's products are drawn with. */
export const sceneCount = (category: string): number => SCENES[category]?.length ?? 1;

/** A neutral parcel for a category without its own scenes. */
const parcel: Scene = (p) => box3d(250, 380, 260, 230, 100, p.main, p.dark, p.light);

/**
 * The picture of the `variant`-th product of `category` in the merchant's `color`: the object on a soft backdrop.
 * data-scene names what is drawn (category/variant), so tests and people reading the file can tell.
 */
export function productSvg(category: string, variant: number, color: string): string {
  const scenes = SCENES[category] ?? [parcel];
  const index = variant % scenes.length;
  const scene = scenes[index] ?? parcel;
  const palette: Palette = { main: color, dark: shade(color, 0.7), light: tint(color, 0.45), pale: tint(color, 0.9) };
  const backdrop = `<rect width="800" height="800" fill="${palette.pale}"/><circle cx="400" cy="420" r="300" fill="${tint(color, 0.8)}"/><circle cx="120" cy="130" r="46" fill="${tint(color, 0.75)}"/><circle cx="690" cy="170" r="22" fill="${tint(color, 0.7)}"/><ellipse cx="400" cy="672" rx="280" ry="28" fill="${shade(color, 0.4)}" opacity=".12"/>`;
  return svgDocument(800, 800, backdrop + scene(palette), ` data-scene="${category}/${index}"`);
}
