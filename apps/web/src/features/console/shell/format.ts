import type { Locale } from '@sme/shared/constants';
import { formatMoney } from '@sme/shared/money';
import { LOCALE_META } from '@/lib/i18n';

/** A moment in the reader's language, to the minute; empty for a missing or bad date. */
export function formatDateTime(iso: string | null | undefined, locale: Locale): string {
  const date = new Date(iso ?? '');
  if (!iso || Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALE_META[locale].htmlLang, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** An amount with the reader's digit grouping. */
export function formatAmount(minor: number, currency: string, locale: Locale): string {
  return formatMoney(minor, currency, LOCALE_META[locale].htmlLang);
}
