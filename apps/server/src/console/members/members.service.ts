import { Codes } from '@sme/shared/codes';
import { displayName } from '@sme/shared/member-display';
import {
  type ConsoleMemberDisableInput,
  type ConsoleMemberListQuery,
  type ConsoleMemberListView,
  type ConsoleMemberRow,
  type ConsoleMemberView,
} from '@sme/shared/schemas/console-members';
import { maskEmail, maskPhone } from '@sme/shared/masking';
import { type SQL, and, count, desc, eq, ilike, isNotNull, isNull, max, or, sql } from 'drizzle-orm';
import type { Database, DatabaseTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { listAddresses } from '../../modules/addresses';
import { recordAudit } from '../audit';
import { currentTier } from '../../modules/membership';
import { memberOrderTotals } from '../../modules/orders';
import { type ConsoleActor, auditActor } from '../../http/console-guard';
import type { MemberRow } from '../../modules/members/members.service';
import { members, sessions } from '../../modules/members/members.tables';
import { revokeMemberSessions } from '../../modules/members/sessions.service';

/**
 * Back-office members (admins only): search, view, disable and enable. Disabling revokes every session in
 * the same transaction, and sessions.service refuses a disabled member's sign-ins and any session that slipped by.
 */

const notFound = () => new AppError(Codes.NOT_FOUND);
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function rowView(m: MemberRow): ConsoleMemberRow {
  return {
    id: m.id,
    memberNo: m.memberNo,
    displayName: displayName({ ...m, email: m.email ? maskEmail(m.email) : null, mobile: m.mobile ? maskPhone(m.mobile) : null }),
    email: m.email ? maskEmail(m.email) : null,
    mobile: m.mobile ? maskPhone(m.mobile) : null,
    roles: m.roles,
    status: m.disabledAt ? 'DISABLED' : 'ACTIVE',
    createdAt: m.createdAt.toISOString(),
  };
}

/** The search of the list: part of the email, member number or any name; part of the mobile ignoring spaces and dashes. */
function searchCondition(q: string): SQL | undefined {
  const like = `%${escapeLike(q)}%`;
  const digits = q.replace(/[\s()-]/g, '');
  const englishName = sql`coalesce(${members.engFirstName}, '') || ' ' || coalesce(${members.engLastName}, '')`;
  return or(
    ilike(members.email, like),
    ilike(members.memberNo, like),
    ilike(members.fullName, like),
    ilike(members.nickName, like),
    ilike(englishName, like),
    /^\+?\d+$/.test(digits) ? ilike(members.mobile, `%${digits}%`) : undefined,
  );
}

/** console.member.list: newest first, filtered by search and status, contact masked. */
export async function listConsoleMembers(db: Database, q: ConsoleMemberListQuery): Promise<ConsoleMemberListView> {
  const where = and(
    q.q ? searchCondition(q.q) : undefined,
    q.status === 'ACTIVE' ? isNull(members.disabledAt) : q.status === 'DISABLED' ? isNotNull(members.disabledAt) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(members)
      .where(where)
      .orderBy(desc(members.createdAt), desc(members.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db.select({ n: count() }).from(members).where(where),
  ]);
  return { list: rows.map(rowView), total: counted?.n ?? 0, page: q.page, size: q.size };
}

/** console.member.detail: the profile with contact in full, roles, last sign-in, orders, spending, tier and addresses. */
export async function consoleMemberDetail(db: Database, id: string, now = new Date()): Promise<ConsoleMemberView> {
  const [member] = await db.select().from(members).where(eq(members.id, id));
  if (!member) throw notFound();
  const [[lastSession], totals, tier, addresses] = await Promise.all([
    db
      .select({ at: max(sessions.createdAt) })
      .from(sessions)
      .where(eq(sessions.memberId, id)),
    memberOrderTotals(db, id),
    currentTier(db, id, now),
    listAddresses(db, id),
  ]);
  return {
    ...rowView(member),
    displayName: displayName(member),
    email: member.email,
    mobile: member.mobile,
    mobileRegion: member.mobileRegion,
    fullName: member.fullName,
    nickName: member.nickName,
    engFirstName: member.engFirstName,
    engLastName: member.engLastName,
    salutation: member.salutation,
    birthday: member.birthday,
    locale: member.locale,
    disabledAt: member.disabledAt?.toISOString() ?? null,
    disabledReason: member.disabledReason,
    lastSignInAt: lastSession?.at ? new Date(lastSession.at).toISOString() : null,
    ordersCount: totals.ordersCount,
    totalSpent: totals.spent,
    membershipTier: tier,
    addressesCount: addresses.length,
  };
}

/** The member locked until the transaction ends; 404 when missing. */
async function lockMember(tx: DatabaseTx, id: string): Promise<MemberRow> {
  const [member] = await tx.select().from(members).where(eq(members.id, id)).for('update');
  if (!member) throw notFound();
  return member;
}

/**
 * console.member.disable: the account can no longer sign in and every session ends now, with the audit entry, in one
 * transaction. An admin is never disabled from here (nor is the actor): locking out the platform's own staff takes
 * removing the role first, a deliberate second step.
 */
export async function disableConsoleMember(db: Database, actor: ConsoleActor, input: ConsoleMemberDisableInput, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const member = await lockMember(tx, input.id);
    if (member.id === actor.memberId) throw new AppError(Codes.FORBIDDEN, { messageKey: 'consoleMembers.cannotDisableSelf' });
    if (member.roles.includes('ADMIN')) throw new AppError(Codes.FORBIDDEN, { messageKey: 'consoleMembers.cannotDisableAdmin' });
    if (member.disabledAt) throw new AppError(Codes.CONFLICT, { messageKey: 'consoleMembers.alreadyDisabled' });
    await tx.update(members).set({ disabledAt: now, disabledReason: input.reason, updatedAt: now }).where(eq(members.id, member.id));
    await revokeMemberSessions(tx, member.id);
    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'console.member.disable',
      targetType: 'MEMBER',
      targetId: member.id,
      merchantId: null,
      detail: { memberNo: member.memberNo, reason: input.reason },
    });
  });
}

/** console.member.enable: a disabled account may sign in again (its old sessions stay revoked). */
export async function enableConsoleMember(db: Database, actor: ConsoleActor, id: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const member = await lockMember(tx, id);
    if (!member.disabledAt) throw new AppError(Codes.CONFLICT, { messageKey: 'consoleMembers.notDisabled' });
    await tx.update(members).set({ disabledAt: null, disabledReason: null, updatedAt: now }).where(eq(members.id, member.id));
    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'console.member.enable',
      targetType: 'MEMBER',
      targetId: member.id,
      merchantId: null,
      detail: { memberNo: member.memberNo, previousReason: member.disabledReason },
    });
  });
}
