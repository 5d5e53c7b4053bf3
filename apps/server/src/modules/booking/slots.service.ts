import { type AdviserLanguage, BOOKING_HOLIDAY_REGION, BOOKING_HORIZON_DAYS, PRIORITY_NOTICE_HOURS, STANDARD_NOTICE_HOURS } from '@sme/shared/booking-rules';
import type { SlotsQuery, SlotView } from '@sme/shared/schemas/booking';
import { hkDayOf } from '@sme/shared/hk-day';
import { and, arrayContains, asc, eq, gt, gte, inArray, lt, lte, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hasBenefit } from '../membership';
import { disabledDates } from '../system';
import { adviserDaysOff, advisers, bookings } from './booking.tables';
import { type AdviserSchedule, type BusyRange, closedReasonOf, dayBounds, isFree, scheduledSlots, type Slot } from './slot-engine';

export type AdviserRow = typeof advisers.$inferSelect;

const HOUR_MS = 3_600_000;

/** Which advisers' slots to look at. */
export interface AdviserFilter {
  language?: AdviserLanguage | undefined;
  adviserId?: string | undefined;
}

/** The member's booking being rescheduled: its own hold does not count as busy. */
export interface OwnBooking {
  memberId: string;
  bookingId?: string | undefined;
}

/** A slot as offered to one member: `priority` when only priority meetings make it bookable this soon. */
export interface OfferedSlot extends Slot {
  priority: boolean;
}

/** Active advisers matching the filter, in the back office's order. */
export async function activeAdvisers(db: Db, filter: AdviserFilter = {}): Promise<AdviserRow[]> {
  return db
    .select()
    .from(advisers)
    .where(
      and(
        eq(advisers.active, true),
        filter.language ? arrayContains(advisers.languages, [filter.language]) : undefined,
        filter.adviserId ? eq(advisers.id, filter.adviserId) : undefined,
      ),
    )
    .orderBy(asc(advisers.sort), asc(advisers.name));
}

/** Whether the member has priority meetings now: shorter notice, more upcoming calls. */
export function isPriorityMember(db: Db, memberId: string, now: Date): Promise<boolean> {
  return hasBenefit(db, memberId, 'priorityMeetings', now);
}

/** Hong Kong public holidays around `now` (this year and next cover the whole horizon). */
async function hkHolidays(now: Date): Promise<ReadonlySet<string>> {
  return new Set((await disabledDates(BOOKING_HOLIDAY_REGION, now)) ?? []);
}

/** The span a member may book in at `now`: from the notice they get to the horizon. */
function offerWindow(now: Date, priority: boolean): { from: Date; to: Date } {
  const noticeHours = priority ? PRIORITY_NOTICE_HOURS : STANDARD_NOTICE_HOURS;
  return { from: new Date(now.getTime() + noticeHours * HOUR_MS), to: new Date(now.getTime() + BOOKING_HORIZON_DAYS * 24 * HOUR_MS) };
}

async function schedulesOf(db: Db, rows: readonly AdviserRow[], from: Date, to: Date): Promise<AdviserSchedule[]> {
  const ids = rows.map((a) => a.id);
  const daysOff = ids.length
    ? await db
        .select()
        .from(adviserDaysOff)
        .where(and(inArray(adviserDaysOff.adviserId, ids), gte(adviserDaysOff.day, hkDayOf(from)), lte(adviserDaysOff.day, hkDayOf(to))))
    : [];
  return rows.map((a) => ({
    id: a.id,
    callMinutes: a.callMinutes,
    bufferMinutes: a.bufferMinutes,
    weeklyHours: a.weeklyHours,
    daysOff: new Set(daysOff.filter((d) => d.adviserId === a.id).map((d) => d.day)),
  }));
}

/** Live bookings of these advisers that overlap [from, to), except the member's own booking being moved. */
async function busyRanges(db: Db, adviserIds: readonly string[], from: Date, to: Date, own: OwnBooking): Promise<BusyRange[]> {
  if (!adviserIds.length) return [];
  return db
    .select({ adviserId: bookings.adviserId, startsAt: bookings.startsAt, blocksUntil: bookings.blocksUntil })
    .from(bookings)
    .where(
      and(
        inArray(bookings.adviserId, [...adviserIds]),
        ne(bookings.status, 'CANCELLED'),
        lt(bookings.startsAt, to),
        gt(bookings.blocksUntil, from),
        own.bookingId ? or(ne(bookings.id, own.bookingId), ne(bookings.memberId, own.memberId)) : undefined,
      ),
    );
}

