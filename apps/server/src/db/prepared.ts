import type { Db } from './client';

/**
 * Statements prepared once per database handle, for the hot paths: a CPU profile of the shop bench showed drizzle
 * building each statement's SQL anew costing more client CPU than sending and reading it. Prepared, a call only binds
 * its values, and PostgreSQL parses the statement once per connection. A transaction is a handle of its own, so it
 * gets its own statements, collected with it.
 */
export function preparedPerDb<T>(prepare: (db: Db) => T): (db: Db) => T {
  const prepared = new WeakMap<Db, T>();
  return (db) => {
    let statements = prepared.get(db);
    if (!statements) prepared.set(db, (statements = prepare(db)));
    return statements;
  };
}
