import { Codes } from '@sme/shared/codes';
import { type ContractFmscView, type ContractListView, type ContractView } from '@sme/shared/schemas/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, signedInMember } from '../../test/accounts';
import { insertMerchant } from '../../test/catalogue-fixtures';
import { signedInStaff } from '../../test/console-staff';
import { type SignedRequest, envelopeOf } from '../../test/signed-inject';
import { createTestApp } from '../../test/test-app';
import { listAudit } from '../audit/audit.service';
import { merchantContracts } from './contracts.tables';
import { hkToday } from '@sme/shared/hk-day';

/** Merchant contracts: issuing numbered versions, the current one and its acceptance, roles, audit. */

type Send = (req: SignedRequest) => Promise<LightMyRequestResponse>;

let app: FastifyInstance;
let merchantA: string;
let merchantB: string;
let admin: Send;
let staffA: Send;
let staffB: Send;
let member: Send;
let noTotp: Send;
let clients = 0;

async function consoleClient(options: Parameters<typeof signedInStaff>[1]) {
  const staff = await signedInStaff(app, options);
  clients += 1;
  return { send: clientOf(app, `10.71.0.${clients}`, staff.cookie), email: staff.email, ip: `10.71.0.${clients}` };
}

beforeAll(async () => {
  app = await createTestApp();
  merchantA = await insertMerchant(app.db);
  merchantB = await insertMerchant(app.db);
  admin = (await consoleClient({ roles: ['ADMIN'] })).send;
  staffA = (await consoleClient({ roles: ['MERCHANT_STAFF'], merchantId: merchantA })).send;
  staffB = (await consoleClient({ roles: ['MERCHANT_STAFF'], merchantId: merchantB })).send;
  member = clientOf(app, '10.71.1.1', (await signedInMember(app)).cookie);
  noTotp = (await consoleClient({ roles: ['ADMIN'], totp: false })).send;
});

afterAll(async () => {
  await app?.close();
});

const dayFromToday = (days: number) => hkToday(new Date(Date.now() + days * 86_400_000));

function contractBody(merchantId: string, overrides: Record<string, unknown> = {}) {
  return {
    merchantId,
    titleEn: 'Merchant services agreement',
    titleZh: '商戶服務協議',
    termsEn: '<p>Commission is charged on goods.</p>',
    termsZh: '<p>平台按貨品收取佣金。</p>',
    commissionBps: 250,
    settlementDays: 7,
    monthlyFeeMinor: 19_900,
    effectiveFrom: hkToday(),
    ...overrides,
  };
}

const dataOf = <T>(res: LightMyRequestResponse): T => {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return envelopeOf<T>(res).data;
};
const issue = (merchantId: string, overrides: Record<string, unknown> = {}) =>
  admin({ url: '/api/v1/console/contract/issue', json: contractBody(merchantId, overrides) });
const fmsc = (send: Send, merchantId?: string) => send({ method: 'GET', url: '/api/v1/mc/contract/fmsc', query: merchantId ? { merchantId } : {} });
const list = (send: Send, merchantId?: string) => send({ method: 'GET', url: '/api/v1/console/contract/list', query: merchantId ? { merchantId } : {} });
const accept = (send: Send, id: string) => send({ url: '/api/v1/console/contract/accept', json: { id } });
const fieldsOf = (res: LightMyRequestResponse) =>
  (envelopeOf<{ fields: Array<{ field: string; rule: string }> }>(res).data?.fields ?? []).map((f) => `${f.field}:${f.rule}`);
const versionsOf = async (merchantId: string) => (await app.db.select().from(merchantContracts).where(eq(merchantContracts.merchantId, merchantId))).length;

