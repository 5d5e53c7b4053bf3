import { randomBytes } from 'node:crypto';
import { Codes } from '@sme/shared/codes';
import { hkDayOf } from '@sme/shared/hk-day';
import type { ConsoleAdviserView, ConsoleBookingView, ConsoleCalendarView } from '@sme/shared/schemas/booking';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../modules/booking/booking.tables';
import { members } from '../../modules/members/members.tables';
import { clientOf, signedInMember } from '../../test/accounts';
import { signedInStaff } from '../../test/console-staff';
import { type SignedRequest, envelopeOf } from '../../test/signed-inject';
import { createTestApp } from '../../test/test-app';
import { listAudit } from '../audit/audit.service';

/** Back-office adviser calls: admins manage advisers and see every call; an ADVISER sees only their own; outcomes after the start; notes. */

type Send = (req: SignedRequest) => Promise<LightMyRequestResponse>;

let app: FastifyInstance;
let admin: Send;
let adviserStaff: Send;
let adviserStaffId: string;
let member: Send;
let bookerId: string;

const ADVISERS = '/api/v1/console/advisers';
const CALENDAR = '/api/v1/console/booking/calendar';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  app = await createTestApp();
  const [boss, adviser, plain, booker] = await Promise.all([
    signedInStaff(app, { roles: ['ADMIN'] }),
    signedInStaff(app, { roles: ['ADVISER'] }),
    signedInMember(app),
    signedInMember(app),
  ]);
  admin = clientOf(app, '10.83.0.1', boss.cookie);
  adviserStaff = clientOf(app, '10.83.0.2', adviser.cookie);
  adviserStaffId = adviser.memberId;
  member = clientOf(app, '10.83.0.3', plain.cookie);
  bookerId = booker.memberId;
  await app.db.update(members).set({ fullName: 'Chan Tai Man', companyEmail: 'tm.chan@harbour.example.hk' }).where(eq(members.id, bookerId));
});

afterAll(async () => {
  await app?.close();
});

function dataOf<T>(res: LightMyRequestResponse): T {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return envelopeOf<T>(res).data;
}
const fieldsOf = (res: LightMyRequestResponse) => envelopeOf<{ fields: Array<{ field: string }> }>(res).data.fields.map((f) => f.field);
const codeOf = (res: LightMyRequestResponse) => [res.statusCode, envelopeOf(res).meta.code];

const adviserInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ada Lam',
  headline: { en_US: 'Tax and accounts', zh_CN: '税务与会计', zh_TW: '稅務與會計' },
  email: 'ada.lam@smelink.hk',
  languages: ['en', 'yue'],
  callMinutes: 30,
  bufferMinutes: 10,
  weeklyHours: [
    { weekday: 2, from: '14:00', to: '18:00' },
    { weekday: 2, from: '09:30', to: '12:30' },
  ],
  daysOff: [],
  active: true,
  ...overrides,
});
const saveAdviser = async (overrides: Record<string, unknown> = {}) =>
  dataOf<ConsoleAdviserView>(await admin({ url: ADVISERS, json: adviserInput(overrides) }));

/** A booking inserted as the member routes would, starting `startsInMs` from now. */
async function insertBooking(adviserId: string, startsInMs: number, status: 'CONFIRMED' | 'CANCELLED' = 'CONFIRMED'): Promise<string> {
  const startsAt = new Date(Date.now() + startsInMs);
  const [row] = await app.db
    .insert(bookings)
    .values({
      reference: `MT${hkDayOf(startsAt).replaceAll('-', '')}${randomBytes(3).toString('hex')}`,
      memberId: bookerId,
      adviserId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 30 * 60_000),
      blocksUntil: new Date(startsAt.getTime() + 40 * 60_000),
      status,
      timeZone: 'Europe/London',
      topic: 'Opening a bank account',
      roomName: `room-${randomBytes(8).toString('hex')}`,
      ...(status === 'CANCELLED' ? { cancelledAt: new Date(), cancelReason: 'Travel', cancelledBy: 'MEMBER' } : {}),
    })
    .returning({ id: bookings.id });
  if (!row) throw new Error('booking not inserted');
  return row.id;
}

const calendar = (send: Send, query: Record<string, string>) => send({ method: 'GET', url: CALENDAR, query });
const dayIn = (ms: number) => hkDayOf(new Date(Date.now() + ms));

