import { execFileSync } from 'node:child_process';
import { type KeyObject, generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CallbackRejected, type CreatePaymentRequest, type PaymentProvider } from './payment-provider';
import { type StandInAnswer, startProviderApi } from './provider-api.test-kit';
import { createPaypalProvider } from './paypal-provider';

const WEBHOOK_ID = 'WH-8PT597110X687430LKGECATA';
const config = (apiBase: string) => ({ clientId: 'client-id', clientSecret: 'client-secret', webhookId: WEBHOOK_ID, apiBase });

let api: Awaited<ReturnType<typeof startProviderApi>>;
let provider: PaymentProvider;
let signingKey: KeyObject;
let otherKey: KeyObject;
let certPem: string;
/** Orders the stand-in PayPal knows, by id, and what its capture endpoint answers next. */
const orders = new Map<string, Record<string, unknown>>();
let captureAnswer: StandInAnswer;

function request(overrides: Partial<CreatePaymentRequest> = {}): CreatePaymentRequest {
  const paymentId = randomUUID();
  return {
    paymentId,
    orderId: randomUUID(),
    orderNo: 'SO20250101000002',
    method: 'PAYPAL',
    currency: 'HKD',
    amountMinor: 12345,
    returnUrl: `https://shop.example/payReturn/paypal?paymentId=${paymentId}`,
    cancelUrl: `https://shop.example/paymentFail?paymentId=${paymentId}`,
    publicUrl: 'https://shop.example',
    buyerEmail: 'buyer@example.com',
    description: 'Order SO20250101000002',
    locale: 'en_US',
    ...overrides,
  };
}

function captured(id: string, value = '123.45') {
  return {
    id,
    status: 'COMPLETED',
    purchase_units: [{ custom_id: 'pay-1', payments: { captures: [{ id: 'CAP-1', status: 'COMPLETED', amount: { currency_code: 'HKD', value } }] } }],
  };
}

/** A webhook delivery signed the way PayPal signs: SHA256withRSA over id|time|webhookId|crc32(body). */
function delivery(event: Record<string, unknown>, options: { key?: KeyObject; time?: Date; certUrl?: string; webhookId?: string } = {}) {
  const rawBody = JSON.stringify({ id: 'WH-EVT-1', resource_type: 'capture', ...event });
  const transmissionId = randomUUID();
  const transmissionTime = (options.time ?? new Date()).toISOString();
  const message = `${transmissionId}|${transmissionTime}|${options.webhookId ?? WEBHOOK_ID}|${crc32(Buffer.from(rawBody))}`;
  const signature = sign('sha256', Buffer.from(message), options.key ?? signingKey).toString('base64');
  return {
    rawBody,
    headers: {
      'paypal-transmission-id': transmissionId,
      'paypal-transmission-time': transmissionTime,
      'paypal-transmission-sig': signature,
      'paypal-cert-url': options.certUrl ?? `${api.url}/v1/notifications/certs/CERT-360caa42`,
      'paypal-auth-algo': 'SHA256withRSA',
    },
  };
}

beforeAll(async () => {
  // node:crypto makes the key; it cannot write X.509, so openssl self-signs the certificate PayPal would serve.
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  signingKey = pair.privateKey;
  otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const dir = mkdtempSync(join(tmpdir(), 'paypal-cert-'));
  writeFileSync(join(dir, 'key.pem'), signingKey.export({ type: 'pkcs8', format: 'pem' }));
  execFileSync('openssl', [
    'req',
    '-new',
    '-x509',
    '-key',
    join(dir, 'key.pem'),
    '-out',
    join(dir, 'cert.pem'),
    '-days',
    '2',
    '-subj',
    '/CN=messageverificationcerts.paypal.com',
  ]);
  certPem = readFileSync(join(dir, 'cert.pem'), 'utf8');
  rmSync(dir, { recursive: true, force: true });

  api = await startProviderApi((req) => {
    if (req.path === '/v1/oauth2/token') return { json: { access_token: 'A21AA-token', token_type: 'Bearer', expires_in: 32400 } };
    if (req.path.startsWith('/v1/notifications/certs/')) return { text: certPem, contentType: 'application/x-pem-file' };
    if (req.method === 'POST' && req.path === '/v2/checkout/orders') {
      const id = `5O190127TN36471${orders.size}`;
      return {
        json: { id, status: 'PAYER_ACTION_REQUIRED', links: [{ href: `https://www.paypal.com/checkoutnow?token=${id}`, rel: 'payer-action', method: 'GET' }] },
      };
    }
    if (req.method === 'POST' && req.path.endsWith('/capture')) return captureAnswer;
    if (req.method === 'POST' && req.path.startsWith('/v2/payments/captures/')) return { status: 201, json: { id: 'REFUND-1', status: 'COMPLETED' } };
    const order = orders.get(req.path.replace('/v2/checkout/orders/', ''));
    if (req.method === 'GET' && order) return { json: order };
    return { status: 404, json: { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] } };
  });
  provider = createPaypalProvider(config(api.url), { certAllowedHosts: [api.host] });
});

