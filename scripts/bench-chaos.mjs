#!/usr/bin/env node
// Chaos run (issue 35): TWO production server instances on one PostgreSQL and one Redis, under a bounded
// load of customers, a store owner and riders, while three faults are injected one after the other:
//   1. kill -9 of one instance, started again after a few seconds: at the worst moment, the one when
//      PostgreSQL has committed an order that instance is placing and the instance has not heard it yet;
//   2. Redis stopped and started again (a private redis-server of this run, never the machine's own);
//   3. PostgreSQL paused for 10 s: each instance reaches PostgreSQL through a loopback TCP proxy of this
//      run, and both stop forwarding bytes and hold new connections (the machine's PostgreSQL itself is
//      never touched), at the moment a place-order's COMMIT is on its way.
// The proxies see those moments in the wire protocol (startPgProxy); with no order placed within 10 s
// the fault lands at a random moment, and the report says which.
// Part of `npm run bench` (bench.mjs imports it; BENCH_CHAOS=0 skips); alone, `node scripts/bench-chaos.mjs`
// writes its section to bench/results/<date>-chaos.md (not when a switch below narrows the run: then it
// only prints).
//
// Set-up: a fresh database (BENCH_CHAOS_DB, default keka_chaos: dropped and created again, dropped at the
// end) is migrated and given the demo city and the bench customers (scripts/bench-orders-db.mjs); the
// demo riders' cash limit is lifted for the run (0 = none), else they stop getting offers after ₹5,000 of
// cash orders. The store owner and both demo riders log in through the API with their demo passwords.
//
// Load: BENCH_CHAOS_CUSTOMERS customers (default 8) each place an order, wait its answer, think
// BENCH_CHAOS_THINK_MS (default 5 s, ±30%) and go again; carts, wallet parts and tips come from the
// place-order bench's plan (scripts/bench-orders-load.mjs planRun). A customer's orders alternate between
// the instances; a failed try (connection refused or reset, a 5xx, no answer in BENCH_CHAOS_TIMEOUT_MS,
// 409 IDEMPOTENCY_IN_PROGRESS) is sent again with the same Idempotency-Key and body to the other
// instance, as a client behind a load balancer would, until it gets an answer (at most 90 s). 15% of
// answered orders are sent once more with their key to the other instance: the same order must come
// back. The store owner reads its dashboard twice a second and accepts and marks ready; each rider
// reads its orders, takes offers (3 open at most, the product's limit), picks up ready food and delivers
// with the customer's PIN (taps carry an Idempotency-Key). Every customer holds one live stream
// (GET /api/events) read like the web client reads it (apps/web/src/lib/live-events.ts): Last-Event-ID
// on resume, the server's retry: delay with backoff, and, when its instance goes away, the other one.
//
// Measured: orders attempted / answered, answers by HTTP status, live events delivered to the customer
// streams, and for each fault the time from the part's return (the instance answers /api/health again,
// Redis answers PING, the proxy forwards again) until every customer stream has caught up: it holds
// every kept event of its orders that the outbox (live_events) holds, one of them committed after the
// return (goal < 5 s). The same measure on the undisturbed load is the control row. After the run, in
// SQL: no order lost, none doubled, no wallet debit doubled, no status move doubled, rider cash once per
// delivery, no order stuck (every order delivered by the store and riders by the end), every stream
// complete. An integrity FAIL exits 1; a missed catch-up goal prints FAIL but does not change the exit code.
//
// Switches: BENCH_CHAOS=0 skips (in bench.mjs); BENCH_CHAOS_FAULTS=kill,redis,postgres (which, in order);
// BENCH_CHAOS_CUSTOMERS; BENCH_CHAOS_THINK_MS; BENCH_CHAOS_DOWN_S (kill and Redis: seconds down, default 5);
// BENCH_CHAOS_PAUSE_S (PostgreSQL, default 10); BENCH_CHAOS_SETTLE_S (load between faults, default 20);
// BENCH_CHAOS_TIMEOUT_MS (a client's wait for one answer, default 6000); BENCH_CHAOS_PORT (instance A;
// B is the next port; default BENCH_PORT + 3); BENCH_CHAOS_DB; BENCH_CHAOS_LOG_LEVEL (the instances'
// LOG_LEVEL, default fatal: at error they print every failed query of the faults); BENCH_CHAOS_SEED;
// BENCH_CHAOS_DUMP=<file> writes every order's tries (instance, send time, answer) as JSON; BENCH_PG_URL (admin URL, default postgres://postgres@127.0.0.1:5432/test).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { loadMenus, planRun, seededRandom } from './bench-orders-load.mjs';
import { root, startServer } from './lib/server-process.mjs';

const env = process.env;
const list = (value, fallback) => (value ? value.split(',').map((s) => s.trim()).filter(Boolean) : fallback);
const OPTIONS = {
  faults: list(env.BENCH_CHAOS_FAULTS, ['kill', 'redis', 'postgres']),
  customers: Number(env.BENCH_CHAOS_CUSTOMERS ?? 8),
  thinkMs: Number(env.BENCH_CHAOS_THINK_MS ?? 5000),
  downSeconds: Number(env.BENCH_CHAOS_DOWN_S ?? 5),
  pauseSeconds: Number(env.BENCH_CHAOS_PAUSE_S ?? 10),
  settleSeconds: Number(env.BENCH_CHAOS_SETTLE_S ?? 20),
  warmSeconds: 15,
  timeoutMs: Number(env.BENCH_CHAOS_TIMEOUT_MS ?? 6000),
  port: Number(env.BENCH_CHAOS_PORT ?? Number(env.BENCH_PORT ?? 4400) + 3),
  database: env.BENCH_CHAOS_DB ?? 'keka_chaos',
  logLevel: env.BENCH_CHAOS_LOG_LEVEL ?? 'fatal',
  seed: Number(env.BENCH_CHAOS_SEED ?? 35),
  pgUrl: env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  replayShare: 0.15,
  walletShare: 0.4,
  goalMs: 5000,
  catchUpTimeoutMs: 30_000,
  drainTimeoutMs: 90_000,
  orderGiveUpMs: 90_000,
  riderMaxOpen: 3,
};
const FAULT_NAMES = {
  kill: 'kill -9 of instance B, started again',
  redis: 'Redis stopped, started again',
  postgres: `PostgreSQL paused ${OPTIONS.pauseSeconds} s (proxy frozen)`,
};
/** Wallets the customers start with (paise), as in the place-order bench. */
const BALANCES = [0, 10_000, 25_000, 50_000, 100_000];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const now = () => performance.now();
const seconds = (ms) => (ms / 1000).toFixed(1);

/**
 * Runs the chaos part; returns { ok } (false when an integrity check failed or the run broke) after
 * logging its section, or { ok: true, skipped } when there is no PostgreSQL or redis-server to run on.
 */