describe('console.adviser.save and list', () => {
  it('refuses bad times, overlapping spans, no language and a member without the ADVISER role, naming the field', async () => {
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ weeklyHours: [{ weekday: 1, from: '09:75', to: '12:00' }] }, 'weeklyHours.0.from'],
      [{ weeklyHours: [{ weekday: 1, from: '12:00', to: '11:00' }] }, 'weeklyHours.0.to'],
      [
        {
          weeklyHours: [
            { weekday: 1, from: '09:00', to: '12:00' },
            { weekday: 3, from: '09:00', to: '12:00' },
            { weekday: 1, from: '11:30', to: '13:00' },
          ],
        },
        'weeklyHours.2.from',
      ],
      [{ languages: [] }, 'languages'],
      [{ memberId: bookerId }, 'memberId'],
      [{ daysOff: [{ date: dayIn(-2 * DAY) }] }, 'daysOff.0.date'],
    ];
    for (const [overrides, field] of refusals) {
      const res = await admin({ url: ADVISERS, json: adviserInput(overrides) });
      expect([field, res.statusCode, fieldsOf(res)]).toEqual([field, 400, [field]]);
    }
    expect(dataOf<{ list: ConsoleAdviserView[] }>(await admin({ method: 'GET', url: ADVISERS })).list).toEqual([]);
  });

  it('creates and updates an adviser: hours sorted, days off replaced, the staff link kept unique, audited', async () => {
    const soon = dayIn(3 * DAY);
    const later = dayIn(10 * DAY);
    const created = await saveAdviser({ memberId: adviserStaffId, daysOff: [{ date: soon, reason: 'Training' }, { date: later }] });
    expect(created).toMatchObject({ name: 'Ada Lam', memberId: adviserStaffId, languages: ['en', 'yue'], upcomingCount: 0 });
    expect(created.weeklyHours.map((h) => h.from)).toEqual(['09:30', '14:00']);
    expect(created.daysOff).toEqual([{ date: soon, reason: 'Training' }, { date: later }]);

    await insertBooking(created.id, 5 * DAY);
    const updated = await saveAdviser({
      id: created.id,
      memberId: adviserStaffId,
      bufferMinutes: 15,
      weeklyHours: [{ weekday: 4, from: '10:00', to: '16:00' }],
      daysOff: [{ date: later }],
    });
    expect(updated).toMatchObject({ id: created.id, bufferMinutes: 15, daysOff: [{ date: later }], upcomingCount: 1 });
    expect(updated.weeklyHours).toEqual([{ weekday: 4, from: '10:00', to: '16:00' }]);
    expect(dataOf<{ list: ConsoleAdviserView[] }>(await admin({ method: 'GET', url: ADVISERS })).list).toEqual([updated]);

    const taken = await admin({ url: ADVISERS, json: adviserInput({ name: 'Other', memberId: adviserStaffId }) });
    expect([taken.statusCode, fieldsOf(taken)]).toEqual([400, ['memberId']]);
    const unknown = await admin({ url: ADVISERS, json: adviserInput({ id: '00000000-0000-4000-8000-000000000000' }) });
    expect(unknown.statusCode).toBe(404);

    const audit = (await listAudit(app.db, { targetId: created.id, page: 1, size: 10 })).list;
    expect(audit.map((e) => [e.action, e.targetType, e.detail.created])).toEqual([
      ['console.adviser.save', 'ADVISER', false],
      ['console.adviser.save', 'ADVISER', true],
    ]);
  });

  it('refuses a member (403) and an ADVISER saving (403 5403)', async () => {
    expect((await member({ method: 'GET', url: ADVISERS })).statusCode).toBe(403);
    expect((await calendar(member, { from: dayIn(0), to: dayIn(0) })).statusCode).toBe(403);
    expect(codeOf(await adviserStaff({ url: ADVISERS, json: adviserInput({ name: 'Mine' }) }))).toEqual([403, Codes.FORBIDDEN_ROLE.code]);
  });
});

