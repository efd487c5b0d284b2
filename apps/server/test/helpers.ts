import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../src/app';
import { loadConfig } from '../src/config/env';
import { createPgPool, fromPglite, fromPgPool, type Database, type Db } from '../src/db/client';
import type { RateLimitOptions } from '../src/http/rate-limit';
import type { ApiBases } from '../src/modules/payments/gateways';
import type { Clock } from '../src/lib/clock';
import type { RoadDistance } from '../src/modules/geo/road-distance';
import { createRecordingPushSender, type PushSender } from '../src/modules/push/push-sender';

export const DB_KIND = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
let counter = 0;

/** A fresh database cloned from the run's migrated and seeded template. */
export async function openTestDatabase(): Promise<Database> {
  if (DB_KIND === 'pglite') {
    const blob = new Blob([fs.readFileSync(inject('pgliteTemplatePath'))]);
    const client = new PGlite({ loadDataDir: blob });
    await client.waitReady;
    return fromPglite(client);
  }
  const adminUrl = inject('pgAdminUrl');
  const name = `keka_t_${inject('runId')}_${process.pid}_${(counter += 1)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplateDatabase')}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = fromPgPool(createPgPool(url.toString(), 25));
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export interface PostOptions {
  readonly token?: string;
  readonly headers?: Record<string, string>;
  /** The client's address as the socket shows it (default 127.0.0.1). */
  readonly remoteAddress?: string;
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly database: Database;
  readonly db: Db;
  readonly post: (name: string, body?: unknown, options?: PostOptions) => Promise<LightMyRequestResponse>;
  readonly login: (email: string, password: string) => Promise<{ token: string; userId: number }>;
  readonly close: () => Promise<void>;
}

export interface TestAppOptions {
  readonly clock?: Clock;
  /** A database to share (two instances on one database); closed by its owner, not by close(). */
  readonly database?: Database;
  /** More environment for loadConfig (e.g. REDIS_URL, TRUST_PROXY). */
  readonly env?: Record<string, string>;
  readonly liveChannel?: string;
  readonly liveHeartbeatMs?: number;
  /** The maps distance port (SPEC §7 enGDMA) as a fake. */
  readonly roadDistance?: RoadDistance;
  /** Read caches' life; 0 (off) unless a test asks. */
  readonly cacheTtlMs?: number;
  /** Request limits; off unless a test asks (the suites register many users from one address). */
  readonly rateLimit?: RateLimitOptions;
  /** Where pushes go; a recording sender by default (nothing leaves the machine in tests). */
  readonly pushSender?: PushSender;
  /** `nearest` dispatch sweeps; off unless a test asks (tests call app.dispatch.sweep()). */
  readonly dispatchSweepMs?: number;
  /** Online payment adapters in place of the development gateways (real adapters pointed at fakes). */
  readonly paymentGateways?: AppOptions['paymentGateways'];
  /** Where adapters made from console-kept keys talk to (fakes on loopback). */
  readonly paymentApiBases?: ApiBases;
  /** Sign-in verifiers in place of the development ones (Google with test certs, Facebook against a fake). */
  readonly signInVerifiers?: AppOptions['signInVerifiers'];
}

/** The whole app on a fresh database, caches off, rate limits off, no web build, quiet logger. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(os.tmpdir(), 'keka-test-no-data-dir'), ...options.env });
  const extra: Partial<AppOptions> = {
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.liveChannel ? { liveChannel: options.liveChannel } : {}),
    ...(options.liveHeartbeatMs ? { liveHeartbeatMs: options.liveHeartbeatMs } : {}),
    ...(options.roadDistance ? { roadDistance: options.roadDistance } : {}),
    pushSender: options.pushSender ?? createRecordingPushSender(),
    dispatchSweepMs: options.dispatchSweepMs ?? 0,
    etaSweepMs: 0,
    substitutionSweepMs: 0,
    // Unpaid orders expire when a test says so (app.payments.expireOnce()).
    paymentSweepMs: 0,
    ...(options.paymentGateways ? { paymentGateways: options.paymentGateways } : {}),
    ...(options.paymentApiBases ? { paymentApiBases: options.paymentApiBases } : {}),
    ...(options.signInVerifiers ? { signInVerifiers: options.signInVerifiers } : {}),
  };
  const app = await buildApp({ config, database, cacheTtlMs: options.cacheTtlMs ?? 0, rateLimit: options.rateLimit ?? { enabled: false }, ...extra });
  const post: TestApp['post'] = (name, body, opts = {}) =>
    app.inject({
      method: 'POST',
      url: `/api/${name}`,
      headers: { 'content-type': 'application/json', ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
      payload: body === undefined ? '' : JSON.stringify(body),
      ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
    });
  return {
    app,
    database,
    db: database.db,
    post,
    async login(email, password) {
      const res = await post('login', { email, password });
      if (res.statusCode !== 200) throw new Error(`login failed for ${email}: ${res.body}`);
      const body = res.json<{ data: { auth_token: string; id: number } }>();
      return { token: body.data.auth_token, userId: body.data.id };
    },
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}
