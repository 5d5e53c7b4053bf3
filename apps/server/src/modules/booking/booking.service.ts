import { randomBytes, randomInt } from 'node:crypto';
import { UPCOMING_LIMIT_PRIORITY, UPCOMING_LIMIT_STANDARD } from '@sme/shared/booking-rules';
import { Codes } from '@sme/shared/codes';
import { hkDayOf } from '@sme/shared/hk-day';
import type { BookingCancelInput, BookingCreateInput, BookingRescheduleInput } from '@sme/shared/schemas/booking';
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database, DatabaseTx, Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { findMemberById } from '../members';
import { type BookingNoticeDeps, type BookingNoticeKind, sendBookingNotices } from './booking-notices';
import { scheduleBookingReminders } from './booking-reminders';
import { canChangeBooking, type BookingRow } from './booking-views';
import { advisers, bookings } from './booking.tables';
import { type AdviserRow, checkSlot, isPriorityMember, type OfferedSlot, offeredSlotsOfDay, type OwnBooking, toSlotView } from './slots.service';

/** What the booking operations need: the database, mail after commit, and a log for mail that failed. */
export interface BookingDeps {
  db: Database;
  notices: BookingNoticeDeps;
  log: { error(details: object, message: string): void };
}

/** A booking with its adviser, as the views take it. */
export interface BookingWithAdviser {
  booking: BookingRow;
  adviser: AdviserRow;
}

/** Tries at a reference before giving up (a clash of six random digits on one day is rare already). */
const REFERENCE_TRIES = 5;

/** MT, the Hong Kong day (yyyymmdd) and six random digits. */
function newReference(now: Date): string {
  return `MT${hkDayOf(now).replaceAll('-', '')}${String(randomInt(1_000_000)).padStart(6, '0')}`;
}

/** 144 random bits, URL-safe: a room nobody can guess their way into. */
function newRoomName(): string {
  return randomBytes(18).toString('base64url');
}

/** Whether PostgreSQL refused a row by an exclusion constraint (SQLSTATE 23P01); drizzle wraps the driver's error as `cause`. */
function isExclusionViolation(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23P01') return true;
  }
  return false;
}

