import { ANNUAL_BILLING_SAVING_PERCENT, MIN_ORDER_AMOUNT } from '@sme/shared/constants';
import { RENEWAL_REMINDER_DAYS } from '@sme/shared/membership-billing';
import type { AssistantTopic } from '@sme/shared/schemas/assistant';
import {
  type Trilingual,
  annualPrice,
  annualSaving,
  documentAgeMonths,
  documentMaxFiles,
  documentMaxMb,
  hkDocuments,
  loanTypeCount,
  loanTypeList,
  mainlandDocuments,
  maxOfficers,
  monthlyPrice,
  replyHours,
  tenureList,
  tenureMax,
  tenureMin,
} from './faq-facts';

/** One seeded FAQ entry: the page that holds the truth, the question and its answer in three languages. */
export interface FaqSeed {
  key: string;
  topic: AssistantTopic;
  url: string;
  question: Trilingual;
  answer: Trilingual;
}

const t = (en: string, zhCN: string, zhTW: string): Trilingual => ({ en, zhCN, zhTW });

const companyRegistration: FaqSeed[] = [
  {
    key: 'company-which-form',
    topic: 'COMPANY_REGISTRATION',
    url: '/regHKComp',
    question: t('Which form do I use to register a Hong Kong company?', '注册香港公司应该用哪一份申请表？', '註冊香港公司應該用哪一份申請表？'),
    answer: t(
      `There are two company registration forms for a Hong Kong limited company. If you live in Hong Kong, use the Hong Kong applicant form (/regHKComp). If you live in Mainland China, use the Mainland China applicant form (/regChinaComp). Sign in to fill it in: your answers are saved as you go, and our team replies within ${replyHours} hours of submission.`,
      `注册香港有限公司有两份申请表：住在香港的申请人请用香港申请人表格（/regHKComp）；住在中国内地的申请人请用内地申请人表格（/regChinaComp）。登录后即可填写，填写内容会自动保存，提交后我们会在 ${replyHours} 小时内回复。`,
      `註冊香港有限公司有兩份申請表：住在香港的申請人請用香港申請人表格（/regHKComp）；住在中國內地的申請人請用內地申請人表格（/regChinaComp）。登入後即可填寫，填寫內容會自動儲存，提交後我們會在 ${replyHours} 小時內回覆。`,
    ),
  },
  {
    key: 'company-hk-documents',
    topic: 'COMPANY_REGISTRATION',
    url: '/regHKComp',
    question: t(
      'As a Hong Kong resident, what documents do I need to upload to set up a limited company?',
      '香港居民开设有限公司（注册公司）需要上传哪些文件材料？',
      '香港居民成立有限公司（註冊公司）需要上載哪些文件？',
    ),
    answer: t(
      `Hong Kong residents register on the Hong Kong applicant form, which always asks for ${hkDocuments.always.en}. If a company holds shares (a corporate shareholder), also upload ${hkDocuments.corporate.en}. Proofs of address must be issued within the last ${documentAgeMonths} months.`,
      `香港居民使用香港申请人表格，必须上传：${hkDocuments.always.zhCN}。如有公司作为股东（法人股东），还须上传${hkDocuments.corporate.zhCN}。住址证明须为最近 ${documentAgeMonths} 个月内发出。`,
      `香港居民使用香港申請人表格，必須上載：${hkDocuments.always.zhTW}。如有公司作為股東（法人股東），還須上載${hkDocuments.corporate.zhTW}。住址證明須為最近 ${documentAgeMonths} 個月內發出。`,
    ),
  },
  {
    key: 'company-mainland-documents',
    topic: 'COMPANY_REGISTRATION',
    url: '/regChinaComp',
    question: t(
      'What documents does a Mainland China applicant need to register a Hong Kong company?',
      '内地申请人注册香港公司需要哪些文件？',
      '內地申請人註冊香港公司需要哪些文件？',
    ),
    answer: t(
      `Applicants living in Mainland China (for example in Shenzhen, Guangzhou or Shanghai) who want to incorporate a Hong Kong company must upload ${mainlandDocuments.required.en}; the proof of address must be issued within the last ${documentAgeMonths} months. You may also add ${mainlandDocuments.optional.en}.`,
      `住在中国内地（例如深圳、广州或上海）、想在香港开公司的申请人必须上传：${mainlandDocuments.required.zhCN}；住址证明须为最近 ${documentAgeMonths} 个月内发出。亦可另外上传${mainlandDocuments.optional.zhCN}。`,
      `住在中國內地（例如深圳、廣州或上海）、想在香港開公司的申請人必須上載：${mainlandDocuments.required.zhTW}；住址證明須為最近 ${documentAgeMonths} 個月內發出。亦可另外上載${mainlandDocuments.optional.zhTW}。`,
    ),
  },
  {
    key: 'company-mainland-details',
    topic: 'COMPANY_REGISTRATION',
    url: '/regChinaComp',
    question: t('What information does the Mainland China applicant form ask for?', '内地申请人表格需要填写哪些资料？', '內地申請人表格需要填寫哪些資料？'),
    answer: t(
      'You give your English and Chinese names, date and place of birth, passport number, Mainland residential address, phone and email; the proposed English and Chinese company names, nature of business, Hong Kong registered office address and operating address (N/A allowed); every shareholder and director; the company secretary (N/A allowed) and the authorised representative; the estimated capital investment in HKD and the source of funds; then the documents, the declaration and your signature.',
      '需填写申请人的英文及中文姓名、出生日期及出生地点、护照号码、内地住址、电话及电邮；拟用的英文及中文公司名称、业务性质、香港注册办事处地址及营业地址（可填不适用）；所有股东及董事；公司秘书（可填不适用）及授权代表；预计投资额（港元）及资金来源；然后上传文件、确认声明并签署。',
      '需填寫申請人的英文及中文姓名、出生日期及出生地點、護照號碼、內地住址、電話及電郵；擬用的英文及中文公司名稱、業務性質、香港註冊辦事處地址及營業地址（可填不適用）；所有股東及董事；公司秘書（可填不適用）及授權代表；預計投資額（港元）及資金來源；然後上載文件、確認聲明並簽署。',
    ),
  },
  {
    key: 'company-officers',
    topic: 'COMPANY_REGISTRATION',
    url: '/regHKComp',
    question: t('How many directors and shareholders does a Hong Kong company need?', '香港公司需要多少名董事和股东？', '香港公司需要多少名董事及股東？'),
    answer: t(
      `At least one director who is a natural person and at least one shareholder; the same person may be both. Shareholdings must add up to exactly 100%. One application lists up to ${maxOfficers} shareholders and directors. On the Hong Kong applicant form another company may be a shareholder (a corporate shareholder), but a company cannot be a director.`,
      `至少要有一名自然人董事和一名股东，同一人可以同时担任董事和股东。所有股东的持股比例合计必须为 100%。每份申请最多可列 ${maxOfficers} 名股东及董事。香港申请人表格允许别的公司当股东（法人股东），但公司不能担任董事。`,
      `至少要有一名自然人董事及一名股東，同一人可以同時擔任董事及股東。所有股東的持股比例合計必須為 100%。每份申請最多可列 ${maxOfficers} 名股東及董事。香港申請人表格容許另一間公司做股東（法人股東），但公司不能擔任董事。`,
    ),
  },
  {
    key: 'company-name',
    topic: 'COMPANY_REGISTRATION',
    url: '/regHKComp',
    question: t('What are the rules for a Hong Kong company name?', '香港公司名称有什么规定？', '香港公司名稱有甚麼規定？'),
    answer: t(
      'A Hong Kong limited company\'s English name must end with "Limited" and its Chinese name with "有限公司" (Companies Ordinance). The Mainland applicant form asks for a proposed English name and, optionally, a Chinese name; the Hong Kong applicant form asks for the new company name.',
      '香港有限公司的英文名称须以 "Limited" 结尾，中文名称须以"有限公司"结尾（《公司条例》）。内地申请人表格须填写拟用英文名称，中文名称可选填；香港申请人表格须填写新公司名称。',
      '香港有限公司的英文名稱須以 "Limited" 結尾，中文名稱須以「有限公司」結尾（《公司條例》）。內地申請人表格須填寫擬用英文名稱，中文名稱可選填；香港申請人表格須填寫新公司名稱。',
    ),
  },
  {
    key: 'company-share-capital',
    topic: 'COMPANY_REGISTRATION',
    url: '/regHKComp',
    question: t('How do I state share capital and investment on the form?', '申请表中的股本和投资额怎么填写？', '申請表中的股本及投資額怎樣填寫？'),
    answer: t(
      'The Hong Kong applicant form asks for the share capital of the new company in HKD and an organisation chart with share percentages. The Mainland applicant form asks for the estimated capital investment in HKD and the source of funds.',
      '香港申请人表格须填写新公司的股本（港元），并上传附持股比例的组织架构图。内地申请人表格须填写预计投资额（港元）及资金来源。',
      '香港申請人表格須填寫新公司的股本（港元），並上載附持股比例的組織架構圖。內地申請人表格須填寫預計投資額（港元）及資金來源。',
    ),
  },
  {
    key: 'company-document-rules',
    topic: 'COMPANY_REGISTRATION',
    url: '/regHKComp',
    question: t(
      'Which file types and document dates are accepted for uploads?',
      '上传文件接受什么格式？文件日期有什么要求？',
      '上載文件接受甚麼格式？文件日期有甚麼要求？',
    ),
    answer: t(
      `Upload PDF, JPEG or PNG files of up to ${documentMaxMb} MB each; a slot that takes several files holds up to ${documentMaxFiles}. Enter the issue date of each document: it cannot be in the future, and proofs of address must be issued within the last ${documentAgeMonths} months.`,
      `请上传 PDF、JPEG 或 PNG 文件，每个不超过 ${documentMaxMb} MB；可上传多个文件的栏目最多 ${documentMaxFiles} 个。每份文件须填写发出日期，不能是将来的日期；住址证明须为最近 ${documentAgeMonths} 个月内发出。`,
      `請上載 PDF、JPEG 或 PNG 檔案，每個不超過 ${documentMaxMb} MB；可上載多個檔案的欄目最多 ${documentMaxFiles} 個。每份文件須填寫發出日期，不能是將來的日期；住址證明須為最近 ${documentAgeMonths} 個月內發出。`,
    ),
  },
  {
    key: 'company-application-status',
    topic: 'COMPANY_REGISTRATION',
    url: '/applications',
    question: t(
      'How long does company registration take, and where can I see the status of my application?',
      '公司注册需要多久？在哪里查看申请进度到了哪一步？',
      '公司註冊需要多久？在哪裏查看申請進度？',
    ),
    answer: t(
      `We reply within ${replyHours} hours of submission. Follow each application under My applications: submitted, in review, more information required (a reviewer reopens the fields to correct), then approved or rejected. You may withdraw it before a decision. The platform does not publish a fixed processing time.`,
      `提交后我们会在 ${replyHours} 小时内回复。您可在"我的申请"查看每份申请的状态：已提交、审核中、需要补充资料（审核员会开放需修改的栏目）、已批准或已拒绝。作出决定前可撤回申请。平台没有公布固定的处理时间。`,
      `提交後我們會在 ${replyHours} 小時內回覆。您可在「我的申請」查看每份申請的狀態：已提交、審核中、需要補充資料（審核員會開放需修改的欄目）、已批核或已拒絕。作出決定前可撤回申請。平台沒有公布固定的處理時間。`,
    ),
  },
  {
    key: 'company-fees',
    topic: 'COMPANY_REGISTRATION',
    url: '/contactus',
    question: t('How much does it cost to register a company?', '注册公司要多少钱？收费是多少？', '註冊公司要幾多錢？收費多少？'),
    answer: t(
      `The site does not publish a price for company registration. Send us a message through the contact page for a quote (we reply within ${replyHours} hours) or book a call with a client adviser. Company secretary, bookkeeping and tax services are sold by merchants in the marketplace.`,
      `网站没有公布公司注册的收费。请通过"联系我们"页面留言索取报价（我们会在 ${replyHours} 小时内回复），或预约客户顾问通话。公司秘书、记账及报税服务可在商城向商家购买。`,
      `網站沒有公布公司註冊的收費。請透過「聯絡我們」頁面留言索取報價（我們會在 ${replyHours} 小時內回覆），或預約客戶顧問通話。公司秘書、記賬及報稅服務可在商城向商戶購買。`,
    ),
  },
  {
    key: 'company-secretary',
    topic: 'COMPANY_REGISTRATION',
    url: '/regChinaComp',
    question: t('Do I need a company secretary and an authorised representative?', '需要公司秘书和授权代表吗？', '需要公司秘書及授權代表嗎？'),
    answer: t(
      "The Mainland applicant form asks for the company secretary's name and contact, or a tick for N/A if none is appointed yet, and for an authorised representative with name, ID number and contact. A 12-month company secretary service is available from Central Ledger Accounting in the marketplace.",
      '内地申请人表格须填写公司秘书的姓名及联系方式；如尚未委任，可勾选"不适用"。另须填写授权代表的姓名、证件号码及联系方式。商城中的中环账簿会计提供 12 个月公司秘书服务。',
      '內地申請人表格須填寫公司秘書的姓名及聯絡方法；如尚未委任，可剔選「不適用」。另須填寫授權代表的姓名、證件號碼及聯絡方法。商城中的中環賬簿會計提供 12 個月公司秘書服務。',
    ),
  },
];

