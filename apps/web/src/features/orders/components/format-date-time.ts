import type { Locale } from '@sme/shared/constants';
import { LOCALE_META } from '@/lib/i18n';

/** A moment of an order (placed, paid, changed) in the reader's language, to the minute; empty for a bad date. */
export function formatDateTime(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALE_META[locale].htmlLang, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
