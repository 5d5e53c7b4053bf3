import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listOutbox } from '../../integrations/mail/outbox-mailer';
import { clientOf, signedInMember } from '../../test/accounts';
import { insertMerchant } from '../../test/catalogue-fixtures';
import { signedInStaff } from '../../test/console-staff';
import { type SignedRequest, envelopeOf } from '../../test/signed-inject';
import { createTestApp } from '../../test/test-app';
import { listAudit } from '../audit/audit.service';
import { createMember, findMemberById } from '../../modules/members/members.service';
import { createSession } from '../../modules/members/sessions.service';
import { staffMembers } from './staff.tables';
import { totpCode } from './totp';

let app: FastifyInstance;
let merchantId = '';
beforeAll(async () => {
  app = await createTestApp();
  merchantId = await insertMerchant(app.db);
});
afterAll(async () => {
  await app?.close();
});

let n = 0;
let ip = '';
beforeEach(() => {
  ip = `10.72.0.${++n}`;
});
const as = (cookie?: string) => (req: SignedRequest) => clientOf(app, ip, cookie)(req);
const codeOf = (res: LightMyRequestResponse) => envelopeOf(res).meta.code;
const auditsOf = async (action: string, targetId: string) => (await listAudit(app.db, { action, targetId, page: 1, size: 10 })).list;

async function memberWithEmail(email: string): Promise<{ cookie: string; memberId: string }> {
  const member = await createMember(app.db, { email, locale: 'en_US' });
  if (!member) throw new Error('member not created');
  const { token } = await createSession(app.db, member.id, { method: 'EMAIL_PASSWORD' });
  return { cookie: `token=${token}`, memberId: member.id };
}

async function invite(adminCookie: string, body: Record<string, unknown>): Promise<LightMyRequestResponse> {
  return as(adminCookie)({ method: 'POST', url: '/api/v1/console/staff/invite', json: body });
}

/** The token of the newest invitation mailed to `email`. */
async function mailedToken(email: string): Promise<string> {
  const [mail] = await listOutbox(app.db, { to: email, limit: 1 });
  const link = /https?:\/\/\S+\/console\/accept\?token=([\w-]+)/.exec(mail?.text ?? '');
  if (!link?.[1]) throw new Error(`no invitation link in ${mail?.text}`);
  return link[1];
}

