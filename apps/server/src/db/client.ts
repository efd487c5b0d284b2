import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';
import { lockDataDir, type DirLock } from './lock';
import { pgliteDriverClient } from './pglite-client';

export type Schema = typeof schema;
/** The one database type repositories take; a transaction is one too, so `tx` passes where `db` does. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, 'migrations');

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  migrate(): Promise<void>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const CASING = 'snake_case' as const;

/** Wraps an open PGlite (tests pass one loaded from a migrated template). */
export function fromPglite(client: PGlite, lock: DirLock | null = null): Database {
  // One batch of protocol messages per query, over named statements (db/pglite-client.ts, ADR 0035).
  const db = drizzlePglite({ client: pgliteDriverClient(client) as unknown as PGlite, schema, casing: CASING }) as unknown as Db;
  let closed = false;
  return {
    kind: 'pglite',
    db,
    migrate: () => migratePglite(drizzlePglite({ client, casing: CASING }), { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => !client.closed,
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
      lock?.release();
    },
  };
}

/** Wraps a pg Pool; errors on idle clients are logged by the caller, never crash the process. */
export function fromPgPool(pool: pg.Pool): Database {
  const db = drizzlePg({ client: pool, schema, casing: CASING }) as unknown as Db;
  let closed = false;
  return {
    kind: 'postgres',
    db,
    async migrate() {
      // An advisory lock keeps two instances starting together from migrating at once.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock(727274)');
        await migratePg(drizzlePg({ client, casing: CASING }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query('SELECT pg_advisory_unlock(727274)').catch(() => undefined);
        client.release();
      }
    },
    async ping() {
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

export function createPgPool(url: string, max = 10): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // Fail fast when the database is unreachable (SECURITY 30): the request gets a 503, not a hang.
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 15_000,
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  return pool;
}

/**
 * The embedded database's settings. PostgreSQL's default 128 MB of shared buffers live inside PGlite's
 * WebAssembly memory, which never shrinks: 16 MB keeps the whole server near 300 MB (issue 10), and the
 * demo catalogue's hot pages still fit; the data files sit in the OS page cache behind them.
 */
export const PGLITE_CONF = ['shared_buffers=16MB'];

/** `poolSize`: connections in the PostgreSQL pool (DATABASE_POOL_SIZE; 10 when not given). */
export type DatabaseConfig = { readonly kind: 'pglite'; readonly dataDir: string } | { readonly kind: 'postgres'; readonly url: string; readonly poolSize?: number };

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.kind === 'postgres') return fromPgPool(createPgPool(config.url, config.poolSize));
  const lock = lockDataDir(config.dataDir);
  try {
    const client = new PGlite(config.dataDir, { postgresqlconf: PGLITE_CONF });
    await client.waitReady;
    return fromPglite(client, lock);
  } catch (error) {
    lock.release();
    throw error;
  }
}
