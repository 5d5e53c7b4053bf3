import { Codes } from '@sme/shared/codes';
import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { verifyCaptcha } from '../system';
import { signInCounters } from './login-guard.tables';

/**
 * Abuse controls of sign-in and code checks (ASVS 2.2.1: no lockout a stranger controls).
 * - Per client address, attempts are counted in a fixed window and refused over the limit (429): the
 *   address is the client's own, so this limit stays hard.
 * - Per account, pressure never locks the owner out. Three failures (of the account, or from the address)
 *   make the image captcha required (4014) until a quiet quarter of an hour passes; a request refused for
 *   its captcha checks no password or code and counts as no failure. The free tries are taken before the
 *   check, in one statement each, so parallel requests cannot slip past the captcha.
 * - A captcha-solving guesser is still throttled: per account, wrong passwords that came with a solved
 *   captcha are capped per hour (4015, well under ASVS's 100), and the owner lifts that pause by resetting
 *   the password by code (earlier guesses are then moot). Codes need no such cap: each allows five tries.
 */
export const SIGN_IN_LIMITS = {
  /** Window of the per-address attempts and of the failures (which restarts with each failure). */
  windowMs: 15 * 60 * 1000,
  attemptsPerAddress: 30,
  /** Failures of an account, or from an address, answered without a captcha. */
  failuresBeforeCaptcha: 3,
  /** Wrong passwords with a solved captcha per account per window; then 4015 until the window ends. */
  captchaFailuresPerAccount: 50,
  captchaFailuresWindowMs: 60 * 60 * 1000,
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

/** How an attempt was let through; recordFailure / recordSuccess settle it. */
export interface Admission {
  /** The request came with a solved captcha (otherwise it used one of the free tries). */
  captchaSolved: boolean;
  /** Counters the attempt took a slot of before its check: a failure keeps them, a success gives them back. */
  held: string[];
}

const failureKeys = (s: GuardSubject) => [`failures|account:${s.account}`, `failures|ip:${s.ip}`] as const;
const captchaFailureKey = (account: string) => `captcha-failures|account:${account}`;

const expiredAt = (now: Date) => sql`${signInCounters.expiresAt} <= ${now.toISOString()}::timestamptz`;

/**
 * Add one to a counter, or only while it is under `limit` (then false when it is full). A fixed window
 * starts with the first count; a sliding one restarts with each.
 */
async function bump(db: Database, key: string, opts: { windowMs: number; sliding: boolean; limit?: number }, now: Date): Promise<{ count: number } | null> {
  const expiresAt = new Date(now.getTime() + opts.windowMs);
  const expired = expiredAt(now);
  const [row] = await db
    .insert(signInCounters)
    .values({ key, count: 1, expiresAt })
    .onConflictDoUpdate({
      target: signInCounters.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${signInCounters.count} + 1 END`,
        expiresAt: opts.sliding ? expiresAt : sql`CASE WHEN ${expired} THEN ${expiresAt.toISOString()}::timestamptz ELSE ${signInCounters.expiresAt} END`,
      },
      ...(opts.limit === undefined ? {} : { setWhere: sql`${expired} OR ${signInCounters.count} < ${opts.limit}` }),
    })
    .returning({ count: signInCounters.count });
  if (now.getTime() - lastPurge > PURGE_INTERVAL_MS) {
    lastPurge = now.getTime();
    await db.delete(signInCounters).where(lt(signInCounters.expiresAt, now));
  }
  return row ?? null;
}

/** Give back slots taken by `bump` (the attempt turned out not to be a failure). */
async function giveBack(db: Database, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .update(signInCounters)
    .set({ count: sql`GREATEST(${signInCounters.count} - 1, 0)` })
    .where(inArray(signInCounters.key, [...keys]));
}

async function liveCounts(db: Database, keys: readonly string[], now: Date): Promise<number[]> {
  const rows = await db
    .select()
    .from(signInCounters)
    .where(inArray(signInCounters.key, [...keys]));
  return keys.map((key) => {
    const row = rows.find((r) => r.key === key);
    return row && row.expiresAt > now ? row.count : 0;
  });
}

const failureWindow = { windowMs: SIGN_IN_LIMITS.windowMs, sliding: true } as const;

/** Count a sign-in attempt from the client address: 429 beyond the limit (the attacker's own address, so a hard one). */
export async function limitAddress(db: Database, ip: string, now = new Date()): Promise<void> {
  const counted = await bump(db, `attempts|ip:${ip}`, { windowMs: SIGN_IN_LIMITS.windowMs, sliding: false }, now);
  if ((counted?.count ?? 0) > SIGN_IN_LIMITS.attemptsPerAddress) throw new AppError(Codes.TOO_MANY_REQUESTS);
}

/**
 * Let a password or code check go ahead. With a captcha answer, the answer must be right (4013, and the
 * answer is spent either way). Without one, the attempt takes a free try of the account and of the address,
 * and answers 4014 when either has none left — before anything is checked, so it is no failure.
 */
export async function admitAttempt(db: Database, subject: GuardSubject, captcha: CaptchaAnswer, now = new Date()): Promise<Admission> {
  if (captcha.captchaKey && captcha.captchaCode) {
    if (!(await verifyCaptcha(db, captcha.captchaKey, captcha.captchaCode, now.getTime()))) throw new AppError(Codes.CAPTCHA_INVALID);
    return { captchaSolved: true, held: [] };
  }
  const [account, address] = failureKeys(subject);
  const limit = { ...failureWindow, limit: SIGN_IN_LIMITS.failuresBeforeCaptcha };
  if (await bump(db, account, limit, now)) {
    if (await bump(db, address, limit, now)) return { captchaSolved: false, held: [account, address] };
    await giveBack(db, [account]);
  }
  throw new AppError(Codes.CAPTCHA_REQUIRED);
}

/**
 * A password attempt with a solved captcha takes a slot of the account's hourly budget of such attempts:
 * 4015 when none is left. Free tries need no slot: there are only three per quarter of an hour.
 */
export async function holdPasswordTry(db: Database, subject: GuardSubject, admission: Admission, now = new Date()): Promise<Admission> {
  if (!admission.captchaSolved) return admission;
  const key = captchaFailureKey(subject.account);
  const taken = await bump(db, key, { windowMs: SIGN_IN_LIMITS.captchaFailuresWindowMs, sliding: false, limit: SIGN_IN_LIMITS.captchaFailuresPerAccount }, now);
  if (!taken) throw new AppError(Codes.SIGN_IN_PAUSED);
  return { ...admission, held: [...admission.held, key] };
}

/**
 * Before sending a code: when the account or the address failed three times lately, a valid captcha must
 * come with the request (sending is not a try, so it takes none).
 */
export async function requireCaptchaWhenDue(db: Database, subject: GuardSubject, captcha: CaptchaAnswer, now = new Date()): Promise<void> {
  const failures = await liveCounts(db, failureKeys(subject), now);
  if (Math.max(...failures) < SIGN_IN_LIMITS.failuresBeforeCaptcha) return;
  if (!captcha.captchaKey || !captcha.captchaCode) throw new AppError(Codes.CAPTCHA_REQUIRED);
  if (!(await verifyCaptcha(db, captcha.captchaKey, captcha.captchaCode, now.getTime()))) throw new AppError(Codes.CAPTCHA_INVALID);
}

/** A wrong password or code. A free try is already counted; one with a captcha is counted now, so the captcha stays required. */
export async function recordFailure(db: Database, subject: GuardSubject, admission: Admission, now = new Date()): Promise<void> {
  if (!admission.captchaSolved) return;
  for (const key of failureKeys(subject)) await bump(db, key, failureWindow, now);
}

/**
 * A right password or code: the slots taken are given back and the account's failures cleared (not the
 * address's: one good account must not clear a guessing address).
 */
export async function recordSuccess(db: Database, subject: GuardSubject, admission: Admission): Promise<void> {
  const [account] = failureKeys(subject);
  await giveBack(db, admission.held);
  await db.delete(signInCounters).where(eq(signInCounters.key, account));
}

/** After a password reset, guesses at the old password are moot: forget the failures and the pause of the member's identifiers. */
export async function forgetAccountFailures(db: Database, accounts: ReadonlyArray<string | null>): Promise<void> {
  const keys = accounts.filter((a): a is string => !!a).flatMap((a) => [`failures|account:${a}`, captchaFailureKey(a)]);
  if (keys.length > 0) await db.delete(signInCounters).where(inArray(signInCounters.key, keys));
}
