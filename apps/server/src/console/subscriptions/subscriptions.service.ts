import type { ConsoleInboxPage, ConsoleSubscriptionListQuery, ConsoleSubscriptionRow, SubscriptionStatus } from '@sme/shared/schemas/console-inbox';
import { maskEmail } from '@sme/shared/masking';
import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { subscriptions } from '../../modules/subscriptions/subscriptions.tables';

/** Back-office list of email subscriptions (admins only); addresses masked, tokens never leave the table. */

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const iso = (d: Date | null) => d?.toISOString() ?? null;

/** console.subscription.list: newest first, by status and part of the email. */
export async function listConsoleSubscriptions(db: Database, q: ConsoleSubscriptionListQuery): Promise<ConsoleInboxPage<ConsoleSubscriptionRow>> {
  const where = and(
    q.status ? eq(subscriptions.status, q.status) : undefined,
    q.q ? ilike(subscriptions.email, `%${escapeLike(q.q.toLowerCase())}%`) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(subscriptions)
      .where(where)
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db.select({ n: count() }).from(subscriptions).where(where),
  ]);
  const list = rows.map((r) => ({
    id: r.id,
    email: maskEmail(r.email),
    status: r.status as SubscriptionStatus,
    source: r.source,
    locale: r.locale,
    createdAt: r.createdAt.toISOString(),
    confirmedAt: iso(r.confirmedAt),
    unsubscribedAt: iso(r.unsubscribedAt),
  }));
  return { list, total: counted?.n ?? 0, page: q.page, size: q.size };
}
