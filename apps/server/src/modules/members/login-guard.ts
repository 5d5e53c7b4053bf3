import { Codes } from '@sme/shared/codes';
import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { verifyCaptcha } from '../system/system.service';
import { signInCounters } from './login-guard.tables';

/**
 * Abuse controls of sign-in and code checks. Attempts are counted in a fixed 15-minute window per
 * account and per client address (over the limit: 429). Failures are counted per account and per
 * address too; each failure keeps its counter alive another 15 minutes, and from the third one the
 * image captcha is required (4014, or 4013 for a wrong one) until a quiet quarter of an hour passes.
 */
export const SIGN_IN_LIMITS = {
  windowMs: 15 * 60 * 1000,
  attemptsPerAccount: 10,
  attemptsPerAddress: 30,
  failuresBeforeCaptcha: 3,
} as const;

const PURGE_INTERVAL_MS = 60_000;
let lastPurge = 0;

/** Who is trying: the account identifier (email or E.164 mobile) and the client address. */
export interface GuardSubject {
  account: string;
  ip: string;
}

/** A captcha answer that may come with the request. */
export interface CaptchaAnswer {
  captchaKey?: string;
  captchaCode?: string;
}

const keysOf = (kind: 'attempts' | 'failures', s: GuardSubject) => [`${kind}|account:${s.account}`, `${kind}|ip:${s.ip}`];

/** Add one to a counter; a fixed window starts with the first count, a sliding one restarts with each. */
async function bump(db: Database, key: string, now: Date, sliding: boolean): Promise<number> {
  const expiresAt = new Date(now.getTime() + SIGN_IN_LIMITS.windowMs);
  const expired = sql`${signInCounters.expiresAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(signInCounters)
    .values({ key, count: 1, expiresAt })
    .onConflictDoUpdate({
      target: signInCounters.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${signInCounters.count} + 1 END`,
        expiresAt: sliding ? expiresAt : sql`CASE WHEN ${expired} THEN ${expiresAt.toISOString()}::timestamptz ELSE ${signInCounters.expiresAt} END`,
      },
    })
    .returning({ count: signInCounters.count });
  if (now.getTime() - lastPurge > PURGE_INTERVAL_MS) {
    lastPurge = now.getTime();
    await db.delete(signInCounters).where(lt(signInCounters.expiresAt, now));
  }
  return row?.count ?? 1;
}

async function liveCounts(db: Database, keys: string[], now: Date): Promise<number[]> {
  const rows = await db.select().from(signInCounters).where(inArray(signInCounters.key, keys));
  return keys.map((key) => {
    const row = rows.find((r) => r.key === key);
    return row && row.expiresAt > now ? row.count : 0;
  });
}

/**
 * Before checking a code sent by request (or sending one): when the account or the address failed
 * three times lately, a valid captcha must come with the request.
 */
export async function requireCaptchaWhenDue(db: Database, subject: GuardSubject, captcha: CaptchaAnswer, now = new Date()): Promise<void> {
  const failures = await liveCounts(db, keysOf('failures', subject), now);
  if (Math.max(...failures) < SIGN_IN_LIMITS.failuresBeforeCaptcha) return;
  if (!captcha.captchaKey || !captcha.captchaCode) throw new AppError(Codes.CAPTCHA_REQUIRED);
  if (!(await verifyCaptcha(db, captcha.captchaKey, captcha.captchaCode, now.getTime()))) throw new AppError(Codes.CAPTCHA_INVALID);
}

/** Count a sign-in attempt (429 beyond the limits), then require the captcha when it is due. */
export async function admitSignIn(db: Database, subject: GuardSubject, captcha: CaptchaAnswer, now = new Date()): Promise<void> {
  const [account, address] = keysOf('attempts', subject);
  const perAccount = await bump(db, account as string, now, false);
  const perAddress = await bump(db, address as string, now, false);
  if (perAccount > SIGN_IN_LIMITS.attemptsPerAccount || perAddress > SIGN_IN_LIMITS.attemptsPerAddress) throw new AppError(Codes.TOO_MANY_REQUESTS);
  await requireCaptchaWhenDue(db, subject, captcha, now);
}

/** A wrong password or code, counted against the account and the address. */
export async function recordFailure(db: Database, subject: GuardSubject, now = new Date()): Promise<void> {
  for (const key of keysOf('failures', subject)) await bump(db, key, now, true);
}

/** A successful sign-in clears the account's failures (not the address's: one good account must not clear a guessing address). */
export async function recordSuccess(db: Database, subject: GuardSubject): Promise<void> {
  const [account] = keysOf('failures', subject);
  await db.delete(signInCounters).where(eq(signInCounters.key, account as string));
}
