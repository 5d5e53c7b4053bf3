import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../http/envelope';
import { requireRole } from '../../http/session';
import { listOutbox } from '../../integrations/mail/outbox-mailer';
import { listSmsOutbox } from '../../integrations/sms/outbox-sms';
import { clientOf, mailedCode, registerByEmail, registerByMobile, textedCode } from '../../test/accounts';
import { type SignedRequest, envelopeOf } from '../../test/signed-inject';
import { createTestApp } from '../../test/test-app';
import { members } from './members.tables';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
  // A test-only route behind the one role guard.
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/v1/test/admin-only', { schema: { operationId: 'test.adminOnly' }, preHandler: requireRole('ADMIN') }, async () => ok('admin'));
  await app.ready();
});

afterAll(async () => {
  await app?.close();
});

let testNumber = 0;
let ip = '';
beforeEach(() => {
  ip = `10.5.0.${++testNumber}`;
});
const as = (cookie?: string) => (req: SignedRequest) => clientOf(app, ip, cookie)(req);
const codeOf = (res: LightMyRequestResponse) => envelopeOf(res).meta.code;
const profileOf = (res: LightMyRequestResponse) => envelopeOf<Record<string, unknown>>(res).data;

const PROFILE_KEYS = [
  'id',
  'memberNo',
  'email',
  'mobile',
  'mobileRegion',
  'avatarImg',
  'engFirstName',
  'engLastName',
  'fullName',
  'nickName',
  'salutation',
  'birthday',
  'address',
  'locationCountry',
  'locationCity',
  'roles',
  'hasPassword',
  'socialProviders',
  'displayName',
  'companyEmail',
];

describe('member.profile', () => {
  it('answers exactly the fields of the contract, and no secret', async () => {
    const { cookie, memberId } = await registerByEmail(app, 'profile@example.com', ip);
    const res = await as(cookie)({ url: '/api/v1/member/profile' });
    expect(res.statusCode).toBe(200);
    const profile = profileOf(res);
    expect(Object.keys(profile).sort()).toEqual([...PROFILE_KEYS].sort());
    expect(profile).toEqual({
      id: memberId,
      memberNo: expect.stringMatching(/^M\d{8,}$/),
      email: 'profile@example.com',
      mobile: null,
      mobileRegion: null,
      avatarImg: null,
      engFirstName: null,
      engLastName: null,
      fullName: null,
      nickName: null,
      salutation: null,
      birthday: null,
      address: null,
      locationCountry: null,
      locationCity: null,
      roles: ['MEMBER'],
      hasPassword: true,
      socialProviders: [],
      displayName: 'profile@example.com',
      companyEmail: null,
    });
  });

  it('answers 401 on every profile route without a session', async () => {
    const routes: SignedRequest[] = [
      { url: '/api/v1/member/profile' },
      { url: '/api/v1/member/profile', form: { nickName: 'x' } },
      { url: '/api/v1/member/profile/field', form: { field: 'nickName', value: 'x' } },
      { url: '/api/v1/member/location', form: { country: 'HK', city: 'Sha Tin' } },
      { url: '/api/v1/member/mobile/bind', form: { region: 'HK', mobile: '51250001', code: '123456' } },
      { url: '/api/v1/member/mobile/rebind', form: { region: 'HK', mobile: '51250001', code: '123456' } },
      { url: '/api/v1/member/email/rebind', form: { email: 'x@example.com', code: '123456' } },
      { url: '/api/v1/member/avatar', multipart: { files: [] } },
    ];
    for (const route of routes) expect(codeOf(await as()(route)), route.url).toBe(401);
  });
});

