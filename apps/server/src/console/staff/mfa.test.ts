import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { URI } from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientOf, signedInMember } from '../../test/accounts';
import { signedInStaff } from '../../test/console-staff';
import { type SignedRequest, envelopeOf } from '../../test/signed-inject';
import { createTestApp } from '../../test/test-app';
import { listAudit } from '../audit/audit.service';
import { createSession } from '../../modules/members/sessions.service';
import { MFA_MAX_FAILURES } from './mfa.service';
import { staffTotp } from './staff.tables';
import { openSecret, totpCode, totpKeyFrom } from './totp';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

let n = 0;
let ip = '';
beforeEach(() => {
  ip = `10.71.0.${++n}`;
});
const as = (cookie?: string) => (req: SignedRequest) => clientOf(app, ip, cookie)(req);
const codeOf = (res: LightMyRequestResponse) => envelopeOf(res).meta.code;
const STEP_MS = 30_000;

interface Me {
  isAdmin: boolean;
  merchantId: string | null;
  roles: string[];
  totpEnrolled: boolean;
  secondFactorPassed: boolean;
}

/** A six-digit code that is not valid for the secret around now (so a test's "wrong code" cannot pass by luck). */
function wrongCode(secret: string): string {
  const valid = new Set([-1, 0, 1].map((d) => totpCode(secret, Date.now() + d * STEP_MS)));
  for (let i = 0; ; i++) {
    const candidate = String(i).padStart(6, '0');
    if (!valid.has(candidate)) return candidate;
  }
}

async function enrolledWithoutSecondFactor(): Promise<{ cookie: string; memberId: string; secret: string }> {
  const staff = await signedInStaff(app, { totp: false });
  const res = await as(staff.cookie)({ method: 'POST', url: '/api/v1/console/mfa/enrol', json: {} });
  expect(res.statusCode, res.body).toBe(200);
  return { ...staff, secret: envelopeOf<{ secret: string }>(res).data.secret };
}

