import { ADVISER_LANGUAGES, WEEKDAYS } from '@sme/shared/booking-rules';
import { BOOKING_STATUSES, type ConsoleAdviserView, type ConsoleBookingView, type ConsoleCalendarView } from '@sme/shared/schemas/booking';
import { z } from 'zod';

/** Zod mirrors of the console.adviser.* and console.booking.* answers, for response schemas and OpenAPI; typed against the contract so drift fails the typecheck. */

/** The :id of a booking in the path. */
export const consoleBookingParams = z.object({ id: z.uuid({ error: 'validation.idInvalid' }) });

export const consoleAdviserSchema: z.ZodType<ConsoleAdviserView> = z.object({
  id: z.string(),
  name: z.string(),
  headline: z.object({ en_US: z.string(), zh_CN: z.string(), zh_TW: z.string() }),
  email: z.string(),
  memberId: z.string().nullable(),
  languages: z.array(z.enum(ADVISER_LANGUAGES)),
  callMinutes: z.number(),
  bufferMinutes: z.number(),
  weeklyHours: z.array(z.object({ weekday: z.union(WEEKDAYS.map((d) => z.literal(d))), from: z.string(), to: z.string() })),
  daysOff: z.array(z.object({ date: z.string(), reason: z.string().optional() })),
  active: z.boolean(),
  upcomingCount: z.number(),
});

/** console.adviser.list answer. */
export const consoleAdviserListSchema = z.object({ list: z.array(consoleAdviserSchema) });

export const consoleBookingSchema: z.ZodType<ConsoleBookingView> = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(BOOKING_STATUSES),
  adviserId: z.string(),
  adviserName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  memberId: z.string(),
  memberNo: z.string(),
  memberName: z.string().nullable(),
  memberEmail: z.string().nullable(),
  companyEmail: z.string().nullable(),
  timeZone: z.string(),
  topic: z.string().nullable(),
  joinUrl: z.string(),
  adviserNotes: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  createdAt: z.string(),
});

/** console.booking.calendar answer. */
export const consoleCalendarSchema: z.ZodType<ConsoleCalendarView> = z.object({
  from: z.string(),
  to: z.string(),
  advisers: z.array(z.object({ id: z.string(), name: z.string() })),
  list: z.array(consoleBookingSchema),
});
