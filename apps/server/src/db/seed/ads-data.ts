import type { AdPlacement } from '@sme/shared/schemas/catalogue';

/** Demo ads and banners. Links point into the site; collections open /pl filtered by a seeded tag or category. */
export interface AdSeed {
  /** Names the generated image (ad-<key>.svg) and keeps seeding idempotent. */
  key: string;
  placement: AdPlacement;
  titleEn: string;
  titleZh: string;
  subtitleEn: string;
  subtitleZh: string;
  /** A path in the site, or a tag / category (by slug) whose product list the ad opens. */
  link: string | { tag: string } | { category: string };
  color: string;
}

/** The demo ads: three marketplace banners, four collections, two home banners. */
export const ADS: readonly AdSeed[] = [
  {
    key: 'banner-verified-suppliers',
    placement: 'MARKETPLACE_BANNER',
    titleEn: 'Source from verified Hong Kong suppliers',
    titleZh: '向已認證的香港供應商採購',
    subtitleEn: 'Every verified merchant has passed business registration and bank account checks.',
    subtitleZh: '每家已認證商家均已通過商業登記及銀行戶口審核。',
    link: '/mcList?verified=true',
    color: '#1d4ed8',
  },
  {
    key: 'banner-wholesale',
    placement: 'MARKETPLACE_BANNER',
    titleEn: 'Wholesale prices for your business',
    titleZh: '為企業而設的批發價',
    subtitleEn: 'Order in bulk and pay less per unit: switch any list to wholesale prices.',
    subtitleZh: '大量訂購，單價更低：任何列表均可切換至批發價。',
    link: '/pmsList?priceMode=wholesale',
    color: '#0f766e',
  },
  {
    key: 'banner-start-selling',
    placement: 'MARKETPLACE_BANNER',
    titleEn: 'List your products in four steps',
    titleZh: '四個步驟上架您的產品',
    subtitleEn: 'Book a consultation, list your products and meet buyers across Hong Kong.',
    subtitleZh: '預約諮詢、上架產品，接觸全港買家。',
    link: '/getstarted',
    color: '#b4441d',
  },
  {
    key: 'collection-corporate-gifts',
    placement: 'MARKETPLACE_COLLECTION',
    titleEn: 'Corporate gifts',
    titleZh: '企業禮品',
    subtitleEn: 'Tea, honey and keepsakes your clients will remember.',
    subtitleZh: '茶葉、蜂蜜及紀念品，讓客戶留下深刻印象。',
    link: { tag: 'gift' },
    color: '#a23b72',
  },
  {
    key: 'collection-eco-packaging',
    placement: 'MARKETPLACE_COLLECTION',
    titleEn: 'Eco-friendly choices',
    titleZh: '環保之選',
    subtitleEn: 'Recycled packaging and sustainable supplies.',
    subtitleZh: '環保包裝及可持續用品。',
    link: { tag: 'eco-friendly' },
    color: '#6a8f2a',
  },
  {
    key: 'collection-made-in-hk',
    placement: 'MARKETPLACE_COLLECTION',
    titleEn: 'Made in Hong Kong',
    titleZh: '香港製造',
    subtitleEn: 'Local makers, local quality.',
    subtitleZh: '本地製造，本地品質。',
    link: { tag: 'made-in-hk' },
    color: '#c2410c',
  },
  {
    key: 'collection-business-services',
    placement: 'MARKETPLACE_COLLECTION',
    titleEn: 'Business services',
    titleZh: '商業服務',
    subtitleEn: 'Accounting, logistics, design and IT for growing companies.',
    subtitleZh: '為成長中的企業提供會計、物流、設計及資訊科技服務。',
    link: { category: 'business-services' },
    color: '#5b3fa8',
  },
  {
    key: 'home-marketplace',
    placement: 'HOME_BANNER',
    titleEn: 'The marketplace for Hong Kong SMEs',
    titleZh: '香港中小企的交易平台',
    subtitleEn: 'Find suppliers, compare wholesale prices and order in one place.',
    subtitleZh: '一站式尋找供應商、比較批發價及下單。',
    link: '/marketplace',
    color: '#1f4e8c',
  },
  {
    key: 'home-membership',
    placement: 'HOME_BANNER',
    titleEn: 'Membership for growing businesses',
    titleZh: '為成長中的企業而設的會員計劃',
    subtitleEn: 'Events, business matching and faster bank accounts and loans.',
    subtitleZh: '活動、商業配對，以及更快捷的銀行開戶及貸款。',
    link: '/member',
    color: '#d97706',
  },
];
