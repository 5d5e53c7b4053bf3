import { randomId } from '@sme/shared/signature';
import { eq, like } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '../../http/app-error';
import { PASSWORD, clientOf, mailedCode, registerByEmail, registerByMobile, sessionCookie, textedCode } from '../../test/accounts';
import '../../test/check-meta';
import { envelopeOf } from '../../test/signed-inject';
import { createTestApp } from '../../test/test-app';
import { storeCaptchaAnswer } from '../system/system.service';
import { SIGN_IN_LIMITS, admitAttempt, holdPasswordTry, limitAddress } from './login-guard';
import { signInCounters } from './login-guard.tables';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app?.close();
});

let addressNumber = 0;
/** A client address no other test uses. */
const freshIp = () => `10.4.${Math.floor(++addressNumber / 250)}.${addressNumber % 250}`;
const codeOf = (res: LightMyRequestResponse) => envelopeOf(res).meta.code;

/** A captcha whose answer the test knows (the image route draws a random one). */
async function solvedCaptcha() {
  const captchaKey = randomId();
  await storeCaptchaAnswer(app.db, captchaKey, 'k7mp');
  return { captchaKey, captchaCode: 'K7MP' };
}

const login = (ip: string, email: string, password: string, extra: Record<string, string> = {}) =>
  clientOf(app, ip)({ url: '/api/v1/member/email/login', form: { email, password, terms: 'true', ...extra } });

/** The live count of a guard counter (0 when there is none). */
async function counter(key: string): Promise<number> {
  const [row] = await app.db.select().from(signInCounters).where(eq(signInCounters.key, key));
  return row && row.expiresAt > new Date() ? row.count : 0;
}

describe('captcha after repeated failures', () => {
  it('is required after three wrong passwords for an account, from any address; a wrong one is refused, a valid one accepted', async () => {
    await registerByEmail(app, 'guarded@example.com', freshIp());
    for (let i = 0; i < SIGN_IN_LIMITS.failuresBeforeCaptcha; i++) expect(codeOf(await login(freshIp(), 'guarded@example.com', 'Wrong1234'))).toBe(1001);

    const required = await login(freshIp(), 'guarded@example.com', PASSWORD);
    expect(required.statusCode).toBe(400);
    expect(envelopeOf(required).meta).toEqual({ code: 4014, message: 'Please enter the image code to continue.' });
    const wrongCaptcha = await login(freshIp(), 'guarded@example.com', PASSWORD, { ...(await solvedCaptcha()), captchaCode: 'zzzz' });
    expect(envelopeOf(wrongCaptcha).meta).toEqual({ code: 4013, message: 'The image code is wrong or has expired.' });
    expect(codeOf(await login(freshIp(), 'guarded@example.com', PASSWORD, await solvedCaptcha()))).toBe(200);
    // A success clears the account's failures.
    expect(codeOf(await login(freshIp(), 'guarded@example.com', PASSWORD))).toBe(200);
  });

  it('is required after three failures from one address, whatever the accounts', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect(codeOf(await login(ip, `stranger${i}@example.com`, 'Wrong1234'))).toBe(1001);
    expect(codeOf(await login(ip, 'stranger9@example.com', 'Wrong1234'))).toBe(4014);
    expect(codeOf(await login(ip, 'stranger9@example.com', 'Wrong1234', await solvedCaptcha()))).toBe(1001);
    expect(codeOf(await login(freshIp(), 'stranger9@example.com', 'Wrong1234'))).toBe(1001);
  });

  it('lets no more than three captcha-free tries through, even sent all at once', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => login(freshIp(), 'parallel@example.com', 'Wrong1234')));
    expect(answers.map(codeOf).sort()).toEqual([...Array(3).fill(1001), ...Array(7).fill(4014)]);
    expect(await counter('failures|account:parallel@example.com')).toBe(3);
  });

  it('counts wrong codes too: after three, sending a new code and signing in by code need the captcha', async () => {
    await registerByMobile(app, 'HK', '+85251240001', freshIp());
    const form = { region: 'HK', mobile: '51240001', code: '000000', terms: 'true' };
    for (let i = 0; i < 3; i++) expect(codeOf(await clientOf(app, freshIp())({ url: '/api/v1/member/mobile/login', form }))).toBe(1002);
    expect(codeOf(await clientOf(app, freshIp())({ url: '/api/v1/member/mobile/login', form }))).toBe(4014);
    const sendCode = (extra: Record<string, string> = {}) =>
      clientOf(app, freshIp())({ url: '/api/v1/member/mobile/code', form: { region: 'HK', mobile: '51240001', purpose: 'LOGIN', ...extra } });
    expect(codeOf(await sendCode())).toBe(4014);
    expect(codeOf(await sendCode(await solvedCaptcha()))).toBe(200);
  });

  it('counts wrong registration codes against the address, which then needs the captcha to try the right one', async () => {
    const ip = freshIp();
    const send = clientOf(app, ip);
    await send({ url: '/api/v1/member/email/code', form: { email: 'newcomer@example.com', purpose: 'REGISTER' } });
    const code = (await mailedCode(app, 'newcomer@example.com')) as string;
    const wrong = code === '000000' ? '111111' : '000000';
    const body = { email: 'newcomer@example.com', password: PASSWORD, confirmPassword: PASSWORD, terms: 'true' };
    for (let i = 0; i < 3; i++) expect(codeOf(await send({ url: '/api/v1/member/email/register', form: { ...body, code: wrong } }))).toBe(1002);
    expect(codeOf(await send({ url: '/api/v1/member/email/code', form: { email: 'someone-else@example.com', purpose: 'REGISTER' } }))).toBe(4014);
    expect(codeOf(await send({ url: '/api/v1/member/email/register', form: { ...body, code } }))).toBe(4014);
    // The refused try spent none of the code's tries.
    expect(codeOf(await send({ url: '/api/v1/member/email/register', form: { ...body, code, ...(await solvedCaptcha()) } }))).toBe(200);
  });
});

