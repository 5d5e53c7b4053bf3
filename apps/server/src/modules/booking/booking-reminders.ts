import type { Db } from '../../db/client';

export const BOOKING_REMINDER_JOB = 'booking.reminder';

/** Schedule the 24-hour and 1-hour reminders of a call at its (new) time, in the booking's transaction (placeholder until written). */
export async function scheduleBookingReminders(tx: Db, booking: { id: string; startsAt: Date }, now: Date): Promise<void> {
  void tx;
  void booking;
  void now;
}