describe('profile changes', () => {
  const hostile = {
    engFirstName: "Robert'); DROP TABLE members;--",
    engLastName: '<script>alert(1)</script>',
    fullName: '陳大文 " OR 1=1 --',
    nickName: '<img src=x onerror=alert(1)>',
    address: "1 Queen's Road; DELETE FROM sessions WHERE '1'='1' <b>bold</b> & more",
  };

  it('stores and answers SQL and HTML in every field verbatim', async () => {
    const { cookie, memberId } = await registerByEmail(app, 'hostile@example.com', ip);
    const res = await as(cookie)({ url: '/api/v1/member/profile', form: { ...hostile, salutation: 'MS', birthday: '1990-02-28' } });
    expect(res.statusCode).toBe(200);
    expect(profileOf(res)).toMatchObject({ ...hostile, salutation: 'MS', birthday: '1990-02-28', displayName: hostile.nickName });
    const [row] = await app.db.select().from(members).where(eq(members.id, memberId));
    expect(row).toMatchObject({ ...hostile, salutation: 'MS', birthday: '1990-02-28' });
    // Every field, one at a time, through updateField too.
    for (const [field, value] of Object.entries(hostile)) {
      const one = await as(cookie)({ url: '/api/v1/member/profile/field', json: { field, value: `${value}!` } });
      expect(profileOf(one)[field]).toBe(`${value}!`);
    }
  });

  it('clears a field with an empty value and picks the display name in the order of the spec', async () => {
    const { cookie } = await registerByEmail(app, 'names@example.com', ip);
    const send = as(cookie);
    expect(profileOf(await send({ url: '/api/v1/member/profile', form: { engFirstName: 'Tai Man', engLastName: 'Chan' } })).displayName).toBe('Tai Man Chan');
    expect(profileOf(await send({ url: '/api/v1/member/profile/field', form: { field: 'fullName', value: '陳大文' } })).displayName).toBe('陳大文');
    expect(profileOf(await send({ url: '/api/v1/member/profile/field', form: { field: 'nickName', value: 'TM' } })).displayName).toBe('TM');
    const cleared = profileOf(await send({ url: '/api/v1/member/profile', form: { nickName: '', fullName: '' } }));
    expect(cleared).toMatchObject({ nickName: null, fullName: null, displayName: 'Tai Man Chan' });
  });

  it('refuses values that break a field rule with the field named, changing nothing', async () => {
    const { cookie, memberId } = await registerByEmail(app, 'rules@example.com', ip);
    const send = as(cookie);
    const bad = await send({ url: '/api/v1/member/profile', form: { nickName: 'ok', salutation: 'DR', birthday: '1990-02-30' } });
    expect(bad.statusCode).toBe(400);
    expect(
      envelopeOf<{ fields: Array<{ field: string }> }>(bad)
        .data.fields.map((f) => f.field)
        .sort(),
    ).toEqual(['birthday', 'salutation']);
    const tooLong = await send({ url: '/api/v1/member/profile/field', form: { field: 'nickName', value: 'x'.repeat(31) } });
    expect(envelopeOf<{ fields: unknown[] }>(tooLong).data.fields).toEqual([
      { field: 'value', rule: 'tooLong', message: 'value must be at most 30 characters.' },
    ]);
    expect(codeOf(await send({ url: '/api/v1/member/profile/field', form: { field: 'passwordHash', value: 'x' } }))).toBe(400);
    expect(codeOf(await send({ url: '/api/v1/member/profile', form: {} }))).toBe(400);
    const [row] = await app.db.select().from(members).where(eq(members.id, memberId));
    expect(row).toMatchObject({ nickName: null, salutation: null, birthday: null });
  });

  it('sets the location to a known country and refuses an unknown one', async () => {
    const { cookie } = await registerByEmail(app, 'where@example.com', ip);
    const res = await as(cookie)({ url: '/api/v1/member/location', form: { country: 'hk', city: 'Sha Tin' } });
    expect(profileOf(res)).toMatchObject({ locationCountry: 'HK', locationCity: 'Sha Tin' });
    const unknown = await as(cookie)({ url: '/api/v1/member/location', form: { country: 'ZZ', city: 'Nowhere' } });
    expect(unknown.statusCode).toBe(400);
    expect(envelopeOf(unknown).meta.message).toBe('country: Please choose a valid country or region.');
  });

  it('never lets a member touch another member’s row, whatever ids the client sends', async () => {
    const alice = await registerByEmail(app, 'alice@example.com', ip);
    const bob = await registerByEmail(app, 'bob@example.com', ip);
    const res = await as(bob.cookie)({ url: '/api/v1/member/profile', form: { nickName: 'Bob', memberId: alice.memberId, id: alice.memberId } });
    expect(profileOf(res)).toMatchObject({ id: bob.memberId, nickName: 'Bob' });
    await as(bob.cookie)({ url: '/api/v1/member/location', query: { memberId: alice.memberId }, form: { country: 'SG', city: 'Singapore' } });
    const aliceProfile = profileOf(await as(alice.cookie)({ url: '/api/v1/member/profile', query: { memberId: bob.memberId } }));
    expect(aliceProfile).toMatchObject({ id: alice.memberId, nickName: null, locationCountry: null });
    // Bob asking with Alice's id as a parameter still gets Bob.
    expect(profileOf(await as(bob.cookie)({ url: '/api/v1/member/profile', query: { memberId: alice.memberId } })).id).toBe(bob.memberId);
  });
});

describe('role guard', () => {
  it('answers 403 (5403) for a MEMBER, passes an ADMIN, and 401 without a session', async () => {
    const { cookie, memberId } = await registerByEmail(app, 'role@example.com', ip);
    const denied = await as(cookie)({ url: '/api/v1/test/admin-only' });
    expect(denied.statusCode).toBe(403);
    expect(envelopeOf(denied).meta).toEqual({ code: 5403, message: 'Your account does not have access to this.' });
    await app.db
      .update(members)
      .set({ roles: ['MEMBER', 'ADMIN'] })
      .where(eq(members.id, memberId));
    expect(envelopeOf(await as(cookie)({ url: '/api/v1/test/admin-only' })).data).toBe('admin');
    expect((await as()({ url: '/api/v1/test/admin-only' })).statusCode).toBe(401);
  });
});

