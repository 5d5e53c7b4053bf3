import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../http/app-error';
import { type CallbackDelivery, CallbackRejected, type CreatePaymentRequest, type PaymentProvider } from './payment-provider';
import { type StandInAnswer, startProviderApi } from './provider-api.test-kit';
import { createStripeProvider } from './stripe-provider';

const SECRET = 'whsec_test_secret';
let api: Awaited<ReturnType<typeof startProviderApi>>;
let provider: PaymentProvider;
/** Sessions the stand-in Stripe API knows, by id; tests put the state they need here. */
const sessions = new Map<string, Record<string, unknown>>();
let nextAnswer: StandInAnswer | null = null;

function request(overrides: Partial<CreatePaymentRequest> = {}): CreatePaymentRequest {
  const paymentId = randomUUID();
  return {
    paymentId,
    orderId: randomUUID(),
    orderNo: 'SO20250101000001',
    method: 'CARD',
    currency: 'HKD',
    amountMinor: 12345,
    returnUrl: `https://shop.example/payReturn/stripe?paymentId=${paymentId}`,
    cancelUrl: `https://shop.example/paymentFail?paymentId=${paymentId}`,
    publicUrl: 'https://shop.example',
    buyerEmail: 'buyer@example.com',
    description: 'Order SO20250101000001',
    locale: 'en_US',
    ...overrides,
  };
}

function session(id: string, fields: Record<string, unknown>) {
  return { id, object: 'checkout.session', currency: 'hkd', amount_total: 12345, metadata: { paymentId: 'pay-1' }, client_reference_id: 'pay-1', ...fields };
}

function signed(event: Record<string, unknown>, options: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify({ object: 'event', api_version: '2026-10-28.endive', ...event });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? SECRET, timestamp: options.timestamp });
  return { rawBody: payload, headers: { 'stripe-signature': header } };
}

beforeAll(async () => {
  api = await startProviderApi((req) => {
    if (nextAnswer) return nextAnswer;
    if (req.method === 'POST' && req.path === '/v1/checkout/sessions') {
      const id = `cs_test_${sessions.size + 1}`;
      return { json: session(id, { url: `https://checkout.stripe.com/c/pay/${id}`, status: 'open', payment_status: 'unpaid' }) };
    }
    const expiring = /^\/v1\/checkout\/sessions\/(.+)\/expire$/.exec(req.path);
    if (req.method === 'POST' && expiring?.[1]) {
      const known = sessions.get(expiring[1]);
      if (known?.status !== 'open')
        return { status: 400, json: { error: { type: 'invalid_request_error', message: 'Only Checkout Sessions with a status in [open] can be expired.' } } };
      return { json: { ...known, status: 'expired' } };
    }
    const found = /^\/v1\/checkout\/sessions\/(.+)$/.exec(req.path);
    if (req.method === 'GET' && found?.[1]) return { json: sessions.get(found[1]) ?? {} };
    if (req.method === 'POST' && req.path === '/v1/refunds') return { json: { id: 're_1', object: 'refund', status: 'succeeded' } };
    return { status: 404, json: { error: { type: 'invalid_request_error', message: 'unknown' } } };
  });
  provider = createStripeProvider({ secretKey: 'sk_test_123', webhookSecret: SECRET, apiBase: api.url });
});

afterAll(() => api.close());

beforeEach(() => {
  api.received.length = 0;
  sessions.clear();
  nextAnswer = null;
});

