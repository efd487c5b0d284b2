import type { Db } from './client';

/**
 * Prepared statements for the hot reads (ADR 0021): the query is built once per database handle and
 * kept, so a request neither rebuilds its SQL text in JavaScript nor (on PostgreSQL, where the name
 * makes node-postgres parse it once per connection) has the server parse and plan it again. Values
 * come in through `sql.placeholder(...)`.
 *
 * Only for queries on the pool (`db`): a statement prepared here runs outside any transaction, so
 * reads that must see a transaction's own rows or locks are not prepared.
 */
const cache = new WeakMap<Db, Map<string, unknown>>();

export function preparedOn<T>(db: Db, name: string, build: (db: Db) => T): T {
  let byName = cache.get(db);
  if (!byName) {
    byName = new Map();
    cache.set(db, byName);
  }
  let found = byName.get(name) as T | undefined;
  if (found === undefined) {
    found = build(db);
    byName.set(name, found);
  }
  return found;
}