describe('console.contract.issue', () => {
  it('numbers versions per merchant, sanitises the terms and writes an audit entry', async () => {
    const merchant = await insertMerchant(app.db);
    const first = dataOf<ContractView>(await issue(merchant, { termsEn: '<p onclick="x()">Fair <script>alert(1)</script><strong>terms</strong></p>' }));
    expect(first).toMatchObject({
      version: 1,
      state: 'CURRENT',
      termsEn: '<p>Fair <strong>terms</strong></p>',
      commissionBps: 250,
      monthlyFeeMinor: 19_900,
      currency: 'HKD',
      acceptance: null,
    });
    const second = dataOf<ContractView>(await issue(merchant, { commissionBps: 300 }));
    expect(second).toMatchObject({ version: 2, state: 'CURRENT' });
    // The first is superseded as soon as the second is in effect, in the stored status too.
    const [stored] = await app.db.select().from(merchantContracts).where(eq(merchantContracts.id, first.id));
    expect(stored?.status).toBe('SUPERSEDED');
    const audit = (await listAudit(app.db, { targetId: second.id, page: 1, size: 10 })).list;
    expect(audit).toMatchObject([
      { action: 'console.contract.issue', targetType: 'CONTRACT', merchantId: merchant, detail: { version: 2, commissionBps: 300 } },
    ]);
  });

  it('refuses bad input with 400 naming the field, and issues nothing', async () => {
    const merchant = await insertMerchant(app.db);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ commissionBps: 10_001 }, 'commissionBps:tooBig'],
      [{ commissionBps: 2.5 }, 'commissionBps:invalid'],
      [{ settlementDays: 91 }, 'settlementDays:tooBig'],
      [{ monthlyFeeMinor: -1 }, 'monthlyFeeMinor:priceInvalid'],
      [{ effectiveFrom: dayFromToday(-1) }, 'effectiveFrom:effectiveFromPast'],
      [{ titleEn: '' }, 'titleEn:required'],
      [{ termsZh: '<script>alert(1)</script>' }, 'termsZh:required'],
      [{ merchantId: '00000000-0000-4000-8000-000000000000' }, 'merchantId:invalid'],
    ];
    for (const [overrides, expected] of cases) {
      const res = await issue(merchant, overrides);
      expect([expected, res.statusCode, fieldsOf(res)]).toEqual([expected, 400, [expected]]);
    }
    expect(await versionsOf(merchant)).toBe(0);
  });

  it('is for admins only: a merchant’s staff 403, a member 403, no second factor 403; nothing issued', async () => {
    const merchant = await insertMerchant(app.db);
    for (const send of [staffA, member, noTotp]) {
      const res = await send({ url: '/api/v1/console/contract/issue', json: contractBody(merchant) });
      expect([res.statusCode, envelopeOf(res).meta.code]).toEqual([403, Codes.FORBIDDEN_ROLE.code]);
    }
    expect(await versionsOf(merchant)).toBe(0);
  });
});

describe('mc.contract.fmsc and console.contract.list', () => {
  it('gives a merchant’s staff their current contract and the version awaiting; admins name the merchant', async () => {
    const current = dataOf<ContractView>(await issue(merchantA));
    const upcoming = dataOf<ContractView>(await issue(merchantA, { effectiveFrom: dayFromToday(30), commissionBps: 200 }));
    expect(upcoming.state).toBe('UPCOMING');

    const own = dataOf<ContractFmscView>(await fmsc(staffA));
    expect(own.contract).toMatchObject({ id: current.id, state: 'CURRENT', commissionBps: 250 });
    expect(own.pending).toMatchObject({ id: upcoming.id, version: current.version + 1, state: 'UPCOMING' });
    expect(dataOf<ContractFmscView>(await fmsc(admin, merchantA)).contract.id).toBe(current.id);

    const history = dataOf<ContractListView>(await list(staffA));
    expect(history.list.map((v) => [v.version, v.state])).toEqual([
      [upcoming.version, 'UPCOMING'],
      [current.version, 'CURRENT'],
    ]);
    expect(dataOf<ContractListView>(await list(admin, merchantA)).list).toHaveLength(2);
  });

  it('answers 404 to another merchant’s staff, 403 to a member and before the second factor, 400 to an admin naming no merchant', async () => {
    for (const path of ['/api/v1/mc/contract/fmsc', '/api/v1/console/contract/list']) {
      expect([path, (await staffB({ method: 'GET', url: path, query: { merchantId: merchantA } })).statusCode]).toEqual([path, 404]);
      for (const send of [member, noTotp])
        expect([path, (await send({ method: 'GET', url: path, query: { merchantId: merchantA } })).statusCode]).toEqual([path, 403]);
      const unnamed = await admin({ method: 'GET', url: path });
      expect([path, unnamed.statusCode, fieldsOf(unnamed)]).toEqual([path, 400, ['merchantId:required']]);
    }
  });

  it('answers 404 with a clear message when the merchant has no contract in effect', async () => {
    const res = await fmsc(staffB);
    expect([res.statusCode, envelopeOf(res).meta.message]).toEqual([404, 'This merchant has no contract in effect.']);
    expect(dataOf<ContractListView>(await list(staffB)).list).toEqual([]);
  });
});

