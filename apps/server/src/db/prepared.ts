import type { Db } from './client';

/**
 * What drizzle keeps private and this module relies on (drizzle-orm 0.45, node-postgres and PGlite drivers alike): a
 * handle's session holds the connection it runs on (`client`: the pool, a connection lent for a transaction, PGlite
 * or its transaction) and the SQL dialect, which a database's transactions share with it; a prepared query runs on
 * its own `client`. The checkout tests run every prepared statement inside and outside transactions on both drivers,
 * so a change of these internals fails them.
 */
interface SessionInternals {
  client: object;
  dialect: object;
}

/** A prepared query, or a group of them by name. */
type Statement = { execute: unknown };
type Statements = Statement | Record<string, Statement>;

/** The same statements, run on another connection: each reads everything but its connection from the original. */
function boundTo<T extends Statements>(statements: T, client: object): T {
  const bind = (statement: Statement): Statement => Object.assign(Object.create(statement) as Statement, { client });
  if ('execute' in statements && typeof statements.execute === 'function') return bind(statements as Statement) as T;
  return Object.fromEntries(Object.entries(statements as Record<string, Statement>).map(([name, statement]) => [name, bind(statement)])) as T;
}

/**
 * Statements prepared once per database, for the hot paths: a CPU profile of the shop bench showed drizzle building
 * each statement's SQL anew costing more client CPU than sending and reading it. Prepared, a call only binds its
 * values, and PostgreSQL parses the statement once per connection. A transaction runs them on its own connection:
 * the database's statements, bound to it (not built again: in checkout's transactions that building was a quarter of
 * the server's CPU).
 */
export function preparedPerDb<T extends Statements>(prepare: (db: Db) => T): (db: Db) => T {
  const perDatabase = new WeakMap<object, T>();
  const perConnection = new WeakMap<object, T>();
  return (db) => {
    const { client, dialect } = db._.session as unknown as SessionInternals;
    let statements = perConnection.get(client);
    if (!statements) {
      let prepared = perDatabase.get(dialect);
      if (!prepared) perDatabase.set(dialect, (prepared = prepare(db)));
      statements = boundTo(prepared, client);
      perConnection.set(client, statements);
    }
    return statements;
  };
}
