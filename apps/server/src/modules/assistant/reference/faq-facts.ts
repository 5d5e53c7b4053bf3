import {
  APPLICATION_DOCUMENT_MAX_BYTES,
  APPLICATION_DOCUMENT_MAX_FILES,
  DOCUMENT_MAX_AGE_MONTHS,
  type DocumentSlot,
} from '@sme/shared/application-forms/documents';
import { APPLICATION_FORMS } from '@sme/shared/application-forms/kinds';
import { MAX_OFFICERS } from '@sme/shared/application-forms/officers';
import { ANNUAL_BILLING_SAVING_PERCENT, LOAN_TENURE_MONTHS, LOAN_TYPES, SUPPORT_REPLY_HOURS } from '@sme/shared/constants';
import { type MembershipTier, PLAN_DEFINITIONS, annualPriceMinor } from '@sme/shared/membership-plans';
import { formatMoney } from '@sme/shared/money';

/**
 * The numbers and lists the FAQ quotes, built from the platform's own constants (plans, tenures, loan types, form
 * slots), so an answer changes when the rule it quotes changes.
 */

/** A text in the platform's three locales (zh_TW in Hong Kong wording). */
export interface Trilingual {
  en: string;
  zhCN: string;
  zhTW: string;
}

/** The same value in every locale (numbers, codes). */
const same = (value: string): Trilingual => ({ en: value, zhCN: value, zhTW: value });

