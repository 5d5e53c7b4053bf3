import { Codes } from '@sme/shared/codes';
import type { Locale } from '@sme/shared/constants';
import { z } from 'zod';
import { AppError } from '../../../http/app-error';
import type { PaypalConfig } from '../../../payments-config';
import { OUTCOME_FAILURE_CODES, paypalFailureCode } from './external-failure-codes';
import { CallbackRejected, type PaymentProvider, type ProviderStatus, type VerifiedCallback } from './payment-provider';
import {
  PAYPAL_CURRENCIES,
  type PaypalOrder,
  createPaypalApi,
  fromPaypalAmount,
  paypalAmount,
  paypalIssue,
  paypalOrder,
  readPaypal,
  toPaypalValue,
} from './paypal-api';
import { okBody } from './provider-fetch';
import { createPaypalWebhookVerifier } from './paypal-webhook-verify';

const PAYPAL_LOCALES: Record<Locale, string> = { en_US: 'en-US', zh_CN: 'zh-CN', zh_TW: 'zh-HK' };
const NO_RESULT = { amountMinor: null, currency: null, failureCode: null, detail: null };

/** What an order says now: completed captures are the money received. */
function orderStatus(order: PaypalOrder): ProviderStatus {
  const captures = (order.purchase_units ?? []).flatMap((unit) => unit.payments?.captures ?? []);
  const completed = captures.filter((capture) => capture.status === 'COMPLETED');
  const first = completed[0];
  if (first) {
    const { currency } = fromPaypalAmount(first.amount);
    const amountMinor = completed.reduce((sum, capture) => sum + fromPaypalAmount(capture.amount).amountMinor, 0);
    return { ...NO_RESULT, outcome: 'SUCCEEDED', amountMinor, currency };
  }
  const pending = captures.find((capture) => capture.status === 'PENDING');
  if (pending) return { ...NO_RESULT, outcome: 'PENDING', detail: pending.status_details?.reason ?? null };
  const refused = captures.find((capture) => capture.status === 'DECLINED' || capture.status === 'FAILED');
  if (refused) return { ...NO_RESULT, outcome: 'FAILED', failureCode: paypalFailureCode('DECLINED'), detail: refused.status };
  if (order.status === 'VOIDED') return { ...NO_RESULT, outcome: 'CANCELLED', failureCode: OUTCOME_FAILURE_CODES.CANCELLED, detail: 'VOIDED' };
  return { ...NO_RESULT, outcome: 'PENDING', detail: order.status };
}

const webhookEvent = z.object({ id: z.string(), event_type: z.string(), resource: z.unknown() });
const captureResource = z.object({
  id: z.string(),
  amount: paypalAmount,
  custom_id: z.string().optional(),
  supplementary_data: z.object({ related_ids: z.object({ order_id: z.string().optional() }).optional() }).optional(),
});
const approvedOrder = z.object({ id: z.string(), purchase_units: z.array(z.object({ custom_id: z.string().optional() })).optional() });

/** The callback a verified webhook event amounts to. */
function eventCallback(rawBody: string): VerifiedCallback {
  let event: z.infer<typeof webhookEvent>;
  try {
    event = webhookEvent.parse(JSON.parse(rawBody));
  } catch {
    throw new CallbackRejected('PayPal event not readable');
  }
  const base = { eventId: event.id, type: event.event_type, payload: event, ...NO_RESULT, providerRef: null, paymentId: null };
  const read = <T>(schema: z.ZodType<T>): T => {
    const parsed = schema.safeParse(event.resource);
    if (!parsed.success) throw new CallbackRejected(`PayPal ${event.event_type} resource not readable`);
    return parsed.data;
  };
  switch (event.event_type) {
    case 'PAYMENT.CAPTURE.COMPLETED':
    case 'PAYMENT.CAPTURE.DENIED': {
      const capture = read(captureResource);
      const who = { providerRef: capture.supplementary_data?.related_ids?.order_id ?? null, paymentId: capture.custom_id ?? null };
      if (event.event_type === 'PAYMENT.CAPTURE.DENIED') {
        return { ...base, ...who, outcome: 'FAILED', failureCode: paypalFailureCode('DECLINED'), detail: 'DENIED' };
      }
      return { ...base, ...who, outcome: 'SUCCEEDED', ...fromPaypalAmount(capture.amount) };
    }
    case 'CHECKOUT.ORDER.APPROVED': {
      // Approved is not paid: the payments service captures through checkStatus.
      const order = read(approvedOrder);
      return { ...base, outcome: 'PENDING', providerRef: order.id, paymentId: order.purchase_units?.[0]?.custom_id ?? null };
    }
    default:
      return { ...base, outcome: 'IGNORED' };
  }
}

