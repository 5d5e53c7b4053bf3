import { REMINDER_OFFSETS_MINUTES } from '@sme/shared/booking-rules';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type JobHandler, enqueueJobOnce } from '../../jobs/job-queue';
import { type BookingNoticeDeps, bookingMailContext, bookingReminderMail } from './booking-notices';
import { bookings } from './booking.tables';

export const BOOKING_REMINDER_JOB = 'booking.reminder';

/** Which column records that a reminder went out, by its offset. */
const SENT_FOR = { 1440: 'reminded24For', 60: 'reminded1For' } as const satisfies Record<(typeof REMINDER_OFFSETS_MINUTES)[number], string>;
const isOffset = (n: number): n is keyof typeof SENT_FOR => Object.hasOwn(SENT_FOR, n);

/**
 * Schedule the 24-hour and 1-hour reminders of a call at its (new) time, in the booking's transaction. The job key
 * holds the start time, so a reschedule adds jobs for the new time and the old ones, finding it changed, do nothing;
 * a reminder whose moment has passed is not scheduled.
 */
export async function scheduleBookingReminders(tx: Db, booking: { id: string; startsAt: Date }, now: Date): Promise<void> {
  const startsAt = booking.startsAt.toISOString();
  for (const offsetMinutes of REMINDER_OFFSETS_MINUTES) {
    const runAt = new Date(booking.startsAt.getTime() - offsetMinutes * 60_000);
    if (runAt <= now) continue;
    const key = `${BOOKING_REMINDER_JOB}:${booking.id}:${offsetMinutes}:${startsAt}`;
    await enqueueJobOnce(tx, key, BOOKING_REMINDER_JOB, runAt, { bookingId: booking.id, startsAt, offsetMinutes });
  }
}

/**
 * The reminder job: payload { bookingId, startsAt, offsetMinutes } as scheduled. One conditional update marks the
 * reminder sent for that start time, only while the call is still confirmed at that time and not yet reminded for
 * it; the mail goes after that mark committed, so a job run twice mails once (as the renewal reminder does).
 */
export function sendBookingReminder(deps: BookingNoticeDeps): JobHandler {
  return async (tx, payload, now) => {
    const bookingId = String(payload.bookingId);
    const startsAt = new Date(String(payload.startsAt));
    const offsetMinutes = Number(payload.offsetMinutes);
    if (!isOffset(offsetMinutes) || Number.isNaN(startsAt.getTime()) || startsAt <= now) return;
    const sentFor = SENT_FOR[offsetMinutes];
    const [marked] = await tx
      .update(bookings)
      .set({ [sentFor]: startsAt })
      .where(
        and(
          eq(bookings.id, bookingId),
          eq(bookings.status, 'CONFIRMED'),
          eq(bookings.startsAt, startsAt),
          sql`${bookings[sentFor]} IS DISTINCT FROM ${bookings.startsAt}`,
        ),
      )
      .returning({ id: bookings.id });
    if (!marked) return;
    const ctx = await bookingMailContext(tx, deps, bookingId);
    const mail = ctx && bookingReminderMail(ctx, offsetMinutes);
    return mail ? () => deps.mailer.send(mail) : undefined;
  };
}
