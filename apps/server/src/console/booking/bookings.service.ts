import { Codes } from '@sme/shared/codes';
import { daysBetween, hkDayRange } from '@sme/shared/hk-day';
import { displayName } from '@sme/shared/member-display';
import type { BookingNotesInput, BookingOutcomeInput, ConsoleBookingView, ConsoleCalendarView, consoleCalendarQuery } from '@sme/shared/schemas/booking';
import { and, asc, eq, gte, lt, lte, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { type ConsoleActor, auditActor } from '../../http/console-guard';
import { fieldError } from '../../http/validation';
import { joinUrlOf } from '../../modules/booking/booking-views';
import { advisers, bookings } from '../../modules/booking/booking.tables';
import { membersByIds } from '../../modules/members';
import { recordAudit } from '../audit';
import { adviserScopeOf, withinScope } from './adviser-scope';

/**
 * Back-office bookings: the calendar of calls (admins every adviser's, an ADVISER their own), the outcome once a
 * call has started, and the adviser's notes. A booking outside the actor's advisers answers 404.
 */

/** The longest calendar range: a six-week month grid. */
export const CALENDAR_MAX_DAYS = 42;

type BookingRow = typeof bookings.$inferSelect;
type Located = { booking: BookingRow; adviserName: string };

const notFound = () => new AppError(Codes.NOT_FOUND);

type MemberRow = Awaited<ReturnType<typeof membersByIds>>[number];

function toConsoleBookingView({ booking: b, adviserName }: Located, member: MemberRow | undefined, meetingUrlTemplate: string): ConsoleBookingView {
  return {
    id: b.id,
    reference: b.reference,
    status: b.status,
    adviserId: b.adviserId,
    adviserName,
    startsAt: b.startsAt.toISOString(),
    endsAt: b.endsAt.toISOString(),
    memberId: b.memberId,
    memberNo: member?.memberNo ?? '',
    memberName: (member && displayName(member)) || null,
    memberEmail: member?.email ?? null,
    companyEmail: member?.companyEmail ?? null,
    timeZone: b.timeZone,
    topic: b.topic,
    joinUrl: joinUrlOf(meetingUrlTemplate, b.roomName),
    adviserNotes: b.adviserNotes,
    cancelledAt: b.cancelledAt?.toISOString() ?? null,
    cancelReason: b.cancelReason,
    createdAt: b.createdAt.toISOString(),
  };
}

/** The views of these bookings, with their members' number, name, account and company email (one query for all). */
async function bookingViews(db: Db, rows: Located[], meetingUrlTemplate: string): Promise<ConsoleBookingView[]> {
  const members = new Map(
    (
      await membersByIds(
        db,
        rows.map((r) => r.booking.memberId),
      )
    ).map((m) => [m.id, m]),
  );
  return rows.map((row) => toConsoleBookingView(row, members.get(row.booking.memberId), meetingUrlTemplate));
}

async function bookingView(db: Db, row: Located, meetingUrlTemplate: string): Promise<ConsoleBookingView> {
  const [member] = await membersByIds(db, [row.booking.memberId]);
  return toConsoleBookingView(row, member, meetingUrlTemplate);
}

/**
 * console.booking.calendar: the calls starting within the Hong Kong days from..to (at most 42, else 400), soonest
 * first, cancelled ones only when asked, and the advisers the actor may pick. An adviser outside the actor's 404.
 */
export async function bookingCalendar(
  db: Database,
  actor: ConsoleActor,
  query: z.output<typeof consoleCalendarQuery>,
  meetingUrlTemplate: string,
): Promise<ConsoleCalendarView> {
  const days = daysBetween(query.from, query.to);
  if (days < 1 || days > CALENDAR_MAX_DAYS) throw fieldError('to', 'validation.calendarRangeTooLong', query.to);
  const scope = await adviserScopeOf(db, actor);
  const visible = await db
    .select({ id: advisers.id, name: advisers.name })
    .from(advisers)
    .where(withinScope(scope, advisers.id))
    .orderBy(asc(advisers.sort), asc(advisers.name));
  if (query.adviserId && !visible.some((a) => a.id === query.adviserId)) throw notFound();
  const range = hkDayRange(query.from, query.to);
  const rows = await db
    .select({ booking: bookings, adviserName: advisers.name })
    .from(bookings)
    .innerJoin(advisers, eq(advisers.id, bookings.adviserId))
    .where(
      and(
        withinScope(scope, bookings.adviserId),
        query.adviserId ? eq(bookings.adviserId, query.adviserId) : undefined,
        range.from && gte(bookings.startsAt, range.from),
        range.to && lt(bookings.startsAt, range.to),
        query.includeCancelled ? undefined : ne(bookings.status, 'CANCELLED'),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.createdAt));
  return { from: query.from, to: query.to, advisers: visible, list: await bookingViews(db, rows, meetingUrlTemplate) };
}

/** The adviser's name of a booking the actor may see; any other answers 404. */
async function adviserNameInScope(db: Db, actor: ConsoleActor, id: string): Promise<string> {
  const scope = await adviserScopeOf(db, actor);
  const [row] = await db
    .select({ adviserName: advisers.name })
    .from(bookings)
    .innerJoin(advisers, eq(advisers.id, bookings.adviserId))
    .where(and(eq(bookings.id, id), withinScope(scope, bookings.adviserId)))
    .limit(1);
  if (!row) throw notFound();
  return row.adviserName;
}

/**
 * console.booking.outcome: COMPLETED or NO_SHOW, only for a confirmed call that has started (3307 otherwise: too
 * early, cancelled, or already marked). Records who and when; audited.
 */
export async function markOutcome(
  db: Database,
  actor: ConsoleActor,
  id: string,
  input: BookingOutcomeInput,
  meetingUrlTemplate: string,
  now = new Date(),
): Promise<ConsoleBookingView> {
  return db.transaction(async (tx) => {
    const adviserName = await adviserNameInScope(tx, actor, id);
    const [booking] = await tx
      .update(bookings)
      .set({ status: input.status, outcomeAt: now, outcomeBy: actor.memberId, updatedAt: now })
      .where(and(eq(bookings.id, id), eq(bookings.status, 'CONFIRMED'), lte(bookings.startsAt, now)))
      .returning();
    if (!booking) throw new AppError(Codes.BOOKING_OUTCOME_EARLY);
    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'console.booking.outcome',
      targetType: 'BOOKING',
      targetId: id,
      merchantId: null,
      detail: { reference: booking.reference, adviserId: booking.adviserId, status: input.status },
      at: now,
    });
    return bookingView(tx, { booking, adviserName }, meetingUrlTemplate);
  });
}

/** console.booking.notes: replaces the adviser's notes (empty clears them). Audited with their length, not their text. */
export async function saveAdviserNotes(
  db: Database,
  actor: ConsoleActor,
  id: string,
  input: BookingNotesInput,
  meetingUrlTemplate: string,
  now = new Date(),
): Promise<ConsoleBookingView> {
  return db.transaction(async (tx) => {
    const adviserName = await adviserNameInScope(tx, actor, id);
    const notes = input.notes || null;
    const [booking] = await tx.update(bookings).set({ adviserNotes: notes, updatedAt: now }).where(eq(bookings.id, id)).returning();
    if (!booking) throw notFound();
    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'console.booking.notes',
      targetType: 'BOOKING',
      targetId: id,
      merchantId: null,
      detail: { reference: booking.reference, notesLength: notes?.length ?? 0 },
      at: now,
    });
    return bookingView(tx, { booking, adviserName }, meetingUrlTemplate);
  });
}
