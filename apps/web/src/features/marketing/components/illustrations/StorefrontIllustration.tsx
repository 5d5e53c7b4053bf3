import { Illustration, type IllustrationProps } from './Illustration';
import { INK } from './palette';

const STRIPES = [0, 1, 2, 3, 4, 5, 6];

/** Marketplace art: a shopfront with an awning, product cards and a shopping bag. */
export function StorefrontIllustration(props: IllustrationProps) {
  return (
    <Illustration {...props}>
      <rect x="60" y="96" width="300" height="196" rx="10" fill={INK.white} stroke={INK.line} strokeWidth="2" />
      {STRIPES.map((i) => (
        <path key={i} d={`M${48 + i * 46} 64 h46 v40 a23 23 0 0 1 -46 0 Z`} fill={i % 2 === 0 ? INK.teal : INK.mintSoft} />
      ))}
      <rect x="48" y="52" width="322" height="16" rx="8" fill={INK.navy} />
      {[0, 1, 2].map((i) => (
        <g key={i} transform={`translate(${84 + i * 88} 150)`}>
          <rect width="72" height="96" rx="10" fill={INK.sky} />
          <rect x="12" y="12" width="48" height="40" rx="8" fill={i === 1 ? INK.gold : INK.mint} opacity="0.8" />
          <rect x="12" y="62" width="40" height="7" rx="3.5" fill={INK.navy} />
          <rect x="12" y="76" width="28" height="7" rx="3.5" fill={INK.teal} />
        </g>
      ))}
      <rect x="40" y="292" width="340" height="10" rx="5" fill={INK.line} />
      <g transform="translate(346 176)">
        <path d="M30 28 v-8 a20 20 0 0 1 40 0 v8" fill="none" stroke={INK.navy} strokeWidth="6" strokeLinecap="round" />
        <rect x="0" y="26" width="100" height="98" rx="14" fill={INK.gold} />
        <circle cx="50" cy="74" r="18" fill={INK.white} opacity="0.6" />
      </g>
    </Illustration>
  );
}