function orderId(payment: { id: string; providerRef: string | null }): string {
  if (!payment.providerRef) throw new Error(`Payment ${payment.id} has no PayPal order`);
  return encodeURIComponent(payment.providerRef);
}

/**
 * PayPal Checkout Orders v2: create, approve on PayPal, capture on return; webhooks verified offline. Orders v2 has
 * no way to void a CAPTURE order, so an abandoned attempt has no cancel: a capture that still arrives is refunded.
 */
export function createPaypalProvider(config: PaypalConfig, options: { fetch?: typeof fetch; certAllowedHosts?: string[] } = {}): PaymentProvider {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const paypal = createPaypalApi(config, fetchImpl);
  const verifyWebhook = createPaypalWebhookVerifier({ webhookId: config.webhookId, fetch: fetchImpl, certAllowedHosts: options.certAllowedHosts ?? [] });

  async function getOrder(id: string): Promise<ProviderStatus | PaypalOrder> {
    const answer = await paypal('GET', `/v2/checkout/orders/${id}`);
    // PayPal forgets orders nobody approved once they expire.
    if (answer.status === 404) return { ...NO_RESULT, outcome: 'EXPIRED', failureCode: OUTCOME_FAILURE_CODES.EXPIRED, detail: 'RESOURCE_NOT_FOUND' };
    return readPaypal(paypalOrder, okBody(answer));
  }

  async function capture(paymentId: string, id: string): Promise<ProviderStatus> {
    // The same request id for every try: concurrent checks of one payment capture it once.
    const answer = await paypal('POST', `/v2/checkout/orders/${id}/capture`, {}, `capture-${paymentId}`);
    if (answer.status === 422) {
      const issue = paypalIssue(answer.body);
      if (issue === 'ORDER_ALREADY_CAPTURED') {
        const order = await getOrder(id);
        return 'outcome' in order ? order : orderStatus(order);
      }
      return { ...NO_RESULT, outcome: 'FAILED', failureCode: paypalFailureCode(issue), detail: issue };
    }
    return orderStatus(readPaypal(paypalOrder, okBody(answer)));
  }

  return {
    id: 'paypal',
    methods: ['PAYPAL'],
    supportsCurrency: (currency) => PAYPAL_CURRENCIES.includes(currency.toUpperCase()),

    async create(request) {
      if (request.method !== 'PAYPAL' || !PAYPAL_CURRENCIES.includes(request.currency.toUpperCase())) throw new AppError(Codes.PAY_METHOD_NOT_ENABLED);
      const body = {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: request.paymentId,
            custom_id: request.paymentId,
            description: request.description.slice(0, 127),
            amount: { currency_code: request.currency.toUpperCase(), value: toPaypalValue(request.amountMinor, request.currency) },
          },
        ],
        payment_source: {
          paypal: {
            experience_context: {
              return_url: request.returnUrl,
              cancel_url: request.cancelUrl,
              user_action: 'PAY_NOW',
              shipping_preference: 'NO_SHIPPING',
              locale: PAYPAL_LOCALES[request.locale],
            },
          },
        },
      };
      const order = readPaypal(paypalOrder, okBody(await paypal('POST', '/v2/checkout/orders', body, `order-${request.paymentId}`)));
      const approve = order.links?.find((link) => link.rel === 'payer-action' || link.rel === 'approve');
      if (!approve) throw new AppError(Codes.PAY_GATEWAY_UNSTABLE);
      return { flow: 'REDIRECT', url: approve.href, providerRef: order.id };
    },

    async verifyCallback(delivery) {
      await verifyWebhook(delivery);
      return eventCallback(delivery.rawBody);
    },

    async checkStatus(payment) {
      const id = orderId(payment);
      const order = await getOrder(id);
      if ('outcome' in order) return order;
      return order.status === 'APPROVED' ? capture(payment.id, id) : orderStatus(order);
    },

    async refund(payment, amountMinor) {
      const order = await getOrder(orderId(payment));
      const captured =
        'outcome' in order ? undefined : (order.purchase_units ?? []).flatMap((unit) => unit.payments?.captures ?? []).find((c) => c.status === 'COMPLETED');
      if (!captured) throw new AppError(Codes.PAY_TRANSACTION_FAILED);
      const body = { amount: { currency_code: payment.currency.toUpperCase(), value: toPaypalValue(amountMinor, payment.currency) } };
      const refund = readPaypal(
        z.object({ id: z.string(), status: z.string() }),
        okBody(await paypal('POST', `/v2/payments/captures/${encodeURIComponent(captured.id)}/refund`, body)),
      );
      return { providerRef: refund.id, succeeded: refund.status === 'COMPLETED' };
    },
  };
}