describe('console.staff.invite and console.staff.accept', () => {
  it('mails a link that only the invited address can accept, once; accepting adds the role and the staff row, both audited', async () => {
    const admin = await signedInStaff(app);
    const email = `invitee-${n}@example.com`;
    const res = await invite(admin.cookie, { email: email.toUpperCase(), roles: ['MERCHANT_STAFF'], merchantId });
    expect(res.statusCode, res.body).toBe(200);
    const invitation = envelopeOf<{ id: string; email: string; merchantId: string }>(res).data;
    expect(invitation).toMatchObject({ email, merchantId });
    const token = await mailedToken(email);
    expect((await listOutbox(app.db, { to: email, limit: 1 }))[0]?.text).toContain('http://localhost:8080/console/accept?token=');
    expect(await auditsOf('console.staff.invite', invitation.id)).toHaveLength(1);

    const stranger = await signedInMember(app);
    const refused = await as(stranger.cookie)({ method: 'POST', url: '/api/v1/console/staff/accept', json: { token } });
    expect([refused.statusCode, codeOf(refused)]).toEqual([404, 404]);
    expect((await as()({ method: 'POST', url: '/api/v1/console/staff/accept', json: { token } })).statusCode).toBe(401);

    const invitee = await memberWithEmail(email);
    const accepted = await as(invitee.cookie)({ method: 'POST', url: '/api/v1/console/staff/accept', json: { token } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(envelopeOf(accepted).data).toEqual({ roles: ['MEMBER', 'MERCHANT_STAFF'], merchantId });
    expect((await findMemberById(app.db, invitee.memberId))?.roles).toEqual(['MEMBER', 'MERCHANT_STAFF']);
    const [row] = await app.db.select().from(staffMembers).where(eq(staffMembers.memberId, invitee.memberId));
    expect(row).toMatchObject({ merchantId, status: 'ACTIVE', invitedBy: admin.memberId });
    const [audit] = await auditsOf('console.staff.accept', invitation.id);
    expect(audit).toMatchObject({ actorId: invitee.memberId, merchantId });
    expect((await as(invitee.cookie)({ method: 'POST', url: '/api/v1/console/staff/accept', json: { token } })).statusCode).toBe(404);
    // The new staff member reaches the first step of the console: setting up the authenticator.
    expect((await as(invitee.cookie)({ method: 'POST', url: '/api/v1/console/mfa/enrol', json: {} })).statusCode).toBe(200);
  });

  it('invites a reviewer as platform staff: no merchant, and after accepting they set up the second factor and reach the applications', async () => {
    const admin = await signedInStaff(app);
    const email = `reviewer-${n}@example.com`;
    const res = await invite(admin.cookie, { email, roles: ['REVIEWER'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(envelopeOf(res).data).toMatchObject({ email, roles: ['REVIEWER'], merchantId: null });
    const invitee = await memberWithEmail(email);
    const accepted = await as(invitee.cookie)({ method: 'POST', url: '/api/v1/console/staff/accept', json: { token: await mailedToken(email) } });
    expect(envelopeOf(accepted).data).toEqual({ roles: ['MEMBER', 'REVIEWER'], merchantId: null });
    const [row] = await app.db.select().from(staffMembers).where(eq(staffMembers.memberId, invitee.memberId));
    expect(row).toMatchObject({ merchantId: null, status: 'ACTIVE' });
    expect(envelopeOf(await as(invitee.cookie)({ url: '/api/v1/console/me' })).data).toMatchObject({
      roles: ['MEMBER', 'REVIEWER'],
      merchantId: null,
      isAdmin: false,
    });
    const { secret } = envelopeOf<{ secret: string }>(await as(invitee.cookie)({ method: 'POST', url: '/api/v1/console/mfa/enrol', json: {} })).data;
    const verified = await as(invitee.cookie)({ method: 'POST', url: '/api/v1/console/mfa/verify', json: { code: totpCode(secret) } });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await as(invitee.cookie)({ url: '/api/v1/console/applications/list' })).statusCode).toBe(200);
    for (const url of ['/api/v1/console/order/list', '/api/v1/console/staff/list'])
      expect([url, (await as(invitee.cookie)({ url })).statusCode]).toEqual([url, 403]);
  });

  it('refuses a reviewer invitation that names a merchant or mixes in merchant staff, with the field', async () => {
    const admin = await signedInStaff(app);
    const fieldsOf = async (body: Record<string, unknown>) =>
      envelopeOf<{ fields: Array<{ field: string }> }>(await invite(admin.cookie, body)).data.fields.map((f) => f.field);
    expect(await fieldsOf({ email: 'r@example.com', roles: ['REVIEWER'], merchantId })).toEqual(['merchantId']);
    expect(await fieldsOf({ email: 'r@example.com', roles: ['MERCHANT_STAFF', 'REVIEWER'], merchantId })).toEqual(['roles']);
    expect(await listOutbox(app.db, { to: 'r@example.com', limit: 1 })).toHaveLength(0);
  });

  it('refuses invitations that name no merchant for merchant staff, a merchant for an admin, or an unknown merchant, with the field', async () => {
    const admin = await signedInStaff(app);
    const fields = async (body: Record<string, unknown>) => {
      const res = await invite(admin.cookie, body);
      expect(res.statusCode).toBe(400);
      return envelopeOf<{ fields: Array<{ field: string }> }>(res).data.fields.map((f) => f.field);
    };
    expect(await fields({ email: 'a@example.com', roles: ['MERCHANT_STAFF'] })).toEqual(['merchantId']);
    expect(await fields({ email: 'a@example.com', roles: ['ADMIN'], merchantId })).toEqual(['merchantId']);
    expect(await fields({ email: 'a@example.com', roles: ['MERCHANT_STAFF'], merchantId: '00000000-0000-4000-8000-000000000000' })).toEqual(['merchantId']);
    expect(await fields({ email: 'a@example.com', roles: ['MEMBER'] })).toEqual(['roles.0']);
    expect(await fields({ email: 'nope', roles: ['ADMIN'] })).toEqual(['email']);
    expect(await listOutbox(app.db, { to: 'a@example.com', limit: 1 })).toHaveLength(0);
  });

  it('lets only admins invite: merchant staff 403, member 403, visitor 401', async () => {
    const body = { email: 'x@example.com', roles: ['ADMIN'] };
    const staff = await signedInStaff(app, { roles: ['MERCHANT_STAFF'], merchantId });
    const member = await signedInMember(app);
    expect((await invite(staff.cookie, body)).statusCode).toBe(403);
    expect((await invite(member.cookie, body)).statusCode).toBe(403);
    expect((await as()({ method: 'POST', url: '/api/v1/console/staff/invite', json: body })).statusCode).toBe(401);
  });
});

describe('console.staff.list and console.staff.disable', () => {
  it('lists staff with their merchant and TOTP state, for admins only', async () => {
    const admin = await signedInStaff(app);
    const staff = await signedInStaff(app, { roles: ['MERCHANT_STAFF'], merchantId });
    const res = await as(admin.cookie)({ url: '/api/v1/console/staff/list' });
    expect(res.statusCode).toBe(200);
    const list = envelopeOf<{
      list: Array<{ memberId: string; merchantId: string | null; merchantName: string | null; totpEnrolled: boolean; status: string }>;
    }>(res).data.list;
    expect(list.find((s) => s.memberId === staff.memberId)).toMatchObject({
      merchantId,
      merchantName: expect.any(String),
      totpEnrolled: true,
      status: 'ACTIVE',
    });
    expect(list.find((s) => s.memberId === admin.memberId)).toMatchObject({ merchantId: null });
    expect((await as(staff.cookie)({ url: '/api/v1/console/staff/list' })).statusCode).toBe(403);
    expect((await as((await signedInMember(app)).cookie)({ url: '/api/v1/console/staff/list' })).statusCode).toBe(403);
  });

  it('disables a staff member, who is refused from the next request on; an admin cannot disable themself', async () => {
    const admin = await signedInStaff(app);
    const staff = await signedInStaff(app, { roles: ['MERCHANT_STAFF'], merchantId });
    expect((await as(staff.cookie)({ url: '/api/v1/console/me' })).statusCode).toBe(200);
    const res = await as(admin.cookie)({ method: 'POST', url: '/api/v1/console/staff/disable', json: { memberId: staff.memberId } });
    expect(res.statusCode, res.body).toBe(200);
    for (const url of ['/api/v1/console/me', '/api/v1/console/order/list']) {
      const refused = await as(staff.cookie)({ url });
      expect([url, refused.statusCode, codeOf(refused)]).toEqual([url, 403, 5403]);
    }
    expect(await auditsOf('console.staff.disable', staff.memberId)).toMatchObject([{ actorId: admin.memberId, merchantId }]);
    const self = await as(admin.cookie)({ method: 'POST', url: '/api/v1/console/staff/disable', json: { memberId: admin.memberId } });
    expect(self.statusCode).toBe(409);
    expect((await as(admin.cookie)({ url: '/api/v1/console/me' })).statusCode).toBe(200);
    const unknown = await as(admin.cookie)({
      method: 'POST',
      url: '/api/v1/console/staff/disable',
      json: { memberId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(404);
    const other = await signedInStaff(app, { roles: ['MERCHANT_STAFF'], merchantId });
    expect((await as(other.cookie)({ method: 'POST', url: '/api/v1/console/staff/disable', json: { memberId: admin.memberId } })).statusCode).toBe(403);
  });
});
