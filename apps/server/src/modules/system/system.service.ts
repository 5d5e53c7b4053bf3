import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import sharp from 'sharp';
import svgCaptcha from 'svg-captcha';
import type { Database } from '../../db/client';
import { captchas } from './system.tables';

/** How long a captcha answer stays valid. */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
/** Characters that are easy to confuse are never drawn. */
const CAPTCHA_OPTIONS = { size: 4, ignoreChars: '0oO1lIiq9g', noise: 2, color: true, background: '#f4f6fb', width: 120, height: 40, fontSize: 44 };
const PURGE_INTERVAL_MS = 60_000;
let lastPurge = 0;

/** The answer is compared case-insensitively and stored only as an HMAC keyed by the captcha key. */
function answerHash(key: string, answer: string): string {
  return createHmac('sha256', key).update(answer.trim().toLowerCase()).digest('hex');
}

/** Store (or replace) the answer of the captcha identified by `key`. Exported for tests that need a known answer. */
export async function storeCaptchaAnswer(db: Database, key: string, answer: string, now = Date.now()): Promise<void> {
  const row = { key, answerHash: answerHash(key, answer), expiresAt: new Date(now + CAPTCHA_TTL_MS) };
  await db
    .insert(captchas)
    .values(row)
    .onConflictDoUpdate({ target: captchas.key, set: { answerHash: row.answerHash, expiresAt: row.expiresAt } });
  if (now - lastPurge > PURGE_INTERVAL_MS) {
    lastPurge = now;
    await db.delete(captchas).where(lt(captchas.expiresAt, sql`now()`));
  }
}

/** Draw a new captcha for `key`, remember its answer, and return the PNG bytes. */
export async function issueCaptcha(db: Database, key: string): Promise<Buffer> {
  const captcha = svgCaptcha.create(CAPTCHA_OPTIONS);
  const [png] = await Promise.all([sharp(Buffer.from(captcha.data)).png().toBuffer(), storeCaptchaAnswer(db, key, captcha.text)]);
  return png;
}

/**
 * Check a captcha answer and consume it: right or wrong, a key works once, so answers cannot be
 * guessed by retrying. False when unknown, expired or wrong.
 */
export async function verifyCaptcha(db: Database, key: string, code: string, now = Date.now()): Promise<boolean> {
  const [row] = await db.delete(captchas).where(eq(captchas.key, key)).returning();
  if (!row || row.expiresAt.getTime() < now) return false;
  const expected = Buffer.from(row.answerHash, 'hex');
  const given = Buffer.from(answerHash(key, code), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
