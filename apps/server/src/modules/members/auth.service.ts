import { Codes } from '@sme/shared/codes';
import { type Locale, VERIFICATION_CODE_RESEND_SECONDS } from '@sme/shared/constants';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Mailer } from '../../integrations/mail/mailer';
import type { SmsSender } from '../../integrations/sms/sms';
import {
  type CaptchaAnswer,
  type GuardSubject,
  admitAttempt,
  forgetAccountFailures,
  holdPasswordTry,
  limitAddress,
  recordFailure,
  recordSuccess,
  requireCaptchaWhenDue,
} from './login-guard';
import { type MemberRow, createMember, findMemberByEmail, findMemberByMobile, updateMember } from './members.service';
import { otpMail, otpSms } from './otp-message';
import { type OtpBinding, type VerifiedCode, consumeCode, issueCode, verifyCode, withdrawCode } from './otp.service';
import { hashPassword, verifyNoPassword, verifyPassword } from './password';
import { revokeMemberSessions } from './sessions.service';

/** What the account operations work with. */
export interface AuthDeps {
  db: Database;
  mailer: Mailer;
  sms: SmsSender;
  /** HMAC key of one-time codes (otpKeyFrom). */
  otpKey: Buffer;
}

/** Who asks: the client address counts against the abuse limits; the locale picks the message language. */
export interface Requester {
  ip: string;
  locale: Locale;
}

const subjectOf = (binding: Pick<OtpBinding, 'target'>, requester: Requester): GuardSubject => ({ account: binding.target, ip: requester.ip });

/** 9003 for an email, 9004 for a mobile number. */
export const alreadyRegistered = (binding: Pick<OtpBinding, 'channel'>) =>
  new AppError(binding.channel === 'EMAIL' ? Codes.EMAIL_REGISTERED : Codes.MOBILE_REGISTERED);

/** The account that holds an email or mobile, if any. */
export const findMemberByTarget = (db: Database, binding: Pick<OtpBinding, 'channel' | 'target'>) =>
  binding.channel === 'EMAIL' ? findMemberByEmail(db, binding.target) : findMemberByMobile(db, binding.target);

/**
 * Send a one-time code. REGISTER and REBIND refuse an address that already has an account (9003/9004).
 * LOGIN and RESET_PASSWORD for an unknown address answer the same as for a known one and even start the
 * same resend wait, but send nothing, so the form does not reveal who has an account.
 */
export async function requestCode(
  deps: AuthDeps,
  binding: OtpBinding,
  captcha: CaptchaAnswer,
  requester: Requester,
  now = new Date(),
): Promise<{ resendAfterSeconds: number }> {
  await requireCaptchaWhenDue(deps.db, subjectOf(binding, requester), captcha, now);
  const holder = await findMemberByTarget(deps.db, binding);
  const forNewAddress = binding.purpose === 'REGISTER' || binding.purpose === 'REBIND';
  if (forNewAddress && holder) throw alreadyRegistered(binding);
  const code = await issueCode(deps.db, deps.otpKey, binding, now);
  if (forNewAddress || holder) {
    try {
      if (binding.channel === 'EMAIL') await deps.mailer.send(otpMail(requester.locale, binding.target, binding.purpose, code));
      else await deps.sms.send(otpSms(requester.locale, binding.target, binding.purpose, code));
    } catch (err) {
      await withdrawCode(deps.db, binding);
      throw err;
    }
  }
  return { resendAfterSeconds: VERIFICATION_CODE_RESEND_SECONDS };
}

/**
 * verifyCode behind the captcha gate: after three failures of the target or the address a solved captcha
 * must come along (4014 spends none of the code's five tries, so a stranger cannot burn someone's code for
 * free). A wrong code counts as a failure; a right one clears the target's failures.
 */
export async function checkCode(
  deps: AuthDeps,
  binding: OtpBinding,
  code: string,
  captcha: CaptchaAnswer,
  requester: Requester,
  now = new Date(),
): Promise<VerifiedCode> {
  const subject = subjectOf(binding, requester);
  const admission = await admitAttempt(deps.db, subject, captcha, now);
  let verified: VerifiedCode;
  try {
    verified = await verifyCode(deps.db, deps.otpKey, binding, code, now);
  } catch (err) {
    await recordFailure(deps.db, subject, admission, now);
    throw err;
  }
  await recordSuccess(deps.db, subject, admission);
  return verified;
}

/** Registration by email or mobile with the REGISTER code, a password, and the terms accepted. */
export interface RegisterInput {
  binding: OtpBinding & { purpose: 'REGISTER' };
  mobileRegion?: string;
  code: string;
  password: string;
  termsAccepted: boolean;
  captcha: CaptchaAnswer;
}

/**
 * Create the account. The code is checked first (counting the try), then the member is inserted and the
 * code spent in one transaction: of two concurrent registrations of one address (a double submit)
 * exactly one succeeds, the other answers 9003/9004 — whether it meets the twin's account at the unique
 * index or, having come later, finds the code already spent.
 */
