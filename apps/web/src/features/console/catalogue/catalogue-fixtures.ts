import type { ConsoleMerchantRow, ConsoleMerchantView, ConsoleRatesView } from '@sme/shared/schemas/console-catalogue';

/** Fixtures of the console catalogue tests. */

export const MERCHANT_ID = '11111111-1111-4111-8111-111111111111';

/** One row of the merchants table. */
export function consoleMerchantRow(overrides: Partial<ConsoleMerchantRow> = {}): ConsoleMerchantRow {
  return {
    id: MERCHANT_ID,
    slug: 'tea-house',
    nameEn: 'Tea House HK',
    nameZh: '茶館',
    logoUrl: null,
    countryCode: 'HK',
    city: 'Hong Kong',
    isVerified: true,
    isFeaturedBrand: false,
    status: 'ACTIVE',
    sort: 0,
    productCount: 12,
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

/** A console.merchant.detail answer. */
export function consoleMerchantView(overrides: Partial<ConsoleMerchantView> = {}): ConsoleMerchantView {
  return {
    ...consoleMerchantRow(),
    descriptionEn: 'Loose-leaf tea.',
    descriptionZh: '散裝茶葉。',
    latestActivitiesEn: null,
    latestActivitiesZh: null,
    bannerUrl: null,
    website: 'https://tea.example.hk',
    createdAt: '2026-11-01T08:00:00.000Z',
    ...overrides,
  };
}

/** A console.rate.list answer: HKD and USD, one rate. */
export function consoleRatesView(overrides: Partial<ConsoleRatesView> = {}): ConsoleRatesView {
  return {
    currencies: [
      { code: 'HKD', nameEn: 'Hong Kong Dollar', nameZh: '港元', symbol: 'HK$', decimals: 2 },
      { code: 'USD', nameEn: 'US Dollar', nameZh: '美元', symbol: 'US$', decimals: 2 },
    ],
    rates: [{ baseSymbol: 'USD', tarSymbol: 'HKD', rate: '7.8', updatedAt: '2026-11-20T08:00:00.000Z' }],
    ...overrides,
  };
}
