import { Codes } from '@sme/shared/codes';
import type { Locale } from '@sme/shared/constants';
import {
  type ConsolePage,
  type ConsolePromoRow,
  type ConsolePromoView,
  type ConsolePromotionListQuery,
  promotionStatusAt,
} from '@sme/shared/schemas/console-promotions';
import { type SQL, and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { merchantNames } from '../../modules/catalogue';
import type { ConsoleActor } from '../../http/console-guard';
import { containsPattern, isoOrNull, listedProducts, promotionScope, promotionStatusWhere } from './promotion-scope';
import { promoCodeUseCount } from '../../modules/promotions/promo-code-uses';
import { promoCodes } from '../../modules/promotions/promotions.tables';

/**
 * Back-office reads of promo codes. An admin reaches every code; a merchant's staff only their merchant's
 * (platform-wide codes are admins'). Another merchant's code answers 404 like a missing one, so ids do not leak.
 */

type PromoRow = typeof promoCodes.$inferSelect;

/** The actor's promo code by id, its row locked inside a transaction when `lock`; 404 outside the actor's reach. */
export async function findConsolePromo(db: Db, actor: ConsoleActor, id: string, lock = false): Promise<PromoRow> {
  const query = db
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.id, id), promotionScope(actor, promoCodes)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError(Codes.NOT_FOUND);
  return row;
}

/** The code's uses so far (the one count of modules/promotions: cancelled orders have given theirs back). */
export async function promoUseCount(db: Db, promoCodeId: string): Promise<number> {
  const [row] = await db
    .select({ n: promoCodeUseCount(promoCodeId) })
    .from(promoCodes)
    .where(eq(promoCodes.id, promoCodeId));
  return row?.n ?? 0;
}

function rowView(r: PromoRow, uses: number, names: ReadonlyMap<string, string>, now: Date): ConsolePromoRow {
  const validFrom = isoOrNull(r.validFrom);
  const validUntil = isoOrNull(r.validUntil);
  return {
    id: r.id,
    code: r.code,
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
    usageLimit: r.usageLimit,
    perMemberLimit: r.perMemberLimit,
    status: promotionStatusAt({ status: r.status, validFrom, validUntil }, now),
    uses,
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** console.promo.list: the actor's codes, last updated first, by code or title, displayed state and (admins) merchant. */
export async function listConsolePromos(
  db: Database,
  actor: ConsoleActor,
  q: ConsolePromotionListQuery,
  locale: Locale,
  now: Date,
): Promise<ConsolePage<ConsolePromoRow>> {
  const conditions: Array<SQL | undefined> = [promotionScope(actor, promoCodes)];
  if (q.q) {
    const like = containsPattern(q.q);
    conditions.push(or(ilike(promoCodes.code, like), ilike(promoCodes.titleEn, like), ilike(promoCodes.titleZh, like)));
  }
  if (q.status) conditions.push(promotionStatusWhere(promoCodes, q.status, now));
  if (q.merchantId) conditions.push(eq(promoCodes.merchantId, q.merchantId));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ row: promoCodes, uses: promoCodeUseCount(promoCodes) })
      .from(promoCodes)
      .where(where)
      .orderBy(desc(promoCodes.updatedAt), desc(promoCodes.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db.select({ n: count() }).from(promoCodes).where(where),
  ]);
  const names = await merchantNames(
    db,
    rows.flatMap((r) => (r.row.merchantId ? [r.row.merchantId] : [])),
    locale,
  );
  return { list: rows.map((r) => rowView(r.row, r.uses, names, now)), total: counted?.n ?? 0, page: q.page, size: q.size };
}

/** console.promo.detail: every field the form edits, the listed products named, and its uses (which lock its terms). */
export async function consolePromoDetail(db: Database, actor: ConsoleActor, id: string, locale: Locale, now: Date): Promise<ConsolePromoView> {
  const row = await findConsolePromo(db, actor, id);
  const names = await merchantNames(db, row.merchantId ? [row.merchantId] : [], locale);
  return {
    ...rowView(row, await promoUseCount(db, id), names, now),
    per: row.per,
    isForAll: row.isForAll,
    pidList: row.pidList,
    products: await listedProducts(db, row.pidList),
    minSpendMinor: row.minSpendMinor,
    createdAt: row.createdAt.toISOString(),
  };
}
