import { Codes } from '@sme/shared/codes';
import { hkToday } from '@sme/shared/hk-day';
import type { AdviserSaveInput, ConsoleAdviserView } from '@sme/shared/schemas/booking';
import { and, asc, count, eq, gt, gte, inArray, ne } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { type ConsoleActor, auditActor } from '../../http/console-guard';
import { fieldError } from '../../http/validation';
import { adviserDaysOff, advisers, bookings } from '../../modules/booking/booking.tables';
import { findMemberById } from '../../modules/members';
import { recordAudit } from '../audit';
import { adviserScopeOf, withinScope } from './adviser-scope';
import { overlappingSpanIndex, sortedHours } from './weekly-hours';

/**
 * Back-office advisers: the list (admins all, an ADVISER their own) and the admins' save of an adviser with their
 * weekly hours and days off. Hours only shape the slots offered from now on: booked calls stay as they are.
 */

type AdviserRow = typeof advisers.$inferSelect;

/** The views of these advisers: days off from today (Hong Kong) on, and how many confirmed calls are still to come. */
async function adviserViews(db: Db, rows: AdviserRow[], now: Date): Promise<ConsoleAdviserView[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [daysOff, upcoming] = await Promise.all([
    db
      .select()
      .from(adviserDaysOff)
      .where(and(inArray(adviserDaysOff.adviserId, ids), gte(adviserDaysOff.day, hkToday(now))))
      .orderBy(asc(adviserDaysOff.day)),
    db
      .select({ adviserId: bookings.adviserId, n: count() })
      .from(bookings)
      .where(and(inArray(bookings.adviserId, ids), eq(bookings.status, 'CONFIRMED'), gt(bookings.startsAt, now)))
      .groupBy(bookings.adviserId),
  ]);
  const upcomingOf = new Map(upcoming.map((u) => [u.adviserId, Number(u.n)]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    headline: r.headline,
    email: r.email,
    memberId: r.memberId,
    languages: r.languages,
    callMinutes: r.callMinutes,
    bufferMinutes: r.bufferMinutes,
    weeklyHours: sortedHours(r.weeklyHours),
    daysOff: daysOff.filter((d) => d.adviserId === r.id).map((d) => (d.reason ? { date: d.day, reason: d.reason } : { date: d.day })),
    active: r.active,
    upcomingCount: upcomingOf.get(r.id) ?? 0,
  }));
}

/** console.adviser.list: every adviser for admins (inactive ones too), an ADVISER only their own. */
export async function listConsoleAdvisers(db: Database, actor: ConsoleActor, now = new Date()): Promise<ConsoleAdviserView[]> {
  const scope = await adviserScopeOf(db, actor);
  const rows = await db.select().from(advisers).where(withinScope(scope, advisers.id)).orderBy(asc(advisers.sort), asc(advisers.name));
  return adviserViews(db, rows, now);
}

/** Rules of the input that the shared schema cannot see alone: overlapping spans, repeated or past days off. */
function checkSaveInput(input: AdviserSaveInput, today: string): void {
  const overlap = overlappingSpanIndex(input.weeklyHours);
  if (overlap >= 0) throw fieldError(`weeklyHours.${overlap}.from`, 'validation.hoursOverlap', input.weeklyHours[overlap]);
  const seen = new Set<string>();
  input.daysOff.forEach(({ date }, i) => {
    if (date < today) throw fieldError(`daysOff.${i}.date`, 'validation.effectiveFromPast', date);
    if (seen.has(date)) throw fieldError(`daysOff.${i}.date`, 'validation.invalid', date);
    seen.add(date);
  });
}

/** The linked staff member must hold the ADVISER role and be no other adviser. */
async function checkLinkedMember(db: Database, memberId: string, adviserId: string | undefined): Promise<void> {
  const member = await findMemberById(db, memberId);
  if (!member?.roles.includes('ADVISER')) throw fieldError('memberId', 'validation.invalid', memberId);
  const others = await db
    .select({ id: advisers.id })
    .from(advisers)
    .where(and(eq(advisers.memberId, memberId), adviserId ? ne(advisers.id, adviserId) : undefined))
    .limit(1);
  if (others.length > 0) throw fieldError('memberId', 'validation.invalid', memberId);
}

/**
 * console.adviser.save: creates the adviser (no id) or updates it (an unknown id 404). Days off from today on are
 * replaced by the ones sent, in the same transaction; past ones stay as history. Audited.
 */
export async function saveAdviser(db: Database, actor: ConsoleActor, input: AdviserSaveInput, now = new Date()): Promise<ConsoleAdviserView> {
  const today = hkToday(now);
  checkSaveInput(input, today);
  const memberId = input.memberId ?? null;
  if (memberId) await checkLinkedMember(db, memberId, input.id);
  const fields = {
    name: input.name,
    headline: input.headline,
    email: input.email.toLowerCase(),
    memberId,
    languages: [...new Set(input.languages)],
    callMinutes: input.callMinutes,
    bufferMinutes: input.bufferMinutes,
    weeklyHours: sortedHours(input.weeklyHours),
    active: input.active,
  };
  try {
    return await db.transaction(async (tx) => {
      const [row] = input.id
        ? await tx
            .update(advisers)
            .set({ ...fields, updatedAt: now })
            .where(eq(advisers.id, input.id))
            .returning()
        : await tx.insert(advisers).values(fields).returning();
      if (!row) throw new AppError(Codes.NOT_FOUND);
      await tx.delete(adviserDaysOff).where(and(eq(adviserDaysOff.adviserId, row.id), gte(adviserDaysOff.day, today)));
      if (input.daysOff.length > 0) {
        await tx.insert(adviserDaysOff).values(input.daysOff.map((d) => ({ adviserId: row.id, day: d.date, reason: d.reason ?? null })));
      }
      await recordAudit(tx, {
        ...auditActor(actor),
        action: 'console.adviser.save',
        targetType: 'ADVISER',
        targetId: row.id,
        merchantId: null,
        detail: {
          created: !input.id,
          name: row.name,
          memberId,
          active: row.active,
          languages: row.languages,
          callMinutes: row.callMinutes,
          bufferMinutes: row.bufferMinutes,
          weeklyHours: row.weeklyHours,
          daysOff: input.daysOff.map((d) => d.date),
        },
        at: now,
      });
      const [view] = await adviserViews(tx, [row], now);
      if (!view) throw new AppError(Codes.NOT_FOUND);
      return view;
    });
  } catch (err) {
    // Two saves linking the same staff member at once: the unique index lets one through.
    if (isUniqueViolation(err) && memberId) throw fieldError('memberId', 'validation.invalid', memberId);
    throw err;
  }
}
