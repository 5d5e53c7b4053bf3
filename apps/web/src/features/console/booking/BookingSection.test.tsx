import type { ConsoleAdviserView, ConsoleBookingView, ConsoleCalendarView } from '@sme/shared/schemas/booking';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi } from '@/test/fake-fetch';
import { renderApp } from '@/test/render-app';
import { consoleMe, jsonBody } from '../console-fixtures';

const ADVISER_ID = '11111111-1111-4111-8111-111111111111';
const BOOKING_ID = '22222222-2222-4222-8222-222222222222';
const CALENDAR = '/console/booking/calendar';
const ADVISERS = '/console/advisers';

/** A call on Tuesday 17 Nov 2026 at 10:00 Hong Kong time (02:00 in London), long started by now. */
function consoleBooking(overrides: Partial<ConsoleBookingView> = {}): ConsoleBookingView {
  return {
    id: BOOKING_ID,
    reference: 'MT20261117000001',
    status: 'CONFIRMED',
    adviserId: ADVISER_ID,
    adviserName: 'Grace Lam',
    startsAt: '2026-11-17T02:00:00.000Z',
    endsAt: '2026-11-17T02:30:00.000Z',
    memberId: '33333333-3333-4333-8333-333333333333',
    memberNo: 'M000123',
    memberName: 'Chan Tai Man',
    memberEmail: 'tai.man@example.hk',
    companyEmail: 'tm.chan@acme.com.hk',
    timeZone: 'Europe/London',
    topic: 'Opening a UK subsidiary',
    joinUrl: 'https://meet.jit.si/sme-k3v9q2x7',
    adviserNotes: null,
    cancelledAt: null,
    cancelReason: null,
    createdAt: '2026-11-10T08:00:00.000Z',
    ...overrides,
  };
}

const calendarOf = (list: ConsoleBookingView[]): ConsoleCalendarView => ({
  from: '2026-11-16',
  to: '2026-11-22',
  advisers: [{ id: ADVISER_ID, name: 'Grace Lam' }],
  list,
});

/** The drawer's Save button (found by text: role queries over a whole drawer take seconds on busy machines). */
const saveButton = (drawer: HTMLElement) => within(drawer).getByText('Save').closest('button')!;

const grace: ConsoleAdviserView = {
  id: ADVISER_ID,
  name: 'Grace Lam',
  headline: { en_US: 'Company set-up', zh_CN: '公司成立', zh_TW: '公司成立' },
  email: 'grace@sme.example',
  memberId: null,
  languages: ['en', 'yue'],
  callMinutes: 30,
  bufferMinutes: 15,
  weeklyHours: [{ weekday: 1, from: '09:00', to: '17:00' }],
  daysOff: [],
  active: true,
  upcomingCount: 2,
};

