import type { OrderStatus } from '@sme/shared/order-status';
import { hkDayOf, hkDayRange } from '@sme/shared/hk-day';
import type { Database } from '../../db/client';
import { consoleOrderIdsInReach, consoleOrdersCreatedByDay, consoleOrdersPaidByDay } from '../orders';
import { completedRefunds } from '../../modules/payments';
import type { ConsoleActor } from '../../http/console-guard';

/** The day-by-day figures dashboard and turnover export are built from. */
export interface DayFigures {
  day: string;
  currency: string;
  ordersCreated: number;
  ordersPaid: number;
  /** Paid orders' totals, on the day they were paid. */
  salesMinor: number;
  /** Money received for orders paid that day. */
  receivedMinor: number;
  /** Refunds the providers confirmed that day. */
  refundsMinor: number;
}

/** The actor's figures per Hong Kong day and currency within [from, to] (days with something only), by day then currency. */
export async function dayFigures(
  db: Database,
  actor: ConsoleActor,
  range: { from?: string | undefined; to?: string | undefined; statuses: readonly OrderStatus[] },
): Promise<DayFigures[]> {
  const filter = { ...hkDayRange(range.from, range.to), statuses: range.statuses };
  const [created, paid, refunds] = await Promise.all([
    consoleOrdersCreatedByDay(db, actor, filter),
    consoleOrdersPaidByDay(db, actor, filter),
    completedRefunds(db, filter),
  ]);
  const reached = await consoleOrderIdsInReach(db, actor, [...new Set(refunds.map((r) => r.orderId))], range.statuses);
  const byKey = new Map<string, DayFigures>();
  const at = (day: string, currency: string) => {
    const key = `${day}|${currency}`;
    let figures = byKey.get(key);
    if (!figures) {
      figures = { day, currency, ordersCreated: 0, ordersPaid: 0, salesMinor: 0, receivedMinor: 0, refundsMinor: 0 };
      byKey.set(key, figures);
    }
    return figures;
  };
  for (const c of created) at(c.day, c.currency).ordersCreated += c.orders;
  for (const p of paid) Object.assign(at(p.day, p.currency), { ordersPaid: p.orders, salesMinor: p.salesMinor, receivedMinor: p.receivedMinor });
  for (const r of refunds) if (reached.has(r.orderId)) at(hkDayOf(r.completedAt), r.currency).refundsMinor += r.amountMinor;
  return [...byKey.values()].sort((a, b) => a.day.localeCompare(b.day) || a.currency.localeCompare(b.currency));
}
