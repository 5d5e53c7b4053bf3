import type { BookingView } from '@sme/shared/schemas/booking';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { envelope, fakeApi } from '@/test/fake-fetch';
import { renderPage } from '@/test/render-page';
import MeetingPage from './MeetingPage';

const userEvent = userEventLib.setup({ delay: null });

const ID = '3f0c2d8e-9a4b-4c1d-8e7f-0a1b2c3d4e5f';
const OTHER_ID = '7d1e6a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b';

/** A call as booking.detail answers it: 15 June 2026 09:00 UTC, 10:00 in London (BST) and 17:00 in Hong Kong. */
function bookingView(overrides: Partial<BookingView> = {}): BookingView {
  return {
    id: ID,
    reference: 'MT20260601123456',
    status: 'CONFIRMED',
    adviser: { id: 'a1', name: 'Grace Lam', headline: 'Company formation and banking', languages: ['en', 'yue'], callMinutes: 30 },
    startsAt: '2026-06-15T09:00:00.000Z',
    endsAt: '2026-06-15T09:30:00.000Z',
    timeZone: 'Europe/London',
    topic: 'Opening a bank account',
    joinUrl: 'https://meet.jit.si/sme-7f3a9c1e2b4d',
    sequence: 0,
    canChange: true,
    calendarLinks: {
      google: 'https://calendar.google.com/calendar/render?action=TEMPLATE&text=call',
      outlook: 'https://outlook.live.com/calendar/0/deeplink/compose?subject=call',
    },
    cancelledAt: null,
    createdAt: '2026-06-01T08:00:00.000Z',
    ...overrides,
  };
}

/** The value of the fact labelled `label` on the call's card. */
const factOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';

function signIn() {
  document.cookie = 'memberId=M-7; Path=/';
}

