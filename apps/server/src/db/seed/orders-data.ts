import type { AddressArea } from '@sme/shared/schemas/addresses';
import type { DeliveryType } from '@sme/shared/delivery-types';

/**
 * Demo checkout reference data: the merchants' freight rules and pickup points (fictional addresses; districts as
 * the geo data spells them). Amounts in minor units.
 */

/** A freight rule of a merchant (by slug); `area: null` = any area. */
export interface FreightSeed {
  deliveryType: DeliveryType;
  area: AddressArea | null;
  currency: string;
  feeMinor: number;
  freeOverMinor: number | null;
}

/** Hong Kong delivery HK$30, free from HK$500; overseas HK$150; lockers HK$20, free from HK$500. Store pickup is free (no rule). */
const HKD_RULES: FreightSeed[] = [
  { deliveryType: 'HOME_DELIVERY', area: 'HONG_KONG', currency: 'HKD', feeMinor: 3_000, freeOverMinor: 50_000 },
  { deliveryType: 'HOME_DELIVERY', area: 'OVERSEAS', currency: 'HKD', feeMinor: 15_000, freeOverMinor: null },
  { deliveryType: 'PICKUP_LOCKER', area: null, currency: 'HKD', feeMinor: 2_000, freeOverMinor: 50_000 },
];

/** The same for goods priced in US dollars. */
const USD_RULES: FreightSeed[] = [
  { deliveryType: 'HOME_DELIVERY', area: 'HONG_KONG', currency: 'USD', feeMinor: 400, freeOverMinor: 6_500 },
  { deliveryType: 'HOME_DELIVERY', area: 'OVERSEAS', currency: 'USD', feeMinor: 2_000, freeOverMinor: null },
  { deliveryType: 'PICKUP_LOCKER', area: null, currency: 'USD', feeMinor: 300, freeOverMinor: 6_500 },
];

/** Freight rules of the merchants that ship goods (service merchants deliver nothing). */
export const FREIGHT_RULES: Readonly<Record<string, readonly FreightSeed[]>> = {
  'harbour-leaf-tea': HKD_RULES,
  'kowloon-print-works': HKD_RULES,
  'lantau-organic-farm': HKD_RULES,
  'victoria-peak-tech': HKD_RULES,
  'tsuen-wan-textile-studio': HKD_RULES,
  'sai-kung-seafood-traders': HKD_RULES,
  'mong-kok-gadget-hub': [...HKD_RULES, ...USD_RULES],
};

/** A pickup point: a merchant's store (merchant slug) or a platform locker (merchant null). */
export interface PickupPointSeed {
  kind: 'STORE' | 'LOCKER';
  merchant: string | null;
  nameEn: string;
  nameZh: string;
  addressEn: string;
  addressZh: string;
  district: string;
  openingHoursEn: string | null;
  openingHoursZh: string | null;
}

const SHOP_HOURS = { openingHoursEn: 'Mon–Sat 10:00–19:00', openingHoursZh: '星期一至六 10:00–19:00' };
const LOCKER_HOURS = { openingHoursEn: 'Open 24 hours', openingHoursZh: '24 小時開放' };

