import { Codes } from '@sme/shared/codes';
import { AppError } from '../../http/app-error';
import { type AuthDeps, type Requester, alreadyRegistered, checkCode } from './auth.service';
import type { CaptchaAnswer } from './login-guard';
import { type MemberRow, findMemberById, setMemberContact } from './members.service';
import { type OtpBinding, consumeCode } from './otp.service';

/** A new email or mobile for the signed-in member, proven by the REBIND code sent to it. */
export interface RebindInput {
  binding: OtpBinding & { purpose: 'REBIND' };
  mobileRegion?: string;
  code: string;
  /** bind: only for an account without a mobile yet; rebind: replaces the current mobile; any: email, either way. */
  mode: 'bind' | 'rebind' | 'any';
  /** Needed after repeated wrong codes (login-guard.ts). */
  captcha: CaptchaAnswer;
}

/**
 * Move the member's email or mobile to a new address. The address must not belong to any account
 * (9003/9004); a concurrent taker of the same address is stopped by the unique index, with the code unspent.
 */
export async function changeContact(deps: AuthDeps, memberId: string, input: RebindInput, requester: Requester, now = new Date()): Promise<MemberRow> {
  const member = await findMemberById(deps.db, memberId);
  if (!member) throw new AppError(Codes.UNAUTHORIZED);
  if ((input.mode === 'bind' && member.mobile) || (input.mode === 'rebind' && !member.mobile)) throw new AppError(Codes.CONFLICT);
  const verified = await checkCode(deps, input.binding, input.code, input.captcha, requester, now);
  const contact =
    input.binding.channel === 'EMAIL' ? { email: input.binding.target } : { mobile: input.binding.target, mobileRegion: input.mobileRegion ?? null };
  return deps.db.transaction(async (tx) => {
    const updated = await setMemberContact(tx, memberId, contact);
    if (!updated) throw alreadyRegistered(input.binding);
    if (!(await consumeCode(tx, verified, now))) throw new AppError(Codes.OTP_INVALID);
    return updated;
  });
}
