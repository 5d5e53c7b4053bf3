import { passwordField } from '@sme/shared/schemas/members';
import { emailField } from '@sme/shared/schemas/fields';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { recordAudit } from '../audit';
import { addMemberRoles, createMember, findMemberByEmail, hashPassword } from '../../modules/members';
import { upsertStaffRow } from './staff.service';
import { staffMembers } from './staff.tables';

/** What `npm run admin:create` takes; the same email and password rules as registration. */
export const createAdminInput = z.object({ email: emailField, password: passwordField });

/** What createAdmin did, so the command can say it (and a second run says it did nothing). */
export interface CreateAdminResult {
  memberId: string;
  memberCreated: boolean;
  adminRoleAdded: boolean;
  staffRowActivated: boolean;
}

/**
 * The first admin (or another one, by the operator): the member is created with the password if the email is new
 * (an existing account keeps its password), then gets ADMIN and an active platform staff row. Idempotent. The TOTP
 * is enrolled by the admin at the first console sign-in, so no secret ever passes through a terminal.
 */
export async function createAdmin(db: Database, input: z.input<typeof createAdminInput>): Promise<CreateAdminResult> {
  const { email, password } = createAdminInput.parse(input);
  let member = await findMemberByEmail(db, email);
  const memberCreated = !member;
  // A concurrent registration of the same email makes createMember answer null; the account is then read back.
  member ??= (await createMember(db, { email, passwordHash: await hashPassword(password), locale: 'en_US' })) ?? (await findMemberByEmail(db, email));
  if (!member) throw new Error(`member ${email} could not be created`);
  const memberId = member.id;
  const adminRoleAdded = !member.roles.includes('ADMIN');
  const [staff] = await db.select().from(staffMembers).where(eq(staffMembers.memberId, memberId));
  const staffRowActivated = !staff || staff.status !== 'ACTIVE' || staff.merchantId !== null;
  if (adminRoleAdded || staffRowActivated) {
    await db.transaction(async (tx) => {
      await addMemberRoles(tx, memberId, ['ADMIN']);
      await upsertStaffRow(tx, { memberId, merchantId: null, invitedBy: null });
      // No console actor exists yet: the entry names the new admin as the target and the command as the actor's role.
      await recordAudit(tx, {
        actorId: memberId,
        actorRoles: ['CLI'],
        action: 'cli.admin.create',
        targetType: 'staff',
        targetId: memberId,
        merchantId: null,
        detail: { memberCreated, adminRoleAdded },
      });
    });
  }
  return { memberId, memberCreated, adminRoleAdded, staffRowActivated };
}
