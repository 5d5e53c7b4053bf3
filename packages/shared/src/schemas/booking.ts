import { z } from 'zod';
import { ADVISER_LANGUAGES, type AdviserLanguage, BUFFER_MINUTES_MAX, CALL_MINUTES_OPTIONS, isTimeZone, WEEKDAYS, type Weekday } from '../booking-rules';
import { isCalendarDay } from '../hk-day';
import { emailField, optionalText, requiredText, text } from './fields';
import { otpField } from './members';

/**
 * Adviser video calls (spec sections 1–4, 7, 9): the contract of booking.* and of the back office's advisers and
 * bookings calendar. A member verifies a company email (/community1), picks a timezone, day and free slot
 * (/community2), and manages the call on /meeting.
 */

const uuid = z.uuid({ error: 'validation.idInvalid' });
const instant = z.iso.datetime({ offset: true, error: 'validation.dateInvalid' });
const day = z.string().trim().refine(isCalendarDay, { error: 'validation.dateInvalid' });
export const timeZoneField = z.string().trim().refine(isTimeZone, { error: 'booking.timeZoneInvalid' });
const language = z.enum(ADVISER_LANGUAGES, { error: 'validation.invalid' });

/** A call's lifecycle: CONFIRMED until it happens; staff then mark COMPLETED or NO_SHOW; CANCELLED frees the slot. */
export const BOOKING_STATUSES = ['CONFIRMED', 'CANCELLED', 'COMPLETED', 'NO_SHOW'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Text in the three site languages (an adviser's headline). */
export const localizedTextInput = z.object({ en_US: requiredText(200), zh_CN: requiredText(200), zh_TW: requiredText(200) });
export type LocalizedText = z.infer<typeof localizedTextInput>;

// ---- Company email (/community1) ----

/** booking.companyEmailStart: send a 6-digit code to a company address (free-mail domains refused with 3301). */
export const companyEmailStartInput = z.object({ email: emailField });
export type CompanyEmailStartInput = z.infer<typeof companyEmailStartInput>;

/** booking.companyEmailVerify: the code that was sent; on success the address is the member's company email. */
export const companyEmailVerifyInput = z.object({ email: emailField, code: otpField });
export type CompanyEmailVerifyInput = z.infer<typeof companyEmailVerifyInput>;

/** The member's verified company email (booking.companyEmailVerify's answer; also on the profile). */
export interface CompanyEmailView {
  companyEmail: string | null;
  verifiedAt: string | null;
}

// ---- Advisers and slots (/community2) ----

/** An adviser as members see them. */
export interface AdviserView {
  id: string;
  name: string;
  /** In the request's locale. */
  headline: string;
  languages: AdviserLanguage[];
  callMinutes: number;
}

/** booking.slots: the free slots that start on `date` in `timeZone`, optionally of one language or adviser. */
export const slotsQuery = z.object({
  date: day,
  timeZone: timeZoneField,
  language: language.optional(),
  adviserId: uuid.optional(),
  /** When rescheduling: the booking being moved (its own slot counts as free, and it does not count against the limit). */
  bookingId: uuid.optional(),
});
export type SlotsQuery = z.infer<typeof slotsQuery>;

/** Why a day has no slots at all (the calendar disables it; the server says why if asked anyway). */
export const CLOSED_REASONS = ['PAST', 'WEEKEND', 'HOLIDAY', 'BEYOND_HORIZON'] as const;
export type ClosedReason = (typeof CLOSED_REASONS)[number];

/** Saturday or Sunday, for a calendar day YYYY-MM-DD. */
export function isWeekendDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/**
 * Why a calendar day (YYYY-MM-DD in the member's zone) offers no call at all, or null when it is open: before `today`
 * there, a Saturday or Sunday, a Hong Kong public holiday, or after `lastDay` (the booking horizon's last day there).
 * booking.slots says it as closedReason and the calendar disables the same days.
 */
export function closedDayReason(day: string, today: string, lastDay: string, holidays: ReadonlySet<string>): ClosedReason | null {
  if (day < today) return 'PAST';
  if (isWeekendDay(day)) return 'WEEKEND';
  if (holidays.has(day)) return 'HOLIDAY';
  if (day > lastDay) return 'BEYOND_HORIZON';
  return null;
}

/** One bookable call: an adviser free from startsAt to endsAt (UTC ISO instants). */
export interface SlotView {
  adviserId: string;
  startsAt: string;
  endsAt: string;
  /** Inside the priority window (less than 2 days ahead): only Gold and Platinum members are offered it. */
  priority: boolean;
}

export interface SlotsView {
  date: string;
  timeZone: string;
  /** Null when the day is open (it may still have no free slot left). */
  closedReason: ClosedReason | null;
  /** Whether this member has priority meetings (Gold, Platinum): the web explains the earlier slots. */
  priorityMember: boolean;
  /** The advisers the slots belong to (and every active adviser matching the filter). */
  advisers: AdviserView[];
  slots: SlotView[];
}

// ---- Booking (/meeting) ----

/** booking.create: take a free slot. A slot taken meanwhile answers 3304 with the next free slots in `data`. */
export const bookingCreateInput = z.object({
  adviserId: uuid,
  startsAt: instant,
  timeZone: timeZoneField,
  /** What the member would like to discuss (shown to the adviser). */
  topic: optionalText(500),
});
export type BookingCreateInput = z.infer<typeof bookingCreateInput>;

/** booking.reschedule: move a call to another free slot (the old one is freed in the same transaction). */
export const bookingRescheduleInput = z.object({ adviserId: uuid, startsAt: instant, timeZone: timeZoneField });
export type BookingRescheduleInput = z.infer<typeof bookingRescheduleInput>;

/** booking.cancel: up to 2 hours before the call. */
export const bookingCancelInput = z.object({ reason: optionalText(500) });
export type BookingCancelInput = z.infer<typeof bookingCancelInput>;

/** Links that add the call to a web calendar. */
export interface CalendarLinks {
  google: string;
  outlook: string;
}

/** A member's call (booking.create / detail / upcoming / reschedule / cancel). */
export interface BookingView {
  id: string;
  /** "MT" + Hong Kong date + 6 digits. */
  reference: string;
  status: BookingStatus;
  adviser: AdviserView;
  startsAt: string;
  endsAt: string;
  /** The member's timezone for this call (as chosen when booking or rescheduling). */
  timeZone: string;
  topic: string | null;
  /** The video room (configurable template; default a Jitsi Meet room with an unguessable name). */
  joinUrl: string;
  /** Increments on every change (the .ics SEQUENCE). */
  sequence: number;
  /** Before the 2-hour cutoff and still confirmed. */
  canChange: boolean;
  calendarLinks: CalendarLinks;
  cancelledAt: string | null;
  createdAt: string;
}

/** booking.upcoming: the member's confirmed calls still to come, soonest first, and how many they may hold. */
export interface UpcomingBookingsView {
  list: BookingView[];
  limit: number;
}

/** The data of a 3304 (slot taken) refusal: the next free slots of that day, if any. */
export interface SlotTakenData {
  slots: SlotView[];
}

// ---- Back office ----

/** Weekly hours in Hong Kong time: one row per span (a weekday may have several, e.g. morning and afternoon). */
const hhmm = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'booking.timeInvalid' });
export const weeklyHoursInput = z
  .array(
    z
      .object({ weekday: z.union(WEEKDAYS.map((d) => z.literal(d))), from: hhmm, to: hhmm })
      .refine((span) => span.from < span.to, { error: 'booking.hoursOrder', path: ['to'] }),
  )
  .max(21);