describe('binding a new email or mobile', () => {
  it('rebinds the email with a REBIND code sent to the new address', async () => {
    const { cookie } = await registerByMobile(app, 'HK', '+85251250001', ip);
    const send = as(cookie);
    const requested = await send({ url: '/api/v1/member/email/code', form: { email: 'New.Mail@example.com', purpose: 'REBIND' } });
    expect(requested.statusCode).toBe(200);
    const code = await mailedCode(app, 'new.mail@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const res = await send({ url: '/api/v1/member/email/rebind', form: { email: 'new.mail@example.com', code } });
    expect(profileOf(res)).toMatchObject({ email: 'new.mail@example.com', mobile: '+85251250001' });
  });

  it('refuses a REBIND code for an address another member holds (9003 / 9004)', async () => {
    await registerByEmail(app, 'holder@example.com', ip);
    await registerByMobile(app, 'HK', '+85251250002', ip);
    const { cookie } = await registerByEmail(app, 'mover@example.com', ip);
    expect(codeOf(await as(cookie)({ url: '/api/v1/member/email/code', form: { email: 'holder@example.com', purpose: 'REBIND' } }))).toBe(9003);
    expect(codeOf(await as(cookie)({ url: '/api/v1/member/mobile/code', form: { region: 'HK', mobile: '51250002', purpose: 'REBIND' } }))).toBe(9004);
    // Nothing went to the holders beyond their own registration codes.
    expect(await listOutbox(app.db, { to: 'holder@example.com', limit: 5 })).toHaveLength(1);
    expect(await listSmsOutbox(app.db, { to: '+85251250002', limit: 5 })).toHaveLength(1);
  });

  it('answers 9003 when the address was taken between the code and the rebind, changing nothing', async () => {
    const { cookie, memberId } = await registerByEmail(app, 'slow@example.com', ip);
    await as(cookie)({ url: '/api/v1/member/email/code', form: { email: 'contested@example.com', purpose: 'REBIND' } });
    const code = await mailedCode(app, 'contested@example.com');
    await registerByEmail(app, 'fast@example.com', ip);
    await app.db.update(members).set({ email: 'contested@example.com' }).where(eq(members.email, 'fast@example.com'));
    const res = await as(cookie)({ url: '/api/v1/member/email/rebind', form: { email: 'contested@example.com', code } });
    expect(codeOf(res)).toBe(9003);
    const [row] = await app.db.select().from(members).where(eq(members.id, memberId));
    expect(row?.email).toBe('slow@example.com');
  });

  it('binds a mobile to an account without one, then rebinds it; bind and rebind refuse the wrong case (409)', async () => {
    const { cookie } = await registerByEmail(app, 'phoneless@example.com', ip);
    const send = as(cookie);
    expect(codeOf(await send({ url: '/api/v1/member/mobile/rebind', form: { region: 'HK', mobile: '51250003', code: '123456' } }))).toBe(409);
    await send({ url: '/api/v1/member/mobile/code', form: { region: 'HK', mobile: '51250003', purpose: 'REBIND' } });
    const bound = await send({ url: '/api/v1/member/mobile/bind', form: { region: 'HK', mobile: '5125 0003', code: await textedCode(app, '+85251250003') } });
    expect(profileOf(bound)).toMatchObject({ mobile: '+85251250003', mobileRegion: 'HK' });
    expect(codeOf(await send({ url: '/api/v1/member/mobile/bind', form: { region: 'HK', mobile: '51250004', code: '123456' } }))).toBe(409);

    await send({ url: '/api/v1/member/mobile/code', form: { region: 'MO', mobile: '66123456', purpose: 'REBIND' } });
    const wrong = await send({ url: '/api/v1/member/mobile/rebind', form: { region: 'MO', mobile: '66123456', code: '000000' } });
    const code = await textedCode(app, '+85366123456');
    if (code !== '000000') expect(codeOf(wrong)).toBe(1002);
    const rebound = await send({ url: '/api/v1/member/mobile/rebind', form: { region: 'MO', mobile: '66123456', code } });
    expect(profileOf(rebound)).toMatchObject({ mobile: '+85366123456', mobileRegion: 'MO' });
    // The old number is free again.
    expect(envelopeOf(await send({ url: '/api/v1/member/mobile/exists', query: { region: 'HK', mobile: '51250003' } })).data).toEqual({ exists: false });
  });
});
