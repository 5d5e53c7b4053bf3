import { Codes } from '@sme/shared/codes';
import type { Locale } from '@sme/shared/constants';
import type { PaymentMethod } from '@sme/shared/schemas/payments';
import Stripe from 'stripe';
import { AppError } from '../../../http/app-error';
import type { StripeConfig } from '../../../payments-config';
import { OUTCOME_FAILURE_CODES, stripeFailureCode } from './external-failure-codes';
import { CallbackRejected, type CallbackOutcome, type PaymentProvider, type ProviderStatus, type VerifiedCallback } from './payment-provider';
import { STRIPE_METHOD_CURRENCIES, fromStripeAmount, stripeTakes, toStripeAmount } from './stripe-currencies';

/** Stripe's payment method type for each platform method it serves. */
const METHOD_TYPES: Partial<Record<PaymentMethod, Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType>> = {
  CARD: 'card',
  WECHAT_PAY: 'wechat_pay',
  ALIPAY: 'alipay',
};

/** zh_TW readers in Hong Kong get Checkout's Hong Kong Traditional Chinese. */
const CHECKOUT_LOCALES: Record<Locale, Stripe.Checkout.SessionCreateParams.Locale> = { en_US: 'en', zh_CN: 'zh', zh_TW: 'zh-HK' };

/** Stripe failing on its side or unreachable is 1005 (try again); a refused request means our setup is wrong (1008). */
async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    const { StripeConnectionError, StripeAPIError, StripeRateLimitError, StripeError } = Stripe.errors;
    if (error instanceof StripeConnectionError || error instanceof StripeAPIError || error instanceof StripeRateLimitError) {
      throw new AppError(Codes.PAY_NETWORK_UNSTABLE);
    }
    if (error instanceof StripeError) throw new AppError(Codes.PAY_GATEWAY_UNSTABLE);
    throw error;
  }
}

function sessionAmount(session: Stripe.Checkout.Session) {
  const currency = session.currency?.toUpperCase() ?? null;
  const amountMinor = currency && session.amount_total !== null ? fromStripeAmount(session.amount_total, currency) : null;
  return { amountMinor, currency };
}

/** What a Checkout Session says now; the payment intent (expanded) tells why an async payment failed. */
function sessionStatus(session: Stripe.Checkout.Session): ProviderStatus {
  const none = { amountMinor: null, currency: null, failureCode: null, detail: null };
  if (session.status === 'complete' && session.payment_status === 'paid') {
    return { ...none, outcome: 'SUCCEEDED', ...sessionAmount(session) };
  }
  if (session.status === 'expired') return { ...none, outcome: 'EXPIRED', failureCode: OUTCOME_FAILURE_CODES.EXPIRED, detail: 'session expired' };
  const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
  if (intent?.status === 'canceled') return { ...none, outcome: 'CANCELLED', failureCode: OUTCOME_FAILURE_CODES.CANCELLED, detail: intent.cancellation_reason };
  const lastError = intent?.last_payment_error;
  // An open session lets the payer try another card, so only a completed-but-unpaid one has finally failed.
  if (session.status === 'complete' && lastError) {
    return { ...none, outcome: 'FAILED', failureCode: stripeFailureCode(lastError.decline_code, lastError.code), detail: lastError.code ?? null };
  }
  return { ...none, outcome: 'PENDING', detail: lastError?.code ?? null };
}

const SESSION_EVENT_OUTCOMES: Readonly<Record<string, CallbackOutcome>> = {
  'checkout.session.async_payment_succeeded': 'SUCCEEDED',
  'checkout.session.async_payment_failed': 'FAILED',
  'checkout.session.expired': 'EXPIRED',
};

/** The callback a verified event amounts to; events other than the Checkout Session's own are ignored. */
function eventCallback(event: Stripe.Event): VerifiedCallback {
  const base = { eventId: event.id, type: event.type, payload: event, failureCode: null, detail: null };
  if (!event.type.startsWith('checkout.session.')) {
    return { ...base, outcome: 'IGNORED', providerRef: null, paymentId: null, amountMinor: null, currency: null };
  }
  const session = event.data.object as Stripe.Checkout.Session;
  let outcome = SESSION_EVENT_OUTCOMES[event.type] ?? 'IGNORED';
  if (event.type === 'checkout.session.completed') {
    // Wallet and card payments are paid on completion; delayed methods complete unpaid and report later.
    outcome = session.payment_status === 'paid' ? 'SUCCEEDED' : session.payment_status === 'unpaid' ? 'PENDING' : 'IGNORED';
  }
  const failureCode = outcome === 'FAILED' ? OUTCOME_FAILURE_CODES.FAILED : outcome === 'EXPIRED' ? OUTCOME_FAILURE_CODES.EXPIRED : null;
  return {
    ...base,
    outcome,
    failureCode,
    providerRef: session.id,
    paymentId: session.metadata?.paymentId ?? session.client_reference_id ?? null,
    ...sessionAmount(session),
  };
}

