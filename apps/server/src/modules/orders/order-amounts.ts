import type { MembershipTier } from '@sme/shared/membership-plans';
import type { OrderAmountsView } from '@sme/shared/schemas/orders';

/** The money part shared by a preview and a stored order, in the one order currency. */

/** What a preview's breakdown and an order row both hold. */
export interface OrderAmounts {
  currency: string;
  goodsSubtotalMinor: number;
  couponDiscountMinor: number;
  promoDiscountMinor: number;
  vipDiscountMinor: number;
  freightMinor: number;
  freight: ReadonlyArray<{ merchantId: string; goodsSubtotalMinor: number; feeMinor: number; isFree: boolean }>;
  totalMinor: number;
  payableMinor: number;
  vip: { tier: MembershipTier; percent: number } | null;
}

/** The amounts as answered, with each merchant's freight named in the reader's language. */
export function amountsView(a: OrderAmounts, merchantNames: ReadonlyMap<string, string>): OrderAmountsView {
  return {
    currency: a.currency,
    goodsSubtotalMinor: a.goodsSubtotalMinor,
    couponDiscountMinor: a.couponDiscountMinor,
    promoDiscountMinor: a.promoDiscountMinor,
    vipDiscountMinor: a.vipDiscountMinor,
    freightMinor: a.freightMinor,
    freight: a.freight.map((f) => ({ ...f, merchantName: merchantNames.get(f.merchantId) ?? '' })),
    totalMinor: a.totalMinor,
    payableMinor: a.payableMinor,
    vip: a.vip,
  };
}
