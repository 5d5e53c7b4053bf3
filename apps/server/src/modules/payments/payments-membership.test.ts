import { Codes } from '@sme/shared/codes';
import type { ConsoleMoneyPage, ConsolePaymentRow, ConsoleRefundRow } from '@sme/shared/schemas/console-payments';
import type { MembershipCurrentView } from '@sme/shared/schemas/membership';
import type { PayMethodsView, PaymentView } from '@sme/shared/schemas/payments';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membershipPeriods, membershipPurchases } from '../../db/schema';
import { envelopeOf } from '../../test/signed-inject';
import { createTestApp, testConfig } from '../../test/test-app';
import { findMemberById } from '../members';
import { createPayment } from './create-payment';
import { payments, refunds } from './payments.tables';
import { createdPayment, membershipToPay, staffMember, storedPayment } from './payments.test-kit';
import type { CreatePaymentRequest } from './providers/payment-provider';
import { registryOf } from './providers/registry';
import { createTestProvider, signedTestCallback } from './providers/test-provider';
import type { RefundView } from './refund-payment';

/**
 * A payment pays a membership purchase as it pays an order: the member's methods (never cash on delivery), the test
 * provider's signed callback or staff counting an FPS transfer, each purchase paid once (a second payment goes back),
 * and the back office seeing the purchase instead of an order.
 */

let app: FastifyInstance;
let key: Buffer;
let staff: Awaited<ReturnType<typeof staffMember>>;
const FPS = { proxyId: '+852-91234567', merchantName: 'SME Link HK', merchantCity: 'Hong Kong' };

beforeAll(async () => {
  app = await createTestApp({ payments: { ...testConfig().payments, fps: FPS } });
  if (!app.payments.testSigningKey) throw new Error('the test provider is off');
  key = app.payments.testSigningKey;
  staff = await staffMember(app);
});

afterAll(async () => {
  await app?.close();
});

const dataOf = <T>(res: LightMyRequestResponse): T => {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return envelopeOf<T>(res).data;
};

/** The test provider's signed callback for a decision on the payment, delivered as the provider would. */
function callback(payment: PaymentView) {
  const { rawBody, headers } = signedTestCallback(key, payment, 'APPROVE');
  const deliver = () => app.inject({ method: 'POST', url: '/api/v1/pay/callback/test', payload: rawBody, headers });
  return { id: (JSON.parse(rawBody) as { id: string }).id, deliver };
}

type Payer = Awaited<ReturnType<typeof membershipToPay>>['s'];
const methodsOf = async (s: Payer, purchaseId: string) => dataOf<PayMethodsView>(await s.send({ url: '/api/v1/pay/methods', query: { purchaseId } }));
const checked = async (s: Payer, paymentId: string) => dataOf<PaymentView>(await s.send({ url: '/api/v1/pay/check', query: { paymentId } }));
const currentOf = async (s: Payer) => dataOf<MembershipCurrentView>(await s.send({ url: '/api/v1/membership/current' }));
const purchaseRow = async (id: string) => (await app.db.select().from(membershipPurchases).where(eq(membershipPurchases.id, id)))[0];
const periodsOf = (memberId: string) => app.db.select().from(membershipPeriods).where(eq(membershipPeriods.memberId, memberId));
const refundsOf = (paymentId: string) => app.db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
const consolePayments = async (ids: string[]) =>
  dataOf<ConsoleMoneyPage<ConsolePaymentRow>>(await staff.send({ url: '/api/v1/console/payment/list', query: { ids: ids.join(',') } })).list;