function sessionId(payment: { id: string; providerRef: string | null }): string {
  if (!payment.providerRef) throw new Error(`Payment ${payment.id} has no Stripe Checkout Session`);
  return payment.providerRef;
}

/** Cards, WeChat Pay and Alipay through Stripe Checkout Sessions, with webhooks verified by the stripe package. */
export function createStripeProvider(config: StripeConfig, options: { fetch?: typeof fetch } = {}): PaymentProvider {
  const base = new URL(config.apiBase);
  const isHttp = base.protocol === 'http:';
  const stripe = new Stripe(config.secretKey, {
    host: base.hostname,
    port: base.port || (isHttp ? 80 : 443),
    protocol: isHttp ? 'http' : 'https',
    timeout: 20_000,
    ...(options.fetch ? { httpClient: Stripe.createFetchHttpClient(options.fetch) } : {}),
  });

  return {
    id: 'stripe',
    methods: ['CARD', 'WECHAT_PAY', 'ALIPAY'],
    // Cards take the widest list; create() refuses a wallet outside its own currencies (1007).
    // The wallets take fewer currencies than cards: ask per method when the method is known.
    supportsCurrency: (currency, method) =>
      method ? stripeTakes(method, currency) : (STRIPE_METHOD_CURRENCIES.CARD?.includes(currency.toUpperCase()) ?? false),

    async create(request) {
      const type = METHOD_TYPES[request.method];
      if (!type || !stripeTakes(request.method, request.currency)) throw new AppError(Codes.PAY_METHOD_NOT_ENABLED);
      const metadata = { paymentId: request.paymentId, orderId: request.orderId, orderNo: request.orderNo };
      const session = await call(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            // API 2026-09-30 removed payment_method_types; the allowed list pins the one method the payer chose.
            allowed_payment_method_types: [type],
            ...(type === 'wechat_pay' ? { payment_method_options: { wechat_pay: { client: 'web' } } } : {}),
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: request.currency.toLowerCase(),
                  unit_amount: toStripeAmount(request.amountMinor, request.currency),
                  product_data: { name: request.description },
                },
              },
            ],
            client_reference_id: request.paymentId,
            metadata,
            payment_intent_data: { metadata },
            ...(request.buyerEmail ? { customer_email: request.buyerEmail } : {}),
            locale: CHECKOUT_LOCALES[request.locale],
            success_url: request.returnUrl,
            cancel_url: request.cancelUrl,
          },
          // A retried create for the same attempt gets the same session instead of a second one.
          { idempotencyKey: `checkout-${request.paymentId}` },
        ),
      );
      if (!session.url) throw new AppError(Codes.PAY_GATEWAY_UNSTABLE);
      return { flow: 'REDIRECT', url: session.url, providerRef: session.id };
    },

    async verifyCallback({ rawBody, headers }) {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string') throw new CallbackRejected('stripe-signature header missing');
      let event: Stripe.Event;
      try {
        // Default tolerance: a signature more than 300 s old is refused, so a captured delivery cannot be replayed later.
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch (error) {
        throw new CallbackRejected(error instanceof Error ? error.message : 'Stripe signature not valid');
      }
      return eventCallback(event);
    },

    async checkStatus(payment) {
      const session = await call(() => stripe.checkout.sessions.retrieve(sessionId(payment), { expand: ['payment_intent'] }));
      return sessionStatus(session);
    },

    async refund(payment, amountMinor) {
      const session = await call(() => stripe.checkout.sessions.retrieve(sessionId(payment)));
      const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (!intent) throw new AppError(Codes.PAY_TRANSACTION_FAILED);
      const refund = await call(() =>
        stripe.refunds.create({ payment_intent: intent, amount: toStripeAmount(amountMinor, payment.currency), metadata: { paymentId: payment.id } }),
      );
      return { providerRef: refund.id, succeeded: refund.status === 'succeeded' };
    },

    // An expired session cannot be paid any more (Stripe refuses to expire one that is complete or already expired).
    async cancel(payment) {
      await call(() => stripe.checkout.sessions.expire(sessionId(payment)));
    },
  };
}