const bankAccount: FaqSeed[] = [
  {
    key: 'bank-open',
    topic: 'BANK_ACCOUNT',
    url: '/regBank',
    question: t('How do I open a business bank account for my company?', '怎样为公司开立企业银行账户？', '怎樣為公司開立商業銀行戶口？'),
    answer: t(
      `The business bank account application gathers your company details, authorised signatories, directors and shareholders and the documents banks ask for in one form, which we pass to a partner bank. The bank decides; we are not a bank. The online bank account form is on its way: until it opens, contact us or book a client adviser call and we will prepare it with you (we reply within ${replyHours} hours). You need a company first: register one through /regHKComp or /regChinaComp.`,
      `企业银行开户申请把公司资料、授权签署人、董事及股东和银行要求的文件集中在一份表格，由我们交给合作银行。开户与否由银行决定，我们不是银行。网上开户表格即将推出；在此之前请联系我们或预约客户顾问通话，我们会协助您准备（${replyHours} 小时内回复）。开户前须先有公司，可通过 /regHKComp 或 /regChinaComp 注册。`,
      `商業銀行開戶申請把公司資料、授權簽署人、董事及股東和銀行要求的文件集中在一份表格，由我們交給合作銀行。開戶與否由銀行決定，我們不是銀行。網上開戶表格即將推出；在此之前請聯絡我們或預約客戶顧問通話，我們會協助您準備（${replyHours} 小時內回覆）。開戶前須先有公司，可透過 /regHKComp 或 /regChinaComp 註冊。`,
    ),
  },
  {
    key: 'bank-documents',
    topic: 'BANK_ACCOUNT',
    url: '/regBank',
    question: t('What documents and details does a bank account application need?', '企业银行开户需要哪些文件和资料？', '公司開銀行戶口需要甚麼文件及資料？'),
    answer: t(
      `The bank account application asks for the company registration certificate, business registration certificate, certificate of incorporation, latest audited financial statements, and identity and address proofs of the directors and authorised signatories. It also asks for the expected monthly transaction volume and balance in HKD, source of funds, number of employees, account purpose and existing bankers. Supporting documents must be issued within the last ${documentAgeMonths} months.`,
      `开户申请须提供公司注册证明书、商业登记证、公司成立证明书、最近一期经审计财务报表，以及董事和授权签署人的身份证明及住址证明；另须填写预计每月交易额及结余（港元）、资金来源、雇员人数、开户用途及现有往来银行。证明文件须为最近 ${documentAgeMonths} 个月内发出。`,
      `開戶申請須提供公司註冊證明書、商業登記證、公司成立證明書、最近一期經審計財務報表，以及董事及授權簽署人的身份證明和住址證明；另須填寫預計每月交易額及結餘（港元）、資金來源、僱員人數、開戶用途及現有往來銀行。證明文件須為最近 ${documentAgeMonths} 個月內發出。`,
    ),
  },
  {
    key: 'bank-fast-track',
    topic: 'BANK_ACCOUNT',
    url: '/member',
    question: t('Can I get my business bank account opened faster?', '怎样更快开好企业银行账户？', '可以快啲開到商業戶口（公司銀行戶口）嗎？'),
    answer: t(
      `Fast-track bank account opening is included in every membership plan, from Silver at ${monthlyPrice('SILVER')} a month. Fast-track means we prepare and check your application as a priority before it goes to the bank; the decision and its timing remain with the bank.`,
      `所有会员计划都包括快速银行开户，银卡会员每月 ${monthlyPrice('SILVER')} 起。快速处理是指我们会优先准备和检查您的申请，再交给银行；是否批准及所需时间仍由银行决定。`,
      `所有會員計劃都包括快速開立銀行戶口，銀卡會員每月 ${monthlyPrice('SILVER')} 起。快速處理是指我們會優先準備及檢查您的申請，再交給銀行；是否批核及所需時間仍由銀行決定。`,
    ),
  },
  {
    key: 'bank-decision',
    topic: 'BANK_ACCOUNT',
    url: '/terms',
    question: t(
      'Who approves my bank account, and can the bank refuse it?',
      '银行开户由谁审批？银行会拒绝开户申请吗？',
      '銀行戶口由誰審批？銀行會拒絕開戶申請嗎？',
    ),
    answer: t(
      'We collect your information and documents and pass them to the bank. We are not a bank: the decision to open an account, and its conditions, rest with the bank, which may approve or refuse the application: approval is not guaranteed. The information you give must be true and complete.',
      '我们负责收集您的资料和文件并交给银行。我们不是银行：是否开户及其条件由银行决定，银行可能批准也可能拒绝申请，不保证一定获批。您提供的资料必须真实完整。',
      '我們負責收集您的資料及文件並交給銀行。我們不是銀行：是否開戶及其條件由銀行決定，銀行可能批核亦可能拒絕申請，不保證一定獲批。您提供的資料必須真實完整。',
    ),
  },
];

