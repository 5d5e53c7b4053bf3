import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCryptoProvider } from './crypto-provider';
import { CallbackRejected, type CreatePaymentRequest, type PaymentProvider } from './payment-provider';
import { type StandInAnswer, startProviderApi } from './provider-api.test-kit';

const SECRET = 'crypto-webhook-shared-secret';
let api: Awaited<ReturnType<typeof startProviderApi>>;
let provider: PaymentProvider;
/** The next answer of the stand-in Coinbase Commerce API (null: a created charge). */
let nextAnswer: StandInAnswer | null = null;

function request(overrides: Partial<CreatePaymentRequest> = {}): CreatePaymentRequest {
  const paymentId = randomUUID();
  return {
    paymentId,
    orderId: randomUUID(),
    orderNo: 'SO20250101000003',
    method: 'CRYPTO',
    currency: 'HKD',
    amountMinor: 12345,
    returnUrl: `https://shop.example/payReturn/crypto?paymentId=${paymentId}`,
    cancelUrl: `https://shop.example/paymentFail?paymentId=${paymentId}`,
    publicUrl: 'https://shop.example',
    buyerEmail: 'buyer@example.com',
    description: 'Order SO20250101000003',
    locale: 'en_US',
    ...overrides,
  };
}

function charge(timeline: { status: string; context?: string }[] = [{ status: 'NEW' }]) {
  return {
    id: 'f765421f-2c9f-4a3e-a7a2-7b6a5c5e0a11',
    code: 'ABCD1234',
    hosted_url: 'https://commerce.coinbase.com/charges/ABCD1234',
    metadata: { paymentId: 'pay-1', orderNo: 'SO20250101000003' },
    pricing: { local: { amount: '123.45', currency: 'HKD' }, bitcoin: { amount: '0.00023', currency: 'BTC' } },
    timeline,
  };
}

/** A webhook delivery signed as the provider does: hex HMAC-SHA256 of the raw body with the shared secret. */
function delivery(type: string, timeline?: { status: string; context?: string }[], secret = SECRET) {
  const rawBody = JSON.stringify({
    id: 1,
    scheduled_for: '2025-01-01T00:00:00Z',
    event: { id: `evt-${type}`, resource: 'event', type, api_version: '2018-03-22', data: charge(timeline) },
  });
  return { rawBody, headers: { 'x-cc-webhook-signature': createHmac('sha256', secret).update(rawBody).digest('hex') } };
}

beforeAll(async () => {
  api = await startProviderApi(() => nextAnswer ?? { status: 201, json: { data: charge() } });
  provider = createCryptoProvider({ apiKey: 'cc-api-key', webhookSecret: SECRET, apiBase: api.url });
});

afterAll(() => api.close());

beforeEach(() => {
  api.received.length = 0;
  nextAnswer = null;
});

describe('crypto provider: create', () => {
  it('creates a fixed-price charge priced in the order’s currency and redirects to its hosted page', async () => {
    const req = request();
    expect(await provider.create(req)).toEqual({ flow: 'REDIRECT', url: 'https://commerce.coinbase.com/charges/ABCD1234', providerRef: 'ABCD1234' });
    const sent = api.received[0]!;
    expect(sent).toMatchObject({ method: 'POST', path: '/charges' });
    expect(sent.headers['x-cc-api-key']).toBe('cc-api-key');
    expect(sent.headers['x-cc-version']).toBe('2018-03-22');
    expect(JSON.parse(sent.body)).toMatchObject({
      pricing_type: 'fixed_price',
      local_price: { amount: '123.45', currency: 'HKD' },
      metadata: { paymentId: req.paymentId, orderNo: 'SO20250101000003' },
      redirect_url: req.returnUrl,
      cancel_url: req.cancelUrl,
    });
  });

  it('refuses a currency it does not price in (1007); a refused request is 1008 and a failing provider 1005', async () => {
    expect(provider.supportsCurrency('BTC')).toBe(false);
    await expect(provider.create(request({ currency: 'BTC' }))).rejects.toMatchObject({ code: 1007 });
    nextAnswer = { status: 401, json: { error: { type: 'authorization_error', message: 'No such API key.' } } };
    await expect(provider.create(request())).rejects.toMatchObject({ code: 1008 });
    nextAnswer = { status: 503, text: 'unavailable' };
    await expect(provider.create(request())).rejects.toMatchObject({ code: 1005 });
  });
});