/** A list joined as each language writes it: "a, b and c", "a、b和c", "a、b及c". */
export function joinList(items: readonly Trilingual[]): Trilingual {
  const join = (parts: string[], sep: string, last: string) =>
    parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(sep)}${last}${parts[parts.length - 1]}`;
  return {
    en: join(
      items.map((i) => i.en),
      ', ',
      ' and ',
    ),
    zhCN: join(
      items.map((i) => i.zhCN),
      '、',
      '和',
    ),
    zhTW: join(
      items.map((i) => i.zhTW),
      '、',
      '及',
    ),
  };
}

/** An HKD amount without empty cents: "HK$3,800", "HK$38,760". */
export const hkd = (minor: number): string => formatMoney(minor, 'HKD').replace(/\.00$/, '');

const planOf = (tier: MembershipTier) => {
  const plan = PLAN_DEFINITIONS.find((p) => p.tier === tier);
  if (!plan) throw new Error(`No plan ${tier}`);
  return plan;
};

/** A plan's price a month. */
export const monthlyPrice = (tier: MembershipTier): string => hkd(planOf(tier).monthlyPriceMinor);
/** A plan's price for a year paid at once. */
export const annualPrice = (tier: MembershipTier): string => hkd(annualPriceMinor(planOf(tier).monthlyPriceMinor));
/** The annual billing saving, in percent. */
export const annualSaving = String(ANNUAL_BILLING_SAVING_PERCENT);
/** Hours within which the team replies. */
export const replyHours = String(SUPPORT_REPLY_HOURS);

/** Loan tenures: "6, 12, 24, 36, 48 and 60". */
export const tenureList: Trilingual = joinList(LOAN_TENURE_MONTHS.map((m) => same(String(m))));
/** Shortest and longest tenure in months. */
export const tenureMin = String(Math.min(...LOAN_TENURE_MONTHS));
export const tenureMax = String(Math.max(...LOAN_TENURE_MONTHS));

const LOAN_TYPE_LABELS: Record<(typeof LOAN_TYPES)[number], Trilingual> = {
  PROJECT_FINANCE: { en: 'project finance', zhCN: '项目融资', zhTW: '項目融資' },
  MULTI_PURPOSE: { en: 'multi-purpose loans', zhCN: '多用途贷款', zhTW: '多用途貸款' },
  ACQUISITION_FINANCE: { en: 'acquisition finance', zhCN: '收购融资', zhTW: '收購融資' },
  WORKING_CAPITAL_FINANCING: { en: 'working capital financing', zhCN: '营运资金融资', zhTW: '營運資金融資' },
  WORKING_CAPITAL_GUARANTEES: { en: 'working capital guarantees', zhCN: '营运资金担保', zhTW: '營運資金擔保' },
  SUPPLY_CHAIN_FINANCING: { en: 'supply chain financing', zhCN: '供应链融资', zhTW: '供應鏈融資' },
  LETTER_OF_CREDIT: { en: 'letters of credit', zhCN: '信用证', zhTW: '信用證' },
  OTHERS: { en: 'other financing needs you describe in your own words', zhCN: '您自行描述的其他融资需要', zhTW: '您自行描述的其他融資需要' },
};
/** Every loan type the loan application offers, in its order. */
export const loanTypeList: Trilingual = joinList(LOAN_TYPES.map((t) => LOAN_TYPE_LABELS[t]));
/** How many loan types there are. */
export const loanTypeCount = String(LOAN_TYPES.length);

const SLOT_LABELS: Record<string, Trilingual> = {
  PASSPORT_COPY: { en: 'a passport copy', zhCN: '护照副本', zhTW: '護照副本' },
  PROOF_OF_ADDRESS: { en: 'a proof of address (utility or bank bill)', zhCN: '住址证明（水电费单或银行账单）', zhTW: '住址證明（水電費單或銀行月結單）' },
  OFFICER_CVS: { en: 'CVs of the directors and shareholders', zhCN: '董事及股东的履历', zhTW: '董事及股東的履歷' },
  BUSINESS_PLAN: { en: 'a business plan', zhCN: '业务计划书', zhTW: '業務計劃書' },
  OTHERS: { en: 'other documents', zhCN: '其他文件', zhTW: '其他文件' },
  SIGNATURE: { en: "the authorised person's signature", zhCN: '授权人签署', zhTW: '授權人簽署' },
  ADDRESS_PROOF: { en: 'a proof of address', zhCN: '住址证明', zhTW: '住址證明' },
  HKID_COPY: { en: 'a Hong Kong identity card copy', zhCN: '香港身份证副本', zhTW: '香港身份證副本' },
  ORGANISATION_CHART: { en: 'an organisation chart with share percentages', zhCN: '附持股比例的组织架构图', zhTW: '附持股比例的組織架構圖' },
  CERTIFICATE_OF_INCORPORATION: { en: 'its certificate of incorporation', zhCN: '其公司注册证明书', zhTW: '其公司註冊證明書' },
  ARTICLES: { en: 'its articles of association', zhCN: '其公司章程', zhTW: '其公司章程' },
  REGISTER_OF_DIRECTORS: { en: 'its register of directors', zhCN: '其董事名册', zhTW: '其董事名冊' },
  REGISTER_OF_SHAREHOLDERS: { en: 'its register of shareholders', zhCN: '其股东名册', zhTW: '其股東名冊' },
  OFFICER_ID_PROOFS: { en: 'identity proofs of the shareholders and signatories', zhCN: '股东及签署人的身份证明', zhTW: '股東及簽署人的身份證明' },
  OFFICER_ADDRESS_PROOFS: { en: 'address proofs of the shareholders and signatories', zhCN: '股东及签署人的住址证明', zhTW: '股東及簽署人的住址證明' },
};

function slotLabels(slots: readonly DocumentSlot<never>[]): Trilingual {
  return joinList(
    slots.map((s) => {
      const label = SLOT_LABELS[s.slot];
      // A new upload slot must be described here before the FAQ can quote the form again.
      if (!label) throw new Error(`FAQ: no label for document slot ${s.slot}`);
      return label;
    }),
  );
}

const hkSlots = APPLICATION_FORMS.HK_COMPANY_HK_APPLICANT.slots;
const cnSlots = APPLICATION_FORMS.HK_COMPANY_CN_APPLICANT.slots;

/** Documents of the Hong Kong applicant's form: always required, and those asked only with a corporate shareholder. */
export const hkDocuments = {
  always: slotLabels(hkSlots.filter((s) => s.required === true)),
  corporate: slotLabels(hkSlots.filter((s) => typeof s.required === 'function')),
};
/** Documents of the Mainland applicant's form: required and optional. */
export const mainlandDocuments = {
  required: slotLabels(cnSlots.filter((s) => s.required === true)),
  optional: slotLabels(cnSlots.filter((s) => s.required === false)),
};

/** Months within which a proof of address must have been issued. */
export const documentAgeMonths = String(DOCUMENT_MAX_AGE_MONTHS);
/** Largest upload in MB. */
export const documentMaxMb = String(APPLICATION_DOCUMENT_MAX_BYTES / (1024 * 1024));
/** Files one upload slot takes at most. */
export const documentMaxFiles = String(APPLICATION_DOCUMENT_MAX_FILES);
/** Officers one application may list. */
export const maxOfficers = String(MAX_OFFICERS);
