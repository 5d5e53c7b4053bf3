import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants } from '../../modules/catalogue/catalogue.tables';
import { merchantContracts } from '../../console/contracts/contracts.tables';
import { createTestApp } from '../../test/test-app';
import { seedContracts } from './contracts-seed';
import { hkToday } from '@sme/shared/hk-day';

/** The demo contracts: every seeded merchant starts with version 1 in effect, once however often the seed runs. */

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp({ seed: 'auto' });
});

afterAll(async () => {
  await app?.close();
});

describe('contract seed', () => {
  it('gives each seeded merchant an issued version 1 in effect, and adds nothing on a second run', async () => {
    const merchantIds = (await app.db.select({ id: merchants.id }).from(merchants)).map((m) => m.id).sort();
    const contracts = await app.db.select().from(merchantContracts);
    expect(merchantIds.length).toBeGreaterThan(0);
    expect(contracts.map((c) => c.merchantId).sort()).toEqual(merchantIds);
    expect(
      contracts.every((c) => c.version === 1 && c.status === 'ISSUED' && c.effectiveFrom <= hkToday() && c.termsEn.startsWith('<h2>') && c.acceptedAt === null),
    ).toBe(true);
    expect(await seedContracts(app.db)).toEqual({ contracts: 0 });
  });
});
