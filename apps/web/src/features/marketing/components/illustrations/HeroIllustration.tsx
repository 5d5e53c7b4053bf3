import { Illustration, type IllustrationProps } from './Illustration';
import { INK } from './palette';

/** Hero art: a business dashboard with a growth chart, order rows and floating payment and globe badges. */
export function HeroIllustration(props: IllustrationProps) {
  return (
    <Illustration {...props}>
      <defs>
        <linearGradient id="hero-area" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={INK.mint} stopOpacity="0.55" />
          <stop offset="1" stopColor={INK.mint} stopOpacity="0" />
        </linearGradient>
      </defs>
      <rect x="40" y="40" width="340" height="250" rx="18" fill={INK.white} />
      <rect x="40" y="40" width="340" height="38" rx="18" fill={INK.sky} />
      <rect x="40" y="62" width="340" height="16" fill={INK.sky} />
      <circle cx="64" cy="59" r="5" fill="#F87171" />
      <circle cx="80" cy="59" r="5" fill={INK.gold} />
      <circle cx="96" cy="59" r="5" fill={INK.mint} />
      <rect x="62" y="96" width="88" height="48" rx="10" fill={INK.sky} />
      <rect x="72" y="108" width="40" height="7" rx="3.5" fill={INK.slate} />
      <rect x="72" y="123" width="60" height="10" rx="5" fill={INK.navy} />
      <rect x="162" y="96" width="88" height="48" rx="10" fill={INK.sky} />
      <rect x="172" y="108" width="36" height="7" rx="3.5" fill={INK.slate} />
      <rect x="172" y="123" width="54" height="10" rx="5" fill={INK.teal} />
      <rect x="262" y="96" width="96" height="48" rx="10" fill={INK.mintSoft} />
      <rect x="272" y="108" width="44" height="7" rx="3.5" fill={INK.teal} />
      <rect x="272" y="123" width="64" height="10" rx="5" fill={INK.navy} />
      <path d="M62 262 L110 236 L150 244 L196 206 L240 214 L290 176 L358 160 L358 270 L62 270 Z" fill="url(#hero-area)" />
      <path
        d="M62 262 L110 236 L150 244 L196 206 L240 214 L290 176 L358 160"
        fill="none"
        stroke={INK.teal}
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="290" cy="176" r="6" fill={INK.white} stroke={INK.teal} strokeWidth="3" />
      <circle cx="358" cy="160" r="6" fill={INK.white} stroke={INK.teal} strokeWidth="3" />
      <g transform="translate(300 228)">
        <rect width="150" height="92" rx="14" fill={INK.white} stroke={INK.line} />
        <circle cx="30" cy="32" r="16" fill={INK.mintSoft} />
        <path d="M22 32 l6 6 l11 -12" fill="none" stroke={INK.teal} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        <rect x="56" y="22" width="76" height="8" rx="4" fill={INK.navy} />
        <rect x="56" y="36" width="52" height="7" rx="3.5" fill={INK.slate} />
        <rect x="16" y="62" width="118" height="14" rx="7" fill={INK.sky} />
        <rect x="16" y="62" width="82" height="14" rx="7" fill={INK.mint} />
      </g>
      <g transform="translate(8 196)">
        <circle cx="36" cy="36" r="34" fill={INK.navy} />
        <circle cx="36" cy="36" r="22" fill="none" stroke={INK.mint} strokeWidth="3" />
        <ellipse cx="36" cy="36" rx="10" ry="22" fill="none" stroke={INK.mint} strokeWidth="3" />
        <path d="M14 36 h44" stroke={INK.mint} strokeWidth="3" />
      </g>
      <g transform="translate(392 24)">
        <rect width="72" height="72" rx="16" fill={INK.gold} />
        <path d="M20 48 L32 34 L42 42 L54 24" fill="none" stroke={INK.navy} strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M46 24 h8 v8" fill="none" stroke={INK.navy} strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      </g>
    </Illustration>
  );
}
