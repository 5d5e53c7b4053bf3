import type { Locale } from '@sme/shared/constants';
import { isLocale } from '@sme/shared/i18n/messages';
import { useTranslation } from 'react-i18next';
import { i18n } from './i18n';
import { persistLocale } from './locale';
import { LOCALE_META } from './locale-meta';

export { i18n } from './i18n';
export { LOCALE_META } from './locale-meta';
export { readStoredLocale } from './locale';
export { COMMON_NS, SERVER_NS } from './resources';

/** The active locale (en_US, zh_CN or zh_TW). */
export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : 'en_US';
}

/** Switch the language everywhere: i18next, `project-locale`, html lang, dayjs; antd follows through AppProviders. */
export async function changeLocale(locale: Locale): Promise<void> {
  persistLocale(locale);
  await i18n.changeLanguage(locale);
}

/** Accept-Language value for the active locale (en-US, zh-CN, zh-TW). */
export function acceptLanguage(): string {
  return LOCALE_META[currentLocale()].acceptLanguage;
}

/** Hook: the active locale, re-rendering on change. */
export function useLocale(): Locale {
  const { i18n: instance } = useTranslation();
  return isLocale(instance.language) ? instance.language : 'en_US';
}
