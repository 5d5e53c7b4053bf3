import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '../../http/app-error';
import { createTestApp } from '../../test/test-app';
import { type OtpBinding, OTP_MAX_TRIES, consumeCode, issueCode, verifyCode } from './otp.service';
import { otpCodes } from './otp.tables';

let app: FastifyInstance;
const key = randomBytes(32);

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app?.close();
});

let n = 0;
const binding = (over: Partial<OtpBinding> = {}): OtpBinding => ({ channel: 'EMAIL', target: `otp${++n}@example.com`, purpose: 'REGISTER', ...over });
const at = (start: Date, seconds: number) => new Date(start.getTime() + seconds * 1000);

/** The spec code of a rejection (and its data), or 'ok'. */
async function outcome(promise: Promise<unknown>): Promise<{ code: number | 'ok'; data?: unknown }> {
  try {
    await promise;
    return { code: 'ok' };
  } catch (err) {
    if (isAppError(err)) return { code: err.code, data: err.data };
    throw err;
  }
}

describe('one-time codes', () => {
  it('are six random digits, stored only as a keyed hash', async () => {
    const b = binding();
    const code = await issueCode(app.db, key, b);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await app.db.select().from(otpCodes).where(eq(otpCodes.target, b.target));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it('refuse a resend in the 59th second (4001 with the wait left) and allow it in the 61st', async () => {
    const b = binding();
    const t0 = new Date();
    await issueCode(app.db, key, b, t0);
    expect(await outcome(issueCode(app.db, key, b, at(t0, 1)))).toEqual({ code: 4001, data: { retryAfterSeconds: 59 } });
    expect(await outcome(issueCode(app.db, key, b, at(t0, 59)))).toEqual({ code: 4001, data: { retryAfterSeconds: 1 } });
    expect(await outcome(issueCode(app.db, key, b, at(t0, 61)))).toEqual({ code: 'ok' });
    // The wait is per target and purpose: another purpose for the same address is not held back.
    expect(await outcome(issueCode(app.db, key, { ...b, purpose: 'LOGIN' }, at(t0, 62)))).toEqual({ code: 'ok' });
  });

  it('allow only one of two concurrent requests for the same target', async () => {
    const b = binding();
    const results = await Promise.all([outcome(issueCode(app.db, key, b)), outcome(issueCode(app.db, key, b))]);
    expect(results.map((r) => r.code).sort()).toEqual([4001, 'ok']);
  });

  it('work once within ten minutes and are then spent', async () => {
    const b = binding();
    const t0 = new Date();
    const code = await issueCode(app.db, key, b, t0);
    const verified = await verifyCode(app.db, key, b, code, at(t0, 30));
    expect(await consumeCode(app.db, verified, at(t0, 30))).toBe(true);
    expect(await consumeCode(app.db, verified, at(t0, 31))).toBe(false);
    expect((await outcome(verifyCode(app.db, key, b, code, at(t0, 32)))).code).toBe(1002);
  });

  it('expire after ten minutes', async () => {
    const b = binding();
    const t0 = new Date();
    const code = await issueCode(app.db, key, b, t0);
    expect((await outcome(verifyCode(app.db, key, b, code, at(t0, 10 * 60 + 1)))).code).toBe(1002);
    expect((await outcome(verifyCode(app.db, key, b, code, at(t0, 9 * 60 + 59)))).code).toBe('ok');
  });

  it('are burnt after five wrong tries, even for the right code afterwards', async () => {
    const b = binding();
    const code = await issueCode(app.db, key, b);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < OTP_MAX_TRIES; i++) expect((await outcome(verifyCode(app.db, key, b, wrong))).code).toBe(1002);
    expect((await outcome(verifyCode(app.db, key, b, code))).code).toBe(1002);
  });

  it('give parallel guesses five tries in all', async () => {
    const b = binding();
    const code = await issueCode(app.db, key, b);
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    await Promise.all(guesses.map((g) => outcome(verifyCode(app.db, key, b, g))));
    const [row] = await app.db.select().from(otpCodes).where(eq(otpCodes.target, b.target));
    expect(row?.attempts).toBe(OTP_MAX_TRIES);
  });

  it('only work for the channel, target and purpose they were sent for', async () => {
    const b = binding({ channel: 'SMS', target: '+85291230001', purpose: 'LOGIN' });
    const code = await issueCode(app.db, key, b);
    expect((await outcome(verifyCode(app.db, key, { ...b, purpose: 'RESET_PASSWORD' }, code))).code).toBe(1002);
    expect((await outcome(verifyCode(app.db, key, { ...b, target: '+85291230002' }, code))).code).toBe(1002);
    expect((await outcome(verifyCode(app.db, key, { ...b, channel: 'EMAIL' }, code))).code).toBe(1002);
    expect((await outcome(verifyCode(app.db, key, b, code))).code).toBe('ok');
  });

  it('replace the previous code when a new one is sent', async () => {
    const b = binding();
    const t0 = new Date();
    const first = await issueCode(app.db, key, b, t0);
    const second = await issueCode(app.db, key, b, at(t0, 61));
    if (first !== second) expect((await outcome(verifyCode(app.db, key, b, first, at(t0, 62)))).code).toBe(1002);
    expect((await outcome(verifyCode(app.db, key, b, second, at(t0, 63)))).code).toBe('ok');
  });
});
