import type { CoverMotif } from './art/covers';

/**
 * Demo news and articles (bodies are static, already safe HTML). The Chinese is Hong Kong Traditional, as Hong Kong
 * readers (zh_TW) get it; zh_CN readers get it converted to Simplified.
 */
export interface NewsSeed {
  slug: string;
  kind: 'NEWS' | 'ARTICLE';
  daysAgo: number;
  merchant?: string;
  titleEn: string;
  titleZh: string;
  summaryEn: string;
  summaryZh: string;
  bodyEn: string;
  bodyZh: string;
  /** Colour and drawing of the generated cover. */
  color: string;
  cover: CoverMotif;
}

/** The demo news items and articles, newest first. */
export const NEWS: readonly NewsSeed[] = [
  {
    slug: 'mid-autumn-corporate-gift-orders',
    kind: 'NEWS',
    daysAgo: 1,
    merchant: 'harbour-leaf-tea',
    titleEn: 'Mid-Autumn corporate gift orders now open',
    titleZh: '中秋企業禮品現已接受訂購',
    summaryEn: 'Tea, honey and seafood gift sets from verified merchants, with company logo sleeves from 50 sets.',
    summaryZh: '已認證商家的茶葉、蜂蜜及海味禮盒，50 盒起可印製公司標誌封套。',
    bodyEn:
      '<p>Order Mid-Autumn gifts for clients and staff in one place. Harbour Leaf Tea Co., Lantau Organic Farm and Sai Kung Seafood Traders offer gift sets at wholesale prices, with printed logo sleeves from 50 sets. Order by mid-August to have them delivered before the festival.</p>',
    bodyZh:
      '<p>一站式為客戶及員工訂購中秋禮品。港葉茶莊、大嶼山有機農莊及西貢海味行提供批發價禮盒，50 盒起可印製公司標誌封套。請於八月中前落單，確保節前送達。</p>',
    color: '#2f6f4f',
    cover: 'gift',
  },
  {
    slug: 'marketplace-opens-to-verified-suppliers',
    kind: 'NEWS',
    daysAgo: 2,
    titleEn: 'Marketplace opens to verified Hong Kong suppliers',
    titleZh: '商城正式向已認證香港供應商開放',
    summaryEn: 'Merchants who complete verification now get a badge on their shop and products.',
    summaryZh: '完成認證的商家，其店舖及產品將顯示認證標誌。',
    bodyEn:
      "<p>Buyers told us they want to know who they are dealing with. From this month, merchants who complete our verification — business registration, a named contact and a bank account in the company's name — show a <strong>Verified</strong> badge on their shop page and products.</p><p>Verification is free for members. Apply from your merchant console or book a call with an adviser.</p>",
    bodyZh:
      '<p>買家希望清楚知道交易對象是誰。由本月起，完成認證（商業登記、指定聯絡人及公司名義銀行戶口）的商家，其店舖頁面及產品會顯示<strong>已認證</strong>標誌。</p><p>會員可免費申請認證，請於商家後台提交申請，或預約顧問通話。</p>',
    color: '#1d4ed8',
    cover: 'megaphone',
  },
  {
    slug: 'lunar-new-year-shipping-cut-off',
    kind: 'NEWS',
    daysAgo: 4,
    merchant: 'pearl-delta-logistics',
    titleEn: 'Lunar New Year shipping cut-off dates',
    titleZh: '農曆新年物流截單日期',
    summaryEn: 'Book cross-border trucking and sea freight early: the last pick-ups before the holiday.',
    summaryZh: '跨境貨車及海運請及早預約：假期前最後收貨日期一覽。',
    bodyEn:
      '<p>Factories in the Pearl River Delta close for up to two weeks over Lunar New Year, and the border crossings are busy in the days before. Book cross-border trucking at least ten working days ahead and sea freight two weeks ahead. Orders placed after the cut-off ship once the factories reopen.</p>',
    bodyZh:
      '<p>農曆新年期間，珠三角廠房最多休息兩星期，節前數天各口岸亦十分繁忙。跨境貨車請最少提前十個工作天預約，海運則請提前兩星期。截單後的訂單將於廠房復工後安排出貨。</p>',
    color: '#1f4e8c',
    cover: 'ship',
  },
  {
    slug: 'five-tips-cross-border-payments',
    kind: 'ARTICLE',
    daysAgo: 6,
    titleEn: 'Five tips for cheaper cross-border payments',
    titleZh: '降低跨境付款成本的五個貼士',
    summaryEn: 'Exchange margins, intermediary fees and timing: where small businesses lose money, and how to keep it.',
    summaryZh: '匯率差價、中轉行費用及付款時機：中小企在哪裏多付了錢，又如何節省。',
    bodyEn:
      '<p>Paying suppliers abroad costs more than the fee on the invoice. Watch these five points:</p><ol><li>Compare the exchange rate you get with the mid-market rate, not only the transfer fee.</li><li>Ask whether intermediary banks will deduct charges on the way.</li><li>Hold the currencies you pay in most often.</li><li>Batch small payments into fewer transfers.</li><li>Agree the currency and who pays the charges in the contract.</li></ol>',
    bodyZh:
      '<p>向海外供應商付款，成本往往不止發票上的手續費。請留意以下五點：</p><ol><li>比較所得匯率與市場中間價，而不只看轉賬手續費。</li><li>查詢中轉銀行會否在途中扣費。</li><li>持有最常用的付款貨幣。</li><li>將小額付款合併，減少轉賬次數。</li><li>在合約中訂明付款貨幣及由哪一方承擔費用。</li></ol>',
    color: '#0f766e',
    cover: 'globe',
  },
  {
    slug: 'look-up-orders-without-signing-in',
    kind: 'NEWS',
    daysAgo: 7,
    titleEn: 'Look up an order without signing in',
    titleZh: '毋須登入亦可查詢訂單',
    summaryEn: 'Use your order number and the email address you ordered with to see where your order is.',
    summaryZh: '輸入訂單編號及下單時使用的電郵地址，即可查看訂單進度。',
    bodyEn:
      '<p>Bought as a guest? Open <strong>Find an order</strong> at the foot of any page, enter your order number and the email address you ordered with, and see where your order is.</p>',
    bodyZh: '<p>以訪客身分購物？請按任何頁面底部的<strong>查詢訂單</strong>，輸入訂單編號及下單時使用的電郵地址，即可查看訂單進度。</p>',
    color: '#0e5e6f',
    cover: 'magnifier',
  },
  {
    slug: 'spotting-fake-supplier-invoices',
    kind: 'ARTICLE',
    daysAgo: 8,
    merchant: 'victoria-peak-tech',
    titleEn: 'How to spot a fake supplier invoice',
    titleZh: '如何識破虛假供應商發票',
    summaryEn: 'Changed bank details, an urgent tone, look-alike addresses: the signs of invoice fraud, and what to do.',
    summaryZh: '更改收款戶口、語氣催逼、仿冒電郵地址：發票詐騙的跡象及應對方法。',
    bodyEn:
      "<p>Emails that change a supplier's bank details cost Hong Kong businesses millions every year. Be wary when an invoice asks you to pay a new account, when the sender's address differs by one letter, or when you are pressed to pay today.</p><ul><li>Call the supplier on a number you already have, never the one in the email.</li><li>Have two people approve any change of bank details.</li><li>If you have paid, call your bank and report to the police at once.</li></ul>",
    bodyZh:
      '<p>騙徒以電郵冒充供應商更改收款戶口，每年令香港企業損失數以百萬計。如發票要求您付款至新戶口、寄件人地址只差一個字母，或催促您即日付款，便要提高警覺。</p><ul><li>用您原有的電話號碼致電供應商核實，切勿使用電郵內的號碼。</li><li>更改收款戶口須經兩人批核。</li><li>如已付款，請立即聯絡銀行並向警方報案。</li></ul>',
    color: '#5b3fa8',
    cover: 'shield',
  },
  {
    slug: 'typhoon-and-rainstorm-deliveries',
    kind: 'NEWS',
    daysAgo: 9,
    titleEn: 'Deliveries when typhoon or black rainstorm signals are up',
    titleZh: '颱風及黑雨期間的送貨安排',
    summaryEn: 'Deliveries and pickups pause under Signal No. 8 or a Black Rainstorm Warning, and resume once it is cancelled.',
    summaryZh: '八號或以上颱風信號或黑色暴雨警告生效期間，暫停送貨及自取服務，信號取消後恢復。',
    bodyEn:
      '<p>While Typhoon Signal No. 8 or above or a Black Rainstorm Warning is in force, merchants pause deliveries and pickups for everyone’s safety. They resume once the signal is cancelled, and delivery dates move back accordingly; you do not need to place the order again.</p>',
    bodyZh:
      '<p>八號或以上颱風信號或黑色暴雨警告生效期間，為保障各方安全，商家會暫停送貨及自取服務。信號取消後隨即恢復，送貨日期會相應順延，您毋須重新落單。</p>',
    color: '#334155',
    cover: 'rain',
  },
  {
    slug: 'annual-return-checklist',
    kind: 'ARTICLE',
    daysAgo: 10,
    merchant: 'central-ledger-accounting',
    titleEn: 'Annual return checklist for private companies',
    titleZh: '私人公司周年申報表清單',
    summaryEn: "What to prepare before your company's anniversary date, from our partner accountants.",
    summaryZh: '合作會計師教您在公司成立周年日前應準備的事項。',
    bodyEn:
      '<p>A Hong Kong private company files an annual return every year, within 42 days after the anniversary of its incorporation. Late filing means higher fees, so prepare early:</p><ul><li>Confirm the registered office address and the company secretary.</li><li>Update the register of directors and of members.</li><li>Check share transfers made during the year.</li></ul><p>Our partner <em>Central Ledger Accounting</em> can file it for you.</p>',
    bodyZh:
      '<p>香港私人公司須每年於成立周年日後 42 天內提交周年申報表，逾期須繳付較高費用，請及早準備：</p><ul><li>確認註冊辦事處地址及公司秘書資料。</li><li>更新董事及成員登記冊。</li><li>核對年內的股份轉讓。</li></ul><p>合作夥伴<em>中環賬簿會計</em>可代為辦理。</p>',
    color: '#0f766e',
    cover: 'checklist',
  },
  {
    slug: 'trade-fair-season-preparation',
    kind: 'ARTICLE',
    daysAgo: 14,
    titleEn: 'Trade fair season: how to prepare in six weeks',
    titleZh: '展覽季：六星期準備攻略',
    summaryEn: 'Samples, price lists, bilingual brochures and follow-up: a timeline for small exhibitors.',
    summaryZh: '樣品、價目表、雙語宣傳冊及跟進：小型參展商的時間表。',
    bodyEn:
      '<p>Six weeks before the fair, fix your sample list and wholesale price tiers. Four weeks before, print bilingual brochures and business cards. Two weeks before, confirm logistics for samples. After the fair, follow up every lead within three working days — that is where the orders come from.</p>',
    bodyZh:
      '<p>展覽前六星期，確定樣品清單及批發價格級別；前四星期，印製中英文宣傳冊及名片；前兩星期，安排樣品物流。展覽後三個工作天內跟進每一個查詢——訂單就是從這裏來的。</p>',
    color: '#b4441d',
    cover: 'booth',
  },
  {
    slug: 'recycled-kraft-packaging-range',
    kind: 'NEWS',
    daysAgo: 16,
    merchant: 'kowloon-print-works',
    titleEn: 'New recycled kraft packaging from Kowloon Print Works',
    titleZh: '九龍印藝推出環保牛皮紙包裝系列',
    summaryEn: 'Mailer boxes, carrier bags and labels in recycled kraft, printed in Kwun Tong.',
    summaryZh: '以再造牛皮紙製作的郵寄盒、手挽袋及標籤，於觀塘印製。',
    bodyEn:
      '<p>The new range covers mailer boxes, carrier bags and labels made from recycled kraft paper and printed with soy-based inks. Orders start at 100 pieces, with proofs within 24 hours.</p>',
    bodyZh: '<p>全新系列包括以再造牛皮紙製作、並以大豆油墨印刷的郵寄盒、手挽袋及標籤。100 件起訂，24 小時內提供樣稿。</p>',
    color: '#b4441d',
    cover: 'parcel',
  },
  {
    slug: 'sme-funding-schemes-guide',
    kind: 'ARTICLE',
    daysAgo: 17,
    titleEn: 'Government funding schemes for SMEs: a quick guide',
    titleZh: '中小企政府資助計劃簡介',
    summaryEn: 'Support for export marketing, technology and brand building, and how to prepare an application.',
    summaryZh: '出口推廣、科技應用及品牌發展的資助，以及如何準備申請。',
    bodyEn:
      '<p>Hong Kong runs several schemes that share the cost of growing a small business. The <strong>SME Export Marketing Fund</strong> supports trade fairs and advertising abroad; the <strong>BUD Fund</strong> helps with brand building and upgrading for markets outside Hong Kong; the <strong>Technology Voucher Programme</strong> subsidises technology projects that raise productivity.</p><p>Each scheme has its own rules, and most pay back part of the cost after the project. Keep quotations, invoices and proof of payment from the start, and ask an adviser to check your application before you submit it.</p>',
    bodyZh:
      '<p>香港有多項計劃為中小企分擔業務發展的成本。<strong>中小企業市場推廣基金</strong>資助參加海外展覽及宣傳；<strong>BUD 專項基金</strong>協助企業在香港以外市場發展品牌及升級轉型；<strong>科技券計劃</strong>資助提升生產力的科技項目。</p><p>各計劃規則不同，大多於項目完成後發還部分開支。請由一開始便保存報價單、發票及付款證明，並可於提交申請前請顧問先行審閱。</p>',
    color: '#0e7490',
    cover: 'lightbulb',
  },
  {
    slug: 'lantau-winter-honey-harvest',
    kind: 'NEWS',
    daysAgo: 19,
    merchant: 'lantau-organic-farm',
    titleEn: 'Winter honey harvest at Lantau Organic Farm',
    titleZh: '大嶼山有機農莊冬蜜收成',
    summaryEn: 'Limited jars of lychee-blossom honey, and weekly vegetable boxes for offices.',
    summaryZh: '限量荔枝花蜜，另有為辦公室而設的每週蔬菜箱。',
    bodyEn:
      "<p>This winter's harvest is small, so lychee-blossom honey is limited to ten jars per order. Offices can also add a weekly organic vegetable box, delivered on Tuesdays.</p>",
    bodyZh: '<p>今年冬季收成不多，荔枝花蜜每張訂單限購十樽。辦公室亦可加購每週有機蔬菜箱，逢星期二送貨。</p>',
    color: '#6a8f2a',
    cover: 'jar',
  },
  {
    slug: 'working-capital-options',
    kind: 'ARTICLE',
    daysAgo: 20,
    titleEn: 'Working capital: comparing your financing options',
    titleZh: '營運資金：比較不同融資方案',
    summaryEn: 'Overdrafts, trade finance, supply-chain financing and term loans, side by side.',
    summaryZh: '透支、貿易融資、供應鏈融資及有期貸款的比較。',
    bodyEn:
      '<p>Seasonal stock, slow-paying customers and new contracts all tie up cash. An <strong>overdraft</strong> is flexible but costly; <strong>trade finance</strong> funds a specific shipment; <strong>supply-chain financing</strong> lets you be paid early on approved invoices; a <strong>term loan</strong> suits equipment and expansion. Our loan application lets you compare offers from partner lenders.</p>',
    bodyZh:
      '<p>季節性存貨、客戶遲付款及新合約都會佔用現金。<strong>透支</strong>靈活但成本較高；<strong>貿易融資</strong>為特定貨運提供資金；<strong>供應鏈融資</strong>讓您就已批核的發票提早收款；<strong>有期貸款</strong>適合購置設備及擴展業務。透過我們的貸款申請，您可比較合作貸款機構的方案。</p>',
    color: '#5b3fa8',
    cover: 'coins',
  },
  {
    slug: 'mong-kok-gadget-hub-opens',
    kind: 'NEWS',
    daysAgo: 23,
    merchant: 'mong-kok-gadget-hub',
    titleEn: 'Mong Kok Gadget Hub opens its shop',
    titleZh: '旺角數碼站網店開業',
    summaryEn: 'Chargers, cables and power banks at wholesale prices for shops and offices.',
    summaryZh: '為店舖及辦公室提供批發價充電器、數據線及流動電源。',
    bodyEn:
      '<p>Mong Kok Gadget Hub now sells on the marketplace: GaN chargers, braided cables and magnetic power banks, tested before they ship. Shops and offices ordering in bulk get wholesale prices.</p>',
    bodyZh: '<p>旺角數碼站現已於商城開店，出售經出貨前測試的氮化鎵充電器、編織數據線及磁吸流動電源。店舖及辦公室大量訂購可享批發價。</p>',
    color: '#334155',
    cover: 'bolt',
  },
  {
    slug: 'new-verified-merchants',
    kind: 'NEWS',
    daysAgo: 25,
    titleEn: 'Welcome to our newest verified merchants',
    titleZh: '歡迎新加入的已認證商家',
    summaryEn: 'Tea, printing, logistics and design studios join the marketplace this month.',
    summaryZh: '本月有茶莊、印刷、物流及設計工作室加入商城。',
    bodyEn:
      '<p>This month we welcome Harbour Leaf Tea Co., Kowloon Print Works, Pearl Delta Logistics and Wan Chai Design Lab as verified merchants. Visit their shops for opening offers.</p>',
    bodyZh: '<p>本月歡迎港葉茶莊、九龍印藝、珠三角物流及灣仔設計室成為已認證商家，歡迎到訪其店舖選購開業優惠。</p>',
    color: '#2f6f4f',
    cover: 'storefront',
  },
  {
    slug: 'business-matching-breakfast',
    kind: 'NEWS',
    daysAgo: 29,
    titleEn: "Members' business matching breakfast in Kwun Tong",
    titleZh: '會員商業配對早餐會（觀塘）',
    summaryEn: 'Meet buyers and suppliers over breakfast; Gold and Platinum members attend free.',
    summaryZh: '與買家及供應商共晉早餐；黃金及白金會員免費參加。',
    bodyEn:
      '<p>Our next business matching breakfast brings together food, packaging and logistics companies. Tell us what you buy or sell when you register and we will seat you with the right people. Gold and Platinum members attend free; Silver members pay a small fee. Seats are limited.</p>',
    bodyZh:
      '<p>下一場商業配對早餐會將聚集食品、包裝及物流公司。報名時請註明您採購或銷售的產品，我們會為您安排合適的同桌夥伴。黃金及白金會員免費參加，白銀會員需繳付少量費用。名額有限，先到先得。</p>',
    color: '#b4441d',
    cover: 'calendar',
  },
  {
    slug: 'going-digital-pos-e-invoicing',
    kind: 'ARTICLE',
    daysAgo: 33,
    merchant: 'victoria-peak-tech',
    titleEn: 'Going digital: POS systems and e-invoicing for small shops',
    titleZh: '數碼轉型：小店的收銀系統及電子發票',
    summaryEn: 'What a modern point-of-sale system does for stock, staff and accounts.',
    summaryZh: '現代收銀系統如何幫助管理存貨、員工及賬目。',
    bodyEn:
      '<p>A tablet POS does more than take payments: it tracks stock as you sell, shows which products earn the most, and exports sales to your accountant. Pair it with electronic invoices and month-end closing takes hours instead of days.</p>',
    bodyZh: '<p>平板收銀機不只用來收款：它會在銷售時同步更新存貨、顯示最賺錢的產品，並可將銷售紀錄匯出給會計師。配合電子發票，月結只需數小時而非數天。</p>',
    color: '#334155',
    cover: 'tablet',
  },
  {
    slug: 'what-business-buyers-look-for',
    kind: 'ARTICLE',
    daysAgo: 36,
    titleEn: 'Selling online: what business buyers look for',
    titleZh: '網上銷售：企業買家最重視甚麼',
    summaryEn: 'Clear photos, wholesale prices, delivery times and quick replies win repeat orders.',
    summaryZh: '清晰相片、批發價、送貨時間及迅速回覆，是贏得回頭客的關鍵。',
    bodyEn:
      '<p>Business buyers compare several suppliers before they order. Products with clear photos, a stated minimum order and wholesale price, and a delivery time get more enquiries. Reply within a working day, and keep stock figures current so that buyers are not disappointed at checkout.</p>',
    bodyZh:
      '<p>企業買家落單前通常會比較數家供應商。相片清晰、列明最低訂購量及批發價，並註明送貨時間的產品，查詢會較多。請於一個工作天內回覆查詢，並保持存貨數字準確，以免買家結賬時失望。</p>',
    color: '#9d174d',
    cover: 'chart',
  },
  {
    slug: 'public-holiday-service-hours',
    kind: 'NEWS',
    daysAgo: 38,
    titleEn: 'Customer service hours over public holidays',
    titleZh: '公眾假期客戶服務時間',
    summaryEn: 'Our team replies on working days; the AI assistant is there around the clock.',
    summaryZh: '客戶服務團隊於工作天回覆查詢；AI 助手則全天候為您服務。',
    bodyEn:
      '<p>Our team replies to messages on working days from 9 am to 6 pm. Messages sent over public holidays are answered on the next working day, and the AI assistant stays available around the clock.</p>',
    bodyZh: '<p>客戶服務團隊於工作天上午 9 時至下午 6 時回覆訊息。公眾假期期間收到的訊息，將於下一個工作天回覆；AI 助手則全天候為您服務。</p>',
    color: '#0f766e',
    cover: 'clock',
  },
  {
    slug: 'membership-plans-launch',
    kind: 'NEWS',
    daysAgo: 40,
    titleEn: 'Membership plans: Silver, Gold and Platinum',
    titleZh: '會員計劃：白銀、黃金及白金',
    summaryEn: 'Events, business matching, faster bank accounts and loans — pay monthly or save 15% yearly.',
    summaryZh: '活動、商業配對、更快開立銀行戶口及貸款——按月付款，或按年付款節省 15%。',
    bodyEn:
      '<p>Our three membership plans bring local and international events, business matching, market research and faster access to bank accounts and loans. Silver starts at HK$80 a month; paying yearly saves 15%.</p>',
    bodyZh: '<p>三個會員計劃提供本地及海外活動、商業配對、市場研究，以及更快開立銀行戶口及申請貸款。白銀會員每月 HK$80 起；按年付款可節省 15%。</p>',
    color: '#d97706',
    cover: 'card',
  },
];
