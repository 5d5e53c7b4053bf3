import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, signedInMember } from '../test/accounts';
import { signedInStaff } from '../test/console-staff';
import { createTestApp } from '../test/test-app';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp({ rateLimitMax: 0 });
});

afterAll(async () => {
  await app?.close();
});

describe('Cache-Control of API answers', () => {
  it('is no-store on every answer with personal data: profile, addresses, orders, cart, coupons', async () => {
    const member = await signedInMember(app);
    const send = clientOf(app, '10.91.0.1', member.cookie);
    for (const url of [
      '/api/v1/member/profile',
      '/api/v1/address/list',
      '/api/v1/order/list',
      '/api/v1/order/countByStatus',
      '/api/v1/cart/list',
      '/api/v1/coupon/instances',
    ]) {
      const res = await send({ url });
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('is no-store on back-office lists', async () => {
    const admin = await signedInStaff(app);
    const send = clientOf(app, '10.91.0.2', admin.cookie);
    for (const url of ['/api/v1/console/member/list', '/api/v1/console/order/list', '/api/v1/console/audit/list']) {
      const res = await send({ url });
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('is no-store on error answers too, and leaves a route’s own public caching alone', async () => {
    const refused = await clientOf(app, '10.91.0.3')({ url: '/api/v1/member/profile' });
    expect([refused.statusCode, refused.headers['cache-control']]).toEqual([401, 'no-store']);
    const geo = await app.inject({ url: '/static/geo/countries.json' });
    expect(geo.headers['cache-control']).toBe('public, max-age=3600');
  });
});
