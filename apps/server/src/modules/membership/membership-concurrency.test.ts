import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { TEST_DB_DRIVER, createTestApp } from '../../test/test-app';
import { applyMembershipPayment } from './membership-payments';
import { placePeriod } from './membership-timeline';
import { membershipPeriods } from './membership.tables';
import { purchaseMembership } from './purchase-membership';

/**
 * Payments confirmed and periods placed at the same moment. Only on PostgreSQL: PGlite serves one query at a time, so
 * the transactions there never overlap and these tests could not fail.
 */
describe.skipIf(TEST_DB_DRIVER !== 'postgres')('one member’s timeline changed in parallel (PostgreSQL)', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  it('pays a purchase confirmed four times at once into one period, and a grant placed meanwhile goes after it', async () => {
    const { memberId } = await signedInMember(app);
    const at = new Date();
    const { row } = await purchaseMembership(app.db, memberId, { tier: 'SILVER', cycle: 'MONTHLY' }, at);
    const results = await Promise.all([
      ...Array.from({ length: 4 }, () => app.db.transaction((tx) => applyMembershipPayment(tx, { purchaseId: row.id, amountMinor: row.amountMinor, at }))),
      app.db.transaction((tx) => placePeriod(tx, memberId, { tier: 'SILVER', length: { months: 1 }, source: 'GRANT', reason: 'gift', onHigher: 'PUSH' }, at)),
    ]);
    expect(results.slice(0, 4).sort()).toEqual(['NOT_PAYABLE', 'NOT_PAYABLE', 'NOT_PAYABLE', 'PAID']);

    // The timeline lock puts one after the other: two periods back to back, never two starting now.
    const periods = (await app.db.select().from(membershipPeriods).where(eq(membershipPeriods.memberId, memberId))).sort((a, b) => +a.startsAt - +b.startsAt);
    expect(periods.map((p) => p.source).sort()).toEqual(['GRANT', 'PURCHASE']);
    expect(periods[0]?.startsAt).toEqual(at);
    expect(periods[1]?.startsAt).toEqual(periods[0]?.endsAt);
  });
});
