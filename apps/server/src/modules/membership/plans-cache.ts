import type { MembershipPlanView } from '@sme/shared/membership-plans';
import type { Database } from '../../db/client';
import { listPlans } from './membership.service';

/**
 * The public plan list, kept by each server for a minute: it is the hottest public list and plans change almost
 * never. A change made through this server (the back office's VIP discount) forgets it at once; other servers show
 * the change within the minute. Kept per database handle, so apps sharing a process (tests) never share a list.
 */

const PLANS_CACHE_MS = 60_000;
const cache = new WeakMap<Database, { at: number; list: Promise<MembershipPlanView[]> }>();

/** The plans in display order, from this server's copy when younger than a minute. */
export function cachedPlans(db: Database, now = Date.now()): Promise<MembershipPlanView[]> {
  const kept = cache.get(db);
  if (kept && now - kept.at <= PLANS_CACHE_MS) return kept.list;
  const list = listPlans(db);
  cache.set(db, { at: now, list });
  // A failed read is not kept: the next request tries again.
  list.catch(() => cache.delete(db));
  return list;
}

/** Drops this server's copy, after a plan was changed. */
export function forgetCachedPlans(db: Database): void {
  cache.delete(db);
}
