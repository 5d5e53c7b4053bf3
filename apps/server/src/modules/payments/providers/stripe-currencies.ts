import type { PaymentMethod } from '@sme/shared/schemas/payments';

/**
 * Which currencies Stripe takes for each method and how it writes their amounts. Card currencies are a subset of
 * https://docs.stripe.com/currencies relevant to a Hong Kong shop; the wallets' lists are the presentment currencies
 * of Stripe's WeChat Pay and Alipay Checkout guides (docs.stripe.com/payments/wechat-pay and /alipay).
 */

const CARD = ['HKD', 'USD', 'CNY', 'EUR', 'GBP', 'SGD', 'AUD', 'CAD', 'NZD', 'CHF', 'JPY', 'KRW', 'MYR', 'THB', 'PHP'];
const WECHAT_PAY = ['AUD', 'CAD', 'CNY', 'EUR', 'GBP', 'HKD', 'JPY', 'SGD', 'USD', 'DKK', 'NOK', 'SEK', 'CHF'];
const ALIPAY = ['AUD', 'CAD', 'CNY', 'EUR', 'GBP', 'HKD', 'JPY', 'NZD', 'SGD', 'USD', 'MYR'];

/** Currencies per method Stripe offers here, in display order. */
export const STRIPE_METHOD_CURRENCIES: Readonly<Partial<Record<PaymentMethod, readonly string[]>>> = {
  CARD,
  WECHAT_PAY,
  ALIPAY,
};

/** Stripe's zero-decimal currencies among those above: Stripe wants whole yen and won, the platform stores hundredths. */
const ZERO_DECIMAL = new Set(['JPY', 'KRW']);

/** Whether Stripe can take this method in this currency. */
export function stripeTakes(method: PaymentMethod, currency: string): boolean {
  return STRIPE_METHOD_CURRENCIES[method]?.includes(currency.toUpperCase()) ?? false;
}

/** The platform's minor units (always hundredths for fiat) in Stripe's smallest unit of the currency. */
export function toStripeAmount(minor: number, currency: string): number {
  if (!ZERO_DECIMAL.has(currency.toUpperCase())) return minor;
  if (minor % 100 !== 0) throw new RangeError(`${currency} amounts must be whole units for Stripe: ${minor}`);
  return minor / 100;
}

/** Stripe's smallest unit back to the platform's minor units. */
export function fromStripeAmount(amount: number, currency: string): number {
  return ZERO_DECIMAL.has(currency.toUpperCase()) ? amount * 100 : amount;
}