describe('Stripe provider: create', () => {
  it('creates a Checkout Session for a card payment with the amount in minor units and our payment id', async () => {
    const req = request();
    const result = await provider.create(req);
    expect(result).toEqual({ flow: 'REDIRECT', url: 'https://checkout.stripe.com/c/pay/cs_test_1', providerRef: 'cs_test_1' });
    const sent = api.received[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.headers.authorization).toBe('Bearer sk_test_123');
    expect(sent.headers['idempotency-key']).toBe(`checkout-${req.paymentId}`);
    const form = new URLSearchParams(sent.body);
    expect(form.get('mode')).toBe('payment');
    expect(form.get('allowed_payment_method_types[0]')).toBe('card');
    expect(form.get('line_items[0][price_data][currency]')).toBe('hkd');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('12345');
    expect(form.get('line_items[0][quantity]')).toBe('1');
    expect(form.get('client_reference_id')).toBe(req.paymentId);
    expect(form.get('metadata[paymentId]')).toBe(req.paymentId);
    expect(form.get('success_url')).toBe(req.returnUrl);
    expect(form.get('cancel_url')).toBe(req.cancelUrl);
    expect(form.get('customer_email')).toBe('buyer@example.com');
  });

  it('asks for the web client of WeChat Pay and sends Stripe whole yen for a JPY order', async () => {
    await provider.create(request({ method: 'WECHAT_PAY', currency: 'JPY', amountMinor: 150_000, locale: 'zh_TW' }));
    const form = new URLSearchParams(api.received[0]!.body);
    expect(form.get('allowed_payment_method_types[0]')).toBe('wechat_pay');
    expect(form.get('payment_method_options[wechat_pay][client]')).toBe('web');
    expect(form.get('line_items[0][price_data][currency]')).toBe('jpy');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('1500');
    expect(form.get('locale')).toBe('zh-HK');
  });

  it('offers cards in its documented currencies and refuses a wallet outside its own (1007) without calling Stripe', async () => {
    expect(provider.supportsCurrency('hkd')).toBe(true);
    expect(provider.supportsCurrency('BTC')).toBe(false);
    expect(provider.supportsCurrency('KRW', 'CARD')).toBe(true);
    expect(provider.supportsCurrency('KRW', 'ALIPAY')).toBe(false);
    expect(provider.supportsCurrency('HKD', 'WECHAT_PAY')).toBe(true);
    await expect(provider.create(request({ method: 'ALIPAY', currency: 'KRW', amountMinor: 1_000_000 }))).rejects.toMatchObject({ code: 1007 });
    await expect(provider.create(request({ method: 'PAYPAL' }))).rejects.toMatchObject({ code: 1007 });
    expect(api.received).toHaveLength(0);
  });

  it('sends its requests through the fetch it is given', async () => {
    const urls: string[] = [];
    const viaFetch = createStripeProvider(
      { secretKey: 'sk_test_123', webhookSecret: SECRET, apiBase: api.url },
      {
        fetch: (input, init) => {
          urls.push(String(input));
          return fetch(input, init);
        },
      },
    );
    await viaFetch.create(request());
    expect(urls).toEqual([`${api.url}/v1/checkout/sessions`]);
  });

  it('answers 1008 when Stripe refuses the request and 1005 when it cannot be reached', async () => {
    nextAnswer = { status: 401, json: { error: { type: 'invalid_request_error', message: 'Invalid API Key' } } };
    await expect(provider.create(request())).rejects.toMatchObject({ code: 1008 });
    const offline = createStripeProvider({ secretKey: 'sk_test_123', webhookSecret: SECRET, apiBase: 'http://127.0.0.1:9' });
    const error: unknown = await offline.create(request()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 1005 });
  });
});

describe('Stripe provider: callbacks', () => {
  const completed = {
    id: 'evt_1',
    type: 'checkout.session.completed',
    data: { object: session('cs_test_9', { status: 'complete', payment_status: 'paid' }) },
  };

  it('accepts a delivery signed by Stripe and reads the payment, amount and currency', async () => {
    const callback = await provider.verifyCallback(signed(completed));
    expect(callback).toMatchObject({
      eventId: 'evt_1',
      type: 'checkout.session.completed',
      outcome: 'SUCCEEDED',
      providerRef: 'cs_test_9',
      paymentId: 'pay-1',
      amountMinor: 12345,
      currency: 'HKD',
      failureCode: null,
    });
  });

  it('refuses a tampered body, an old timestamp, a wrong secret and a missing header', async () => {
    const good = signed(completed);
    const rejected = async (d: CallbackDelivery, reason: RegExp) => {
      const error: unknown = await provider.verifyCallback(d).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CallbackRejected);
      expect((error as Error).message).toMatch(reason);
    };
    await rejected({ ...good, rawBody: good.rawBody.replace('12345', '99999') }, /No signatures found/);
    await rejected(signed(completed, { timestamp: Math.floor(Date.now() / 1000) - 301 }), /tolerance/);
    await rejected(signed(completed, { secret: 'whsec_other' }), /No signatures found/);
    await rejected({ rawBody: good.rawBody, headers: {} }, /header missing/);
  });

  it('maps failed, expired, still-unpaid and unrelated events', async () => {
    const of = async (type: string, fields: Record<string, unknown> = {}) =>
      provider.verifyCallback(signed({ id: `evt_${type}`, type, data: { object: session('cs_test_9', fields) } }));
    expect(await of('checkout.session.async_payment_succeeded')).toMatchObject({ outcome: 'SUCCEEDED', amountMinor: 12345 });
    expect(await of('checkout.session.async_payment_failed')).toMatchObject({ outcome: 'FAILED', failureCode: 1020 });
    expect(await of('checkout.session.expired')).toMatchObject({ outcome: 'EXPIRED', failureCode: 1006 });
    expect(await of('checkout.session.completed', { payment_status: 'unpaid' })).toMatchObject({ outcome: 'PENDING' });
    expect(await of('payment_intent.succeeded')).toMatchObject({ outcome: 'IGNORED', paymentId: null });
  });
});

