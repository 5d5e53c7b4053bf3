import { DrizzleQueryError } from 'drizzle-orm';

/**
 * How a lost or refused database connection is recognised (PostgreSQL restarting, failing over, or ending our
 * connections): such a failure is the database being briefly away, answered 503 and logged as a warning, not a
 * fault of ours (500).
 */

/** SQLSTATEs of a connection that ended: admin shutdown, crash shutdown, cannot connect now (starting up). */
const ENDED_CONNECTION_STATES = new Set(['57P01', '57P02', '57P03']);

/** Socket errors of the driver's connection: refused while PostgreSQL is down, reset when it goes away. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE']);

/** node-postgres' and pg-pool's own messages (no code) for a connection that ended or a client that lost it. */
const DRIVER_MESSAGES = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Connection terminated due to connection timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  // The pool is closed while the server shuts down; a request still running is told to come back.
  'Cannot use a pool after calling end on the pool',
]);

function isConnectionFailure(e: unknown): boolean {
  if (!(e instanceof Error)) return false;
  const code = (e as { code?: unknown }).code;
  if (typeof code === 'string') {
    // SQLSTATE class 08 is "connection exception".
    if (ENDED_CONNECTION_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || SOCKET_CODES.has(code)) return true;
  }
  return DRIVER_MESSAGES.has(e.message);
}

/**
 * Whether an error means the database connection was lost or refused. Looks at the error and, when drizzle wrapped
 * a failed query, at the driver's error it carries; not deeper, so a mail or payment provider's socket error (the
 * cause of a `fetch failed`) is not taken for the database's.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  return isConnectionFailure(err) || (err instanceof DrizzleQueryError && isConnectionFailure(err.cause));
}
