import { Codes } from '@sme/shared/codes';
import { lastDayOf } from '@sme/shared/membership-billing';
import type { MembershipTier } from '@sme/shared/membership-plans';
import type { ConsoleMemberMembershipView, ConsoleMembershipGrantInput } from '@sme/shared/schemas/membership';
import { asc, eq } from 'drizzle-orm';
import type { Database, DatabaseTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { type ConsoleActor, auditActor } from '../../http/console-guard';
import { findMemberById } from '../../modules/members';
import { type PeriodRow, endTimeline, livePeriods, lockTimeline, placePeriod } from '../../modules/membership/membership-timeline';
import { membershipCurrentView, membershipHistory, toPeriodView } from '../../modules/membership/membership-views';
import { membershipPeriods } from '../../modules/membership/membership.tables';
import { recordAudit } from '../audit';

/**
 * Back-office memberships (admins): one member's timeline and history, and the staff changes to it — grant a tier
 * for some months, extend what is held by some days, end everything held — each with a reason, under the member's
 * timeline lock and audited in the same transaction.
 */

const notFound = () => new AppError(Codes.NOT_FOUND);

/** console.membership.member: the tier held now, every period in the order they run, and the history. */
export async function consoleMemberMembership(db: Database, memberId: string, now = new Date()): Promise<ConsoleMemberMembershipView> {
  if (!(await findMemberById(db, memberId))) throw notFound();
  const [current, periods, history] = await Promise.all([
    membershipCurrentView(db, memberId, now),
    db
      .select()
      .from(membershipPeriods)
      .where(eq(membershipPeriods.memberId, memberId))
      .orderBy(asc(membershipPeriods.startsAt), asc(membershipPeriods.createdAt)),
    membershipHistory(db, memberId, now),
  ]);
  return { memberId, current, periods: periods.map(toPeriodView), history };
}

/** What the change did, for the audit entry. */
type ChangeDetail = Record<string, unknown>;

/** Places a free period of the tier for the length; a higher tier than the one held starts now and pushes it later. */
async function grantPeriod(
  tx: DatabaseTx,
  actor: ConsoleActor,
  memberId: string,
  period: { tier: MembershipTier; length: { months?: number; days?: number } },
  reason: string,
  now: Date,
): Promise<ChangeDetail> {
  const placed = await placePeriod(
    tx,
    memberId,
    { tier: period.tier, length: period.length, source: 'GRANT', staffId: actor.memberId, reason, onHigher: 'PUSH' },
    now,
  );
  return { periodId: placed.id, startsAt: placed.startsAt.toISOString(), validUntilDay: lastDayOf(placed.endsAt) };
}

/** Applies one staff change inside the transaction; nothing held to extend or end answers 3207. */
async function applyChange(tx: DatabaseTx, actor: ConsoleActor, input: ConsoleMembershipGrantInput, now: Date): Promise<ChangeDetail> {
  switch (input.action) {
    case 'GRANT':
      return {
        tier: input.tier,
        months: input.months,
        ...(await grantPeriod(tx, actor, input.memberId, { tier: input.tier, length: { months: input.months } }, input.reason, now)),
      };
    case 'EXTEND': {
      await lockTimeline(tx, input.memberId);
      // The timeline is placed end to end, so the period that runs last is where an extension continues.
      const last = (await livePeriods(tx, input.memberId, now)).reduce<PeriodRow | null>(
        (latest, p) => (!latest || p.endsAt > latest.endsAt ? p : latest),
        null,
      );
      if (!last) throw new AppError(Codes.MEMBERSHIP_NOT_HELD);
      return {
        tier: last.tier,
        days: input.days,
        ...(await grantPeriod(tx, actor, input.memberId, { tier: last.tier, length: { days: input.days } }, input.reason, now)),
      };
    }
    case 'END': {
      const ended = await endTimeline(tx, input.memberId, now, input.reason);
      if (ended === 0) throw new AppError(Codes.MEMBERSHIP_NOT_HELD);
      return { endedPeriods: ended };
    }
  }
}

/**
 * console.membership.grant: GRANT a tier for months (a free period: a higher tier than the one held starts now and
 * what is held resumes after it; the same or a lower tier is appended where the timeline ends), EXTEND by days (a
 * period of the tier that runs last, appended at the end), or END everything held now and later. An unknown member
 * 404; nothing held to extend or end 409 3207. Audited with the member, action, tier and length, and reason.
 */
export async function changeMembership(db: Database, actor: ConsoleActor, input: ConsoleMembershipGrantInput, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const member = await findMemberById(tx, input.memberId);
    if (!member) throw notFound();
    const detail = await applyChange(tx, actor, input, now);
    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'console.membership.grant',
      targetType: 'MEMBER',
      targetId: member.id,
      merchantId: null,
      detail: { memberNo: member.memberNo, action: input.action, reason: input.reason, ...detail },
      at: now,
    });
  });
}
