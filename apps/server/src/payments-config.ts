/**
 * The payment providers' settings, read from the environment by config.ts into AppConfig.payments. A
 * provider whose settings are absent is off: its methods are not offered. Every API base URL is configurable so
 * tests run the real client code against a local server, and a sandbox is one variable away.
 */

/** Stripe Checkout Sessions: cards, WeChat Pay, Alipay (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE). */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Default https://api.stripe.com. */
  apiBase: string;
}

/** PayPal Orders v2 (PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID, PAYPAL_API_BASE). */
export interface PaypalConfig {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** Default https://api-m.paypal.com (sandbox: https://api-m.sandbox.paypal.com). */
  apiBase: string;
}

/** A hosted crypto charge provider with HMAC-SHA256 signed webhooks (CRYPTO_API_KEY, CRYPTO_WEBHOOK_SECRET, CRYPTO_API_BASE). */
export interface CryptoConfig {
  apiKey: string;
  webhookSecret: string;
  /** Default https://api.commerce.coinbase.com. */
  apiBase: string;
}

/** FPS bank transfer by QR (FPS_PROXY_ID, FPS_MERCHANT_NAME, FPS_MERCHANT_CITY). */
export interface FpsConfig {
  /** The FPS proxy id payers transfer to: an FPS identifier, a +852 mobile or an email. */
  proxyId: string;
  merchantName: string;
  merchantCity: string;
}

/**
 * The FPS method of the development demo (`npm start`, NODE_ENV=development, no FPS_* variable set), so a fresh
 * checkout shows the FPS QR flow. It is a DEMO: the proxy id is an address at example.com, a domain reserved for
 * examples that no bank registers, so no payer's bank app can send money to it. Production (and tests) have no FPS
 * unless FPS_PROXY_ID, FPS_MERCHANT_NAME and FPS_MERCHANT_CITY are configured.
 */
export const DEMO_FPS: FpsConfig = { proxyId: 'fps-demo@example.com', merchantName: 'SME Link HK (demo)', merchantCity: 'Hong Kong' };

export interface PaymentsConfig {
  stripe: StripeConfig | undefined;
  paypal: PaypalConfig | undefined;
  crypto: CryptoConfig | undefined;
  fps: FpsConfig | undefined;
  /** Cash on delivery (PAYMENTS_COD, default on). */
  cashOnDelivery: boolean;
  /** The built-in test provider (TEST_PAYMENTS: default on outside production; refused in production). */
  testProvider: boolean;
  /**
   * Key of the test provider's signed callbacks and hosted-page tokens, derived from STORAGE_KEY with a label; null
   * while STORAGE_KEY is the public development default: the key is then a random server secret (test-signing-key.ts).
   */
  testSigningKey: Buffer | null;
}
