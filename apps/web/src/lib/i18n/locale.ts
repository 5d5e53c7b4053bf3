import dayjs from 'dayjs';
import { DEFAULT_LOCALE, LOCALE_STORAGE_KEY, type Locale } from '@sme/shared/constants';
import { isLocale, LOCALE_META } from './locale-meta';

/** The locale saved under `project-locale`, or the default (en_US). */
export function readStoredLocale(): Locale {
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** Things outside React that follow the locale: the html lang attribute and dayjs (its locale must be loaded). */
export function applyLocaleSideEffects(locale: Locale): void {
  const meta = LOCALE_META[locale];
  if (typeof document !== 'undefined') document.documentElement.lang = meta.htmlLang;
  dayjs.locale(meta.dayjs);
}

/** Persist a locale under `project-locale`, so it survives reloads. */
export function persistLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Without storage the switch still applies for this page view.
  }
}
