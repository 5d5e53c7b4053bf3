/** Demo news and articles (bodies are static, already safe HTML). */
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
  color: string;
}

/** The eight demo news items and articles. */
export const NEWS: readonly NewsSeed[] = [
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
  },
];
