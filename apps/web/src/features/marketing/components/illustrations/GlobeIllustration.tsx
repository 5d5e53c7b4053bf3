import { Illustration, type IllustrationProps } from './Illustration';
import { INK } from './palette';

const CHIPS = [
  { x: 40, y: 70, text: 'HK$' },
  { x: 360, y: 52, text: 'US$' },
  { x: 372, y: 250, text: '€' },
  { x: 52, y: 262, text: '¥' },
];

/** Cross-border art: a globe with payment routes arcing from Hong Kong to other markets. */
export function GlobeIllustration(props: IllustrationProps) {
  return (
    <Illustration {...props}>
      <circle cx="240" cy="180" r="132" fill={INK.sky} />
      <circle cx="240" cy="180" r="112" fill={INK.white} stroke={INK.line} strokeWidth="2" />
      <ellipse cx="240" cy="180" rx="52" ry="112" fill="none" stroke={INK.line} strokeWidth="2" />
      <ellipse cx="240" cy="180" rx="112" ry="40" fill="none" stroke={INK.line} strokeWidth="2" />
      <path d="M128 180 h224 M240 68 v224" stroke={INK.line} strokeWidth="2" />
      <path d="M172 118 q26 -14 52 -2 q18 10 8 26 q-14 16 -38 12 q-24 -6 -22 -36 Z" fill={INK.mintSoft} />
      <path d="M262 196 q30 -10 52 8 q10 18 -10 34 q-28 14 -44 -6 q-8 -20 2 -36 Z" fill={INK.mintSoft} />
      <path d="M282 150 C 250 90, 180 92, 160 140" fill="none" stroke={INK.teal} strokeWidth="3.5" strokeDasharray="8 8" strokeLinecap="round" />
      <path d="M282 150 C 330 190, 320 250, 270 266" fill="none" stroke={INK.teal} strokeWidth="3.5" strokeDasharray="8 8" strokeLinecap="round" />
      <path d="M282 150 C 260 210, 200 240, 168 226" fill="none" stroke={INK.gold} strokeWidth="3.5" strokeDasharray="8 8" strokeLinecap="round" />
      <circle cx="282" cy="150" r="11" fill={INK.navy} />
      <circle cx="282" cy="150" r="4.5" fill={INK.mint} />
      <circle cx="160" cy="140" r="7" fill={INK.teal} />
      <circle cx="270" cy="266" r="7" fill={INK.teal} />
      <circle cx="168" cy="226" r="7" fill={INK.gold} />
      {CHIPS.map((chip) => (
        <g key={chip.text} transform={`translate(${chip.x} ${chip.y})`}>
          <rect width="64" height="40" rx="20" fill={INK.navy} />
          <text x="32" y="26" textAnchor="middle" fontSize="16" fontWeight="700" fill={INK.white} fontFamily="system-ui, sans-serif">
            {chip.text}
          </text>
        </g>
      ))}
    </Illustration>
  );
}
