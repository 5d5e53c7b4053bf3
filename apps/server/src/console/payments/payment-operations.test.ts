import { Codes } from '@sme/shared/codes';
import type { PaymentView } from '@sme/shared/schemas/payments';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMerchant } from '../../test/catalogue-fixtures';
import { setOrder, storedOrder } from '../../test/payment-fixtures';
import { envelopeOf } from '../../test/signed-inject';
import { createTestApp, testConfig } from '../../test/test-app';
import type { StatementImport } from './import-statement';
import type { RefundView } from '../../modules/payments/refund-payment';
import { refunds } from '../../modules/payments/payments.tables';
import { createdPayment, decide, eventsOf, orderToPay, staffMember, storedPayment } from '../../modules/payments/payments.test-kit';
import { decodeFpsPayload } from '../../modules/payments/providers/fps-qr';

/** Staff operations: FPS transfers confirmed by hand or by a bank statement, cash collected, refunds. */

let app: FastifyInstance;
let merchantId: string;
let staff: Awaited<ReturnType<typeof staffMember>>;
const FPS = { proxyId: '+852-91234567', merchantName: 'SME Link HK', merchantCity: 'Hong Kong' };

beforeAll(async () => {
  app = await createTestApp({ payments: { ...testConfig().payments, fps: FPS } });
  merchantId = await insertMerchant(app.db);
  staff = await staffMember(app);
});

afterAll(async () => {
  await app?.close();
});

const statement = (csv: string) =>
  staff.send({
    url: '/api/v1/pay/importStatement',
    multipart: { files: [{ field: 'fileDatas', filename: 'statement.csv', contentType: 'text/csv', content: Buffer.from(csv) }] },
  });
const major = (minor: number) => (minor / 100).toFixed(2);

