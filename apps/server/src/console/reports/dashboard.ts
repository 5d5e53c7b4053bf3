import { hkDayRange } from '@sme/shared/hk-day';
import {
  type DashboardQuery,
  type DashboardSeries,
  type DashboardView,
  type MembershipRevenueView,
  bucketOf,
  bucketsBetween,
} from '@sme/shared/schemas/console-reports';
import type { Database } from '../../db/client';
import type { ConsoleActor } from '../../http/console-guard';
import { membershipRevenue } from '../../modules/membership';
import { dayFigures } from './day-figures';

/** Membership purchases paid within the Hong Kong days, per tier and per currency. */
async function membershipFigures(db: Database, from: string, to: string): Promise<MembershipRevenueView> {
  const tiers = await membershipRevenue(db, hkDayRange(from, to));
  const totals = new Map<string, MembershipRevenueView['totals'][number]>();
  for (const t of tiers) {
    const total = totals.get(t.currency) ?? { currency: t.currency, purchases: 0, amountMinor: 0 };
    total.purchases += t.purchases;
    total.amountMinor += t.amountMinor;
    totals.set(t.currency, total);
  }
  return { tiers, totals: [...totals.values()] };
}

/**
 * console.report.dashboard: per currency, every bucket of the range (empty ones as zeros) and the totals; for admins,
 * the membership revenue of the range (membership purchases belong to no merchant, so a merchant's staff get null).
 */
export async function dashboard(db: Database, actor: ConsoleActor, query: DashboardQuery): Promise<DashboardView> {
  const [days, membership] = await Promise.all([
    dayFigures(db, actor, { from: query.from, to: query.to, statuses: [] }),
    actor.isAdmin ? membershipFigures(db, query.from, query.to) : null,
  ]);
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
  return { from: query.from, to: query.to, granularity: query.granularity, series, membership };
}
