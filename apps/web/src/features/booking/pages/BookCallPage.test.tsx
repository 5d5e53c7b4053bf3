import type { AdviserView, BookingView, SlotView, SlotsView } from '@sme/shared/schemas/booking';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, fakeApi } from '@/test/fake-fetch';
import { renderPage } from '@/test/render-page';
import BookCallPage from './BookCallPage';

// Monday 9 March 2026, 01:00 in London (GMT+0 until the last Sunday of March), 09:00 in Hong Kong.
const NOW = new Date('2026-03-09T01:00:00Z');

const ADVISER: AdviserView = {
  id: '5f0c1a52-7a8e-4c55-9a51-2d1f0b7c2e01',
  name: 'Mei Chan',
  headline: 'Company set-up and banking',
  languages: ['yue', 'en'],
  callMinutes: 30,
};

/** A 30-minute slot of the adviser from a UTC instant. */
const slot = (startsAt: string): SlotView => ({
  adviserId: ADVISER.id,
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + 30 * 60_000).toISOString(),
  priority: false,
});
// 02:30 and 03:30 in London on Wednesday 11 March: 10:30 and 11:30 in Hong Kong.
const EARLY = slot('2026-03-11T02:30:00.000Z');
const LATER = slot('2026-03-11T03:30:00.000Z');

const slotsOf = (...slots: SlotView[]): SlotsView => ({
  date: '2026-03-11',
  timeZone: 'Europe/London',
  closedReason: null,
  priorityMember: false,
  advisers: [ADVISER],
  slots,
});

const booking = (over: Partial<BookingView> = {}): BookingView => ({
  id: 'b7a4c3e2-1d0f-4b9a-8c7d-6e5f4a3b2c10',
  reference: 'MT20260311000001',
  status: 'CONFIRMED',
  adviser: ADVISER,
  startsAt: EARLY.startsAt,
  endsAt: EARLY.endsAt,
  timeZone: 'Europe/London',
  topic: null,
  joinUrl: 'https://meet.jit.si/room',
  sequence: 0,
  canChange: true,
  calendarLinks: { google: 'https://calendar.google.com/', outlook: 'https://outlook.live.com/' },
  cancelledAt: null,
  createdAt: NOW.toISOString(),
  ...over,
});

/** The common answers: Thursday 12 March as a (made-up) holiday, one adviser. */
const baseRoutes = {
  '/sys/holiday/HK': envelope(200, { name: 'HK', dates: ['2026-03-12', '2026-04-03'] }),
  '/booking/advisers': envelope(200, { list: [ADVISER] }),
};

const cell = (day: string) => document.querySelector(`td[title="${day}"]`);
/** A time button; the first one waits for the holidays, then the slots, behind a slow first render. */
const time = (text: string) => screen.findByRole('button', { name: new RegExp(`^${text.replace(' ', '\\s')}$`) }, { timeout: 15_000 });

// antd's calendar, selects and steps make a slow first render on a busy machine.
describe('BookCallPage', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // Only the clock: react-query and antd still need real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    document.cookie = 'memberId=M-7; Path=/';
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('disables weekends, holidays and past days, shows London times with Hong Kong time, and books the call', async () => {
    const api = fakeApi({ ...baseRoutes, '/booking/slots': envelope(200, slotsOf(EARLY, LATER)), '/booking': envelope(200, booking()) });
    const { router } = renderPage('/community2', <BookCallPage />, '/community2?tz=Europe/London');

    // The first day most members can book: two days ahead in London.
    await time('2:30 AM');
    expect(Object.fromEntries(api.calls('/booking/slots')[0]!.fields)).toMatchObject({ date: '2026-03-11', timeZone: 'Europe/London' });
    expect(screen.getByText('Calls are booked at least 2 days ahead — Gold and Platinum members can book sooner.')).toBeTruthy();
    expect(screen.getByText('Company set-up and banking')).toBeTruthy();

    const disabled = (day: string) => cell(day)?.classList.contains('ant-picker-cell-disabled');
    expect(disabled('2026-03-06')).toBe(true); // past
    expect(disabled('2026-03-12')).toBe(true); // Hong Kong holiday
    expect(disabled('2026-03-14')).toBe(true); // Saturday
    expect(disabled('2026-03-15')).toBe(true); // Sunday
    expect(disabled('2026-03-13')).toBe(false);
    expect(disabled('2026-03-09')).toBe(false); // today in London

    await userEvent.click(await time('2:30 AM'));
    expect(screen.getByText('= 10:30 AM Hong Kong time')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('What would you like to discuss? (optional)'), { target: { value: 'A bank account' } });
    await userEvent.click(screen.getByRole('button', { name: 'Book this call' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/meeting'));
    expect(router.state.location.search).toBe(`?id=${booking().id}`);
    expect(Object.fromEntries(api.calls('/booking')[0]!.fields)).toMatchObject({
      adviserId: ADVISER.id,
      startsAt: EARLY.startsAt,
      timeZone: 'Europe/London',
      topic: 'A bank account',
    });
  });

  it('shows the server message and the refreshed slots when the slot was just taken (3304)', async () => {
    const taken = envelope(3304, { slots: [LATER] }, 'Sorry, someone has just booked that time.', 409);
    const api = fakeApi({ ...baseRoutes, '/booking/slots': [envelope(200, slotsOf(EARLY, LATER)), envelope(200, slotsOf(LATER))], '/booking': taken });
    const { router } = renderPage('/community2', <BookCallPage />, '/community2?tz=Europe/London');

    await userEvent.click(await time('2:30 AM'));
    await userEvent.click(screen.getByRole('button', { name: 'Book this call' }));

    expect(await screen.findByText('Sorry, someone has just booked that time.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^2:30\sAM$/ })).toBeNull());
    expect(await time('3:30 AM')).toBeTruthy();
    expect(api.calls('/booking/slots')).toHaveLength(2);
    expect(router.state.location.pathname).toBe('/community2');
    // Nothing is chosen any more: the member picks one of the free times left.
    expect(screen.getByRole('button', { name: 'Book this call' }).hasAttribute('disabled')).toBe(true);
  });

  it('moves the call in reschedule mode', async () => {
    const id = booking().id;
    const api = fakeApi({
      ...baseRoutes,
      '/booking/slots': envelope(200, slotsOf(EARLY, LATER)),
      [`/booking/${id}/reschedule`]: envelope(200, booking({ startsAt: LATER.startsAt, sequence: 1 })),
    });
    const { router } = renderPage('/community2', <BookCallPage />, `/community2?tz=Europe/London&reschedule=${id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Reschedule your call' })).toBeTruthy();
    await userEvent.click(await time('3:30 AM'));
    expect(api.calls('/booking/slots')[0]!.fields.get('bookingId')).toBe(id);
    expect(screen.queryByLabelText('What would you like to discuss? (optional)')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Move my call to this time' }));

    await waitFor(() => expect(router.state.location.search).toBe(`?id=${id}`));
    expect(router.state.location.pathname).toBe('/meeting');
    expect(Object.fromEntries(api.calls(`/booking/${id}/reschedule`)[0]!.fields)).toMatchObject({
      adviserId: ADVISER.id,
      startsAt: LATER.startsAt,
      timeZone: 'Europe/London',
    });
    expect(api.calls('/booking')).toHaveLength(0);
  });
});
