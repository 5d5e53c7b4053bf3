import type { DashboardPoint } from '@sme/shared/schemas/console-reports';
import styles from './TrendChart.module.css';

/**
 * Orders (bars, left scale) and sales (line, right scale) per bucket, as a plain SVG: one small chart does not
 * justify a charting library's weight in the console bundle. The numbers behind it are in the totals cards and
 * each bar's tooltip, so the chart is decoration for screen readers (described by its label).
 */

const W = 720;
const H = 220;
const PAD = { top: 12, right: 12, bottom: 28, left: 12 };

/** The chart of one currency's points; `formatSales` writes an amount for the tooltips. */
export function TrendChart({
  points,
  label,
  formatSales,
  ordersLabel,
  salesLabel,
}: {
  points: DashboardPoint[];
  label: string;
  formatSales: (minor: number) => string;
  ordersLabel: string;
  salesLabel: string;
}) {
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const slot = innerW / Math.max(points.length, 1);
  const maxOrders = Math.max(1, ...points.map((p) => p.orders));
  const maxSales = Math.max(1, ...points.map((p) => p.salesMinor));
  const x = (i: number) => PAD.left + slot * i + slot / 2;
  const ySales = (v: number) => PAD.top + innerH - (v / maxSales) * innerH;
  const line = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${ySales(p.salesMinor).toFixed(1)}`).join(' ');
  // Label every bucket when few, else about eight of them.
  const labelEvery = Math.max(1, Math.ceil(points.length / 8));
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} className={styles.chart}>
      {points.map((p, i) => {
        const h = (p.orders / maxOrders) * innerH;
        return (
          <g key={p.bucket}>
            <rect x={x(i) - slot * 0.3} y={PAD.top + innerH - h} width={slot * 0.6} height={h} fill="#91caff">
              <title>{`${p.bucket} · ${ordersLabel}: ${p.orders} · ${salesLabel}: ${formatSales(p.salesMinor)}`}</title>
            </rect>
            {i % labelEvery === 0 && (
              <text x={x(i)} y={H - 8} fontSize={11} textAnchor="middle" fill="#666">
                {p.bucket.slice(5)}
              </text>
            )}
          </g>
        );
      })}
      {points.length > 0 && <path d={line} fill="none" stroke="#1677ff" strokeWidth={2} />}
      <line x1={PAD.left} x2={W - PAD.right} y1={PAD.top + innerH} y2={PAD.top + innerH} stroke="#d9d9d9" />
    </svg>
  );
}