export async function measureChaos({ log }) {
  for (const fault of OPTIONS.faults) if (!FAULT_NAMES[fault]) throw new Error(`BENCH_CHAOS_FAULTS: unknown fault ${fault}`);
  const admin = new pg.Client({ connectionString: OPTIONS.pgUrl, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch (error) {
    return skip(log, `no PostgreSQL answers at ${OPTIONS.pgUrl} (${error.code ?? error.message})`);
  }
  if (spawnSync('redis-server', ['--version'], { encoding: 'utf8' }).status !== 0) {
    await admin.end();
    return skip(log, 'no redis-server on this machine');
  }
  const run = new ChaosRun(admin);
  const stopOnSignal = () => {
    console.error('\nchaos: interrupted; stopping what this run started');
    void run.cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    await run.execute();
    run.report(log);
    return { ok: run.checks.every((c) => c.ok) };
  } finally {
    process.off('SIGINT', stopOnSignal);
    process.off('SIGTERM', stopOnSignal);
    await run.cleanup();
    await admin.end().catch(() => undefined);
  }
}

function skip(log, why) {
  console.log(`chaos: ${why}; skipping the chaos run.`);
  log('## Chaos: two instances, one PostgreSQL, one Redis (issue 35)');
  log();
  log(`Skipped: ${why}.`);
  log();
  return { ok: true, skipped: why };
}

// ---------------------------------------------------------------------------------------------------
// HTTP: keep-alive node:http (as the place-order bench's clients), one answer per call, never a throw.

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const RETRY_CODES = new Set(['IDEMPOTENCY_IN_PROGRESS', 'RATE_LIMITED']);
/** A try the client sends again, with the same key, to the other instance. */
const retryable = (a) => a.status === 0 || a.status >= 500 || a.status === 429 || RETRY_CODES.has(a.code);

/** POST /api/<name> on `port`: { status (0: no answer), code, json, ms, at }. */
function call(port, name, body, { token, key, timeoutMs = OPTIONS.timeoutMs, inflight } = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body ?? {});
  const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) };
  if (token) headers.authorization = `Bearer ${token}`;
  if (key) headers['idempotency-key'] = key;
  const t0 = now();
  const sentAt = Date.now();
  const busy = inflight ? (inflight[port] ??= new Map()) : null;
  busy?.set(name, (busy.get(name) ?? 0) + 1);
  return new Promise((resolve) => {
    let settled = false;
    const done = (answer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      busy?.set(name, busy.get(name) - 1);
      resolve({ ...answer, ms: now() - t0, at: now(), sentAt });
    };
    const req = http.request({ agent, host: '127.0.0.1', port, path: `/api/${name}`, method: 'POST', headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        let json = null;
        try {
          json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          // not JSON: counted by status
        }
        const status = res.statusCode ?? 0;
        done({ status, code: status === 200 ? 'OK' : (json?.code ?? 'NO_CODE'), json });
      });
      res.on('error', (error) => done({ status: 0, code: error.code ?? 'RESPONSE_ERROR', json: null }));
      res.on('close', () => {
        if (!res.complete) done({ status: 0, code: 'ECONNRESET', json: null });
      });
    });
    const timer = setTimeout(() => {
      req.destroy();
      done({ status: 0, code: 'TIMEOUT', json: null });
    }, timeoutMs);
    req.on('error', (error) => done({ status: 0, code: error.code ?? 'NETWORK', json: null }));
    req.end(text);
  });
}

const label = (a) => (a.status === 0 ? `no answer (${a.code})` : `${a.status} ${a.code}`);

// ---------------------------------------------------------------------------------------------------
// The PostgreSQL pause: a loopback TCP proxy per instance that can stop forwarding bytes and hold new
// connections. It also reads the client's side of the wire protocol far enough to see a transaction that
// writes a new order (its prepared statement first_order_and_ids, which only that path of place-order
// sends: a replay of an answered key never does) and that transaction's COMMIT, so a fault
// can land on the worst moment of an order: `trap` calls back once, either as the COMMIT is about to be
// forwarded (then a freeze holds it: written, not committed) or when PostgreSQL answers it (that answer
// is held back: committed, and the instance never learns it).

const NEW_ORDER_STATEMENT = Buffer.from('first_order_and_ids');
/** A simple-protocol Query message: 'Q', its length, the text and a NUL (how pg sends drizzle's commit). */
const queryMessage = (text) => {
  const body = Buffer.from(`${text}\0`);
  const length = Buffer.alloc(4);
  length.writeInt32BE(body.length + 4);
  return Buffer.concat([Buffer.from('Q'), length, body]);
};
const COMMIT = queryMessage('commit');
const ROLLBACK = queryMessage('rollback');

async function startPgProxy(target) {
  const pairs = new Set();
  const waiting = new Set();
  let frozen = false;
  let frozenStats = { connections: 0, held: 0 };
  let trap = null;
  const toServer = (pair, chunk) => {
    if (chunk.includes(NEW_ORDER_STATEMENT)) pair.placing = true;
    const commits = pair.placing && chunk.includes(COMMIT);
    if (chunk.includes(COMMIT) || chunk.includes(ROLLBACK)) pair.placing = false;
    if (commits && trap?.at === 'before-commit') {
      const { fire } = trap;
      trap = null;
      fire();
    }
    if (frozen) {
      pair.held.push([pair.upstream, chunk]);
      pair.client.pause();
      return;
    }
    pair.upstream.write(chunk);
    if (commits && trap?.at === 'after-commit') {
      pair.trapped = trap.fire;
      trap = null;
    }
  };
  const toClient = (pair, chunk) => {
    if (pair.swallow) return;
    if (pair.trapped) {
      // PostgreSQL answered the COMMIT: the order is in; its instance never hears so.
      const fire = pair.trapped;
      pair.trapped = null;
      pair.swallow = true;
      fire();
      return;
    }
    if (frozen) {
      pair.held.push([pair.client, chunk]);
      pair.upstream.pause();
      return;
    }
    pair.client.write(chunk);
  };
  const link = (client) => {
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream, held: [], placing: false, trapped: null, swallow: false };
    pairs.add(pair);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      pairs.delete(pair);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.on('data', (chunk) => toServer(pair, chunk));
    upstream.on('data', (chunk) => toClient(pair, chunk));
    client.resume();
  };
  const server = net.createServer({ pauseOnConnect: true }, (client) => {
    client.setNoDelay(true);
    if (!frozen) return link(client);
    // Held: accepted, nothing read or answered until the proxy resumes (or the client gives up).
    waiting.add(client);
    const gone = () => waiting.delete(client);
    client.on('error', gone).on('close', gone);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    /** Calls `fire` once, at `at` ('before-commit' | 'after-commit') of the next place-order COMMIT. */
    trap(at, fire) {
      trap = { at, fire };
    },
    untrap() {
      trap = null;
    },
    freeze() {
      frozen = true;
      for (const pair of pairs) {
        pair.client.pause();
        pair.upstream.pause();
      }
      frozenStats = { connections: pairs.size, held: 0 };
    },
    resume() {
      frozen = false;
      frozenStats.held = waiting.size;
      for (const pair of pairs) {
        for (const [to, chunk] of pair.held.splice(0)) to.write(chunk);
        pair.client.resume();
        pair.upstream.resume();
      }
      for (const client of [...waiting]) {
        waiting.delete(client);
        client.removeAllListeners('error').removeAllListeners('close');
        if (!client.destroyed) link(client);
      }
      return frozenStats;
    },
    async close() {
      for (const pair of pairs) {
        pair.client.destroy();
        pair.upstream.destroy();
      }
      for (const client of waiting) client.destroy();
      await new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** Resolves with true when `arm` fired its callback within `ms`, false when it did not (then it is disarmed). */
function whenTrapped(arm, disarm, ms) {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      disarm();
      resolve(false);
    }, ms);
    arm(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

// ---------------------------------------------------------------------------------------------------
// The run's own Redis: a redis-server process on a free port, without persistence.

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function redisPing(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const timer = setTimeout(() => finish(false), 500);
    let text = '';
    const finish = (ok) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(ok);
    };
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      text += chunk.toString();
      if (text.includes('\r\n')) finish(text.startsWith('+PONG'));
    });
    socket.on('error', () => finish(false));
  });
}

