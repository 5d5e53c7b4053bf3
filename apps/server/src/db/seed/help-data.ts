/** Demo help pages (kind HELP): how the marketplace works for buyers. Bodies are HTML, sanitised when seeded. */
export interface HelpSeed {
  slug: string;
  titleEn: string;
  titleZh: string;
  summaryEn: string;
  summaryZh: string;
  bodyEn: string;
  bodyZh: string;
}

/** The demo help pages. */
export const HELP: readonly HelpSeed[] = [
  {
    slug: 'help-wholesale-and-special-orders',
    titleEn: 'Buying wholesale and requesting special orders',
    titleZh: '批發購買及特別訂單申請',
    summaryEn: 'When the wholesale price applies, and how to ask a merchant for a quote on larger quantities.',
    summaryZh: '批發價何時適用，以及如何就大量訂購向商家索取報價。',
    bodyEn:
      '<h2>Wholesale prices</h2><p>Products with a wholesale price show it beside the retail price. Switch to <strong>Wholesale</strong> on the product page: the quantity starts at the minimum wholesale quantity and cannot go below it.</p><h2>Special orders</h2><p>Need more than the stock, a custom specification or a delivery schedule? Use <strong>Special order request</strong> on the product page. The merchant replies by email, usually within one working day.</p><ul><li>Give the product code and specification.</li><li>Tell us the quantity and your contact details.</li></ul>',
    bodyZh:
      '<h2>批發價</h2><p>設有批發價的產品會在零售價旁顯示批發價。於產品頁切換至<strong>批發</strong>：數量由最低批發數量起計，不可低於此數。</p><h2>特別訂單</h2><p>需要超過現有庫存、訂製規格或指定送貨時間？請在產品頁使用<strong>特別訂單申請</strong>。商家一般會於一個工作天內以電郵回覆。</p><ul><li>請提供產品編號及規格。</li><li>請填寫數量及聯絡資料。</li></ul>',
  },
  {
    slug: 'help-favourites-and-prices',
    titleEn: 'Favourites and prices in other currencies',
    titleZh: '收藏及以其他貨幣顯示價格',
    summaryEn: 'Keep products and merchants for later, and read approximate prices in your currency.',
    summaryZh: '收藏產品及商家，並查看以您的貨幣計算的參考價格。',
    bodyEn:
      '<h2>Favourites</h2><p>Sign in and press the heart on a product or merchant page. Your favourites are listed under <a href="/favorites">Favourites</a>, where you can remove them again.</p><h2>Other currencies</h2><p>Merchants price in their own currency. Where we show a price in another currency it is <em>approximate</em>, at an indicative exchange rate; you always pay the merchant\'s price.</p>',
    bodyZh:
      '<h2>收藏</h2><p>登入後，在產品或商家頁面按心形圖示即可收藏。您的收藏會列於<a href="/favorites">我的收藏</a>，亦可在該處移除。</p><h2>其他貨幣</h2><p>商家以其本身的貨幣定價。以其他貨幣顯示的價格只屬<em>參考</em>，按參考匯率計算；實際以商家定價收費。</p>',
  },
];
