import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isAppError } from '../../http/app-error';
import { listOutbox } from '../../integrations/mail/outbox-mailer';
import { listSmsOutbox } from '../../integrations/sms/outbox-sms';
import { PASSWORD, clientOf, mailedCode, registerByEmail, registerByMobile, sessionCookie, textedCode } from '../../test/accounts';
import { envelopeOf } from '../../test/signed-inject';
import { TEST_DB_DRIVER, createTestApp } from '../../test/test-app';
import { loginWithPassword } from './auth.service';
import { createMember } from './members.service';
import { members, sessions } from './members.tables';
import { otpKeyFrom } from './otp.service';
import { otpCodes } from './otp.tables';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app?.close();
});

// Sign-in limits count per client address: each test is its own client.
let testNumber = 0;
let ip = '';
beforeEach(() => {
  ip = `10.3.0.${++testNumber}`;
});
const send = (req: Parameters<ReturnType<typeof clientOf>>[0], cookie?: string) => clientOf(app, ip, cookie)(req);
const codeOf = (res: LightMyRequestResponse) => envelopeOf(res).meta.code;

/** Resolves once another connection waits on a lock to update a verification code (PostgreSQL only). */
async function waitForCodeLockWaiter(app: FastifyInstance): Promise<void> {
  for (let tries = 0; tries < 500; tries++) {
    const [waiting] = await app.db
      .execute(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like 'update "otp_codes"%'`,
      )
      .then((r) => (r as unknown as { rows: Array<{ n: number }> }).rows);
    if ((waiting?.n ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('no connection came to wait on a lock');
}

describe('verification codes', () => {
  it('mails a registration code in the request locale and answers the resend wait', async () => {
    const res = await send({
      url: '/api/v1/member/email/code',
      form: { email: 'New.Person@Example.com', purpose: 'REGISTER' },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(res.statusCode).toBe(200);
    expect(envelopeOf(res).data).toEqual({ resendAfterSeconds: 60 });
    const [mail] = await listOutbox(app.db, { to: 'new.person@example.com', limit: 5 });
    expect(mail?.subject).toBe('您的中小企通验证码');
    expect(mail?.text).toMatch(/您本次注册的验证码是：\n\n\d{6}\n/);
    expect(mail?.html).toContain('10 分钟内有效');
  });

  it('texts a code in English and in Traditional Chinese', async () => {
    await send({ url: '/api/v1/member/mobile/code', form: { region: 'HK', mobile: '5123 0001', purpose: 'REGISTER' } });
    const [en] = await listSmsOutbox(app.db, { to: '+85251230001', limit: 1 });
    expect(en?.text).toMatch(/^\[SME Link HK\] Your registration verification code is \d{6}, valid for 10 minutes\./);
    await send({
      url: '/api/v1/member/mobile/code',
      form: { region: 'HK', mobile: '5123 0002', purpose: 'REGISTER' },
      headers: { 'accept-language': 'zh-HK' },
    });
    const [tw] = await listSmsOutbox(app.db, { to: '+85251230002', limit: 1 });
    expect(tw?.text).toMatch(/^【中小企通】您的註冊驗證碼是 \d{6}，10 分鐘內有效/);
  });

  it('refuses a second code for the same target within 60 seconds (4001 with the wait left)', async () => {
    await send({ url: '/api/v1/member/email/code', form: { email: 'twice@example.com', purpose: 'REGISTER' } });
    const again = await send({ url: '/api/v1/member/email/code', form: { email: 'twice@example.com', purpose: 'REGISTER' } });
    expect(again.statusCode).toBe(429);
    const body = envelopeOf<{ retryAfterSeconds: number }>(again);
    expect(body.meta).toEqual({ code: 4001, message: 'A verification code cannot be resent within 60 seconds.' });
    expect(body.data.retryAfterSeconds).toBeGreaterThan(55);
    expect(await listOutbox(app.db, { to: 'twice@example.com', limit: 5 })).toHaveLength(1);
  });

  it('answers 9003 / 9004 for a registration code to an address that already has an account', async () => {
    await registerByEmail(app, 'taken@example.com', ip);
    const email = await send({ url: '/api/v1/member/email/code', form: { email: 'TAKEN@example.com', purpose: 'REGISTER' } });
    expect(email.statusCode).toBe(409);
    expect(envelopeOf(email).meta).toEqual({ code: 9003, message: 'This email is already registered. One email can register only one user.' });

    await registerByMobile(app, 'HK', '+85251230003', ip);
    const mobile = await send({ url: '/api/v1/member/mobile/code', form: { region: 'HK', mobile: '+852 5123 0003', purpose: 'REGISTER' } });
    expect(codeOf(mobile)).toBe(9004);
  });

  it('answers success for LOGIN and RESET_PASSWORD codes to unknown targets but sends nothing', async () => {
    for (const purpose of ['LOGIN', 'RESET_PASSWORD']) {
      const email = await send({ url: '/api/v1/member/email/code', form: { email: 'nobody@example.com', purpose } });
      expect(envelopeOf(email).data).toEqual({ resendAfterSeconds: 60 });
      const sms = await send({ url: '/api/v1/member/mobile/code', form: { region: 'HK', mobile: '51239999', purpose } });
      expect(envelopeOf(sms).data).toEqual({ resendAfterSeconds: 60 });
    }
    expect(await listOutbox(app.db, { to: 'nobody@example.com', limit: 5 })).toEqual([]);
    expect(await listSmsOutbox(app.db, { to: '+85251239999', limit: 5 })).toEqual([]);
    // The resend wait looks the same as for a real account.
    expect(codeOf(await send({ url: '/api/v1/member/email/code', form: { email: 'nobody@example.com', purpose: 'LOGIN' } }))).toBe(4001);
  });

  it('needs a session for a REBIND code', async () => {
    const res = await send({ url: '/api/v1/member/email/code', form: { email: 'rebind@example.com', purpose: 'REBIND' } });
    expect(res.statusCode).toBe(401);
    expect(await mailedCode(app, 'rebind@example.com')).toBeUndefined();
  });

  it('refuses a mobile number that does not belong to the region', async () => {
    const res = await send({ url: '/api/v1/member/mobile/code', form: { region: 'HK', mobile: '13812345678', purpose: 'REGISTER' } });
    expect(res.statusCode).toBe(400);
    expect(envelopeOf<{ fields: Array<{ field: string; rule: string }> }>(res).data.fields).toEqual([
      expect.objectContaining({ field: 'mobile', rule: 'phoneInvalid' }),
    ]);
  });
});

describe('registration', () => {
  it('registers by email, signs in with httpOnly SameSite cookies, and stores only a password hash', async () => {
    await send({ url: '/api/v1/member/email/code', form: { email: 'Ann@Example.com', purpose: 'REGISTER' } });
    const code = await mailedCode(app, 'ann@example.com');
    const res = await send({
      url: '/api/v1/member/email/register',
      form: { email: 'Ann@Example.com', code, password: PASSWORD, confirmPassword: PASSWORD, terms: 'true' },
    });
    expect(res.statusCode).toBe(200);
    const { memberId, profile } = envelopeOf<{ memberId: string; profile: Record<string, unknown> }>(res).data;
    expect(profile).toMatchObject({
      id: memberId,
      email: 'ann@example.com',
      mobile: null,
      hasPassword: true,
      roles: ['MEMBER'],
      displayName: 'ann@example.com',
      socialProviders: [],
    });
    expect(profile.memberNo).toMatch(/^M\d{4}\d{4,}$/);

    const token = res.cookies.find((c) => c.name === 'token');
    const idCookie = res.cookies.find((c) => c.name === 'memberId');
    expect(token).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(token?.secure).toBeFalsy();
    expect(idCookie).toMatchObject({ value: memberId, sameSite: 'Lax', path: '/' });
    expect(idCookie?.httpOnly).toBeFalsy();
    const days = ((token?.expires?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);

    const [row] = await app.db.select().from(members).where(eq(members.id, memberId));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.termsAcceptedAt).toBeInstanceOf(Date);
    expect(JSON.stringify(row)).not.toContain(PASSWORD);
    // The session cookie works.
    expect((await send({ url: '/api/v1/member/profile' }, sessionCookie(res))).statusCode).toBe(200);
  });

  it('registers by mobile and stores the number in E.164 with its region', async () => {
    await send({ url: '/api/v1/member/mobile/code', form: { region: 'CN', mobile: '138 1234 0001', purpose: 'REGISTER' } });
    const code = await textedCode(app, '+8613812340001');
    const res = await send({
      url: '/api/v1/member/mobile/register',
      json: { region: 'cn', mobile: '13812340001', code, password: PASSWORD, confirmPassword: PASSWORD, terms: true },
    });
    expect(res.statusCode).toBe(200);
    expect(envelopeOf<{ profile: unknown }>(res).data.profile).toMatchObject({
      mobile: '+8613812340001',
      mobileRegion: 'CN',
      email: null,
      displayName: '+8613812340001',
    });
  });

  it('refuses a wrong, reused or other-purpose code (1002) and creates nothing', async () => {
    await send({ url: '/api/v1/member/email/code', form: { email: 'wrong@example.com', purpose: 'REGISTER' } });
    const code = (await mailedCode(app, 'wrong@example.com')) as string;
    const body = { email: 'wrong@example.com', password: PASSWORD, confirmPassword: PASSWORD, terms: 'true' };
    const wrong = await send({ url: '/api/v1/member/email/register', form: { ...body, code: code === '123456' ? '654321' : '123456' } });
    expect(wrong.statusCode).toBe(400);
    expect(envelopeOf(wrong).meta).toEqual({ code: 1002, message: 'The verification code was not found, is invalid or has expired.' });
    expect(await app.db.select().from(members).where(eq(members.email, 'wrong@example.com'))).toEqual([]);
    // A LOGIN code is not a REGISTER code.
    await registerByEmail(app, 'other-purpose@example.com', ip);
    await send({ url: '/api/v1/member/email/code', form: { email: 'other-purpose@example.com', purpose: 'LOGIN' } });
    const loginCode = await mailedCode(app, 'other-purpose@example.com');
    const reset = await send({
      url: '/api/v1/member/email/reset-password',
      form: { email: 'other-purpose@example.com', code: loginCode, password: 'Newpass123', confirmPassword: 'Newpass123' },
    });
    expect(codeOf(reset)).toBe(1002);
  });

  it('refuses a used code', async () => {
    await send({ url: '/api/v1/member/email/code', form: { email: 'reuse@example.com', purpose: 'REGISTER' } });
    const code = await mailedCode(app, 'reuse@example.com');
    const body = { email: 'reuse@example.com', code, password: PASSWORD, confirmPassword: PASSWORD, terms: 'true' };
    expect((await send({ url: '/api/v1/member/email/register', form: body })).statusCode).toBe(200);
    // Without the account the code alone decides: spent, so refused.
    await app.db.delete(members).where(eq(members.email, 'reuse@example.com'));
    expect(codeOf(await send({ url: '/api/v1/member/email/register', form: body }))).toBe(1002);
  });

  it('lets exactly one of two concurrent registrations of one email succeed; the other answers 9003', async () => {
    await send({ url: '/api/v1/member/email/code', form: { email: 'race@example.com', purpose: 'REGISTER' } });
    const code = await mailedCode(app, 'race@example.com');
    const body = { email: 'race@example.com', code, password: PASSWORD, confirmPassword: PASSWORD, terms: 'true' };
    const results = await Promise.all([send({ url: '/api/v1/member/email/register', form: body }), send({ url: '/api/v1/member/email/register', form: body })]);
    expect(results.map(codeOf).sort()).toEqual([200, 9003]);
    expect(await app.db.select().from(members).where(eq(members.email, 'race@example.com'))).toHaveLength(1);
  });

  // The late twin of a double submit: it looked for the account before the winner committed, then found the
  // code spent. Staged on PostgreSQL, where the winner's open transaction holds the code's row while the twin waits.
  it.skipIf(TEST_DB_DRIVER !== 'postgres')('answers 9003, not 1002, to a twin that finds the code spent by the winner', async () => {
    await send({ url: '/api/v1/member/email/code', form: { email: 'late-twin@example.com', purpose: 'REGISTER' } });
    const code = await mailedCode(app, 'late-twin@example.com');
    const body = { email: 'late-twin@example.com', code, password: PASSWORD, confirmPassword: PASSWORD, terms: 'true' };
    let twin: Promise<LightMyRequestResponse> | undefined;
    await app.db.transaction(async (tx) => {
      await createMember(tx, { email: 'late-twin@example.com', locale: 'en_US' });
      await tx.update(otpCodes).set({ consumedAt: new Date() }).where(eq(otpCodes.target, 'late-twin@example.com'));
      twin = send({ url: '/api/v1/member/email/register', form: body });
      await waitForCodeLockWaiter(app);
    });
    expect(codeOf(await (twin as Promise<LightMyRequestResponse>))).toBe(9003);
  });

  it('lets exactly one of two concurrent registrations of one mobile succeed; the other answers 9004', async () => {
    await send({ url: '/api/v1/member/mobile/code', form: { region: 'HK', mobile: '51230010', purpose: 'REGISTER' } });
    const code = await textedCode(app, '+85251230010');
    const body = { region: 'HK', mobile: '51230010', code, password: PASSWORD, confirmPassword: PASSWORD, terms: 'true' };
    const results = await Promise.all([
      send({ url: '/api/v1/member/mobile/register', form: body }),
      send({ url: '/api/v1/member/mobile/register', form: body }),
    ]);
    expect(results.map(codeOf).sort()).toEqual([200, 9004]);
    expect(await app.db.select().from(members).where(eq(members.mobile, '+85251230010'))).toHaveLength(1);
  });

  it('requires the terms: the schema answers 400 and the service itself refuses (4002)', async () => {
    const res = await send({
      url: '/api/v1/member/email/register',
      form: { email: 'terms@example.com', code: '123456', password: PASSWORD, confirmPassword: PASSWORD, terms: 'false' },
    });
    expect(res.statusCode).toBe(400);
    expect(envelopeOf<{ fields: Array<{ field: string; rule: string }> }>(res).data.fields).toEqual([
      expect.objectContaining({ field: 'terms', rule: 'termsRequired' }),
    ]);
    const deps = { db: app.db, mailer: app.mailer, sms: app.sms, otpKey: otpKeyFrom(app.config.storageKey) };
    const refusal = await loginWithPassword(
      deps,
      { email: 'terms@example.com', password: PASSWORD, termsAccepted: false, captcha: {} },
      { ip, locale: 'en_US' },
    ).catch((err: unknown) => err);
    expect(isAppError(refusal) && refusal.code).toBe(4002);
  });

  it('refuses a weak password and a mismatched confirmation', async () => {
    const res = await send({
      url: '/api/v1/member/email/register',
      form: { email: 'weak@example.com', code: '123456', password: 'password', confirmPassword: 'other', terms: 'true' },
    });
    const rules = envelopeOf<{ fields: Array<{ field: string; rule: string }> }>(res).data.fields.map((f) => `${f.field}:${f.rule}`);
    expect(rules.sort()).toEqual(['confirmPassword:passwordMismatch', 'password:passwordFormat']);
  });
});

describe('sign-in', () => {
  it('signs in by email and password', async () => {
    await registerByEmail(app, 'login@example.com', ip);
    const res = await send({ url: '/api/v1/member/email/login', form: { email: 'LOGIN@example.com', password: PASSWORD, terms: 'true' } });
    expect(res.statusCode).toBe(200);
    expect(envelopeOf<{ profile: { email: string } }>(res).data.profile.email).toBe('login@example.com');
    const [session] = await app.db.select().from(sessions).where(eq(sessions.method, 'EMAIL_PASSWORD'));
    expect(session?.ip).toBe(ip);
  });

  it('answers the same 1001 for an unknown account and a wrong password, in comparable time', async () => {
    await registerByEmail(app, 'known@example.com', ip);
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await send({ url: '/api/v1/member/email/login', form: { email, password: 'Wrong1234', terms: 'true' } });
      return { res, ms: performance.now() - started };
    };
    const wrongPassword = await timed('known@example.com');
    const unknown = await timed('unknown@example.com');
    expect(wrongPassword.res.statusCode).toBe(401);
    expect(unknown.res.statusCode).toBe(401);
    expect(envelopeOf(unknown.res)).toEqual(envelopeOf(wrongPassword.res));
    expect(envelopeOf(unknown.res).meta).toEqual({ code: 1001, message: 'Login failed: wrong account or password.' });
    // Both spend a password hash; without the dummy hash the unknown account would answer many times faster.
    expect(unknown.ms).toBeGreaterThan(wrongPassword.ms / 3);
  });

  it('signs in by mobile and a LOGIN code, which then is spent', async () => {
    await registerByMobile(app, 'HK', '+85251230020', ip);
    await send({ url: '/api/v1/member/mobile/code', form: { region: 'HK', mobile: '51230020', purpose: 'LOGIN' } });
    const code = await textedCode(app, '+85251230020');
    const res = await send({ url: '/api/v1/member/mobile/login', form: { region: 'HK', mobile: '5123 0020', code, terms: 'true' } });
    expect(res.statusCode).toBe(200);
    expect(envelopeOf<{ profile: { mobile: string } }>(res).data.profile.mobile).toBe('+85251230020');
    expect(codeOf(await send({ url: '/api/v1/member/mobile/login', form: { region: 'HK', mobile: '5123 0020', code, terms: 'true' } }))).toBe(1002);
  });

  it('answers 1002 for a mobile sign-in to an unknown number, as for a wrong code', async () => {
    await send({ url: '/api/v1/member/mobile/code', form: { region: 'HK', mobile: '51230021', purpose: 'LOGIN' } });
    expect(codeOf(await send({ url: '/api/v1/member/mobile/login', form: { region: 'HK', mobile: '51230021', code: '123456', terms: 'true' } }))).toBe(1002);
  });

  it('quick login answers the live session with renewed cookies, and 401 without one', async () => {
    const { cookie, memberId } = await registerByEmail(app, 'quick@example.com', ip);
    const res = await send({ url: '/api/v1/member/quick-login', method: 'POST' }, cookie);
    expect(res.statusCode).toBe(200);
    expect(envelopeOf<{ memberId: string }>(res).data.memberId).toBe(memberId);
    expect(sessionCookie(res)).toBe(cookie);
    expect(res.cookies.find((c) => c.name === 'memberId')?.value).toBe(memberId);
    const none = await send({ url: '/api/v1/member/quick-login', method: 'POST' });
    expect(none.statusCode).toBe(401);
    expect(envelopeOf(none).meta.code).toBe(401);
  });

  it('ignores a session token that does not exist', async () => {
    expect((await send({ url: '/api/v1/member/profile' }, `token=${'x'.repeat(43)}`)).statusCode).toBe(401);
  });
});

describe('logout and revoked sessions', () => {
  it('logout revokes the session and clears both cookies', async () => {
    const { cookie } = await registerByEmail(app, 'logout@example.com', ip);
    const res = await send({ url: '/api/v1/member/logout', method: 'POST' }, cookie);
    expect(res.statusCode).toBe(200);
    const setCookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(setCookies).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^token=;.*Expires=Thu, 01 Jan 1970.*HttpOnly/),
        expect.stringMatching(/^memberId=;.*Expires=Thu, 01 Jan 1970/),
      ]),
    );
    const profile = await send({ url: '/api/v1/member/profile' }, cookie);
    expect(profile.statusCode).toBe(401);
    expect(envelopeOf(profile).meta).toEqual({ code: 401, message: 'Your login has expired or you have logged in elsewhere. Please log in again.' });
  });

  it('a revoked session answers 401 on member.profile, also when sent as the token parameter', async () => {
    const { cookie, memberId } = await registerByEmail(app, 'revoked@example.com', ip);
    const token = cookie.slice('token='.length);
    expect((await send({ url: '/api/v1/member/profile', query: { token } })).statusCode).toBe(200);
    await app.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.memberId, memberId));
    expect((await send({ url: '/api/v1/member/profile' }, cookie)).statusCode).toBe(401);
    expect((await send({ url: '/api/v1/member/profile', query: { token } })).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  it('by email: sets the new password and signs the member out everywhere', async () => {
    const { cookie } = await registerByEmail(app, 'reset@example.com', ip);
    const other = sessionCookie(await send({ url: '/api/v1/member/email/login', form: { email: 'reset@example.com', password: PASSWORD, terms: 'true' } }));
    await send({ url: '/api/v1/member/email/code', form: { email: 'reset@example.com', purpose: 'RESET_PASSWORD' } });
    const code = await mailedCode(app, 'reset@example.com');
    const res = await send(
      { url: '/api/v1/member/email/reset-password', form: { email: 'reset@example.com', code, password: 'Newpass123', confirmPassword: 'Newpass123' } },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(envelopeOf(res).data).toEqual({});
    expect(res.cookies.find((c) => c.name === 'token')?.value).toBe('');
    expect((await send({ url: '/api/v1/member/profile' }, cookie)).statusCode).toBe(401);
    expect((await send({ url: '/api/v1/member/profile' }, other)).statusCode).toBe(401);
    expect(codeOf(await send({ url: '/api/v1/member/email/login', form: { email: 'reset@example.com', password: PASSWORD, terms: 'true' } }))).toBe(1001);
    expect(codeOf(await send({ url: '/api/v1/member/email/login', form: { email: 'reset@example.com', password: 'Newpass123', terms: 'true' } }))).toBe(200);
  });

  it('by mobile', async () => {
    const { cookie } = await registerByMobile(app, 'HK', '+85251230030', ip);
    await send({ url: '/api/v1/member/mobile/code', form: { region: 'HK', mobile: '51230030', purpose: 'RESET_PASSWORD' } });
    const code = await textedCode(app, '+85251230030');
    const res = await send({
      url: '/api/v1/member/mobile/reset-password',
      form: { region: 'HK', mobile: '51230030', code, password: 'Newpass123', confirmPassword: 'Newpass123' },
    });
    expect(res.statusCode).toBe(200);
    expect((await send({ url: '/api/v1/member/profile' }, cookie)).statusCode).toBe(401);
  });

  it('answers 1002 for an unknown address, as for a wrong code', async () => {
    await send({ url: '/api/v1/member/email/code', form: { email: 'ghost@example.com', purpose: 'RESET_PASSWORD' } });
    const res = await send({
      url: '/api/v1/member/email/reset-password',
      form: { email: 'ghost@example.com', code: '123456', password: 'Newpass123', confirmPassword: 'Newpass123' },
    });
    expect(codeOf(res)).toBe(1002);
  });
});

describe('exists checks', () => {
  it('say whether an email or a mobile has an account', async () => {
    await registerByEmail(app, 'exists@example.com', ip);
    const yes = await send({ url: '/api/v1/member/email/exists', query: { email: 'EXISTS@example.com' } });
    expect(envelopeOf(yes).data).toEqual({ exists: true });
    expect(envelopeOf(await send({ url: '/api/v1/member/email/exists', query: { email: 'absent@example.com' } })).data).toEqual({ exists: false });
    await registerByMobile(app, 'HK', '+85251230040', ip);
    expect(envelopeOf(await send({ url: '/api/v1/member/mobile/exists', query: { region: 'HK', mobile: '5123 0040' } })).data).toEqual({ exists: true });
    expect(envelopeOf(await send({ url: '/api/v1/member/mobile/exists', query: { region: 'HK', mobile: '51230004' } })).data).toEqual({ exists: false });
    expect((await send({ url: '/api/v1/member/mobile/exists', query: { region: 'HK', mobile: '12' } })).statusCode).toBe(400);
  });
});

describe('exists check limits', () => {
  let addressNumber = 0;
  const fresh = () => clientOf(app, `10.5.${Math.floor(++addressNumber / 250)}.${addressNumber % 250}`);

  it('answer 429 (in the reader’s language) to the 11th check of one email from any addresses, however spelt; other emails are not affected', async () => {
    for (let i = 0; i < 10; i++) {
      const email = i % 2 ? 'Watched@Example.com' : 'watched@example.com';
      expect((await fresh()({ url: '/api/v1/member/email/exists', query: { email } })).statusCode).toBe(200);
    }
    const limited = await fresh()({ url: '/api/v1/member/email/exists', query: { email: 'watched@example.com' }, headers: { 'accept-language': 'zh-HK' } });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(envelopeOf(limited).meta).toEqual({ code: 429, message: '請求過於頻繁，請稍後再試。' });
    expect(envelopeOf(await fresh()({ url: '/api/v1/member/email/exists', query: { email: 'unwatched@example.com' } })).data).toEqual({ exists: false });
  });

  it('answer 429 to the 11th check of one mobile number, national or international; other numbers are not affected', async () => {
    for (let i = 0; i < 10; i++) {
      const mobile = i % 2 ? '+852 5123 0077' : '51230077';
      expect((await fresh()({ url: '/api/v1/member/mobile/exists', query: { region: 'HK', mobile } })).statusCode).toBe(200);
    }
    const limited = await fresh()({ url: '/api/v1/member/mobile/exists', query: { region: 'HK', mobile: '5123 0077' } });
    expect(envelopeOf(limited).meta).toEqual({ code: 429, message: 'Too many requests. Please wait a moment and try again.' });
    expect((await fresh()({ url: '/api/v1/member/mobile/exists', query: { region: 'HK', mobile: '51230078' } })).statusCode).toBe(200);
  });

  it('still cap one address across many accounts (20 a minute)', async () => {
    const harvester = fresh();
    for (let i = 0; i < 20; i++)
      expect((await harvester({ url: '/api/v1/member/email/exists', query: { email: `harvest${i}@example.com` } })).statusCode).toBe(200);
    const limited = await harvester({
      url: '/api/v1/member/email/exists',
      query: { email: 'harvest-last@example.com' },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(envelopeOf(limited).meta).toEqual({ code: 429, message: '请求过于频繁，请稍后再试。' });
    expect((await fresh()({ url: '/api/v1/member/email/exists', query: { email: 'harvest-last@example.com' } })).statusCode).toBe(200);
  });
});