const businessLoans: FaqSeed[] = [
  {
    key: 'loan-types',
    topic: 'BUSINESS_LOANS',
    url: '/loan',
    question: t('What types of business loans can I apply for?', '可以申请哪些类型的企业贷款？', '可以申請哪些類型的商業貸款？'),
    answer: t(
      `The loan application offers ${loanTypeCount} types of financing: ${loanTypeList.en}. Choose the type that matches what the money is for.`,
      `贷款申请提供 ${loanTypeCount} 种融资类型：${loanTypeList.zhCN}。请按资金用途选择合适的类型。`,
      `貸款申請提供 ${loanTypeCount} 種融資類型：${loanTypeList.zhTW}。請按資金用途選擇合適的類型。`,
    ),
  },
  {
    key: 'loan-tenures',
    topic: 'BUSINESS_LOANS',
    url: '/loan',
    question: t(
      'What loan tenures are available, and how long can I borrow for?',
      '贷款期限可以选多长？最长可以借几个月？',
      '貸款年期可以選多長？最長可以借幾多個月？',
    ),
    answer: t(
      `Tenures of ${tenureList.en} months are available. Shorter tenures usually cost less overall; longer ones keep monthly repayments lower.`,
      `贷款期限可选 ${tenureList.zhCN} 个月。期限较短通常总成本较低；期限较长则每月还款额较低。`,
      `貸款年期可選 ${tenureList.zhTW} 個月。年期較短通常總成本較低；年期較長則每月還款額較低。`,
    ),
  },
  {
    key: 'loan-documents',
    topic: 'BUSINESS_LOANS',
    url: '/loan',
    question: t(
      'What documents and financial statements do lenders want for a business loan?',
      '申请企业贷款需要准备什么文件和财务报表？',
      '申請商業貸款需要準備甚麼文件及財務報表？',
    ),
    answer: t(
      `Have ready your business registration number and certificate of incorporation, the latest audited financial statements, your current financial position (assets, liabilities, turnover and profit), details of your existing bank accounts and of any collateral with its estimated value. Supporting documents must be issued within the last ${documentAgeMonths} months.`,
      `请准备商业登记号码及公司注册证明书、最近一期经审计财务报表、目前财务状况（资产、负债、营业额及利润）、现有银行账户资料，以及任何抵押品的资料及估值。证明文件须为最近 ${documentAgeMonths} 个月内发出。`,
      `請準備商業登記號碼及公司註冊證明書、最近一期經審計財務報表、目前財務狀況（資產、負債、營業額及利潤）、現有銀行戶口資料，以及任何抵押品的資料及估值。證明文件須為最近 ${documentAgeMonths} 個月內發出。`,
    ),
  },
  {
    key: 'loan-lender',
    topic: 'BUSINESS_LOANS',
    url: '/loan',
    question: t('Who lends the money and what interest rate will I get?', '贷款由谁批出？利率是多少？', '貸款由誰批出？利率是多少？'),
    answer: t(
      "We are not a lender. We prepare your application and pass it to licensed lending partners, who assess it and decide on approval, amount, interest rate and terms. The site does not publish rates: if approved, you receive the partner's offer to accept or decline. Borrow only what you can repay.",
      '我们不是放债人。我们替您准备申请，交给持牌贷款伙伴评估，由其决定是否批准、金额、利率及条款。网站不公布利率：如获批准，您会收到贷款伙伴的报价，可选择接受或拒绝。请量力而借。',
      '我們不是放債人。我們替您準備申請，交給持牌貸款夥伴評估，由其決定是否批核、金額、利率及條款。網站不公布利率：如獲批核，您會收到貸款夥伴的報價，可選擇接受或拒絕。請只借您能夠償還的金額。',
    ),
  },
  {
    key: 'loan-process',
    topic: 'BUSINESS_LOANS',
    url: '/loan',
    question: t('How does applying for a business loan work?', '企业贷款的申请流程是怎样的？', '商業貸款的申請流程是怎樣的？'),
    answer: t(
      `Four steps: apply online with your company details, the amount in HKD, purpose, loan type and tenure; upload your documents; a licensed lending partner reviews the application and may ask questions; if approved you receive an offer. Gold and Platinum members (from ${monthlyPrice('GOLD')} a month) get fast-track loan applications.`,
      `共四步：网上填写公司资料、贷款金额（港元）、用途、贷款类型及期限；上传文件；持牌贷款伙伴审核申请，并可能提出问题；如获批准，您会收到贷款报价。金卡及白金会员（每月 ${monthlyPrice('GOLD')} 起）可享快速贷款申请。`,
      `共四步：網上填寫公司資料、貸款金額（港元）、用途、貸款類型及年期；上載文件；持牌貸款夥伴審核申請，並可能提出問題；如獲批核，您會收到貸款報價。金卡及白金會員（每月 ${monthlyPrice('GOLD')} 起）可享快速貸款申請。`,
    ),
  },
];

