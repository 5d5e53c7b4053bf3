import { randomBytes } from 'node:crypto';
import { Codes } from '@sme/shared/codes';
import { type ConsoleSpecialOrderListView, type ConsoleSpecialOrderView } from '@sme/shared/schemas/console-special-orders';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../../integrations/mail/outbox-mailer';
import { clientOf, signedInMember } from '../../../test/accounts';
import { insertMerchant, insertProduct } from '../../../test/catalogue-fixtures';
import { signedInStaff } from '../../../test/console-staff';
import { type SignedRequest, envelopeOf } from '../../../test/signed-inject';
import { createTestApp } from '../../../test/test-app';
import { listAudit } from '../../audit/audit.service';
import { specialOrders } from '../../../modules/catalogue/catalogue.tables';
import { hkToday } from '@sme/shared/hk-day';

/** Back-office special order requests: merchant scoping, quote and decline once from NEW, the requester's mail in their language, audit. */

type Send = (req: SignedRequest) => Promise<LightMyRequestResponse>;

let app: FastifyInstance;
let merchantA: string;
let productA: string;
let admin: Send;
let staffA: Send;
let staffB: Send;
let clients = 0;
const nextIp = () => `10.72.0.${++clients}`;

async function consoleClient(options: Parameters<typeof signedInStaff>[1]): Promise<Send> {
  return clientOf(app, nextIp(), (await signedInStaff(app, options)).cookie);
}

beforeAll(async () => {
  app = await createTestApp();
  merchantA = await insertMerchant(app.db);
  const merchantB = await insertMerchant(app.db);
  productA = await insertProduct(app.db, merchantA);
  admin = await consoleClient({ roles: ['ADMIN'] });
  staffA = await consoleClient({ roles: ['MERCHANT_STAFF'], merchantId: merchantA });
  staffB = await consoleClient({ roles: ['MERCHANT_STAFF'], merchantId: merchantB });
});

afterAll(async () => {
  await app?.close();
});

/** A NEW request for merchant A's product, written in `locale`; answers its id and the requester's email. */
async function storeRequest(locale = 'en_US'): Promise<{ id: string; email: string }> {
  const email = `buyer-${randomBytes(4).toString('hex')}@example.hk`;
  const [row] = await app.db
    .insert(specialOrders)
    .values({
      productId: productA,
      merchantId: merchantA,
      productName: 'Oolong tea gift box',
      quantity: 300,
      customerName: 'Chan Tai Man',
      email,
      phone: '+85291234567',
      locale,
    })
    .returning({ id: specialOrders.id });
  if (!row) throw new Error('not stored');
  return { id: row.id, email };
}

const view = (res: LightMyRequestResponse) => {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return envelopeOf<ConsoleSpecialOrderView>(res).data;
};
const fieldsOf = (res: LightMyRequestResponse) =>
  (envelopeOf<{ fields?: Array<{ field: string; rule: string }> }>(res).data?.fields ?? []).map((f) => `${f.field}:${f.rule}`);
const detailOf = async (id: string) => view(await admin({ method: 'GET', url: `/api/v1/console/specialOrder/detail/${id}` }));
const auditOf = async (id: string) => (await listAudit(app.db, { targetId: id, page: 1, size: 20 })).list.map((e) => e.action);
const mailsTo = (email: string) => listOutbox(app.db, { to: email, limit: 10 });
const inDays = (days: number) => hkToday(new Date(Date.now() + days * 86_400_000));
const quote = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  amountMinor: 1_250_000,
  currency: 'HKD',
  validUntil: inDays(14),
  note: 'Includes gift wrapping.',
  ...overrides,
});

