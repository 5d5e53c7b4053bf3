import { Codes } from '@sme/shared/codes';
import type { AdviserView, BookingView, SlotsView, SlotTakenData, UpcomingBookingsView } from '@sme/shared/schemas/booking';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { envelopeOf } from '../../test/signed-inject';
import { createTestApp } from '../../test/test-app';
import { addAdviser, grantGold, hk, memberClient, verifiedMember } from './booking.test-kit';

/**
 * The member booking routes on a chosen clock: now is Thursday 2031-03-06 10:00 in Hong Kong, so Monday 2031-03-10 is
 * past the 48-hour notice, Friday 2031-03-07 only within the priority notice, and Good Friday 2031-04-11 (a Hong Kong
 * holiday) within the 60-day horizon. Each test books its own advisers, so the tests do not share slots.
 */
const NOW = new Date('2031-03-06T10:00:00+08:00');
const MONDAY = '2031-03-10';
const FRIDAY = '2031-03-07';

let app: FastifyInstance;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  app = await createTestApp();
});

afterAll(async () => {
  await app?.close();
  vi.useRealTimers();
});

type Send = ReturnType<typeof memberClient>;

const book = (send: Send, adviserId: string, startsAt: string, timeZone = 'Europe/London') =>
  send({ url: '/api/v1/booking', json: { adviserId, startsAt, timeZone, topic: 'Opening a company' } });

const slots = async (send: Send, query: Record<string, string>) => envelopeOf<SlotsView>(await send({ url: '/api/v1/booking/slots', query })).data;

async function booked(send: Send, adviserId: string, startsAt: string): Promise<BookingView> {
  const res = await book(send, adviserId, startsAt);
  expect(res.statusCode, res.body).toBe(200);
  return envelopeOf<BookingView>(res).data;
}

describe('advisers and slots', () => {
  it('lists advisers by language with the headline in the request’s language', async () => {
    const cantonese = await addAdviser(app, { languages: ['yue', 'en'] });
    const english = await addAdviser(app, { languages: ['en'] });
    const send = memberClient(app, (await signedInMember(app)).cookie, 'zh-CN');
    const list = envelopeOf<{ list: AdviserView[] }>(await send({ url: '/api/v1/booking/advisers', query: { language: 'yue' } })).data.list;
    expect(list.map((a) => a.id)).toContain(cantonese);
    expect(list.map((a) => a.id)).not.toContain(english);
    expect(list.find((a) => a.id === cantonese)).toMatchObject({ headline: '公司注册', languages: ['yue', 'en'], callMinutes: 30 });
  });

  it('answers a day’s free slots in the member’s zone, and why a day is closed', async () => {
    const adviserId = await addAdviser(app);
    const send = memberClient(app, (await signedInMember(app)).cookie);
    const monday = await slots(send, { date: MONDAY, timeZone: 'Europe/London', adviserId });
    expect(monday).toMatchObject({ date: MONDAY, timeZone: 'Europe/London', closedReason: null, priorityMember: false });
    expect(monday.advisers.map((a) => a.id)).toEqual([adviserId]);
    expect(monday.slots).toEqual(
      ['09:00', '09:40', '10:20', '11:00'].map((t) => ({
        adviserId,
        startsAt: hk(MONDAY, t),
        endsAt: new Date(Date.parse(hk(MONDAY, t)) + 30 * 60_000).toISOString(),
        priority: false,
      })),
    );
    const closed = async (date: string) => (await slots(send, { date, timeZone: 'Asia/Hong_Kong', adviserId })).closedReason;
    expect(await closed('2031-03-05')).toBe('PAST');
    expect(await closed('2031-03-15')).toBe('WEEKEND');
    expect(await closed('2031-04-11')).toBe('HOLIDAY');
    expect(await closed('2031-05-06')).toBe('BEYOND_HORIZON');
    expect((await slots(send, { date: '2031-03-15', timeZone: 'Asia/Hong_Kong', adviserId })).slots).toEqual([]);
  });
});

