import { Codes, codeByNumber } from '@sme/shared/codes';
import type { Locale } from '@sme/shared/constants';
import { priceOrder } from '@sme/shared/pricing/price-order';
import type { PromoCheckInput, PromoCheckView, PromoCodeView } from '@sme/shared/schemas/promotions';
import { and, asc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { checkoutLines } from '../cart';
import { localised } from '../catalogue';
import { findPromoWithUsage } from './checkout-promotions.service';
import { promoCodeUseCount } from './promo-code-uses';
import { promoCodes } from './promotions.tables';

/**
 * Promotion codes as members meet them (spec sections 8, 9): promo.check against the cart lines checkout would
 * order, and promo.findByMerchant. promo.check runs the pricing engine (priceOrder) that order.preview and
 * order.create run, so its outcome and discount are the ones checkout shows when the code is the only offer.
 */

type PromoRow = typeof promoCodes.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A promotion code as members see it. */
export function promoCodeView(row: PromoRow, locale: Locale): PromoCodeView {
  return {
    code: row.code,
    title: localised(locale, row.titleEn, row.titleZh) ?? row.code,
    merchantId: row.merchantId,
    currency: row.currency,
    method: row.method,
    valueMinor: row.valueMinor,
    percentage: row.percentage,
    isForAll: row.isForAll,
    pidList: row.pidList,
    per: row.per,
    validFrom: iso(row.validFrom),
    validUntil: iso(row.validUntil),
    minSpendMinor: row.minSpendMinor,
  };
}

/**
 * promo.check: the member's selected cart lines (refused with the cart's codes as checkout refuses them), then the
 * section 8 checks; a refusal throws its outcome (8108, 404, 8105, 8102, 8106, 8107, 1013, 8109). On success, what
 * the code takes off these lines before any coupon or VIP discount.
 */
export async function checkPromo(db: Database, memberId: string, input: PromoCheckInput, locale: Locale, now: Date): Promise<PromoCheckView> {
  const { currency, lines } = await checkoutLines(db, memberId, { cartItemIds: input.cartItemIds }, locale);
  const promo = await findPromoWithUsage(db, input.code, memberId);
  const usage = promo?.usage ?? { codeUses: 0, memberUses: 0 };
  const pricing = lines.map((l) => l.pricing);
  // The engine alone, with no coupon, VIP tier or freight: the promo part of what order.preview answers.
  const breakdown = priceOrder({
    currency,
    lines: pricing,
    deliveryType: pricing[0]?.deliveryType ?? 'NONE',
    area: null,
    freightRules: [],
    coupons: [],
    promo: { entered: input.code, definition: promo?.definition ?? null, usage },
    vip: null,
    now,
  });
  const outcome = breakdown.promo?.outcome ?? Codes.NOT_FOUND.code;
  if (outcome !== Codes.OK.code) throw new AppError(codeByNumber(outcome) ?? Codes.BAD_REQUEST);
  // The engine refuses a missing code with 404, so an accepted code always has its row; checked for the types.
  const [row] = promo ? await db.select().from(promoCodes).where(eq(promoCodes.id, promo.id)) : [];
  if (!row) throw new AppError(Codes.NOT_FOUND);
  return { promo: promoCodeView(row, locale), discountMinor: breakdown.promoDiscountMinor, currency };
}

/**
 * promo.findByMerchant: the merchant's active codes valid now and not used up in all, soonest ending first. Codes a
 * member has used up themselves still show (that is per member, answered by promo.check with 8106).
 */
export async function promoCodesOfMerchant(db: Database, merchantId: string, locale: Locale, now: Date): Promise<PromoCodeView[]> {
  const rows = await db
    .select()
    .from(promoCodes)
    .where(
      and(
        eq(promoCodes.merchantId, merchantId),
        eq(promoCodes.status, 'ACTIVE'),
        or(isNull(promoCodes.validFrom), lte(promoCodes.validFrom, now)),
        or(isNull(promoCodes.validUntil), gte(promoCodes.validUntil, now)),
        or(isNull(promoCodes.usageLimit), sql`${promoCodeUseCount(promoCodes)} < ${promoCodes.usageLimit}`),
      ),
    )
    .orderBy(sql`${promoCodes.validUntil} asc nulls last`, asc(promoCodes.code));
  return rows.map((row) => promoCodeView(row, locale));
}
