import { randomBytes } from 'node:crypto';
import type { Locale } from '@sme/shared/constants';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../integrations/mail/outbox-mailer';
import { allJobHandlers } from '../../job-handlers';
import { runDueJobs } from '../../jobs/job-queue';
import { jobs } from '../../jobs/jobs.tables';
import { createTestApp } from '../../test/test-app';
import { createMember, setCompanyEmail } from '../members';
import { type BookingIcsInput, bookingIcs } from './booking-ics';
import { type BookingNoticeDeps, sendBookingNotices } from './booking-notices';
import { BOOKING_REMINDER_JOB, scheduleBookingReminders, sendBookingReminder } from './booking-reminders';
import { advisers, bookings } from './booking.tables';

let app: FastifyInstance;
let deps: BookingNoticeDeps;
let adviserId = '';
const ADVISER_EMAIL = 'grace.adviser@sme-advisers.hk';

beforeAll(async () => {
  app = await createTestApp();
  deps = { mailer: app.mailer, publicUrl: app.config.publicUrl, meetingUrlTemplate: app.config.meetingUrlTemplate };
  const [adviser] = await app.db
    .insert(advisers)
    .values({
      name: 'Grace Wong',
      headline: { en_US: 'Company formation', zh_CN: '公司注册', zh_TW: '公司註冊' },
      email: ADVISER_EMAIL,
      languages: ['en', 'yue'],
      weeklyHours: [{ weekday: 3, from: '09:00', to: '18:00' }],
    })
    .returning({ id: advisers.id });
  adviserId = adviser?.id ?? '';
});

