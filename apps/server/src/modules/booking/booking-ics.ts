import type { Locale } from '@sme/shared/constants';
import type { BookingStatus } from '@sme/shared/schemas/booking';

/** What a call's calendar file says. */
export interface BookingIcsInput {
  id: string;
  reference: string;
  /** The booking row's sequence (0 at booking, +1 per reschedule or cancellation). */
  sequence: number;
  status: BookingStatus;
  startsAt: Date;
  endsAt: Date;
  adviserName: string;
  adviserEmail: string;
  joinUrl: string;
  /** The member's /meeting page for this call. */
  manageUrl: string;
  topic: string | null;
  locale: Locale;
}

/** The call as an iCalendar file (placeholder until written). */
export function bookingIcs(input: BookingIcsInput): string {
  throw new Error(`bookingIcs not written yet (${input.reference})`);
}
