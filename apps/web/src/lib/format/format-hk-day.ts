import type { Locale } from '@sme/shared/constants';
import { hkDayOf } from '@sme/shared/hk-day';
import { LOCALE_META } from '@/lib/i18n';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A Hong Kong day (YYYY-MM-DD, e.g. a "valid until") in the reader's language, read as that day wherever the reader is. */
export function formatHkDay(day: string | null | undefined, locale: Locale): string {
  if (!day || !DAY.test(day)) return day ?? '';
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(LOCALE_META[locale].htmlLang, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** The Hong Kong day of an instant (ISO), in the reader's language; empty for a missing or bad instant. */
export function formatHkDateOf(iso: string | null | undefined, locale: Locale): string {
  const date = new Date(iso ?? '');
  if (!iso || Number.isNaN(date.getTime())) return '';
  return formatHkDay(hkDayOf(date), locale);
}
