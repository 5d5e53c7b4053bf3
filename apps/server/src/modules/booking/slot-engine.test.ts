import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { disabledDates } from '../system';
import { type AdviserSchedule, closedReasonOf, dayBounds, freeSlots, scheduledSlots } from './slot-engine';

const HOLIDAYS_2027: ReadonlySet<string> = new Set(await disabledDates('HK', new Date('2027-03-01T00:00:00Z')));
const WEEK = [1, 2, 3, 4, 5, 6, 7] as const;

function adviser(id: string, from: string, to: string, callMinutes = 30, bufferMinutes = 10, daysOff: string[] = []): AdviserSchedule {
  return { id, callMinutes, bufferMinutes, weeklyHours: WEEK.map((weekday) => ({ weekday, from, to })), daysOff: new Set(daysOff) };
}

/** The slots starting on a calendar day in a zone, as local HH:mm there. */
function localTimes(advisers: AdviserSchedule[], date: string, zone: string, holidays = HOLIDAYS_2027): string[] {
  const { from, to } = dayBounds(date, zone);
  return scheduledSlots(advisers, holidays, from, to).map((s) => DateTime.fromJSDate(s.startsAt, { zone }).toFormat('HH:mm'));
}

describe('slot generation across zones', () => {
  const morning = adviser('a', '09:00', '12:00');

  it('keeps Hong Kong hours fixed while a London day moves an hour across the last Sunday of March', () => {
    // Hong Kong 09:00 is 01:00 in London in winter and 02:00 once summer time starts (Sunday 2027-03-28).
    expect(localTimes([morning], '2027-03-23', 'Europe/London')).toEqual(['01:00', '01:40', '02:20', '03:00']);
    expect(localTimes([morning], '2027-03-30', 'Europe/London')).toEqual(['02:00', '02:40', '03:20', '04:00']);
    const { from, to } = dayBounds('2027-03-28', 'Europe/London');
    expect(to.getTime() - from.getTime()).toBe(23 * 3_600_000);
    expect(from.toISOString()).toBe('2027-03-28T00:00:00.000Z');
    expect(to.toISOString()).toBe('2027-03-28T23:00:00.000Z');
    // After the change a London day starts at 23:00 UTC: 07:00 in Hong Kong, before the adviser's first call.
    const summerDay = dayBounds('2027-03-30', 'Europe/London');
    expect(scheduledSlots([morning], HOLIDAYS_2027, summerDay.from, summerDay.to)[0]?.startsAt.toISOString()).toBe('2027-03-30T01:00:00.000Z');
  });

  it('shows a Hong Kong 09:30 slot at 07:00 in Kolkata (+5:30)', () => {
    expect(localTimes([adviser('a', '09:30', '11:00', 30, 0)], '2027-04-07', 'Asia/Kolkata')).toEqual(['07:00', '07:30', '08:00']);
  });

  it('gathers a day whose slots fall on two Hong Kong days (Los Angeles)', () => {
    const { from, to } = dayBounds('2027-04-07', 'America/Los_Angeles');
    const slots = scheduledSlots([adviser('a', '09:00', '18:00', 60, 0)], HOLIDAYS_2027, from, to);
    const hkDays = slots.map((s) => DateTime.fromJSDate(s.startsAt, { zone: 'Asia/Hong_Kong' }).toFormat('yyyy-MM-dd HH:mm'));
    // The Los Angeles Wednesday runs from 15:00 Wednesday to 15:00 Thursday in Hong Kong.
    expect(hkDays).toEqual([
      '2027-04-07 15:00',
      '2027-04-07 16:00',
      '2027-04-07 17:00',
      '2027-04-08 09:00',
      '2027-04-08 10:00',
      '2027-04-08 11:00',
      '2027-04-08 12:00',
      '2027-04-08 13:00',
      '2027-04-08 14:00',
    ]);
    expect(new Set(slots.map((s) => DateTime.fromJSDate(s.startsAt, { zone: 'America/Los_Angeles' }).toISODate()))).toEqual(new Set(['2027-04-07']));
  });
});

describe('what a day holds', () => {
  it('skips weekends, Hong Kong holidays and days off even when weekly hours cover them', () => {
    const a = adviser('a', '09:00', '10:00', 30, 0, ['2027-04-08']);
    const b = adviser('b', '09:00', '10:00', 30, 0);
    const week = scheduledSlots([a, b], HOLIDAYS_2027, new Date('2027-04-04T16:00:00Z'), new Date('2027-04-11T16:00:00Z'));
    const byDay = (id: string) => [
      ...new Set(week.filter((s) => s.adviserId === id).map((s) => DateTime.fromJSDate(s.startsAt, { zone: 'Asia/Hong_Kong' }).toISODate())),
    ];
    // Monday 2027-04-05 is Ching Ming (a public holiday); Saturday and Sunday are closed.
    expect(byDay('b')).toEqual(['2027-04-06', '2027-04-07', '2027-04-08', '2027-04-09']);
    expect(byDay('a')).toEqual(['2027-04-06', '2027-04-07', '2027-04-09']);
  });

  it('cuts spans in steps of call plus buffer, a call ending within the span', () => {
    expect(localTimes([adviser('a', '09:00', '11:10', 30, 10), adviser('b', '14:00', '15:00', 45, 15)], '2027-04-07', 'Asia/Hong_Kong')).toEqual([
      '09:00',
      '09:40',
      '10:20',
      '14:00',
    ]);
  });

  it('takes out a slot whose call or buffer a live booking overlaps, and only that adviser’s', () => {
    const { from, to } = dayBounds('2027-04-07', 'Asia/Hong_Kong');
    const busy = [{ adviserId: 'a', startsAt: new Date('2027-04-07T09:35:00+08:00'), blocksUntil: new Date('2027-04-07T10:15:00+08:00') }];
    const free = freeSlots([adviser('a', '09:00', '12:00'), adviser('b', '09:00', '10:00')], HOLIDAYS_2027, busy, from, to);
    const times = (id: string) =>
      free.filter((s) => s.adviserId === id).map((s) => DateTime.fromJSDate(s.startsAt, { zone: 'Asia/Hong_Kong' }).toFormat('HH:mm'));
    // 09:00 holds the adviser until 09:40 (call and buffer), so a booking from 09:35 takes it too.
    expect(times('a')).toEqual(['10:20', '11:00']);
    expect(times('b')).toEqual(['09:00']);
  });

  it('says why a day is closed, today read in the member’s zone', () => {
    const now = new Date('2027-04-06T20:00:00Z');
    // 04:00 on the 7th in Hong Kong and 01:30 in Kolkata, but 21:00 on the 6th in London.
    expect(closedReasonOf('2027-04-06', 'Asia/Kolkata', HOLIDAYS_2027, now)).toBe('PAST');
    expect(closedReasonOf('2027-04-06', 'Europe/London', HOLIDAYS_2027, now)).toBeNull();
    expect(closedReasonOf('2027-04-10', 'Europe/London', HOLIDAYS_2027, now)).toBe('WEEKEND');
    expect(closedReasonOf('2027-05-13', 'Europe/London', HOLIDAYS_2027, now)).toBe('HOLIDAY');
    expect(closedReasonOf('2027-06-04', 'Europe/London', HOLIDAYS_2027, now)).toBeNull();
    expect(closedReasonOf('2027-06-07', 'Europe/London', HOLIDAYS_2027, now)).toBe('BEYOND_HORIZON');
  });
});
