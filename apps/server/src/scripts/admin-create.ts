import { parseArgs } from 'node:util';
import { ZodError } from 'zod';
import { ConfigError, loadConfig } from '../config';
import { createDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { createAdmin } from '../console/staff';

/**
 * `npm run admin:create -- --email a@b.c --password 'Secret123'`: make (or confirm) an admin on the configured
 * database (DATABASE_URL, or the embedded PGlite under DATA_DIR, which the server must not hold open meanwhile).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
  if (!values.email || !values.password) {
    console.error("Usage: npm run admin:create -- --email admin@example.com --password 'Secret123'");
    process.exit(2);
  }
  const handle = await createDatabase(loadConfig());
  try {
    await runMigrations(handle);
    const result = await createAdmin(handle.db, { email: values.email, password: values.password });
    const done = [
      result.memberCreated ? 'created the member with the given password' : 'found the existing member (password unchanged)',
      result.adminRoleAdded ? 'added the ADMIN role' : 'ADMIN role already held',
      result.staffRowActivated ? 'made it active platform staff' : 'already active platform staff',
    ];
    console.log(`Admin ${values.email} (${result.memberId}): ${done.join('; ')}.`);
    console.log('Sign in at /console; the first sign-in sets up the authenticator app (TOTP).');
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) console.error(`Configuration error: ${err.message}`);
  else if (err instanceof ZodError) console.error(`Invalid input: ${err.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join(', ')}`);
  else console.error(err);
  process.exit(1);
});
