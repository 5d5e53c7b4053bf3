import type { ConsoleProductRow, ConsoleProductView } from '@sme/shared/schemas/console-products';

/** Test answers of console.product.*: a Tea House HK product on sale. */

export const PRODUCT_ID = '77777777-7777-4777-8777-777777777777';
export const MERCHANT_ID = '66666666-6666-4666-8666-666666666666';

/** One row of the products table. */
export function consoleProductRow(overrides: Partial<ConsoleProductRow> = {}): ConsoleProductRow {
  return {
    id: PRODUCT_ID,
    merchantId: MERCHANT_ID,
    code: 'TEA-001',
    nameEn: 'Oolong tea',
    nameZh: '烏龍茶',
    currency: 'HKD',
    retailPriceMinor: 12_345,
    stock: 8,
    status: 'ACTIVE',
    imageUrl: null,
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

/** A console.product.detail answer. */
export function consoleProductView(overrides: Partial<ConsoleProductView> = {}): ConsoleProductView {
  return {
    ...consoleProductRow(),
    categoryId: null,
    tagIds: [],
    summaryEn: null,
    summaryZh: null,
    descriptionEn: '<p>Fine tea</p>',
    descriptionZh: null,
    termsEn: null,
    termsZh: null,
    images: [],
    specOptions: [
      {
        nameEn: 'Size',
        nameZh: '尺寸',
        values: [
          { en: 'Small', zh: '小' },
          { en: 'Large', zh: '大' },
        ],
      },
    ],
    wholesalePriceMinor: 9_000,
    minWholesaleQty: 10,
    deliveryTypes: ['HOME_DELIVERY'],
    createdAt: '2026-11-19T08:00:00.000Z',
    ...overrides,
  };
}
