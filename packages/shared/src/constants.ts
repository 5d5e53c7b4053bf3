/** Business constants and limits of spec section 9, written once for server and web. */

/** Locales of the platform; en_US is the default (section 9). */
export const LOCALES = ['en_US', 'zh_CN', 'zh_TW'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en_US';
/** localStorage key holding the chosen locale. */
export const LOCALE_STORAGE_KEY = 'project-locale';

/** Default client identity sent with every request (sections 6 and 9). */
export const CLIENT_DEFAULTS = {
  platform: 'WEB',
  appId: 'WEBSITE',
  memberFrom: 'WEBSITE',
  mcId: 'COM',
} as const;

export const VERIFICATION_CODE_RESEND_SECONDS = 60;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 20;
/** Longest order remark (spec section 3). */
export const ORDER_REMARK_MAX_LENGTH = 200;
/** Minimum payable order amount after discounts, in major units (section 9). */
export const MIN_ORDER_AMOUNT = 1;
export const LOAN_TENURE_MONTHS = [6, 12, 24, 36, 48, 60] as const;
export const LOAN_TYPES = [
  'PROJECT_FINANCE',
  'MULTI_PURPOSE',
  'ACQUISITION_FINANCE',
  'WORKING_CAPITAL_FINANCING',
  'WORKING_CAPITAL_GUARANTEES',
  'SUPPLY_CHAIN_FINANCING',
  'LETTER_OF_CREDIT',
  'OTHERS',
] as const;
export const FORM_CURRENCY = 'HKD';
export const SUPPORTING_DOCUMENT_MAX_AGE_MONTHS = 3;
export const MIN_COMPANY_DIRECTORS = 1;
export const MIN_COMPANY_SHAREHOLDERS = 1;
export const SUPPORT_REPLY_HOURS = 24;

/** Toast durations in milliseconds (section 9). */
export const TOAST_DURATION_MS = 3000;
export const TOAST_ERROR_DURATION_MS = 5000;
/** Stacking bases (section 9). */
export const Z_INDEX_POPUP = 1000;
export const Z_INDEX_MESSAGE = 5000;

/** Length of random ids such as request nonces (section 9). */
export const RANDOM_ID_LENGTH = 32;
/** No request timeout (section 9). */
export const REQUEST_TIMEOUT_MS = 0;
/** Navigation progress bar settings (section 9). */
export const PROGRESS_BAR = { minimum: 0.08, trickleSpeed: 800, showSpinner: false } as const;

/** Annual billing saves 15 percent against twelve monthly payments. */
export const ANNUAL_BILLING_SAVING_PERCENT = 15;

/** Account roles: every account is a MEMBER; merchant staff, admins and application reviewers also run the back office. */
export const ROLES = ['MEMBER', 'MERCHANT_STAFF', 'ADMIN', 'REVIEWER', 'ADVISER'] as const;
export type Role = (typeof ROLES)[number];