async function startPrivateRedis() {
  const port = await freePort();
  const redis = { port, url: `redis://127.0.0.1:${port}`, child: null };
  redis.start = async () => {
    const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning'], { stdio: 'ignore' });
    redis.child = child;
    for (let i = 0; i < 100; i += 1) {
      if (child.exitCode !== null) throw new Error(`redis-server on port ${port} exited (${child.exitCode})`);
      if (await redisPing(port)) return;
      await sleep(50);
    }
    throw new Error(`redis-server on port ${port} did not answer PING`);
  };
  redis.stop = async () => {
    const child = redis.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };
  await redis.start();
  return redis;
}

// ---------------------------------------------------------------------------------------------------
// A customer's live stream, read as the web client reads it.

const DEFAULT_RETRY_MS = 3000;
const MAX_RETRY_MS = 30_000;

class CustomerStream {
  constructor(customer, ports, home) {
    this.customer = customer;
    this.channel = `user:${customer.id}`;
    this.ports = ports;
    this.home = home;
    this.inst = home;
    this.received = new Set();
    this.lastId = null;
    this.repeats = 0;
    this.notices = { 'stream.degraded': 0, 'stream.resync': 0 };
    this.opens = 0;
    this.drops = [];
    this.req = null;
    this.connected = false;
    this.closed = false;
    this.retryMs = DEFAULT_RETRY_MS;
    this.attempt = 0;
    this.droppedAt = null;
  }

  open(inst) {
    this.inst = inst;
    const headers = { authorization: `Bearer ${this.customer.token}`, accept: 'text/event-stream' };
    if (this.lastId !== null) headers['last-event-id'] = String(this.lastId);
    const req = http.request({ host: '127.0.0.1', port: this.ports[inst], path: '/api/events', method: 'GET', headers, agent: false });
    this.req = req;
    req.on('response', (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        return this.lost(req);
      }
      if (this.req !== req) return res.destroy();
      this.connected = true;
      this.opens += 1;
      this.attempt = 0;
      if (this.droppedAt !== null) {
        this.drops.push({ at: this.droppedAt, back: now(), to: inst });
        this.droppedAt = null;
      }
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (text) => {
        buffer += text;
        for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
          this.frame(buffer.slice(0, cut));
          buffer = buffer.slice(cut + 2);
        }
      });
      res.on('end', () => this.lost(req));
      res.on('close', () => this.lost(req));
      res.on('error', () => this.lost(req));
    });
    req.on('error', () => this.lost(req));
    req.end();
  }

  frame(frame) {
    let id = null;
    let type = 'message';
    let hasData = false;
    for (const line of frame.split('\n')) {
      if (line.startsWith('id: ')) id = Number(line.slice(4));
      else if (line.startsWith('event: ')) type = line.slice(7);
      else if (line.startsWith('data: ')) hasData = true;
      else if (line.startsWith('retry: ')) this.retryMs = Number(line.slice(7));
    }
    if (!hasData) return;
    if (type in this.notices) this.notices[type] += 1;
    if (id === null) return;
    // SECURITY 32: an id is applied once; a repeat is counted, never applied twice.
    if (this.received.has(id)) this.repeats += 1;
    else this.received.add(id);
    this.lastId = this.lastId === null ? id : Math.max(this.lastId, id);
  }

  /** The connection ended: after the retry delay (doubling, ±20%) the other instance is asked, as a balancer would send it. */
  lost(req) {
    if (this.req !== req) return;
    this.req = null;
    this.connected = false;
    if (this.closed) return;
    this.droppedAt ??= now();
    this.attempt += 1;
    const base = Math.min(this.retryMs * 2 ** Math.max(0, this.attempt - 1), MAX_RETRY_MS);
    const wait = Math.round(base * (0.8 + 0.4 * Math.random()));
    setTimeout(() => {
      if (!this.closed && !this.req) this.open(1 - this.inst);
    }, wait);
  }

  /** Closed by the client and opened again on `inst` at once, resuming from its last id. */
  moveTo(inst) {
    const old = this.req;
    this.req = null;
    old?.destroy();
    this.connected = false;
    this.open(inst);
  }

  close() {
    this.closed = true;
    this.req?.destroy();
    this.req = null;
    this.connected = false;
  }
}

// ---------------------------------------------------------------------------------------------------

class ChaosRun {
  constructor(admin) {
    this.admin = admin;
    this.rng = seededRandom(OPTIONS.seed);
    this.instances = [
      { name: 'A', port: OPTIONS.port, server: null },
      { name: 'B', port: OPTIONS.port + 1, server: null },
    ];
    this.ports = this.instances.map((i) => i.port);
    this.inflight = {};
    this.answers = [];
    this.orders = [];
    this.replays = [];
    this.pins = new Map();
    this.streams = [];
    this.faults = [];
    this.health = [];
    this.checks = [];
    this.stopLoad = false;
    this.stopMovers = false;
    this.cleaned = false;
    this.t0 = now();
  }

  get directUrl() {
    const url = new URL(OPTIONS.pgUrl);
    url.pathname = `/${OPTIONS.database}`;
    return url.toString();
  }

  at(ms) {
    return seconds(ms - this.t0);
  }

  note(kind, answer) {
    this.answers.push({ kind, at: answer.at, label: label(answer), status: answer.status });
  }

  /** Sends until an answer that is not "try again", alternating instances from `first`; gives up after `giveUpMs`. */
  async withRetry(kind, first, name, body, { token, key, giveUpMs }) {
    const started = now();
    const attempts = [];
    for (let n = 0; ; n += 1) {
      const inst = (first + n) % 2;
      const answer = await call(this.ports[inst], name, body, { token, key, inflight: this.inflight });
      answer.inst = inst;
      this.note(kind, answer);
      attempts.push(answer);
      if (!retryable(answer)) return { final: answer, attempts, gaveUp: false };
      if (now() - started > giveUpMs) return { final: answer, attempts, gaveUp: true };
      await sleep(Math.min(2000, 200 * 2 ** Math.min(n, 4)) * (0.75 + 0.5 * Math.random()));
    }
  }

  // ---- set-up