const crossBorderPayments: FaqSeed[] = [
  {
    key: 'cross-border-currencies',
    topic: 'CROSS_BORDER_PAYMENTS',
    url: '/terms',
    question: t(
      "Which currency am I charged in: HKD or the merchant's currency, such as US dollars?",
      '我以哪种货币付款：港币还是商家标价的货币（例如美元）？',
      '我以哪種貨幣付款：港元還是商戶定價的貨幣（例如美元）？',
    ),
    answer: t(
      "Each product is priced, and charged, in the merchant's base currency (such as HKD or US dollars). Prices shown in another currency are approximate, at an indicative exchange rate; you always pay the merchant's price. Items in different base currencies must be ordered separately.",
      '每件商品以商家的基础货币（例如港币或美元）标价及收费。以其他货币显示的价格只供参考，按参考汇率计算；实际以商家定价收费。不同基础货币的商品须分开下单。',
      '每件貨品以商戶的基本貨幣（例如港元或美元）定價及收費。以其他貨幣顯示的價格只供參考，按參考匯率計算；實際以商戶定價收費。不同基本貨幣的貨品須分開落單。',
    ),
  },
  {
    key: 'cross-border-methods',
    topic: 'CROSS_BORDER_PAYMENTS',
    url: '/home',
    question: t(
      'How can buyers outside Hong Kong pay, and do you accept crypto?',
      '香港以外的买家怎样付款？接受加密货币吗？',
      '香港以外的買家怎樣付款？接受加密貨幣嗎？',
    ),
    answer: t(
      'Buyers anywhere can pay by credit or debit card (Visa, Mastercard, American Express), WeChat Pay, Alipay or AlipayHK, PayPal, or cryptocurrency such as Bitcoin (BTC), Ether (ETH), USDT, USDC and SOL on a hosted crypto checkout. The methods offered depend on the merchant and the currency of the order.',
      '各地买家都可以用信用卡或借记卡（Visa、Mastercard、American Express）、微信支付、支付宝或 AlipayHK、PayPal，或在加密货币收款页面用比特币（BTC）、以太币（ETH）、USDT、USDC、SOL 等加密货币付款。可用的付款方式视乎商家及订单货币而定。',
      '各地買家都可以用信用卡或扣賬卡（Visa、Mastercard、American Express）、WeChat Pay、支付寶或 AlipayHK、PayPal，或在加密貨幣收款頁面用比特幣（BTC）、以太幣（ETH）、USDT、USDC、SOL 等加密貨幣付款。可用的付款方式視乎商戶及訂單貨幣而定。',
    ),
  },
  {
    key: 'cross-border-fees',
    topic: 'CROSS_BORDER_PAYMENTS',
    url: '/member',
    question: t(
      'Which membership has cheaper cross-border payment fees for paying overseas suppliers?',
      '哪个会员计划的跨境付款手续费更便宜？',
      '哪個會員計劃的跨境付款手續費較平？',
    ),
    answer: t(
      `Better (cheaper) cross-border payment fees, for example when you pay suppliers overseas, are a benefit of the Gold plan (${monthlyPrice('GOLD')} a month) and of Platinum (${monthlyPrice('PLATINUM')} a month), which includes everything in Gold.`,
      `更优惠（更便宜）的跨境付款手续费，例如向海外供应商付款时，是金卡计划（每月 ${monthlyPrice('GOLD')}）的会员权益，白金计划（每月 ${monthlyPrice('PLATINUM')}）包括金卡的全部权益，同样适用。`,
      `更優惠（較平）的跨境付款手續費，例如向海外供應商付款時，是金卡計劃（每月 ${monthlyPrice('GOLD')}）的會員權益，白金計劃（每月 ${monthlyPrice('PLATINUM')}）包括金卡的全部權益，同樣適用。`,
    ),
  },
  {
    key: 'cross-border-shipping',
    topic: 'CROSS_BORDER_PAYMENTS',
    url: '/marketplace',
    question: t(
      'Can I ship goods to Shenzhen or overseas through the marketplace?',
      '可以通过商城把货物运到深圳或海外吗？',
      '可以透過商城把貨物運到深圳或海外嗎？',
    ),
    answer: t(
      'Logistics merchants sell cross-border services in the marketplace: Pearl Delta Logistics offers cross-border trucking from Hong Kong to Shenzhen per pallet, sea freight consolidation to Singapore per CBM, and a customs documentation package.',
      '商城有物流商家提供跨境服务：珠三角物流提供香港至深圳跨境货车（每板）、香港至新加坡海运拼箱（每立方米）及报关文件套餐。',
      '商城有物流商戶提供跨境服務：珠三角物流提供香港至深圳跨境貨車（每板）、香港至新加坡海運拼箱（每立方米）及報關文件套餐。',
    ),
  },
];

