import { merchants, products } from '../../modules/catalogue/catalogue.tables';
import { couponOffers, promoCodes } from '../../modules/promotions/promotions.tables';
import type { Database } from '../client';
import { COUPON_OFFERS, type CouponOfferSeed, PROMO_CODES, type PromoCodeSeed } from './promotions-data';

const DAY_MS = 86_400_000;

type Seed = PromoCodeSeed | CouponOfferSeed;

/** Where a seed row points: its merchant's id (null = platform) and its products' ids; undefined when the catalogue lacks one. */
function targetsOf(
  seed: Seed,
  merchantIds: Map<string, string>,
  productIds: Map<string, string>,
): { merchantId: string | null; pidList: string[] } | undefined {
  const merchantId = seed.merchant === null ? null : merchantIds.get(seed.merchant);
  const pidList = (seed.products ?? []).flatMap((code) => productIds.get(code) ?? []);
  if (merchantId === undefined || pidList.length !== (seed.products ?? []).length) return undefined;
  return { merchantId, pidList };
}

const inDays = (now: number, days: number | undefined) => (days === undefined ? null : new Date(now + days * DAY_MS));

/**
 * Insert the demo promo codes and coupon offers that are missing, after the catalogue (they point at its merchants
 * and products). Idempotent: codes are matched by code, offers by English title. Dates count from today.
 */
export async function seedPromotions(db: Database): Promise<{ promoCodes: number; couponOffers: number }> {
  const merchantIds = new Map((await db.select({ id: merchants.id, slug: merchants.slug }).from(merchants)).map((m) => [m.slug, m.id]));
  const productIds = new Map((await db.select({ id: products.id, code: products.code }).from(products)).map((p) => [p.code, p.id]));
  const now = Date.now();

  const codes = PROMO_CODES.flatMap((p) => {
    const targets = targetsOf(p, merchantIds, productIds);
    if (!targets) return [];
    return [
      {
        code: p.code,
        ...targets,
        titleEn: p.titleEn,
        titleZh: p.titleZh,
        currency: p.currency,
        method: p.method,
        valueMinor: p.valueMinor ?? 0,
        percentage: p.percentage ?? 0,
        isForAll: !p.products,
        per: p.per ?? 'ORDER',
        validFrom: inDays(now, p.startsInDays),
        validUntil: inDays(now, p.endsInDays),
        usageLimit: p.usageLimit ?? null,
        perMemberLimit: p.perMemberLimit ?? null,
        minSpendMinor: p.minSpendMinor ?? 0,
      },
    ];
  });
  const insertedCodes = codes.length ? await db.insert(promoCodes).values(codes).onConflictDoNothing().returning({ id: promoCodes.id }) : [];

  const existingOffers = new Set((await db.select({ titleEn: couponOffers.titleEn }).from(couponOffers)).map((o) => o.titleEn));
  const offers = COUPON_OFFERS.filter((o) => !existingOffers.has(o.titleEn)).flatMap((o) => {
    const targets = targetsOf(o, merchantIds, productIds);
    if (!targets) return [];
    return [
      {
        ...targets,
        titleEn: o.titleEn,
        titleZh: o.titleZh,
        currency: o.currency,
        method: o.method,
        valueMinor: o.valueMinor ?? 0,
        percentage: o.percentage ?? 0,
        isForAll: !o.products,
        isPublic: o.isPublic ?? true,
        claimCode: o.claimCode ?? null,
        totalQuantity: o.totalQuantity ?? null,
        perMemberLimit: o.perMemberLimit ?? 1,
        validUntil: inDays(now, o.endsInDays),
        validDays: o.validDays ?? null,
      },
    ];
  });
  const insertedOffers = offers.length ? await db.insert(couponOffers).values(offers).onConflictDoNothing().returning({ id: couponOffers.id }) : [];
  return { promoCodes: insertedCodes.length, couponOffers: insertedOffers.length };
}
