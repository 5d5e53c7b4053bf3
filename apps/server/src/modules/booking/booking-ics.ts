import { ICS_ALARM_MINUTES } from '@sme/shared/booking-rules';
import type { Locale } from '@sme/shared/constants';
import { translate } from '@sme/shared/i18n/messages';
import type { BookingStatus } from '@sme/shared/schemas/booking';
import { createEvent } from 'ics';
import type { advisers, bookings } from './booking.tables';

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

/** The domain half of every call's UID: fixed, so a calendar matches an update or cancellation to the event it added. */
const UID_DOMAIN = 'bookings.smelink.hk';

/**
 * The call as an iCalendar file: METHOD:REQUEST while it stands, METHOD:CANCEL with STATUS:CANCELLED once cancelled.
 * The UID is the booking's id (a reschedule updates the same event, ordered by SEQUENCE); times are UTC, so every
 * calendar shows them in its own zone; a display alarm rings ICS_ALARM_MINUTES before.
 */
export function bookingIcs(input: BookingIcsInput): string {
  const cancelled = input.status === 'CANCELLED';
  const t = (key: string, vars: Record<string, string> = {}) => translate(input.locale, `booking.mail.${key}`, vars);
  const description = [input.topic, t('join', { url: input.joinUrl }), t('manage', { url: input.manageUrl })].filter(Boolean).join('\n');
  const { error, value } = createEvent({
    productId: 'smelink/booking',
    method: cancelled ? 'CANCEL' : 'REQUEST',
    uid: `${input.id}@${UID_DOMAIN}`,
    sequence: input.sequence,
    start: input.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: input.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: t('calendarTitle', { adviser: input.adviserName, reference: input.reference }),
    description,
    url: input.joinUrl,
    location: input.joinUrl,
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: cancelled ? 'FREE' : 'BUSY',
    organizer: { name: input.adviserName, email: input.adviserEmail },
    alarms: cancelled ? [] : [{ action: 'display', description: input.reference, trigger: { minutes: ICS_ALARM_MINUTES, before: true } }],
  });
  if (error || !value) throw error ?? new Error(`calendar file of ${input.reference} not made`);
  return value;
}

/** The calendar file of a booking row as it now stands (the download and the mails' attachment), with its links. */
export function icsOfBooking(
  booking: typeof bookings.$inferSelect,
  adviser: Pick<typeof advisers.$inferSelect, 'name' | 'email'>,
  links: { joinUrl: string; manageUrl: string },
  locale: Locale,
): string {
  const { id, reference, sequence, status, startsAt, endsAt, topic } = booking;
  return bookingIcs({ id, reference, sequence, status, startsAt, endsAt, topic, adviserName: adviser.name, adviserEmail: adviser.email, ...links, locale });
}