describe('Stripe provider: status, cancelling and refunds', () => {
  const payment = { id: 'pay-1', providerRef: 'cs_test_5', currency: 'HKD', amountMinor: 12345 };

  it('retrieves the session with its payment intent and maps what it says', async () => {
    sessions.set('cs_test_5', session('cs_test_5', { status: 'complete', payment_status: 'paid' }));
    expect(await provider.checkStatus(payment)).toEqual({ outcome: 'SUCCEEDED', amountMinor: 12345, currency: 'HKD', failureCode: null, detail: null });
    expect(api.received[0]).toMatchObject({ method: 'GET', path: '/v1/checkout/sessions/cs_test_5' });
    expect(api.received[0]!.query.get('expand[0]')).toBe('payment_intent');

    sessions.set('cs_test_5', session('cs_test_5', { status: 'expired', payment_status: 'unpaid' }));
    expect(await provider.checkStatus(payment)).toMatchObject({ outcome: 'EXPIRED', failureCode: 1006 });

    sessions.set('cs_test_5', session('cs_test_5', { status: 'open', payment_status: 'unpaid' }));
    expect(await provider.checkStatus(payment)).toMatchObject({ outcome: 'PENDING', failureCode: null });

    const declined = {
      id: 'pi_1',
      object: 'payment_intent',
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds' },
    };
    sessions.set('cs_test_5', session('cs_test_5', { status: 'complete', payment_status: 'unpaid', payment_intent: declined }));
    expect(await provider.checkStatus(payment)).toMatchObject({ outcome: 'FAILED', failureCode: 1014 });

    const cancelled = { id: 'pi_1', object: 'payment_intent', status: 'canceled', cancellation_reason: 'abandoned', last_payment_error: null };
    sessions.set('cs_test_5', session('cs_test_5', { status: 'open', payment_status: 'unpaid', payment_intent: cancelled }));
    expect(await provider.checkStatus(payment)).toMatchObject({ outcome: 'CANCELLED', failureCode: 1013 });
  });

  it('expires an open session so it can no longer be paid; a session already complete is refused (1008)', async () => {
    sessions.set('cs_test_5', session('cs_test_5', { status: 'open', payment_status: 'unpaid' }));
    await provider.cancel?.(payment);
    expect(api.received[0]).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions/cs_test_5/expire' });
    sessions.set('cs_test_5', session('cs_test_5', { status: 'complete', payment_status: 'paid' }));
    await expect(provider.cancel?.(payment)).rejects.toMatchObject({ code: 1008 });
  });

  it('refunds the session’s payment intent for the amount asked', async () => {
    sessions.set('cs_test_5', session('cs_test_5', { status: 'complete', payment_status: 'paid', payment_intent: 'pi_42' }));
    expect(await provider.refund(payment, 500)).toEqual({ providerRef: 're_1', succeeded: true });
    const refund = api.received.find((r) => r.path === '/v1/refunds')!;
    const form = new URLSearchParams(refund.body);
    expect(form.get('payment_intent')).toBe('pi_42');
    expect(form.get('amount')).toBe('500');
    expect(form.get('metadata[paymentId]')).toBe('pay-1');
  });
});