export interface WeeklyHours {
  weekday: Weekday;
  from: string;
  to: string;
}

export const dayOffInput = z.object({ date: day, reason: optionalText(200) });
export interface DayOff {
  date: string;
  reason?: string | undefined;
}

/** console.adviser.save: create (no id) or update an adviser, their weekly hours and days off (admins). */
export const adviserSaveInput = z.object({
  id: uuid.optional(),
  name: requiredText(100),
  headline: localizedTextInput,
  /** Where booking notices go. */
  email: emailField,
  /** The staff member (ADVISER role) who is this adviser and sees their own calendar; optional. */
  memberId: uuid.optional().nullable(),
  languages: z.array(language).min(1, { error: 'booking.languagesRequired' }).max(ADVISER_LANGUAGES.length),
  callMinutes: z.union(
    CALL_MINUTES_OPTIONS.map((m) => z.literal(m)),
    { error: 'validation.invalid' },
  ),
  bufferMinutes: z.number().int().min(0).max(BUFFER_MINUTES_MAX),
  weeklyHours: weeklyHoursInput,
  daysOff: z.array(dayOffInput).max(366),
  active: z.boolean(),
});
export type AdviserSaveInput = z.infer<typeof adviserSaveInput>;

/** An adviser in the back office. */
export interface ConsoleAdviserView {
  id: string;
  name: string;
  headline: LocalizedText;
  email: string;
  memberId: string | null;
  languages: AdviserLanguage[];
  callMinutes: number;
  bufferMinutes: number;
  weeklyHours: WeeklyHours[];
  daysOff: DayOff[];
  active: boolean;
  upcomingCount: number;
}

/** console.booking.calendar: bookings from `from` to `to` (Hong Kong days, at most 42), optionally one adviser's. */
export const consoleCalendarQuery = z.object({
  from: day,
  to: day,
  adviserId: uuid.optional(),
  includeCancelled: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export type ConsoleCalendarQuery = z.input<typeof consoleCalendarQuery>;

export interface ConsoleBookingView {
  id: string;
  reference: string;
  status: BookingStatus;
  adviserId: string;
  adviserName: string;
  startsAt: string;
  endsAt: string;
  memberId: string;
  memberNo: string;
  memberName: string | null;
  memberEmail: string | null;
  companyEmail: string | null;
  timeZone: string;
  topic: string | null;
  joinUrl: string;
  adviserNotes: string | null;
  cancelledAt: string | null;
  cancelReason: string | null;
  createdAt: string;
}

export interface ConsoleCalendarView {
  from: string;
  to: string;
  advisers: { id: string; name: string }[];
  list: ConsoleBookingView[];
}

/** console.booking.outcome: after the call's start, mark it COMPLETED or NO_SHOW. */
export const bookingOutcomeInput = z.object({ status: z.enum(['COMPLETED', 'NO_SHOW'], { error: 'validation.invalid' }) });
export type BookingOutcomeInput = z.infer<typeof bookingOutcomeInput>;

/** console.booking.notes: the adviser's notes on a call (replaces them; empty clears). */
export const bookingNotesInput = z.object({ notes: text().trim().max(4000) });
export type BookingNotesInput = z.infer<typeof bookingNotesInput>;
