import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, sessionCookie } from '../../test/accounts';
import { envelopeOf } from '../../test/signed-inject';
import { createTestApp } from '../../test/test-app';
import { listAudit } from '../audit/audit.service';
import { findMemberById } from '../../modules/members/members.service';
import { createAdmin } from './create-admin';
import { staffMembers } from './staff.tables';
import { totpCode } from './totp';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('createAdmin (npm run admin:create)', () => {
  it('creates a member with the password, ADMIN and a platform staff row, and a second run changes nothing', async () => {
    const first = await createAdmin(app.db, { email: 'First.Admin@example.com', password: 'Secret123' });
    expect(first).toMatchObject({ memberCreated: true, adminRoleAdded: true, staffRowActivated: true });
    expect((await findMemberById(app.db, first.memberId))?.roles).toEqual(['ADMIN', 'MEMBER']);
    expect(await app.db.select().from(staffMembers).where(eq(staffMembers.memberId, first.memberId))).toMatchObject([{ merchantId: null, status: 'ACTIVE' }]);
    const again = await createAdmin(app.db, { email: 'first.admin@example.com', password: 'Another123' });
    expect(again).toEqual({ memberId: first.memberId, memberCreated: false, adminRoleAdded: false, staffRowActivated: false });
    expect((await listAudit(app.db, { targetType: 'staff', targetId: first.memberId, page: 1, size: 10 })).list.map((e) => e.action)).toEqual([
      'cli.admin.create',
    ]);
  });

  it('refuses a password registration would refuse', async () => {
    await expect(createAdmin(app.db, { email: 'weak@example.com', password: 'short' })).rejects.toThrow();
  });

  it('makes an admin who signs in with the password, sets up TOTP and reaches the console', async () => {
    await createAdmin(app.db, { email: 'boss@example.com', password: 'Secret123' });
    const send = clientOf(app, '10.74.0.1');
    const login = await send({ url: '/api/v1/member/email/login', form: { email: 'boss@example.com', password: 'Secret123', terms: 'true' } });
    expect(login.statusCode, login.body).toBe(200);
    const as = clientOf(app, '10.74.0.1', sessionCookie(login));
    const { secret } = envelopeOf<{ secret: string }>(await as({ method: 'POST', url: '/api/v1/console/mfa/enrol', json: {} })).data;
    expect((await as({ method: 'POST', url: '/api/v1/console/mfa/verify', json: { code: totpCode(secret) } })).statusCode).toBe(200);
    expect(envelopeOf(await as({ url: '/api/v1/console/me' })).data).toMatchObject({
      isAdmin: true,
      merchantId: null,
      totpEnrolled: true,
      secondFactorPassed: true,
    });
  });
});
