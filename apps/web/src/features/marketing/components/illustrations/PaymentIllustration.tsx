import { Illustration, type IllustrationProps } from './Illustration';
import { INK } from './palette';

/** Digital-payment art: a payment card beside a phone showing a completed payment. */
export function PaymentIllustration(props: IllustrationProps) {
  return (
    <Illustration {...props}>
      <defs>
        <linearGradient id="pay-card" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={INK.navy} />
          <stop offset="1" stopColor={INK.teal} />
        </linearGradient>
      </defs>
      <g transform="translate(34 96) rotate(-8)">
        <rect width="250" height="156" rx="18" fill="url(#pay-card)" />
        <rect x="24" y="36" width="42" height="32" rx="6" fill={INK.gold} />
        <path d="M24 52 h42 M45 36 v32" stroke={INK.navy} strokeWidth="2" opacity="0.4" />
        {[24, 78, 132, 186].map((x) => (
          <rect key={x} x={x} y="96" width="40" height="10" rx="5" fill={INK.white} opacity="0.75" />
        ))}
        <rect x="24" y="124" width="90" height="8" rx="4" fill={INK.mint} />
        <circle cx="200" cy="44" r="16" fill={INK.mint} opacity="0.8" />
        <circle cx="220" cy="44" r="16" fill={INK.white} opacity="0.5" />
      </g>
      <g transform="translate(282 40)">
        <rect width="150" height="280" rx="26" fill={INK.navy} />
        <rect x="10" y="14" width="130" height="252" rx="18" fill={INK.white} />
        <rect x="55" y="22" width="40" height="6" rx="3" fill={INK.line} />
        <circle cx="75" cy="112" r="36" fill={INK.mintSoft} />
        <path d="M58 112 l12 12 l22 -24" fill="none" stroke={INK.teal} strokeWidth="7" strokeLinecap="round" strokeLinejoin="round" />
        <rect x="34" y="168" width="82" height="10" rx="5" fill={INK.navy} />
        <rect x="46" y="186" width="58" height="8" rx="4" fill={INK.slate} />
        <rect x="26" y="216" width="98" height="30" rx="15" fill={INK.teal} />
      </g>
    </Illustration>
  );
}