/** Every slot of these advisers starting in [from, to) within the member's window, with whether a live booking holds it. */
async function slotsInWindow(
  db: Db,
  rows: readonly AdviserRow[],
  range: { from: Date; to: Date },
  own: OwnBooking,
  priority: boolean,
  now: Date,
): Promise<{ slot: OfferedSlot; free: boolean }[]> {
  const window = offerWindow(now, priority);
  const from = new Date(Math.max(range.from.getTime(), window.from.getTime()));
  const to = new Date(Math.min(range.to.getTime(), window.to.getTime()));
  if (from >= to || !rows.length) return [];
  const slots = scheduledSlots(await schedulesOf(db, rows, from, to), await hkHolidays(now), from, to);
  const maxHoldMs = Math.max(...rows.map((a) => (a.callMinutes + a.bufferMinutes) * 60_000));
  const busy = await busyRanges(
    db,
    rows.map((a) => a.id),
    from,
    new Date(to.getTime() + maxHoldMs),
    own,
  );
  const standardFrom = now.getTime() + STANDARD_NOTICE_HOURS * HOUR_MS;
  return slots.map((slot) => ({ slot: { ...slot, priority: slot.startsAt.getTime() < standardFrom }, free: isFree(slot, busy) }));
}

/** The free slots a member is offered now among these advisers, starting in [from, to). */
async function offeredSlots(
  db: Db,
  rows: readonly AdviserRow[],
  range: { from: Date; to: Date },
  own: OwnBooking,
  priority: boolean,
  now: Date,
): Promise<OfferedSlot[]> {
  return (await slotsInWindow(db, rows, range, own, priority, now)).filter((s) => s.free).map((s) => s.slot);
}

/** The free slots offered to the member on a calendar day in their zone (3304's answer). */
export async function offeredSlotsOfDay(db: Db, date: string, timeZone: string, own: OwnBooking, priority: boolean, now: Date): Promise<OfferedSlot[]> {
  if (closedReasonOf(date, timeZone, await hkHolidays(now), now)) return [];
  return offeredSlots(db, await activeAdvisers(db), dayBounds(date, timeZone), own, priority, now);
}

/**
 * Whether the member may take this adviser's slot at `startsAt` now: NONE when no such slot is offered to them (not
 * the adviser's hours, a weekend or holiday, too soon, too far, an inactive adviser), TAKEN when a live booking holds
 * it, else FREE with the slot.
 */
export async function checkSlot(
  db: Db,
  adviserId: string,
  startsAt: Date,
  own: OwnBooking,
  priority: boolean,
  now: Date,
): Promise<{ state: 'NONE' } | { state: 'TAKEN' } | { state: 'FREE'; slot: OfferedSlot }> {
  const rows = await activeAdvisers(db, { adviserId });
  const [found] = await slotsInWindow(db, rows, { from: startsAt, to: new Date(startsAt.getTime() + 1) }, own, priority, now);
  if (!found) return { state: 'NONE' };
  return found.free ? { state: 'FREE', slot: found.slot } : { state: 'TAKEN' };
}

/** The API form of an offered slot. */
export function toSlotView(slot: OfferedSlot): SlotView {
  return { adviserId: slot.adviserId, startsAt: slot.startsAt.toISOString(), endsAt: slot.endsAt.toISOString(), priority: slot.priority };
}

/** booking.slots before the views: the day's closed reason, the advisers matching the filter and their offered free slots. */
export async function slotsOfDay(
  db: Db,
  memberId: string,
  query: SlotsQuery,
  now: Date,
): Promise<{ closedReason: ReturnType<typeof closedReasonOf>; priorityMember: boolean; advisers: AdviserRow[]; slots: OfferedSlot[] }> {
  const priorityMember = await isPriorityMember(db, memberId, now);
  const rows = await activeAdvisers(db, { language: query.language, adviserId: query.adviserId });
  const closedReason = closedReasonOf(query.date, query.timeZone, await hkHolidays(now), now);
  const slots = closedReason
    ? []
    : await offeredSlots(db, rows, dayBounds(query.date, query.timeZone), { memberId, bookingId: query.bookingId }, priorityMember, now);
  return { closedReason, priorityMember, advisers: rows, slots };
}