// antd drawers, tables and forms take seconds to render on two busy cores; the project's 15 s default is too tight.
describe('console adviser calls', { timeout: 90_000 }, () => {
  it('shows a week of calls in Hong Kong time and marks a started call completed from its drawer', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    const later = consoleBooking({
      id: '44444444-4444-4444-8444-444444444444',
      reference: 'MT20261120000002',
      status: 'COMPLETED',
      startsAt: '2026-11-20T06:30:00.000Z',
      endsAt: '2026-11-20T07:00:00.000Z',
      topic: null,
    });
    const api = fakeApi({
      '/console/me': envelope(200, consoleMe()),
      [CALENDAR]: [envelope(200, calendarOf([later, consoleBooking()])), envelope(200, calendarOf([later, consoleBooking({ status: 'COMPLETED' })]))],
      [`/console/booking/${BOOKING_ID}/outcome`]: envelope(200, consoleBooking({ status: 'COMPLETED' })),
    });
    renderApp('/console/bookings?day=2026-11-18');

    const tuesday = await screen.findByLabelText('Tue, Nov 17', undefined, { timeout: 30_000 });
    const card = await within(tuesday).findByLabelText('Open call MT20261117000001');
    expect(card.textContent).toContain('10:00–10:30');
    expect(card.textContent).toContain('Chan Tai Man · M000123');
    expect(card.textContent).toContain('tm.chan@acme.com.hk');
    expect(card.textContent).toContain('Confirmed');
    expect(card.textContent).toContain('Opening a UK subsidiary');
    expect(within(screen.getByLabelText('Fri, Nov 20')).getByLabelText('Open call MT20261120000002').textContent).toContain('14:30–15:00');
    expect(within(screen.getByLabelText('Mon, Nov 16')).getByText('No calls')).toBeTruthy();
    expect(screen.getByText('Nov 16 – 22, 2026')).toBeTruthy();
    const asked = api.calls(CALENDAR)[0]!.url.searchParams;
    expect([asked.get('from'), asked.get('to'), asked.get('includeCancelled')]).toEqual(['2026-11-16', '2026-11-22', null]);

    await userEvent.click(card);
    const drawer = (await screen.findByText('Call MT20261117000001')).closest<HTMLElement>('[role="dialog"]')!;
    expect(within(drawer).getByText('Nov 17, 2026, 10:00–10:30')).toBeTruthy();
    expect(within(drawer).getByText('Member’s time (Europe/London)')).toBeTruthy();
    expect(within(drawer).getByText('Nov 17, 2026, 02:00–02:30')).toBeTruthy();
    expect(within(drawer).getByText('https://meet.jit.si/sme-k3v9q2x7').closest('a')?.getAttribute('href')).toBe('https://meet.jit.si/sme-k3v9q2x7');

    await userEvent.click(within(drawer).getByText('Mark completed').closest('button')!);
    await waitFor(() => expect(api.calls(`/console/booking/${BOOKING_ID}/outcome`)).toHaveLength(1));
    expect(jsonBody(api.calls(`/console/booking/${BOOKING_ID}/outcome`)[0]!)).toMatchObject({ status: 'COMPLETED' });
    // The refreshed calendar shows the outcome, and a decided call offers no outcome any more.
    await waitFor(() => expect(within(drawer).queryByText('Mark completed')).toBeNull());
    expect(within(drawer).getByText('Completed')).toBeTruthy();
  });

  it('saves a new adviser with Monday hours, checked first against the shared rules', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    const api = fakeApi({
      '/console/me': envelope(200, consoleMe()),
      [ADVISERS]: (req) =>
        req.method === 'POST' ? envelope(200, { ...grace, id: '55555555-5555-4555-8555-555555555555', name: 'Ken Ho' }) : envelope(200, { list: [grace] }),
    });
    renderApp('/console/bookings/advisers');

    const row = (await screen.findByLabelText('Edit Grace Lam', undefined, { timeout: 30_000 })).closest('tr')!;
    expect(row.textContent).toContain('English');
    expect(row.textContent).toContain('Cantonese');
    expect(row.textContent).toContain('30 minutes + 15 minutes buffer');

    await userEvent.click(screen.getByText('New adviser').closest('button')!);
    const drawer = (await screen.findAllByText('New adviser')).map((el) => el.closest<HTMLElement>('[role="dialog"]')).find(Boolean)!;
    await userEvent.click(saveButton(drawer));
    expect(await within(drawer).findByText('Name is required.')).toBeTruthy();

    fireEvent.change(within(drawer).getByLabelText('Name'), { target: { value: ' Ken Ho ' } });
    fireEvent.change(within(drawer).getByLabelText('Email'), { target: { value: 'ken@sme.example' } });
    fireEvent.change(within(drawer).getByLabelText('Headline (English)'), { target: { value: 'Tax and accounting' } });
    fireEvent.change(within(drawer).getByLabelText('Headline (Simplified Chinese)'), { target: { value: '税务与会计' } });
    fireEvent.change(within(drawer).getByLabelText('Headline (Traditional Chinese)'), { target: { value: '稅務與會計' } });
    await userEvent.click(within(drawer).getByLabelText('Add hours on Monday'));
    await userEvent.click(saveButton(drawer));

    await waitFor(() => expect(api.calls(ADVISERS).filter((c) => c.method === 'POST')).toHaveLength(1));
    // Everything but the client's own appId is the adviser (its memberId is the linked staff member, none here).
    const { appId, ...sent } = jsonBody(api.calls(ADVISERS).find((c) => c.method === 'POST')!);
    expect(appId).toBe('WEBSITE');
    expect(sent).toEqual({
      name: 'Ken Ho',
      headline: { en_US: 'Tax and accounting', zh_CN: '税务与会计', zh_TW: '稅務與會計' },
      email: 'ken@sme.example',
      memberId: null,
      languages: ['en'],
      callMinutes: 30,
      bufferMinutes: 15,
      weeklyHours: [{ weekday: 1, from: '09:00', to: '17:00' }],
      daysOff: [],
      active: true,
    });
    expect(await screen.findByText('Ken Ho saved.')).toBeTruthy();
    await waitFor(() => expect(api.calls(ADVISERS).filter((c) => c.method === 'GET').length).toBeGreaterThan(1));
  });

  it('gives an adviser their calendar only: no Advisers tab and no adviser filter', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    const api = fakeApi({
      '/console/me': envelope(200, consoleMe({ displayName: 'Grace Lam', roles: ['MEMBER', 'ADVISER'], isAdmin: false })),
      [CALENDAR]: envelope(200, calendarOf([consoleBooking()])),
    });
    const { router } = renderApp('/console/bookings/advisers');

    expect(await screen.findByRole('tab', { name: 'Calendar' }, { timeout: 30_000 })).toBeTruthy();
    await waitFor(() => expect(api.calls(CALENDAR)).toHaveLength(1));
    expect(router.state.location.pathname).toBe('/console/bookings');
    expect(screen.queryByRole('tab', { name: 'Advisers' })).toBeNull();
    expect(screen.queryByLabelText('Adviser')).toBeNull();
    expect(api.calls(ADVISERS)).toHaveLength(0);
  });
});
