import type { PromotionProductRef, PromotionStatus } from '@sme/shared/schemas/console-promotions';
import { type SQL, and, eq, gt, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { fieldError } from '../../http/validation';
import { merchantNames, productSnapshots } from '../../modules/catalogue';
import type { ConsoleActor } from '../../http/console-guard';

/**
 * What the console's promo codes and coupon offers share: whose rows the actor reaches, the SQL of each
 * displayed state, and the checks of a form against other modules' data (the merchant, the listed products).
 */

/** The columns both promotion tables have. */
interface PromotionColumns {
  merchantId: PgColumn;
  status: PgColumn;
  validFrom: PgColumn;
  validUntil: PgColumn;
}

/** The condition that keeps the actor's rows: all for admins, their merchant's for a merchant's staff (never platform-wide ones). */
export function promotionScope(actor: ConsoleActor, table: PromotionColumns): SQL | undefined {
  if (actor.isAdmin) return undefined;
  return actor.merchantId ? eq(table.merchantId, actor.merchantId) : sql`false`;
}

/** The SQL of a displayed state, the same rule as the shared promotionStatusAt. */
export function promotionStatusWhere(table: PromotionColumns, status: PromotionStatus, now: Date): SQL | undefined {
  if (status === 'DISABLED') return eq(table.status, 'DISABLED');
  const active = eq(table.status, 'ACTIVE');
  if (status === 'SCHEDULED') return and(active, gt(table.validFrom, now));
  if (status === 'EXPIRED') return and(active, lt(table.validUntil, now), or(isNull(table.validFrom), lte(table.validFrom, now)));
  return and(active, or(isNull(table.validFrom), lte(table.validFrom, now)), or(isNull(table.validUntil), gte(table.validUntil, now)));
}

/** A search text as an ILIKE pattern matching it anywhere. */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The merchant a new promotion belongs to: a merchant's staff always their own (naming another is 400); an admin the
 * merchant named (it must exist), or none for a platform-wide one.
 */
export async function merchantForCreate(db: Db, actor: ConsoleActor, asked: string | null | undefined): Promise<string | null> {
  if (!actor.isAdmin) {
    if (asked && asked !== actor.merchantId) throw fieldError('merchantId', 'validation.invalid', asked);
    return actor.merchantId;
  }
  if (!asked) return null;
  if (!(await merchantNames(db, [asked], 'en_US')).has(asked)) throw fieldError('merchantId', 'validation.invalid', asked);
  return asked;
}

/** The listed products must exist and, for a merchant's promotion, be that merchant's (checkout would never match others). */
export async function checkListedProducts(db: Db, merchantId: string | null, pidList: readonly string[]): Promise<void> {
  if (pidList.length === 0) return;
  const found = await productSnapshots(db, pidList);
  const bad = pidList.find((id) => {
    const product = found.get(id);
    return !product || (merchantId !== null && product.merchantId !== merchantId);
  });
  if (bad) throw fieldError('pidList', 'validation.invalid', bad);
}

/** The listed products with their names, in list order (a product deleted since is left out). */
export async function listedProducts(db: Db, pidList: readonly string[]): Promise<PromotionProductRef[]> {
  const found = await productSnapshots(db, pidList);
  return pidList.flatMap((id) => {
    const p = found.get(id);
    return p ? [{ id, nameEn: p.nameEn, nameZh: p.nameZh }] : [];
  });
}

/** An instant as the API answers it. */
export const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** A submitted instant as stored. */
export const dateOrNull = (s: string | null) => (s ? new Date(s) : null);
