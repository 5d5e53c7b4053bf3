import { randomBytes, randomUUID } from 'node:crypto';
import { Codes } from '@sme/shared/codes';
import type { ConsoleMemberListView, ConsoleMemberView } from '@sme/shared/schemas/console-members';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, clientOf, registerByEmail, registerByMobile, signedInMember, textedCode } from '../../test/accounts';
import { insertMerchant } from '../../test/catalogue-fixtures';
import { signedInStaff } from '../../test/console-staff';
import { type MemberOrder, insertMemberOrder } from '../../test/member-order-fixtures';
import { grantMembership } from '../../test/shop-fixtures';
import { type SignedRequest, envelopeOf } from '../../test/signed-inject';
import { createTestApp } from '../../test/test-app';
import { listAudit } from '../audit/audit.service';
import { members } from '../../modules/members/members.tables';
import { createSession } from '../../modules/members/sessions.service';

/** Back-office members: admins only, search with masked contact, detail, disable that ends every session and refuses every sign-in, enable. */

type Send = (req: SignedRequest) => Promise<LightMyRequestResponse>;

let app: FastifyInstance;
let admin: Send;
let adminId: string;
let clients = 0;
const nextIp = () => `10.71.0.${++clients}`;

beforeAll(async () => {
  app = await createTestApp();
  const staff = await signedInStaff(app, { roles: ['ADMIN'] });
  adminId = staff.memberId;
  admin = clientOf(app, nextIp(), staff.cookie);
});

afterAll(async () => {
  await app?.close();
});

const unique = () => randomBytes(4).toString('hex');
const view = (res: LightMyRequestResponse) => {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return envelopeOf<ConsoleMemberView>(res).data;
};
const list = async (query: Record<string, string>) =>
  envelopeOf<ConsoleMemberListView>(await admin({ method: 'GET', url: '/api/v1/console/member/list', query })).data;
const detail = async (id: string) => view(await admin({ method: 'GET', url: `/api/v1/console/member/detail/${id}` }));
const auditOf = async (id: string) => (await listAudit(app.db, { targetId: id, action: 'console.member.', page: 1, size: 20 })).list;
const emailLogin = (email: string, locale = 'en') =>
  clientOf(app, nextIp())({ url: '/api/v1/member/email/login', form: { email, password: PASSWORD, terms: 'true' }, headers: { 'accept-language': locale } });
const quickLogin = (cookie: string) => clientOf(app, nextIp(), cookie)({ method: 'POST', url: '/api/v1/member/quick-login' });

const storeOrder = (memberId: string, o: MemberOrder) => insertMemberOrder(app.db, memberId, o);

describe('console members: access', () => {
  it('answers every endpoint to an admin only: a merchant’s staff 403, a member 403, no second factor 403, and nothing changes', async () => {
    const target = await signedInMember(app);
    const merchantId = await insertMerchant(app.db);
    const staff = clientOf(app, nextIp(), (await signedInStaff(app, { roles: ['MERCHANT_STAFF'], merchantId })).cookie);
    const member = clientOf(app, nextIp(), (await signedInMember(app)).cookie);
    const noTotp = clientOf(app, nextIp(), (await signedInStaff(app, { roles: ['ADMIN'], totp: false })).cookie);
    const calls: SignedRequest[] = [
      { method: 'GET', url: '/api/v1/console/member/list' },
      { method: 'GET', url: `/api/v1/console/member/detail/${target.memberId}` },
      { url: '/api/v1/console/member/disable', json: { id: target.memberId, reason: 'Spam' } },
      { url: '/api/v1/console/member/enable', json: { id: target.memberId } },
    ];
    for (const call of calls) {
      for (const [who, send] of [
        ['staff', staff],
        ['member', member],
        ['noTotp', noTotp],
      ] as const) {
        const res = await send(call);
        expect([call.url, who, res.statusCode, envelopeOf(res).meta.code]).toEqual([call.url, who, 403, Codes.FORBIDDEN_ROLE.code]);
      }
    }
    expect((await detail(target.memberId)).status).toBe('ACTIVE');
    expect(await auditOf(target.memberId)).toEqual([]);
    expect((await admin({ method: 'GET', url: `/api/v1/console/member/detail/${randomUUID()}` })).statusCode).toBe(404);
  });
});

