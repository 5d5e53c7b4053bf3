import { LOAN_TENURE_MONTHS, LOAN_TYPES } from '@sme/shared/constants';
import { FEEDBACK_CATEGORIES } from '@sme/shared/schemas/applications';

/** One dictionary entry as written by hand: English and Simplified Chinese (Traditional is converted at seed time). */
export interface DictionarySeed {
  type: string;
  code: string;
  en: string;
  zhCN: string;
}

const entries = (type: string, rows: ReadonlyArray<readonly [string, string, string]>): DictionarySeed[] =>
  rows.map(([code, en, zhCN]) => ({ type, code, en, zhCN }));

const LOAN_TYPE_LABELS: Record<(typeof LOAN_TYPES)[number], [string, string]> = {
  PROJECT_FINANCE: ['Project Finance', '项目融资'],
  MULTI_PURPOSE: ['Multi Purpose Loans', '多用途贷款'],
  ACQUISITION_FINANCE: ['Acquisition Finance', '收购融资'],
  WORKING_CAPITAL_FINANCING: ['Working Capital Financing', '营运资金融资'],
  WORKING_CAPITAL_GUARANTEES: ['Working Capital Guarantees', '营运资金担保'],
  SUPPLY_CHAIN_FINANCING: ['Supply Chain Financing', '供应链融资'],
  LETTER_OF_CREDIT: ['Letter of Credit', '信用证'],
  OTHERS: ['Others', '其他'],
};

const FEEDBACK_LABELS: Record<(typeof FEEDBACK_CATEGORIES)[number], [string, string]> = {
  SUGGESTION: ['Suggestion', '建议'],
  PROBLEM: ['Problem', '问题'],
  COMPLIMENT: ['Compliment', '表扬'],
  OTHER: ['Other', '其他'],
};

/** The reference dictionaries of the forms (spec sections 3 and 9). */
export const DICTIONARY_SEED: readonly DictionarySeed[] = [
  ...entries('natureOfBusiness', [
    ['TRADING', 'Import and export trading', '进出口贸易'],
    ['WHOLESALE_RETAIL', 'Wholesale and retail', '批发及零售'],
    ['FOOD_BEVERAGE', 'Food and beverage', '餐饮'],
    ['LOGISTICS', 'Logistics and freight forwarding', '物流及货运代理'],
    ['FINANCIAL_SERVICES', 'Financial services', '金融服务'],
    ['PROFESSIONAL_SERVICES', 'Professional services (accounting, legal, consulting)', '专业服务（会计、法律、咨询）'],
    ['IT_SOFTWARE', 'Information technology and software', '资讯科技及软件'],
    ['ECOMMERCE', 'E-commerce', '电子商务'],
    ['MANUFACTURING', 'Manufacturing', '制造业'],
    ['REAL_ESTATE', 'Real estate and property management', '房地产及物业管理'],
    ['CONSTRUCTION', 'Construction and engineering', '建筑及工程'],
    ['EDUCATION', 'Education and training', '教育及培训'],
    ['HEALTHCARE', 'Healthcare and wellness', '医疗及健康'],
    ['TOURISM_HOSPITALITY', 'Tourism and hospitality', '旅游及酒店'],
    ['MEDIA_MARKETING', 'Media, advertising and marketing', '媒体、广告及市场推广'],
    ['DESIGN_CREATIVE', 'Design and creative industries', '设计及创意产业'],
    ['OTHER', 'Other', '其他'],
  ]),
  ...LOAN_TYPES.map((code) => ({ type: 'loanType', code, en: LOAN_TYPE_LABELS[code][0], zhCN: LOAN_TYPE_LABELS[code][1] })),
  ...LOAN_TENURE_MONTHS.map((months) => ({ type: 'loanTenure', code: String(months), en: `${months} months`, zhCN: `${months} 个月` })),
  ...entries('salutation', [
    ['MR', 'Mr', '先生'],
    ['MS', 'Ms', '女士'],
  ]),
  ...entries('officerPosition', [
    ['DIRECTOR', 'Director', '董事'],
    ['SHAREHOLDER', 'Shareholder', '股东'],
    ['DIRECTOR_SHAREHOLDER', 'Director and shareholder', '董事及股东'],
  ]),
  ...entries('deliveryType', [
    ['HOME_DELIVERY', 'Home delivery', '送货上门'],
    ['STORE_PICKUP', 'Store pickup', '门店自取'],
    ['NONE', 'No delivery (arranged by the merchant)', '无需配送（由商家安排）'],
    ['PICKUP_LOCKER', 'Pickup locker', '智能柜自取'],
  ]),
  ...FEEDBACK_CATEGORIES.map((code) => ({ type: 'feedbackCategory', code, en: FEEDBACK_LABELS[code][0], zhCN: FEEDBACK_LABELS[code][1] })),
  ...entries('sourceOfFunds', [
    ['BUSINESS_INCOME', 'Business income', '业务收入'],
    ['SHAREHOLDER_CAPITAL', 'Shareholder capital', '股东出资'],
    ['PERSONAL_SAVINGS', 'Personal savings', '个人储蓄'],
    ['BANK_LOAN', 'Bank loan', '银行贷款'],
    ['INVESTMENT', 'Investment income', '投资收益'],
    ['OTHER', 'Other', '其他'],
  ]),
  ...entries('employeeCount', [
    ['1_5', '1 to 5', '1 至 5 人'],
    ['6_20', '6 to 20', '6 至 20 人'],
    ['21_50', '21 to 50', '21 至 50 人'],
    ['51_100', '51 to 100', '51 至 100 人'],
    ['100_PLUS', 'More than 100', '100 人以上'],
  ]),
  ...entries('collateralType', [
    ['PROPERTY', 'Property', '物业'],
    ['CASH_DEPOSIT', 'Cash deposit', '现金存款'],
    ['EQUIPMENT', 'Machinery and equipment', '机器设备'],
    ['RECEIVABLES', 'Accounts receivable', '应收账款'],
    ['INVENTORY', 'Inventory', '存货'],
    ['NONE', 'No collateral', '无抵押'],
  ]),
];
