import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { serverSecrets } from './server-secrets.tables';

/**
 * The 32-byte random secret called `name`, created on first use. Insert-if-absent then read, so servers starting
 * together agree on one value whichever of them wins the insert.
 */
export async function serverSecret(db: Database, name: string): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32) })
    .onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`server secret ${name} missing after insert`);
  return row.value;
}
