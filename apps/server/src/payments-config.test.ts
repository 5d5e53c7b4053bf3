import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_STORAGE_KEY, loadConfig } from './config';

/** The payment variables: each provider all-or-nothing, the test provider never in production, its key never public. */

const PROD = { NODE_ENV: 'production', APP_KEYS: 'WEBSITE:a-production-key-of-some-length', STORAGE_KEY: 'ab'.repeat(32) } as const;

describe('payments configuration', () => {
  it('has cash on delivery, the test provider and the demo FPS on, and no external provider, by default in development', () => {
    const { payments } = loadConfig({ NODE_ENV: 'development' });
    expect(payments).toMatchObject({ stripe: undefined, paypal: undefined, crypto: undefined, cashOnDelivery: true, testProvider: true });
    // The demo FPS proxy id is at example.com: the QR flow shows, but no bank can pay it.
    expect(payments.fps).toEqual({ proxyId: 'fps-demo@example.com', merchantName: 'SME Link HK (demo)', merchantCity: 'Hong Kong' });
  });

  it('has no FPS unless configured in production and under test, and configured FPS replaces the demo', () => {
    expect(loadConfig(PROD).payments.fps).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test' }).payments.fps).toBeUndefined();
    const own = { FPS_PROXY_ID: '1234567', FPS_MERCHANT_NAME: 'SME', FPS_MERCHANT_CITY: 'Hong Kong' };
    expect(loadConfig({ NODE_ENV: 'development', ...own }).payments.fps?.proxyId).toBe('1234567');
  });

  it('derives the test provider key from a configured STORAGE_KEY, and has none from the public development default (the database gives one)', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).payments.testSigningKey).toBeNull();
    expect(loadConfig({ NODE_ENV: 'development', STORAGE_KEY: DEV_STORAGE_KEY.toString('hex') }).payments.testSigningKey).toBeNull();
    const configured = loadConfig({ NODE_ENV: 'development', STORAGE_KEY: 'cd'.repeat(32) }).payments.testSigningKey;
    expect(configured).toHaveLength(32);
    expect(configured?.equals(Buffer.from('cd'.repeat(32), 'hex'))).toBe(false);
  });

  it('turns a provider on with all its variables, and refuses half of them', () => {
    const { payments } = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_API_BASE: 'http://127.0.0.1:9999/',
      FPS_PROXY_ID: '1234567',
      FPS_MERCHANT_NAME: 'SME',
      FPS_MERCHANT_CITY: 'Hong Kong',
    });
    expect(payments.stripe).toEqual({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1', apiBase: 'http://127.0.0.1:9999' });
    expect(payments.fps).toEqual({ proxyId: '1234567', merchantName: 'SME', merchantCity: 'Hong Kong' });
    expect(() => loadConfig({ PAYPAL_CLIENT_ID: 'id' })).toThrow(/PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID must be set too/);
    expect(() => loadConfig({ CRYPTO_WEBHOOK_SECRET: 's' })).toThrow(/CRYPTO_API_KEY/);
    expect(() => loadConfig({ FPS_PROXY_ID: 'not a proxy', FPS_MERCHANT_NAME: 'SME', FPS_MERCHANT_CITY: 'HK' })).toThrow(/FPS_PROXY_ID/);
  });

  it('keeps the test provider off in production and refuses TEST_PAYMENTS=on there', () => {
    expect(loadConfig(PROD).payments.testProvider).toBe(false);
    expect(() => loadConfig({ ...PROD, TEST_PAYMENTS: 'on' })).toThrow(ConfigError);
    expect(loadConfig({ TEST_PAYMENTS: 'off', PAYMENTS_COD: 'off' }).payments).toMatchObject({ testProvider: false, cashOnDelivery: false });
  });
});
