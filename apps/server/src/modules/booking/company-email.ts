import { createRequire } from 'node:module';
import { emailDomainOf } from '@sme/shared/booking-rules';
import { Codes } from '@sme/shared/codes';
import { DEFAULT_LOCALE, VERIFICATION_CODE_RESEND_SECONDS } from '@sme/shared/constants';
import { isLocale } from '@sme/shared/i18n/messages';
import type { CompanyEmailView } from '@sme/shared/schemas/booking';
import { getDomain } from 'tldts';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Mailer } from '../../integrations/mail/mailer';
import { type OtpBinding, consumeCode, findMemberById, issueCode, otpMail, setCompanyEmail, verifyCode, withdrawCode } from '../members';

/** The maintained list of free-mail domains (gmail.com, qq.com, 163.com …; lower-case). */
const FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set(createRequire(import.meta.url)('email-providers/all.json') as string[]);

/**
 * True when the address's domain, or the registrable domain it belongs to (mail.qq.com → qq.com), is a free-mail
 * provider. Only the registrable domain (tldts, the public suffix list) is climbed to: the list also names shared
 * suffixes such as com.ar, which would otherwise refuse every company under them.
 */
export function isFreeMail(email: string): boolean {
  const domain = emailDomainOf(email);
  const registrable = getDomain(domain);
  return FREE_MAIL_DOMAINS.has(domain) || (registrable !== null && FREE_MAIL_DOMAINS.has(registrable));
}

/** What verifying a company email needs. */
export interface CompanyEmailDeps {
  db: Database;
  mailer: Mailer;
  /** HMAC key of one-time codes (otpKeyFrom). */
  otpKey: Buffer;
}

const bindingOf = (email: string): OtpBinding => ({ channel: 'EMAIL', target: email.toLowerCase(), purpose: 'COMPANY_EMAIL' });

async function memberOf(db: Database, memberId: string) {
  const member = await findMemberById(db, memberId);
  if (!member) throw new AppError(Codes.UNAUTHORIZED);
  return member;
}

function refuseFreeMail(email: string): void {
  if (isFreeMail(email)) throw new AppError(Codes.BOOKING_FREE_MAIL);
}

/** The member's verified company email, if any. */
export async function companyEmailOf(db: Database, memberId: string): Promise<CompanyEmailView> {
  const member = await memberOf(db, memberId);
  return { companyEmail: member.companyEmail, verifiedAt: member.companyEmailVerifiedAt?.toISOString() ?? null };
}

/**
 * Mail a 6-digit code to a company address in the member's language: free-mail domains are refused (3301); the
 * accounts module's resend wait applies per address (4001).
 */
export async function startCompanyEmail(deps: CompanyEmailDeps, memberId: string, email: string, now = new Date()): Promise<{ resendAfterSeconds: number }> {
  refuseFreeMail(email);
  const member = await memberOf(deps.db, memberId);
  const binding = bindingOf(email);
  const code = await issueCode(deps.db, deps.otpKey, binding, now);
  try {
    await deps.mailer.send(otpMail(isLocale(member.locale) ? member.locale : DEFAULT_LOCALE, binding.target, binding.purpose, code));
  } catch (err) {
    // The mail never left: without the code the member may ask again at once rather than wait out the resend delay.
    await withdrawCode(deps.db, binding);
    throw err;
  }
  return { resendAfterSeconds: VERIFICATION_CODE_RESEND_SECONDS };
}

/**
 * Keep the address as the member's company email once its code checks out (1002 otherwise, five tries per code). The
 * code is spent in the transaction that stores the address, so a code used twice at once stores it once.
 */
export async function verifyCompanyEmail(
  deps: CompanyEmailDeps,
  memberId: string,
  input: { email: string; code: string },
  now = new Date(),
): Promise<CompanyEmailView> {
  refuseFreeMail(input.email);
  await memberOf(deps.db, memberId);
  const verified = await verifyCode(deps.db, deps.otpKey, bindingOf(input.email), input.code, now);
  const row = await deps.db.transaction(async (tx) => {
    if (!(await consumeCode(tx, verified, now))) throw new AppError(Codes.OTP_INVALID);
    return setCompanyEmail(tx, memberId, input.email, now);
  });
  if (!row) throw new AppError(Codes.UNAUTHORIZED);
  return { companyEmail: row.companyEmail, verifiedAt: row.companyEmailVerifiedAt?.toISOString() ?? null };
}
