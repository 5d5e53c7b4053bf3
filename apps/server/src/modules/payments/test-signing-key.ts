import type { Database } from '../../db/client';
import { serverSecret } from '../../db/server-secrets';
import type { PaymentsConfig } from '../../payments-config';

/**
 * The built-in test provider's signing key. Whoever holds it can approve a test payment, so it must be
 * secret even in development: derived from STORAGE_KEY when one is configured (config.ts), otherwise a random
 * secret the servers share through the database (server_secrets), created on first use. Config is read
 * synchronously, so the database key is resolved when the app is built (payments.routes.ts). Never logged.
 */

/** The name of the test provider's random key in server_secrets. */
const TEST_SIGNING_SECRET = 'payments.test-provider.signing-key';

/** The test provider's signing key: the configured one, else the database's random one. */
export async function resolveTestSigningKey(db: Database, config: PaymentsConfig): Promise<Buffer> {
  return config.testSigningKey ?? serverSecret(db, TEST_SIGNING_SECRET);
}