const tradeFinance: FaqSeed[] = [
  {
    key: 'trade-finance-overview',
    topic: 'TRADE_FINANCE',
    url: '/loan',
    question: t('What trade finance do you offer?', '你们提供哪些贸易融资？', '你們提供哪些貿易融資？'),
    answer: t(
      `Trade finance helps you fulfil larger orders without draining cash: letters of credit for international purchases, supply chain financing for suppliers and distributors, and working capital guarantees, with tenures from ${tenureMin} to ${tenureMax} months. You apply once through the loan application; our licensed lending partners decide.`,
      `贸易融资帮助您承接更大的订单而不耗尽现金：用于国际采购的信用证、供应商及分销商适用的供应链融资，以及营运资金担保，期限 ${tenureMin} 至 ${tenureMax} 个月。只需通过贷款申请提交一次，由持牌贷款伙伴决定。`,
      `貿易融資幫助您承接更大的訂單而不耗盡現金：用於國際採購的信用證、供應商及分銷商適用的供應鏈融資，以及營運資金擔保，年期 ${tenureMin} 至 ${tenureMax} 個月。只需透過貸款申請提交一次，由持牌貸款夥伴決定。`,
    ),
  },
  {
    key: 'trade-finance-letter-of-credit',
    topic: 'TRADE_FINANCE',
    url: '/loan',
    question: t('What is a letter of credit and when would I use one?', '什么是信用证？什么时候需要用？', '甚麼是信用證？甚麼時候需要用？'),
    answer: t(
      "A letter of credit is a bank's promise of payment that gives overseas suppliers the confidence to ship. Use it for imports and other international purchases: apply for it as the letter of credit loan type in the loan application.",
      '信用证是银行作出的付款承诺，让海外供应商放心发货，适用于进口货物及其他国际采购。可在贷款申请中选择"信用证"类型申请。',
      '信用證是銀行作出的付款承諾，讓海外供應商放心付運，適用於入口貨物及其他國際採購。可在貸款申請中選擇「信用證」類型申請。',
    ),
  },
  {
    key: 'trade-finance-supply-chain',
    topic: 'TRADE_FINANCE',
    url: '/loan',
    question: t('How does supply chain financing work?', '供应链融资是怎样运作的？', '供應鏈融資是怎樣運作的？'),
    answer: t(
      'Supply chain financing lets you get paid sooner on approved invoices, or pay your suppliers later, to smooth your trade cycle. It suits suppliers and distributors; apply for it as the supply chain financing loan type.',
      '供应链融资让您就已核准的发票提早收款，或延后向供应商付款，使贸易周期更顺畅，适合供应商及分销商。可在贷款申请中选择"供应链融资"类型。',
      '供應鏈融資讓您就已核准的發票提早收款，或延後向供應商付款，使貿易周期更順暢，適合供應商及分銷商。可在貸款申請中選擇「供應鏈融資」類型。',
    ),
  },
  {
    key: 'trade-finance-working-capital',
    topic: 'TRADE_FINANCE',
    url: '/loan',
    question: t(
      'What is the difference between working capital financing and working capital guarantees?',
      '营运资金融资和营运资金担保有什么分别？',
      '營運資金融資及營運資金擔保有甚麼分別？',
    ),
    answer: t(
      'Working capital financing covers day-to-day costs such as stock, payroll and rent while receivables come in, for example to prepare stock for a large order before your customer has paid. Working capital guarantees support your working capital facilities with banks and suppliers. Both are loan types of the loan application.',
      '营运资金融资用于支付存货、薪金及租金等日常开支，等待应收账款回笼，例如在客户付款之前为大订单备货。营运资金担保则为您在银行及供应商的营运资金额度提供担保。两者都是贷款申请中的贷款类型。',
      '營運資金融資用於支付存貨、薪金及租金等日常開支，等待應收賬款回籠，例如在客戶付款之前為大訂單備貨。營運資金擔保則為您在銀行及供應商的營運資金額度提供擔保。兩者都是貸款申請中的貸款類型。',
    ),
  },
];

