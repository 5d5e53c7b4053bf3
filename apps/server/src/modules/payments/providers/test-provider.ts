import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { Codes } from '@sme/shared/codes';
import { CallbackRejected, type CallbackOutcome, type PaymentProvider, type VerifiedCallback } from './payment-provider';

/**
 * The built-in test provider: its hosted page is on the platform (/payTest), where the payer approves,
 * declines or cancels; the decision comes back as a signed callback exactly like a real provider's, so the whole
 * flow (and its refusals) runs on a laptop. On by default outside production, refused in production (config.ts).
 *
 * Callback signature: x-test-timestamp is Unix seconds; x-test-signature is the hex HMAC-SHA256, with the test
 * signing key, of "<timestamp>.<raw body>" (the timestamp is signed too, so an old delivery cannot be made fresh).
 */

export const TEST_SIGNATURE_HEADER = 'x-test-signature';
export const TEST_TIMESTAMP_HEADER = 'x-test-timestamp';
/** Deliveries older (or further in the future) than this are refused. */
const TOLERANCE_SECONDS = 5 * 60;

/** The payer's decision on the hosted test page. */
export type TestDecision = 'APPROVE' | 'DECLINE' | 'CANCEL';

/** The body of a test provider callback. */
export interface TestCallbackBody {
  id: string;
  type: 'payment.approved' | 'payment.declined' | 'payment.cancelled';
  paymentId: string;
  amountMinor: number;
  currency: string;
  createdAt: string;
}

const TYPE_OF: Record<TestDecision, TestCallbackBody['type']> = { APPROVE: 'payment.approved', DECLINE: 'payment.declined', CANCEL: 'payment.cancelled' };
const OUTCOME_OF: Record<TestCallbackBody['type'], { outcome: CallbackOutcome; failureCode: number | null }> = {
  'payment.approved': { outcome: 'SUCCEEDED', failureCode: null },
  'payment.declined': { outcome: 'FAILED', failureCode: Codes.PAY_CARD_INFO_OR_BALANCE.code },
  'payment.cancelled': { outcome: 'CANCELLED', failureCode: Codes.PAY_CANCELLED.code },
};

const hmac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest('hex');

function equalHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The token of a payment's hosted page: only whoever pay.create answered can decide it. */
export function testPaymentToken(key: Buffer, paymentId: string): string {
  return hmac(key, `pay-test-token:${paymentId}`);
}

/** Whether a hosted-page token belongs to this payment. */
export function isTestPaymentToken(key: Buffer, paymentId: string, token: string): boolean {
  return equalHex(testPaymentToken(key, paymentId), token);
}

/** A signed callback for a decision (each decision is its own event). */
export function signedTestCallback(key: Buffer, payment: { id: string; amountMinor: number; currency: string }, decision: TestDecision, now = new Date()) {
  const body: TestCallbackBody = {
    id: `evt_test_${randomUUID()}`,
    type: TYPE_OF[decision],
    paymentId: payment.id,
    amountMinor: payment.amountMinor,
    currency: payment.currency,
    createdAt: now.toISOString(),
  };
  return signTestBody(key, JSON.stringify(body), Math.floor(now.getTime() / 1000));
}

/** Headers signing a raw body at a time (Unix seconds). */
export function signTestBody(key: Buffer, rawBody: string, timestamp: number) {
  return {
    rawBody,
    headers: { [TEST_TIMESTAMP_HEADER]: String(timestamp), [TEST_SIGNATURE_HEADER]: hmac(key, `${timestamp}.${rawBody}`), 'content-type': 'application/json' },
  };
}

function header(headers: Readonly<Record<string, string | string[] | undefined>>, name: string): string | undefined {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
}

function parseBody(rawBody: string): TestCallbackBody {
  let body: Partial<TestCallbackBody>;
  try {
    body = JSON.parse(rawBody) as Partial<TestCallbackBody>;
  } catch {
    throw new CallbackRejected('body is not JSON');
  }
  if (typeof body.id !== 'string' || typeof body.paymentId !== 'string' || !body.type || !(body.type in OUTCOME_OF))
    throw new CallbackRejected('not a test provider event');
  return body as TestCallbackBody;
}

/**
 * The test provider, signing with `signingKey` (test-signing-key.ts). Without its key (a registry built from the
 * configuration alone, before the key was read from the database) it still refunds but neither creates nor verifies.
 * It needs no cancel: its hosted page (test-decide.ts) refuses an attempt that is no longer open.
 */
export function createTestProvider(signingKey: Buffer | null): PaymentProvider {
  const key = (): Buffer => {
    if (!signingKey) throw new Error('test payment provider used without its signing key (resolveTestSigningKey)');
    return signingKey;
  };
  return {
    id: 'test',
    methods: ['TEST'],
    supportsCurrency: (currency) => ['HKD', 'USD', 'CNY'].includes(currency),
    async create(request) {
      const query = new URLSearchParams({ paymentId: request.paymentId, token: testPaymentToken(key(), request.paymentId) });
      // A path, not PUBLIC_URL: the page is on this platform, so the payer stays on the host (and cookies) they use.
      return { flow: 'REDIRECT', url: `/payTest?${query}`, providerRef: `test_${request.paymentId}` };
    },
    async verifyCallback({ rawBody, headers }): Promise<VerifiedCallback> {
      const timestamp = header(headers, TEST_TIMESTAMP_HEADER) ?? '';
      const signature = header(headers, TEST_SIGNATURE_HEADER) ?? '';
      if (!/^\d{1,12}$/.test(timestamp)) throw new CallbackRejected('missing timestamp');
      if (Math.abs(Date.now() / 1000 - Number(timestamp)) > TOLERANCE_SECONDS) throw new CallbackRejected('timestamp outside the tolerance');
      if (!equalHex(hmac(key(), `${timestamp}.${rawBody}`), signature.toLowerCase())) throw new CallbackRejected('signature mismatch');
      const body = parseBody(rawBody);
      const { outcome, failureCode } = OUTCOME_OF[body.type];
      return {
        eventId: body.id,
        type: body.type,
        outcome,
        providerRef: null,
        paymentId: body.paymentId,
        amountMinor: body.amountMinor,
        currency: body.currency,
        failureCode,
        detail: null,
        payload: body,
      };
    },
    // The hosted page is the only place a test payment is decided; until then it is pending.
    async checkStatus() {
      return { outcome: 'PENDING', amountMinor: null, currency: null, failureCode: null, detail: null };
    },
    async refund(payment) {
      return { providerRef: `test_refund_${payment.id}_${randomUUID()}`, succeeded: true };
    },
  };
}
