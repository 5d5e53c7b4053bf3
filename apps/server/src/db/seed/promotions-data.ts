import type { DiscountMethod, PromoCountMode } from '@sme/shared/pricing/types';

/**
 * Demo promotions: promo codes that show each rule of spec sections 8 and 9, and coupon offers for the
 * coupon centre, product and shop pages. Merchants by slug and products by code (merchants-data.ts,
 * products-data.ts); null merchant = the platform. Amounts in minor units of `currency`, which matches the
 * products' (HKD, except the gadget shop's USD accessories). Validity in days from the seeding day: a negative
 * `endsInDays` makes an expired code, a positive `startsInDays` one not yet valid.
 */

/** A demo promotion code. */
export interface PromoCodeSeed {
  code: string;
  merchant: string | null;
  titleEn: string;
  titleZh: string;
  currency: 'HKD' | 'USD';
  method: DiscountMethod;
  valueMinor?: number;
  percentage?: number;
  /** Product codes; absent = for all the merchant's (or, for the platform, all) products. */
  products?: string[];
  per?: PromoCountMode;
  startsInDays?: number;
  endsInDays?: number;
  usageLimit?: number;
  perMemberLimit?: number;
  minSpendMinor?: number;
}

/** A demo coupon offer; `titleEn` is its natural key for the seed. */
export interface CouponOfferSeed {
  merchant: string | null;
  titleEn: string;
  titleZh: string;
  currency: 'HKD' | 'USD';
  method: DiscountMethod;
  valueMinor?: number;
  percentage?: number;
  products?: string[];
  isPublic?: boolean;
  claimCode?: string;
  totalQuantity?: number;
  perMemberLimit?: number;
  endsInDays?: number;
  validDays?: number;
}

/** Promo codes, one rule each. */
export const PROMO_CODES: readonly PromoCodeSeed[] = [
  {
    code: 'WELCOME10',
    merchant: null,
    titleEn: '10% off, minimum spend HK$100',
    titleZh: '滿 HK$100 享九折',
    currency: 'HKD',
    method: 'PERCENT',
    percentage: 10,
    minSpendMinor: 10_000,
    endsInDays: 365,
  },
  {
    code: 'FIRSTORDER30',
    merchant: null,
    titleEn: 'HK$30 off your first order over HK$200 (once per member)',
    titleZh: '首單滿 HK$200 減 HK$30（每位會員限用一次）',
    currency: 'HKD',
    method: 'FIXPRICE',
    valueMinor: 3_000,
    perMemberLimit: 1,
    minSpendMinor: 20_000,
    endsInDays: 365,
  },
  {
    code: 'TEA50',
    merchant: 'harbour-leaf-tea',
    titleEn: 'HK$50 off tea orders over HK$300',
    titleZh: '茶品滿 HK$300 減 HK$50',
    currency: 'HKD',
    method: 'FIXPRICE',
    valueMinor: 5_000,
    minSpendMinor: 30_000,
    endsInDays: 180,
  },
  {
    code: 'CARDS88',
    merchant: 'kowloon-print-works',
    titleEn: 'HK$88 off business cards',
    titleZh: '名片減 HK$88',
    currency: 'HKD',
    method: 'FIXPRICE',
    valueMinor: 8_800,
    products: ['KPW-001'],
    endsInDays: 90,
  },
  {
    code: 'HONEY5',
    merchant: 'lantau-organic-farm',
    titleEn: 'HK$5 off every jar of honey',
    titleZh: '蜂蜜每瓶減 HK$5',
    currency: 'HKD',
    method: 'FIXPRICE',
    valueMinor: 500,
    products: ['LOF-002'],
    per: 'PERSON',
    endsInDays: 120,
  },
  {
    code: 'SEAFOOD100',
    merchant: 'sai-kung-seafood-traders',
    titleEn: 'HK$100 off, first 50 orders',
    titleZh: '減 HK$100，限首 50 張訂單',
    currency: 'HKD',
    method: 'FIXPRICE',
    valueMinor: 10_000,
    usageLimit: 50,
    minSpendMinor: 50_000,
    endsInDays: 60,
  },
  {
    code: 'GADGET5',
    merchant: 'mong-kok-gadget-hub',
    titleEn: 'US$5 off accessories over US$30',
    titleZh: '配件滿 US$30 減 US$5',
    currency: 'USD',
    method: 'FIXPRICE',
    valueMinor: 500,
    minSpendMinor: 3_000,
    endsInDays: 90,
  },
  {
    code: 'SPRING15',
    merchant: null,
    titleEn: 'Spring sale 15% off (ended)',
    titleZh: '春季優惠八五折（已結束）',
    currency: 'HKD',
    method: 'PERCENT',
    percentage: 15,
    startsInDays: -90,
    endsInDays: -30,
  },
  {
    code: 'MIDAUTUMN20',
    merchant: 'harbour-leaf-tea',
    titleEn: 'Mid-Autumn 20% off gift boxes (coming soon)',
    titleZh: '中秋禮盒八折（即將推出）',
    currency: 'HKD',
    method: 'PERCENT',
    percentage: 20,
    products: ['HLT-003'],
    startsInDays: 30,
    endsInDays: 60,
  },
];