const membership: FaqSeed[] = [
  {
    key: 'membership-prices',
    topic: 'MEMBERSHIP',
    url: '/member',
    question: t('How much do the membership plans cost?', '会员计划的价格是多少？', '會員計劃收費幾多？'),
    answer: t(
      `Silver costs ${monthlyPrice('SILVER')} a month, Gold ${monthlyPrice('GOLD')} a month and Platinum ${monthlyPrice('PLATINUM')} a month, billed in HKD. Paying annually saves ${annualSaving}%: ${annualPrice('SILVER')}, ${annualPrice('GOLD')} and ${annualPrice('PLATINUM')} a year.`,
      `银卡每月 ${monthlyPrice('SILVER')}，金卡每月 ${monthlyPrice('GOLD')}，白金每月 ${monthlyPrice('PLATINUM')}，以港元收费。按年付款可节省 ${annualSaving}%：每年分别为 ${annualPrice('SILVER')}、${annualPrice('GOLD')} 和 ${annualPrice('PLATINUM')}。`,
      `銀卡每月 ${monthlyPrice('SILVER')}，金卡每月 ${monthlyPrice('GOLD')}，白金每月 ${monthlyPrice('PLATINUM')}，以港元收費。按年付款可節省 ${annualSaving}%：每年分別為 ${annualPrice('SILVER')}、${annualPrice('GOLD')} 及 ${annualPrice('PLATINUM')}。`,
    ),
  },
  {
    key: 'membership-silver',
    topic: 'MEMBERSHIP',
    url: '/member',
    question: t('What does the Silver plan include?', '银卡会员包括什么？', '銀卡會員包括甚麼？'),
    answer: t(
      `Silver (${monthlyPrice('SILVER')} a month) is for businesses getting started locally: local business events, local business matching, instant meetings and chat, and fast-track bank account opening.`,
      `银卡（每月 ${monthlyPrice('SILVER')}）适合刚起步、建立本地联系的企业：本地商务活动、本地商业配对、即时会议及聊天，以及快速银行开户。`,
      `銀卡（每月 ${monthlyPrice('SILVER')}）適合剛起步、建立本地聯繫的企業：本地商務活動、本地商業配對、即時會議及聊天，以及快速開立銀行戶口。`,
    ),
  },
  {
    key: 'membership-gold',
    topic: 'MEMBERSHIP',
    url: '/member',
    question: t('What does the Gold plan add?', '金卡会员有什么权益？', '金卡會員有甚麼權益？'),
    answer: t(
      `Gold (${monthlyPrice('GOLD')} a month, our best value) includes everything in Silver plus international business events, priority business matching, market research reports, business management tools, priority meeting booking, a listing in the member directory, fast-track loan applications, wealth management plans and better cross-border payment fees.`,
      `金卡（每月 ${monthlyPrice('GOLD')}，最超值）包括银卡全部权益，另加国际商务活动、优先商业配对、市场研究报告、企业管理工具、优先预约会议、会员名录刊登、快速贷款申请、财富管理计划及更优惠的跨境支付手续费。`,
      `金卡（每月 ${monthlyPrice('GOLD')}，最超值）包括銀卡全部權益，另加國際商務活動、優先商業配對、市場研究報告、企業管理工具、優先預約會議、會員名錄刊登、快速貸款申請、財富管理計劃及更優惠的跨境支付手續費。`,
    ),
  },
  {
    key: 'membership-platinum',
    topic: 'MEMBERSHIP',
    url: '/member',
    question: t('What do Platinum members get?', '白金会员有什么专属服务？', '白金會員有甚麼專屬服務？'),
    answer: t(
      `Platinum (${monthlyPrice('PLATINUM')} a month) includes everything in Gold plus personalised business matching, one-to-one mentoring with experts, exclusive seminars, exclusive business tools, high-level events with top management and a dedicated account manager, and your own personalised AI chatbot.`,
      `白金（每月 ${monthlyPrice('PLATINUM')}）包括金卡全部权益，另加个人化商业配对、专家一对一指导、专属研讨会、专属企业工具、与高层管理人员交流的高端活动及专属客户经理，以及您专属的个人化 AI 聊天机器人。`,
      `白金（每月 ${monthlyPrice('PLATINUM')}）包括金卡全部權益，另加個人化商業配對、專家一對一指導、專屬研討會、專屬企業工具、與高層管理人員交流的高端活動及專屬客戶經理，以及您專屬的個人化 AI 聊天機械人。`,
    ),
  },
  {
    key: 'membership-change-cancel',
    topic: 'MEMBERSHIP',
    url: '/member',
    question: t('How do I join, upgrade or cancel a membership?', '怎样加入、升级或取消会员？', '怎樣加入、升級或取消會員？'),
    answer: t(
      `Choose a plan and its billing (monthly, or annual at ${ANNUAL_BILLING_SAVING_PERCENT}% less) on the membership page, sign in or create your free account, and pay online; the benefits start as soon as the payment is confirmed. Upgrade at any time: the higher plan starts straight away and the unused part of your current plan is taken off its price. A lower plan starts when your current one ends. Memberships do not renew by themselves, so there is nothing to cancel: we email a reminder ${RENEWAL_REMINDER_DAYS} days before your plan ends and you renew only if you want to. Have a membership card? Redeem its code on the membership page or in your profile.`,
      `在会员页面选择计划及付款周期（按月，或按年可节省 ${ANNUAL_BILLING_SAVING_PERCENT}%），登录或建立免费账户后网上付款，付款确认后权益即时生效。您可随时升级：较高级的计划即时生效，当前计划未使用的部分会从价格中扣减。较低级的计划在当前计划完结后才开始。会籍不会自动续期，所以无须取消：我们会在计划完结前 ${RENEWAL_REMINDER_DAYS} 天发电邮提醒，您想续期才续期。持有会员卡？可在会员页面或个人资料页输入兑换码兑换。`,
      `在會員頁面選擇計劃及付款週期（按月，或按年可節省 ${ANNUAL_BILLING_SAVING_PERCENT}%），登入或建立免費帳戶後網上付款，付款確認後權益即時生效。您可隨時升級：較高級的計劃即時生效，目前計劃未使用的部分會從價格中扣減。較低級的計劃在目前計劃完結後才開始。會籍不會自動續期，所以無須取消：我們會在計劃完結前 ${RENEWAL_REMINDER_DAYS} 天發電郵提醒，您想續期才續期。持有會員卡？可在會員頁面或個人資料頁輸入兌換碼兌換。`,
    ),
  },
  {
    key: 'membership-no-company',
    topic: 'MEMBERSHIP',
    url: '/member',
    question: t('Do I need a Hong Kong company to become a member?', '没有香港公司可以成为会员吗？', '未有香港公司可以成為會員嗎？'),
    answer: t(
      'No. You can join while you are still setting up, and register your Hong Kong company through our company registration service.',
      '可以。您可以在筹备期间先加入，再通过我们的公司注册服务注册香港公司。',
      '可以。您可以在籌備期間先加入，再透過我們的公司註冊服務註冊香港公司。',
    ),
  },
];

const marketplace: FaqSeed[] = [
  {
    key: 'marketplace-verified-suppliers',
    topic: 'MARKETPLACE',
    url: '/mcList',
    question: t(
      'What does the Verified badge on a merchant or supplier mean?',
      '商家的认证标志（认证供应商）是什么意思？',
      '商戶的認證標誌（認證供應商）是甚麼意思？',
    ),
    answer: t(
      "Merchants who complete our verification (business registration, a named contact and a bank account in the company's name) show a Verified badge on their shop page and products, so buyers know who they are dealing with. Verification is free for members: apply from your merchant console or book an adviser call. The recommended merchants list shows verified merchants.",
      '完成平台认证（商业登记、指定联系人及以公司名义开立的银行账户）的商家，其店铺页面及商品会显示"已认证"标志，让买家清楚交易对象。会员认证免费，可在商家后台申请或预约顾问通话。推荐商家列表只显示已认证商家。',
      '完成平台認證（商業登記、指定聯絡人及以公司名義開立的銀行戶口）的商戶，其店舖頁面及貨品會顯示「已認證」標誌，讓買家清楚交易對象。會員認證免費，可在商戶後台申請或預約顧問通話。推薦商戶列表只顯示已認證商戶。',
    ),
  },
  {
    key: 'marketplace-special-orders',
    topic: 'MARKETPLACE',
    url: '/specialOffer',
    question: t(
      'How do I ask a merchant for a quote on a large quantity (a special order)?',
      '想批量订购，怎样找商家报价或提交特别订单？',
      '想大批訂購，怎樣向商戶索取報價或提交特別訂單？',
    ),
    answer: t(
      'Use Special order request on the product page when you need more than the stock, a custom specification or a delivery schedule. Give the product code and specification, the quantity and your name, email and phone. The merchant replies by email, usually within one working day.',
      '如需要超过现有库存、定制规格或指定送货时间，请在商品页使用"特别订单申请"，填写商品编号及规格、数量以及您的姓名、电邮和电话。商家一般会在一个工作日内以电邮回复。',
      '如需要超過現有存貨、訂製規格或指定送貨時間，請在貨品頁使用「特別訂單申請」，填寫貨品編號及規格、數量以及您的姓名、電郵及電話。商戶一般會在一個工作天內以電郵回覆。',
    ),
  },
  {
    key: 'marketplace-wholesale',
    topic: 'MARKETPLACE',
    url: '/pmsList',
    question: t('How do wholesale prices work?', '批发价怎么计算？', '批發價怎樣計算？'),
    answer: t(
      'Products with a wholesale price show it beside the retail price. Switch to Wholesale on the product page: the quantity starts at the minimum wholesale quantity and cannot go below it. The product list can filter by wholesale price.',
      '设有批发价的商品会在零售价旁显示批发价。在商品页切换至"批发"：数量由最低批发数量起计，不能低于此数。商品列表可按批发价筛选。',
      '設有批發價的貨品會在零售價旁顯示批發價。於貨品頁切換至「批發」：數量由最低批發數量起計，不可低於此數。貨品列表可按批發價篩選。',
    ),
  },
  {
    key: 'marketplace-sell',
    topic: 'MARKETPLACE',
    url: '/hiwork',
    question: t('How do I sell my products on the marketplace?', '怎样在商城上卖我的产品？', '怎樣在商城出售我的產品？'),
    answer: t(
      'Create an account and tell us about your company (no Hong Kong company yet? register one through our company registration service), set up a business bank account and a membership plan, then list your products and services with retail and wholesale prices, stock and delivery options. You receive orders, prepare or ship them and keep buyers informed as the status changes.',
      '先建立账户并提供公司资料（还没有香港公司？可通过公司注册服务注册），开立企业银行账户并选择会员计划，然后上架产品及服务，设定零售价和批发价、库存及送货方式。收到订单后备货或发货，并随订单状态更新通知买家。',
      '先建立帳戶並提供公司資料（還未有香港公司？可透過公司註冊服務註冊），開立商業銀行戶口並選擇會員計劃，然後上架產品及服務，設定零售價及批發價、存貨及送貨方式。收到訂單後備貨或發貨，並隨訂單狀態更新通知買家。',
    ),
  },
  {
    key: 'marketplace-find-suppliers',
    topic: 'MARKETPLACE',
    url: '/marketplace',
    question: t('How do I find suppliers and products on the platform?', '怎样在平台上找供应商和商品？', '怎樣在平台上找供應商及貨品？'),
    answer: t(
      "Browse the marketplace by category and popular collections, search products and services by keyword, or open the recommended merchants list. Each merchant's page shows its products, latest activities and news, and you can ask the assistant who sells what you need.",
      '可在商城按分类及热门精选浏览、以关键词搜索商品及服务，或查看推荐商家列表。每个商家页面都列出其商品、最新活动及资讯；您也可以问智能助手谁在卖您需要的东西。',
      '可在商城按分類及熱門精選瀏覽、以關鍵字搜尋貨品及服務，或查看推薦商戶列表。每個商戶頁面都列出其貨品、最新活動及資訊；您亦可以問智能助手邊個有賣您需要的東西。',
    ),
  },
];