  async execute() {
    const { admin } = this;
    console.log(`\nChaos: preparing ${OPTIONS.database} (dropped and created again, migrated, demo city, ${OPTIONS.customers} customers)`);
    await admin.query(`DROP DATABASE IF EXISTS ${OPTIONS.database} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${OPTIONS.database}`);
    this.dbCreated = true;
    const db = await import('./bench-orders-db.mjs');
    this.benchDb = db;
    const database = await db.prepareDatabase({ kind: 'postgres', url: this.directUrl });
    try {
      const balances = Array.from({ length: OPTIONS.customers }, () => BALANCES[Math.floor(this.rng() * BALANCES.length)]);
      this.customers = (await db.seedCustomers(database.db, { label: `chaos${Date.now().toString(36)}`, balances, firstIp: 1 })).map((c, index) => ({ ...c, index }));
    } finally {
      await database.close();
    }
    this.sql = new pg.Pool({ connectionString: this.directUrl, max: 3 });
    this.customerIds = this.customers.map((c) => c.id);
    await this.sql.query(`insert into settings (key, value, is_public) values ('cash_limit', '0', false) on conflict (key) do update set value = '0'`);
    this.riderCashBefore = await this.riderCash();

    this.redis = await startPrivateRedis();
    this.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keka-chaos-'));
    const pgTarget = { host: new URL(OPTIONS.pgUrl).hostname, port: Number(new URL(OPTIONS.pgUrl).port || 5432) };
    for (const inst of this.instances) {
      // Each instance reaches PostgreSQL through a proxy of its own: a fault can then pick its connections.
      inst.proxy = await startPgProxy(pgTarget);
      const proxied = new URL(this.directUrl);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(inst.proxy.port);
      inst.env = { DATABASE_URL: proxied.toString(), REDIS_URL: this.redis.url, RATE_LIMITS: 'off', SEED_DEMO: 'false', TRUST_PROXY: 'false', LOG_LEVEL: OPTIONS.logLevel, DATA_DIR: this.dataDir };
      inst.server = await startServer({ port: inst.port, label: `chaos ${inst.name}`, env: inst.env });
      console.log(`Chaos: instance ${inst.name} up on port ${inst.port} in ${inst.server.startMs} ms (PostgreSQL through the proxy on ${inst.proxy.port}, Redis on ${this.redis.port})`);
    }
    await this.signIn();
    await this.load();
    await this.check();
  }

  async signIn() {
    const login = async (route, email, password) => {
      const answer = await call(this.ports[0], route, { email, password }, { timeoutMs: 20_000 });
      if (answer.status !== 200) throw new Error(`${route} for ${email} answered ${label(answer)}`);
      return answer.json.data.auth_token;
    };
    this.owner = await login('store/login', 'store@demo.keka.in', 'store123');
    this.riders = [];
    for (const email of ['delivery@demo.keka.in', 'delivery2@demo.keka.in']) {
      const token = await login('delivery/login', email, 'delivery123');
      const info = await call(this.ports[0], 'delivery/update-user-info', { is_online: true }, { token });
      if (info.status !== 200) throw new Error(`delivery/update-user-info answered ${label(info)}`);
      if (info.json.data.offer_refusal) throw new Error(`rider ${email} gets no offers: ${info.json.data.offer_refusal}`);
      this.riders.push({ email, token, id: info.json.data.id, index: this.riders.length });
    }
    const dashboard = await call(this.ports[0], 'store/dashboard', {}, { token: this.owner });
    if (dashboard.status !== 200) throw new Error(`store/dashboard answered ${label(dashboard)}`);
    const owned = new Set(dashboard.json.data.stores.map((s) => s.id));
    const menus = (await loadMenus(`http://127.0.0.1:${this.ports[0]}`)).filter((m) => owned.has(m.id));
    if (menus.length === 0) throw new Error("none of the demo store owner's stores delivers to the bench point now");
    this.menus = menus;
    const jobs = planRun({
      rng: this.rng,
      runId: `chaos-${Date.now().toString(36)}`,
      customers: this.customers,
      menus,
      coupon: null,
      ordersPerCustomer: 100,
      couponShare: 0,
      walletShare: OPTIONS.walletShare,
      replayShare: 0,
      concurrency: OPTIONS.customers,
    });
    this.plans = new Map(this.customers.map((c) => [c.id, jobs.filter((j) => j.customer.id === c.id)]));
    console.log(`Chaos: store owner and ${this.riders.length} riders signed in; ordering from ${menus.map((m) => m.name).join(', ')}`);
  }

  // ---- load

  async customerLoop(customer) {
    const plan = this.plans.get(customer.id);
    await sleep(this.rng() * OPTIONS.thinkMs);
    for (let k = 0; !this.stopLoad && k < plan.length; k += 1) {
      const job = plan[k];
      const first = (customer.index + k) % 2;
      const order = { key: job.key, customer, startedAt: now(), uid: null, pin: null };
      this.orders.push(order);
      const r = await this.withRetry('place-order', first, 'place-order', job.payload, { token: customer.token, key: job.key, giveUpMs: OPTIONS.orderGiveUpMs });
      order.final = r.final;
      order.attempts = r.attempts;
      order.gaveUp = r.gaveUp;
      order.answeredAt = now();
      if (r.final.status === 200) {
        order.uid = r.final.json.data.unique_order_id;
        order.pin = r.final.json.data.delivery_pin;
        this.pins.set(order.uid, order.pin);
        if (this.rng() < OPTIONS.replayShare) {
          // The answer was "lost": the same request again, through the other instance.
          const again = await this.withRetry('place-order replay', 1 - r.final.inst, 'place-order', job.payload, { token: customer.token, key: job.key, giveUpMs: OPTIONS.orderGiveUpMs });
          this.replays.push({ order, answer: again.final, same: again.final.status === 200 && again.final.json.data.unique_order_id === order.uid });
        }
      }
      await sleep(OPTIONS.thinkMs * (0.7 + 0.6 * this.rng()));
    }
  }

  async move(kind, name, body, token, key) {
    const first = Math.floor(Math.random() * 2);
    return this.withRetry(kind, first, name, body, { token, key, giveUpMs: 8_000 });
  }

  async storeLoop() {
    for (let tick = 0; !this.stopMovers; tick += 1) {
      const read = await call(this.ports[tick % 2], 'store/dashboard', {}, { token: this.owner });
      this.note('store', read);
      if (read.status === 200) {
        const { orders } = read.json.data;
        for (const card of orders.new) await this.move('store', 'store/accept-order', { unique_order_id: card.unique_order_id }, this.owner);
        for (const card of orders.preparing) if (!card.ready_at) await this.move('store', 'store/mark-ready', { unique_order_id: card.unique_order_id }, this.owner);
      }
      await sleep(500);
    }
  }

  async pinOf(uid) {
    if (this.pins.has(uid)) return this.pins.get(uid);
    // An order whose answer never reached its customer: the customer still has the PIN on the order page.
    const { rows } = await this.sql.query('select delivery_pin from orders where unique_order_id = $1', [uid]);
    return rows[0]?.delivery_pin ?? '0000';
  }

  async riderLoop(rider) {
    for (let tick = rider.index; !this.stopMovers; tick += 1) {
      const read = await call(this.ports[tick % 2], 'delivery/get-delivery-orders', {}, { token: rider.token });
      this.note('rider', read);
      if (read.status === 200) {
        const { new_orders: offers, accepted, picked_up: pickedUp } = read.json.data;
        for (const card of pickedUp) {
          await this.move('rider', 'delivery/deliver-order', { unique_order_id: card.unique_order_id, delivery_pin: await this.pinOf(card.unique_order_id) }, rider.token, `deliver-${card.unique_order_id}`);
        }
        for (const card of accepted) {
          if (card.ready_at) await this.move('rider', 'delivery/pickedup-order', { unique_order_id: card.unique_order_id }, rider.token, `pickup-${card.unique_order_id}`);
        }
        if (offers.length > 0 && accepted.length + pickedUp.length < OPTIONS.riderMaxOpen) {
          const offer = offers[rider.index % offers.length];
          await this.move('rider', 'delivery/accept-to-deliver', { unique_order_id: offer.unique_order_id }, rider.token);
        }
      }
      await sleep(400 + Math.random() * 200);
    }
  }