afterAll(() => api.close());

beforeEach(() => {
  api.received.length = 0;
  orders.clear();
});

describe('PayPal provider: create', () => {
  it('creates a CAPTURE order with our payment id and a decimal amount, and redirects to the payer-action link', async () => {
    const req = request();
    const result = await provider.create(req);
    expect(result).toEqual({ flow: 'REDIRECT', url: 'https://www.paypal.com/checkoutnow?token=5O190127TN364710', providerRef: '5O190127TN364710' });

    const [token, create] = api.received;
    expect(token).toMatchObject({ method: 'POST', path: '/v1/oauth2/token', body: 'grant_type=client_credentials' });
    expect(token!.headers.authorization).toBe(`Basic ${Buffer.from('client-id:client-secret').toString('base64')}`);
    expect(create!.headers.authorization).toBe('Bearer A21AA-token');
    expect(create!.headers['paypal-request-id']).toBe(`order-${req.paymentId}`);
    const body = JSON.parse(create!.body);
    expect(body.intent).toBe('CAPTURE');
    expect(body.purchase_units[0]).toMatchObject({ reference_id: req.paymentId, custom_id: req.paymentId, amount: { currency_code: 'HKD', value: '123.45' } });
    expect(body.payment_source.paypal.experience_context).toMatchObject({ return_url: req.returnUrl, cancel_url: req.cancelUrl });
  });

  it('reuses the cached token, writes yen without decimals and refuses a currency PayPal does not take here (1007)', async () => {
    await provider.create(request({ currency: 'JPY', amountMinor: 150_000 }));
    expect(api.received.map((r) => r.path)).toEqual(['/v2/checkout/orders']);
    expect(JSON.parse(api.received[0]!.body).purchase_units[0].amount).toEqual({ currency_code: 'JPY', value: '1500' });
    expect(provider.supportsCurrency('CNY')).toBe(false);
    await expect(provider.create(request({ currency: 'CNY' }))).rejects.toMatchObject({ code: 1007 });
  });
});

