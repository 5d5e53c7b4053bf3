import type { Locale } from '@sme/shared/constants';
import { LOCALE_META } from '@/lib/i18n';

/** A publication date in the reader's language ("23 Nov 2025", "2025年11月23日"); empty for a bad date. */
export function formatDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALE_META[locale].htmlLang, { dateStyle: 'medium' }).format(date);
}

/** A moment (order placed, paid, changed) in the reader's language, to the minute; empty for a missing or bad date. */
export function formatDateTime(iso: string | null | undefined, locale: Locale): string {
  const date = new Date(iso ?? '');
  if (!iso || Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALE_META[locale].htmlLang, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
