import type { MembershipPlanView } from '@sme/shared/membership-plans';
import { clearedOnChange } from '../../db/cache-invalidation';
import type { Database } from '../../db/client';
import { AnswerCache } from '../../http/answer-cache';
import { listPlans } from './membership.service';

/**
 * The public plan list, the hottest public list, kept by each server. A plan change announces 'plans' and every
 * server forgets its copy when the notice arrives (db/cache-invalidation.ts); the minute only bounds a missed notice.
 * Kept per database handle, so apps sharing a process (tests) never share a list.
 */

const PLANS_CACHE = { ttlMs: 60_000, maxEntries: 1 };
const caches = new WeakMap<Database, AnswerCache<MembershipPlanView[]>>();

/** The plans in display order, from this server's copy while no change was announced (and younger than a minute). */
export function cachedPlans(db: Database): Promise<MembershipPlanView[]> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = clearedOnChange(db, 'plans', new AnswerCache<MembershipPlanView[]>(PLANS_CACHE))));
  return cache.get('plans', () => listPlans(db));
}
