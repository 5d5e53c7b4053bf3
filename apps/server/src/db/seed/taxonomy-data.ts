/** Demo category tree and tags. */
export interface CategorySeed {
  slug: string;
  parent?: string;
  nameEn: string;
  nameZh: string;
}

/** Four top-level categories with their children. */
export const CATEGORIES: readonly CategorySeed[] = [
  { slug: 'food-beverage', nameEn: 'Food & Beverage', nameZh: '食品及飲品' },
  { slug: 'tea-coffee', parent: 'food-beverage', nameEn: 'Tea & Coffee', nameZh: '茶及咖啡' },
  { slug: 'fresh-produce', parent: 'food-beverage', nameEn: 'Fresh Produce', nameZh: '新鮮農產品' },
  { slug: 'dried-seafood', parent: 'food-beverage', nameEn: 'Dried Seafood & Sauces', nameZh: '海味及醬料' },
  { slug: 'business-services', nameEn: 'Business Services', nameZh: '商業服務' },
  { slug: 'accounting-secretarial', parent: 'business-services', nameEn: 'Accounting & Company Secretarial', nameZh: '會計及公司秘書' },
  { slug: 'logistics-services', parent: 'business-services', nameEn: 'Logistics', nameZh: '物流' },
  { slug: 'design-marketing', parent: 'business-services', nameEn: 'Design & Marketing', nameZh: '設計及市場推廣' },
  { slug: 'it-services', parent: 'business-services', nameEn: 'IT Services', nameZh: '資訊科技服務' },
  { slug: 'office-industrial', nameEn: 'Office & Industrial', nameZh: '辦公及工業用品' },
  { slug: 'printing-packaging', parent: 'office-industrial', nameEn: 'Printing & Packaging', nameZh: '印刷及包裝' },
  { slug: 'uniforms-textiles', parent: 'office-industrial', nameEn: 'Uniforms & Textiles', nameZh: '制服及紡織品' },
  { slug: 'electronics', nameEn: 'Electronics', nameZh: '電子產品' },
  { slug: 'mobile-accessories', parent: 'electronics', nameEn: 'Mobile Accessories', nameZh: '手機配件' },
  { slug: 'pos-hardware', parent: 'electronics', nameEn: 'POS & Office Hardware', nameZh: '收銀及辦公硬件' },
];

/** A demo tag. */
export interface TagSeed {
  slug: string;
  nameEn: string;
  nameZh: string;
}

/** The demo tags. */
export const TAGS: readonly TagSeed[] = [
  { slug: 'made-in-hk', nameEn: 'Made in Hong Kong', nameZh: '香港製造' },
  { slug: 'organic', nameEn: 'Organic', nameZh: '有機' },
  { slug: 'eco-friendly', nameEn: 'Eco-friendly', nameZh: '環保' },
  { slug: 'gift', nameEn: 'Gift', nameZh: '禮品' },
  { slug: 'bulk-deal', nameEn: 'Bulk deal', nameZh: '批量優惠' },
  { slug: 'new-arrival', nameEn: 'New arrival', nameZh: '新品' },
  { slug: 'best-seller', nameEn: 'Best seller', nameZh: '熱賣' },
  { slug: 'fast-delivery', nameEn: 'Fast delivery', nameZh: '快速送貨' },
  { slug: 'startup-friendly', nameEn: 'Start-up friendly', nameZh: '初創之選' },
  { slug: 'cross-border', nameEn: 'Cross-border', nameZh: '跨境' },
];
