import type { Locale } from './constants';

/**
 * Hong Kong's 18 districts with their official Chinese names, so a district stored in English (merchants, pickup
 * points, saved addresses, orders) shows in the page's language. Places keep the English spelling they were saved
 * with (the geo data's, e.g. "Central and Western District"); names are looked up here only to be shown.
 */

/** One district: its official English name and its Chinese names (Traditional as Hong Kong writes it, and Simplified). */
export interface HkDistrict {
  en: string;
  zhHant: string;
  zhHans: string;
}

/** The 18 districts, Hong Kong Island, Kowloon, then the New Territories (the Government's order). */
export const HK_DISTRICTS: readonly HkDistrict[] = [
  { en: 'Central and Western', zhHant: '中西區', zhHans: '中西区' },
  { en: 'Wan Chai', zhHant: '灣仔區', zhHans: '湾仔区' },
  { en: 'Eastern', zhHant: '東區', zhHans: '东区' },
  { en: 'Southern', zhHant: '南區', zhHans: '南区' },
  { en: 'Yau Tsim Mong', zhHant: '油尖旺區', zhHans: '油尖旺区' },
  { en: 'Sham Shui Po', zhHant: '深水埗區', zhHans: '深水埗区' },
  { en: 'Kowloon City', zhHant: '九龍城區', zhHans: '九龙城区' },
  { en: 'Wong Tai Sin', zhHant: '黃大仙區', zhHans: '黄大仙区' },
  { en: 'Kwun Tong', zhHant: '觀塘區', zhHans: '观塘区' },
  { en: 'Kwai Tsing', zhHant: '葵青區', zhHans: '葵青区' },
  { en: 'Tsuen Wan', zhHant: '荃灣區', zhHans: '荃湾区' },
  { en: 'Tuen Mun', zhHant: '屯門區', zhHans: '屯门区' },
  { en: 'Yuen Long', zhHant: '元朗區', zhHans: '元朗区' },
  { en: 'North', zhHant: '北區', zhHans: '北区' },
  { en: 'Tai Po', zhHant: '大埔區', zhHans: '大埔区' },
  { en: 'Sha Tin', zhHant: '沙田區', zhHans: '沙田区' },
  { en: 'Sai Kung', zhHant: '西貢區', zhHans: '西贡区' },
  { en: 'Islands', zhHant: '離島區', zhHans: '离岛区' },
];

/** Letters only, lower case, without a trailing "district": "Sha Tin", "Shatin" and "Sha Tin District" meet. */
const keyOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/district$/, '');

const byKey = new Map(HK_DISTRICTS.map((d) => [keyOf(d.en), d]));

/** The district an English name stands for (any of its usual spellings), or undefined when it is not one of the 18. */
export function findHkDistrict(name: string): HkDistrict | undefined {
  return byKey.get(keyOf(name));
}

/**
 * A place name as a page in `locale` shows it: a Hong Kong district in Chinese on Chinese pages; anything else
 * (English pages, another country's city, a district a user typed in their own words) exactly as stored.
 */
export function localisedDistrict(name: string, locale: Locale): string {
  if (locale === 'en_US') return name;
  const district = findHkDistrict(name);
  if (!district) return name;
  return locale === 'zh_CN' ? district.zhHans : district.zhHant;
}
