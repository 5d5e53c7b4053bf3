import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './connection-errors';

/** A port nothing listens on: connecting to it is refused at once. */
const CLOSED = 'postgres://postgres@127.0.0.1:1/none';

/** The error PostgreSQL sends with `code`, as node-postgres builds it. */
function serverError(code: string, message: string): pg.DatabaseError {
  return Object.assign(new pg.DatabaseError(message, message.length, 'error'), { code, severity: 'FATAL' });
}

describe('isDatabaseUnavailable', () => {
  it('knows a refused connection, the driver error and drizzle wrapping it', async () => {
    const refused = await new pg.Client({ connectionString: CLOSED }).connect().then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], refused as Error))).toBe(true);
    const pooled = new pg.Pool({ connectionString: CLOSED });
    await expect(pooled.query('SELECT 1')).rejects.toSatisfy(isDatabaseUnavailable);
    await pooled.end();
  });

  it('knows the SQLSTATEs of an ended connection and of class 08, and the driver messages', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001']) expect(isDatabaseUnavailable(serverError(code, 'gone'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError('commit', [], new Error('Client has encountered a connection error and is not queryable')))).toBe(true);
  });

  it('leaves other failures alone: a query error, a provider unreachable, a wrapped cause deeper than drizzle', async () => {
    expect(isDatabaseUnavailable(serverError('23505', 'duplicate key'))).toBe(false);
    expect(isDatabaseUnavailable(new DrizzleQueryError('insert', [], serverError('57014', 'canceling statement')))).toBe(false);
    const providerDown = await fetch('http://127.0.0.1:1/').then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(isDatabaseUnavailable(providerDown)).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated unexpectedly')).toBe(false);
  });
});