/** Serialises one member's bookings until the transaction ends, so two tabs cannot both pass the upcoming limit. */
async function lockMemberBookings(tx: DatabaseTx, memberId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`booking:${memberId}`}, 0))`);
}

/** How many upcoming calls the member may hold. */
async function upcomingLimitOf(db: Db, memberId: string, now: Date): Promise<number> {
  return (await isPriorityMember(db, memberId, now)) ? UPCOMING_LIMIT_PRIORITY : UPCOMING_LIMIT_STANDARD;
}

/** 3304: the slot went to someone else; the member's free slots of that day (in their zone) come with it. */
async function slotTaken(db: Db, own: OwnBooking, startsAt: Date, timeZone: string, priority: boolean, now: Date): Promise<AppError> {
  const day = DateTime.fromJSDate(startsAt, { zone: timeZone }).toISODate() ?? '';
  const slots = await offeredSlotsOfDay(db, day, timeZone, own, priority, now);
  return new AppError(Codes.BOOKING_SLOT_TAKEN, { data: { slots: slots.map(toSlotView) } });
}

/** The offered free slot at the requested time, or why not: 3303 none offered, 3304 taken. */
async function requireFreeSlot(
  tx: Db,
  input: { adviserId: string; startsAt: string; timeZone: string },
  own: OwnBooking,
  priority: boolean,
  now: Date,
): Promise<OfferedSlot> {
  const startsAt = new Date(input.startsAt);
  const found = await checkSlot(tx, input.adviserId, startsAt, own, priority, now);
  if (found.state === 'NONE') throw new AppError(Codes.BOOKING_SLOT_UNAVAILABLE);
  if (found.state === 'TAKEN') throw await slotTaken(tx, own, startsAt, input.timeZone, priority, now);
  return found.slot;
}

/**
 * Runs a change that takes or moves a slot; the exclusion constraint's refusal (another member won the race between
 * our check and our write) becomes 3304 with the day's remaining slots, read after the rollback.
 */
async function takingSlot<T>(
  db: Database,
  input: { startsAt: string; timeZone: string },
  own: OwnBooking,
  priority: boolean,
  now: Date,
  change: () => Promise<T>,
): Promise<T> {
  try {
    return await change();
  } catch (err) {
    if (isExclusionViolation(err)) throw await slotTaken(db, own, new Date(input.startsAt), input.timeZone, priority, now);
    throw err;
  }
}

async function withAdviser(db: Db, booking: BookingRow): Promise<BookingWithAdviser> {
  const [adviser] = await db.select().from(advisers).where(eq(advisers.id, booking.adviserId));
  if (!adviser) throw new Error(`adviser ${booking.adviserId} of booking ${booking.id} missing`);
  return { booking, adviser };
}

/** A mail that fails is logged; the booking it is about stands. */
async function notify(deps: BookingDeps, bookingId: string, kind: BookingNoticeKind, previousStartsAt?: Date): Promise<void> {
  try {
    await sendBookingNotices(deps.db, deps.notices, bookingId, kind, previousStartsAt);
  } catch (err) {
    deps.log.error({ err, bookingId, kind }, 'booking notice not sent');
  }
}

/**
 * booking.create: the member (with a verified company email, 3302) takes one of the slots offered to them now (3303
 * otherwise; 3304 when another member holds it), within their upcoming limit (3305). The limit is counted under the
 * member's lock; the slot is guarded by the exclusion constraint.
 */
export async function createBooking(deps: BookingDeps, memberId: string, input: BookingCreateInput, now: Date): Promise<BookingWithAdviser> {
  const member = await findMemberById(deps.db, memberId);
  if (!member?.companyEmailVerifiedAt) throw new AppError(Codes.BOOKING_COMPANY_EMAIL_REQUIRED);
  const priority = await isPriorityMember(deps.db, memberId, now);
  const limit = priority ? UPCOMING_LIMIT_PRIORITY : UPCOMING_LIMIT_STANDARD;
  const booking = await takingSlot(deps.db, input, { memberId }, priority, now, () =>
    deps.db.transaction(async (tx) => {
      await lockMemberBookings(tx, memberId);
      const [held] = await tx
        .select({ n: count() })
        .from(bookings)
        .where(and(eq(bookings.memberId, memberId), eq(bookings.status, 'CONFIRMED'), gt(bookings.endsAt, now)));
      if ((held?.n ?? 0) >= limit) throw new AppError(Codes.BOOKING_LIMIT, { vars: { limit } });
      const slot = await requireFreeSlot(tx, input, { memberId }, priority, now);
      const roomName = newRoomName();
      for (let i = 0; i < REFERENCE_TRIES; i += 1) {
        const [row] = await tx
          .insert(bookings)
          .values({
            reference: newReference(now),
            memberId,
            adviserId: slot.adviserId,
            startsAt: slot.startsAt,
            endsAt: slot.endsAt,
            blocksUntil: slot.blocksUntil,
            timeZone: input.timeZone,
            topic: input.topic ?? null,
            roomName,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing({ target: bookings.reference })
          .returning();
        if (row) {
          await scheduleBookingReminders(tx, { id: row.id, startsAt: row.startsAt }, now);
          return row;
        }
      }
      throw new Error('no free booking reference');
    }),
  );
  await notify(deps, booking.id, 'BOOKED');
  return withAdviser(deps.db, booking);
}

/** The member's own booking, locked for the change; another member's answers 404 like a missing one. */
async function ownBookingForChange(tx: DatabaseTx, memberId: string, bookingId: string, now: Date): Promise<BookingRow> {
  const [row] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.memberId, memberId)))
    .for('update');
  if (!row) throw new AppError(Codes.NOT_FOUND);
  if (!canChangeBooking(row, now)) throw new AppError(Codes.BOOKING_CHANGE_CLOSED);
  return row;
}

/**
 * booking.reschedule: move a confirmed call (up to the cutoff, 3306) to another slot offered to the member, its own
 * old slot counting as free. One UPDATE moves it, so the old hold is released by the very statement that takes the
 * new one, and the exclusion constraint decides a race for the new one (3304).
 */
export async function rescheduleBooking(
  deps: BookingDeps,
  memberId: string,
  bookingId: string,
  input: BookingRescheduleInput,
  now: Date,
): Promise<BookingWithAdviser> {
  const priority = await isPriorityMember(deps.db, memberId, now);
  const { booking, previousStartsAt } = await takingSlot(deps.db, input, { memberId, bookingId }, priority, now, () =>
    deps.db.transaction(async (tx) => {
      await lockMemberBookings(tx, memberId);
      const current = await ownBookingForChange(tx, memberId, bookingId, now);
      const slot = await requireFreeSlot(tx, input, { memberId, bookingId }, priority, now);
      const [row] = await tx
        .update(bookings)
        .set({
          adviserId: slot.adviserId,
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
          blocksUntil: slot.blocksUntil,
          timeZone: input.timeZone,
          sequence: sql`${bookings.sequence} + 1`,
          updatedAt: now,
        })
        .where(eq(bookings.id, current.id))
        .returning();
      if (!row) throw new AppError(Codes.NOT_FOUND);
      await scheduleBookingReminders(tx, { id: row.id, startsAt: row.startsAt }, now);
      return { booking: row, previousStartsAt: current.startsAt };
    }),
  );
  await notify(deps, booking.id, 'RESCHEDULED', previousStartsAt);
  return withAdviser(deps.db, booking);
}

/** booking.cancel: up to the cutoff before a confirmed call (3306); the slot is free again at once. */
export async function cancelBooking(deps: BookingDeps, memberId: string, bookingId: string, input: BookingCancelInput, now: Date): Promise<BookingWithAdviser> {
  const booking = await deps.db.transaction(async (tx) => {
    const current = await ownBookingForChange(tx, memberId, bookingId, now);
    const [row] = await tx
      .update(bookings)
      .set({
        status: 'CANCELLED',
        cancelledAt: now,
        cancelledBy: 'MEMBER',
        cancelReason: input.reason ?? null,
        sequence: sql`${bookings.sequence} + 1`,
        updatedAt: now,
      })
      .where(eq(bookings.id, current.id))
      .returning();
    if (!row) throw new AppError(Codes.NOT_FOUND);
    return row;
  });
  await notify(deps, booking.id, 'CANCELLED');
  return withAdviser(deps.db, booking);
}

/** booking.detail: one of the member's own bookings (another member's answers 404). */
export async function bookingOfMember(db: Db, memberId: string, bookingId: string): Promise<BookingWithAdviser> {
  const [row] = await db
    .select({ booking: bookings, adviser: advisers })
    .from(bookings)
    .innerJoin(advisers, eq(advisers.id, bookings.adviserId))
    .where(and(eq(bookings.id, bookingId), eq(bookings.memberId, memberId)));
  if (!row) throw new AppError(Codes.NOT_FOUND);
  return row;
}

/** booking.upcoming: the member's confirmed calls not yet over, soonest first, and how many they may hold. */
export async function upcomingBookings(db: Db, memberId: string, now: Date): Promise<{ list: BookingWithAdviser[]; limit: number }> {
  const list = await db
    .select({ booking: bookings, adviser: advisers })
    .from(bookings)
    .innerJoin(advisers, eq(advisers.id, bookings.adviserId))
    .where(and(eq(bookings.memberId, memberId), eq(bookings.status, 'CONFIRMED'), gt(bookings.endsAt, now)))
    .orderBy(asc(bookings.startsAt));
  return { list, limit: await upcomingLimitOf(db, memberId, now) };
}