  async healthLoop() {
    const last = ['', ''];
    while (!this.stopMovers) {
      await Promise.all(
        this.instances.map(async (inst, i) => {
          const answer = await new Promise((resolve) => {
            const req = http.get({ host: '127.0.0.1', port: inst.port, path: '/api/health', agent: false, timeout: 1500 }, (res) => {
              let text = '';
              res.on('data', (c) => (text += c));
              res.on('end', () => {
                try {
                  resolve(JSON.parse(text).status ?? `HTTP ${res.statusCode}`);
                } catch {
                  resolve(`HTTP ${res.statusCode}`);
                }
              });
            });
            req.on('timeout', () => req.destroy(new Error('timeout')));
            req.on('error', (error) => resolve(error.message === 'timeout' ? 'no answer' : 'unreachable'));
          });
          if (answer !== last[i]) {
            last[i] = answer;
            this.health.push({ at: now(), inst: inst.name, status: answer });
          }
        }),
      );
      await sleep(250);
    }
  }

  async load() {
    this.streams = this.customers.map((c) => new CustomerStream(c, this.ports, c.index % 2));
    for (const s of this.streams) s.open(s.home);
    this.t0 = now();
    const movers = [this.storeLoop(), ...this.riders.map((r) => this.riderLoop(r)), this.healthLoop()];
    const customers = this.customers.map((c) => this.customerLoop(c));
    console.log(`Chaos: load running (${OPTIONS.customers} customers, one order per ~${seconds(OPTIONS.thinkMs)} s each; ${OPTIONS.warmSeconds} s before the first fault)`);
    await sleep(OPTIONS.warmSeconds * 1000);
    // The control: the same catch-up measure with nothing broken (the measure's own floor).
    const control = { fault: 'control', name: 'none (control: the undisturbed load)', at: now(), returnedAt: now(), detail: 'nothing injected', window: [this.t0, now()] };
    control.catchUp = await this.measureCatchUp(control.returnedAt);
    this.faults.push(control);
    await sleep(3000);
    console.log(`Chaos: control: streams caught up ${control.catchUp.ms === null ? 'NEVER' : `in ${seconds(control.catchUp.ms)} s`}`);
    for (const fault of OPTIONS.faults) {
      const result = await this[`fault_${fault}`]();
      const entry = { fault, name: FAULT_NAMES[fault], ...result };
      this.faults.push(entry);
      entry.catchUp = await this.measureCatchUp(entry.returnedAt);
      console.log(
        `Chaos: ${entry.name} at ${this.at(entry.at)} s, back at ${this.at(entry.returnedAt)} s: streams caught up ${entry.catchUp.ms === null ? `NEVER (${entry.catchUp.missing} events missing)` : `${seconds(entry.catchUp.ms)} s after the return`}; ${entry.detail}`,
      );
      const settleUntil = entry.returnedAt + OPTIONS.settleSeconds * 1000;
      if (now() < settleUntil) await sleep(settleUntil - now());
      entry.windowEnd = now();
      entry.window = [entry.at, entry.returnedAt + 5000];
      // Streams that moved during the fault go back to their own instance (resuming), so the next fault finds them on both.
      entry.movedHome = 0;
      for (const s of this.streams) {
        if (s.inst !== s.home) {
          s.moveTo(s.home);
          entry.movedHome += 1;
        }
      }
      if (entry.movedHome) await sleep(1000);
    }
    this.stopLoad = true;
    this.loadEnd = now();
    console.log('Chaos: load stopped; waiting for the last answers and for the store and riders to finish every order');
    await Promise.all(customers);
    this.drain = await this.waitForFinalStatuses();
    this.stopMovers = true;
    await Promise.all(movers);
    this.finalCatchUp = await this.measureCatchUp(now(), { needNewEvent: false });
    for (const s of this.streams) s.close();
    for (const inst of this.instances) await inst.server?.stop();
    console.log(`Chaos: every order final after ${seconds(this.drain.ms)} s of draining (${this.drain.open} open); instances stopped`);
  }

  // ---- faults

  async fault_kill() {
    const victim = this.instances[1];
    const { child } = victim.server;
    const exited = new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', resolve)));
    let inFlight = [];
    let streamsOn = 0;
    const kill = () => {
      inFlight = [...(this.inflight[victim.port] ?? new Map())].filter(([, n]) => n > 0).map(([name, n]) => `${n} ${name}`);
      streamsOn = this.streams.filter((s) => s.connected && s.inst === 1).length;
      child.kill('SIGKILL');
    };
    // The worst moment: PostgreSQL has just committed an order B is placing, and B has not heard it yet.
    const trapped = await whenTrapped((done) => victim.proxy.trap('after-commit', () => (kill(), done())), () => victim.proxy.untrap(), 10_000);
    if (!trapped) kill();
    const at = now();
    await exited;
    victim.server = null;
    await sleep(OPTIONS.downSeconds * 1000);
    // Kept while it starts: a cleanup meanwhile (Ctrl-C) waits for it and stops it.
    victim.starting = startServer({ port: victim.port, label: 'chaos B (restarted)', env: victim.env });
    try {
      victim.server = await victim.starting;
    } finally {
      victim.starting = null;
    }
    if (this.cleaned) throw new Error('chaos: interrupted');
    const moment = trapped ? 'the moment PostgreSQL acknowledged the COMMIT of an order B was placing (the order committed, its answer never sent)' : 'at a random moment (no place-order COMMIT on B within 10 s)';
    return { at, returnedAt: now(), detail: `B killed ${moment}, with ${inFlight.length ? inFlight.join(', ') : 'no request'} in flight and ${streamsOn} customer streams open; down ${OPTIONS.downSeconds} s, then up again in ${victim.server.startMs} ms` };
  }

  async fault_redis() {
    const at = now();
    await this.redis.stop();
    await sleep(OPTIONS.downSeconds * 1000);
    await this.redis.start();
    return { at, returnedAt: now(), detail: `redis-server (port ${this.redis.port}) stopped (SIGTERM) for ${OPTIONS.downSeconds} s, started again` };
  }

  async fault_postgres() {
    const proxies = this.instances.map((i) => i.proxy);
    const freeze = () => {
      for (const proxy of proxies) proxy.untrap();
      for (const proxy of proxies) proxy.freeze();
    };
    // The worst moment: an order's transaction written, its COMMIT on the way (held by the freeze).
    const trapped = await whenTrapped((done) => proxies.forEach((proxy) => proxy.trap('before-commit', () => (freeze(), done()))), () => proxies.forEach((proxy) => proxy.untrap()), 10_000);
    if (!trapped) freeze();
    const at = now();
    await sleep(OPTIONS.pauseSeconds * 1000);
    const stats = proxies.map((proxy) => proxy.resume());
    const moment = trapped ? "as a place-order's COMMIT was on its way (the transaction written, not committed)" : 'at a random moment (no place-order COMMIT within 10 s)';
    return {
      at,
      returnedAt: now(),
      detail: `paused ${moment}; ${stats.reduce((n, x) => n + x.connections, 0)} open connections frozen, ${stats.reduce((n, x) => n + x.held, 0)} new connections held for ${OPTIONS.pauseSeconds} s, then forwarded`,
    };
  }