describe('booking', () => {
  it('books a slot: reference, unguessable room, calendar links; the slot is then taken for others (3304 with the day’s free slots)', async () => {
    const adviserId = await addAdviser(app);
    const send = memberClient(app, (await verifiedMember(app, NOW)).cookie);
    const call = await booked(send, adviserId, hk(MONDAY, '09:40'));
    expect(call).toMatchObject({
      status: 'CONFIRMED',
      startsAt: hk(MONDAY, '09:40'),
      timeZone: 'Europe/London',
      topic: 'Opening a company',
      sequence: 0,
      canChange: true,
    });
    expect(call.reference).toMatch(/^MT20310306\d{6}$/);
    expect(call.joinUrl).toMatch(/^https:\/\/meet\.jit\.si\/[\w-]{24}$/);
    const google = new URL(call.calendarLinks.google);
    expect(google.searchParams.get('dates')).toBe('20310310T014000Z/20310310T021000Z');
    expect(google.searchParams.get('location')).toBe(call.joinUrl);
    expect(new URL(call.calendarLinks.outlook).searchParams.get('startdt')).toBe('2031-03-10T01:40:00Z');

    const other = memberClient(app, (await verifiedMember(app, NOW)).cookie);
    const taken = await book(other, adviserId, hk(MONDAY, '09:40'));
    expect(envelopeOf(taken).meta.code).toBe(Codes.BOOKING_SLOT_TAKEN.code);
    // 09:00 holds the adviser until 09:40 (call and buffer), so it stays free; the booked one does not.
    expect(
      envelopeOf<SlotTakenData>(taken)
        .data.slots.filter((s) => s.adviserId === adviserId)
        .map((s) => s.startsAt),
    ).toEqual(['09:00', '10:20', '11:00'].map((t) => hk(MONDAY, t)));
  });

  it('refuses a weekend, a holiday, a slot in the past and a time off the grid (3303)', async () => {
    const adviserId = await addAdviser(app);
    const send = memberClient(app, (await verifiedMember(app, NOW)).cookie);
    for (const startsAt of [hk('2031-03-15', '09:00'), hk('2031-04-11', '09:00'), hk('2031-03-05', '09:00'), hk(MONDAY, '09:10')]) {
      expect(envelopeOf(await book(send, adviserId, startsAt)).meta.code, startsAt).toBe(Codes.BOOKING_SLOT_UNAVAILABLE.code);
    }
  });

  it('refuses a member without a verified company email (3302)', async () => {
    const adviserId = await addAdviser(app);
    const send = memberClient(app, (await signedInMember(app)).cookie);
    expect(envelopeOf(await book(send, adviserId, hk(MONDAY, '09:00'))).meta.code).toBe(Codes.BOOKING_COMPANY_EMAIL_REQUIRED.code);
  });

  it('offers tomorrow and three upcoming calls to a Gold member, one call from two days ahead to others (3303, 3305)', async () => {
    const adviserId = await addAdviser(app);
    const standard = memberClient(app, (await verifiedMember(app, NOW)).cookie);
    const goldMember = await verifiedMember(app, NOW);
    await grantGold(app, goldMember.memberId, NOW);
    const gold = memberClient(app, goldMember.cookie);

    expect((await slots(standard, { date: FRIDAY, timeZone: 'Asia/Hong_Kong', adviserId })).slots).toEqual([]);
    expect(envelopeOf(await book(standard, adviserId, hk(FRIDAY, '09:00'))).meta.code).toBe(Codes.BOOKING_SLOT_UNAVAILABLE.code);
    const goldFriday = await slots(gold, { date: FRIDAY, timeZone: 'Asia/Hong_Kong', adviserId });
    expect(goldFriday.priorityMember).toBe(true);
    expect(goldFriday.slots[0]).toMatchObject({ startsAt: hk(FRIDAY, '09:00'), priority: true });

    await booked(gold, adviserId, hk(FRIDAY, '09:00'));
    await booked(gold, adviserId, hk(MONDAY, '09:00'));
    await booked(gold, adviserId, hk(MONDAY, '09:40'));
    const fourth = await book(gold, adviserId, hk(MONDAY, '10:20'));
    expect(envelopeOf(fourth).meta).toMatchObject({ code: Codes.BOOKING_LIMIT.code, message: expect.stringContaining('have 3 ') });
    expect(envelopeOf<UpcomingBookingsView>(await gold({ url: '/api/v1/booking/upcoming' })).data).toMatchObject({
      limit: 3,
      list: [{ startsAt: hk(FRIDAY, '09:00') }, { startsAt: hk(MONDAY, '09:00') }, { startsAt: hk(MONDAY, '09:40') }],
    });

    await booked(standard, adviserId, hk(MONDAY, '10:20'));
    const second = await book(standard, adviserId, hk(MONDAY, '11:00'));
    expect(envelopeOf(second).meta).toMatchObject({ code: Codes.BOOKING_LIMIT.code, message: expect.stringContaining('have 1 ') });
  });
});

