import { lt, sql } from 'drizzle-orm';
import { Codes } from '@sme/shared/codes';
import type { FastifyRequest } from 'fastify';
import type { Database, Db } from '../db/client';
import { preparedPerDb } from '../db/prepared';
import { AppError } from './app-error';
import { signatureNonces } from './http.tables';

/** A signed write's nonce, to be remembered until it expires (its signature's window). */
export interface SignedNonce {
  appId: string;
  nonce: string;
  expiresAt: Date;
}

/**
 * The nonce's insert, answering its row when it was new (or had expired), nothing when it was seen and has not
 * expired; with placeholders nonce, appId and expiresAt, for a prepared statement (alone here, or as a CTE beside
 * the session's lookup: members/sessions.service.ts). On a conflict the row takes the values offered (`excluded`).
 */
export function nonceInsert(db: Db) {
  return db
    .insert(signatureNonces)
    .values({ nonce: sql.placeholder('nonce'), appId: sql.placeholder('appId'), expiresAt: sql.placeholder('expiresAt') })
    .onConflictDoUpdate({
      target: signatureNonces.nonce,
      set: { appId: sql`excluded.app_id`, expiresAt: sql`excluded.expires_at` },
      // An expired row that the purge has not removed yet may be reused.
      setWhere: sql`${signatureNonces.expiresAt} < now()`,
    })
    .returning({ nonce: signatureNonces.nonce });
}

/** Every signed write without a session runs this statement, so it is prepared once (db/prepared.ts). */
const rememberStatement = preparedPerDb((db) => nonceInsert(db).prepare('signature_nonce_remember'));

/**
 * Remember a nonce until it expires; false when it was already seen and has not expired. One
 * statement, so two servers receiving the same replay at once cannot both accept it.
 */
export async function rememberNonce(db: Database, appId: string, nonce: string, expiresAt: Date): Promise<boolean> {
  const rows = await rememberStatement(db).execute({ nonce, appId, expiresAt });
  return rows.length === 1;
}

/**
 * Remembers the nonce the signature hook left on the request (request.signedNonce), once: 409 when it was seen. The
 * session hook normally remembers it in the statement that looks the session up; this is the path without one.
 */
export async function rememberSignedNonce(db: Database, request: FastifyRequest): Promise<void> {
  const pending = request.signedNonce;
  if (!pending) return;
  request.signedNonce = null;
  if (!(await rememberNonce(db, pending.appId, pending.nonce, pending.expiresAt))) throw new AppError(Codes.NONCE_REUSED);
}

/** Delete expired nonces. */
export async function purgeExpiredNonces(db: Database): Promise<void> {
  await db.delete(signatureNonces).where(lt(signatureNonces.expiresAt, sql`now()`));
}
