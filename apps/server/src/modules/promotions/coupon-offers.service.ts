import { Codes } from '@sme/shared/codes';
import type { Locale } from '@sme/shared/constants';
import { couponCovers } from '@sme/shared/pricing/coupon-discount';
import type { Coupon } from '@sme/shared/pricing/types';
import type { CouponOfferPage, CouponOfferView } from '@sme/shared/schemas/promotions';
import { and, count, desc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { merchantNames, productsForCart } from '../catalogue';
import { couponOfferView } from './coupon-views';
import { couponInstances, couponOffers } from './promotions.tables';

/**
 * Coupon offers members can see (spec section 6, coupons): the coupon centre (coupon.offers), the offers on a
 * product page (coupon.publicOffersByProduct) and on a shop page (coupon.merchantList). Only public, active offers
 * open now are listed, sold-out ones included (shown as such, remaining 0); for a signed-in member each says how
 * many they hold and whether they can collect one more.
 */

type OfferRow = typeof couponOffers.$inferSelect;

/** An offer is open from validFrom to validUntil, both inclusive, and null bounds are open. */
export const offerOpenAt = (now: Date) =>
  and(or(isNull(couponOffers.validFrom), lte(couponOffers.validFrom, now)), or(isNull(couponOffers.validUntil), gte(couponOffers.validUntil, now)));

/** The same rule as offerOpenAt, for an offer already read. */
export function isOfferOpen(offer: Pick<OfferRow, 'validFrom' | 'validUntil'>, now: Date): boolean {
  const t = now.getTime();
  return (!offer.validFrom || offer.validFrom.getTime() <= t) && (!offer.validUntil || offer.validUntil.getTime() >= t);
}

const listed = (now: Date) => and(eq(couponOffers.isPublic, true), eq(couponOffers.status, 'ACTIVE'), offerOpenAt(now));

/** The offer as the pricing engine's Coupon, to ask the engine which products it covers. */
function offerCoupon(offer: OfferRow): Coupon {
  const { id, merchantId, currency, isForAll, pidList, method, valueMinor, percentage } = offer;
  return { id, merchantId, currency, isForAll, pidList, method, discountType: 'BYUNIT', valueMinor, percentage };
}

/** The views of these offers for the reader (memberId null = a visitor): coupons held and merchant names in two queries. */
async function viewsOf(db: Database, offers: OfferRow[], memberId: string | null, locale: Locale): Promise<CouponOfferView[]> {
  if (offers.length === 0) return [];
  const ids = offers.map((o) => o.id);
  const held = new Map<string, number>();
  if (memberId) {
    const rows = await db
      .select({ offerId: couponInstances.offerId, n: count() })
      .from(couponInstances)
      .where(and(eq(couponInstances.memberId, memberId), inArray(couponInstances.offerId, ids)))
      .groupBy(couponInstances.offerId);
    for (const r of rows) held.set(r.offerId, r.n);
  }
  const names = await merchantNames(
    db,
    offers.flatMap((o) => (o.merchantId ? [o.merchantId] : [])),
    locale,
  );
  return offers.map((o) => couponOfferView(o, locale, { heldByMe: memberId ? (held.get(o.id) ?? 0) : null, merchantNames: names }));
}

/** coupon.offers: every public offer open now, newest first, paged. */
export async function listOffers(
  db: Database,
  memberId: string | null,
  page: { page: number; size: number },
  locale: Locale,
  now: Date,
): Promise<CouponOfferPage> {
  const [total] = await db.select({ n: count() }).from(couponOffers).where(listed(now));
  const rows = await db
    .select()
    .from(couponOffers)
    .where(listed(now))
    .orderBy(desc(couponOffers.createdAt), desc(couponOffers.id))
    .limit(page.size)
    .offset((page.page - 1) * page.size);
  return { list: await viewsOf(db, rows, memberId, locale), total: total?.n ?? 0, page: page.page, size: page.size };
}

/**
 * coupon.publicOffersByProduct: the public offers open now that cover this product, as the engine's couponCovers
 * decides at checkout (its merchant's or the platform's, for all products or listing it, a FIXPRICE one in the
 * product's currency). An unknown or hidden product answers 404.
 */
export async function offersForProduct(db: Database, memberId: string | null, productId: string, locale: Locale, now: Date): Promise<CouponOfferView[]> {
  const product = (await productsForCart(db, [productId], locale)).get(productId);
  if (!product?.isAvailable) throw new AppError(Codes.NOT_FOUND);
  const line = {
    id: product.id,
    productId: product.id,
    merchantId: product.merchant.id,
    currency: product.price.currency,
    unitPriceMinor: product.price.retailMinor,
    quantity: 1,
    deliveryType: product.deliveryTypes[0] ?? 'NONE',
  };
  const rows = await db
    .select()
    .from(couponOffers)
    .where(and(listed(now), or(isNull(couponOffers.merchantId), eq(couponOffers.merchantId, product.merchant.id))))
    .orderBy(desc(couponOffers.createdAt), desc(couponOffers.id));
  return viewsOf(
    db,
    rows.filter((o) => couponCovers(offerCoupon(o), line)),
    memberId,
    locale,
  );
}

/** coupon.merchantList: the merchant's own public offers open now (platform offers are not the merchant's). */
export async function offersOfMerchant(db: Database, memberId: string | null, merchantId: string, locale: Locale, now: Date): Promise<CouponOfferView[]> {
  const rows = await db
    .select()
    .from(couponOffers)
    .where(and(listed(now), eq(couponOffers.merchantId, merchantId)))
    .orderBy(desc(couponOffers.createdAt), desc(couponOffers.id));
  return viewsOf(db, rows, memberId, locale);
}
