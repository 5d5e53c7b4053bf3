import { Codes } from '@sme/shared/codes';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMerchant } from '../../test/catalogue-fixtures';
import { storedOrder } from '../../test/payment-fixtures';
import { createTestApp } from '../../test/test-app';
import { isAppError } from '../../http/app-error';
import { checkPayment } from './check-payment';
import { createPayment } from '../../modules/payments/create-payment';
import type { PaymentsDeps } from '../../modules/payments/payments-deps';
import { paymentEvents, payments } from '../../db/schema';
import { createdPayment, orderToPay } from '../../modules/payments/payments.test-kit';
import type { PaymentProvider, ProviderStatus } from '../../modules/payments/providers/payment-provider';
import { registryOf } from '../../modules/payments/providers/registry';
import { createTestProvider } from '../../modules/payments/providers/test-provider';
import { resolveTestSigningKey } from '../../modules/payments/test-signing-key';

/**
 * pay.check's provider question and pay.create's provider failure, through the services with a registry
 * around a provider whose answers the test chooses (the real test provider only answers through its hosted page).
 */

let app: FastifyInstance;
let merchantId: string;
let key: Buffer;

beforeAll(async () => {
  app = await createTestApp();
  merchantId = await insertMerchant(app.db);
  key = await resolveTestSigningKey(app.db, app.config.payments);
});

afterAll(async () => {
  await app?.close();
});

function depsWith(override: Partial<PaymentProvider>): PaymentsDeps {
  const provider = { ...createTestProvider(key), ...override };
  return { db: app.db, registry: registryOf([provider]), log: app.log, publicUrl: app.config.publicUrl };
}

describe('pay.check', () => {
  it('applies a final answer of the provider once, however often the payer polls', async () => {
    const { s, order } = await orderToPay(app, merchantId);
    const payment = await createdPayment(s, order.id, 'TEST');
    const answer: ProviderStatus = { outcome: 'SUCCEEDED', amountMinor: payment.amountMinor, currency: 'HKD', failureCode: null, detail: null };
    const deps = depsWith({ checkStatus: async () => answer });
    for (let i = 0; i < 3; i++)
      expect(await checkPayment(deps, s.memberId, payment.id, 'en_US')).toMatchObject({ status: 'SUCCEEDED', orderStatus: 'PREPARING' });
    expect(await app.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, payment.id))).toMatchObject([
      { eventId: `check:${payment.id}:SUCCEEDED`, outcome: 'PROCESSED' },
    ]);
    expect(await storedOrder(app.db, order.id)).toMatchObject({ paidMinor: payment.amountMinor });
  });

  it('answers the attempt as stored when the provider cannot be asked', async () => {
    const { s, order } = await orderToPay(app, merchantId);
    const payment = await createdPayment(s, order.id, 'TEST');
    const deps = depsWith({ checkStatus: () => Promise.reject(new Error('ECONNREFUSED')) });
    expect(await checkPayment(deps, s.memberId, payment.id, 'en_US')).toMatchObject({ status: 'PENDING', orderStatus: 'AWAITING_PAYMENT' });
  });
});

describe('pay.create', () => {
  it('stores the attempt as FAILED with 1005 when the provider does not answer, and answers 1005', async () => {
    const { s, order } = await orderToPay(app, merchantId);
    const deps = depsWith({ create: () => Promise.reject(new Error('ETIMEDOUT')) });
    const err = await createPayment(deps, { memberId: s.memberId, locale: 'en_US', now: new Date() }, { orderId: order.id, method: 'TEST' }).catch(
      (e: unknown) => e,
    );
    expect(isAppError(err) && err.code).toBe(Codes.PAY_NETWORK_UNSTABLE.code);
    expect(await app.db.select().from(payments).where(eq(payments.orderId, order.id))).toMatchObject([
      { status: 'FAILED', failureCode: 1005, failureDetail: 'ETIMEDOUT' },
    ]);
    expect(await storedOrder(app.db, order.id)).toMatchObject({ status: 'AWAITING_PAYMENT' });
  });
});
