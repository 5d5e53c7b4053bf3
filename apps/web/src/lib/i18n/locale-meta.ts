import { LOCALES, type Locale } from '@sme/shared/constants';

/** How each platform locale is spelled by the browser, HTTP and dayjs. */
export const LOCALE_META: Record<Locale, { htmlLang: string; acceptLanguage: string; dayjs: string }> = {
  en_US: { htmlLang: 'en-US', acceptLanguage: 'en-US', dayjs: 'en' },
  zh_CN: { htmlLang: 'zh-CN', acceptLanguage: 'zh-CN', dayjs: 'zh-cn' },
  zh_TW: { htmlLang: 'zh-TW', acceptLanguage: 'zh-TW', dayjs: 'zh-tw' },
};

/**
 * Whether `value` is a platform locale id. The shared `isLocale` lives beside the server messages of all three
 * locales, which would put them all in the first load.
 */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