describe('console special orders: access', () => {
  it('keeps a merchant’s staff to their merchant’s requests: another merchant’s 404 on read and change, left out of the list', async () => {
    const { id } = await storeRequest();
    expect((await staffB({ method: 'GET', url: `/api/v1/console/specialOrder/detail/${id}` })).statusCode).toBe(404);
    expect((await staffB({ url: '/api/v1/console/specialOrder/quote', json: quote(id) })).statusCode).toBe(404);
    expect((await staffB({ url: '/api/v1/console/specialOrder/decline', json: { id, reason: 'No stock' } })).statusCode).toBe(404);
    const listB = envelopeOf<ConsoleSpecialOrderListView>(await staffB({ method: 'GET', url: '/api/v1/console/specialOrder/list' })).data;
    expect(listB.list.some((r) => r.id === id)).toBe(false);
    const listA = envelopeOf<ConsoleSpecialOrderListView>(
      await staffA({ method: 'GET', url: '/api/v1/console/specialOrder/list', query: { status: 'NEW' } }),
    ).data;
    expect(listA.list.find((r) => r.id === id)).toMatchObject({ phone: '+852 ****4567', email: expect.stringMatching(/^b\*\*\*@example\.hk$/) });
    expect((await detailOf(id)).status).toBe('NEW');
    expect(await auditOf(id)).toEqual([]);
  });

  it('answers a member 403 and staff without the second factor 403 on every endpoint', async () => {
    const { id } = await storeRequest();
    const member = clientOf(app, nextIp(), (await signedInMember(app)).cookie);
    const noTotp = await consoleClient({ roles: ['ADMIN'], totp: false });
    const calls: SignedRequest[] = [
      { method: 'GET', url: '/api/v1/console/specialOrder/list' },
      { method: 'GET', url: `/api/v1/console/specialOrder/detail/${id}` },
      { url: '/api/v1/console/specialOrder/quote', json: quote(id) },
      { url: '/api/v1/console/specialOrder/decline', json: { id, reason: 'No stock' } },
    ];
    for (const call of calls) {
      for (const send of [member, noTotp]) {
        const res = await send(call);
        expect([call.url, res.statusCode, envelopeOf(res).meta.code]).toEqual([call.url, 403, Codes.FORBIDDEN_ROLE.code]);
      }
    }
    expect((await detailOf(id)).status).toBe('NEW');
  });
});