/** Stores of the merchants whose products allow store pickup, and four platform lockers. */
export const PICKUP_POINTS: readonly PickupPointSeed[] = [
  {
    kind: 'STORE',
    merchant: 'harbour-leaf-tea',
    nameEn: 'Harbour Leaf Tea, Sheung Wan shop',
    nameZh: '港葉茶莊上環店',
    addressEn: 'G/F, 88 Wing Lok Street, Sheung Wan',
    addressZh: '上環永樂街 88 號地下',
    district: 'Central and Western District',
    ...SHOP_HOURS,
  },
  {
    kind: 'STORE',
    merchant: 'kowloon-print-works',
    nameEn: 'Kowloon Print Works, Kwun Tong counter',
    nameZh: '九龍印藝觀塘門市',
    addressEn: 'Unit 5, 12/F, 55 Hoi Yuen Road, Kwun Tong',
    addressZh: '觀塘開源道 55 號 12 樓 5 室',
    district: 'Kwun Tong',
    ...SHOP_HOURS,
  },
  {
    kind: 'STORE',
    merchant: 'lantau-organic-farm',
    nameEn: 'Lantau Organic Farm, Mui Wo stall',
    nameZh: '大嶼山有機農莊梅窩攤位',
    addressEn: 'Mui Wo Cooked Food Market, Mui Wo, Lantau Island',
    addressZh: '大嶼山梅窩熟食市場',
    district: 'Islands District',
    openingHoursEn: 'Sat–Sun 09:00–17:00',
    openingHoursZh: '星期六至日 09:00–17:00',
  },
  {
    kind: 'STORE',
    merchant: 'victoria-peak-tech',
    nameEn: 'Victoria Peak Tech, Cyberport office',
    nameZh: '太平山科技數碼港辦公室',
    addressEn: 'Unit 301, Core C, 100 Cyberport Road',
    addressZh: '數碼港道 100 號 C 座 301 室',
    district: 'Southern',
    ...SHOP_HOURS,
  },
  {
    kind: 'STORE',
    merchant: 'tsuen-wan-textile-studio',
    nameEn: 'Tsuen Wan Textile Studio',
    nameZh: '荃灣紡織工作室',
    addressEn: '7/F, 18 Chai Wan Kok Street, Tsuen Wan',
    addressZh: '荃灣柴灣角街 18 號 7 樓',
    district: 'Tsuen Wan District',
    ...SHOP_HOURS,
  },
  {
    kind: 'STORE',
    merchant: 'sai-kung-seafood-traders',
    nameEn: 'Sai Kung Seafood Traders, waterfront shop',
    nameZh: '西貢海味行海傍店',
    addressEn: 'G/F, 21 Hoi Pong Street, Sai Kung',
    addressZh: '西貢海傍街 21 號地下',
    district: 'Sai Kung District',
    ...SHOP_HOURS,
  },
  {
    kind: 'STORE',
    merchant: 'mong-kok-gadget-hub',
    nameEn: 'Mong Kok Gadget Hub',
    nameZh: '旺角數碼站',
    addressEn: 'Shop 112, 1/F, 83 Argyle Street, Mong Kok',
    addressZh: '旺角亞皆老街 83 號 1 樓 112 號舖',
    district: 'Yau Tsim Mong',
    openingHoursEn: 'Daily 12:00–22:00',
    openingHoursZh: '每日 12:00–22:00',
  },
  {
    kind: 'LOCKER',
    merchant: null,
    nameEn: 'Locker, Central MTR Exit K',
    nameZh: '中環港鐵站 K 出口智能櫃',
    addressEn: 'Central MTR Station, near Exit K',
    addressZh: '港鐵中環站 K 出口旁',
    district: 'Central and Western District',
    ...LOCKER_HOURS,
  },
  {
    kind: 'LOCKER',
    merchant: null,
    nameEn: 'Locker, Mong Kok East Station',
    nameZh: '旺角東站智能櫃',
    addressEn: 'Mong Kok East Station concourse',
    addressZh: '旺角東站大堂',
    district: 'Yau Tsim Mong',
    ...LOCKER_HOURS,
  },
  {
    kind: 'LOCKER',
    merchant: null,
    nameEn: 'Locker, Sha Tin New Town Plaza',
    nameZh: '沙田新城市廣場智能櫃',
    addressEn: 'Level 3, New Town Plaza Phase 1, Sha Tin',
    addressZh: '沙田新城市廣場一期 3 樓',
    district: 'Sha Tin',
    ...LOCKER_HOURS,
  },
  {
    kind: 'LOCKER',
    merchant: null,
    nameEn: 'Locker, Kwun Tong APM',
    nameZh: '觀塘 APM 智能櫃',
    addressEn: 'Basement 1, APM, 418 Kwun Tong Road',
    addressZh: '觀塘道 418 號 APM 地庫一樓',
    district: 'Kwun Tong',
    ...LOCKER_HOURS,
  },
];
