import type { Locale } from '@sme/shared/constants';
import { useTranslation } from 'react-i18next';
import { i18n, loadLocale, showLocale, type TextNeed } from './i18n';
import { persistLocale, readStoredLocale } from './locale';
import { isLocale, LOCALE_META } from './locale-meta';
import type { CatalogueGroup } from './resources';

export { antdLocale, i18n, startI18n, type TextNeed } from './i18n';
export { LOCALE_META } from './locale-meta';
export { readStoredLocale } from './locale';
export { COMMON_NS, SERVER_NS } from './resources';

/** The active locale (en_US, zh_CN or zh_TW); before i18next has one, the stored locale it is about to show. */
export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : readStoredLocale();
}

/**
 * Switch the language everywhere: fetch its texts first (nothing shows untranslated keys meanwhile), then
 * i18next, `project-locale`, html lang, dayjs; antd follows through AppProviders.
 */
export async function changeLocale(locale: Locale): Promise<void> {
  await showLocale(locale, () => persistLocale(locale));
}

/** Fetch the active locale's catalogues of `group` (the console's), before showing a page that needs them. */
export function loadCatalogues(group: CatalogueGroup): Promise<void> {
  return loadLocale(currentLocale(), { group });
}

/** Fetch the active locale's texts a page needs (its route's namespaces or a whole group), before showing it. */
export function loadPageTexts(need: TextNeed): Promise<void> {
  return loadLocale(currentLocale(), need);
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
