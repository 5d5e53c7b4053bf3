import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { type Database, pgPoolOf, pgliteClientOf } from '../db/client';

/**
 * Counts the SQL round trips the app makes, at the driver, so BEGIN and COMMIT count on both drivers (drizzle sends
 * them itself on node-postgres; PGlite's transaction() sends them on PGlite). Test-only: it wraps the methods of the
 * app's own pool or PGlite instance; nothing in the server knows about it.
 */
export interface StatementCounter {
  /** Runs `work` and answers how many statements reached the database meanwhile, and their texts. */
  during<T>(work: () => Promise<T>): Promise<{ result: T; count: number; statements: string[] }>;
}

function textOf(query: unknown): string {
  if (typeof query === 'string') return query;
  return typeof query === 'object' && query !== null && 'text' in query ? String((query as { text: unknown }).text) : '?';
}

export function countStatements(db: Database): StatementCounter {
  let seen: string[] | null = null;
  const note = (query: unknown) => seen?.push(textOf(query).replace(/\s+/g, ' ').slice(0, 160));

  const pool = pgPoolOf(db);
  if (pool) {
    // pool.query lends through pool.connect too, so wrapping every lent client counts every statement once.
    const wrapped = new WeakSet<pg.PoolClient>();
    const wrap = (client: pg.PoolClient | undefined) => {
      if (!client || wrapped.has(client)) return client;
      wrapped.add(client);
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
        note(args[0]);
        return query(...args);
      };
      return client;
    };
    const connect = pool.connect.bind(pool) as (cb?: (err: Error | undefined, client: pg.PoolClient | undefined, done: unknown) => void) => unknown;
    (pool as unknown as { connect: typeof connect }).connect = (cb) =>
      cb ? connect((err, client, done) => cb(err, wrap(client), done)) : (connect() as Promise<pg.PoolClient>).then(wrap);
  } else {
    const client = pgliteClientOf(db) as PGlite;
    const query = client.query.bind(client);
    const exec = client.exec.bind(client);
    const transaction = client.transaction.bind(client);
    client.query = ((text: string, ...rest: []) => {
      note(text);
      return query(text, ...rest);
    }) as typeof client.query;
    client.exec = ((text: string, ...rest: []) => {
      note(text);
      return exec(text, ...rest);
    }) as typeof client.exec;
    client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) => {
      note('BEGIN');
      return transaction(async (tx) => {
        const counted: Transaction = Object.create(tx) as Transaction;
        counted.query = ((text: string, ...rest: []) => {
          note(text);
          return tx.query(text, ...rest);
        }) as typeof tx.query;
        counted.exec = ((text: string, ...rest: []) => {
          note(text);
          return tx.exec(text, ...rest);
        }) as typeof tx.exec;
        try {
          return await callback(counted);
        } finally {
          note('COMMIT / ROLLBACK');
        }
      });
    }) as typeof client.transaction;
  }

  return {
    async during(work) {
      const statements: string[] = [];
      seen = statements;
      try {
        const result = await work();
        return { result, count: statements.length, statements };
      } finally {
        seen = null;
      }
    },
  };
}
