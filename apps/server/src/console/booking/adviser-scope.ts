import { type SQL, type AnyColumn, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ConsoleActor } from '../../http/console-guard';
import { advisers } from '../../modules/booking/booking.tables';

/**
 * Which advisers a console actor may see: every one for admins; for an ADVISER only the adviser whose member is
 * them (none while no adviser is linked to their account). Whatever lies outside answers 404, so ids do not leak.
 */
export type AdviserScope = { all: true } | { all: false; adviserId: string | null };

export async function adviserScopeOf(db: Db, actor: ConsoleActor): Promise<AdviserScope> {
  if (actor.isAdmin) return { all: true };
  const [own] = await db.select({ id: advisers.id }).from(advisers).where(eq(advisers.memberId, actor.memberId)).limit(1);
  return { all: false, adviserId: own?.id ?? null };
}

/** The condition that keeps a query to the scope; undefined when nothing is hidden. */
export function withinScope(scope: AdviserScope, adviserIdColumn: AnyColumn): SQL | undefined {
  if (scope.all) return undefined;
  return scope.adviserId ? eq(adviserIdColumn, scope.adviserId) : sql`false`;
}