  // ---- measures

  /** Per customer stream, the kept events of its channel the outbox holds that the stream has not received. */
  async streamGaps() {
    const channels = this.streams.map((s) => s.channel);
    const { rows } = await this.sql.query('select c, array_agg(id) as ids from live_events, unnest(channels) as c where c = any($1::text[]) group by c', [channels]);
    const byChannel = new Map(rows.map((r) => [r.c, r.ids.map(Number)]));
    let missing = 0;
    let top = 0;
    const behind = [];
    for (const s of this.streams) {
      const ids = byChannel.get(s.channel) ?? [];
      for (const id of ids) top = Math.max(top, id);
      const lacking = ids.filter((id) => !s.received.has(id));
      if (lacking.length > 0) {
        missing += lacking.length;
        behind.push(`customer ${s.customer.id} (stream on ${this.instances[s.inst].name}, ${s.connected ? 'open' : 'closed'}): ${lacking.length} missing, e.g. ${lacking.slice(0, 3).join(', ')}`);
      }
    }
    return { missing, top, behind };
  }

  /**
   * From `fromMs` on, polls every 100 ms until every customer stream holds every kept event of its
   * channel in the outbox and (needNewEvent) the outbox holds one committed after `fromMs`.
   */
  async measureCatchUp(fromMs, { needNewEvent = true } = {}) {
    const before = needNewEvent ? (await this.streamGaps()).top : null;
    let first = null;
    for (;;) {
      const gaps = await this.streamGaps();
      const t = now();
      first ??= gaps.missing;
      if (gaps.missing === 0 && (before === null || gaps.top > before)) return { ms: Math.max(0, t - fromMs), missingAtReturn: first };
      if (t - fromMs > OPTIONS.catchUpTimeoutMs) return { ms: null, missing: gaps.missing, behind: gaps.behind, missingAtReturn: first };
      await sleep(100);
    }
  }

  async waitForFinalStatuses() {
    const started = now();
    for (;;) {
      const { rows } = await this.sql.query('select count(*) filter (where order_status_id not in (5, 6)) as open from orders where user_id = any($1)', [this.customerIds]);
      const open = Number(rows[0].open);
      // Timed from the moment the load stopped (the customers' last orders and think times included).
      if (open === 0 || now() - started > OPTIONS.drainTimeoutMs) return { ms: now() - this.loadEnd, open };
      await sleep(500);
    }
  }

  async riderCash() {
    const { rows } = await this.sql.query(
      `select u.id, u.email, p.cash_in_hand_paise as cash from users u join delivery_profiles p on p.user_id = u.id where u.email in ('delivery@demo.keka.in', 'delivery2@demo.keka.in')`,
    );
    return new Map(rows.map((r) => [r.id, Number(r.cash)]));
  }

  // ---- checks (after the instances stopped)

  async check() {
    const check = (ok, what, detail) => this.checks.push({ ok, what, detail });
    const answered = this.orders.filter((o) => o.uid);
    const seen = {
      orderIds: new Map(answered.map((o) => [o.uid, o.customer.id])),
      keysWithOrder: new Set(answered.map((o) => o.key)).size,
      coupons: [],
    };
    for (const r of this.replays) if (r.answer.status === 200) seen.orderIds.set(r.answer.json.data.unique_order_id, r.order.customer.id);
    const checked = await this.benchDb.openForChecks({ kind: 'postgres', url: this.directUrl });
    try {
      for (const c of await this.benchDb.checkIntegrity(checked.db, seen)) this.checks.push(c);
    } finally {
      await checked.close();
    }

    const gaveUp = this.orders.filter((o) => o.gaveUp);
    check(gaveUp.length === 0, 'every order a customer sent got an answer (retries included)', `${this.orders.length - gaveUp.length} of ${this.orders.length}; ${gaveUp.length} gave up after ${seconds(OPTIONS.orderGiveUpMs)} s of tries`);
    const retried = answered.filter((o) => o.attempts.length > 1);
    // A key whose transaction began (PostgreSQL's now()) before the answered try was sent was claimed by an
    // earlier try: its order was made, its answer lost, and the retry got the stored answer. A lower bound:
    // an earlier try whose transaction began after the last try was sent is not told apart.
    const { rows: claimed } = await this.sql.query(
      `select key, extract(epoch from created_at) * 1000 as ms, response->'data'->>'unique_order_id' as uid from idempotency_keys where route = 'place-order' and user_id = any($1)`,
      [this.customerIds],
    );
    const claimedMs = new Map(claimed.map((r) => [r.key, Number(r.ms)]));
    this.claimedMs = claimedMs;
    this.storedUid = new Map(claimed.map((r) => [r.key, r.uid]));
    // 50 ms of margin: PostgreSQL's clock in µs, the client's in ms, and a try's own transaction begins a few ms after it is sent.
    this.lostAnswers = retried.filter((o) => claimedMs.get(o.key) < o.final.sentAt - 50);
    if (env.BENCH_CHAOS_DUMP) {
      const dump = this.orders.map((o) => ({ key: o.key, uid: o.uid, claimedAt: claimedMs.get(o.key) ?? null, tries: o.attempts.map((a) => ({ on: this.instances[a.inst].name, sentAt: a.sentAt, ms: Math.round(a.ms), answer: label(a) })) }));
      fs.writeFileSync(env.BENCH_CHAOS_DUMP, JSON.stringify(dump, null, 1));
    }
    const sameReplays = this.replays.filter((r) => r.same);
    const other = this.replays.filter((r) => !r.same);
    // Every order answered after a failure: the key's stored answer names the order the client got.
    const notStored = retried.filter((o) => this.storedUid.get(o.key) !== o.uid);
    check(
      sameReplays.length === this.replays.length && notStored.length === 0,
      'a request sent again with its Idempotency-Key answers the same order',
      `${retried.length} orders answered only after failed tries (${retried.reduce((n, o) => n + o.attempts.length - 1, 0)} failed tries, each sent again with its key and body), ` +
        `at least ${this.lostAnswers.length} of them placed by an earlier try whose answer was lost (its key's transaction began before the answered try was sent), answered with that order; ` +
        `${retried.length - notStored.length} of the ${retried.length} answered with the order their key holds${notStored.length ? ` (NOT: ${notStored.slice(0, 3).map((o) => `${o.key} got ${o.uid}, its key holds ${this.storedUid.get(o.key)}`).join('; ')})` : ''}; ` +
        `${this.replays.length} answered orders sent again to the other instance: ${sameReplays.length} answered with the same order` +
        (other.length ? `, ${other.length} otherwise (${summarise(other.map((r) => label(r.answer)))})` : ''),
    );

    const { rows: statuses } = await this.sql.query(
      `select o.unique_order_id as uid, o.order_status_id as status, o.created_at,
              array_agg(h.to_status_id order by h.id) as moves
       from orders o left join order_status_history h on h.order_id = o.id
       where o.user_id = any($1) group by o.id order by o.id`,
      [this.customerIds],
    );
    const notDelivered = statuses.filter((r) => Number(r.status) !== 5);
    const WHY = { 1: 'placed, never accepted by the store', 2: 'accepted, no rider took it', 3: 'a rider has it, never picked up', 4: 'picked up, never delivered', 6: 'cancelled' };
    check(
      notDelivered.length === 0,
      'no order stuck: every order placed was delivered by the store and riders by the end',
      `${statuses.length - notDelivered.length} of ${statuses.length} delivered, the last ${seconds(this.drain.ms)} s after the load stopped` +
        (notDelivered.length ? `; not delivered: ${notDelivered.slice(0, 5).map((r) => `${r.uid} status ${r.status} (${WHY[r.status] ?? '?'})`).join('; ')}` : ''),
    );
    const wrongMoves = statuses.filter((r) => r.moves.join(',') !== '1,2,3,4,5');
    check(
      wrongMoves.length === 0,
      'no status move doubled or skipped (history 1 → 2 → 3 → 4 → 5 once each)',
      `${statuses.length - wrongMoves.length} of ${statuses.length} orders with exactly that history` + (wrongMoves.length ? `; e.g. ${wrongMoves.slice(0, 3).map((r) => `${r.uid}: ${r.moves.join('→')}`).join('; ')}` : ''),
    );
    const { rows: earnings } = await this.sql.query(
      `select e.delivery_user_id as rider, count(*) as n, count(distinct e.order_id) as orders, coalesce(sum(e.cash_collected_paise), 0) as cash
       from delivery_earnings e join orders o on o.id = e.order_id where o.user_id = any($1) group by 1`,
      [this.customerIds],
    );
    const cashAfter = await this.riderCash();
    const cashOff = [...cashAfter].filter(([id, cash]) => cash - (this.riderCashBefore.get(id) ?? 0) !== Number(earnings.find((e) => Number(e.rider) === id)?.cash ?? 0));
    const earningRows = earnings.reduce((n, e) => n + Number(e.n), 0);
    const earningOrders = earnings.reduce((n, e) => n + Number(e.orders), 0);
    check(
      cashOff.length === 0 && earningRows === earningOrders && earningRows === statuses.length - notDelivered.length,
      "each delivery paid its rider once (earnings rows, cash in hand)",
      `${earningRows} earnings rows for ${earningOrders} delivered orders; cash in hand grew by ${[...cashAfter].map(([id, cash]) => `₹${((cash - (this.riderCashBefore.get(id) ?? 0)) / 100).toFixed(2)}`).join(' and ')}, ` +
        `${cashOff.length === 0 ? 'equal to' : 'NOT equal to'} the cash their deliveries collected`,
    );

    const final = this.finalCatchUp;
    const events = this.streams.reduce((n, s) => n + s.received.size, 0);
    check(
      final.ms !== null,
      "every customer stream received every kept event of its orders by the end",
      final.ms !== null ? `${events} events over ${this.streams.length} streams, none missing` : `${final.missing} events never arrived after ${seconds(OPTIONS.catchUpTimeoutMs)} s: ${final.behind.slice(0, 3).join('; ')}`,
    );
    for (const c of this.checks) (c.ok ? console.log : console.error)(`${c.ok ? 'PASS' : '!!! FAIL'} chaos: ${c.what}: ${c.detail}`);
  }