describe('crypto provider: webhooks', () => {
  it('accepts a delivery whose HMAC matches and reads the charge’s local price', async () => {
    expect(await provider.verifyCallback(delivery('charge:confirmed', [{ status: 'NEW' }, { status: 'COMPLETED' }]))).toMatchObject({
      eventId: 'evt-charge:confirmed',
      type: 'charge:confirmed',
      outcome: 'SUCCEEDED',
      providerRef: 'ABCD1234',
      paymentId: 'pay-1',
      amountMinor: 12345,
      currency: 'HKD',
    });
  });

  it('refuses a tampered body, a wrong secret and a missing or malformed signature', async () => {
    const good = delivery('charge:confirmed');
    const rejected = [
      { ...good, rawBody: good.rawBody.replace('123.45', '1.00') },
      delivery('charge:confirmed', undefined, 'another-secret'),
      { rawBody: good.rawBody, headers: {} },
      { rawBody: good.rawBody, headers: { 'x-cc-webhook-signature': 'not-hex' } },
    ];
    for (const d of rejected) await expect(provider.verifyCallback(d)).rejects.toBeInstanceOf(CallbackRejected);
  });

  it('verifies a replayed delivery again with the same event id (no timestamp in the scheme: the event id dedupes)', async () => {
    const d = delivery('charge:confirmed');
    const [first, second] = [await provider.verifyCallback(d), await provider.verifyCallback(d)];
    expect(second.eventId).toBe(first.eventId);
  });

  it('maps failed, pending, resolved and delayed charges', async () => {
    expect(await provider.verifyCallback(delivery('charge:failed'))).toMatchObject({ outcome: 'FAILED', failureCode: 1020, amountMinor: null });
    expect(await provider.verifyCallback(delivery('charge:pending'))).toMatchObject({ outcome: 'PENDING' });
    expect(await provider.verifyCallback(delivery('charge:resolved', [{ status: 'RESOLVED' }]))).toMatchObject({ outcome: 'SUCCEEDED', amountMinor: 12345 });
    expect(await provider.verifyCallback(delivery('charge:delayed', [{ status: 'UNRESOLVED', context: 'DELAYED' }]))).toMatchObject({
      outcome: 'IGNORED',
      detail: 'DELAYED',
    });
  });
});

describe('crypto provider: status, cancelling and refunds', () => {
  const payment = { id: 'pay-1', providerRef: 'ABCD1234', currency: 'HKD', amountMinor: 12345 };

  it('reads the last timeline status of the charge', async () => {
    nextAnswer = { json: { data: charge([{ status: 'NEW' }, { status: 'PENDING' }, { status: 'COMPLETED' }]) } };
    expect(await provider.checkStatus(payment)).toEqual({ outcome: 'SUCCEEDED', amountMinor: 12345, currency: 'HKD', failureCode: null, detail: null });
    expect(api.received[0]).toMatchObject({ method: 'GET', path: '/charges/ABCD1234' });
    expect(api.received[0]!.headers['x-cc-api-key']).toBe('cc-api-key');

    nextAnswer = { json: { data: charge([{ status: 'NEW' }, { status: 'EXPIRED' }]) } };
    expect(await provider.checkStatus(payment)).toMatchObject({ outcome: 'EXPIRED', failureCode: 1006 });
    nextAnswer = { json: { data: charge([{ status: 'NEW' }, { status: 'CANCELED' }]) } };
    expect(await provider.checkStatus(payment)).toMatchObject({ outcome: 'CANCELLED', failureCode: 1013 });
    nextAnswer = { json: { data: charge([{ status: 'NEW' }, { status: 'UNRESOLVED', context: 'UNDERPAID' }]) } };
    expect(await provider.checkStatus(payment)).toMatchObject({ outcome: 'PENDING', detail: 'UNRESOLVED UNDERPAID' });
  });

  it('cancels a charge nobody has paid into; a charge it will not cancel is 1008', async () => {
    nextAnswer = { json: { data: charge([{ status: 'NEW' }, { status: 'CANCELED' }]) } };
    await provider.cancel?.(payment);
    expect(api.received[0]).toMatchObject({ method: 'POST', path: '/charges/ABCD1234/cancel' });
    nextAnswer = { status: 400, json: { error: { type: 'invalid_request', message: 'charge is not cancelable' } } };
    await expect(provider.cancel?.(payment)).rejects.toMatchObject({ code: 1008 });
  });

  it('cannot refund through the API: answers not succeeded without calling the provider', async () => {
    expect(await provider.refund(payment, 12345)).toEqual({ providerRef: null, succeeded: false });
    expect(api.received).toHaveLength(0);
  });
});
