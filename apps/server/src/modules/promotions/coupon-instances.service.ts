import { Codes } from '@sme/shared/codes';
import type { Locale } from '@sme/shared/constants';
import type { CouponInstancePage, CouponInstanceView, CouponState } from '@sme/shared/schemas/promotions';
import { and, desc, eq, gte, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { merchantNames } from '../catalogue';
import { couponInstanceView } from './coupon-views';
import { couponUsableAt } from './checkout-promotions.service';
import { couponInstances, couponOffers } from './promotions.tables';

/**
 * The coupons a member holds (coupon.instances) and using one outside checkout (coupon.redeemInstance, an in-store
 * voucher). Every query filters by the session's member: another member's coupon answers 404. EXPIRED is not
 * stored: an unused coupon whose validUntil has passed reads as expired (couponState), and the filters here say the
 * same in SQL.
 */

/** The SQL of each state, the same rule as couponState (the console's offer usage report counts with it too). */
export function stateWhere(state: CouponState, now: Date) {
  if (state === 'USED') return eq(couponInstances.state, 'USED');
  if (state === 'EXPIRED') return and(eq(couponInstances.state, 'UNUSED'), isNotNull(couponInstances.validUntil), lt(couponInstances.validUntil, now));
  return and(eq(couponInstances.state, 'UNUSED'), or(isNull(couponInstances.validUntil), gte(couponInstances.validUntil, now)));
}

const countWhere = (condition: ReturnType<typeof stateWhere>) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** coupon.instances: the member's coupons (of one state, or all), newest first, paged, with the count of each state. */
export async function memberCoupons(
  db: Database,
  memberId: string,
  query: { state?: CouponState; page: number; size: number },
  locale: Locale,
  now: Date,
): Promise<CouponInstancePage> {
  const mine = eq(couponInstances.memberId, memberId);
  const [counts] = await db
    .select({ UNUSED: countWhere(stateWhere('UNUSED', now)), USED: countWhere(stateWhere('USED', now)), EXPIRED: countWhere(stateWhere('EXPIRED', now)) })
    .from(couponInstances)
    .where(mine);
  const tally = counts ?? { UNUSED: 0, USED: 0, EXPIRED: 0 };
  const rows = await db
    .select({ instance: couponInstances, offer: couponOffers })
    .from(couponInstances)
    .innerJoin(couponOffers, eq(couponOffers.id, couponInstances.offerId))
    .where(and(mine, query.state ? stateWhere(query.state, now) : undefined))
    .orderBy(desc(couponInstances.collectedAt), desc(couponInstances.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const names = await merchantNames(
    db,
    rows.flatMap((r) => (r.offer.merchantId ? [r.offer.merchantId] : [])),
    locale,
  );
  return {
    list: rows.map((r) => couponInstanceView(r.instance, r.offer, locale, now, names)),
    total: query.state ? tally[query.state] : tally.UNUSED + tally.USED + tally.EXPIRED,
    page: query.page,
    size: query.size,
    counts: tally,
  };
}

/**
 * coupon.redeemInstance: the member uses a coupon they hold, outside checkout. One conditional update: only an
 * unused coupon within its validity, of an offer still active, becomes USED; two redemptions racing use it once.
 * Another member's or an unknown coupon answers 404; one that cannot be used (used, expired, not yet valid,
 * withdrawn) 409 coupon.notAvailable.
 */
export async function redeemInstance(db: Database, memberId: string, instanceId: string, locale: Locale, now: Date): Promise<CouponInstanceView> {
  const mine = and(eq(couponInstances.id, instanceId), eq(couponInstances.memberId, memberId));
  const [used] = await db
    .update(couponInstances)
    .set({ state: 'USED', usedAt: now })
    .where(and(mine, couponUsableAt(now)))
    .returning({ id: couponInstances.id });
  const [row] = await db
    .select({ instance: couponInstances, offer: couponOffers })
    .from(couponInstances)
    .innerJoin(couponOffers, eq(couponOffers.id, couponInstances.offerId))
    .where(mine);
  if (!row) throw new AppError(Codes.NOT_FOUND);
  if (!used) throw new AppError(Codes.CONFLICT, { messageKey: 'coupon.notAvailable' });
  const names = await merchantNames(db, row.offer.merchantId ? [row.offer.merchantId] : [], locale);
  return couponInstanceView(row.instance, row.offer, locale, now, names);
}
