import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { Codes } from '@sme/shared/codes';
import { VERIFICATION_CODE_RESEND_SECONDS } from '@sme/shared/constants';
import type { OtpPurpose } from '@sme/shared/schemas/members';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { otpCodes } from './otp.tables';
import { deriveKey } from '../../secret-keys';

/** How long a code works. */
export const OTP_TTL_MS = 10 * 60 * 1000;
/** Tries a code allows, right or wrong; then it is burnt. */
export const OTP_MAX_TRIES = 5;
const RESEND_MS = VERIFICATION_CODE_RESEND_SECONDS * 1000;
/** Rows stay a day after they expire (the resend wait reads them), then a purge removes them. */
const KEEP_EXPIRED_MS = 24 * 60 * 60 * 1000;
const PURGE_INTERVAL_MS = 60_000;
let lastPurge = 0;

export type OtpChannel = 'EMAIL' | 'SMS';

/** What a code is bound to: it only works for the same channel, target and purpose. */
export interface OtpBinding {
  channel: OtpChannel;
  /** Lower-cased email or E.164 mobile. */
  target: string;
  purpose: OtpPurpose;
}

/** A code that passed verification, not yet spent. */
export interface VerifiedCode {
  id: string;
  codeHash: string;
}

/**
 * The HMAC key of the codes, derived from STORAGE_KEY: six digits are a million possibilities, so a
 * plain hash would be reversed at once by anyone who reads the table; a keyed one is not.
 */
export function otpKeyFrom(secret: Buffer): Buffer {
  return deriveKey(secret, 'sme-otp-codes');
}

function codeHash(key: Buffer, binding: OtpBinding, code: string): string {
  return createHmac('sha256', key).update(`${binding.channel}|${binding.target}|${binding.purpose}|${code}`).digest('hex');
}

const whereBinding = (b: OtpBinding) => and(eq(otpCodes.channel, b.channel), eq(otpCodes.target, b.target), eq(otpCodes.purpose, b.purpose));

/**
 * Make a new code for `binding`, replacing any previous one, and return it for sending. One conditional
 * upsert decides, so concurrent requests cannot both pass: within 60 s of the last code the answer is
 * 4001 CODE_RESEND_TOO_SOON with data.retryAfterSeconds.
 */
export async function issueCode(db: Database, key: Buffer, binding: OtpBinding, now = new Date()): Promise<string> {
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const fresh = { codeHash: codeHash(key, binding, code), attempts: 0, sentAt: now, expiresAt: new Date(now.getTime() + OTP_TTL_MS), consumedAt: null };
  const resendFrom = new Date(now.getTime() - RESEND_MS);
  const rows = await db
    .insert(otpCodes)
    .values({ ...binding, ...fresh })
    .onConflictDoUpdate({
      target: [otpCodes.channel, otpCodes.target, otpCodes.purpose],
      set: fresh,
      setWhere: sql`${otpCodes.sentAt} <= ${resendFrom.toISOString()}::timestamptz`,
    })
    .returning({ id: otpCodes.id });
  if (rows.length === 0) {
    const [last] = await db.select({ sentAt: otpCodes.sentAt }).from(otpCodes).where(whereBinding(binding)).limit(1);
    const waitMs = (last?.sentAt.getTime() ?? now.getTime()) + RESEND_MS - now.getTime();
    throw new AppError(Codes.CODE_RESEND_TOO_SOON, { data: { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) } });
  }
  if (now.getTime() - lastPurge > PURGE_INTERVAL_MS) {
    lastPurge = now.getTime();
    await db.delete(otpCodes).where(lt(otpCodes.expiresAt, new Date(now.getTime() - KEEP_EXPIRED_MS)));
  }
  return code;
}

/** Forget the code just issued (its message could not be sent), so the person may ask again at once. */
export async function withdrawCode(db: Database, binding: OtpBinding): Promise<void> {
  await db.delete(otpCodes).where(and(whereBinding(binding), isNull(otpCodes.consumedAt)));
}

/**
 * Check a code without spending it. Each call first claims one of the code's five tries in a single
 * update, so even parallel guesses get five tries in all. 1002 OTP_INVALID when there is no live code,
 * no try is left, or the code is wrong.
 */
export async function verifyCode(db: Database, key: Buffer, binding: OtpBinding, code: string, now = new Date()): Promise<VerifiedCode> {
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(whereBinding(binding), isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, now), lt(otpCodes.attempts, OTP_MAX_TRIES)))
    .returning({ id: otpCodes.id, codeHash: otpCodes.codeHash });
  const given = Buffer.from(codeHash(key, binding, code), 'hex');
  if (!row || !timingSafeEqual(Buffer.from(row.codeHash, 'hex'), given)) throw new AppError(Codes.OTP_INVALID);
  return row;
}

/**
 * Spend a verified code, inside the transaction of the change it authorises. False when it was spent
 * (or replaced by a newer code) meanwhile: the change must then be rolled back.
 */
export async function consumeCode(db: Database, verified: VerifiedCode, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, verified.id), eq(otpCodes.codeHash, verified.codeHash), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}
