import { CHANGE_CUTOFF_MINUTES } from '@sme/shared/booking-rules';
import type { Locale } from '@sme/shared/constants';
import { translate } from '@sme/shared/i18n/messages';
import type { AdviserView, BookingView } from '@sme/shared/schemas/booking';
import type { bookings } from './booking.tables';
import { calendarLinksOf } from './calendar-links';
import type { AdviserRow } from './slots.service';

export type BookingRow = typeof bookings.$inferSelect;

/** What turning a row into a member's view needs besides the row. */
export interface BookingViewContext {
  locale: Locale;
  now: Date;
  meetingUrlTemplate: string;
  publicUrl: string;
}

/** The video room's address: the configured template with `{room}` filled in. */
export function joinUrlOf(template: string, roomName: string): string {
  return template.replaceAll('{room}', encodeURIComponent(roomName));
}

/** The member's /meeting page of a call. */
export function manageUrlOf(publicUrl: string, bookingId: string): string {
  return `${publicUrl}/meeting?id=${encodeURIComponent(bookingId)}`;
}

/** Whether the member may still reschedule or cancel: confirmed, and the cutoff before the start not reached. */
export function canChangeBooking(booking: Pick<BookingRow, 'status' | 'startsAt'>, now: Date): boolean {
  return booking.status === 'CONFIRMED' && now.getTime() < booking.startsAt.getTime() - CHANGE_CUTOFF_MINUTES * 60_000;
}

export function toAdviserView(adviser: AdviserRow, locale: Locale): AdviserView {
  return { id: adviser.id, name: adviser.name, headline: adviser.headline[locale], languages: adviser.languages, callMinutes: adviser.callMinutes };
}

export function toBookingView(booking: BookingRow, adviser: AdviserRow, context: BookingViewContext): BookingView {
  const joinUrl = joinUrlOf(context.meetingUrlTemplate, booking.roomName);
  const details = [
    translate(context.locale, 'booking.mail.join', { url: joinUrl }),
    translate(context.locale, 'booking.mail.manage', { url: manageUrlOf(context.publicUrl, booking.id) }),
  ].join('\n');
  return {
    id: booking.id,
    reference: booking.reference,
    status: booking.status,
    adviser: toAdviserView(adviser, context.locale),
    startsAt: booking.startsAt.toISOString(),
    endsAt: booking.endsAt.toISOString(),
    timeZone: booking.timeZone,
    topic: booking.topic,
    joinUrl,
    sequence: booking.sequence,
    canChange: canChangeBooking(booking, context.now),
    calendarLinks: calendarLinksOf({
      title: translate(context.locale, 'booking.mail.calendarTitle', { adviser: adviser.name, reference: booking.reference }),
      details,
      location: joinUrl,
      startsAt: booking.startsAt,
      endsAt: booking.endsAt,
    }),
    cancelledAt: booking.cancelledAt?.toISOString() ?? null,
    createdAt: booking.createdAt.toISOString(),
  };
}
