import { randomBytes } from 'node:crypto';
import { Codes } from '@sme/shared/codes';
import type { Locale, Role } from '@sme/shared/constants';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { fieldError } from '../../http/validation';
import type { Mailer } from '../../integrations/mail/mailer';
import { recordAudit } from '../audit';
import { merchantNames } from '../../modules/catalogue';
import { addMemberRoles, findMemberById } from '../../modules/members';
import { type ConsoleActor, auditActor } from '../../http/console-guard';
import { invitationMail } from './invitation-mail';
import { upsertStaffRow } from './staff.service';
import { staffInvitations } from './staff.tables';
import { hashToken } from '../../secret-keys';

/** Admins invite staff by email; the invitee signs in (or registers) with that address and accepts the mailed link. */

/** How long an invitation link works. */
export const INVITATION_TTL_DAYS = 7;

/** What an admin asks for. */
export interface InvitationInput {
  email: string;
  roles: Role[];
  merchantId?: string | undefined;
}

/** An invitation as the console shows it (never its token). */
export interface InvitationView {
  id: string;
  email: string;
  roles: Role[];
  merchantId: string | null;
  expiresAt: string;
}

/**
 * Invite: merchant staff need an existing merchant; platform roles (ADMIN, REVIEWER) take none, since an admin sees
 * every merchant and a reviewer works on applications, which belong to no merchant; the two kinds do not mix. The row and its audit entry are written together; the mail goes after, so a failed send leaves an
 * invitation the admin can send again.
 */
export async function inviteStaff(
  db: Database,
  mailer: Mailer,
  actor: ConsoleActor,
  input: InvitationInput,
  ctx: { locale: Locale; publicUrl: string },
  now = new Date(),
): Promise<InvitationView> {
  const forMerchant = input.roles.includes('MERCHANT_STAFF');
  if (forMerchant && !input.merchantId) throw fieldError('merchantId', 'validation.required');
  if (!forMerchant && input.merchantId) throw fieldError('merchantId', 'validation.invalid', input.merchantId);
  if (forMerchant && input.roles.some((r) => r !== 'MERCHANT_STAFF')) throw fieldError('roles', 'validation.invalid', input.roles);
  const merchantId = input.merchantId ?? null;
  if (merchantId && !(await merchantNames(db, [merchantId], ctx.locale)).has(merchantId)) throw fieldError('merchantId', 'validation.invalid', merchantId);
  const token = randomBytes(32).toString('base64url');
  const email = input.email.toLowerCase();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(staffInvitations)
      .values({ email, roles: input.roles, merchantId, tokenHash: hashToken(token), invitedBy: actor.memberId, expiresAt })
      .returning();
    if (!created) throw new Error('invitation insert returned nothing');
    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'console.staff.invite',
      targetType: 'invitation',
      targetId: created.id,
      merchantId,
      detail: { email, roles: input.roles },
    });
    return created;
  });
  const link = new URL(`/console/accept?token=${token}`, ctx.publicUrl).toString();
  await mailer.send(invitationMail(ctx.locale, email, link, INVITATION_TTL_DAYS));
  return { id: row.id, email, roles: row.roles, merchantId, expiresAt: expiresAt.toISOString() };
}

/**
 * Accept: only the member whose email the invitation was sent to, once, before it expires; anything else answers
 * 404 (an invitation's existence is not told to others). Roles, staff row and audit entry are one transaction, and
 * the conditional update decides two concurrent accepts.
 */
export async function acceptInvitation(
  db: Database,
  member: { id: string; roles: readonly string[] },
  token: string,
  ip: string,
  now = new Date(),
): Promise<{ roles: Role[]; merchantId: string | null }> {
  const account = await findMemberById(db, member.id);
  if (!account?.email) throw new AppError(Codes.NOT_FOUND, { messageKey: 'staff.invitationNotFound' });
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .update(staffInvitations)
      .set({ acceptedAt: now, acceptedBy: member.id })
      .where(
        and(
          eq(staffInvitations.tokenHash, hashToken(token)),
          eq(staffInvitations.email, sql`lower(${account.email})`),
          isNull(staffInvitations.acceptedAt),
          gt(staffInvitations.expiresAt, now),
        ),
      )
      .returning();
    if (!invitation) throw new AppError(Codes.NOT_FOUND, { messageKey: 'staff.invitationNotFound' });
    const updated = await addMemberRoles(tx, member.id, invitation.roles);
    await upsertStaffRow(tx, { memberId: member.id, merchantId: invitation.merchantId, invitedBy: invitation.invitedBy });
    const roles = updated?.roles ?? invitation.roles;
    await recordAudit(tx, {
      actorId: member.id,
      actorRoles: roles,
      ip,
      action: 'console.staff.accept',
      targetType: 'invitation',
      targetId: invitation.id,
      merchantId: invitation.merchantId,
      detail: { roles: invitation.roles },
    });
    return { roles, merchantId: invitation.merchantId };
  });
}
