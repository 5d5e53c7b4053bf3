import type { AssistantTopic } from '@sme/shared/schemas/assistant';
import type { Trilingual } from './faq-facts';

/** One seeded suggested question of /ask; each is answered by an FAQ entry or a page of the knowledge base. */
export interface SuggestionSeed {
  topic: AssistantTopic;
  question: Trilingual;
}

const s = (topic: AssistantTopic, en: string, zhCN: string, zhTW: string): SuggestionSeed => ({ topic, question: { en, zhCN, zhTW } });

/** The suggested questions first seeded, by topic in ASSISTANT_TOPICS order (admins edit them afterwards). */
export const SUGGESTION_SEED: readonly SuggestionSeed[] = [
  s('COMPANY_REGISTRATION', 'What documents do I need to register a company in Hong Kong?', '在香港注册公司需要哪些文件？', '在香港註冊公司需要哪些文件？'),
  s(
    'COMPANY_REGISTRATION',
    'I live in Mainland China. Can I register a Hong Kong company?',
    '我住在内地，可以注册香港公司吗？',
    '我住在內地，可以註冊香港公司嗎？',
  ),
  s('COMPANY_REGISTRATION', 'How many directors and shareholders does my company need?', '公司需要多少名董事和股东？', '公司需要多少名董事及股東？'),
  s('COMPANY_REGISTRATION', 'What must my company name end with?', '公司名称结尾有什么要求？', '公司名稱結尾有甚麼要求？'),

  s('BANK_ACCOUNT', 'How do I open a business bank account?', '怎样开立企业银行账户？', '怎樣開立商業銀行戶口？'),
  s('BANK_ACCOUNT', 'Which documents does the bank ask for?', '银行开户要提交哪些文件？', '銀行開戶要提交哪些文件？'),
  s('BANK_ACCOUNT', 'Can a membership speed up my bank account opening?', '会员可以加快银行开户吗？', '會員可以加快開銀行戶口嗎？'),

  s('BUSINESS_LOANS', 'What types of business loans are there?', '企业贷款有哪些类型？', '商業貸款有哪些類型？'),
  s('BUSINESS_LOANS', 'How long can I borrow for?', '贷款期限最长多久？', '貸款年期最長多久？'),
  s('BUSINESS_LOANS', 'What should I prepare before applying for a loan?', '申请贷款前要准备什么？', '申請貸款前要準備甚麼？'),
  s('BUSINESS_LOANS', 'Who decides on my loan and its interest rate?', '谁决定贷款审批和利率？', '誰決定貸款審批及利率？'),

  s(
    'CROSS_BORDER_PAYMENTS',
    'Can overseas buyers pay with PayPal or crypto?',
    '海外买家可以用 PayPal 或加密货币付款吗？',
    '海外買家可以用 PayPal 或加密貨幣付款嗎？',
  ),
  s('CROSS_BORDER_PAYMENTS', 'Which currency will I be charged in?', '我会以哪种货币付款？', '我會以哪種貨幣付款？'),
  s(
    'CROSS_BORDER_PAYMENTS',
    'Which plans get better cross-border payment fees?',
    '哪些会员计划有更优惠的跨境支付手续费？',
    '哪些會員計劃有更優惠的跨境支付手續費？',
  ),

  s('TRADE_FINANCE', 'What trade finance options do you have?', '有哪些贸易融资选择？', '有哪些貿易融資選擇？'),
  s('TRADE_FINANCE', 'What is a letter of credit?', '什么是信用证？', '甚麼是信用證？'),
  s('TRADE_FINANCE', 'How does supply chain financing help my cash flow?', '供应链融资怎样帮助现金流？', '供應鏈融資怎樣幫助現金流？'),

  s('MEMBERSHIP', 'How much are the Silver, Gold and Platinum plans?', '银卡、金卡和白金会员各要多少钱？', '銀卡、金卡及白金會員各要幾多錢？'),
  s('MEMBERSHIP', 'What extra do I get with Gold?', '金卡会员有什么额外权益？', '金卡會員有甚麼額外權益？'),
  s('MEMBERSHIP', 'How much do I save by paying yearly?', '按年付款可以省多少？', '按年付款可以慳幾多？'),
  s('MEMBERSHIP', 'Can I cancel my membership?', '可以取消会员吗？', '可以取消會籍嗎？'),

  s('MARKETPLACE', 'What does the Verified badge on a merchant mean?', '商家的"已认证"标志是什么意思？', '商戶的「已認證」標誌是甚麼意思？'),
  s('MARKETPLACE', 'How do I ask a merchant for a bulk quote?', '怎样向商家索取大量采购报价？', '怎樣向商戶索取大量訂購報價？'),
  s('MARKETPLACE', 'Who sells company secretary services?', '谁提供公司秘书服务？', '邊間商戶提供公司秘書服務？'),
  s('MARKETPLACE', 'How can I start selling on the marketplace?', '怎样开始在商城销售？', '怎樣開始在商城銷售？'),

  s('SHOP_ORDERS', 'Which payment methods do you accept?', '接受哪些付款方式？', '接受哪些付款方式？'),
  s('SHOP_ORDERS', 'Can I pay cash on delivery?', '可以货到付款吗？', '可以貨到付款嗎？'),
  s('SHOP_ORDERS', 'How do I check my order without an account?', '没有账户怎样查询订单？', '沒有帳戶怎樣查詢訂單？'),
  s('SHOP_ORDERS', 'How does store pickup work?', '门店自提怎样操作？', '門市自取怎樣安排？'),
];
