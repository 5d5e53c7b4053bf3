import { randomId } from '@sme/shared/signature';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '../../http/app-error';
import { PASSWORD, clientOf, mailedCode, registerByEmail, registerByMobile } from '../../test/accounts';
import { envelopeOf } from '../../test/signed-inject';
import { createTestApp } from '../../test/test-app';
import { storeCaptchaAnswer } from '../system/system.service';
import { SIGN_IN_LIMITS, admitSignIn, recordFailure } from './login-guard';

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

  it('counts wrong registration codes against the address asking for codes', async () => {
    const ip = freshIp();
    const send = clientOf(app, ip);
    await send({ url: '/api/v1/member/email/code', form: { email: 'newcomer@example.com', purpose: 'REGISTER' } });
    const code = (await mailedCode(app, 'newcomer@example.com')) as string;
    const wrong = code === '000000' ? '111111' : '000000';
    const body = { email: 'newcomer@example.com', password: PASSWORD, confirmPassword: PASSWORD, terms: 'true' };
    for (let i = 0; i < 3; i++) expect(codeOf(await send({ url: '/api/v1/member/email/register', form: { ...body, code: wrong } }))).toBe(1002);
    expect(codeOf(await send({ url: '/api/v1/member/email/code', form: { email: 'someone-else@example.com', purpose: 'REGISTER' } }))).toBe(4014);
    // The code itself still has tries left.
    expect(codeOf(await send({ url: '/api/v1/member/email/register', form: { ...body, code } }))).toBe(200);
  });
});

describe('sign-in rate limits', () => {
  it(`answer 429 to the attempt after ${SIGN_IN_LIMITS.attemptsPerAccount} for one account within 15 minutes`, async () => {
    await registerByEmail(app, 'hammered@example.com', freshIp());
    const codes: number[] = [];
    for (let i = 0; i < SIGN_IN_LIMITS.attemptsPerAccount; i++) codes.push(codeOf(await login(freshIp(), 'hammered@example.com', 'Wrong1234')));
    expect(codes).toEqual([1001, 1001, 1001, ...Array(SIGN_IN_LIMITS.attemptsPerAccount - 3).fill(4014)]);
    const limited = await login(freshIp(), 'hammered@example.com', PASSWORD, await solvedCaptcha());
    expect(limited.statusCode).toBe(429);
    expect(envelopeOf(limited).meta).toEqual({ code: 429, message: 'Too many requests. Please wait a moment and try again.' });
  });

  it(`answer 429 to the attempt after ${SIGN_IN_LIMITS.attemptsPerAddress} from one address within 15 minutes`, async () => {
    const ip = freshIp();
    for (let i = 0; i < SIGN_IN_LIMITS.attemptsPerAddress; i++) await login(ip, `sprayed${i}@example.com`, 'Wrong1234');
    expect((await login(ip, 'sprayed-last@example.com', 'Wrong1234', await solvedCaptcha())).statusCode).toBe(429);
    // Other addresses are not affected.
    expect(codeOf(await login(freshIp(), 'sprayed-last@example.com', 'Wrong1234'))).toBe(1001);
  });

  it('start again after the 15-minute window; failures are forgotten after 15 quiet minutes', async () => {
    const subject = { account: 'window@example.com', ip: freshIp() };
    const t0 = new Date();
    const later = (ms: number) => new Date(t0.getTime() + ms);
    const attempt = (now: Date, captcha = {}) => admitSignIn(app.db, subject, captcha, now).then(() => 'ok' as const, (err: unknown) => (isAppError(err) ? err.code : Promise.reject(err)));
    for (let i = 0; i < SIGN_IN_LIMITS.attemptsPerAccount; i++) expect(await attempt(t0)).toBe('ok');
    expect(await attempt(later(1000))).toBe(429);
    expect(await attempt(later(SIGN_IN_LIMITS.windowMs + 1000))).toBe('ok');

    for (let i = 0; i < 3; i++) await recordFailure(app.db, subject, later(SIGN_IN_LIMITS.windowMs + 2000 + i * 60_000));
    expect(await attempt(later(SIGN_IN_LIMITS.windowMs + 5 * 60_000))).toBe(4014);
    // Fifteen minutes after the last failure the captcha is no longer asked.
    expect(await attempt(later(2 * SIGN_IN_LIMITS.windowMs + 3 * 60_000))).toBe('ok');
  });
});
