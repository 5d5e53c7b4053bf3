import { Illustration, type IllustrationProps } from './Illustration';
import { INK } from './palette';

const ROWS = [
  { y: 108, status: INK.mint },
  { y: 152, status: INK.gold },
  { y: 196, status: INK.teal },
  { y: 240, status: INK.mint },
];

/** CRM art: a portal window with a sidebar, a contact list and order status dots. */
export function PortalIllustration(props: IllustrationProps) {
  return (
    <Illustration {...props}>
      <rect x="30" y="36" width="420" height="280" rx="16" fill={INK.white} stroke={INK.line} strokeWidth="2" />
      <rect x="30" y="36" width="104" height="280" rx="16" fill={INK.navy} />
      <rect x="118" y="36" width="16" height="280" fill={INK.navy} />
      {[70, 104, 138, 172].map((y, i) => (
        <rect key={y} x="52" y={y} width={i === 0 ? 62 : 48} height="10" rx="5" fill={i === 0 ? INK.mint : INK.slate} opacity={i === 0 ? 1 : 0.6} />
      ))}
      <rect x="156" y="60" width="120" height="14" rx="7" fill={INK.navy} />
      <rect x="368" y="56" width="60" height="22" rx="11" fill={INK.mintSoft} />
      {ROWS.map((row) => (
        <g key={row.y}>
          <rect x="156" y={row.y - 12} width="272" height="36" rx="10" fill={INK.sky} />
          <circle cx="178" cy={row.y + 6} r="11" fill={INK.slate} opacity="0.6" />
          <rect x="198" y={row.y} width="92" height="8" rx="4" fill={INK.navy} opacity="0.8" />
          <rect x="300" y={row.y} width="60" height="8" rx="4" fill={INK.slate} />
          <circle cx="408" cy={row.y + 4} r="6" fill={row.status} />
        </g>
      ))}
    </Illustration>
  );
}
