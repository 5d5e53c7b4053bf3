/**
 * Adviser video calls (spec sections 1, 2, 4, 9): the rules the server enforces and the web explains. Advisers work
 * in Hong Kong time; instants are stored in UTC and shown in the member's IANA timezone.
 */

/** Advisers' hours and days off are in this zone (no daylight saving). */
export const ADVISER_TIME_ZONE = 'Asia/Hong_Kong';

/** Region of the public holidays on which no calls are held (the holiday endpoint's {name}). */
export const BOOKING_HOLIDAY_REGION = 'HK';

/** Languages an adviser may speak (the web labels them under booking:language.*). */
export const ADVISER_LANGUAGES = ['en', 'yue', 'cmn'] as const;
export type AdviserLanguage = (typeof ADVISER_LANGUAGES)[number];

/** How long before a call members without priority meetings may book it: 2 days (48 hours). */
export const STANDARD_NOTICE_HOURS = 48;
/** Gold and Platinum (the priorityMeetings benefit) see slots 2 days earlier: from 2 hours ahead. */
export const PRIORITY_NOTICE_HOURS = 2;
/** How far ahead slots are offered. */
export const BOOKING_HORIZON_DAYS = 60;
/** A call can be cancelled or rescheduled up to this long before it starts. */
export const CHANGE_CUTOFF_MINUTES = 120;
/** Upcoming calls a member may hold at once: one, or three with priority meetings. */
export const UPCOMING_LIMIT_STANDARD = 1;
export const UPCOMING_LIMIT_PRIORITY = 3;
/** Reminder mails, minutes before the call. */
export const REMINDER_OFFSETS_MINUTES = [24 * 60, 60] as const;
/** The calendar alarm in the .ics, minutes before the call. */
export const ICS_ALARM_MINUTES = 15;

/** Call lengths and buffers an admin may set (minutes). */
export const CALL_MINUTES_OPTIONS = [15, 20, 30, 45, 60, 90] as const;
export const BUFFER_MINUTES_MAX = 60;

/** ISO weekday: 1 Monday … 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** True for an IANA zone name this runtime knows (Intl throws RangeError for unknown zones). */
export function isTimeZone(name: string): boolean {
  if (!name || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The free-mail check's domain of an address: what follows the last @, lower-cased. */
export function emailDomainOf(email: string): string {
  return email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
}
