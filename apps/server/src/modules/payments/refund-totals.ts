import { and, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments, refunds } from './payments.tables';

/** A refund the provider confirmed, as the back office's turnover report counts it (on the day it completed). */
export interface CompletedRefund {
  orderId: string;
  currency: string;
  amountMinor: number;
  completedAt: Date;
}

/** Refunds of order payments that succeeded within [from, to) (a membership payment's refund is no order's); reports filter them to the orders the actor reaches. */
export async function completedRefunds(db: Database, range: { from?: Date | undefined; to?: Date | undefined }): Promise<CompletedRefund[]> {
  const rows = await db
    .select({ orderId: refunds.orderId, currency: refunds.currency, amountMinor: refunds.amountMinor, completedAt: refunds.completedAt })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(
      and(
        eq(refunds.status, 'SUCCEEDED'),
        eq(payments.purpose, 'ORDER'),
        range.from ? gte(refunds.completedAt, range.from) : undefined,
        range.to ? lt(refunds.completedAt, range.to) : undefined,
      ),
    );
  return rows.flatMap((r) => (r.completedAt ? [{ ...r, completedAt: r.completedAt }] : []));
}