describe('no lockout a stranger controls', () => {
  it('signs the owner in with the right password and a captcha after a flood of hostile failures', async ({ task }) => {
    const email = 'besieged@example.com';
    await registerByEmail(app, email, freshIp());
    const answers: LightMyRequestResponse[] = [];
    const send = async (res: Promise<LightMyRequestResponse>) => {
      const answer = await res;
      answers.push(answer);
      return answer;
    };
    // The tester's attack: ten wrong passwords without a captcha, each from another address; then twenty at once.
    const hostile: number[] = [];
    for (let i = 0; i < 10; i++) hostile.push(codeOf(await send(login(freshIp(), email, 'Wrong1234'))));
    const burst = await Promise.all(Array.from({ length: 20 }, () => send(login(freshIp(), email, 'Wrong1234'))));
    hostile.push(...burst.map(codeOf));
    expect(hostile).toEqual([1001, 1001, 1001, ...Array(hostile.length - 3).fill(4014)]);
    // Refused for the captcha means no password was checked: only three failures count.
    expect(await counter(`failures|account:${email}`)).toBe(SIGN_IN_LIMITS.failuresBeforeCaptcha);

    const ownerIp = freshIp();
    const withoutCaptcha = await send(login(ownerIp, email, PASSWORD));
    expect(withoutCaptcha.statusCode).toBe(400);
    expect(codeOf(withoutCaptcha)).toBe(4014);
    const signedIn = await send(login(ownerIp, email, PASSWORD, await solvedCaptcha()));
    expect(signedIn.statusCode).toBe(200);
    expect(sessionCookie(signedIn)).toMatch(/^token=.+/);

    const fiveXx = answers.filter((a) => a.statusCode >= 500).length;
    task.meta.check = {
      name: 'lockout',
      requests: answers.length,
      fiveXx,
      figure: `owner signed in after ${hostile.length} hostile failures (3 counted, ${hostile.length - 3} refused for the captcha, 0 × 429)`,
    };
    expect(fiveXx).toBe(0);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(0);
  });

  it('keeps a stranger without captchas from burning a reset code: the owner resets with it and a captcha', async () => {
    const email = 'forgetful@example.com';
    await registerByEmail(app, email, freshIp());
    const owner = clientOf(app, freshIp());
    expect(codeOf(await owner({ url: '/api/v1/member/email/code', form: { email, purpose: 'RESET_PASSWORD' } }))).toBe(200);
    const code = (await mailedCode(app, email)) as string;
    const wrong = code === '000000' ? '111111' : '000000';
    const reset = { email, password: 'Renewed123', confirmPassword: 'Renewed123' };
    const hostile: number[] = [];
    for (let i = 0; i < 10; i++)
      hostile.push(codeOf(await clientOf(app, freshIp())({ url: '/api/v1/member/email/reset-password', form: { ...reset, code: wrong } })));
    expect(hostile).toEqual([1002, 1002, 1002, ...Array(7).fill(4014)]);

    expect(codeOf(await owner({ url: '/api/v1/member/email/reset-password', form: { ...reset, code } }))).toBe(4014);
    expect(codeOf(await owner({ url: '/api/v1/member/email/reset-password', form: { ...reset, code, ...(await solvedCaptcha()) } }))).toBe(200);
    expect(codeOf(await login(freshIp(), email, 'Renewed123'))).toBe(200);
  });

  it('signs the owner in by mobile code after a stranger’s wrong codes, with a captcha and no 429', async () => {
    await registerByMobile(app, 'HK', '+85251240002', freshIp());
    const owner = clientOf(app, freshIp());
    expect(codeOf(await owner({ url: '/api/v1/member/mobile/code', form: { region: 'HK', mobile: '51240002', purpose: 'LOGIN' } }))).toBe(200);
    const code = (await textedCode(app, '+85251240002')) as string;
    const wrong = code === '000000' ? '111111' : '000000';
    const form = { region: 'HK', mobile: '51240002', terms: 'true' };
    const hostile: number[] = [];
    for (let i = 0; i < 10; i++) hostile.push(codeOf(await clientOf(app, freshIp())({ url: '/api/v1/member/mobile/login', form: { ...form, code: wrong } })));
    expect(hostile).toEqual([1002, 1002, 1002, ...Array(7).fill(4014)]);

    expect(codeOf(await owner({ url: '/api/v1/member/mobile/login', form: { ...form, code } }))).toBe(4014);
    const signedIn = await owner({ url: '/api/v1/member/mobile/login', form: { ...form, code, ...(await solvedCaptcha()) } });
    expect(signedIn.statusCode).toBe(200);
    expect(sessionCookie(signedIn)).toMatch(/^token=.+/);
  });

  it('pauses password sign-in of an account after an hour’s budget of captcha-solved failures; a reset by code lifts it', async () => {
    const email = 'targeted@example.com';
    await registerByEmail(app, email, freshIp());
    // A captcha-solving guesser has spent all but two slots of the hour (each spends a slot, as the HTTP tries below do).
    const subject = { account: email, ip: freshIp() };
    for (let i = 0; i < SIGN_IN_LIMITS.captchaFailuresPerAccount - 2; i++) await holdPasswordTry(app.db, subject, { captchaSolved: true, held: [] });
    for (let i = 0; i < 2; i++) expect(codeOf(await login(freshIp(), email, 'Wrong1234', await solvedCaptcha()))).toBe(1001);

    const paused = await login(freshIp(), email, PASSWORD, await solvedCaptcha());
    expect(paused.statusCode).toBe(429);
    expect(envelopeOf(paused).meta).toEqual({
      code: 4015,
      message: 'Too many failed sign-ins for this account. Please try again later, or reset your password to sign in now.',
    });
    const zh = await clientOf(
      app,
      freshIp(),
    )({
      url: '/api/v1/member/email/login',
      form: { email, password: PASSWORD, terms: 'true', ...(await solvedCaptcha()) },
      headers: { 'accept-language': 'zh-HK' },
    });
    expect(envelopeOf(zh).meta.message).toBe('該帳號登入失敗次數過多，請稍後再試，或重設密碼後立即登入。');
    // Other accounts are not affected.
    expect(codeOf(await login(freshIp(), 'guarded@example.com', PASSWORD, await solvedCaptcha()))).toBe(200);

    const owner = clientOf(app, freshIp());
    await owner({ url: '/api/v1/member/email/code', form: { email, purpose: 'RESET_PASSWORD' } });
    const code = (await mailedCode(app, email)) as string;
    const reset = await owner({ url: '/api/v1/member/email/reset-password', form: { email, code, password: 'Renewed123', confirmPassword: 'Renewed123' } });
    expect(codeOf(reset)).toBe(200);
    expect(codeOf(await owner({ url: '/api/v1/member/email/login', form: { email, password: 'Renewed123', terms: 'true' } }))).toBe(200);
  });
});