export async function register(deps: AuthDeps, input: RegisterInput, requester: Requester, now = new Date()): Promise<MemberRow> {
  if (!input.termsAccepted) throw new AppError(Codes.TERMS_NOT_ACCEPTED);
  if (await findMemberByTarget(deps.db, input.binding)) throw alreadyRegistered(input.binding);
  const verified = await checkCode(deps, input.binding, input.code, input.captcha, requester, now).catch(async (err: unknown) => {
    // A double submit whose twin registered (and spent the code) after the look above: the account, not the
    // code, is the answer. It tells nothing the look above would not have.
    if (err instanceof AppError && err.code === Codes.OTP_INVALID.code && (await findMemberByTarget(deps.db, input.binding))) {
      throw alreadyRegistered(input.binding);
    }
    throw err;
  });
  const passwordHash = await hashPassword(input.password);
  const contact = input.binding.channel === 'EMAIL' ? { email: input.binding.target } : { mobile: input.binding.target, mobileRegion: input.mobileRegion };
  return deps.db.transaction(async (tx) => {
    const member = await createMember(tx, { ...contact, passwordHash, locale: requester.locale, termsAccepted: true });
    if (!member) throw alreadyRegistered(input.binding);
    if (!(await consumeCode(tx, verified, now))) throw new AppError(Codes.OTP_INVALID);
    return member;
  });
}

/**
 * Sign in with email and password. An unknown account and a wrong password answer the same 1001, and
 * an unknown account still costs a password hash, so neither the answer nor its timing tells them apart.
 * Limits (login-guard.ts): the address's attempts (429), then the captcha gate (4014/4013), then the
 * account's budget of captcha-solved tries (4015) — failures are counted only past the captcha.
 */
export async function loginWithPassword(
  deps: AuthDeps,
  input: { email: string; password: string; termsAccepted: boolean; captcha: CaptchaAnswer },
  requester: Requester,
  now = new Date(),
): Promise<MemberRow> {
  if (!input.termsAccepted) throw new AppError(Codes.TERMS_NOT_ACCEPTED);
  const subject = { account: input.email.toLowerCase(), ip: requester.ip };
  await limitAddress(deps.db, requester.ip, now);
  const admission = await holdPasswordTry(deps.db, subject, await admitAttempt(deps.db, subject, input.captcha, now), now);
  const member = await findMemberByEmail(deps.db, input.email);
  const matches = member?.passwordHash ? await verifyPassword(input.password, member.passwordHash) : await verifyNoPassword(input.password);
  if (!member || !matches) {
    await recordFailure(deps.db, subject, admission, now);
    throw new AppError(Codes.LOGIN_FAILED);
  }
  await recordSuccess(deps.db, subject, admission);
  return member;
}

/**
 * Sign in with a mobile number and its LOGIN code (never sent to an unknown number, so that fails as a wrong
 * code). The address's attempts are limited as for passwords; the code's five tries bound guessing per account.
 */
export async function loginWithCode(
  deps: AuthDeps,
  input: { binding: OtpBinding & { purpose: 'LOGIN' }; code: string; termsAccepted: boolean; captcha: CaptchaAnswer },
  requester: Requester,
  now = new Date(),
): Promise<MemberRow> {
  if (!input.termsAccepted) throw new AppError(Codes.TERMS_NOT_ACCEPTED);
  await limitAddress(deps.db, requester.ip, now);
  const verified = await checkCode(deps, input.binding, input.code, input.captcha, requester, now);
  const member = await findMemberByTarget(deps.db, input.binding);
  if (!member) throw new AppError(Codes.LOGIN_FAILED);
  if (!(await consumeCode(deps.db, verified, now))) throw new AppError(Codes.OTP_INVALID);
  return member;
}

/**
 * Set a new password with a RESET_PASSWORD code and sign the member out everywhere. An unknown address
 * was never sent a code, so it fails like a wrong code (1002) and reveals nothing. Guesses at the old
 * password no longer matter, so the sign-in pause of the member's email and mobile ends. Answers the member's id.
 */
export async function resetPassword(
  deps: AuthDeps,
  input: { binding: OtpBinding & { purpose: 'RESET_PASSWORD' }; code: string; password: string; captcha: CaptchaAnswer },
  requester: Requester,
  now = new Date(),
): Promise<string> {
  const verified = await checkCode(deps, input.binding, input.code, input.captcha, requester, now);
  const member = await findMemberByTarget(deps.db, input.binding);
  if (!member) throw new AppError(Codes.OTP_INVALID);
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    if (!(await consumeCode(tx, verified, now))) throw new AppError(Codes.OTP_INVALID);
    await updateMember(tx, member.id, { passwordHash });
    await revokeMemberSessions(tx, member.id);
  });
  await forgetAccountFailures(deps.db, [member.email, member.mobile]);
  return member.id;
}