const shopOrders: FaqSeed[] = [
  {
    key: 'orders-payment-methods',
    topic: 'SHOP_ORDERS',
    url: '/home',
    question: t('Which payment methods can I use at checkout?', '结账时可以用哪些付款方式？', '結賬時可以用甚麼付款方式？'),
    answer: t(
      'Checkout offers credit and debit cards, WeChat Pay, Alipay, PayPal, cryptocurrency, FPS (Faster Payment System) bank transfer and cash on delivery. The methods shown depend on the merchant and the currency of the order.',
      '结账时可选用信用卡及借记卡、微信支付、支付宝、PayPal、加密货币、转数快（FPS）银行转账及货到付款。显示的付款方式视乎商家及订单货币而定。',
      '結賬時可選用信用卡及扣賬卡、WeChat Pay、支付寶、PayPal、加密貨幣、轉數快（FPS）銀行轉賬及貨到付款。顯示的付款方式視乎商戶及訂單貨幣而定。',
    ),
  },
  {
    key: 'orders-cash-on-delivery',
    topic: 'SHOP_ORDERS',
    url: '/home',
    question: t('Can I pay cash on delivery?', '可以货到付款吗？', '可以貨到付款嗎？'),
    answer: t(
      'Yes, for an unpaid order with home delivery to an address in Hong Kong: couriers collect cash locally only. Choose cash on delivery when you pay, and have the amount in cash ready for the courier. Store pickup, pickup locker and deliveries outside Hong Kong are paid online.',
      '可以，但只适用于送货到香港地址的未付款订单：速递员只在本地收取现金。付款时选择货到付款，并预备好现金交给速递员。门店自取、自提柜及香港以外的送货须在网上付款。',
      '可以，但只適用於送貨到香港地址的未付款訂單：速遞員只在本地收取現金。付款時選擇貨到付款，並預備好現金交給速遞員。門市自取、自取櫃及香港以外的送貨須在網上付款。',
    ),
  },
  {
    key: 'orders-fps',
    topic: 'SHOP_ORDERS',
    url: '/home',
    question: t('How do I pay by FPS?', '怎样用转数快（FPS）付款？', '怎樣用轉數快（FPS）付款？'),
    answer: t(
      "Choose FPS bank transfer, open your Hong Kong bank's app, choose FPS and scan the QR code: the amount and reference are filled in for you. If you type the transfer yourself, quote the reference. We confirm the order as soon as the money arrives, usually within one business day.",
      '选择转数快（FPS）银行转账，打开香港银行的手机应用程序，选择 FPS 并扫描二维码，金额及参考编号会自动填入。如自行输入转账，请注明参考编号。款项到账后我们会确认订单，通常在一个工作日内。',
      '選擇轉數快（FPS）銀行轉賬，打開香港銀行的手機應用程式，選擇 FPS 並掃描二維碼，金額及參考編號會自動填入。如自行輸入轉賬，請註明參考編號。款項到賬後我們會確認訂單，通常在一個工作天內。',
    ),
  },
  {
    key: 'orders-tracking',
    topic: 'SHOP_ORDERS',
    url: '/orderLookup',
    question: t('How do I track or look up my order, even as a guest?', '怎样查询订单状态？没有账户也能查吗？', '怎樣查詢訂單狀態？沒有帳戶也可以查嗎？'),
    answer: t(
      'Signed in, open My orders to follow each order from payment to delivery and confirm receipt when it arrives. Checked out as a guest, without an account? Look up the order with Find an order (/orderLookup): enter the order number and the mobile number given with the order.',
      '登录后在"我的订单"可跟进每张订单由付款到送达的进度，收货后确认收货。没有注册账户也可以用"查询订单"（/orderLookup）：输入订单编号及下单时提供的手机号码即可。',
      '登入後在「我的訂單」可跟進每張訂單由付款到送達的進度，收貨後確認收貨。沒有登記帳戶亦可以用「查詢訂單」（/orderLookup）：輸入訂單編號及落單時提供的手機號碼即可。',
    ),
  },
  {
    key: 'orders-delivery-pickup',
    topic: 'SHOP_ORDERS',
    url: '/hiwork',
    question: t('What delivery options are there, and how does store pickup work?', '有哪些送货方式？门店自提怎样操作？', '有哪些送貨方式？門市自取怎樣安排？'),
    answer: t(
      'At checkout choose home delivery, store pickup or a pickup locker (services need no delivery: the merchant arranges them after the order). For store pickup, when the order is ready to collect, show the pickup code on the order page at the store.',
      '结账时可选择送货上门、门店自提或自提柜（服务类商品无需送货，由商家在下单后安排）。选择门店自提的订单可取货时，请到店出示订单页面上的取货码。',
      '結賬時可選擇送貨上門、門市自取或自取櫃（服務類貨品無需送貨，由商戶在落單後安排）。選擇門市自取的訂單可取貨時，請到店出示訂單頁面上的取貨碼。',
    ),
  },
  {
    key: 'orders-cancel-refund',
    topic: 'SHOP_ORDERS',
    url: '/terms',
    question: t('Can I cancel an order or get a refund?', '可以取消订单或退款吗？', '可以取消訂單或退款嗎？'),
    answer: t(
      "You can cancel an order before it is paid. After payment, cancellations, returns and refunds follow the merchant's policy and Hong Kong consumer law. An unpaid order stays reserved until its payment deadline, shown on the order, and then closes. Confirm receipt only when you have received the goods in good order.",
      '订单付款前可以取消。付款后的取消、退货及退款按商家政策及香港消费者法例处理。未付款订单会保留至订单上显示的付款期限，之后自动关闭。请在收到完好货品后才确认收货。',
      '訂單付款前可以取消。付款後的取消、退貨及退款按商戶政策及香港消費者法例處理。未付款訂單會保留至訂單上顯示的付款期限，之後自動關閉。請在收到完好貨品後才確認收貨。',
    ),
  },
  {
    key: 'orders-promo-codes',
    topic: 'SHOP_ORDERS',
    url: '/terms',
    question: t(
      'How do promo codes and coupons work, and is there a minimum order?',
      '优惠码和优惠券怎么用？有最低消费吗？',
      '優惠碼及優惠券怎樣用？有最低消費嗎？',
    ),
    answer: t(
      `Apply promo codes and coupons at checkout; each has its own conditions and none can be exchanged for cash. The amount payable after discounts must be at least ${MIN_ORDER_AMOUNT} in the order currency. Items in different base currencies, or with different delivery types, are ordered separately.`,
      `结账时可使用优惠码及优惠券，各有使用条件，均不可兑换现金。扣除折扣后的应付金额须至少为订单货币 ${MIN_ORDER_AMOUNT} 元。不同基础货币或不同送货方式的商品须分开下单。`,
      `結賬時可使用優惠碼及優惠券，各有使用條件，均不可兌換現金。扣除折扣後的應付金額須至少為訂單貨幣 ${MIN_ORDER_AMOUNT} 元。不同基本貨幣或不同送貨方式的貨品須分開落單。`,
    ),
  },
];