  // ---- report

  healthDuring(fault) {
    const until = fault.windowEnd ?? fault.returnedAt + 10_000;
    const lines = [];
    for (const inst of this.instances) {
      const changes = this.health.filter((h) => h.inst === inst.name && h.at >= fault.at - 250 && h.at <= until);
      if (changes.length) lines.push(`${inst.name}: ${changes.map((h) => `${h.status} ${seconds(h.at - fault.at)} s`).join(' → ')}`);
    }
    return lines.length ? lines.join('; ') : 'ok throughout';
  }

  report(log) {
    const placeTries = this.answers.filter((a) => a.kind === 'place-order');
    const answered = this.orders.filter((o) => o.uid);
    const refused = this.orders.filter((o) => !o.uid && !o.gaveUp);
    const runSeconds = (this.loadEnd - this.t0) / 1000;
    log(`## Chaos: two instances, one PostgreSQL, one Redis, faults under load (issue 35; ${new Date().toISOString().slice(0, 10)})`);
    log();
    log(
      `Two production servers (A, B) on one PostgreSQL 15 database (each through a loopback TCP proxy of its own that can freeze it) and one private redis-server, ${os.cpus().length} cores shared with the clients. ` +
        `${OPTIONS.customers} customers each place an order, wait for its answer, think ~${seconds(OPTIONS.thinkMs)} s and go again, alternating instances; a failed try (no answer, a 5xx, "still being placed") goes again with the same Idempotency-Key to the other instance; ` +
        `${OPTIONS.replayShare * 100}% of answered orders are sent once more to the other instance. The demo store owner accepts and marks ready from its dashboard, two demo riders take offers, pick up and deliver with the PIN. ` +
        `Every customer holds a live stream (GET /api/events) resumed with Last-Event-ID, on the other instance when its own goes away. ` +
        `Caught up: every customer stream holds every kept event of its orders the outbox holds, one of them committed after the part's return (polled every 100 ms; goal < ${seconds(OPTIONS.goalMs)} s); ` +
        `the control row is the same measure on the undisturbed load, the measure's own floor. The streams B held when it was killed reopen on A after the client's retry delay (3 s ± 20%), before B is back: ` +
        `"streams dropped" says how long they were gone. Load ${runSeconds.toFixed(0)} s, then the store and riders finish every order. ` +
        `Riders' cash limit lifted for the run (else offers stop at ₹5,000 of cash in hand), 3 open orders each as in the product. Expected refusals: 409 ALREADY_ACCEPTED (both riders went for one offer), ` +
        `409 INVALID_TRANSITION (a store move sent again after its answer was lost found it done), 422 WALLET_INSUFFICIENT (the plan's wallet-only orders beyond the balance).`,
    );
    log();
    log(
      `Orders placed: ${this.orders.length} attempted / ${answered.length + refused.length} answered (${answered.length} placed, ${refused.length} refused by the plan: ${summarise(refused.map((o) => label(o.final)))}` +
        `${this.orders.some((o) => o.gaveUp) ? `; ${this.orders.filter((o) => o.gaveUp).length} never answered` : ''}), ${placeTries.length} tries in all, ${answered.filter((o) => o.attempts.length > 1).length} orders answered only after a failed try (at least ${this.lostAnswers.length} of them placed by an earlier try whose answer was lost). ` +
        `Live events delivered to customer streams: ${this.streams.reduce((n, s) => n + s.received.size, 0)} (${this.streams.reduce((n, s) => n + s.repeats, 0)} repeats dropped by id; ` +
        `${this.streams.reduce((n, s) => n + s.notices['stream.degraded'], 0)} stream.degraded and ${this.streams.reduce((n, s) => n + s.notices['stream.resync'], 0)} stream.resync notices; ` +
        `${this.streams.reduce((n, s) => n + s.opens, 0) - this.streams.length} reopenings).`,
    );
    log();
    log('| fault | injected at s | part back at s | kept events the streams lacked at the return | return → every stream caught up | goal < 5 s | place-order tries in the fault window (fault → 5 s after the return) | streams dropped (reopened after) | /api/health seen (s from the fault) |');
    log('|---|---:|---:|---:|---:|---|---|---|---|');
    for (const f of this.faults) {
      const c = f.catchUp;
      const [from, to] = f.window;
      const tries = this.answers.filter((a) => a.kind === 'place-order' && a.at >= from && a.at <= to).map((a) => a.label);
      const drops = this.streams.flatMap((s) => s.drops).filter((d) => d.at >= from && d.at <= (f.windowEnd ?? to));
      const dropCell = drops.length ? `${drops.length} (${range(drops.map((d) => d.back - d.at))} s)` : '0';
      const caught = c.ms === null ? `**never** (${c.missing} missing after ${seconds(OPTIONS.catchUpTimeoutMs)} s)` : `${seconds(c.ms)} s`;
      const goal = c.ms !== null && c.ms < OPTIONS.goalMs ? 'pass' : '**FAIL**';
      const control = f.fault === 'control';
      log(
        `| ${f.name} | ${control ? '–' : this.at(f.at)} | ${control ? `(measured at ${this.at(f.returnedAt)})` : this.at(f.returnedAt)} | ${c.missingAtReturn} | ${caught} | ${goal} | ${control ? `(the ${this.at(f.returnedAt)} s before: ${summarise(tries) || 'none'})` : summarise(tries) || 'none'} | ${dropCell} | ${control ? '–' : this.healthDuring(f)} |`,
      );
    }
    log();
    const wallAt = (ms) => Date.now() - (now() - ms);
    for (const f of this.faults.filter((x) => x.fault !== 'control')) {
      // Orders whose key was claimed by a try that never got its answer, around this fault.
      // Claimed from a timeout before the fault (a try sent then) to the end of the fault window.
      const [from, to] = [wallAt(f.at) - OPTIONS.timeoutMs - 1000, wallAt(f.returnedAt) + 5000];
      const lost = this.lostAnswers.filter((o) => this.claimedMs.get(o.key) >= from && this.claimedMs.get(o.key) <= to);
      const lostText = lost.length
        ? ` Orders placed by a try whose answer was lost: ${lost.map((o) => `${o.uid} (${o.attempts.map((a) => `${this.instances[a.inst].name}: ${label(a)}`).join(' → ')}; ${this.storedUid.get(o.key) === o.uid ? 'answered with the order its key holds' : `answered ${o.uid}, but its key holds ${this.storedUid.get(o.key)}`})`).join('; ')}.`
        : '';
      log(`- ${f.name}: ${f.detail}${f.movedHome ? `; afterwards ${f.movedHome} streams were moved back to their own instance` : ''}.${lostText}`);
    }
    log();
    log('Answers by HTTP status (every try, retries included):');
    log();
    const kinds = ['place-order', 'place-order replay', 'store', 'rider'];
    const titles = { 'place-order': 'place-order', 'place-order replay': 'place-order sent again', store: 'store owner (dashboard, accept, ready)', rider: 'riders (orders, accept, pick up, deliver)' };
    const labels = [...new Set(this.answers.map((a) => a.label))].sort((a, b) => (a.startsWith('200') ? -1 : b.startsWith('200') ? 1 : a.localeCompare(b)));
    log(`| answer | ${kinds.map((k) => titles[k]).join(' | ')} |`);
    log(`|---|${kinds.map(() => '---:').join('|')}|`);
    for (const l of labels) log(`| ${l} | ${kinds.map((k) => this.answers.filter((a) => a.kind === k && a.label === l).length).join(' | ')} |`);
    log();
    log('Integrity, checked in the database after the instances stopped:');
    log();
    for (const c of this.checks) log(`- ${c.ok ? 'PASS' : '**FAIL**'} ${c.what}: ${c.detail}`);
    log();
    log('Goals:');
    log();
    for (const f of this.faults) {
      const c = f.catchUp;
      const ok = c.ms !== null && c.ms < OPTIONS.goalMs;
      log(`- ${ok ? 'PASS' : '**FAIL**'} ${f.name}: every customer stream caught up ${c.ms === null ? `never within ${seconds(OPTIONS.catchUpTimeoutMs)} s (${c.missing} events missing: ${c.behind.slice(0, 2).join('; ')})` : `${seconds(c.ms)} s after the return`} (goal < ${seconds(OPTIONS.goalMs)} s)`);
    }
    log();
  }

