import { Codes } from '@sme/shared/codes';
import type { SlotTakenData } from '@sme/shared/schemas/booking';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { envelopeOf } from '../../test/signed-inject';
import { TEST_DB_DRIVER, createTestApp } from '../../test/test-app';
import { addAdviser, hk, memberClient, verifiedMember } from './booking.test-kit';
import { bookings } from './booking.tables';

const NOW = new Date('2031-03-06T10:00:00+08:00');
const MONDAY = '2031-03-10';

/**
 * Two members taking the last free slot at the same moment. Only on PostgreSQL: PGlite serves one query at a time, so
 * the transactions there never overlap and this test could not fail.
 */
describe.skipIf(TEST_DB_DRIVER !== 'postgres')('one slot booked by two members at once (PostgreSQL)', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    app = await createTestApp();
  });

  afterAll(async () => {
    await app?.close();
    vi.useRealTimers();
  });

  it('books it once; the others get 3304 with the day’s other free slots', async () => {
    const adviserId = await addAdviser(app);
    const members = await Promise.all([1, 2, 3, 4].map(() => verifiedMember(app, NOW)));
    const startsAt = hk(MONDAY, '10:20');
    const answers = await Promise.all(
      members.map((m) => memberClient(app, m.cookie)({ url: '/api/v1/booking', json: { adviserId, startsAt, timeZone: 'Europe/London' } })),
    );
    const codes = answers.map((r) => envelopeOf(r).meta.code);
    expect(codes.filter((c) => c === Codes.OK.code)).toHaveLength(1);
    expect(codes.filter((c) => c === Codes.BOOKING_SLOT_TAKEN.code)).toHaveLength(3);

    for (const refused of answers.filter((r) => envelopeOf(r).meta.code === Codes.BOOKING_SLOT_TAKEN.code)) {
      const offered = envelopeOf<SlotTakenData>(refused).data.slots.filter((s) => s.adviserId === adviserId);
      expect(offered.map((s) => s.startsAt)).toEqual(['09:00', '09:40', '11:00'].map((t) => hk(MONDAY, t)));
    }
    const live = await app.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.adviserId, adviserId), ne(bookings.status, 'CANCELLED')));
    expect(live).toHaveLength(1);
  });
});
