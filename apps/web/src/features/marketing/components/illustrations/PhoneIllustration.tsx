import { Illustration, type IllustrationProps } from './Illustration';
import { INK } from './palette';

/** Get-the-app art: a phone showing the mobile site with product tiles and a chat bubble. */
export function PhoneIllustration(props: IllustrationProps) {
  return (
    <Illustration {...props}>
      <circle cx="240" cy="180" r="150" fill={INK.sky} />
      <g transform="translate(160 24)">
        <rect width="160" height="312" rx="30" fill={INK.navy} />
        <rect x="10" y="12" width="140" height="288" rx="22" fill={INK.white} />
        <rect x="60" y="20" width="40" height="6" rx="3" fill={INK.line} />
        <rect x="22" y="40" width="116" height="54" rx="12" fill={INK.teal} />
        <rect x="34" y="54" width="60" height="9" rx="4.5" fill={INK.white} />
        <rect x="34" y="70" width="40" height="9" rx="4.5" fill={INK.mint} />
        {[0, 1].map((col) =>
          [0, 1].map((row) => (
            <g key={`${col}-${row}`} transform={`translate(${22 + col * 62} ${106 + row * 76})`}>
              <rect width="54" height="66" rx="10" fill={INK.sky} />
              <rect x="8" y="8" width="38" height="30" rx="6" fill={(col + row) % 2 ? INK.gold : INK.mint} opacity="0.8" />
              <rect x="8" y="46" width="30" height="6" rx="3" fill={INK.navy} />
            </g>
          )),
        )}
        <rect x="22" y="262" width="116" height="24" rx="12" fill={INK.navy} />
      </g>
      <g transform="translate(326 70)">
        <path d="M0 14 a14 14 0 0 1 14 -14 h96 a14 14 0 0 1 14 14 v36 a14 14 0 0 1 -14 14 h-74 l-20 16 v-16 h-2 a14 14 0 0 1 -14 -14 Z" fill={INK.mint} />
        <rect x="16" y="18" width="80" height="8" rx="4" fill={INK.navy} />
        <rect x="16" y="34" width="56" height="8" rx="4" fill={INK.navy} opacity="0.5" />
      </g>
      <g transform="translate(60 220)">
        <rect width="104" height="60" rx="14" fill={INK.white} stroke={INK.line} strokeWidth="2" />
        <circle cx="28" cy="30" r="14" fill={INK.mintSoft} />
        <path d="M21 30 l5 5 l9 -10" fill="none" stroke={INK.teal} strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
        <rect x="50" y="22" width="40" height="7" rx="3.5" fill={INK.navy} />
        <rect x="50" y="34" width="28" height="6" rx="3" fill={INK.slate} />
      </g>
    </Illustration>
  );
}
