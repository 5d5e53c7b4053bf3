import { ADVISER_LANGUAGES } from '@sme/shared/booking-rules';
import {
  type AdviserView,
  BOOKING_STATUSES,
  type BookingView,
  CLOSED_REASONS,
  type SlotsView,
  type SlotView,
  type UpcomingBookingsView,
} from '@sme/shared/schemas/booking';
import { z } from 'zod';

/** Zod mirrors of the booking answers, for response schemas and OpenAPI; typed against the contract so drift fails the typecheck. */

export const adviserSchema: z.ZodType<AdviserView> = z.object({
  id: z.string(),
  name: z.string(),
  headline: z.string(),
  languages: z.array(z.enum(ADVISER_LANGUAGES)),
  callMinutes: z.number().int(),
});

export const slotSchema: z.ZodType<SlotView> = z.object({
  adviserId: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  priority: z.boolean(),
});

export const slotsSchema: z.ZodType<SlotsView> = z.object({
  date: z.string(),
  timeZone: z.string(),
  closedReason: z.enum(CLOSED_REASONS).nullable(),
  priorityMember: z.boolean(),
  advisers: z.array(adviserSchema),
  slots: z.array(slotSchema),
});

export const bookingSchema: z.ZodType<BookingView> = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(BOOKING_STATUSES),
  adviser: adviserSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  topic: z.string().nullable(),
  joinUrl: z.string(),
  sequence: z.number().int(),
  canChange: z.boolean(),
  calendarLinks: z.object({ google: z.string(), outlook: z.string() }),
  cancelledAt: z.string().nullable(),
  createdAt: z.string(),
});

export const upcomingSchema: z.ZodType<UpcomingBookingsView> = z.object({
  list: z.array(bookingSchema),
  limit: z.number().int(),
});
