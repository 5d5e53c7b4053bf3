/**
 * Calendar days (YYYY-MM-DD) and clock times read in a chosen IANA timezone through Intl, never through the browser's
 * own zone: a member in Hong Kong may be booking for a trip to London.
 */

const DAY_MS = 86_400_000;

/** The calendar day an instant falls on in `timeZone`. */
export function dayIn(timeZone: string, at: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The day `n` days after `day` (before, when negative). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** The zone's offset from UTC at an instant, as "GMT+0", "GMT+1" or "GMT+5:30" (it moves with daylight saving). */
export function utcOffsetLabel(timeZone: string, at: Date): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value;
  return !name || name === 'GMT' ? 'GMT+0' : name;
}

/** The clock time of an instant (ISO) in a zone, in the reader's language ("10:30 AM", "10:30"). */
export function formatTimeIn(iso: string, timeZone: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { timeStyle: 'short', timeZone }).format(new Date(iso));
}

/** A calendar day in the reader's language ("Tuesday, March 10, 2026"), the same day wherever the reader is. */
export function formatDay(day: string, lang: string, style: 'full' | 'medium' = 'full'): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: style, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
