import { ADVISER_TIME_ZONE } from '@sme/shared/booking-rules';
import type { Locale } from '@sme/shared/constants';
import { LOCALE_META } from '@/lib/i18n';

/**
 * The calendar's days and times. Days are Hong Kong calendar days (YYYY-MM-DD); Hong Kong keeps UTC+8 all year, so
 * day arithmetic on the date alone is exact, and times are shown in Hong Kong unless a member's zone is asked for.
 */

/** The calendar shows one day or a Monday-to-Sunday week. */
export const CALENDAR_VIEWS = ['week', 'day'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

const DAY_MS = 86_400_000;
const utcMidnight = (day: string) => new Date(`${day}T00:00:00Z`);

/** The day `n` days after `day` (before, for negative `n`). */
export function addDays(day: string, n: number): string {
  return new Date(utcMidnight(day).getTime() + n * DAY_MS).toISOString().slice(0, 10);
}

/** The days a view around `day` shows: that day, or the Monday-to-Sunday week holding it. */
export function daysOfView(view: CalendarView, day: string): string[] {
  if (view === 'day') return [day];
  const monday = addDays(day, -((utcMidnight(day).getUTCDay() + 6) % 7));
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** "14:30": an instant's 24-hour clock time in a zone (Hong Kong by default). */
export function clockIn(iso: string, timeZone: string = ADVISER_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(new Date(iso));
}

/** An instant's date and time in a zone, in the reader's language. */
export function dateTimeIn(iso: string, timeZone: string, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_META[locale].htmlLang, { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23', timeZone }).format(new Date(iso));
}

/** A day column's heading: weekday and date in the reader's language ("Mon, 16 Nov"). */
export function dayHeading(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_META[locale].htmlLang, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(utcMidnight(day));
}

/** The shown days as one label ("16 – 22 Nov 2026", or one date). */
export function rangeLabel(days: readonly string[], locale: Locale): string {
  const format = new Intl.DateTimeFormat(LOCALE_META[locale].htmlLang, { dateStyle: 'medium', timeZone: 'UTC' });
  const first = days[0] ?? '';
  const last = days[days.length - 1] ?? first;
  return first === last ? format.format(utcMidnight(first)) : format.formatRange(utcMidnight(first), utcMidnight(last));
}
