import { Illustration, type IllustrationProps } from './Illustration';
import { INK } from './palette';

const BLOCKS = [60, 148, 236];

/** Smart-contract art: an agreement linked to a chain of confirmed steps. */
export function ContractIllustration(props: IllustrationProps) {
  return (
    <Illustration {...props}>
      <g transform="translate(46 40)">
        <rect width="190" height="250" rx="14" fill={INK.white} stroke={INK.line} strokeWidth="2" />
        <rect x="22" y="26" width="100" height="12" rx="6" fill={INK.navy} />
        {[58, 78, 98, 118, 138].map((y, i) => (
          <rect key={y} x="22" y={y} width={i % 2 ? 120 : 146} height="8" rx="4" fill={INK.line} />
        ))}
        <path d="M24 212 c14 -22 26 8 40 -10 s22 -12 30 6" fill="none" stroke={INK.teal} strokeWidth="3" strokeLinecap="round" />
        <rect x="22" y="222" width="90" height="2" fill={INK.slate} />
        <circle cx="150" cy="206" r="22" fill={INK.mintSoft} />
        <path d="M140 206 l7 7 l13 -14" fill="none" stroke={INK.teal} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      </g>
      {BLOCKS.map((y, i) => (
        <g key={y} transform={`translate(318 ${y})`}>
          <rect width="96" height="64" rx="12" fill={i === 2 ? INK.navy : INK.teal} />
          <rect x="16" y="16" width="46" height="8" rx="4" fill={INK.white} opacity="0.8" />
          <rect x="16" y="32" width="30" height="8" rx="4" fill={INK.mint} />
          <circle cx="76" cy="44" r="8" fill={INK.mint} />
        </g>
      ))}
      {[124, 212].map((y) => (
        <g key={y}>
          <rect x="356" y={y} width="20" height="24" rx="6" fill="none" stroke={INK.slate} strokeWidth="4" />
        </g>
      ))}
      <path d="M236 120 C 276 120, 280 92, 318 92" fill="none" stroke={INK.slate} strokeWidth="3" strokeDasharray="6 6" />
      <path d="M236 200 C 276 200, 280 268, 318 268" fill="none" stroke={INK.slate} strokeWidth="3" strokeDasharray="6 6" />
    </Illustration>
  );
}
