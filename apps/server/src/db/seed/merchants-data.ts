/** Demo merchants: fictional Hong Kong SMEs (Chinese in Traditional script, as Hong Kong merchants write it). */
export interface MerchantSeed {
  slug: string;
  nameEn: string;
  nameZh: string;
  descriptionEn: string;
  descriptionZh: string;
  latestActivitiesEn: string;
  latestActivitiesZh: string;
  isVerified: boolean;
  /** Shown in the marketplace's brand strip. */
  isFeaturedBrand?: boolean;
  /** One of Hong Kong's 18 districts, spelt as packages/shared/src/hk-districts.ts does, so Chinese pages name it in Chinese. */
  city: string;
  /** Brand colour of the generated logo and banner. */
  color: string;
}

/** The ten demo merchants. */
export const MERCHANTS: readonly MerchantSeed[] = [
  {
    slug: 'harbour-leaf-tea',
    nameEn: 'Harbour Leaf Tea Co.',
    nameZh: '港葉茶莊',
    descriptionEn:
      'Family-run tea house in Sheung Wan since 1987, sourcing oolong, pu-erh and jasmine teas directly from growers in Fujian and Yunnan. Gift boxes and wholesale for restaurants and hotels.',
    descriptionZh: '1987 年起於上環經營的家族茶莊，直接向福建及雲南茶農採購烏龍、普洱及茉莉花茶。提供禮盒及餐廳、酒店批發。',
    latestActivitiesEn: 'Mid-Autumn gift boxes now open for corporate orders, with free logo sleeves from 50 boxes.',
    latestActivitiesZh: '中秋禮盒現接受企業訂購，50 盒起免費印製公司標誌封套。',
    isVerified: true,
    isFeaturedBrand: true,
    city: 'Central and Western',
    color: '#2f6f4f',
  },
  {
    slug: 'kowloon-print-works',
    nameEn: 'Kowloon Print Works',
    nameZh: '九龍印藝',
    descriptionEn: 'Commercial printing and packaging in Kwun Tong: business cards, brochures, labels and custom boxes, with proofs within 24 hours.',
    descriptionZh: '位於觀塘的商業印刷及包裝公司：名片、宣傳冊、標籤及訂製紙盒，24 小時內提供樣稿。',
    latestActivitiesEn: 'New recycled kraft packaging line for food and retail brands.',
    latestActivitiesZh: '全新環保牛皮紙包裝系列，適合食品及零售品牌。',
    isVerified: true,
    isFeaturedBrand: true,
    city: 'Kwun Tong',
    color: '#b4441d',
  },
  {
    slug: 'lantau-organic-farm',
    nameEn: 'Lantau Organic Farm',
    nameZh: '大嶼山有機農莊',
    descriptionEn: 'Small organic farm on Lantau Island growing seasonal vegetables and keeping bees. Weekly boxes for offices and restaurants.',
    descriptionZh: '位於大嶼山的小型有機農莊，種植時令蔬菜並飼養蜜蜂，為辦公室及餐廳提供每週蔬菜箱。',
    latestActivitiesEn: 'Winter honey harvest is in: limited jars of lychee-blossom honey.',
    latestActivitiesZh: '冬季蜂蜜已收成：限量荔枝花蜜現已有售。',
    isVerified: false,
    isFeaturedBrand: true,
    city: 'Islands',
    color: '#6a8f2a',
  },
  {
    slug: 'pearl-delta-logistics',
    nameEn: 'Pearl Delta Logistics',
    nameZh: '珠三角物流',
    descriptionEn: 'Freight forwarding between Hong Kong, the Greater Bay Area and South-East Asia: consolidation, customs documents and last-mile delivery.',
    descriptionZh: '提供香港、大灣區及東南亞之間的貨運代理服務：拼箱、報關文件及最後一里派送。',
    latestActivitiesEn: 'Daily cross-border trucking to Shenzhen and Dongguan now includes weekend departures.',
    latestActivitiesZh: '往深圳及東莞的每日跨境貨車服務現增設週末班次。',
    isVerified: true,
    city: 'Kwai Tsing',
    color: '#1f4e8c',
  },
  {
    slug: 'victoria-peak-tech',
    nameEn: 'Victoria Peak Tech',
    nameZh: '太平山科技',
    descriptionEn: 'IT partner for small businesses: cloud email, office networks, point-of-sale systems and cybersecurity health checks.',
    descriptionZh: '中小企的資訊科技夥伴：雲端電郵、辦公室網絡、收銀系統及網絡安全健康檢查。',
    latestActivitiesEn: 'Free 30-minute security review for new Gold and Platinum members.',
    latestActivitiesZh: '新加入的黃金及白金會員可享免費 30 分鐘網絡安全評估。',
    isVerified: true,
    isFeaturedBrand: true,
    city: 'Southern',
    color: '#5b3fa8',
  },
  {
    slug: 'central-ledger-accounting',
    nameEn: 'Central Ledger Accounting',
    nameZh: '中環賬簿會計',
    descriptionEn: 'Bookkeeping, company secretarial and tax filing for start-ups and SMEs, in English, Cantonese and Mandarin.',
    descriptionZh: '為初創及中小企提供簿記、公司秘書及報稅服務，可以英語、粵語及普通話溝通。',
    latestActivitiesEn: 'Profits tax season: book a review of your accounts before the filing deadline.',
    latestActivitiesZh: '利得稅報稅季：請於截止日期前預約賬目審閱。',
    isVerified: true,
    city: 'Central and Western',
    color: '#0f766e',
  },
  {
    slug: 'tsuen-wan-textile-studio',
    nameEn: 'Tsuen Wan Textile Studio',
    nameZh: '荃灣紡織工作室',
    descriptionEn: 'Custom uniforms, aprons and tote bags, cut and sewn in Tsuen Wan. Small runs welcome.',
    descriptionZh: '於荃灣剪裁縫製的訂製制服、圍裙及環保袋，歡迎小批量訂單。',
    latestActivitiesEn: 'Organic cotton tote bags back in stock in six colours.',
    latestActivitiesZh: '有機棉環保袋現已補貨，共六種顏色。',
    isVerified: false,
    city: 'Tsuen Wan',
    color: '#a23b72',
  },
  {
    slug: 'sai-kung-seafood-traders',
    nameEn: 'Sai Kung Seafood Traders',
    nameZh: '西貢海味行',
    descriptionEn: 'Dried seafood and local specialities: scallops, fish maw, shrimp paste and XO sauce, packed for gifts and for restaurant kitchens.',
    descriptionZh: '乾貨海味及本地特產：瑤柱、花膠、蝦醬及 XO 醬，備有禮品包裝及餐廳廚房裝。',
    latestActivitiesEn: 'Chinese New Year hampers available for pre-order.',
    latestActivitiesZh: '農曆新年禮籃現接受預訂。',
    isVerified: true,
    isFeaturedBrand: true,
    city: 'Sai Kung',
    color: '#c2410c',
  },
  {
    slug: 'mong-kok-gadget-hub',
    nameEn: 'Mong Kok Gadget Hub',
    nameZh: '旺角數碼站',
    descriptionEn: 'Phone and laptop accessories, chargers and cables at trade prices, shipped worldwide.',
    descriptionZh: '以批發價供應手機及電腦配件、充電器及數據線，可寄往全球。',
    latestActivitiesEn: 'New GaN chargers in stock; wholesale prices from 20 units.',
    latestActivitiesZh: '全新氮化鎵充電器現貨供應，20 件起享批發價。',
    isVerified: false,
    city: 'Yau Tsim Mong',
    color: '#334155',
  },
  {
    slug: 'wan-chai-design-lab',
    nameEn: 'Wan Chai Design Lab',
    nameZh: '灣仔設計室',
    descriptionEn: 'Brand identity, packaging design and websites for small businesses that want to look as good as they are.',
    descriptionZh: '為中小企打造品牌形象、包裝設計及網站，讓您的品牌與實力相稱。',
    latestActivitiesEn: 'Starter brand kit: logo, colours and business cards in two weeks.',
    latestActivitiesZh: '品牌入門套餐：兩星期內完成標誌、品牌色及名片設計。',
    isVerified: true,
    isFeaturedBrand: true,
    city: 'Wan Chai',
    color: '#d97706',
  },
];
