import { Codes } from '@sme/shared/codes';
import type { MfaEnrolmentView } from '@sme/shared/schemas/console-staff';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { countActorActions, recordAudit } from '../audit';
import { findMemberById, markSecondFactor } from '../../modules/members';
import { type ConsoleActor, auditActor } from '../../http/console-guard';
import { staffTotp } from './staff.tables';
import { matchingStep, newTotpSecret, openSecret, otpauthUrl, sealSecret } from './totp';

/**
 * Enrolment and check of the staff second factor. A failed check is written to the audit log (admins see guessing)
 * and the failures there are what the limit counts, so every server shares one count without another table.
 */

/** Wrong codes a staff member may type in MFA_FAILURE_WINDOW_MS before further tries answer 429. */
export const MFA_MAX_FAILURES = 5;
export const MFA_FAILURE_WINDOW_MS = 15 * 60 * 1000;
const FAILURE_ACTION = 'console.mfa.verifyFailed';

/**
 * The authenticator secret of a staff member without a confirmed one (409 once confirmed). The pending secret is
 * kept (encrypted, like a confirmed one) and shown again on every visit, so a QR code already scanned stays valid;
 * only `renew` replaces it. The insert goes first so two first visits at once still agree on one secret.
 */
export async function enrolTotp(db: Database, key: Buffer, actor: ConsoleActor, { renew = false } = {}): Promise<MfaEnrolmentView> {
  const member = await findMemberById(db, actor.memberId);
  if (!member) throw new AppError(Codes.UNAUTHORIZED);
  const candidate = newTotpSecret();
  const secretEncrypted = sealSecret(key, candidate, actor.memberId);
  const secret = await db.transaction(async (tx) => {
    const audit = (renewed: boolean) =>
      recordAudit(tx, {
        ...auditActor(actor),
        action: 'console.mfa.enrol',
        targetType: 'staff',
        targetId: actor.memberId,
        merchantId: actor.merchantId,
        detail: { renewed },
      });
    const [created] = await tx
      .insert(staffTotp)
      .values({ memberId: actor.memberId, secretEncrypted })
      .onConflictDoNothing()
      .returning({ memberId: staffTotp.memberId });
    if (created) {
      await audit(false);
      return candidate;
    }
    const [row] = await tx.select().from(staffTotp).where(eq(staffTotp.memberId, actor.memberId)).for('update');
    if (!row || row.confirmedAt) throw new AppError(Codes.CONFLICT, { messageKey: 'staff.totpAlreadyEnrolled' });
    if (!renew) return openSecret(key, row.secretEncrypted, actor.memberId);
    await tx.update(staffTotp).set({ secretEncrypted, lastUsedStep: null, createdAt: new Date() }).where(eq(staffTotp.memberId, actor.memberId));
    await audit(true);
    return candidate;
  });
  return { otpauthUrl: otpauthUrl(secret, member.email ?? member.mobile ?? member.memberNo), secret };
}

type Outcome = 'VERIFIED' | 'WRONG' | 'REPLAYED';

/**
 * Check a code and mark the session's second factor. The staff_totp row is locked for the check, so two requests
 * with the same code cannot both pass (a code counts once) and concurrent guesses are counted one after another.
 */
export async function verifyTotp(db: Database, key: Buffer, actor: ConsoleActor, sessionId: string, code: string, now = new Date()): Promise<void> {
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const [row] = await tx.select().from(staffTotp).where(eq(staffTotp.memberId, actor.memberId)).for('update');
    if (!row) throw new AppError(Codes.CONFLICT, { messageKey: 'staff.totpNotEnrolled' });
    const since = new Date(now.getTime() - MFA_FAILURE_WINDOW_MS);
    const failures = await countActorActions(tx, { actorId: actor.memberId, action: FAILURE_ACTION, since });
    if (failures >= MFA_MAX_FAILURES) throw new AppError(Codes.TOO_MANY_REQUESTS, { messageKey: 'staff.totpTooManyAttempts' });
    const step = matchingStep(openSecret(key, row.secretEncrypted, actor.memberId), code, now.getTime());
    if (step === null || (row.lastUsedStep !== null && step <= row.lastUsedStep)) {
      const failure = step === null ? 'WRONG' : 'REPLAYED';
      // Committed with the lock still held, so the next guess (waiting on the lock) counts this one; the request fails after.
      await recordAudit(tx, {
        ...auditActor(actor),
        action: FAILURE_ACTION,
        targetType: 'staff',
        targetId: actor.memberId,
        merchantId: actor.merchantId,
        detail: { replayed: failure === 'REPLAYED' },
      });
      return failure;
    }
    await tx
      .update(staffTotp)
      .set({ lastUsedStep: step, confirmedAt: row.confirmedAt ?? now })
      .where(eq(staffTotp.memberId, actor.memberId));
    await markSecondFactor(tx, sessionId, now);
    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'console.mfa.verify',
      targetType: 'staff',
      targetId: actor.memberId,
      merchantId: actor.merchantId,
      detail: { confirmedEnrolment: !row.confirmedAt },
    });
    return 'VERIFIED';
  });
  if (outcome === 'VERIFIED') return;
  throw new AppError(Codes.OTP_INVALID, { messageKey: outcome === 'REPLAYED' ? 'staff.totpReplayed' : 'code.otpInvalid' });
}
