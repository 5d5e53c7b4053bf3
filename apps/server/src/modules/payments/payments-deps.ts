import type { Database } from '../../db/client';
import type { PaymentRegistry } from './providers/registry';

/**
 * What the payments workflows need from the server: built once by the payments module plugin (payments.routes.ts),
 * passed as an argument (no HTTP inside).
 */
export interface PaymentsDeps {
  db: Database;
  registry: PaymentRegistry;
  /** Alerts (amount mismatch, money for a closed order) go to the server log with the ids. */
  log: PaymentsLog;
  /** Public base URL of the platform (return routes, the test provider's page). */
  publicUrl: string;
}

/** The part of pino the workflows use. */
export interface PaymentsLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * The payments services of the running server (`app.payments`): one provider registry for the member routes, the
 * payment-confirmation routes and the back office's money operations, so a provider is configured once.
 */
export interface PaymentsRuntime {
  deps: PaymentsDeps;
  /** The test provider's signing key; null when the test provider is off (its hosted page is then not routed). */
  testSigningKey: Buffer | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The payments services, decorated by the payments module plugin before any plugin that uses them. */
    payments: PaymentsRuntime;
  }
}