describe('console.contract.accept', () => {
  it('records who accepted, when and from where, once; a second acceptance is 409; audited', async () => {
    const merchant = await insertMerchant(app.db);
    const staff = await consoleClient({ roles: ['MERCHANT_STAFF'], merchantId: merchant });
    const version = dataOf<ContractView>(await issue(merchant));

    const accepted = dataOf<ContractView>(await accept(staff.send, version.id));
    expect(accepted.acceptance).toMatchObject({ acceptedBy: { email: staff.email }, ip: staff.ip });
    expect(Date.parse(accepted.acceptance?.acceptedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(dataOf<ContractFmscView>(await fmsc(staff.send)).contract.acceptance).toEqual(accepted.acceptance);

    const again = await accept(staff.send, version.id);
    expect([again.statusCode, envelopeOf(again).meta.message]).toEqual([409, 'This contract version has already been accepted.']);
    const audit = (await listAudit(app.db, { targetId: version.id, action: 'console.contract.accept', page: 1, size: 10 })).list;
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ merchantId: merchant, ip: staff.ip, detail: { version: 1 } });
  });

  it('hides another merchant’s version (404), refuses admins, members and no second factor (403); nothing recorded', async () => {
    const version = dataOf<ContractView>(await issue(merchantA, { effectiveFrom: dayFromToday(60) }));
    expect((await accept(staffB, version.id)).statusCode).toBe(404);
    const byAdmin = await accept(admin, version.id);
    expect([byAdmin.statusCode, envelopeOf(byAdmin).meta.message]).toEqual([403, 'Only the merchant’s own staff can accept its contract.']);
    for (const send of [member, noTotp]) expect((await accept(send, version.id)).statusCode).toBe(403);
    const [stored] = await app.db.select().from(merchantContracts).where(eq(merchantContracts.id, version.id));
    expect(stored?.acceptedAt).toBeNull();
    expect((await listAudit(app.db, { targetId: version.id, action: 'console.contract.accept', page: 1, size: 10 })).total).toBe(0);
  });

  it('lets staff accept an upcoming version ahead of its day, but not a superseded one (409)', async () => {
    const merchant = await insertMerchant(app.db);
    const staff = await consoleClient({ roles: ['MERCHANT_STAFF'], merchantId: merchant });
    const old = dataOf<ContractView>(await issue(merchant));
    const next = dataOf<ContractView>(await issue(merchant, { effectiveFrom: dayFromToday(1) }));
    expect(dataOf<ContractView>(await accept(staff.send, next.id)).state).toBe('UPCOMING');
    dataOf<ContractView>(await issue(merchant));
    const late = await accept(staff.send, old.id);
    expect([late.statusCode, envelopeOf(late).meta.code]).toEqual([409, Codes.CONFLICT.code]);
  });
});

describe('contract version numbering under concurrency', () => {
  it('gives parallel issues distinct consecutive versions', async () => {
    const merchant = await insertMerchant(app.db);
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => issue(merchant, { commissionBps: 100 + i })));
    const versions = results.map((r) => dataOf<ContractView>(r).version).sort((a, b) => a - b);
    expect(versions).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const current = dataOf<ContractFmscView>(await fmsc(admin, merchant)).contract;
    expect(current.version).toBe(8);
    const statuses = (await app.db.select().from(merchantContracts).where(eq(merchantContracts.merchantId, merchant))).filter((r) => r.status === 'ISSUED');
    expect(statuses.map((r) => r.version)).toEqual([8]);
  });
});