  // ---- cleanup: everything this run started, by its own handle

  /** Once, however often it is called (a signal and the run's own end): every caller waits for the same work. */
  cleanup() {
    this.cleaning ??= this.doCleanup();
    return this.cleaning;
  }

  async doCleanup() {
    this.cleaned = true;
    this.stopLoad = true;
    this.stopMovers = true;
    for (const s of this.streams) s.close();
    for (const inst of this.instances) {
      const starting = inst.starting ? await inst.starting.catch(() => null) : null;
      await starting?.stop().catch(() => undefined);
      await inst.server?.stop().catch(() => undefined);
    }
    await this.redis?.stop().catch(() => undefined);
    for (const inst of this.instances) await inst.proxy?.close().catch(() => undefined);
    await this.sql?.end().catch(() => undefined);
    agent.destroy();
    if (this.dataDir) fs.rmSync(this.dataDir, { recursive: true, force: true });
    if (this.dbCreated) {
      await this.admin.query(`DROP DATABASE IF EXISTS ${OPTIONS.database} WITH (FORCE)`).catch((error) => console.error(`could not drop ${OPTIONS.database}: ${error.message}`));
    }
  }
}

/** "200 OK: 12, no answer (ECONNREFUSED): 3", most frequent first. */
function summarise(labels) {
  const counts = new Map();
  for (const l of labels) counts.set(l, (counts.get(l) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([l, n]) => `${l}: ${n}`).join(', ');
}

function range(values) {
  const lo = Math.min(...values) / 1000;
  const hi = Math.max(...values) / 1000;
  return lo.toFixed(1) === hi.toFixed(1) ? lo.toFixed(1) : `${lo.toFixed(1)}–${hi.toFixed(1)}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const lines = [];
  const { ok, skipped } = await measureChaos({
    log: (line = '') => {
      lines.push(line);
      console.log(line);
    },
  });
  const narrowed = Object.keys(env).filter((name) => name.startsWith('BENCH_CHAOS_') && !['BENCH_CHAOS_LOG_LEVEL', 'BENCH_CHAOS_PORT', 'BENCH_CHAOS_DB', 'BENCH_CHAOS_DUMP'].includes(name));
  const date = new Date().toISOString().slice(0, 10);
  const out = `bench/results/${date}-chaos.md`;
  if (narrowed.length) console.log(`\nNot written to ${out}: a partial run (${narrowed.join(', ')} set).`);
  else if (skipped) console.log(`\nNot written to ${out}: skipped.`);
  else {
    fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    fs.writeFileSync(path.join(root, out), `# Keka chaos run (${date})\n\n${lines.join('\n').trimEnd()}\n`);
    console.log(`\nWritten to ${out}`);
  }
  if (!ok) {
    console.error('\n!!! chaos integrity FAILED: see the FAIL lines above');
    process.exit(1);
  }
  // Keep-alive sockets and timers of the run must not keep the process open.
  process.exit(0);
}
