import type { Locale } from '@sme/shared/constants';
import { LOCALE_META } from '@/lib/i18n';

/**
 * A call's day and time span as seen in one timezone, in the reader's language ("Monday, June 15, 2026, 10:00 –
 * 10:30 AM GMT+1"). The zone's offset is spelled out because a member abroad compares it with Hong Kong time.
 */
export function formatCallTime(startsAt: string, endsAt: string, timeZone: string, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_META[locale].htmlLang, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).formatRange(new Date(startsAt), new Date(endsAt));
}

/** The call's length in whole minutes. */
export const callMinutesOf = (startsAt: string, endsAt: string): number => Math.round((Date.parse(endsAt) - Date.parse(startsAt)) / 60_000);
