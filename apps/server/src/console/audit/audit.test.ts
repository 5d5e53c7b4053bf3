import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientOf, signedInMember } from '../../test/accounts';
import { signedInStaff } from '../../test/console-staff';
import { type SignedRequest, envelopeOf } from '../../test/signed-inject';
import { createTestApp } from '../../test/test-app';
import { recordAudit } from './audit.service';

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
  ip = `10.73.0.${++n}`;
});
const as = (cookie?: string) => (req: SignedRequest) => clientOf(app, ip, cookie)(req);

interface Page {
  list: Array<{ action: string; targetId: string | null; actorId: string; actorName: string | null; actorEmail: string | null; at: string }>;
  total: number;
  page: number;
  size: number;
}

describe('console.audit.list', () => {
  it('filters by actor, action (exact or prefix), target and time, newest first, with paging', async () => {
    const admin = await signedInStaff(app);
    const actor = await signedInStaff(app);
    // A second apart: entries written in the same instant (PGlite's clock can give three inserts one timestamp) have no
    // order of their own, and "newest first" is what this test reads.
    const start = Date.now() - 60_000;
    const entry = (action: string, targetId: string, second: number) => ({
      actorId: actor.memberId,
      actorRoles: ['ADMIN'],
      action,
      targetType: 'order',
      targetId,
      merchantId: null,
      at: new Date(start + second * 1000),
    });
    await recordAudit(app.db, entry('console.order.ship', 'o-1', 1));
    await recordAudit(app.db, entry('console.order.cancel', 'o-2', 2));
    await recordAudit(app.db, entry('console.order.ship', 'o-3', 3));
    const list = async (query: Record<string, string | number>) => {
      const res = await as(admin.cookie)({ url: '/api/v1/console/audit/list', query });
      expect(res.statusCode, res.body).toBe(200);
      return envelopeOf<Page>(res).data;
    };
    const mine = await list({ actorId: actor.memberId, targetType: 'order' });
    expect(mine.list.map((e) => e.targetId)).toEqual(['o-3', 'o-2', 'o-1']);
    expect(mine.total).toBe(3);
    // Entries name their actor (the log keeps the id; the name is read with the page).
    expect(mine.list[0]).toMatchObject({ actorName: actor.email, actorEmail: actor.email });
    expect((await list({ actorId: actor.memberId, action: 'console.order.ship' })).list.map((e) => e.targetId)).toEqual(['o-3', 'o-1']);
    expect((await list({ actorId: actor.memberId, action: 'console.order.' })).total).toBe(3);
    expect((await list({ targetType: 'order', targetId: 'o-2' })).list.map((e) => e.action)).toEqual(['console.order.cancel']);
    const paged = await list({ actorId: actor.memberId, targetType: 'order', page: 2, size: 2 });
    expect([paged.list.map((e) => e.targetId), paged.total, paged.page, paged.size]).toEqual([['o-1'], 3, 2, 2]);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await list({ actorId: actor.memberId, from: future })).total).toBe(0);
    expect((await list({ actorId: actor.memberId, targetType: 'order', to: future })).total).toBe(3);
    // The staff helper's own TOTP enrolment is in the log too.
    expect((await list({ actorId: actor.memberId, action: 'console.mfa.enrol' })).total).toBe(1);
  });

  it('refuses a malformed filter with the field', async () => {
    const admin = await signedInStaff(app);
    const res = await as(admin.cookie)({ url: '/api/v1/console/audit/list', query: { from: 'yesterday' } });
    expect(res.statusCode).toBe(400);
    expect(envelopeOf<{ fields: Array<{ field: string }> }>(res).data.fields.map((f) => f.field)).toEqual(['from']);
  });

  it('is for admins only: merchant staff 403, member 403, visitor 401', async () => {
    const staff = await signedInStaff(app, { roles: ['MERCHANT_STAFF'], merchantId: '00000000-0000-4000-8000-000000000001' });
    expect((await as(staff.cookie)({ url: '/api/v1/console/audit/list' })).statusCode).toBe(403);
    expect((await as((await signedInMember(app)).cookie)({ url: '/api/v1/console/audit/list' })).statusCode).toBe(403);
    expect((await as()({ url: '/api/v1/console/audit/list' })).statusCode).toBe(401);
  });
});
