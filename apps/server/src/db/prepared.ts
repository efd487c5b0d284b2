import { sql, type Placeholder, type WithSubquery } from 'drizzle-orm';
import type { Db, Tx } from './client';

/**
 * Prepared statements for the hot reads (ADR 0021): the query is built once per database handle and
 * kept, so a request neither rebuilds its SQL text in JavaScript nor (on PostgreSQL, where the name
 * makes node-postgres parse it once per connection) has the server parse and plan it again. Values
 * come in through `sql.placeholder(...)`.
 *
 * Only for queries on the pool (`db`): a statement prepared here runs outside any transaction. A
 * transaction's statements are kept by `preparedIn` below.
 */
const cache = new WeakMap<object, Map<string, unknown>>();

export function preparedOn<T>(db: Db, name: string, build: (db: Db) => T): T {
  return builtOnce(cache, db, name, () => build(db));
}

/** `build()` the first time `name` is asked for under `owner`, the same value every time after. */
function builtOnce<T>(kept: WeakMap<object, Map<string, unknown>>, owner: object, name: string, build: () => T): T {
  let byName = kept.get(owner);
  if (!byName) {
    byName = new Map();
    kept.set(owner, byName);
  }
  let found = byName.get(name) as T | undefined;
  if (found === undefined) {
    found = build();
    byName.set(name, found);
  }
  return found;
}

/**
 * A transaction's statement, built once (ADR 0021): drizzle builds a query's SQL text and its row mapping
 * in JavaScript every time it is written out, which was a third of place-order's server CPU. `build`
 * runs on the first transaction that needs `name`, with `sql.placeholder(...)` for every value; every
 * later use runs that same prepared query on the connection of the transaction at hand (drizzle's
 * prepared queries of both drivers read `client` when they execute, and a transaction's session holds
 * the connection it runs on). Keyed by the database's dialect, which a database shares with its
 * transactions, so two databases (tests) never share a statement.
 *
 * On PostgreSQL `name` is also the statement's name on each connection: one name, one text, always.
 */
const builtForTransactions = new WeakMap<object, Map<string, unknown>>();

export function preparedIn<T extends object>(tx: Tx, name: string, build: (tx: Tx) => T): T {
  const { dialect, session } = tx as unknown as { dialect: object; session: { client: unknown } };
  const built = builtOnce(builtForTransactions, dialect, name, () => build(tx));
  return Object.create(built, { client: { value: session.client } }) as T;
}

/**
 * Data-modifying CTEs that ride in another module's statement (ADR 0021), in the form `preparedIn`
 * can keep: `ctes` builds them once with placeholders whose names start with the piece's own prefix,
 * `values` fills those placeholders for this use, `name` goes into the host statement's name.
 */
export interface Along {
  readonly name: string;
  readonly ctes: (tx: Tx) => WithSubquery[];
  readonly values: Readonly<Record<string, unknown>>;
}

/** `{ key: sql.placeholder(prefix + key) }` for every key of a row shaped like `row`. */
export function placeholdersFor<T extends object>(prefix: string, row: T): { [K in keyof T]: Placeholder<string, T[K]> } {
  const out: Record<string, Placeholder> = {};
  for (const key of Object.keys(row)) out[key] = sql.placeholder(`${prefix}${key}`);
  return out as { [K in keyof T]: Placeholder<string, T[K]> };
}

/**
 * Adds (to `into`, or a new object) `row`'s values under the names `placeholdersFor(prefix, row)` gave them. An undefined value is a
 * mistake here: inline, drizzle would have written the column's default, a placeholder would send null.
 */
export function fillFor(prefix: string, row: object, into: Record<string, unknown> = {}): Record<string, unknown> {
  for (const [key, value] of Object.entries(row)) {
    if (value === undefined) throw new Error(`fillFor: ${prefix}${key} is undefined`);
    into[`${prefix}${key}`] = value;
  }
  return into;
}
