import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { signatureNonces } from './http.tables';

/**
 * Remember a nonce until it expires; false when it was already seen and has not expired. One
 * statement, so two servers receiving the same replay at once cannot both accept it.
 */
export async function rememberNonce(db: Database, appId: string, nonce: string, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .insert(signatureNonces)
    .values({ nonce, appId, expiresAt })
    .onConflictDoUpdate({
      target: signatureNonces.nonce,
      set: { appId, expiresAt },
      // An expired row that the purge has not removed yet may be reused.
      setWhere: sql`${signatureNonces.expiresAt} < now()`,
    })
    .returning({ nonce: signatureNonces.nonce });
  return rows.length === 1;
}

/** Delete expired nonces. */
export async function purgeExpiredNonces(db: Database): Promise<void> {
  await db.delete(signatureNonces).where(lt(signatureNonces.expiresAt, sql`now()`));
}