// Account, privacy and support questions sit under membership: they are about the member's account.
const account: FaqSeed[] = [
  {
    key: 'account-sign-up',
    topic: 'MEMBERSHIP',
    url: '/getstarted',
    question: t('How do I create an account?', '怎样注册账户？', '怎樣登記帳戶？'),
    answer: t(
      'Register with your email address or mobile number; it takes a couple of minutes and is free. One email address or mobile number registers one account, and you must be 18 or over. You can browse without an account, but you need one to save favourites, place orders and apply for company services.',
      '使用电邮地址或手机号码注册，只需几分钟，免费。每个电邮地址或手机号码只能注册一个账户，须年满 18 岁。不注册也可以浏览，但收藏、下单及申请公司服务须先注册。',
      '使用電郵地址或手提電話號碼登記，只需幾分鐘，免費。每個電郵地址或手提電話號碼只能登記一個帳戶，須年滿 18 歲。不登記亦可以瀏覽，但收藏、落單及申請公司服務須先登記。',
    ),
  },
  {
    key: 'privacy-pdpo',
    topic: 'MEMBERSHIP',
    url: '/policy',
    question: t('How do you protect my personal data and documents?', '你们怎样保护我的个人资料和文件？', '你們怎樣保護我的個人資料及文件？'),
    answer: t(
      "We handle personal data under Hong Kong's Personal Data (Privacy) Ordinance (PDPO). Traffic is encrypted with TLS, uploaded documents are stored privately outside the public website and encrypted at rest, passwords are kept only as one-way hashes, and only staff and providers who need the data can access it. You may ask for a copy of your data or its correction; we respond within 40 days.",
      '我们按照香港《个人资料（私隐）条例》（PDPO）处理个人资料。所有传输以 TLS 加密；上传的文件私密存放于公开网站以外并加密储存；密码只以单向哈希保存；只有需要的员工及服务商才能查阅。您可要求查阅或更正个人资料，我们会在 40 天内回复。',
      '我們按照香港《個人資料（私隱）條例》（PDPO）處理個人資料。所有傳輸以 TLS 加密；上載的文件私密存放於公開網站以外並加密儲存；密碼只以單向雜湊保存；只有需要的員工及服務商才能查閱。您可要求查閱或更正個人資料，我們會在 40 日內回覆。',
    ),
  },
  {
    key: 'privacy-retention',
    topic: 'MEMBERSHIP',
    url: '/policy',
    question: t('How long do you keep my data and application documents?', '你们会保留我的资料和申请文件多久？', '你們會保留我的資料及申請文件多久？'),
    answer: t(
      "Account data is kept while your account is open. Order and transaction records are kept for seven years for Hong Kong record-keeping requirements. Application documents are kept as long as our partners' legal obligations, including anti-money-laundering rules, require, then deleted or anonymised. Contact messages are kept for up to two years.",
      '账户资料在账户有效期间保留。订单及交易记录按香港的记录保存要求保留七年。申请文件按合作伙伴的法律责任（包括反洗钱规定）所需期限保留，之后删除或匿名化。联系留言最多保留两年。',
      '帳戶資料在帳戶有效期間保留。訂單及交易記錄按香港的記錄保存要求保留七年。申請文件按合作夥伴的法律責任（包括反洗錢規定）所需期限保留，之後刪除或匿名化。聯絡留言最多保留兩年。',
    ),
  },
  {
    key: 'support-contact',
    topic: 'MEMBERSHIP',
    url: '/contactus',
    question: t('How can I contact your team?', '怎样联系你们的团队？', '怎樣聯絡你們的團隊？'),
    answer: t(
      `Send a message through the contact page or email support@smelink.hk; a person on our team replies within ${replyHours} hours. You can also call +852 3703 8800 (Monday to Friday, 9 am to 6 pm Hong Kong time) or book a video call with a client adviser.`,
      `可通过"联系我们"页面留言或发电邮至 support@smelink.hk，团队会在 ${replyHours} 小时内回复。亦可致电 +852 3703 8800（星期一至五，香港时间上午 9 时至下午 6 时），或预约客户顾问视频通话。`,
      `可透過「聯絡我們」頁面留言或發電郵至 support@smelink.hk，團隊會在 ${replyHours} 小時內回覆。亦可致電 +852 3703 8800（星期一至五，香港時間上午 9 時至下午 6 時），或預約客戶顧問視像通話。`,
    ),
  },
];

/** The seeded FAQ, in display order (the sort column follows this order). */
export const FAQ_SEED: readonly FaqSeed[] = [
  ...companyRegistration,
  ...bankAccount,
  ...businessLoans,
  ...crossBorderPayments,
  ...tradeFinance,
  ...membership,
  ...marketplace,
  ...shopOrders,
  ...account,
];