describe('console members: search and detail', () => {
  it('finds a member by part of the email, mobile, member number or name, masks contact in the list and shows it in full in the detail', async () => {
    const word = `zq${unique()}`;
    const email = `${word}@example.hk`;
    const byEmail = await registerByEmail(app, email, nextIp());
    const byMobile = await registerByMobile(app, 'HK', '+85251234701', nextIp());
    await app.db
      .update(members)
      .set({ fullName: `陳大文 ${word}`, engFirstName: 'Tai Man', engLastName: `Chan${word}` })
      .where(eq(members.id, byMobile.memberId));

    const found = await list({ q: word.slice(0, 7).toUpperCase() });
    expect(found.list.map((m) => m.id).sort()).toEqual([byEmail.memberId, byMobile.memberId].sort());
    const emailRow = found.list.find((m) => m.id === byEmail.memberId);
    expect([emailRow?.email, emailRow?.status]).toEqual([`z***@example.hk`, 'ACTIVE']);
    expect((await list({ q: `Tai Man Chan${word}` })).list.map((m) => m.id)).toEqual([byMobile.memberId]);
    const mobileRow = (await list({ q: '5123 4701' })).list;
    expect(mobileRow.map((m) => [m.id, m.mobile])).toEqual([[byMobile.memberId, '+852 ****4701']]);
    const memberNo = (await detail(byEmail.memberId)).memberNo;
    expect((await list({ q: memberNo })).list.map((m) => m.id)).toEqual([byEmail.memberId]);

    const full = await detail(byMobile.memberId);
    expect(full).toMatchObject({ mobile: '+85251234701', mobileRegion: 'HK', fullName: `陳大文 ${word}`, status: 'ACTIVE', disabledAt: null });
    expect(full.lastSignInAt).not.toBeNull();
    const bad = await admin({ method: 'GET', url: '/api/v1/console/member/list', query: { status: 'GONE' } });
    expect(bad.statusCode).toBe(400);
  });

  it('counts orders, sums money paid per currency leaving refunded orders out, and shows tier and addresses', async () => {
    const { memberId } = await signedInMember(app);
    await storeOrder(memberId, { status: 'COMPLETED', currency: 'HKD', paidMinor: 12_345 });
    await storeOrder(memberId, { status: 'COMPLETED', currency: 'HKD', paidMinor: 10_000 });
    await storeOrder(memberId, { status: 'COMPLETED', currency: 'USD', paidMinor: 999 });
    await storeOrder(memberId, { status: 'REFUND_CLOSED', currency: 'HKD', paidMinor: 50_000 });
    await storeOrder(memberId, { status: 'AWAITING_PAYMENT', currency: 'HKD', paidMinor: 0 });
    await grantMembership(app.db, memberId, 'GOLD');
    const shown = await detail(memberId);
    expect([shown.ordersCount, shown.totalSpent, shown.membershipTier, shown.addressesCount]).toEqual([
      5,
      [
        { currency: 'HKD', amountMinor: 22_345 },
        { currency: 'USD', amountMinor: 999 },
      ],
      'GOLD',
      0,
    ]);
  });
});

