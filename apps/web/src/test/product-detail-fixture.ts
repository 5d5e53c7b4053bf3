import type { MerchantCard, MerchantDetail, ProductCard, ProductDetail } from '@sme/shared/schemas/catalogue';

/** Ids used by the detail and favourites tests (valid UUIDs, as the server checks). */
export const IDS = {
  product: '0b8c2f4e-8a52-4f55-9c36-0f3b0d1f7a10',
  other: '5d1e6a7b-2c3d-4e5f-8a9b-0c1d2e3f4a5b',
  merchant: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  category: '2f1d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b',
} as const;

/** A product card as product.list answers it, with any fields replaced. */
export function productCard(overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    id: IDS.other,
    code: 'TEA-002',
    kind: 'PRODUCT',
    name: 'Oolong tea gift box',
    summary: 'Hand-picked oolong from Fujian.',
    imageUrl: null,
    price: { currency: 'HKD', retailMinor: 26_800, wholesaleMinor: null, minWholesaleQty: null },
    stock: 12,
    deliveryTypes: ['HOME_DELIVERY'],
    merchant: { id: IDS.merchant, name: 'Tea House HK', logoUrl: null, isVerified: true },
    tags: [],
    isFavourite: false,
    ...overrides,
  };
}

/** A product detail as product.detail answers it: retail HK$120, wholesale HK$95 from 10, 40 in stock, one spec option. */
export function productDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...productCard(),
    id: IDS.product,
    code: 'TEA-001',
    name: 'Jasmine green tea',
    summary: 'Loose-leaf jasmine tea, 250 g tins.',
    imageUrl: '/media/tea-1.webp',
    images: ['/media/tea-1.webp', '/media/tea-2.webp'],
    price: { currency: 'HKD', retailMinor: 12_000, wholesaleMinor: 9_500, minWholesaleQty: 10 },
    stock: 40,
    deliveryTypes: ['HOME_DELIVERY', 'STORE_PICKUP'],
    tags: [{ id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', slug: 'tea', name: 'Tea' }],
    specOptions: [{ name: 'Size', values: ['250 g', '500 g'] }],
    descriptionHtml: '<p>Fragrant <strong>jasmine</strong> tea.</p>',
    termsHtml: null,
    category: { id: IDS.category, name: 'Tea', parent: { id: '3a2b1c0d-9e8f-4a7b-8c6d-5e4f3a2b1c0d', name: 'Food and drink' } },
    publishedAt: '2024-05-01T00:00:00.000Z',
    youMayLike: [productCard()],
    ...overrides,
  };
}

/** A merchant card as the merchant lists answer it. */
export function merchantCard(overrides: Partial<MerchantCard> = {}): MerchantCard {
  return {
    id: IDS.merchant,
    slug: 'tea-house-hk',
    name: 'Tea House HK',
    description: 'Family tea merchant in Sheung Wan since 1962.',
    logoUrl: null,
    bannerUrl: null,
    isVerified: true,
    city: 'Hong Kong',
    productCount: 24,
    isFavourite: false,
    ...overrides,
  };
}

/** A merchant detail as merchant.detail answers it. */
export function merchantDetail(overrides: Partial<MerchantDetail> = {}): MerchantDetail {
  return {
    ...merchantCard(),
    latestActivities: 'Spring harvest teas arrive on 1 April.',
    website: 'https://teahouse.example.hk',
    countryCode: 'HK',
    hotProducts: [productCard()],
    latestNews: [
      {
        id: '4b3a2c1d-0e9f-4a8b-9c7d-6e5f4a3b2c1d',
        slug: 'spring-harvest',
        kind: 'NEWS',
        title: 'Spring harvest is here',
        summary: 'Our first flush teas are in.',
        coverUrl: null,
        publishedAt: '2024-04-01T00:00:00.000Z',
        merchant: { id: IDS.merchant, name: 'Tea House HK', logoUrl: null, isVerified: true },
      },
    ],
    ...overrides,
  };
}
