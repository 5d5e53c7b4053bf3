import type { CalendarLinks } from '@sme/shared/schemas/booking';

/** A calendar event as the web calendars' "add event" links take it. */
export interface CalendarEvent {
  title: string;
  details: string;
  location: string;
  startsAt: Date;
  endsAt: Date;
}

/** Percent-encoded (%20, not +: Outlook shows a + literally). */
function query(params: Record<string, string>): string {
  return Object.entries(params)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
}

/** UTC without separators or milliseconds: 20270405T013000Z. */
function googleInstant(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** UTC ISO without milliseconds: 2027-04-05T01:30:00Z. */
function outlookInstant(at: Date): string {
  return at.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Links that open Google Calendar's and Outlook.com's new-event form filled with the call. */
export function calendarLinksOf(event: CalendarEvent): CalendarLinks {
  const google = query({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${googleInstant(event.startsAt)}/${googleInstant(event.endsAt)}`,
    details: event.details,
    location: event.location,
  });
  const outlook = query({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: outlookInstant(event.startsAt),
    enddt: outlookInstant(event.endsAt),
    body: event.details,
    location: event.location,
  });
  return {
    google: `https://calendar.google.com/calendar/render?${google}`,
    outlook: `https://outlook.live.com/calendar/0/deeplink/compose?${outlook}`,
  };
}
