import type { Locale } from '@sme/shared/constants';
import { LOCALE_META } from '@/lib/i18n';

/** Making an Intl.DateTimeFormat costs far more than formatting with it, and lists format a date per row: one per locale. */
function formatterCache(options: Intl.DateTimeFormatOptions): (locale: Locale) => Intl.DateTimeFormat {
  const made = new Map<Locale, Intl.DateTimeFormat>();
  return (locale) => {
    let found = made.get(locale);
    if (!found) {
      found = new Intl.DateTimeFormat(LOCALE_META[locale].htmlLang, options);
      made.set(locale, found);
    }
    return found;
  };
}

const dayFormat = formatterCache({ dateStyle: 'medium' });
const minuteFormat = formatterCache({ dateStyle: 'medium', timeStyle: 'short' });

/** A publication date in the reader's language ("23 Nov 2025", "2025年11月23日"); empty for a bad date. */
export function formatDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dayFormat(locale).format(date);
}

/** A moment (order placed, paid, changed) in the reader's language, to the minute; empty for a missing or bad date. */
export function formatDateTime(iso: string | null | undefined, locale: Locale): string {
  const date = new Date(iso ?? '');
  if (!iso || Number.isNaN(date.getTime())) return '';
  return minuteFormat(locale).format(date);
}
