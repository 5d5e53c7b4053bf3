import { Illustration, type IllustrationProps } from './Illustration';
import { INK } from './palette';

/** Tower outlines [x, width, height] of a harbour-front skyline, drawn left to right. */
const TOWERS: ReadonlyArray<readonly [number, number, number]> = [
  [30, 34, 90],
  [68, 28, 130],
  [100, 40, 110],
  [144, 30, 170],
  [178, 36, 140],
  [218, 26, 210],
  [248, 44, 150],
  [296, 30, 120],
  [330, 38, 180],
  [372, 30, 100],
  [406, 44, 135],
];

/** About-us art: a Hong Kong style harbour skyline with a hill line and water. */
export function SkylineIllustration(props: IllustrationProps) {
  return (
    <Illustration {...props}>
      <rect x="0" y="0" width="480" height="360" rx="20" fill={INK.sky} />
      <circle cx="384" cy="78" r="30" fill={INK.gold} opacity="0.85" />
      <path d="M0 190 C 60 120, 120 150, 180 110 S 300 120, 340 96 S 440 130, 480 120 V 260 H 0 Z" fill={INK.mintSoft} />
      {TOWERS.map(([x, w, h]) => (
        <g key={x}>
          <rect x={x} y={262 - h} width={w} height={h} rx="3" fill={x === 218 ? INK.navy : INK.teal} opacity={x === 218 ? 1 : 0.9} />
          {Array.from({ length: Math.floor(h / 24) }, (_, i) => (
            <rect key={i} x={x + 7} y={262 - h + 12 + i * 24} width={w - 14} height="5" rx="2" fill={INK.mint} opacity="0.45" />
          ))}
        </g>
      ))}
      <path d="M231 52 v-22" stroke={INK.navy} strokeWidth="4" strokeLinecap="round" />
      <rect x="0" y="262" width="480" height="98" rx="0" fill={INK.navy} />
      {[284, 306, 328].map((y, i) => (
        <path
          key={y}
          d={`M${40 + i * 30} ${y} h${120 - i * 20} M${260 + i * 14} ${y} h${150 - i * 30}`}
          stroke={INK.mint}
          strokeWidth="3"
          strokeLinecap="round"
          opacity="0.35"
        />
      ))}
      <path d="M120 300 l40 0 l-8 14 h-26 Z" fill={INK.white} opacity="0.9" />
      <path d="M140 300 v-26 l16 22 Z" fill={INK.gold} />
    </Illustration>
  );
}
