import type { Locale } from '@sme/shared/constants';

/**
 * The assistant's evaluation set: questions as visitors type them (not the FAQ's own titles), each with the pages an
 * answer must cite. A question passes when any of its expected pages is cited. Demo records are named by their seed
 * codes and slugs (product HLT-001, merchant harbour-leaf-tea, content slug) and resolved to their pages at run time.
 */

/** A page the answer must cite: a site path, or a demo record resolved to its page at run time. */
export type ExpectedPage = { url: string } | { product: string } | { merchant: string } | { content: string };

/** One question of the evaluation set. */
export interface EvalQuestion {
  locale: Locale;
  question: string;
  /** Any of these cited counts as a hit. */
  expect: readonly ExpectedPage[];
}

const u = (...urls: string[]): ExpectedPage[] => urls.map((url) => ({ url }));
const forms = u('/regHKComp', '/regChinaComp');
const verified: ExpectedPage[] = [...u('/mcList'), { content: 'marketplace-opens-to-verified-suppliers' }];
const shipping: ExpectedPage[] = [{ product: 'PDL-001' }, { merchant: 'pearl-delta-logistics' }, ...u('/marketplace')];

const en = (question: string, expect: readonly ExpectedPage[]): EvalQuestion => ({ locale: 'en_US', question, expect });
const cn = (question: string, expect: readonly ExpectedPage[]): EvalQuestion => ({ locale: 'zh_CN', question, expect });
const tw = (question: string, expect: readonly ExpectedPage[]): EvalQuestion => ({ locale: 'zh_TW', question, expect });

const ENGLISH: EvalQuestion[] = [
  en("I'm a Hong Kong resident. What paperwork do I have to upload to set up a limited company?", u('/regHKComp')),
  en('I live in Shenzhen and want to incorporate in Hong Kong. Which documents are required?', u('/regChinaComp')),
  en('Can one person be both the director and the only shareholder?', forms),
  en("Does my company's English name have to end in Limited?", forms),
  en('Can another company be a shareholder of my new HK company?', u('/regHKComp')),
  en('How recent must my utility bill be to count as address proof?', forms),
  en('What is the price of registering a company through you?', u('/contactus')),
  en('Where can I see how far my company registration application has got?', u('/applications')),
  en('Do I have to appoint a company secretary right away?', u('/regChinaComp')),
  en('What do I need to open a corporate bank account?', u('/regBank')),
  en('Is there a way to get my business account opened more quickly?', u('/member')),
  en('Will the bank definitely approve my account?', u('/terms', '/regBank')),
  en('Which financing products can my SME apply for?', u('/loan')),
  en('Is a 60 month repayment period possible for a business loan?', u('/loan')),
  en('What interest rate do your business loans charge?', u('/loan')),
  en('Which financial statements do lenders want to see?', u('/loan')),
  en('Do you accept Bitcoin or USDT?', u('/home')),
  en('I am buying from a merchant that prices in US dollars. Will I be charged in HKD?', u('/terms')),
  en('Which membership gives cheaper fees for paying overseas suppliers?', u('/member')),
  en('Can you truck my goods across the border to Shenzhen?', shipping),
  en('How can a letter of credit help me import goods?', u('/loan')),
  en('We need cash to fulfil a big order before the customer pays. What financing fits?', u('/loan')),
  en('How much is the Gold membership per month?', u('/member')),
  en('What is the yearly price of Platinum?', u('/member')),
  en('Which plan comes with a personal AI chatbot?', u('/member')),
  en('Can I downgrade or cancel my plan?', u('/member')),
  en('What does the verified badge on a shop mean?', verified),
  en('I need 5,000 business cards. How do I ask the printer for a quote?', [
    ...u('/specialOffer'),
    { product: 'KPW-001' },
    { content: 'help-wholesale-and-special-orders' },
  ]),
  en('Who sells oolong tea?', [{ product: 'HLT-001' }, { merchant: 'harbour-leaf-tea' }]),
  en('Where can I buy a USB-C charger?', [{ product: 'MKG-001' }, { merchant: 'mong-kok-gadget-hub' }]),
  en('Is there anyone who can build a bilingual website for my company?', [{ product: 'WDL-002' }, { merchant: 'wan-chai-design-lab' }]),
  en('Who can prepare my profits tax return?', [{ product: 'CLA-003' }, { merchant: 'central-ledger-accounting' }]),
  en('Can I pay by FPS?', u('/home')),
  en('Is cash on delivery available if I collect from the store?', u('/home')),
  en('I checked out as a guest. How do I look up my order?', u('/orderLookup')),
  en('How long do you keep my ID documents after the application?', u('/policy')),
  en('Is my personal data protected under the PDPO?', u('/policy')),
  en('Can I sign up with my mobile number instead of an email?', u('/getstarted', '/terms')),
];

