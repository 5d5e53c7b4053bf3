/** The public face of modules/promotions: all that code outside this folder may import from it. */
export { claimOrderPromotions, findPromo, findPromoWithUsage, promoUsage, releaseOrderPromotions, usableCoupons } from './checkout-promotions.service';
export type { UsableCoupon } from './checkout-promotions.service';
export { promotionsRoutes } from './promotions.routes';
export { couponInstanceSchema } from './promotions.schemas';