describe('FPS bank transfer', () => {
  it('answers a QR code for the exact amount with the reference, and staff confirming a short transfer makes the order partly paid', async () => {
    const { s, order } = await orderToPay(app, merchantId, { quantity: 2 });
    const payment = await createdPayment(s, order.id, 'FPS');
    if (payment.next?.flow !== 'QR') throw new Error('expected a QR code');
    expect(decodeFpsPayload(payment.next.payload)).toMatchObject({
      proxyId: '+85291234567',
      currency: 'HKD',
      amountMinor: order.payableMinor,
      reference: payment.next.reference,
    });

    const part = order.payableMinor - 5_000;
    const res = await staff.send({ url: '/api/v1/pay/confirmTransfer', json: { paymentId: payment.id, receivedMinor: part } });
    expect(envelopeOf<PaymentView>(res).data).toMatchObject({ status: 'SUCCEEDED', receivedMinor: part, orderStatus: 'PARTIALLY_PAID' });
    expect(await storedOrder(app.db, order.id)).toMatchObject({ status: 'PARTIALLY_PAID', paidMinor: part, payableMinor: 5_000, paidAt: null });

    // Confirming again changes nothing; the rest is a new attempt for what is left.
    await staff.send({ url: '/api/v1/pay/confirmTransfer', json: { paymentId: payment.id, receivedMinor: part } });
    expect(await storedOrder(app.db, order.id)).toMatchObject({ paidMinor: part });
    const rest = await createdPayment(s, order.id, 'TEST');
    expect(rest.amountMinor).toBe(5_000);
    await decide(s, rest, 'APPROVE');
    expect(await storedOrder(app.db, order.id)).toMatchObject({ status: 'PREPARING', paidMinor: order.payableMinor, payableMinor: 0 });
  });

  it('matches statement lines by reference and exact amount, once however often the file is imported', async () => {
    const a = await orderToPay(app, merchantId);
    const b = await orderToPay(app, merchantId);
    const pa = await createdPayment(a.s, a.order.id, 'FPS');
    const pb = await createdPayment(b.s, b.order.id, 'FPS');
    const ref = (p: PaymentView) => (p.next?.flow === 'QR' ? p.next.reference : '');
    const csv = [
      'Date,Description,Reference,Amount,Currency',
      `2026-03-01,FPS IN,${ref(pa)},"${Number(major(pa.amountMinor)).toLocaleString('en', { minimumFractionDigits: 2 })}",HKD`,
      `2026-03-01,FPS IN,${ref(pb).toLowerCase()},${major(pb.amountMinor - 100)},HKD`,
      '2026-03-02,FPS IN,SO0000-NOPE,10.00,HKD',
      `2026-03-02,FEE,${ref(pb)},-5.00,HKD`,
    ].join('\r\n');

    const first = envelopeOf<StatementImport>(await statement(csv)).data;
    expect(first.matched).toEqual([{ reference: ref(pa), paymentId: pa.id, amountMinor: pa.amountMinor }]);
    expect(first.unmatched.map((u) => [u.line, u.reason])).toEqual([
      [3, 'AMOUNT_MISMATCH'],
      [4, 'UNKNOWN_REFERENCE'],
      [5, 'INVALID_AMOUNT'],
    ]);
    expect(await storedOrder(app.db, a.order.id)).toMatchObject({ status: 'PREPARING', paidMinor: pa.amountMinor });
    expect(await storedOrder(app.db, b.order.id)).toMatchObject({ status: 'AWAITING_PAYMENT' });

    const again = envelopeOf<StatementImport>(await statement(csv)).data;
    expect(again.matched).toEqual([]);
    expect(again.unmatched[0]).toMatchObject({ line: 2, reason: 'ALREADY_APPLIED' });
    expect(await storedOrder(app.db, a.order.id)).toMatchObject({ paidMinor: pa.amountMinor });
    expect((await eventsOf(app, 'fps')).filter((e) => e.paymentId === pa.id)).toHaveLength(1);
  });

  it('a new attempt closes the open FPS attempt, yet the transfer its payer made still pays the order and closes the attempt left open', async () => {
    const { s, order } = await orderToPay(app, merchantId);
    const transfer = await createdPayment(s, order.id, 'FPS');
    const card = await createdPayment(s, order.id, 'TEST');
    expect(await storedPayment(app, transfer.id)).toMatchObject({ status: 'CANCELLED', failureCode: 1013 });
    const res = await staff.send({ url: '/api/v1/pay/confirmTransfer', json: { paymentId: transfer.id, receivedMinor: transfer.amountMinor } });
    expect(envelopeOf<PaymentView>(res).data).toMatchObject({ status: 'SUCCEEDED', orderStatus: 'PREPARING' });
    expect(await storedOrder(app.db, order.id)).toMatchObject({ status: 'PREPARING', paidMinor: order.payableMinor });
    expect(await storedPayment(app, card.id)).toMatchObject({ status: 'CANCELLED', failureDetail: `order paid by attempt ${transfer.id}` });
    expect((await decide(s, card, 'APPROVE')).statusCode).toBe(410);
  });

  it('refuses a statement without the documented header, and a member importing one (403)', async () => {
    const res = await statement('when,what\n2026-03-01,10.00\n');
    expect([res.statusCode, envelopeOf(res).meta.message]).toEqual([400, expect.stringMatching(/date, reference, amount and currency/)]);
    const { s } = await orderToPay(app, merchantId);
    const member = await s.send({
      url: '/api/v1/pay/importStatement',
      multipart: { files: [{ field: 'fileDatas', filename: 's.csv', contentType: 'text/csv', content: Buffer.from('date,reference,amount,currency\n') }] },
    });
    expect(member.statusCode).toBe(403);
  });
});