describe('console special orders: quote and decline', () => {
  it('refuses a bad quote or a decline without reason with 400 naming the field, and changes nothing', async () => {
    const { id, email } = await storeRequest();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ amountMinor: 0 }, 'amountMinor:quoteAmountInvalid'],
      [{ amountMinor: 12.5 }, 'amountMinor:priceInvalid'],
      [{ currency: 'XYZ' }, 'currency:currencyUnknown'],
      [{ validUntil: inDays(-1) }, 'validUntil:quoteValidUntilPast'],
      [{ validUntil: '2030-02-30' }, 'validUntil:dateInvalid'],
      [{ note: 'x'.repeat(1001) }, 'note:tooLong'],
    ];
    for (const [overrides, expected] of cases) {
      const res = await staffA({ url: '/api/v1/console/specialOrder/quote', json: quote(id, overrides) });
      expect([expected, res.statusCode, fieldsOf(res)]).toEqual([expected, 400, [expected]]);
    }
    const decline = await staffA({ url: '/api/v1/console/specialOrder/decline', json: { id, reason: ' ' } });
    expect([decline.statusCode, fieldsOf(decline)]).toEqual([400, ['reason:required']]);
    expect((await detailOf(id)).status).toBe('NEW');
    expect(await mailsTo(email)).toEqual([]);
    expect(await auditOf(id)).toEqual([]);
  });

  it('quotes a NEW request valid until today, mails the requester in the request’s Traditional Chinese, audits; a second answer 409', async () => {
    const { id, email } = await storeRequest('zh_TW');
    const quoted = view(await staffA({ url: '/api/v1/console/specialOrder/quote', json: quote(id, { validUntil: hkToday() }) }));
    expect(quoted).toMatchObject({
      status: 'QUOTED',
      email,
      phone: '+85291234567',
      quote: { amountMinor: 1_250_000, currency: 'HKD', validUntil: hkToday(), note: 'Includes gift wrapping.' },
    });
    expect(quoted.handledAt).not.toBeNull();
    const [mail, ...others] = await mailsTo(email);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe(`您的特殊訂單 ${quoted.reference} 報價`);
    expect(mail?.text).toContain('HK$12,500.00');
    expect(mail?.text).toContain('請直接回覆本電郵');

    const again = await staffA({ url: '/api/v1/console/specialOrder/quote', json: quote(id) });
    expect([again.statusCode, envelopeOf(again).meta.message]).toEqual([409, 'This request has already been quoted or declined.']);
    expect((await staffA({ url: '/api/v1/console/specialOrder/decline', json: { id, reason: 'Too late' } })).statusCode).toBe(409);
    expect(await auditOf(id)).toEqual(['console.specialOrder.quote']);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('declines with the reason mailed in English, audited with the merchant', async () => {
    const { id, email } = await storeRequest('en_US');
    const declined = view(
      await admin({ url: '/api/v1/console/specialOrder/decline', json: { id, reason: 'We cannot make 300 boxes before Lunar New Year.' } }),
    );
    expect([declined.status, declined.declineReason, declined.quote]).toEqual(['DECLINED', 'We cannot make 300 boxes before Lunar New Year.', null]);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe(`About your special order request ${declined.reference}`);
    expect(mail?.text).toContain('Reason: We cannot make 300 boxes before Lunar New Year.');
    const [entry] = (await listAudit(app.db, { targetId: id, page: 1, size: 5 })).list;
    expect(entry).toMatchObject({ action: 'console.specialOrder.decline', merchantId: merchantA, targetType: 'SPECIAL_ORDER' });
    expect((await admin({ url: '/api/v1/console/specialOrder/quote', json: quote(id) })).statusCode).toBe(409);
  });

  it('of two staff quoting at once, one succeeds and one gets 409; one mail', async () => {
    const { id, email } = await storeRequest();
    const results = await Promise.all([
      staffA({ url: '/api/v1/console/specialOrder/quote', json: quote(id, { amountMinor: 100 }) }),
      admin({ url: '/api/v1/console/specialOrder/quote', json: quote(id, { amountMinor: 200 }) }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.statusCode === 200);
    expect((await detailOf(id)).quote?.amountMinor).toBe(winner && view(winner).quote?.amountMinor);
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await auditOf(id)).toEqual(['console.specialOrder.quote']);
  });

  it('undoes the quote when the mail cannot be sent: still NEW, 500 asking to retry, the undoing audited', async () => {
    const { id, email } = await storeRequest();
    const mailer = app.mailer as { send: unknown };
    mailer.send = async () => {
      throw new Error('SMTP down');
    };
    try {
      const res = await staffA({ url: '/api/v1/console/specialOrder/quote', json: quote(id) });
      expect([res.statusCode, envelopeOf(res).meta.code]).toEqual([500, Codes.RETRY_LATER.code]);
    } finally {
      delete mailer.send;
    }
    const after = await detailOf(id);
    expect([after.status, after.quote, after.handledBy]).toEqual(['NEW', null, null]);
    expect(await mailsTo(email)).toEqual([]);
    expect(await auditOf(id)).toEqual(['console.specialOrder.quote.undone', 'console.specialOrder.quote']);
    expect(view(await staffA({ url: '/api/v1/console/specialOrder/quote', json: quote(id) })).status).toBe('QUOTED');
  });

  it('finds a request by its SO- reference and the requester’s name', async () => {
    const { id } = await storeRequest();
    const reference = (await detailOf(id)).reference;
    const byRef = envelopeOf<ConsoleSpecialOrderListView>(
      await admin({ method: 'GET', url: '/api/v1/console/specialOrder/list', query: { q: reference } }),
    ).data;
    expect(byRef.list.map((r) => r.id)).toEqual([id]);
    const bad = await admin({ method: 'GET', url: '/api/v1/console/specialOrder/list', query: { status: 'OPEN' } });
    expect(bad.statusCode).toBe(400);
  });
});