describe('changing a call', () => {
  it('reschedules in one change: the old slot is free for another member, the sequence goes up', async () => {
    const adviserId = await addAdviser(app);
    const owner = memberClient(app, (await verifiedMember(app, NOW)).cookie);
    const other = memberClient(app, (await verifiedMember(app, NOW)).cookie);
    const call = await booked(owner, adviserId, hk(MONDAY, '10:20'));

    // While choosing, the owner sees their own slot as free; others do not.
    const ownView = await slots(owner, { date: MONDAY, timeZone: 'Asia/Kolkata', adviserId, bookingId: call.id });
    expect(ownView.slots.map((s) => s.startsAt)).toContain(hk(MONDAY, '10:20'));
    expect((await slots(other, { date: MONDAY, timeZone: 'Asia/Kolkata', adviserId, bookingId: call.id })).slots.map((s) => s.startsAt)).not.toContain(
      hk(MONDAY, '10:20'),
    );

    const res = await owner({ url: `/api/v1/booking/${call.id}/reschedule`, json: { adviserId, startsAt: hk(MONDAY, '11:00'), timeZone: 'Asia/Kolkata' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(envelopeOf<BookingView>(res).data).toMatchObject({
      id: call.id,
      reference: call.reference,
      startsAt: hk(MONDAY, '11:00'),
      timeZone: 'Asia/Kolkata',
      sequence: 1,
    });
    await booked(other, adviserId, hk(MONDAY, '10:20'));
    const detail = envelopeOf<BookingView>(await owner({ url: `/api/v1/booking/${call.id}` })).data;
    expect(detail).toMatchObject({ startsAt: hk(MONDAY, '11:00'), sequence: 1, joinUrl: call.joinUrl });
  });

  it('cancels up to two hours before; another member’s call answers 404', async () => {
    const adviserId = await addAdviser(app);
    const owner = memberClient(app, (await verifiedMember(app, NOW)).cookie);
    const stranger = memberClient(app, (await signedInMember(app)).cookie);
    const kept = await booked(owner, adviserId, hk(MONDAY, '09:00'));

    for (const req of [
      { url: `/api/v1/booking/${kept.id}` },
      { url: `/api/v1/booking/${kept.id}/ics` },
      { url: `/api/v1/booking/${kept.id}/cancel`, json: {} },
      { url: `/api/v1/booking/${kept.id}/reschedule`, json: { adviserId, startsAt: hk(MONDAY, '09:40'), timeZone: 'Asia/Hong_Kong' } },
    ]) {
      expect((await stranger(req)).statusCode, req.url).toBe(404);
    }

    // At 07:30 on the day, 90 minutes before the call, it can no longer change.
    vi.setSystemTime(new Date(`${MONDAY}T07:30:00+08:00`));
    try {
      expect(envelopeOf<BookingView>(await owner({ url: `/api/v1/booking/${kept.id}` })).data.canChange).toBe(false);
      expect(envelopeOf(await owner({ url: `/api/v1/booking/${kept.id}/cancel`, json: {} })).meta.code).toBe(Codes.BOOKING_CHANGE_CLOSED.code);
    } finally {
      vi.setSystemTime(NOW);
    }

    const res = await owner({ url: `/api/v1/booking/${kept.id}/cancel`, json: { reason: 'Plans changed' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(envelopeOf<BookingView>(res).data).toMatchObject({ status: 'CANCELLED', sequence: 1, canChange: false, cancelledAt: NOW.toISOString() });
    expect(envelopeOf<UpcomingBookingsView>(await owner({ url: '/api/v1/booking/upcoming' })).data).toEqual({ list: [], limit: 1 });
    expect((await slots(owner, { date: MONDAY, timeZone: 'Asia/Hong_Kong', adviserId })).slots.map((s) => s.startsAt)).toContain(hk(MONDAY, '09:00'));
    expect(envelopeOf(await owner({ url: `/api/v1/booking/${kept.id}/cancel`, json: {} })).meta.code).toBe(Codes.BOOKING_CHANGE_CLOSED.code);
  });

  it('downloads the call as a calendar file named by its reference', async () => {
    const adviserId = await addAdviser(app);
    const owner = memberClient(app, (await verifiedMember(app, NOW)).cookie);
    const call = await booked(owner, adviserId, hk(MONDAY, '11:00'));
    const res = await owner({ url: `/api/v1/booking/${call.id}/ics` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${call.reference}.ics"`);
    expect(res.body.startsWith('BEGIN:VCALENDAR')).toBe(true);
  });
});
