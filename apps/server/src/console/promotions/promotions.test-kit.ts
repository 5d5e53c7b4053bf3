import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { clientOf } from '../../test/accounts';
import { insertMerchant } from '../../test/catalogue-fixtures';
import { signedInStaff } from '../../test/console-staff';
import { type SignedRequest, envelopeOf } from '../../test/signed-inject';
import { listAudit } from '../audit/audit.service';

/** Test helpers only: the console's promotions tests share two merchants, their staff, an admin and valid form bodies. */

/** A signed request with one session. */
export type Send = (req: SignedRequest) => Promise<LightMyRequestResponse>;

/** Two merchants, an admin, each merchant's staff. */
export interface ConsoleCast {
  merchantA: string;
  merchantB: string;
  admin: Send;
  staffA: Send;
  staffB: Send;
}

let clients = 0;

/** A console client (second factor passed unless `totp: false`) from its own address. */
export async function consoleClient(app: FastifyInstance, options: Parameters<typeof signedInStaff>[1]): Promise<Send> {
  const staff = await signedInStaff(app, options);
  clients += 1;
  return clientOf(app, `10.81.${Math.floor(clients / 250)}.${(clients % 250) + 1}`, staff.cookie);
}

/** Two merchants with one staff member each, and an admin. */
export async function consoleCast(app: FastifyInstance): Promise<ConsoleCast> {
  const merchantA = await insertMerchant(app.db);
  const merchantB = await insertMerchant(app.db);
  return {
    merchantA,
    merchantB,
    admin: await consoleClient(app, { roles: ['ADMIN'] }),
    staffA: await consoleClient(app, { roles: ['MERCHANT_STAFF'], merchantId: merchantA }),
    staffB: await consoleClient(app, { roles: ['MERCHANT_STAFF'], merchantId: merchantB }),
  };
}

const DAY_MS = 86_400_000;
/** An instant `days` from now as the API takes it. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

/** A fresh code text, upper case. */
export const freshCode = () => `T${randomBytes(4).toString('hex').toUpperCase()}`;

/** A valid console.promo.create body: HK$20 off per order, for all products, valid from yesterday for a month. */
export function promoBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    code: freshCode(),
    titleEn: 'Spring sale',
    titleZh: '春季優惠',
    currency: 'HKD',
    method: 'FIXPRICE',
    valueMinor: 2_000,
    validFrom: daysFromNow(-1),
    validUntil: daysFromNow(30),
    ...overrides,
  };
}

/** A valid console.couponOffer.create body: HK$10 off each unit, public, 100 coupons, valid from yesterday for a month. */
export function offerBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    titleEn: 'Ten off',
    titleZh: '減十元',
    currency: 'HKD',
    method: 'FIXPRICE',
    valueMinor: 1_000,
    totalQuantity: 100,
    validFrom: daysFromNow(-1),
    validUntil: daysFromNow(30),
    ...overrides,
  };
}

/** The data of a 200 answer (fails the test otherwise). */
export function dataOf<T>(res: LightMyRequestResponse): T {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return envelopeOf<T>(res).data;
}

/** "field:rule" of each problem of a 400 answer. */
export const fieldsOf = (res: LightMyRequestResponse) =>
  (envelopeOf<{ fields?: Array<{ field: string; rule: string }> }>(res).data?.fields ?? []).map((f) => `${f.field}:${f.rule}`);

/** The audit entries of one record, newest first, as [action, merchantId]. */
export async function auditActions(app: FastifyInstance, targetId: string): Promise<Array<[string, string | null]>> {
  return (await listAudit(app.db, { targetId, page: 1, size: 50 })).list.map((e) => [e.action, e.merchantId]);
}