describe('PayPal provider: webhook verification', () => {
  const completed = {
    event_type: 'PAYMENT.CAPTURE.COMPLETED',
    resource: {
      id: 'CAP-1',
      status: 'COMPLETED',
      amount: { currency_code: 'HKD', value: '123.45' },
      custom_id: 'pay-1',
      supplementary_data: { related_ids: { order_id: 'ORDER-1' } },
    },
  };

  it('accepts an event signed with the key of the certificate at paypal-cert-url', async () => {
    expect(await provider.verifyCallback(delivery(completed))).toMatchObject({
      eventId: 'WH-EVT-1',
      type: 'PAYMENT.CAPTURE.COMPLETED',
      outcome: 'SUCCEEDED',
      providerRef: 'ORDER-1',
      paymentId: 'pay-1',
      amountMinor: 12345,
      currency: 'HKD',
    });
  });

  it('refuses a tampered body, an old transmission time, another key, another webhook id and an untrusted certificate host', async () => {
    const good = delivery(completed);
    const rejected = async (d: ReturnType<typeof delivery>, reason: RegExp) => {
      const error: unknown = await provider.verifyCallback(d).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CallbackRejected);
      expect((error as Error).message).toMatch(reason);
    };
    await rejected({ ...good, rawBody: good.rawBody.replace('123.45', '999.99') }, /signature not valid/);
    await rejected(delivery(completed, { time: new Date(Date.now() - 6 * 60_000) }), /outside 5 minutes/);
    await rejected(delivery(completed, { key: otherKey }), /signature not valid/);
    await rejected(delivery(completed, { webhookId: 'WH-OTHER' }), /signature not valid/);
    const before = api.received.length;
    await rejected(delivery(completed, { certUrl: 'http://evil.example/cert.pem' }), /not trusted/);
    await rejected(delivery(completed, { certUrl: 'https://api.paypal.com.evil.example/cert.pem' }), /not trusted/);
    expect(api.received.length).toBe(before);
  });

  it('maps a denied capture, an approved order and other events', async () => {
    const denied = await provider.verifyCallback(delivery({ ...completed, event_type: 'PAYMENT.CAPTURE.DENIED' }));
    expect(denied).toMatchObject({ outcome: 'FAILED', failureCode: 1014, paymentId: 'pay-1' });
    const approved = await provider.verifyCallback(
      delivery({ event_type: 'CHECKOUT.ORDER.APPROVED', resource: { id: 'ORDER-1', status: 'APPROVED', purchase_units: [{ custom_id: 'pay-1' }] } }),
    );
    expect(approved).toMatchObject({ outcome: 'PENDING', providerRef: 'ORDER-1', paymentId: 'pay-1', amountMinor: null });
    expect(await provider.verifyCallback(delivery({ event_type: 'CUSTOMER.DISPUTE.CREATED', resource: {} }))).toMatchObject({ outcome: 'IGNORED' });
  });
});

describe('PayPal provider: status and refunds', () => {
  const payment = { id: 'pay-1', providerRef: 'ORDER-7', currency: 'HKD', amountMinor: 12345 };

  it('captures an approved order once (same request id) and reports the captured amount', async () => {
    orders.set('ORDER-7', { id: 'ORDER-7', status: 'APPROVED' });
    captureAnswer = { status: 201, json: captured('ORDER-7') };
    expect(await provider.checkStatus(payment)).toEqual({ outcome: 'SUCCEEDED', amountMinor: 12345, currency: 'HKD', failureCode: null, detail: null });
    const capture = api.received.find((r) => r.path === '/v2/checkout/orders/ORDER-7/capture')!;
    expect(capture.headers['paypal-request-id']).toBe('capture-pay-1');
  });

  it('maps a declined capture, an order awaiting the payer, a completed order and an expired (unknown) order', async () => {
    orders.set('ORDER-7', { id: 'ORDER-7', status: 'APPROVED' });
    captureAnswer = { status: 422, json: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INSTRUMENT_DECLINED' }] } };
    expect(await provider.checkStatus(payment)).toMatchObject({ outcome: 'FAILED', failureCode: 1014, detail: 'INSTRUMENT_DECLINED' });

    orders.set('ORDER-7', { id: 'ORDER-7', status: 'PAYER_ACTION_REQUIRED' });
    expect(await provider.checkStatus(payment)).toMatchObject({ outcome: 'PENDING' });

    orders.set('ORDER-7', captured('ORDER-7', '100.00'));
    expect(await provider.checkStatus(payment)).toMatchObject({ outcome: 'SUCCEEDED', amountMinor: 10000 });

    orders.clear();
    expect(await provider.checkStatus(payment)).toMatchObject({ outcome: 'EXPIRED', failureCode: 1006 });
  });

  it('refunds the order’s capture for the amount asked', async () => {
    orders.set('ORDER-7', captured('ORDER-7'));
    expect(await provider.refund(payment, 500)).toEqual({ providerRef: 'REFUND-1', succeeded: true });
    const refund = api.received.find((r) => r.path === '/v2/payments/captures/CAP-1/refund')!;
    expect(JSON.parse(refund.body)).toEqual({ amount: { currency_code: 'HKD', value: '5.00' } });
  });
});