const SIMPLIFIED: EvalQuestion[] = [
  cn('我是香港居民，开有限公司要上传什么材料？', u('/regHKComp')),
  cn('人在广州，想在香港开公司，需要哪些证件？', u('/regChinaComp')),
  cn('董事和股东可以是同一个人吗？', forms),
  cn('公司英文名必须以Limited结尾吗？', forms),
  cn('别的公司能当我新公司的股东吗？', u('/regHKComp')),
  cn('住址证明要几个月以内的？', forms),
  cn('通过你们注册一家公司收费多少？', u('/contactus')),
  cn('我的公司注册申请到哪一步了，在哪里看进度？', u('/applications')),
  cn('一定要请公司秘书吗？', u('/regChinaComp')),
  cn('公司开银行账户要准备什么资料？', u('/regBank')),
  cn('怎样才能更快开好企业账户？', u('/member')),
  cn('银行会不会拒绝我的开户申请？', u('/terms', '/regBank')),
  cn('你们有哪些贷款产品？', u('/loan')),
  cn('贷款最长可以分几个月还？', u('/loan')),
  cn('贷款利率是多少？', u('/loan')),
  cn('申请贷款要交经审计的财务报表吗？', u('/loan')),
  cn('能用比特币或USDT付款吗？', u('/home')),
  cn('商家用美元标价，我付港币还是美元？', u('/terms')),
  cn('哪个会员等级跨境付款手续费更便宜？', u('/member')),
  cn('能帮我把货运到深圳吗？', shipping),
  cn('进口货物时信用证有什么用？', u('/loan')),
  cn('客户还没付款，我需要资金先备货，有什么融资？', u('/loan')),
  cn('金卡会员一个月多少钱？', u('/member')),
  cn('白金会员一年要多少钱？', u('/member')),
  cn('哪个计划有专属AI聊天机器人？', u('/member')),
  cn('会员可以随时取消吗？', u('/member')),
  cn('商家页面上的认证标志是什么意思？', verified),
  cn('想批量订购环保袋，怎么找商家报价？', [...u('/specialOffer'), { product: 'TWT-001' }, { content: 'help-wholesale-and-special-orders' }]),
  cn('谁卖普洱茶？', [{ product: 'HLT-002' }, { merchant: 'harbour-leaf-tea' }]),
  cn('哪家卖USB-C充电器？', [{ product: 'MKG-001' }, { merchant: 'mong-kok-gadget-hub' }]),
  cn('有没有做中英双语公司网站的服务？', [{ product: 'WDL-002' }, { merchant: 'wan-chai-design-lab' }]),
  cn('谁可以帮我做利得税报税？', [{ product: 'CLA-003' }, { merchant: 'central-ledger-accounting' }]),
  cn('支持转数快付款吗？', u('/home')),
  cn('门店自提可以货到付款吗？', u('/home')),
  cn('没注册账户下的单，怎么查订单？', u('/orderLookup')),
  cn('申请材料你们会保存多久？', u('/policy')),
  cn('你们如何保护我的个人信息？', u('/policy')),
  cn('可以用手机号注册账户吗？', u('/getstarted', '/terms')),
];

const TRADITIONAL: EvalQuestion[] = [
  tw('我是香港居民，成立有限公司要上載甚麼文件？', u('/regHKComp')),
  tw('我住在深圳，想註冊香港公司，要準備哪些證明文件？', u('/regChinaComp')),
  tw('一個人可以同時做董事和唯一股東嗎？', forms),
  tw('公司中文名一定要以「有限公司」結尾嗎？', forms),
  tw('可以由另一間公司做股東嗎？', u('/regHKComp')),
  tw('地址證明要幾多個月內發出？', forms),
  tw('經你們註冊公司收費多少？', u('/contactus')),
  tw('點樣查看公司註冊申請的進度？', u('/applications')),
  tw('一定要委任公司秘書嗎？', u('/regChinaComp')),
  tw('開公司銀行戶口要準備甚麼資料？', u('/regBank')),
  tw('有冇辦法快啲開到商業戶口？', u('/member')),
  tw('銀行一定會批我的戶口嗎？', u('/terms', '/regBank')),
  tw('你們有哪些商業貸款類型？', u('/loan')),
  tw('貸款最長可以借幾多個月？', u('/loan')),
  tw('商業貸款利率是多少？', u('/loan')),
  tw('申請貸款需要提交經審計財務報表嗎？', u('/loan')),
  tw('可以用比特幣或 USDT 付款嗎？', u('/home')),
  tw('商戶以美元定價，我會以甚麼貨幣付款？', u('/terms')),
  tw('哪個會員計劃的跨境付款手續費較低？', u('/member')),
  tw('可以幫我把貨運去深圳嗎？', shipping),
  tw('入口貨物時信用證有甚麼作用？', u('/loan')),
  tw('客戶未付款，我要資金先備貨，有甚麼融資可以用？', u('/loan')),
  tw('金卡會員每月幾多錢？', u('/member')),
  tw('白金會員一年收費多少？', u('/member')),
  tw('哪個計劃有個人化 AI 聊天機械人？', u('/member')),
  tw('會籍可以隨時取消嗎？', u('/member')),
  tw('商戶頁面的認證標誌代表甚麼？', verified),
  tw('想大批訂購 Polo 恤，怎樣向商戶索取報價？', [...u('/specialOffer'), { product: 'TWT-003' }, { content: 'help-wholesale-and-special-orders' }]),
  tw('邊度有鐵觀音賣？', [{ product: 'HLT-001' }, { merchant: 'harbour-leaf-tea' }]),
  tw('哪裡可以買到 USB-C 數據線？', [{ product: 'MKG-002' }, { merchant: 'mong-kok-gadget-hub' }]),
  tw('有沒有商戶提供包裝設計？', [{ product: 'WDL-003' }, { merchant: 'wan-chai-design-lab' }]),
  tw('有沒有每月簿記服務？', [{ product: 'CLA-001' }, { merchant: 'central-ledger-accounting' }]),
  tw('可以用轉數快付款嗎？', u('/home')),
  tw('門市自取可以貨到付款嗎？', u('/home')),
  tw('沒有帳戶落單，怎樣查詢訂單？', u('/orderLookup')),
  tw('你們會保留我的申請文件多久？', u('/policy')),
  tw('個人資料受私隱條例保障嗎？', u('/policy')),
  tw('可以用手提電話號碼登記帳戶嗎？', u('/getstarted', '/terms')),
];

/** Every question of the evaluation set, English first. */
export const EVAL_QUESTIONS: readonly EvalQuestion[] = [...ENGLISH, ...SIMPLIFIED, ...TRADITIONAL];