/** Coupon offers: public merchant offers of both methods, a platform offer, one by claim code, one nearly gone. */
export const COUPON_OFFERS: readonly CouponOfferSeed[] = [
  {
    merchant: 'harbour-leaf-tea',
    titleEn: 'HK$20 off each tea',
    titleZh: '茶品每件減 HK$20',
    currency: 'HKD',
    method: 'FIXPRICE',
    valueMinor: 2_000,
    totalQuantity: 500,
    endsInDays: 180,
  },
  {
    merchant: 'kowloon-print-works',
    titleEn: '10% off business cards',
    titleZh: '名片九折',
    currency: 'HKD',
    method: 'PERCENT',
    percentage: 10,
    products: ['KPW-001'],
    endsInDays: 120,
  },
  {
    merchant: 'lantau-organic-farm',
    titleEn: '5% off everything, 30 days from collection',
    titleZh: '全店九五折，領取後 30 天內有效',
    currency: 'HKD',
    method: 'PERCENT',
    percentage: 5,
    validDays: 30,
    endsInDays: 365,
  },
  {
    merchant: 'tsuen-wan-textile-studio',
    titleEn: '15% off tote bags (two per member)',
    titleZh: '環保袋八五折（每位會員兩張）',
    currency: 'HKD',
    method: 'PERCENT',
    percentage: 15,
    products: ['TWT-001'],
    perMemberLimit: 2,
    endsInDays: 90,
  },
  {
    merchant: 'sai-kung-seafood-traders',
    titleEn: 'HK$100 off the seafood hamper, only 5',
    titleZh: '海味禮籃減 HK$100，只限 5 張',
    currency: 'HKD',
    method: 'FIXPRICE',
    valueMinor: 10_000,
    products: ['SKS-003'],
    totalQuantity: 5,
    endsInDays: 60,
  },
  {
    merchant: 'mong-kok-gadget-hub',
    titleEn: 'US$2 off each charger',
    titleZh: '充電器每件減 US$2',
    currency: 'USD',
    method: 'FIXPRICE',
    valueMinor: 200,
    products: ['MKG-001'],
    endsInDays: 90,
  },
  {
    merchant: null,
    titleEn: 'Platform 5% off any order',
    titleZh: '平台全單九五折',
    currency: 'HKD',
    method: 'PERCENT',
    percentage: 5,
    totalQuantity: 1_000,
    endsInDays: 180,
  },
  {
    merchant: null,
    titleEn: 'SME welcome: HK$10 off each item',
    titleZh: '中小企迎新：每件減 HK$10',
    currency: 'HKD',
    method: 'FIXPRICE',
    valueMinor: 1_000,
    isPublic: false,
    claimCode: 'SMEWELCOME',
    endsInDays: 365,
  },
];
