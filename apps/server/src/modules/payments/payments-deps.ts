import type { Database } from '../../db/client';
import type { PaymentRegistry } from './providers/registry';

/** What the payments workflows need from the server: built once by payments.routes.ts, passed as an argument (no HTTP inside). */
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