describe('paying a membership purchase', () => {
  it('a member buys Gold annually: HKD methods without cash on delivery, the test provider’s callback pays it, Gold is held and the purchase cannot be paid again', async () => {
    const { s, purchase } = await membershipToPay(app);
    const membership = { purchaseId: purchase.id, purchaseNo: purchase.purchaseNo, tier: 'GOLD', cycle: 'ANNUAL' };
    const methods = await methodsOf(s, purchase.id);
    expect(methods).toMatchObject({
      purpose: 'MEMBERSHIP',
      orderId: purchase.id,
      orderNo: purchase.purchaseNo,
      orderStatus: null,
      membership: { ...membership, status: 'AWAITING_PAYMENT', validUntilDay: purchase.validUntilDay },
      currency: 'HKD',
      payableMinor: purchase.amountMinor,
      paymentDueAt: null,
      blockedBy: null,
    });
    expect(methods.methods.map((m) => m.method).sort()).toEqual(['FPS', 'TEST']);
    const cod = await s.send({ url: '/api/v1/pay/create', json: { purchaseId: purchase.id, method: 'COD' } });
    expect([cod.statusCode, envelopeOf(cod).meta.code]).toEqual([400, Codes.PAY_METHOD_NOT_ENABLED.code]);

    const payment = await createdPayment(s, { purchaseId: purchase.id }, 'TEST');
    expect(payment).toMatchObject({
      purpose: 'MEMBERSHIP',
      orderId: purchase.id,
      orderNo: purchase.purchaseNo,
      orderStatus: null,
      amountMinor: purchase.amountMinor,
    });
    expect(payment.next?.flow).toBe('REDIRECT');
    expect(await storedPayment(app, payment.id)).toMatchObject({ purpose: 'MEMBERSHIP', orderId: purchase.id, currency: 'HKD' });

    expect((await callback(payment).deliver()).statusCode).toBe(200);
    expect(await checked(s, payment.id)).toMatchObject({
      status: 'SUCCEEDED',
      receivedMinor: purchase.amountMinor,
      orderStatus: null,
      membership: { ...membership, status: 'PAID', validUntilDay: purchase.validUntilDay },
    });
    expect(await purchaseRow(purchase.id)).toMatchObject({ status: 'PAID', periodId: expect.any(String) });
    expect(await currentOf(s)).toMatchObject({ tier: 'GOLD', validUntilDay: purchase.validUntilDay });

    const paid = await methodsOf(s, purchase.id);
    expect(paid).toMatchObject({ methods: [], payableMinor: 0, blockedBy: Codes.MEMBERSHIP_PURCHASE_STATE.code, membership: { status: 'PAID' } });
    expect(paid.blockedMessage).toMatch(/can no longer be paid/);
    const again = await s.send({ url: '/api/v1/pay/create', json: { purchaseId: purchase.id, method: 'TEST' }, headers: { 'accept-language': 'zh-CN' } });
    expect([again.statusCode, envelopeOf(again).meta]).toEqual([
      409,
      expect.objectContaining({ code: 3206, message: '此会员购买已无法支付，请回到会员页面重新开始。' }),
    ]);
  });

  it('tells the provider the purchase number, the member’s email and a description in the payer’s language', async () => {
    const { s, purchase } = await membershipToPay(app, { tier: 'SILVER', cycle: 'MONTHLY' });
    const seen: CreatePaymentRequest[] = [];
    const test = createTestProvider(key);
    const watched = { ...test, create: (request: CreatePaymentRequest) => (seen.push(request), test.create(request)) };
    const deps = { ...app.payments.deps, registry: registryOf([watched]) };
    const view = await createPayment(deps, { memberId: s.memberId, locale: 'zh_CN', now: new Date() }, { purchaseId: purchase.id, method: 'TEST' });
    const member = await findMemberById(app.db, s.memberId);
    expect(seen).toMatchObject([
      {
        paymentId: view.id,
        orderId: purchase.id,
        orderNo: purchase.purchaseNo,
        currency: 'HKD',
        amountMinor: purchase.amountMinor,
        buyerEmail: member?.email,
        description: `会员购买 ${purchase.purchaseNo}`,
      },
    ]);
  });

  it('pays a purchase once: the same callback twice and a second approval change nothing, a closed attempt’s capture and money for a cancelled purchase go back', async () => {
    const { s, purchase } = await membershipToPay(app);
    const first = await createdPayment(s, { purchaseId: purchase.id }, 'TEST');
    const second = await createdPayment(s, { purchaseId: purchase.id }, 'TEST');
    expect(await storedPayment(app, first.id)).toMatchObject({ status: 'CANCELLED', failureCode: 1013 });
    const approval = callback(second);
    for (const res of [await approval.deliver(), await approval.deliver(), await callback(second).deliver()]) expect(res.statusCode).toBe(200);
    expect(await periodsOf(s.memberId)).toHaveLength(1);

    // The provider captured the closed attempt before it was closed: that money is refunded by itself, the membership is untouched.
    expect((await callback(first).deliver()).statusCode).toBe(200);
    expect(await storedPayment(app, first.id)).toMatchObject({ status: 'SUCCEEDED', receivedMinor: purchase.amountMinor, needsRefund: false });
    expect(await refundsOf(first.id)).toMatchObject([{ status: 'SUCCEEDED', requestedBy: null, reason: 'DUPLICATE_PAYMENT', orderId: purchase.id }]);
    expect(await refundsOf(second.id)).toEqual([]);
    expect(await periodsOf(s.memberId)).toHaveLength(1);
    expect(await purchaseRow(purchase.id)).toMatchObject({ status: 'PAID', amountMinor: purchase.amountMinor });
    expect(await currentOf(s)).toMatchObject({ tier: 'GOLD', validUntilDay: purchase.validUntilDay });

    // A purchase the member replaced (buying again cancels it) does not take a payment that still lands on it.
    const { s: other, purchase: replaced } = await membershipToPay(app, { tier: 'SILVER', cycle: 'MONTHLY' });
    const stale = await createdPayment(other, { purchaseId: replaced.id }, 'TEST');
    dataOf(await other.send({ url: '/api/v1/membership/purchase', json: { tier: 'SILVER', cycle: 'ANNUAL' } }));
    expect(await methodsOf(other, replaced.id)).toMatchObject({ blockedBy: 3206, membership: { status: 'CANCELLED' } });
    await callback(stale).deliver();
    expect(await refundsOf(stale.id)).toMatchObject([{ status: 'SUCCEEDED', reason: 'ORDER_NOT_PAYABLE' }]);
    expect(await purchaseRow(replaced.id)).toMatchObject({ status: 'CANCELLED', periodId: null });
    expect(await periodsOf(other.memberId)).toEqual([]);
  });

  it('staff confirm an FPS transfer: a short one is flagged for refund, the exact one pays; the back office lists both under the purchase and refunds without an order', async () => {
    const { s, purchase } = await membershipToPay(app);
    const short = await createdPayment(s, { purchaseId: purchase.id }, 'FPS');
    expect(short.next).toMatchObject({ flow: 'QR', reference: expect.stringContaining(purchase.purchaseNo) });
    const counted = dataOf<PaymentView>(await staff.send({ url: '/api/v1/pay/confirmTransfer', json: { paymentId: short.id, receivedMinor: 100_000 } }));
    expect(counted).toMatchObject({ status: 'SUCCEEDED', receivedMinor: 100_000, membership: { status: 'AWAITING_PAYMENT' }, orderStatus: null });
    expect(await storedPayment(app, short.id)).toMatchObject({ needsRefund: true });
    expect(await refundsOf(short.id)).toEqual([]);
    expect((await currentOf(s)).tier).toBeNull();

    const exact = await createdPayment(s, { purchaseId: purchase.id }, 'FPS');
    const confirmed = dataOf<PaymentView>(
      await staff.send({ url: '/api/v1/pay/confirmTransfer', json: { paymentId: exact.id, receivedMinor: exact.amountMinor } }),
    );
    expect(confirmed).toMatchObject({ status: 'SUCCEEDED', purpose: 'MEMBERSHIP', membership: { status: 'PAID' } });
    expect((await currentOf(s)).tier).toBe('GOLD');

    const listed = await consolePayments([short.id, exact.id]);
    expect(listed.map((p) => [p.id, p.purpose, p.orderId, p.orderNo, p.needsRefund]).sort()).toEqual(
      [
        [short.id, 'MEMBERSHIP', purchase.id, purchase.purchaseNo, true],
        [exact.id, 'MEMBERSHIP', purchase.id, purchase.purchaseNo, false],
      ].sort(),
    );

    const refund = dataOf<RefundView>(await staff.send({ url: '/api/v1/pay/refund', json: { paymentId: short.id, reason: 'Short transfer returned' } }));
    expect(refund).toMatchObject({ purpose: 'MEMBERSHIP', orderId: purchase.id, status: 'SUCCEEDED', amountMinor: 100_000, orderStatus: null });
    expect(await storedPayment(app, short.id)).toMatchObject({ needsRefund: false });
    const refundRows = dataOf<ConsoleMoneyPage<ConsoleRefundRow>>(await staff.send({ url: '/api/v1/console/refund/list', query: { size: 100 } })).list;
    expect(refundRows.find((r) => r.id === refund.id)).toMatchObject({ purpose: 'MEMBERSHIP', orderNo: purchase.purchaseNo, method: 'FPS' });
    // The refund sends money back only: the membership bought stays (ending it is the membership section's own action).
    expect(await purchaseRow(purchase.id)).toMatchObject({ status: 'PAID' });
    expect((await currentOf(s)).tier).toBe('GOLD');
  });

  it('answers 404 for another member’s purchase on pay.methods and pay.create, and 400 naming both an order and a purchase', async () => {
    const { purchase } = await membershipToPay(app);
    const { s: stranger } = await membershipToPay(app);
    const methods = await stranger.send({ url: '/api/v1/pay/methods', query: { purchaseId: purchase.id } });
    const create = await stranger.send({ url: '/api/v1/pay/create', json: { purchaseId: purchase.id, method: 'TEST' } });
    expect([methods.statusCode, create.statusCode]).toEqual([404, 404]);
    expect(await app.db.select().from(payments).where(eq(payments.orderId, purchase.id))).toEqual([]);
    const both = await stranger.send({ url: '/api/v1/pay/methods', query: { purchaseId: purchase.id, orderId: purchase.id } });
    expect(both.statusCode).toBe(400);
  });
});
