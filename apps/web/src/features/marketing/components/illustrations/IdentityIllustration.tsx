import { Illustration, type IllustrationProps } from './Illustration';
import { INK } from './palette';

const CELLS = [
  { x: 196, y: 96 },
  { x: 248, y: 96 },
  { x: 170, y: 140 },
  { x: 222, y: 140 },
  { x: 274, y: 140 },
  { x: 196, y: 184 },
  { x: 248, y: 184 },
];

/** Blockchain-identity art: a shield of linked blocks carrying a check mark and an ID card. */
export function IdentityIllustration(props: IllustrationProps) {
  return (
    <Illustration {...props}>
      <path d="M240 30 L370 76 V170 C370 250 312 300 240 330 C168 300 110 250 110 170 V76 Z" fill={INK.sky} stroke={INK.line} strokeWidth="2" />
      <path d="M240 54 L346 92 V170 C346 236 298 278 240 304 C182 278 134 236 134 170 V92 Z" fill={INK.navy} />
      {CELLS.map((c, i) => (
        <rect key={`${c.x}-${c.y}`} x={c.x} y={c.y} width="40" height="36" rx="8" fill={i === 3 ? INK.mint : INK.teal} opacity={i === 3 ? 1 : 0.85} />
      ))}
      <path d="M216 112 h32 M190 158 h32 M242 158 h32 M216 202 h32" stroke={INK.mint} strokeWidth="3" opacity="0.6" />
      <path d="M232 158 l8 8 l14 -16" fill="none" stroke={INK.navy} strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      <g transform="translate(318 214)">
        <rect width="136" height="86" rx="12" fill={INK.white} stroke={INK.line} strokeWidth="2" />
        <circle cx="34" cy="42" r="18" fill={INK.mintSoft} />
        <circle cx="34" cy="37" r="7" fill={INK.teal} />
        <path d="M22 54 a12 10 0 0 1 24 0" fill={INK.teal} />
        <rect x="62" y="28" width="56" height="8" rx="4" fill={INK.navy} />
        <rect x="62" y="44" width="40" height="7" rx="3.5" fill={INK.slate} />
        <rect x="62" y="58" width="48" height="7" rx="3.5" fill={INK.line} />
      </g>
    </Illustration>
  );
}