describe('cash on delivery', () => {
  it('moves the order to preparing at once; staff record the cash when collected, the status stays', async () => {
    const { s, order } = await orderToPay(app, merchantId);
    const payment = await createdPayment(s, order.id, 'COD');
    expect(payment).toMatchObject({ status: 'PENDING', next: { flow: 'OFFLINE' }, orderStatus: 'PREPARING' });
    expect(await storedOrder(app.db, order.id)).toMatchObject({ status: 'PREPARING', isCashOnDelivery: true, paidAt: null });

    const res = await staff.send({ url: '/api/v1/pay/markCollected', json: { paymentId: payment.id, receivedMinor: order.payableMinor } });
    expect(envelopeOf<PaymentView>(res).data).toMatchObject({ status: 'SUCCEEDED', orderStatus: 'PREPARING' });
    const stored = await storedOrder(app.db, order.id);
    expect(stored).toMatchObject({ status: 'PREPARING', paidMinor: order.payableMinor, payableMinor: 0, paymentMethod: 'COD' });
    expect(stored.paidAt).toBeInstanceOf(Date);

    const wrong = await staff.send({ url: '/api/v1/pay/confirmTransfer', json: { paymentId: payment.id, receivedMinor: 1 } });
    expect(wrong.statusCode).toBe(400);
  });
});

describe('refunds', () => {
  it('staff refund a paid order: refund ordered, then closed when the provider confirms; a member gets 403', async () => {
    const { s, order } = await orderToPay(app, merchantId);
    const payment = await createdPayment(s, order.id, 'TEST');
    await decide(s, payment, 'APPROVE');

    const member = await s.send({ url: '/api/v1/pay/refund', json: { paymentId: payment.id } });
    expect([member.statusCode, envelopeOf(member).meta.code]).toEqual([403, Codes.FORBIDDEN_ROLE.code]);
    expect(await storedOrder(app.db, order.id)).toMatchObject({ status: 'PREPARING' });

    const tooMuch = await staff.send({ url: '/api/v1/pay/refund', json: { paymentId: payment.id, amountMinor: payment.amountMinor + 1 } });
    expect(tooMuch.statusCode).toBe(400);

    const res = await staff.send({ url: '/api/v1/pay/refund', json: { paymentId: payment.id, reason: 'Out of stock' } });
    expect(envelopeOf<RefundView>(res).data).toMatchObject({
      paymentId: payment.id,
      amountMinor: payment.amountMinor,
      status: 'SUCCEEDED',
      reason: 'Out of stock',
      orderStatus: 'REFUND_CLOSED',
    });
    const { timeline } = envelopeOf<{ timeline: Array<{ to: string; actor: string }> }>(await s.send({ url: `/api/v1/order/detail/${order.id}` })).data;
    expect(timeline.slice(-2).map((e) => [e.to, e.actor])).toEqual([
      ['REFUND_ORDERED', 'ADMIN'],
      ['REFUND_CLOSED', 'ADMIN'],
    ]);
    const again = await staff.send({ url: '/api/v1/pay/refund', json: { paymentId: payment.id } });
    expect(again.statusCode).toBe(400);
  });

  it('flags a transfer staff count for a closed order (a bank transfer is not returned by itself), and refunding it clears the flag', async () => {
    const { s, order } = await orderToPay(app, merchantId);
    const payment = await createdPayment(s, order.id, 'FPS');
    await setOrder(app.db, order.id, { status: 'CLOSED' });
    await staff.send({ url: '/api/v1/pay/confirmTransfer', json: { paymentId: payment.id, receivedMinor: payment.amountMinor } });
    expect(await storedPayment(app, payment.id)).toMatchObject({ status: 'SUCCEEDED', needsRefund: true });
    expect(await app.db.select().from(refunds).where(eq(refunds.paymentId, payment.id))).toEqual([]);
    expect(await storedOrder(app.db, order.id)).toMatchObject({ status: 'REFUND_ORDERED' });
    const res = await staff.send({ url: '/api/v1/pay/refund', json: { paymentId: payment.id } });
    expect(envelopeOf<RefundView>(res).data).toMatchObject({ status: 'SUCCEEDED', orderStatus: 'REFUND_CLOSED' });
    expect(await storedPayment(app, payment.id)).toMatchObject({ needsRefund: false });
  });
});
