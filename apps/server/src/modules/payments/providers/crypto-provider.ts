import { createHmac, timingSafeEqual } from 'node:crypto';
import { Codes } from '@sme/shared/codes';
import { toDecimalString, toMinor } from '@sme/shared/money';
import { z } from 'zod';
import { AppError } from '../../../http/app-error';
import type { CryptoConfig } from '../../../payments-config';
import { OUTCOME_FAILURE_CODES } from './external-failure-codes';
import { CallbackRejected, type CallbackOutcome, type PaymentProvider, type ProviderStatus } from './payment-provider';
import { okBody, providerFetch } from './provider-fetch';

/**
 * A hosted crypto charge, on Coinbase Commerce's documented API (POST /charges, X-CC-Webhook-Signature). The order is
 * priced in its fiat currency (local_price) and the payer picks the coin on the hosted page.
 */

/** Fiat currencies a charge can be priced in here. */
const CRYPTO_LOCAL_CURRENCIES = ['USD', 'HKD', 'EUR', 'GBP', 'SGD', 'AUD', 'CAD', 'JPY', 'CNY', 'CHF', 'NZD'];
const API_VERSION = '2018-03-22';

const localPrice = z.object({ amount: z.string(), currency: z.string() });
const charge = z.object({
  id: z.string(),
  code: z.string(),
  hosted_url: z.string().optional(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
  pricing: z.object({ local: localPrice }).partial().nullish(),
  timeline: z.array(z.object({ status: z.string(), context: z.string().optional() })).optional(),
});
type Charge = z.infer<typeof charge>;
const webhookBody = z.object({ event: z.object({ id: z.string(), type: z.string(), data: charge }) });

function chargeAmount(data: Charge) {
  const local = data.pricing?.local;
  return local ? { amountMinor: toMinor(local.amount, local.currency), currency: local.currency.toUpperCase() } : { amountMinor: null, currency: null };
}

const NO_RESULT = { amountMinor: null, currency: null, failureCode: null, detail: null };

/** A charge's timeline status (the last entry) → what it means for the payment. */
function timelineStatus(data: Charge): ProviderStatus {
  const last = data.timeline?.at(-1);
  switch (last?.status) {
    case 'COMPLETED':
    case 'CONFIRMED':
    case 'RESOLVED':
      return { ...NO_RESULT, outcome: 'SUCCEEDED', ...chargeAmount(data) };
    case 'EXPIRED':
      return { ...NO_RESULT, outcome: 'EXPIRED', failureCode: OUTCOME_FAILURE_CODES.EXPIRED, detail: 'EXPIRED' };
    case 'CANCELED':
      return { ...NO_RESULT, outcome: 'CANCELLED', failureCode: OUTCOME_FAILURE_CODES.CANCELLED, detail: 'CANCELED' };
    default:
      // NEW, PENDING, and UNRESOLVED (underpaid, overpaid, delayed: staff resolve it on the provider's dashboard).
      return { ...NO_RESULT, outcome: 'PENDING', detail: last ? [last.status, last.context].filter(Boolean).join(' ') : null };
  }
}

const EVENT_OUTCOMES: Readonly<Record<string, CallbackOutcome>> = {
  'charge:confirmed': 'SUCCEEDED',
  'charge:resolved': 'SUCCEEDED',
  'charge:failed': 'FAILED',
  'charge:pending': 'PENDING',
};

function signatureMatches(rawBody: string, header: string, secret: string): boolean {
  const expected = createHmac('sha256', secret).update(rawBody, 'utf8').digest();
  const given = Buffer.from(header, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Coinbase Commerce charges: hosted page, HMAC-SHA256 signed webhooks; refunds are made by staff on the provider's side. */
export function createCryptoProvider(config: CryptoConfig, options: { fetch?: typeof fetch } = {}): PaymentProvider {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const base = config.apiBase.replace(/\/+$/, '');
  const headers = { 'x-cc-api-key': config.apiKey, 'x-cc-version': API_VERSION, 'content-type': 'application/json', accept: 'application/json' };
  const readCharge = (body: unknown): Charge => {
    const parsed = z.object({ data: charge }).safeParse(body);
    if (!parsed.success) throw new AppError(Codes.PAY_GATEWAY_UNSTABLE);
    return parsed.data.data;
  };

  return {
    id: 'crypto',
    methods: ['CRYPTO'],
    supportsCurrency: (currency) => CRYPTO_LOCAL_CURRENCIES.includes(currency.toUpperCase()),

    async create(request) {
      if (request.method !== 'CRYPTO' || !CRYPTO_LOCAL_CURRENCIES.includes(request.currency.toUpperCase())) throw new AppError(Codes.PAY_METHOD_NOT_ENABLED);
      const body = {
        name: `Order ${request.orderNo}`.slice(0, 100),
        description: request.description.slice(0, 200),
        pricing_type: 'fixed_price',
        local_price: { amount: toDecimalString(request.amountMinor, request.currency), currency: request.currency.toUpperCase() },
        metadata: { paymentId: request.paymentId, orderNo: request.orderNo },
        redirect_url: request.returnUrl,
        cancel_url: request.cancelUrl,
      };
      const answer = await providerFetch(fetchImpl, `${base}/charges`, { method: 'POST', headers, body: JSON.stringify(body) });
      const created = readCharge(okBody(answer));
      if (!created.hosted_url) throw new AppError(Codes.PAY_GATEWAY_UNSTABLE);
      return { flow: 'REDIRECT', url: created.hosted_url, providerRef: created.code };
    },

    async verifyCallback({ rawBody, headers: received }) {
      const signature = received['x-cc-webhook-signature'];
      if (typeof signature !== 'string' || !signatureMatches(rawBody, signature, config.webhookSecret)) {
        throw new CallbackRejected('X-CC-Webhook-Signature not valid');
      }
      // The scheme signs no timestamp, so a replayed delivery verifies again: it is the unique (provider, event id)
      // of payment_events that makes a replay change nothing.
      let event: z.infer<typeof webhookBody>['event'];
      try {
        event = webhookBody.parse(JSON.parse(rawBody)).event;
      } catch {
        throw new CallbackRejected('crypto event not readable');
      }
      const outcome = EVENT_OUTCOMES[event.type] ?? 'IGNORED';
      const paymentId = event.data.metadata?.paymentId;
      return {
        eventId: event.id,
        type: event.type,
        outcome,
        providerRef: event.data.code,
        paymentId: typeof paymentId === 'string' ? paymentId : null,
        ...(outcome === 'SUCCEEDED' ? chargeAmount(event.data) : { amountMinor: null, currency: null }),
        failureCode: outcome === 'FAILED' ? OUTCOME_FAILURE_CODES.FAILED : null,
        // charge:delayed and unresolved charges carry why (UNDERPAID, OVERPAID, DELAYED) for staff to settle by hand.
        detail: event.data.timeline?.at(-1)?.context ?? null,
        payload: event,
      };
    },

    async checkStatus(payment) {
      if (!payment.providerRef) throw new Error(`Payment ${payment.id} has no crypto charge`);
      const answer = await providerFetch(fetchImpl, `${base}/charges/${encodeURIComponent(payment.providerRef)}`, { method: 'GET', headers });
      return timelineStatus(readCharge(okBody(answer)));
    },

    // Only a charge nobody has paid into yet (NEW) can be cancelled; the provider refuses the others.
    async cancel(payment) {
      if (!payment.providerRef) return;
      okBody(await providerFetch(fetchImpl, `${base}/charges/${encodeURIComponent(payment.providerRef)}/cancel`, { method: 'POST', headers }));
    },

    // The charge API has no refund: staff return crypto payments by hand from the provider's dashboard, and the
    // refund stays open (not succeeded) until they record it.
    refund: async () => ({ providerRef: null, succeeded: false }),
  };
}
