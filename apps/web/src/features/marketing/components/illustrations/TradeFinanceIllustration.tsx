import { Illustration, type IllustrationProps } from './Illustration';
import { INK } from './palette';

/** Trade-finance art: an invoice, a shipping container and a rising bar chart. */
export function TradeFinanceIllustration(props: IllustrationProps) {
  return (
    <Illustration {...props}>
      <rect x="24" y="252" width="432" height="10" rx="5" fill={INK.line} />
      <g transform="translate(48 150)">
        <rect width="220" height="102" rx="6" fill={INK.teal} />
        {[18, 46, 74, 102, 130, 158, 186].map((x) => (
          <rect key={x} x={x} y="14" width="14" height="74" rx="3" fill={INK.navy} opacity="0.35" />
        ))}
        <rect x="0" y="0" width="220" height="10" rx="4" fill={INK.navy} />
      </g>
      <g transform="translate(292 70)">
        <rect x="0" y="122" width="30" height="60" rx="5" fill={INK.mintSoft} />
        <rect x="42" y="92" width="30" height="90" rx="5" fill={INK.mint} />
        <rect x="84" y="52" width="30" height="130" rx="5" fill={INK.teal} />
        <rect x="126" y="16" width="30" height="166" rx="5" fill={INK.navy} />
        <path d="M6 108 L58 74 L98 40 L146 4" fill="none" stroke={INK.gold} strokeWidth="4" strokeLinecap="round" />
        <path d="M132 2 h16 v16" fill="none" stroke={INK.gold} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      </g>
      <g transform="translate(96 36) rotate(-6)">
        <rect width="150" height="176" rx="12" fill={INK.white} stroke={INK.line} strokeWidth="2" />
        <rect x="18" y="20" width="70" height="10" rx="5" fill={INK.navy} />
        <rect x="18" y="40" width="46" height="8" rx="4" fill={INK.slate} />
        {[72, 92, 112].map((y) => (
          <g key={y}>
            <rect x="18" y={y} width="80" height="8" rx="4" fill={INK.line} />
            <rect x="108" y={y} width="24" height="8" rx="4" fill={INK.line} />
          </g>
        ))}
        <rect x="18" y="136" width="114" height="2" fill={INK.line} />
        <rect x="78" y="148" width="54" height="12" rx="6" fill={INK.teal} />
      </g>
    </Illustration>
  );
}
