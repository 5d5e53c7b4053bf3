import type { Database } from '../../db/client';
import type { Mailer } from '../../integrations/mail/mailer';

/** What a notice is about. */
export type BookingNoticeKind = 'BOOKED' | 'RESCHEDULED' | 'CANCELLED';

/** What sending booking mail needs: the mailer, the public address of links, the join-link template. */
export interface BookingNoticeDeps {
  mailer: Mailer;
  publicUrl: string;
  meetingUrlTemplate: string;
}

/**
 * Mail the member and the adviser about a booking that was just committed (placeholder until written). Called after
 * the transaction; `previousStartsAt` is the old time of a rescheduled call.
 */
export async function sendBookingNotices(
  db: Database,
  deps: BookingNoticeDeps,
  bookingId: string,
  kind: BookingNoticeKind,
  previousStartsAt?: Date,
): Promise<void> {
  void db;
  void deps;
  void bookingId;
  void kind;
  void previousStartsAt;
}