describe('MeetingPage', { timeout: 60_000 }, () => {
  it('confirms a booked call with its London and Hong Kong times, join, calendar and reschedule links', async () => {
    signIn();
    const api = fakeApi({
      [`/booking/${ID}`]: envelope(200, bookingView()),
      [`/booking/${ID}/ics`]: new Response('BEGIN:VCALENDAR', { headers: { 'content-type': 'text/calendar' } }),
    });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderPage('/meeting', <MeetingPage />, `/meeting?id=${ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Your call is booked' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: /step/i })).toBeTruthy();
    expect(factOf('Reference')).toBe('MT20260601123456');
    expect(factOf('Adviser')).toContain('Grace Lam');
    expect(factOf('Adviser')).toContain('Speaks English and Cantonese');
    expect(factOf('Your time (Europe/London)')).toMatch(/^Monday, June 15, 2026, 10:00\s*–\s*10:30\sAM GMT\+1$/);
    expect(factOf('Hong Kong time')).toMatch(/^Monday, June 15, 2026, 5:00\s*–\s*5:30\sPM GMT\+8$/);
    expect(factOf('Duration')).toBe('30 minutes');
    expect(factOf('Topic')).toBe('Opening a bank account');

    const join = screen.getByRole('link', { name: /Join the call/ });
    expect(join.getAttribute('href')).toBe('https://meet.jit.si/sme-7f3a9c1e2b4d');
    expect(join.getAttribute('target')).toBe('_blank');
    const reschedule = new URL(screen.getByRole('link', { name: 'Reschedule' }).getAttribute('href') ?? '', 'http://localhost');
    expect(reschedule.pathname).toBe('/community2');
    expect(reschedule.searchParams.get('reschedule')).toBe(ID);
    expect(reschedule.searchParams.get('tz')).toBe('Europe/London');

    await userEvent.click(screen.getByRole('button', { name: /Add to calendar/ }));
    expect((await screen.findByRole('link', { name: 'Google Calendar' })).getAttribute('href')).toBe(bookingView().calendarLinks.google);
    expect(screen.getByRole('link', { name: 'Outlook' }).getAttribute('href')).toBe(bookingView().calendarLinks.outlook);
    await userEvent.click(screen.getByRole('menuitem', { name: /Download \.ics file/ }));
    await waitFor(() => expect(saved).toEqual(['MT20260601123456.ics']));
    expect(api.calls(`/booking/${ID}/ics`)).toHaveLength(1);
  });

  it('cancels a call with a reason after asking, and then shows it cancelled', async () => {
    signIn();
    let cancelled = false;
    const api = fakeApi({
      [`/booking/${ID}`]: () =>
        envelope(200, cancelled ? bookingView({ status: 'CANCELLED', canChange: false, cancelledAt: '2026-06-02T10:00:00.000Z' }) : bookingView()),
      [`/booking/${ID}/cancel`]: () => {
        cancelled = true;
        return envelope(200, bookingView({ status: 'CANCELLED', canChange: false }));
      },
    });
    renderPage('/meeting', <MeetingPage />, `/meeting?id=${ID}`);

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel call' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('Reason (optional)'));
    await userEvent.paste('Travelling that week');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel call' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'This call is cancelled' })).toBeTruthy();
    const posts = api.calls(`/booking/${ID}/cancel`);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.method).toBe('POST');
    expect(posts[0]?.fields.get('reason')).toBe('Travelling that week');
    expect(screen.queryByRole('link', { name: /Join the call/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Book another call' }).getAttribute('href')).toBe('/community1');
  });

  it('disables reschedule and cancel within the cutoff, saying why', async () => {
    signIn();
    fakeApi({ [`/booking/${ID}`]: envelope(200, bookingView({ canChange: false })) });
    renderPage('/meeting', <MeetingPage />, `/meeting?id=${ID}`);

    const cancel = await screen.findByRole('button', { name: 'Cancel call' }, { timeout: 10_000 });
    expect(cancel.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Reschedule' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('link', { name: 'Reschedule' })).toBeNull();
    expect(screen.getByText('Calls can be changed up to 2 hours before they start.')).toBeTruthy();
  });

  it('lists the upcoming calls soonest first with both times, the limit, and a way to book another', async () => {
    signIn();
    const later = bookingView({
      id: OTHER_ID,
      reference: 'MT20260601654321',
      startsAt: '2026-06-20T01:00:00.000Z',
      endsAt: '2026-06-20T01:30:00.000Z',
      timeZone: 'Asia/Kolkata',
    });
    fakeApi({ '/booking/upcoming': envelope(200, { list: [bookingView(), later], limit: 3 }) });
    const { router } = renderPage('/meeting', <MeetingPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Your upcoming calls' })).toBeTruthy();
    const items = within(await screen.findByRole('list', { name: 'Your upcoming calls' }, { timeout: 10_000 })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('MT20260601123456')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Your time (Asia/Kolkata)').nextElementSibling?.textContent).toMatch(
      /June 20, 2026, 6:30\s*–\s*7:00\sAM GMT\+5:30/,
    );
    expect(within(items[1] as HTMLElement).getByText('Hong Kong time').nextElementSibling?.textContent).toMatch(/June 20, 2026, 9:00\s*–\s*9:30\sAM GMT\+8/);
    expect(screen.getByText(/You can hold 1 upcoming call at a time; Gold and Platinum members 3\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Book a call/ }).getAttribute('href')).toBe('/community1');

    await userEvent.click(within(items[1] as HTMLElement).getByRole('link', { name: 'With Grace Lam' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?id=${OTHER_ID}`));
  });

  it('shows another member’s call as not found, with the way back to the member’s calls', async () => {
    signIn();
    fakeApi({ [`/booking/${ID}`]: envelope(404, null, 'Not found', 404) });
    renderPage('/meeting', <MeetingPage />, `/meeting?id=${ID}`);

    expect(await screen.findByText('Call not found', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your calls' }).getAttribute('href')).toBe('/meeting');
  });
});