afterAll(async () => {
  await app?.close();
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Unfolds the iCalendar lines (RFC 5545 3.1) so long values can be matched whole. */
const icsLines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

/** A member with a verified company email, and a confirmed call of 30 minutes at `startsAt`. */
async function bookedCall(startsAt: Date, locale: Locale = 'zh_CN', timeZone = 'Europe/London') {
  const tag = randomBytes(4).toString('hex');
  const member = await createMember(app.db, { email: `home-${tag}@example.com`, locale });
  const memberId = member?.id ?? '';
  const companyEmail = `staff-${tag}@acme-trading.com.hk`;
  await setCompanyEmail(app.db, memberId, companyEmail, new Date());
  const [row] = await app.db
    .insert(bookings)
    .values({
      reference: `MT${startsAt.toISOString().slice(0, 10).replaceAll('-', '')}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`,
      memberId,
      adviserId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 30 * MINUTE),
      blocksUntil: new Date(startsAt.getTime() + 40 * MINUTE),
      timeZone,
      roomName: `room-${tag}`,
      topic: 'Opening a bank account',
    })
    .returning();
  if (!row) throw new Error('booking not inserted');
  return { booking: row, companyEmail, mails: () => listOutbox(app.db, { to: companyEmail, limit: 10 }) };
}

describe('the calendar file', () => {
  const call: BookingIcsInput = {
    id: '5a0f3f0e-8c1b-4d6e-9f00-0a1b2c3d4e5f',
    reference: 'MT20310312000123',
    sequence: 0,
    status: 'CONFIRMED',
    startsAt: new Date('2031-03-12T02:00:00Z'),
    endsAt: new Date('2031-03-12T02:30:00Z'),
    adviserName: 'Grace Wong',
    adviserEmail: ADVISER_EMAIL,
    joinUrl: 'https://meet.jit.si/room-abc',
    manageUrl: 'http://localhost:8080/meeting?id=5a0f3f0e-8c1b-4d6e-9f00-0a1b2c3d4e5f',
    topic: null,
    locale: 'en_US',
  };

  it('invites in UTC with a 15-minute alarm, keeps its UID across a reschedule, and cancels with a higher SEQUENCE', () => {
    const booked = icsLines(bookingIcs(call));
    expect(booked).toEqual(
      expect.arrayContaining([
        'METHOD:REQUEST',
        'DTSTART:20310312T020000Z',
        'DTEND:20310312T023000Z',
        'SEQUENCE:0',
        'STATUS:CONFIRMED',
        'TRIGGER:-PT15M',
        'URL:https://meet.jit.si/room-abc',
        'SUMMARY:Video call with Grace Wong (MT20310312000123)',
      ]),
    );
    expect(booked.find((l) => l.startsWith('DESCRIPTION:'))).toContain(call.manageUrl);
    expect(booked.find((l) => l.startsWith('ORGANIZER'))).toContain(`MAILTO:${ADVISER_EMAIL}`);
    const uid = booked.find((l) => l.startsWith('UID:'));
    expect(uid).toBe(`UID:${call.id}@bookings.smelink.hk`);

    const moved = icsLines(bookingIcs({ ...call, sequence: 1, startsAt: new Date('2031-03-13T07:00:00Z'), endsAt: new Date('2031-03-13T07:30:00Z') }));
    expect(moved.find((l) => l.startsWith('UID:'))).toBe(uid);
    expect(moved).toEqual(expect.arrayContaining(['METHOD:REQUEST', 'SEQUENCE:1', 'DTSTART:20310313T070000Z']));

    const cancelled = icsLines(bookingIcs({ ...call, sequence: 2, status: 'CANCELLED' }));
    expect(cancelled).toEqual(expect.arrayContaining(['METHOD:CANCEL', 'STATUS:CANCELLED', 'SEQUENCE:2', uid]));
    expect(cancelled).not.toContain('TRIGGER:-PT15M');
  });
});

describe('booking notices', () => {
  it('mails the member (company address, their language, both times, the invitation attached) and the adviser', async () => {
    const { booking, companyEmail, mails } = await bookedCall(new Date('2031-03-12T02:00:00Z'));
    const adviserMails = () => listOutbox(app.db, { to: ADVISER_EMAIL, limit: 10 });
    const adviserBefore = (await adviserMails()).length;
    await sendBookingNotices(app.db, deps, booking.id, 'BOOKED');

    const [confirmation] = await mails();
    expect(confirmation?.subject).toContain('您与 Grace Wong 的通话已预约');
    // 02:00 in London (GMT before the end of March) is 10:00 in Hong Kong.
    expect(confirmation?.text).toMatch(/02:00.*（Europe\/London）· 香港时间 .*10:00/);
    expect(confirmation?.text).toContain(`${app.config.publicUrl}/meeting?id=${booking.id}`);
    expect(confirmation?.text).toContain(`https://meet.jit.si/${booking.roomName}`);
    expect(confirmation?.attachments).toHaveLength(1);
    const [invitation] = confirmation?.attachments ?? [];
    expect(invitation).toMatchObject({ filename: `${booking.reference}.ics`, contentType: 'text/calendar; charset=utf-8; method=REQUEST' });
    expect(icsLines(invitation?.content ?? '')).toEqual(expect.arrayContaining(['METHOD:REQUEST', 'DTSTART:20310312T020000Z']));

    const adviserNow = await adviserMails();
    expect(adviserNow).toHaveLength(adviserBefore + 1);
    expect(adviserNow[0]?.subject).toMatch(new RegExp(`^New call ${booking.reference}: .*10:00`));
    expect(adviserNow[0]?.text).toContain(`company email ${companyEmail}`);
    expect(adviserNow[0]?.text).toContain('Topic: Opening a bank account');

    await app.db.update(bookings).set({ status: 'CANCELLED', sequence: 1, cancelledAt: new Date() }).where(eq(bookings.id, booking.id));
    await sendBookingNotices(app.db, deps, booking.id, 'CANCELLED');
    const [notice] = await mails();
    expect(notice?.subject).toContain('已取消');
    expect(notice?.attachments?.[0]?.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(icsLines(notice?.attachments?.[0]?.content ?? '')).toEqual(expect.arrayContaining(['METHOD:CANCEL', 'STATUS:CANCELLED', 'SEQUENCE:1']));
    expect((await adviserMails())[0]?.subject).toMatch(new RegExp(`^Call ${booking.reference} on .* cancelled$`));
  });
});

describe('booking reminders', () => {
  const handlers = () => allJobHandlers(app.storage, deps);
  const schedule = (booking: { id: string; startsAt: Date }, now: Date) => app.db.transaction((tx) => scheduleBookingReminders(tx, booking, now));

  it('reminds 24 hours and 1 hour before, once each', async () => {
    const startsAt = new Date('2031-04-09T02:00:00Z');
    const { booking, mails } = await bookedCall(startsAt, 'en_US');
    await schedule(booking, new Date('2031-04-01T00:00:00Z'));

    await runDueJobs(app.db, handlers(), new Date(startsAt.getTime() - 25 * HOUR));
    expect(await mails()).toHaveLength(0);
    const dayBefore = new Date(startsAt.getTime() - 24 * HOUR);
    await runDueJobs(app.db, handlers(), dayBefore);
    expect((await mails()).map((m) => m.subject)).toEqual(['Reminder: your call with Grace Wong is tomorrow']);
    // The same job run again (at least once) mails nothing more.
    const payload = { bookingId: booking.id, startsAt: startsAt.toISOString(), offsetMinutes: 24 * 60 };
    expect(await app.db.transaction((tx) => sendBookingReminder(deps)(tx, payload, dayBefore))).toBeUndefined();

    await runDueJobs(app.db, handlers(), new Date(startsAt.getTime() - HOUR));
    const sent = await mails();
    expect(sent.map((m) => m.subject)).toEqual(['Reminder: your call with Grace Wong starts in one hour', 'Reminder: your call with Grace Wong is tomorrow']);
    expect(sent[0]?.text).toContain(`https://meet.jit.si/${booking.roomName}`);
    const [marks] = await app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect([marks?.reminded24For, marks?.reminded1For]).toEqual([startsAt, startsAt]);
  });

  it('sends nothing for a cancelled call', async () => {
    const startsAt = new Date('2031-05-14T02:00:00Z');
    const { booking, mails } = await bookedCall(startsAt);
    await schedule(booking, new Date('2031-05-01T00:00:00Z'));
    await app.db.update(bookings).set({ status: 'CANCELLED', sequence: 1 }).where(eq(bookings.id, booking.id));
    await runDueJobs(app.db, handlers(), new Date(startsAt.getTime() - HOUR));
    expect(await mails()).toHaveLength(0);
  });

  it('reminds again for the new time after a reschedule, and not for the old one', async () => {
    const startsAt = new Date('2031-06-11T02:00:00Z');
    const { booking, mails } = await bookedCall(startsAt, 'en_US', 'Asia/Kolkata');
    await schedule(booking, new Date('2031-06-01T00:00:00Z'));
    await runDueJobs(app.db, handlers(), new Date(startsAt.getTime() - 24 * HOUR));
    expect(await mails()).toHaveLength(1);

    const movedTo = new Date('2031-06-13T06:00:00Z');
    const rescheduledAt = new Date(startsAt.getTime() - 20 * HOUR);
    await app.db.transaction(async (tx) => {
      await tx
        .update(bookings)
        .set({
          startsAt: movedTo,
          endsAt: new Date(movedTo.getTime() + 30 * MINUTE),
          blocksUntil: new Date(movedTo.getTime() + 40 * MINUTE),
          sequence: sql`${bookings.sequence} + 1`,
        })
        .where(eq(bookings.id, booking.id));
      await scheduleBookingReminders(tx, { id: booking.id, startsAt: movedTo }, rescheduledAt);
    });
    // The old time's 1-hour job finds the call moved.
    const oldHour = await runDueJobs(app.db, handlers(), new Date(startsAt.getTime() - HOUR));
    expect(oldHour.failed).toEqual([]);
    expect(await mails()).toHaveLength(1);

    await runDueJobs(app.db, handlers(), new Date(movedTo.getTime() - 24 * HOUR));
    const sent = await mails();
    expect(sent).toHaveLength(2);
    // 06:00 UTC is 11:30 in Kolkata and 14:00 in Hong Kong.
    expect(sent[0]?.text).toMatch(/11:30 AM \(Asia\/Kolkata\) · .*2:00 PM Hong Kong time/);
    const scheduled = await app.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.kind, BOOKING_REMINDER_JOB), sql`${jobs.payload}->>'bookingId' = ${booking.id}`));
    expect(scheduled.map((j) => `${String(j.payload.startsAt)} ${String(j.payload.offsetMinutes)}`).sort()).toEqual([
      `${startsAt.toISOString()} 1440`,
      `${startsAt.toISOString()} 60`,
      `${movedTo.toISOString()} 1440`,
      `${movedTo.toISOString()} 60`,
    ]);
  });
});
