import { ADVISER_TIME_ZONE, BOOKING_HORIZON_DAYS } from '@sme/shared/booking-rules';
import { type ClosedReason, closedDayReason, type WeeklyHours } from '@sme/shared/schemas/booking';
import { DateTime } from 'luxon';

/**
 * Slots from advisers' weekly hours, pure: no database, no clock. Hours and days off are Hong Kong calendar times
 * (ADVISER_TIME_ZONE); the member's calendar day is read in their own IANA zone, so a day of 23 or 25 hours (a
 * daylight-saving change) or an offset of half an hour maps onto the right Hong Kong hours.
 */

/** What slots are cut from: an adviser's hours, call length, buffer and Hong Kong days off (YYYY-MM-DD). */
export interface AdviserSchedule {
  id: string;
  callMinutes: number;
  bufferMinutes: number;
  weeklyHours: readonly WeeklyHours[];
  daysOff: ReadonlySet<string>;
}

/** A live booking's hold on an adviser: [startsAt, blocksUntil). */
export interface BusyRange {
  adviserId: string;
  startsAt: Date;
  blocksUntil: Date;
}

/** A call an adviser's hours allow; the adviser is held until blocksUntil (call plus buffer). */
export interface Slot {
  adviserId: string;
  startsAt: Date;
  endsAt: Date;
  blocksUntil: Date;
}

const MINUTE_MS = 60_000;

/** The instants a calendar day covers in a zone: [its first instant, the next day's first instant). */
export function dayBounds(date: string, timeZone: string): { from: Date; to: Date } {
  const start = DateTime.fromISO(date, { zone: timeZone }).startOf('day');
  return { from: start.toJSDate(), to: start.plus({ days: 1 }).toJSDate() };
}

/** The Hong Kong days [from, to) touches, in order. */
function hkDaysBetween(from: Date, to: Date): string[] {
  const days: string[] = [];
  const last = DateTime.fromJSDate(new Date(to.getTime() - 1), { zone: ADVISER_TIME_ZONE }).startOf('day');
  for (let d = DateTime.fromJSDate(from, { zone: ADVISER_TIME_ZONE }).startOf('day'); d <= last; d = d.plus({ days: 1 })) days.push(d.toISODate() ?? '');
  return days;
}

function isWeekend(weekday: number): boolean {
  return weekday >= 6;
}

/**
 * Every slot the advisers' hours hold that starts in [from, to), booked or not, soonest first: on Hong Kong working
 * days (not Saturday or Sunday, not a public holiday, not the adviser's day off), each span of the weekday cut from its
 * start in steps of call + buffer, a call ending within the span.
 */
export function scheduledSlots(advisers: readonly AdviserSchedule[], holidays: ReadonlySet<string>, from: Date, to: Date): Slot[] {
  const slots: Slot[] = [];
  if (from >= to) return slots;
  for (const day of hkDaysBetween(from, to)) {
    const date = DateTime.fromISO(day, { zone: ADVISER_TIME_ZONE });
    if (isWeekend(date.weekday) || holidays.has(day)) continue;
    for (const adviser of advisers) {
      if (adviser.daysOff.has(day)) continue;
      const callMs = adviser.callMinutes * MINUTE_MS;
      const stepMs = (adviser.callMinutes + adviser.bufferMinutes) * MINUTE_MS;
      for (const span of adviser.weeklyHours) {
        if (span.weekday !== date.weekday) continue;
        const spanEnd = DateTime.fromISO(`${day}T${span.to}`, { zone: ADVISER_TIME_ZONE }).toMillis();
        for (let start = DateTime.fromISO(`${day}T${span.from}`, { zone: ADVISER_TIME_ZONE }).toMillis(); start + callMs <= spanEnd; start += stepMs) {
          if (start < from.getTime() || start >= to.getTime()) continue;
          slots.push({ adviserId: adviser.id, startsAt: new Date(start), endsAt: new Date(start + callMs), blocksUntil: new Date(start + stepMs) });
        }
      }
    }
  }
  return slots.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.adviserId.localeCompare(b.adviserId));
}

/** Whether no live booking of the slot's adviser overlaps the slot's call and buffer. */
export function isFree(slot: Slot, busy: readonly BusyRange[]): boolean {
  return !busy.some((b) => b.adviserId === slot.adviserId && b.startsAt < slot.blocksUntil && b.blocksUntil > slot.startsAt);
}

/** The slots starting in [from, to) that no live booking holds. */
export function freeSlots(advisers: readonly AdviserSchedule[], holidays: ReadonlySet<string>, busy: readonly BusyRange[], from: Date, to: Date): Slot[] {
  return scheduledSlots(advisers, holidays, from, to).filter((slot) => isFree(slot, busy));
}

/** Why a calendar day in `timeZone` offers nothing at all (the shared rule), or null when it is open. */
export function closedReasonOf(date: string, timeZone: string, holidays: ReadonlySet<string>, now: Date): ClosedReason | null {
  const inZone = (at: Date) => DateTime.fromJSDate(at, { zone: timeZone }).toISODate() ?? '';
  // The last day that starts before the horizon ends.
  const lastDay = inZone(new Date(now.getTime() + BOOKING_HORIZON_DAYS * 86_400_000 - 1));
  return closedDayReason(date, inZone(now), lastDay, holidays);
}