describe('sign-in rate limits', () => {
  it(`answer 429 to the attempt after ${SIGN_IN_LIMITS.attemptsPerAddress} from one address within 15 minutes`, async () => {
    const ip = freshIp();
    for (let i = 0; i < SIGN_IN_LIMITS.attemptsPerAddress; i++) await login(ip, `sprayed${i}@example.com`, 'Wrong1234');
    const limited = await login(ip, 'sprayed-last@example.com', 'Wrong1234', await solvedCaptcha());
    expect(limited.statusCode).toBe(429);
    expect(envelopeOf(limited).meta).toEqual({ code: 429, message: 'Too many requests. Please wait a moment and try again.' });
    // The limit counts every sign-in from the address, by password or by code.
    expect(
      (await clientOf(app, ip)({ url: '/api/v1/member/mobile/login', form: { region: 'HK', mobile: '51240009', code: '000000', terms: 'true' } })).statusCode,
    ).toBe(429);
    // Other addresses are not affected.
    expect(codeOf(await login(freshIp(), 'sprayed-last@example.com', 'Wrong1234'))).toBe(1001);
  });

  it('start again after their windows: the address after 15 minutes, free tries after 15 quiet minutes, the pause after an hour', async () => {
    const subject = { account: 'window@example.com', ip: freshIp() };
    const t0 = new Date();
    const later = (ms: number) => new Date(t0.getTime() + ms);
    const outcome = (attempt: Promise<unknown>) =>
      attempt.then(
        () => 'ok' as const,
        (err: unknown) => (isAppError(err) ? err.code : Promise.reject(err)),
      );
    for (let i = 0; i < SIGN_IN_LIMITS.attemptsPerAddress; i++) expect(await outcome(limitAddress(app.db, subject.ip, t0))).toBe('ok');
    expect(await outcome(limitAddress(app.db, subject.ip, later(1000)))).toBe(429);
    expect(await outcome(limitAddress(app.db, subject.ip, later(SIGN_IN_LIMITS.windowMs + 1000)))).toBe('ok');

    // Three free tries kept as failures, a minute apart; the window restarts with each.
    for (let i = 0; i < 3; i++) expect(await outcome(admitAttempt(app.db, subject, {}, later(i * 60_000)))).toBe('ok');
    expect(await outcome(admitAttempt(app.db, subject, {}, later(5 * 60_000)))).toBe(4014);
    expect(await outcome(admitAttempt(app.db, subject, {}, later(2 * 60_000 + SIGN_IN_LIMITS.windowMs - 1000)))).toBe(4014);
    expect(await outcome(admitAttempt(app.db, subject, {}, later(2 * 60_000 + SIGN_IN_LIMITS.windowMs + 1000)))).toBe('ok');

    const solved = { captchaSolved: true, held: [] };
    for (let i = 0; i < SIGN_IN_LIMITS.captchaFailuresPerAccount; i++) await holdPasswordTry(app.db, subject, solved, t0);
    expect(await outcome(holdPasswordTry(app.db, subject, solved, later(SIGN_IN_LIMITS.captchaFailuresWindowMs - 1000)))).toBe(4015);
    expect(await outcome(holdPasswordTry(app.db, subject, solved, later(SIGN_IN_LIMITS.captchaFailuresWindowMs + 1000)))).toBe('ok');
  });

  it('give the slots of a successful sign-in back, so a busy shared address is not asked for captchas', async () => {
    const ip = freshIp();
    const emails = ['office1@example.com', 'office2@example.com', 'office3@example.com', 'office4@example.com'];
    for (const email of emails) await registerByEmail(app, email, freshIp());
    for (const email of emails) expect(codeOf(await login(ip, email, PASSWORD))).toBe(200);
    expect(await counter(`failures|ip:${ip}`)).toBe(0);
    expect(await app.db.select().from(signInCounters).where(like(signInCounters.key, 'captcha-failures|account:office%'))).toEqual([]);
  });
});