describe('console members: disable and enable', () => {
  it('refuses a disable without a reason (400) and changes nothing', async () => {
    const { memberId, cookie } = await signedInMember(app);
    const res = await admin({ url: '/api/v1/console/member/disable', json: { id: memberId, reason: '  ' } });
    expect([res.statusCode, envelopeOf<{ fields: Array<{ field: string; rule: string }> }>(res).data.fields.map((f) => `${f.field}:${f.rule}`)]).toEqual([
      400,
      ['reason:required'],
    ]);
    expect((await detail(memberId)).status).toBe('ACTIVE');
    expect((await quickLogin(cookie)).statusCode).toBe(200);
    expect(await auditOf(memberId)).toEqual([]);
  });

  it('ends every session at once and refuses password, mobile-code and provider sign-ins in the member’s language; enable lets them back in', async () => {
    const email = `off-${unique()}@example.hk`;
    const first = await registerByEmail(app, email, nextIp());
    const second = await emailLogin(email);
    expect(second.statusCode).toBe(200);
    const secondCookie = `token=${second.cookies.find((c) => c.name === 'token')?.value}`;

    const disabled = view(await admin({ url: '/api/v1/console/member/disable', json: { id: first.memberId, reason: 'Chargeback fraud' } }));
    expect([disabled.status, disabled.disabledReason]).toEqual(['DISABLED', 'Chargeback fraud']);
    expect((await quickLogin(first.cookie)).statusCode).toBe(401);
    expect((await quickLogin(secondCookie)).statusCode).toBe(401);

    const refused = await emailLogin(email);
    expect([refused.statusCode, envelopeOf(refused).meta.message]).toEqual([
      403,
      'This account has been disabled. Please contact customer service if you need help.',
    ]);
    expect(envelopeOf(await emailLogin(email, 'zh-HK')).meta.message).toBe('此帳戶已被停用。如需協助，請聯絡客戶服務。');
    // Provider sign-ins (OpenID Connect) open their session through the same function.
    await expect(createSession(app.db, first.memberId, { method: 'OIDC' })).rejects.toMatchObject({ status: 403, messageKey: 'auth.accountDisabled' });
    expect((await list({ q: email, status: 'DISABLED' })).list.map((m) => m.id)).toEqual([first.memberId]);
    expect((await list({ q: email, status: 'ACTIVE' })).total).toBe(0);

    const again = await admin({ url: '/api/v1/console/member/disable', json: { id: first.memberId, reason: 'Twice' } });
    expect(again.statusCode).toBe(409);

    const enabled = view(await admin({ url: '/api/v1/console/member/enable', json: { id: first.memberId } }));
    expect([enabled.status, enabled.disabledReason]).toEqual(['ACTIVE', null]);
    expect((await quickLogin(first.cookie)).statusCode).toBe(401);
    expect((await emailLogin(email)).statusCode).toBe(200);
    expect((await admin({ url: '/api/v1/console/member/enable', json: { id: first.memberId } })).statusCode).toBe(409);

    const entries = (await auditOf(first.memberId)).map((e) => [e.action, e.actorId, e.detail.reason ?? null]);
    expect(entries).toEqual([
      ['console.member.enable', adminId, null],
      ['console.member.disable', adminId, 'Chargeback fraud'],
    ]);
  });

  it('refuses a mobile-code sign-in of a disabled member', async () => {
    const { memberId } = await registerByMobile(app, 'HK', '+85251234702', nextIp());
    view(await admin({ url: '/api/v1/console/member/disable', json: { id: memberId, reason: 'Abuse' } }));
    const send = clientOf(app, nextIp());
    expect((await send({ url: '/api/v1/member/mobile/code', form: { region: 'HK', mobile: '51234702', purpose: 'LOGIN' } })).statusCode).toBe(200);
    const code = await textedCode(app, '+85251234702');
    const res = await send({ url: '/api/v1/member/mobile/login', form: { region: 'HK', mobile: '51234702', code, terms: 'true' } });
    expect([res.statusCode, envelopeOf(res).meta.code]).toEqual([403, Codes.FORBIDDEN.code]);
    expect(res.cookies.find((c) => c.name === 'token')).toBeUndefined();
  });

  it('cannot disable an admin nor oneself, with a clear message; nothing changes', async () => {
    const other = await signedInStaff(app, { roles: ['ADMIN'] });
    const res = await admin({ url: '/api/v1/console/member/disable', json: { id: other.memberId, reason: 'Leaving' } });
    expect([res.statusCode, envelopeOf(res).meta.message]).toEqual([403, 'An administrator account cannot be disabled. Remove the administrator role first.']);
    const self = await admin({ url: '/api/v1/console/member/disable', json: { id: adminId, reason: 'Oops' } });
    expect([self.statusCode, envelopeOf(self).meta.message]).toEqual([403, 'You cannot disable your own account.']);
    expect((await detail(other.memberId)).status).toBe('ACTIVE');
    expect(await auditOf(other.memberId)).toEqual([]);
  });
});
