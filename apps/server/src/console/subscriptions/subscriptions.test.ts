import type { ConsoleInboxPage, ConsoleSubscriptionRow } from '@sme/shared/schemas/console-inbox';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf } from '../../test/accounts';
import { signedInStaff } from '../../test/console-staff';
import { type SignedRequest, envelopeOf } from '../../test/signed-inject';
import { createTestApp } from '../../test/test-app';
import { subscriptions } from '../../modules/subscriptions/subscriptions.tables';

/** Back-office subscriptions list: status filter, email search, masked addresses, no tokens. Access is tested with the inbox. */

let app: FastifyInstance;
let admin: (req: SignedRequest) => ReturnType<ReturnType<typeof clientOf>>;

beforeAll(async () => {
  app = await createTestApp();
  admin = clientOf(app, '10.74.0.1', (await signedInStaff(app, { roles: ['ADMIN'] })).cookie);
  const row = (email: string, status: string, at: string) => ({
    email,
    status,
    source: 'footer',
    locale: 'en_US',
    confirmTokenHash: 'secret-hash',
    createdAt: new Date(at),
  });
  await app.db
    .insert(subscriptions)
    .values([
      row('ann@example.hk', 'CONFIRMED', '2026-03-01T00:00:00Z'),
      row('bob@example.hk', 'PENDING', '2026-03-02T00:00:00Z'),
      row('cat@example.hk', 'CONFIRMED', '2026-03-03T00:00:00Z'),
    ]);
});

afterAll(async () => {
  await app?.close();
});

const list = async (query: Record<string, string> = {}) => {
  const res = await admin({ method: 'GET', url: '/api/v1/console/subscription/list', query });
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return envelopeOf<ConsoleInboxPage<ConsoleSubscriptionRow>>(res).data;
};

describe('console subscriptions', () => {
  it('lists newest first with masked emails, filters by status and part of the email, and never answers tokens', async () => {
    const all = await list();
    expect(all.list.map((s) => s.email)).toEqual(['c***@example.hk', 'b***@example.hk', 'a***@example.hk']);
    expect(JSON.stringify(all)).not.toContain('secret-hash');
    expect((await list({ status: 'CONFIRMED' })).list.map((s) => s.email)).toEqual(['c***@example.hk', 'a***@example.hk']);
    expect((await list({ q: 'BOB@' })).list.map((s) => s.status)).toEqual(['PENDING']);
    expect((await admin({ method: 'GET', url: '/api/v1/console/subscription/list', query: { status: 'GONE' } })).statusCode).toBe(400);
  });
});