describe('console.mfa.enrol and console.mfa.verify', () => {
  it('enrols with an otpauth link authenticator apps read, stores the secret encrypted, and audits the enrolment', async () => {
    const staff = await signedInStaff(app, { totp: false });
    const res = await as(staff.cookie)({ method: 'POST', url: '/api/v1/console/mfa/enrol', json: {} });
    expect(res.statusCode, res.body).toBe(200);
    const { otpauthUrl, secret } = envelopeOf<{ otpauthUrl: string; secret: string }>(res).data;
    const parsed = URI.parse(otpauthUrl);
    expect(parsed.secret.base32).toBe(secret);
    expect(parsed.label).toBe(staff.email);
    const [row] = await app.db.select().from(staffTotp).where(eq(staffTotp.memberId, staff.memberId));
    expect(row?.secretEncrypted).not.toContain(secret);
    expect(openSecret(totpKeyFrom(app.config.storageKey), row?.secretEncrypted ?? '', staff.memberId)).toBe(secret);
    expect(row?.confirmedAt).toBeNull();
    expect((await listAudit(app.db, { actorId: staff.memberId, action: 'console.mfa.enrol', page: 1, size: 10 })).total).toBe(1);
  });

  it('shows the same pending secret on every visit until it is renewed on purpose, and the renewed one is the one that works', async () => {
    const staff = await enrolledWithoutSecondFactor();
    const send = as(staff.cookie);
    const enrol = async (json: object) => {
      const res = await send({ method: 'POST', url: '/api/v1/console/mfa/enrol', json });
      expect(res.statusCode, res.body).toBe(200);
      return envelopeOf<{ secret: string }>(res).data.secret;
    };
    expect(await enrol({})).toBe(staff.secret);
    expect(await enrol({ renew: false })).toBe(staff.secret);
    const renewed = await enrol({ renew: true });
    expect(renewed).not.toBe(staff.secret);
    expect(await enrol({})).toBe(renewed);
    const [row] = await app.db.select().from(staffTotp).where(eq(staffTotp.memberId, staff.memberId));
    expect(row?.secretEncrypted).not.toContain(renewed);
    expect(openSecret(totpKeyFrom(app.config.storageKey), row?.secretEncrypted ?? '', staff.memberId)).toBe(renewed);
    const audited = await listAudit(app.db, { actorId: staff.memberId, action: 'console.mfa.enrol', page: 1, size: 10 });
    expect(audited.total).toBe(2);
    // The replaced secret no longer opens the console.
    const stale = await send({ method: 'POST', url: '/api/v1/console/mfa/verify', json: { code: totpCode(staff.secret) } });
    expect([stale.statusCode, codeOf(stale)]).toEqual([400, 1002]);
    const ok = await send({ method: 'POST', url: '/api/v1/console/mfa/verify', json: { code: totpCode(renewed) } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await send({ method: 'POST', url: '/api/v1/console/mfa/enrol', json: { renew: true } })).statusCode).toBe(409);
  });

  it('accepts the authenticator code, confirms the enrolment and passes the session; enrolling again is 409', async () => {
    const staff = await enrolledWithoutSecondFactor();
    const send = as(staff.cookie);
    const before = envelopeOf<Me>(await send({ url: '/api/v1/console/me' })).data;
    expect(before).toMatchObject({ isAdmin: true, totpEnrolled: false, secondFactorPassed: false });
    const ok = await send({ method: 'POST', url: '/api/v1/console/mfa/verify', json: { code: totpCode(staff.secret) } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(envelopeOf(ok).data).toEqual({ verified: true });
    const after = envelopeOf<Me>(await send({ url: '/api/v1/console/me' })).data;
    expect(after).toMatchObject({ totpEnrolled: true, secondFactorPassed: true, roles: expect.arrayContaining(['ADMIN']) });
    expect((await send({ url: '/api/v1/console/staff/list' })).statusCode).toBe(200);
    const again = await send({ method: 'POST', url: '/api/v1/console/mfa/enrol', json: {} });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a wrong code with 1002 and a replayed code with 400, and neither passes the session', async () => {
    const staff = await enrolledWithoutSecondFactor();
    const send = as(staff.cookie);
    const wrong = await send({ method: 'POST', url: '/api/v1/console/mfa/verify', json: { code: wrongCode(staff.secret) } });
    expect([wrong.statusCode, codeOf(wrong)]).toEqual([400, 1002]);
    expect(envelopeOf<Me>(await send({ url: '/api/v1/console/me' })).data.secondFactorPassed).toBe(false);
    const code = totpCode(staff.secret);
    expect((await send({ method: 'POST', url: '/api/v1/console/mfa/verify', json: { code } })).statusCode).toBe(200);
    // The same code again, even from a new session of the same person (someone who watched it being typed): refused.
    const other = await signInAgain(staff.memberId);
    const replay = await as(other)({ method: 'POST', url: '/api/v1/console/mfa/verify', json: { code } });
    expect([replay.statusCode, codeOf(replay)]).toEqual([400, 1002]);
    expect(envelopeOf(replay).meta.message).toBe('This code was already used. Please wait for the next code.');
    expect(envelopeOf<Me>(await as(other)({ url: '/api/v1/console/me' })).data.secondFactorPassed).toBe(false);
  });

  it(`answers 429 after ${MFA_MAX_FAILURES} wrong codes in 15 minutes, even for the right code, and audits each failure`, async () => {
    const staff = await enrolledWithoutSecondFactor();
    const send = as(staff.cookie);
    for (let i = 0; i < MFA_MAX_FAILURES; i++) {
      const res = await send({ method: 'POST', url: '/api/v1/console/mfa/verify', json: { code: wrongCode(staff.secret) } });
      expect(res.statusCode).toBe(400);
    }
    const blocked = await send({ method: 'POST', url: '/api/v1/console/mfa/verify', json: { code: totpCode(staff.secret) } });
    expect(blocked.statusCode).toBe(429);
    expect((await listAudit(app.db, { actorId: staff.memberId, action: 'console.mfa.verifyFailed', page: 1, size: 10 })).total).toBe(MFA_MAX_FAILURES);
  });

  it('checks who asks before the code: visitor 401, member 403 5403, malformed code 400', async () => {
    expect((await as()({ method: 'POST', url: '/api/v1/console/mfa/verify', json: { code: '12' } })).statusCode).toBe(401);
    const member = await signedInMember(app);
    const refused = await as(member.cookie)({ method: 'POST', url: '/api/v1/console/mfa/verify', json: { code: '123456' } });
    expect([refused.statusCode, codeOf(refused)]).toEqual([403, 5403]);
    expect((await as(member.cookie)({ url: '/api/v1/console/me' })).statusCode).toBe(403);
    const staff = await enrolledWithoutSecondFactor();
    expect((await as(staff.cookie)({ method: 'POST', url: '/api/v1/console/mfa/verify', json: { code: '12' } })).statusCode).toBe(400);
  });

  it('before the second factor every other console route answers 403 staff.secondFactorRequired', async () => {
    const doc = (await app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, { operationId?: string }>> }>();
    const open = new Set(['console.mfa.enrol', 'console.mfa.verify', 'console.me', 'console.staff.accept']);
    const guarded = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.operationId?.startsWith('console.') && !open.has(op.operationId))
        .map(([method, op]) => ({
          method: method.toUpperCase() as 'GET' | 'POST',
          url: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
          operationId: op.operationId,
        })),
    );
    expect(guarded.map((g) => g.operationId)).toEqual(
      expect.arrayContaining(['console.staff.list', 'console.staff.invite', 'console.staff.disable', 'console.audit.list']),
    );
    const staff = await enrolledWithoutSecondFactor();
    for (const route of guarded) {
      const res = await as(staff.cookie)(route.method === 'GET' ? { url: route.url } : { method: 'POST', url: route.url, json: {} });
      expect([route.operationId, res.statusCode, codeOf(res), envelopeOf(res).meta.message]).toEqual([
        route.operationId,
        403,
        5403,
        'Enter the code from your authenticator app to open the back office.',
      ]);
    }
  });
});

/** A second session of the same member (another device), without the second factor. */
async function signInAgain(memberId: string): Promise<string> {
  const { token } = await createSession(app.db, memberId, { method: 'EMAIL_PASSWORD' });
  return `token=${token}`;
}