describe('console.booking.*', () => {
  let own: ConsoleAdviserView;
  let other: ConsoleAdviserView;
  let ownStarted: string;
  let ownFuture: string;
  let otherStarted: string;

  beforeAll(async () => {
    const list = dataOf<{ list: ConsoleAdviserView[] }>(await admin({ method: 'GET', url: ADVISERS })).list;
    own = list.find((a) => a.memberId === adviserStaffId) ?? (await saveAdviser({ memberId: adviserStaffId }));
    other = await saveAdviser({ name: 'Ben Ho', email: 'ben.ho@smelink.hk' });
    [ownStarted, ownFuture, otherStarted] = await Promise.all([
      insertBooking(own.id, -HOUR),
      insertBooking(own.id, 2 * DAY),
      insertBooking(other.id, -2 * HOUR),
    ]);
    await insertBooking(own.id, -3 * HOUR, 'CANCELLED');
  });

  const outcome = (send: Send, id: string, status: string) => send({ url: `/api/v1/console/booking/${id}/outcome`, json: { status } });
  const notes = (send: Send, id: string, text: string) => send({ url: `/api/v1/console/booking/${id}/notes`, json: { notes: text } });

  it('shows an ADVISER only their adviser and calls; admins see all, with the member and cancelled calls on request', async () => {
    expect(dataOf<{ list: ConsoleAdviserView[] }>(await adviserStaff({ method: 'GET', url: ADVISERS })).list.map((a) => a.id)).toEqual([own.id]);

    const range = { from: dayIn(-DAY), to: dayIn(3 * DAY) };
    const mine = dataOf<ConsoleCalendarView>(await calendar(adviserStaff, range));
    expect(mine.advisers).toEqual([{ id: own.id, name: own.name }]);
    expect(mine.list.map((b) => b.id)).toEqual([ownStarted, ownFuture]);
    expect((await calendar(adviserStaff, { ...range, adviserId: other.id })).statusCode).toBe(404);

    const all = dataOf<ConsoleCalendarView>(await calendar(admin, { ...range, includeCancelled: 'true' }));
    expect(all.advisers.map((a) => a.name).sort()).toEqual(['Ada Lam', 'Ben Ho']);
    expect(all.list).toHaveLength(4);
    expect(all.list.map((b) => Date.parse(b.startsAt))).toEqual(all.list.map((b) => Date.parse(b.startsAt)).sort((a, b) => a - b));
    expect(all.list.find((b) => b.id === otherStarted)).toMatchObject({
      adviserName: 'Ben Ho',
      memberId: bookerId,
      memberNo: expect.stringMatching(/^M\d+/),
      memberName: 'Chan Tai Man',
      memberEmail: expect.stringMatching(/@example\.com$/),
      companyEmail: 'tm.chan@harbour.example.hk',
      joinUrl: expect.stringMatching(/^https:\/\/meet\.jit\.si\/room-/),
    });
    expect(all.list.filter((b) => b.status === 'CANCELLED')).toEqual([expect.objectContaining({ cancelReason: 'Travel' })]);
    expect(dataOf<ConsoleCalendarView>(await calendar(admin, { ...range, adviserId: other.id })).list.map((b) => b.id)).toEqual([otherStarted]);

    expect(codeOf(await outcome(adviserStaff, otherStarted, 'COMPLETED'))[0]).toBe(404);
    expect(codeOf(await notes(adviserStaff, otherStarted, 'Not mine'))[0]).toBe(404);
  });

  it('allows at most 42 Hong Kong days, the start not after the end', async () => {
    expect((await calendar(admin, { from: dayIn(0), to: dayIn(41 * DAY) })).statusCode).toBe(200);
    for (const range of [
      { from: dayIn(0), to: dayIn(42 * DAY) },
      { from: dayIn(DAY), to: dayIn(0) },
    ]) {
      const res = await calendar(admin, range);
      expect([res.statusCode, fieldsOf(res)]).toEqual([400, ['to']]);
    }
  });

  it('records the outcome only once a confirmed call has started (3307), and the adviser notes', async () => {
    expect(codeOf(await outcome(adviserStaff, ownFuture, 'COMPLETED'))).toEqual([409, Codes.BOOKING_OUTCOME_EARLY.code]);
    const marked = dataOf<ConsoleBookingView>(await outcome(adviserStaff, ownStarted, 'NO_SHOW'));
    expect(marked).toMatchObject({ id: ownStarted, status: 'NO_SHOW' });
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, ownStarted));
    expect([row?.outcomeBy, row?.outcomeAt instanceof Date]).toEqual([adviserStaffId, true]);
    expect(codeOf(await outcome(admin, ownStarted, 'COMPLETED'))).toEqual([409, Codes.BOOKING_OUTCOME_EARLY.code]);
    expect(dataOf<ConsoleBookingView>(await outcome(admin, otherStarted, 'COMPLETED')).status).toBe('COMPLETED');

    expect(dataOf<ConsoleBookingView>(await notes(adviserStaff, ownFuture, '  Wants a HSBC account; send the checklist.  ')).adviserNotes).toBe(
      'Wants a HSBC account; send the checklist.',
    );
    expect(dataOf<ConsoleBookingView>(await notes(adviserStaff, ownFuture, '')).adviserNotes).toBeNull();
    const audit = (await listAudit(app.db, { targetType: 'BOOKING', page: 1, size: 10 })).list;
    expect(audit.map((e) => [e.action, e.targetId, e.actorId])).toEqual([
      ['console.booking.notes', ownFuture, adviserStaffId],
      ['console.booking.notes', ownFuture, adviserStaffId],
      ['console.booking.outcome', otherStarted, expect.any(String)],
      ['console.booking.outcome', ownStarted, adviserStaffId],
    ]);
  });
});
