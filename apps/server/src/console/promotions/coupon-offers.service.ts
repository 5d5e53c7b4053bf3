import { Codes } from '@sme/shared/codes';
import type { Locale } from '@sme/shared/constants';
import {
  type ConsoleCouponOfferRow,
  type ConsoleCouponOfferView,
  type ConsolePage,
  type ConsolePromotionListQuery,
  promotionStatusAt,
} from '@sme/shared/schemas/console-promotions';
import { type SQL, and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { merchantNames } from '../../modules/catalogue';
import type { ConsoleActor } from '../../http/console-guard';
import { containsPattern, isoOrNull, listedProducts, promotionScope, promotionStatusWhere } from './promotion-scope';
import { couponOffers } from '../../modules/promotions/promotions.tables';

/**
 * Back-office reads of coupon offers, scoped like promo codes: admins every offer, a merchant's staff
 * their merchant's; another merchant's offer answers 404.
 */

type OfferRow = typeof couponOffers.$inferSelect;

/** The actor's offer by id, its row locked inside a transaction when `lock`; 404 outside the actor's reach. */
export async function findConsoleOffer(db: Db, actor: ConsoleActor, id: string, lock = false): Promise<OfferRow> {
  const query = db
    .select()
    .from(couponOffers)
    .where(and(eq(couponOffers.id, id), promotionScope(actor, couponOffers)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError(Codes.NOT_FOUND);
  return row;
}

function rowView(r: OfferRow, names: ReadonlyMap<string, string>, now: Date): ConsoleCouponOfferRow {
  const validFrom = isoOrNull(r.validFrom);
  const validUntil = isoOrNull(r.validUntil);
  return {
    id: r.id,
    merchantId: r.merchantId,
    merchantName: r.merchantId ? (names.get(r.merchantId) ?? null) : null,
    titleEn: r.titleEn,
    titleZh: r.titleZh,
    currency: r.currency,
    method: r.method,
    valueMinor: r.valueMinor,
    percentage: r.percentage,
    validFrom,
    validUntil,
    status: promotionStatusAt({ status: r.status, validFrom, validUntil }, now),
    updatedAt: r.updatedAt.toISOString(),
    isPublic: r.isPublic,
    claimCode: r.claimCode,
    totalQuantity: r.totalQuantity,
    issuedCount: r.issuedCount,
    perMemberLimit: r.perMemberLimit,
    validDays: r.validDays,
  };
}

/** console.couponOffer.list: the actor's offers, last updated first, by title or claim code, displayed state and (admins) merchant. */
export async function listConsoleOffers(
  db: Database,
  actor: ConsoleActor,
  q: ConsolePromotionListQuery,
  locale: Locale,
  now: Date,
): Promise<ConsolePage<ConsoleCouponOfferRow>> {
  const conditions: Array<SQL | undefined> = [promotionScope(actor, couponOffers)];
  if (q.q) {
    const like = containsPattern(q.q);
    conditions.push(or(ilike(couponOffers.titleEn, like), ilike(couponOffers.titleZh, like), ilike(couponOffers.claimCode, like)));
  }
  if (q.status) conditions.push(promotionStatusWhere(couponOffers, q.status, now));
  if (q.merchantId) conditions.push(eq(couponOffers.merchantId, q.merchantId));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(couponOffers)
      .where(where)
      .orderBy(desc(couponOffers.updatedAt), desc(couponOffers.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db.select({ n: count() }).from(couponOffers).where(where),
  ]);
  const names = await merchantNames(
    db,
    rows.flatMap((r) => (r.merchantId ? [r.merchantId] : [])),
    locale,
  );
  return { list: rows.map((r) => rowView(r, names, now)), total: counted?.n ?? 0, page: q.page, size: q.size };
}

/** console.couponOffer.detail: every field the form edits, with the listed products named. */
export async function consoleOfferDetail(db: Database, actor: ConsoleActor, id: string, locale: Locale, now: Date): Promise<ConsoleCouponOfferView> {
  const row = await findConsoleOffer(db, actor, id);
  const names = await merchantNames(db, row.merchantId ? [row.merchantId] : [], locale);
  return {
    ...rowView(row, names, now),
    isForAll: row.isForAll,
    pidList: row.pidList,
    products: await listedProducts(db, row.pidList),
    createdAt: row.createdAt.toISOString(),
  };
}
