import { Codes } from '@sme/shared/codes';
import type { Locale } from '@sme/shared/constants';
import { displayName } from '@sme/shared/member-display';
import type { ConsoleMeView, StaffMemberView } from '@sme/shared/schemas/console-staff';
import { desc, eq, isNotNull } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit';
import { merchantNames } from '../../modules/catalogue';
import { findMemberById, membersByIds } from '../../modules/members';
import { type ConsoleActor, auditActor } from '../../http/console-guard';
import { staffMembers, staffTotp } from './staff.tables';

/** Staff rows: who works in the back office, for which merchant, and whether they may still sign in. */

/** The staff row the console guard checks (status, merchant), or null for a member who is not staff. */
export async function findStaffRow(db: Database, memberId: string): Promise<{ status: string; merchantId: string | null } | null> {
  const [row] = await db
    .select({ status: staffMembers.status, merchantId: staffMembers.merchantId })
    .from(staffMembers)
    .where(eq(staffMembers.memberId, memberId));
  return row ?? null;
}

/** Make a member staff (or make a disabled one active again), for a merchant or platform-wide (null). */
export async function upsertStaffRow(db: Db, row: { memberId: string; merchantId: string | null; invitedBy: string | null }): Promise<void> {
  await db
    .insert(staffMembers)
    .values({ ...row, status: 'ACTIVE' })
    .onConflictDoUpdate({ target: staffMembers.memberId, set: { merchantId: row.merchantId, status: 'ACTIVE', updatedAt: new Date() } });
}

/** Whether the member has a confirmed TOTP second factor. */
export async function isTotpEnrolled(db: Database, memberId: string): Promise<boolean> {
  const [row] = await db.select({ confirmedAt: staffTotp.confirmedAt }).from(staffTotp).where(eq(staffTotp.memberId, memberId));
  return Boolean(row?.confirmedAt);
}

/** console.me for a member who passed requireConsoleStaff. */
export async function consoleMe(db: Database, actor: ConsoleActor, secondFactorAt: Date | null, locale: Locale): Promise<ConsoleMeView> {
  const member = await findMemberById(db, actor.memberId);
  if (!member) throw new AppError(Codes.UNAUTHORIZED);
  const names = actor.merchantId ? await merchantNames(db, [actor.merchantId], locale) : new Map<string, string>();
  return {
    memberId: actor.memberId,
    displayName: displayName(member),
    roles: member.roles,
    isAdmin: actor.isAdmin,
    merchantId: actor.merchantId,
    merchantName: actor.merchantId ? (names.get(actor.merchantId) ?? null) : null,
    totpEnrolled: await isTotpEnrolled(db, actor.memberId),
    secondFactorPassed: secondFactorAt !== null,
  };
}

/** Every staff member, newest first (a platform has tens, not thousands: no paging). */
export async function listStaff(db: Database, locale: Locale): Promise<StaffMemberView[]> {
  const rows = await db.select().from(staffMembers).orderBy(desc(staffMembers.createdAt));
  const confirmed = new Set((await db.select({ memberId: staffTotp.memberId }).from(staffTotp).where(isNotNull(staffTotp.confirmedAt))).map((r) => r.memberId));
  const members = new Map(
    (
      await membersByIds(
        db,
        rows.map((r) => r.memberId),
      )
    ).map((m) => [m.id, m]),
  );
  const names = await merchantNames(
    db,
    rows.flatMap((r) => (r.merchantId ? [r.merchantId] : [])),
    locale,
  );
  return rows.flatMap((r) => {
    const member = members.get(r.memberId);
    if (!member) return [];
    return [
      {
        memberId: r.memberId,
        displayName: displayName(member),
        email: member.email,
        roles: member.roles,
        merchantId: r.merchantId,
        merchantName: r.merchantId ? (names.get(r.merchantId) ?? null) : null,
        status: r.status === 'DISABLED' ? 'DISABLED' : 'ACTIVE',
        totpEnrolled: confirmed.has(r.memberId),
        createdAt: r.createdAt.toISOString(),
      } satisfies StaffMemberView,
    ];
  });
}

/** Disable a staff member: every console route refuses them from the next request on. An admin cannot lock themself out. */
export async function disableStaff(db: Database, actor: ConsoleActor, memberId: string): Promise<void> {
  if (memberId === actor.memberId) throw new AppError(Codes.CONFLICT, { messageKey: 'staff.cannotDisableSelf' });
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffMembers)
      .set({ status: 'DISABLED', updatedAt: new Date() })
      .where(eq(staffMembers.memberId, memberId))
      .returning({ merchantId: staffMembers.merchantId });
    if (!row) throw new AppError(Codes.NOT_FOUND, { messageKey: 'staff.notFound' });
    await recordAudit(tx, { ...auditActor(actor), action: 'console.staff.disable', targetType: 'staff', targetId: memberId, merchantId: row.merchantId });
  });
}
