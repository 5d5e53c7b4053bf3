import { Codes } from '@sme/shared/codes';
import { toDecimalString, toMinor } from '@sme/shared/money';
import { z } from 'zod';
import { AppError } from '../../../http/app-error';
import type { PaypalConfig } from '../../../payments-config';
import { type ProviderAnswer, providerFetch } from './provider-fetch';

/** PayPal's REST currencies a Hong Kong merchant can take (CNY is in-country only at PayPal, so absent). */
export const PAYPAL_CURRENCIES = [
  'HKD',
  'USD',
  'EUR',
  'GBP',
  'AUD',
  'CAD',
  'JPY',
  'SGD',
  'NZD',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'ILS',
  'MXN',
  'PHP',
  'THB',
  'TWD',
  'HUF',
];
/** Currencies PayPal wants without decimals; the platform stores hundredths for every fiat currency. */
const ZERO_DECIMAL = new Set(['JPY', 'TWD', 'HUF']);

/** PayPal's amount value: a decimal string in the currency's own precision. */
export function toPaypalValue(minor: number, currency: string): string {
  if (!ZERO_DECIMAL.has(currency.toUpperCase())) return toDecimalString(minor, currency);
  if (minor % 100 !== 0) throw new RangeError(`${currency} amounts must be whole units for PayPal: ${minor}`);
  return String(minor / 100);
}

/** A PayPal amount in the platform's minor units. */
export function fromPaypalAmount(amount: { currency_code: string; value: string }) {
  return { amountMinor: toMinor(amount.value, amount.currency_code), currency: amount.currency_code.toUpperCase() };
}

export const paypalAmount = z.object({ currency_code: z.string(), value: z.string() });

/** The parts of a Checkout Orders v2 order the provider reads. */
export const paypalOrder = z.object({
  id: z.string(),
  status: z.string(),
  links: z.array(z.object({ href: z.string(), rel: z.string() })).optional(),
  purchase_units: z
    .array(
      z.object({
        custom_id: z.string().optional(),
        payments: z
          .object({
            captures: z
              .array(z.object({ id: z.string(), status: z.string(), amount: paypalAmount, status_details: z.object({ reason: z.string() }).optional() }))
              .optional(),
          })
          .optional(),
      }),
    )
    .optional(),
});
export type PaypalOrder = z.infer<typeof paypalOrder>;

/** PayPal's error body: the first detail's issue says why (INSTRUMENT_DECLINED, ORDER_ALREADY_CAPTURED …). */
export function paypalIssue(body: unknown): string | null {
  const parsed = z.object({ details: z.array(z.object({ issue: z.string() })).min(1) }).safeParse(body);
  return parsed.success ? (parsed.data.details[0]?.issue ?? null) : null;
}

/** A PayPal answer read with a schema; an answer not shaped as documented means the gateway misbehaves (1008). */
export function readPaypal<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new AppError(Codes.PAY_GATEWAY_UNSTABLE);
  return parsed.data;
}

const tokenAnswer = z.object({ access_token: z.string(), expires_in: z.number() });
/** Refresh the token a minute before PayPal says it expires, so no request carries a just-expired token. */
const TOKEN_MARGIN_MS = 60_000;

/** PayPal's REST API with an OAuth2 client-credentials token cached until shortly before it expires. */
export function createPaypalApi(config: PaypalConfig, fetchImpl: typeof fetch) {
  const base = config.apiBase.replace(/\/+$/, '');
  let token: Promise<{ value: string; expiresAt: number }> | null = null;

  async function fetchToken() {
    const credentials = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const answer = await providerFetch(fetchImpl, `${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${credentials}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: 'grant_type=client_credentials',
    });
    if (answer.status !== 200) throw new AppError(Codes.PAY_GATEWAY_UNSTABLE);
    const body = readPaypal(tokenAnswer, answer.body);
    return { value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 - TOKEN_MARGIN_MS };
  }

  async function accessToken(): Promise<string> {
    const current = token ? await token.catch(() => null) : null;
    if (current && current.expiresAt > Date.now()) return current.value;
    // Concurrent requests share one token request instead of each asking PayPal.
    token = fetchToken();
    return (await token).value;
  }

  /** One authorised call; requestId is PayPal-Request-Id, which makes PayPal answer a repeated call with the first result. */
  return async function paypalRequest(method: 'GET' | 'POST', path: string, body?: unknown, requestId?: string): Promise<ProviderAnswer> {
    const headers: Record<string, string> = { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json', accept: 'application/json' };
    if (requestId) headers['paypal-request-id'] = requestId;
    const answer = await providerFetch(fetchImpl, `${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    // A revoked token is dropped so the next call asks for a new one.
    if (answer.status === 401) token = null;
    return answer;
  };
}
