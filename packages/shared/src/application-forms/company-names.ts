/** A Hong Kong limited company's name ends with "Limited" (English) or "有限公司" (Chinese) (Companies Ordinance, s. 100). */

/** Whether an English company name ends with the word "Limited" (any case). */
export const hasEnglishSuffix = (name: string): boolean => /\blimited$/i.test(name.trim());

/** Whether a Chinese company name ends with 有限公司. */
export const hasChineseSuffix = (name: string): boolean => name.trim().endsWith('有限公司');

/** Whether a name in either language ends with its suffix. */
export const hasCompanySuffix = (name: string): boolean => hasEnglishSuffix(name) || hasChineseSuffix(name);
