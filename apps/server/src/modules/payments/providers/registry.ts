import type { PaymentFlow, PaymentMethod, PaymentProviderId } from '@sme/shared/schemas/payments';
import type { PaymentsConfig } from '../../../payments-config';
import { createCodProvider } from './cod-provider';
import { createCryptoProvider } from './crypto-provider';
import { createFpsProvider } from './fps-provider';
import type { PaymentProvider } from './payment-provider';
import { createPaypalProvider } from './paypal-provider';
import { createStripeProvider } from './stripe-provider';
import { createTestProvider } from './test-provider';

/**
 * The providers this server is configured for: a provider without its settings is absent, so its methods
 * are never offered and its callback route answers 404. Method display order follows the order below.
 */

/** How each provider's payer continues after pay.create. */
export const PROVIDER_FLOW: Readonly<Record<PaymentProviderId, PaymentFlow>> = {
  stripe: 'REDIRECT',
  paypal: 'REDIRECT',
  crypto: 'REDIRECT',
  test: 'REDIRECT',
  fps: 'QR',
  cod: 'OFFLINE',
};

/** The enabled providers, by id and by method. */
export interface PaymentRegistry {
  readonly providers: readonly PaymentProvider[];
  provider(id: PaymentProviderId): PaymentProvider | undefined;
  /** The provider offering a method, when one is enabled. */
  forMethod(method: PaymentMethod): PaymentProvider | undefined;
}

/** A registry over given providers (tests build one around a provider of their own). */
export function registryOf(providers: readonly PaymentProvider[]): PaymentRegistry {
  return {
    providers,
    provider: (id) => providers.find((p) => p.id === id),
    forMethod: (method) => providers.find((p) => p.methods.includes(method)),
  };
}

/** Providers whose money staff count (an FPS transfer, cash collected): nothing calls back, and nothing can send money back by itself. */
export const STAFF_CONFIRMED_PROVIDERS: readonly PaymentProviderId[] = ['fps', 'cod'];

/**
 * The registry AppConfig.payments describes. The test provider signs with `testSigningKey` (resolveTestSigningKey);
 * without it (null in development until resolved) it can only refund.
 */
export function createPaymentRegistry(config: PaymentsConfig, testSigningKey: Buffer | null = config.testSigningKey): PaymentRegistry {
  const providers: PaymentProvider[] = [];
  if (config.stripe) providers.push(createStripeProvider(config.stripe));
  if (config.paypal) providers.push(createPaypalProvider(config.paypal));
  if (config.fps) providers.push(createFpsProvider(config.fps));
  if (config.crypto) providers.push(createCryptoProvider(config.crypto));
  if (config.cashOnDelivery) providers.push(createCodProvider());
  if (config.testProvider) providers.push(createTestProvider(testSigningKey));
  return registryOf(providers);
}
