import { Codes } from '@sme/shared/codes';
import type { CardPanView } from '@sme/shared/schemas/membership';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, signedInMember } from '../../../test/accounts';
import { signedInStaff } from '../../../test/console-staff';
import { envelopeOf } from '../../../test/signed-inject';
import { TEST_DB_DRIVER, createTestApp } from '../../../test/test-app';
import { membershipCards, membershipPeriods } from '../membership.tables';
import { REDEEM, issueBatch } from './cards.test-kit';

/**
 * One code redeemed by many members at once. Only on PostgreSQL: PGlite serves one query at a time, so requests there
 * never overlap and this test could not fail.
 */
describe.skipIf(TEST_DB_DRIVER !== 'postgres')('redeeming one card in parallel (PostgreSQL)', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  it('gives one code redeemed by 10 members at once to exactly one of them; the others 3202', async () => {
    const admin = clientOf(app, '10.84.0.1', (await signedInStaff(app)).cookie);
    const { cards } = await issueBatch(admin, { quantity: 1 });
    const code = cards[0]?.code ?? '';
    const members = await Promise.all(Array.from({ length: 10 }, () => signedInMember(app)));
    const results = await Promise.all(members.map((m, i) => clientOf(app, `10.84.1.${i + 1}`, m.cookie)({ url: REDEEM, json: { code } })));

    expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(results.filter((r) => r.statusCode === 409).every((r) => envelopeOf(r).meta.code === Codes.MEMBERSHIP_CARD_USED.code)).toBe(true);
    const winner = members[results.findIndex((r) => r.statusCode === 200)];
    const view = envelopeOf<CardPanView>(results.find((r) => r.statusCode === 200) ?? results[0]!).data;
    const periods = await app.db.select().from(membershipPeriods).where(eq(membershipPeriods.sourceId, view.id));
    expect(periods.map((p) => [p.memberId, p.tier, p.source])).toEqual([[winner?.memberId, 'GOLD', 'CARD']]);
    const [card] = await app.db.select().from(membershipCards).where(eq(membershipCards.id, view.id));
    expect([card?.redeemedBy, card?.periodId]).toEqual([winner?.memberId, periods[0]?.id]);
  });
});
