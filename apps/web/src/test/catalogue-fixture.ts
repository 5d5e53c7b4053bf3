import type { CategoryView, ContentCard, CurrencyView, MerchantCard, Page, ProductCard, TagView } from '@sme/shared/schemas/catalogue';
import { envelope, fakeApi, type SeenRequest } from './fake-fetch';

/** Ids of the list and search tests (valid UUIDs, as the server checks). */
export const LIST_IDS = {
  tea: '11111111-1111-4111-8111-111111111111',
  cups: '22222222-2222-4222-8222-222222222222',
  merchant: '33333333-3333-4333-8333-333333333333',
  food: '44444444-4444-4444-8444-444444444444',
  teaCategory: '55555555-5555-4555-8555-555555555555',
  giftTag: '66666666-6666-4666-8666-666666666666',
  news: '77777777-7777-4777-8777-777777777777',
} as const;

/** A product card as product.list answers it. */
export function listProduct(overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    id: LIST_IDS.tea,
    code: 'HLT-001',
    kind: 'PRODUCT',
    name: 'Oolong tea 150 g',
    summary: 'Lightly roasted oolong.',
    imageUrl: null,
    price: { currency: 'HKD', retailMinor: 16_800, wholesaleMinor: 12_800, minWholesaleQty: 20 },
    stock: 240,
    deliveryTypes: ['HOME_DELIVERY'],
    merchant: { id: LIST_IDS.merchant, name: 'Harbour Leaf Tea', logoUrl: null, isVerified: true },
    tags: [],
    isFavourite: false,
    ...overrides,
  };
}

/** A merchant card as merchant.list answers it. */
export function listMerchant(overrides: Partial<MerchantCard> = {}): MerchantCard {
  return {
    id: LIST_IDS.merchant,
    slug: 'harbour-leaf-tea',
    name: 'Harbour Leaf Tea',
    description: 'Family-run tea house in Sheung Wan.',
    logoUrl: null,
    bannerUrl: null,
    isVerified: true,
    city: 'Sheung Wan',
    productCount: 3,
    isFavourite: false,
    ...overrides,
  };
}

/** A news card as content.list answers it. */
export function listContent(overrides: Partial<ContentCard> = {}): ContentCard {
  return {
    id: LIST_IDS.news,
    slug: 'marketplace-opens',
    kind: 'NEWS',
    title: 'Marketplace opens to verified suppliers',
    summary: 'Verified merchants now get a badge.',
    coverUrl: null,
    publishedAt: '2025-11-21T10:00:00.000Z',
    merchant: null,
    ...overrides,
  };
}

/** A page answer. */
export const page = <T>(list: T[], extra: Partial<Page<T>> = {}): Page<T> => ({ list, total: list.length, page: 1, size: 20, ...extra });

/** The category tree: Food > Tea. */
export const CATEGORY_TREE: CategoryView[] = [
  {
    id: LIST_IDS.food,
    slug: 'food',
    name: 'Food & Beverage',
    icon: null,
    productCount: 8,
    children: [{ id: LIST_IDS.teaCategory, slug: 'tea', name: 'Tea & Coffee', icon: null, productCount: 3, children: [] }],
  },
];

/** Tags. */
export const TAGS: TagView[] = [{ id: LIST_IDS.giftTag, slug: 'gift', name: 'Gift' }];

/** currency.list: HKD and USD with their rates. */
export const CURRENCIES: CurrencyView[] = [
  {
    code: 'HKD',
    name: 'Hong Kong Dollar',
    symbol: 'HK$',
    decimals: 2,
    rates: [
      { tarSymbol: 'USD', currRate: '0.128205' },
      { tarSymbol: 'CNY', currRate: '0.925926' },
    ],
  },
  { code: 'USD', name: 'US Dollar', symbol: 'US$', decimals: 2, rates: [{ tarSymbol: 'HKD', currRate: '7.8' }] },
];

type Answer = Response | ((req: SeenRequest) => Response);

/**
 * A fake catalogue API: every list the pages ask for answers something sensible, and a test replaces the ones it
 * is about (`{ '/product/list': … }`).
 */
export function fakeCatalogueApi(routes: Record<string, Answer | Answer[]> = {}) {
  return fakeApi({
    '/product/list': envelope(200, page([listProduct()])),
    '/category/tree': envelope(200, { list: CATEGORY_TREE }),
    '/category/list': envelope(200, { list: CATEGORY_TREE.map(({ children: _children, ...c }) => c) }),
    '/tag/list': envelope(200, { list: TAGS }),
    '/tag/search': envelope(200, { list: [] }),
    '/currency/list': envelope(200, { list: CURRENCIES }),
    '/merchant/list': envelope(200, page([listMerchant()])),
    '/store/byIds': envelope(200, { list: [{ id: LIST_IDS.merchant, name: 'Harbour Leaf Tea', logoUrl: null, isVerified: true }] }),
    '/content/list': envelope(200, page([listContent()])),
    '/ads/list': envelope(200, { list: [] }),
    '/product/impression': envelope(200, { accepted: 1 }),
    '/product/click': envelope(200, { accepted: 1 }),
    ...routes,
  });
}
