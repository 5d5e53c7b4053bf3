import { Codes } from '@sme/shared/codes';
import type { ConsoleMoneyPage, ConsolePaymentRow, ConsoleRefundRow } from '@sme/shared/schemas/console-payments';
import type { PaymentView } from '@sme/shared/schemas/payments';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, signedInMember } from '../../test/accounts';
import { insertMerchant } from '../../test/catalogue-fixtures';
import { signedInStaff } from '../../test/console-staff';
import { type SignedRequest, envelopeOf } from '../../test/signed-inject';
import { createTestApp, testConfig } from '../../test/test-app';
import { membersByIds } from '../../modules/members/members.service';
import type { StatementImport } from './import-statement';
import { createdPayment, decide, orderToPay, staffMember } from '../../modules/payments/payments.test-kit';
import { hkToday } from '@sme/shared/hk-day';

/** Back-office payment records and refunds: what the lists show after real payments, filters, roles. */

type Send = (req: SignedRequest) => Promise<LightMyRequestResponse>;

let app: FastifyInstance;
let merchantId: string;
let admin: Send;
const FPS = { proxyId: '+852-91234567', merchantName: 'SME Link HK', merchantCity: 'Hong Kong' };

beforeAll(async () => {
  app = await createTestApp({ payments: { ...testConfig().payments, fps: FPS } });
  merchantId = await insertMerchant(app.db);
  admin = (await staffMember(app)).send;
});

afterAll(async () => {
  await app?.close();
});

const dataOf = <T>(res: LightMyRequestResponse): T => {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return envelopeOf<T>(res).data;
};
const payments = async (query: Record<string, string | number>) =>
  dataOf<ConsoleMoneyPage<ConsolePaymentRow>>(await admin({ method: 'GET', url: '/api/v1/console/payment/list', query }));
const refunds = async (query: Record<string, string | number>) =>
  dataOf<ConsoleMoneyPage<ConsoleRefundRow>>(await admin({ method: 'GET', url: '/api/v1/console/refund/list', query }));
const referenceOf = (p: PaymentView) => (p.next?.flow === 'QR' ? p.next.reference : '');
const fieldsOf = (res: LightMyRequestResponse) =>
  (envelopeOf<{ fields: Array<{ field: string; rule: string }> }>(res).data?.fields ?? []).map((f) => `${f.field}:${f.rule}`);

describe('console.payment.list', () => {
  it('shows an FPS order confirmed through the bank statement import with its order, member, amounts and reference', async () => {
    const { s, order } = await orderToPay(app, merchantId);
    const payment = await createdPayment(s, order.id, 'FPS');
    const reference = referenceOf(payment);
    const csv = `date,reference,amount,currency\n${hkToday()},${reference},${(payment.amountMinor / 100).toFixed(2)},HKD\n`;
    const imported = dataOf<StatementImport>(
      await admin({
        url: '/api/v1/pay/importStatement',
        multipart: { files: [{ field: 'fileDatas', filename: 'statement.csv', contentType: 'text/csv', content: Buffer.from(csv) }] },
      }),
    );
    expect(imported.matched).toEqual([{ reference, paymentId: payment.id, amountMinor: payment.amountMinor }]);

    const [buyer] = await membersByIds(app.db, [s.memberId]);
    const byOrderNo = await payments({ q: order.orderNo.toLowerCase() });
    expect(byOrderNo.list).toEqual([
      expect.objectContaining({
        id: payment.id,
        orderId: order.id,
        orderNo: order.orderNo,
        member: { id: s.memberId, name: expect.any(String), email: buyer?.email ?? null },
        method: 'FPS',
        provider: 'fps',
        status: 'SUCCEEDED',
        amountMinor: payment.amountMinor,
        receivedMinor: payment.amountMinor,
        reference,
        needsRefund: false,
      }),
    ]);
    expect(byOrderNo.list[0]?.member.name).not.toBe('');
    expect((await payments({ q: reference.slice(-6) })).list.map((p) => p.id)).toContain(payment.id);
    expect((await payments({ ids: payment.id })).list.map((p) => p.id)).toEqual([payment.id]);
  });

  it('filters by method, status and Hong Kong day range', async () => {
    const { s, order } = await orderToPay(app, merchantId);
    const open = await createdPayment(s, order.id, 'FPS');
    const today = hkToday();
    const tomorrow = hkToday(new Date(Date.now() + 86_400_000));
    const ids = async (query: Record<string, string>) => (await payments({ size: 100, ...query })).list.map((p) => p.id);
    expect(await ids({ method: 'FPS', status: 'PENDING' })).toContain(open.id);
    expect(await ids({ method: 'CARD' })).not.toContain(open.id);
    expect(await ids({ status: 'SUCCEEDED' })).not.toContain(open.id);
    expect(await ids({ from: today, to: today })).toContain(open.id);
    expect(await ids({ from: tomorrow })).toEqual([]);
  });

  it('refuses bad filters with 400 naming the field', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ method: 'CHEQUE' }, 'method:invalid'],
      [{ from: '2026-03-02', to: '2026-03-01' }, 'to:dateInvalid'],
      [{ ids: 'not-a-uuid' }, 'ids.0:idInvalid'],
    ];
    for (const [query, expected] of cases) {
      const res = await admin({ method: 'GET', url: '/api/v1/console/payment/list', query });
      expect([expected, res.statusCode, fieldsOf(res)]).toEqual([expected, 400, [expected]]);
    }
  });
});

describe('console.refund.list', () => {
  it('lists a refund ordered through pay.refund with its order number and method, searchable by order number', async () => {
    const { s, order } = await orderToPay(app, merchantId);
    const payment = await createdPayment(s, order.id, 'TEST');
    await decide(s, payment, 'APPROVE');
    dataOf(await admin({ url: '/api/v1/pay/refund', json: { paymentId: payment.id, reason: 'Out of stock' } }));

    const found = await refunds({ q: order.orderNo });
    expect(found.list).toEqual([
      expect.objectContaining({
        paymentId: payment.id,
        orderId: order.id,
        orderNo: order.orderNo,
        method: 'TEST',
        status: 'SUCCEEDED',
        amountMinor: payment.amountMinor,
        reason: 'Out of stock',
      }),
    ]);
    expect((await refunds({ status: 'FAILED', q: order.orderNo })).list).toEqual([]);
  });
});

describe('console payments: access', () => {
  it('is for admins past the second factor: a merchant’s staff, a member and no second factor get 403', async () => {
    const staff = await signedInStaff(app, { roles: ['MERCHANT_STAFF'], merchantId });
    const noTotp = await signedInStaff(app, { roles: ['ADMIN'], totp: false });
    const member = await signedInMember(app);
    const senders = [clientOf(app, '10.72.0.1', staff.cookie), clientOf(app, '10.72.0.2', noTotp.cookie), clientOf(app, '10.72.0.3', member.cookie)];
    for (const url of ['/api/v1/console/payment/list', '/api/v1/console/refund/list']) {
      expect([url, (await admin({ method: 'GET', url })).statusCode]).toEqual([url, 200]);
      for (const send of senders) {
        const res = await send({ method: 'GET', url });
        expect([url, res.statusCode, envelopeOf(res).meta.code]).toEqual([url, 403, Codes.FORBIDDEN_ROLE.code]);
      }
    }
  });
});
