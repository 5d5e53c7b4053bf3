import { hkToday } from '@sme/shared/hk-day';
import type { IssuedBatchView } from '@sme/shared/schemas/membership';
import type { LightMyRequestResponse } from 'fastify';
import { type SignedRequest, envelopeOf } from '../../../test/signed-inject';

/** Helpers of the membership card tests (member side and back office). */

/** A signed request of one client (clientOf). */
export type Send = (req: SignedRequest) => Promise<LightMyRequestResponse>;

export const REDEEM = '/api/v1/card/redeem';
export const PANS = '/api/v1/card/pans';
export const BATCHES = '/api/v1/console/card/batches';

/** The Hong Kong day `days` from today. */
export const hkDayFromToday = (days: number) => hkToday(new Date(Date.now() + days * 86_400_000));

/** The data of a 200 answer (anything else fails the test with the body). */
export function dataOf<T>(res: LightMyRequestResponse): T {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return envelopeOf<T>(res).data;
}

/** [HTTP status, envelope code] of an answer. */
export const statusOf = (res: LightMyRequestResponse) => [res.statusCode, envelopeOf(res).meta.code];

/** Issues a batch as the admin `send`s it: GOLD for 3 months, 2 cards, redeemable for 30 days, unless overridden. */
export async function issueBatch(admin: Send, overrides: Record<string, unknown> = {}): Promise<IssuedBatchView> {
  return dataOf<IssuedBatchView>(
    await admin({ url: BATCHES, json: { tier: 'GOLD', durationMonths: 3, quantity: 2, validUntil: hkDayFromToday(30), ...overrides } }),
  );
}
