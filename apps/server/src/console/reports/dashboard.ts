import { type DashboardQuery, type DashboardSeries, type DashboardView, bucketOf, bucketsBetween } from '@sme/shared/schemas/console-reports';
import type { Database } from '../../db/client';
import type { ConsoleActor } from '../../http/console-guard';
import { dayFigures } from './day-figures';

/** console.report.dashboard: per currency, every bucket of the range (empty ones as zeros) and the totals. */
export async function dashboard(db: Database, actor: ConsoleActor, query: DashboardQuery): Promise<DashboardView> {
  const days = await dayFigures(db, actor, { from: query.from, to: query.to, statuses: [] });
  const buckets = bucketsBetween(query.from, query.to, query.granularity);
  const byCurrency = new Map<string, DashboardSeries>();
  for (const d of days) {
    let series = byCurrency.get(d.currency);
    if (!series) {
      series = {
        currency: d.currency,
        points: buckets.map((bucket) => ({ bucket, orders: 0, salesMinor: 0, turnoverMinor: 0 })),
        totals: { orders: 0, salesMinor: 0, turnoverMinor: 0 },
      };
      byCurrency.set(d.currency, series);
    }
    const bucket = bucketOf(d.day, query.granularity);
    const point = series.points.find((p) => p.bucket === bucket);
    const turnover = d.receivedMinor - d.refundsMinor;
    for (const target of point ? [point, series.totals] : [series.totals]) {
      target.orders += d.ordersCreated;
      target.salesMinor += d.salesMinor;
      target.turnoverMinor += turnover;
    }
  }
  const series = [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency));
  return { from: query.from, to: query.to, granularity: query.granularity, series };
}
