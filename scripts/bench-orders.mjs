#!/usr/bin/env node
// Place-order throughput, on PostgreSQL and on the embedded PGlite, and a check afterwards that no
// order, wallet debit or coupon redemption was lost or doubled. Part of `npm run bench` (bench.mjs
// imports it); alone, `node scripts/bench-orders.mjs` replaces its section of bench/results/latest.md
// (not when a switch below narrows or profiles the run: such a run is only printed).
//
// For each database: a fresh one (PostgreSQL: CREATE DATABASE keka_bench_…, dropped afterwards;
// PGlite: a new data directory) is migrated and given the demo city, bench customers (sessions, wallets)
// and one capped coupon per run are written straight into it, then the production server starts on it
// and a fixed pool of clients sends real orders (scripts/bench-orders-load.mjs). The server is stopped
// and the database checked (scripts/bench-orders-db.mjs).
//
// Rate limits stay at their production numbers. The bench server runs with TRUST_PROXY=true and every
// customer sends its own X-Forwarded-For address, so each customer is counted as the person it is
// (ADR 0012: per address and per customer); a customer sends at most 2 orders and their replays.
//
// Numbers are never pass/fail; the integrity checks are: a FAIL prints loudly and the bench exits 1.
//
// Switches: BENCH_ORDERS=0 skips (in bench.mjs); BENCH_ORDERS_DB=postgres,pglite; BENCH_ORDERS_CLIENTS=10,50;
// BENCH_ORDERS_REQUESTS (orders per run, default 600); BENCH_ORDERS_SECONDS (stop a run early);
// BENCH_ORDERS_ROUNDS (runs per client count, default 2); BENCH_ORDERS_SEED (the plan's random seed);
// BENCH_ORDERS_PORT (default BENCH_PORT + 1); BENCH_PG_URL (admin URL, default postgres://postgres@127.0.0.1:5432/test);
// BENCH_ORDERS_CPU_PROF=1 runs the servers with --cpu-prof and prints where their time went;
// BENCH_ORDERS_ROUNDTRIPS=0 skips counting the database round trips per order (scripts/bench-orders-roundtrips.mjs);
// BENCH_ORDERS_COLD=1 skips opening each run's connections first (see openConnections: on PGlite the
// connections opened under load wait); BENCH_ORDERS_LOG_LEVEL sets the servers' LOG_LEVEL (default warn).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { loadMenus, openConnections, planRun, seededRandom, sendAll, summarise } from './bench-orders-load.mjs';
import { cpuSince, cpuSnapshot, summariseProfiles } from './bench-orders-profile.mjs';
import { startServer } from './lib/server-process.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const list = (value, fallback) => (value ? value.split(',').map((s) => s.trim()).filter(Boolean) : fallback);
const OPTIONS = {
  databases: list(env.BENCH_ORDERS_DB, ['postgres', 'pglite']),
  clients: list(env.BENCH_ORDERS_CLIENTS, ['10', '50']).map(Number),
  requests: Number(env.BENCH_ORDERS_REQUESTS ?? 600),
  seconds: env.BENCH_ORDERS_SECONDS ? Number(env.BENCH_ORDERS_SECONDS) : Infinity,
  rounds: Number(env.BENCH_ORDERS_ROUNDS ?? 2),
  seed: Number(env.BENCH_ORDERS_SEED ?? 7),
  port: Number(env.BENCH_ORDERS_PORT ?? Number(env.BENCH_PORT ?? 4400) + 1),
  pgUrl: env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  cpuProfile: env.BENCH_ORDERS_CPU_PROF === '1',
  coldConnections: env.BENCH_ORDERS_COLD === '1',
  roundTrips: env.BENCH_ORDERS_ROUNDTRIPS !== '0',
  ordersPerCustomer: 2,
  couponShare: 0.3,
  walletShare: 0.4,
  replayShare: 0.1,
  warmupRequests: 60,
};
const NAMES = { postgres: 'PostgreSQL 15', pglite: 'PGlite (embedded)' };
/** Wallets the customers start with (paise): some empty, most enough for one order or two. */
const BALANCES = [0, 10_000, 25_000, 50_000, 100_000];

/** Runs every database; returns { ok } (false when an integrity check failed) after logging the section. */
export async function measureOrders({ log }) {
  const results = [];
  for (const kind of OPTIONS.databases) {
    if (kind !== 'postgres' && kind !== 'pglite') throw new Error(`BENCH_ORDERS_DB: unknown database ${kind}`);
    results.push(kind === 'postgres' ? await onPostgres() : await onPglite());
  }
  report(log, results);
  return { ok: results.every((r) => r.skipped || r.checks.every((c) => c.ok)) };
}

/** Round trips per order of each kind on `kind` (scripts/bench-orders-roundtrips.mjs), or null when switched off. */
async function roundTripsOn(kind) {
  if (!OPTIONS.roundTrips) return null;
  const { countRoundTrips } = await import('./bench-orders-roundtrips.mjs');
  const counted = await countRoundTrips(kind, { pgUrl: OPTIONS.pgUrl });
  for (const c of counted) console.log(`${NAMES[kind]}: ${c.name}: ${c.total} database round trips (${c.inTransaction} inside the transaction)`);
  return counted.map(({ name, total, inTransaction }) => ({ name, total, inTransaction }));
}

async function onPglite() {
  const roundTrips = await roundTripsOn('pglite');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keka-bench-orders-'));
  try {
    return { ...(await benchDatabase('pglite', { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') }, { DATA_DIR: dataDir }, null)), roundTrips };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres() {
  const admin = new pg.Client({ connectionString: OPTIONS.pgUrl, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`PostgreSQL: no server answers at ${redact(OPTIONS.pgUrl)} (${error.code ?? error.message}); skipping the PostgreSQL runs.`);
    return { kind: 'postgres', skipped: `no server answered at ${redact(OPTIONS.pgUrl)}` };
  }
  const name = `keka_bench_${process.pid}_${Date.now().toString(36)}`;
  try {
    const roundTrips = await roundTripsOn('postgres');
    const reference = await pgbenchReference(admin);
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(OPTIONS.pgUrl);
    url.pathname = `/${name}`;
    // The server's connections, for the CPU PostgreSQL spends per order.
    const backends = async () => (await admin.query('SELECT pid FROM pg_stat_activity WHERE datname = $1', [name])).rows.map((r) => r.pid);
    return { ...(await benchDatabase('postgres', { kind: 'postgres', url: url.toString() }, { DATABASE_URL: url.toString() }, backends)), roundTrips, reference };
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((error) => console.error(`could not drop ${name}: ${error.message}`));
    await admin.end();
  }
}

const redact = (url) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

/** Prepare → serve → measure every run → stop → check, on one database. `backends`: the database's own processes, when it has any. */
async function benchDatabase(kind, dbConfig, serverEnv, backends) {
  const db = await import('./bench-orders-db.mjs');
  const rng = seededRandom(OPTIONS.seed);
  const runs = [{ label: 'warm-up', clients: 10, requests: OPTIONS.warmupRequests }];
  for (let round = 1; round <= OPTIONS.rounds; round += 1) {
    for (const clients of OPTIONS.clients) runs.push({ label: `R${round}C${clients}`, round, clients, requests: OPTIONS.requests });
  }
  console.log(`\n${NAMES[kind]}: preparing a fresh database (migrate, demo city, customers for ${runs.reduce((n, r) => n + r.requests, 0)} orders)`);
  await seedRuns(db, dbConfig, runs, rng, kind);
  const server = await startOrdersServer(kind, serverEnv);
  try {
    await measureRuns(kind, server, runs, rng, backends);
  } finally {
    await server.stop();
  }
  const checked = await db.openForChecks(dbConfig);
  let checks;
  try {
    checks = [...clientChecks(runs), ...(await db.checkIntegrity(checked.db, seenByClients(runs)))];
  } finally {
    await checked.close();
  }
  for (const c of checks) (c.ok ? console.log : console.error)(`${verdict(c, '!!! FAIL')} ${NAMES[kind]}: ${c.what}: ${c.detail}`);
  const measured = runs.filter((r) => r.label !== 'warm-up');
  const profile = server.profileDir ? summariseProfiles(server.profileDir, measured.map((r) => r.summary.window)) : null;
  return { kind, runs: measured, checks, profile };
}

/** Each run gets its own customers (≤ 2 orders each, so no one nears the per-customer limit) and its own capped coupon. */
async function seedRuns(db, dbConfig, runs, rng, kind) {
  const database = await db.prepareDatabase(dbConfig);
  let firstIp = 1;
  try {
    for (const run of runs) {
      const count = Math.ceil(run.requests / OPTIONS.ordersPerCustomer);
      const balances = Array.from({ length: count }, () => BALANCES[Math.floor(rng() * BALANCES.length)]);
      run.customers = await db.seedCustomers(database.db, { label: `${kind.slice(0, 2)}${run.label}`, balances, firstIp });
      firstIp += count;
      const limit = Math.max(1, Math.floor((run.requests * OPTIONS.couponShare) / 2));
      run.coupon = await db.createCappedCoupon(database.db, `BENCH${run.label.replace('-', '').toUpperCase()}`, limit);
    }
  } finally {
    await database.close();
  }
}

/** Sends every run's plan, on warm connections, and notes the CPU the server, the database and the clients used. */
async function measureRuns(kind, server, runs, rng, backends) {
  const base = `http://127.0.0.1:${OPTIONS.port}`;
  const menus = await loadMenus(base);
  console.log(`${NAMES[kind]}: server up in ${server.startMs} ms; ordering from ${menus.length} restaurants (${menus.map((m) => m.name).join(', ')})`);
  const { ordersPerCustomer, couponShare, walletShare, replayShare } = OPTIONS;
  for (const run of runs) {
    const plan = { ordersPerCustomer, couponShare, walletShare, replayShare, concurrency: run.clients };
    const jobs = planRun({ rng, runId: `${kind}-${run.label}`, customers: run.customers, menus, coupon: run.coupon, ...plan });
    if (!OPTIONS.coldConnections) await openConnections(base, run.clients);
    const serverCpu = cpuSnapshot([server.pid]);
    const dbCpu = backends ? cpuSnapshot(await backends()) : null;
    const clientCpu = process.cpuUsage();
    const s = summarise(await sendAll(base, jobs, run.clients, run.label === 'warm-up' ? Infinity : OPTIONS.seconds * 1000));
    const client = process.cpuUsage(clientCpu);
    s.cpu = { server: cpuSince(serverCpu, [server.pid]), db: dbCpu ? cpuSince(dbCpu, await backends()) : null, client: (client.user + client.system) / 1e6 };
    run.summary = s;
    console.log(
      `  ${run.label}: ${s.requests} requests, ${s.orders} orders in ${s.wallSeconds.toFixed(1)} s = ${s.ordersPerSecond.toFixed(0)} orders/s, ` +
        `p50 ${ms(s.p50)} ms, p99 ${ms(s.p99)} ms; CPU ms per request (server / PostgreSQL / client) ${cpuPerRequest(s)}; ${s.byCode.map(([c, n]) => `${c} ${n}`).join(', ')}`,
    );
  }
}

const verdict = (check, fail) => (check.warn ? 'WARN' : check.ok ? 'PASS' : fail);

function seenByClients(runs) {
  const orderIds = new Map();
  let keysWithOrder = 0;
  for (const run of runs) {
    for (const [uid, userId] of run.summary.orderIds) orderIds.set(uid, userId);
    keysWithOrder += run.summary.keysWithOrder;
  }
  return { orderIds, keysWithOrder, coupons: runs.map((r) => ({ code: r.coupon.code, limit: r.coupon.limit, requests: r.summary.couponRequests })) };
}

/** What the answers alone show: no 5xx or dropped connection, replays answered with the first order. */
function clientChecks(runs) {
  const all = runs.map((r) => r.summary);
  const errors = all.flatMap((s) => s.serverErrors);
  const replays = all.reduce((n, s) => n + s.replays, 0);
  const same = all.reduce((n, s) => n + s.replayedSame, 0);
  const firstOk = all.reduce((n, s) => n + s.replaysOfOrders, 0);
  const tryAgain = all.reduce((n, s) => n + s.replayedTryAgain, 0);
  const twice = all.reduce((n, s) => n + s.keysWithTwoOrders, 0);
  const unavailable = all.reduce((n, s) => n + s.unavailable, 0);
  const requests = all.reduce((n, s) => n + s.requests, 0);
  return [
    { ok: errors.length === 0, what: 'no 500 answer or dropped connection', detail: errors.length === 0 ? `0 of ${requests} requests` : `${errors.length}: ${[...new Set(errors)].slice(0, 5).join(' | ')}` },
    ...(unavailable > 0
      ? [{ ok: true, warn: true, what: '503 SERVICE_UNAVAILABLE answers', detail: `${unavailable} of ${requests} requests (the contract's "try again"; under load it means a request waited longer than the pool's 3 s checkout timeout; the database checks show whether any of them placed an order)` }]
      : []),
    {
      ok: same + tryAgain === firstOk && twice === 0,
      what: 'a replayed key answers with its first order',
      detail: `${replays} replays; ${firstOk} of them of a key that placed an order: ${same} answered with that same order, ${tryAgain} with "try again"; ${twice} keys answered with two different orders`,
    },
  ];
}

async function startOrdersServer(kind, serverEnv) {
  const profileDir = OPTIONS.cpuProfile ? path.join(root, 'bench/results/cpu', kind) : null;
  if (profileDir) {
    fs.rmSync(profileDir, { recursive: true, force: true });
    fs.mkdirSync(profileDir, { recursive: true });
  }
  const server = await startServer({
    port: OPTIONS.port,
    label: `${kind} bench`,
    nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    // REDIS_URL cleared: rate-limit counts stay in this one process, as on a single instance.
    env: { LOG_LEVEL: env.BENCH_ORDERS_LOG_LEVEL ?? 'warn', TRUST_PROXY: 'true', REDIS_URL: '', DATABASE_URL: '', ...serverEnv },
  });
  return { ...server, profileDir };
}

const ms = (v) => (v < 10 ? v.toFixed(1) : v.toFixed(0));
/** "server / database / client" CPU milliseconds per request sent. */
function cpuPerRequest(s) {
  const per = (seconds) => (seconds === null ? '–' : ms((1000 * seconds) / s.requests));
  return `${per(s.cpu.server)} / ${s.cpu.db === null ? '–' : per(s.cpu.db)} / ${per(s.cpu.client)}`;
}
const range = (values, f) => {
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  return f(lo) === f(hi) ? f(lo) : `${f(lo)}–${f(hi)}`;
};

/**
 * The reference measured in the same run (issue 10): PostgreSQL's own speed on this machine at this
 * moment, from pgbench's built-in tpcb-like transaction (BEGIN, three UPDATEs, a SELECT, an INSERT,
 * COMMIT; prepared; 10 clients like the orders runs; scale 10, so the clients do not queue on one row).
 * This machine's speed moves by 2-4x between days; an orders/s compares only with the pgbench of its
 * own run. Null when pgbench is not installed (Debian's postgresql-client has it) or fails.
 */
async function pgbenchReference(admin) {
  if (spawnSync('pgbench', ['--version'], { encoding: 'utf8' }).status !== 0) return null;
  const name = `keka_bench_pgbench_${process.pid}_${Date.now().toString(36)}`;
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(OPTIONS.pgUrl);
    url.pathname = `/${name}`;
    if (spawnSync('pgbench', ['-i', '-q', '-s', '10', url.toString()], { encoding: 'utf8' }).status !== 0) return null;
    const run = spawnSync('pgbench', ['-M', 'prepared', '-c', '10', '-j', '1', '-T', '5', '-b', 'tpcb-like', url.toString()], { encoding: 'utf8' });
    const tps = /tps = ([\d.]+)/.exec(run.stdout)?.[1];
    const latency = /latency average = ([\d.]+) ms/.exec(run.stdout)?.[1];
    console.log(`PostgreSQL reference: pgbench tpcb-like ${tps ?? '?'} tps, latency ${latency ?? '?'} ms`);
    return tps ? { tps: Number(tps), latencyMs: Number(latency) } : null;
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((error) => console.error(`could not drop ${name}: ${error.message}`));
  }
}

function report(log, results) {
  log(`## Place-order throughput and integrity (${new Date().toISOString().slice(0, 10)}; ${OPTIONS.requests} orders per run, ${os.cpus().length} cores shared with the clients)`);
  log();
  log(
    `Production server on a fresh database per engine; distinct bench customers (own session, wallet, X-Forwarded-For), ` +
      `${OPTIONS.ordersPerCustomer} orders each to demo restaurants around Indiranagar, ${OPTIONS.walletShare * 100}% with a wallet part, 5% paid from the wallet, ` +
      `${OPTIONS.couponShare * 100}% with a coupon capped at half of them, ${OPTIONS.replayShare * 100}% replayed with the same Idempotency-Key ` +
      `(half while the first is in flight, half after it answered). Rate limits at their production numbers (TRUST_PROXY=true, one address per customer). ` +
      `Closed loop: each client sends its next request when the last one answered, on keep-alive connections opened before the run${OPTIONS.coldConnections ? ' (not this time: BENCH_ORDERS_COLD=1)' : ''}. ` +
      `CPU ms per request: user + system time from /proc of the server process, of the PostgreSQL backends serving it, and of the bench's own clients. ` +
      `orders/s = distinct orders answered 200 / wall time; latency over every answer (replays and refusals too). Refusals such as ` +
      `COUPON_INVALID (the cap) and WALLET_INSUFFICIENT are the plan's, not faults.`,
  );
  log();
  log('| database | clients | run | requests (replays) | orders | orders/s | answers/s | p50 ms | p99 ms | max ms | CPU ms per request: server / PostgreSQL / client | answers by code |');
  log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const r of results) {
    if (r.skipped) {
      log(`| ${NAMES[r.kind]} | – | – | – | – | – | – | – | – | – | – | skipped: ${r.skipped} |`);
      continue;
    }
    for (const run of r.runs) {
      const s = run.summary;
      log(
        `| ${NAMES[r.kind]} | ${run.clients} | ${run.round} | ${s.requests} (${s.replays}) | ${s.orders} | ${s.ordersPerSecond.toFixed(0)} | ${s.answersPerSecond.toFixed(0)} | ${ms(s.p50)} | ${ms(s.p99)} | ${ms(s.max)} | ${cpuPerRequest(s)} | ${s.byCode.map(([c, n]) => `${c}: ${n}`).join(', ')} |`,
      );
    }
  }
  log();
  for (const r of results.filter((x) => x.reference)) {
    log(
      `Reference in the same run (${NAMES[r.kind]}): pgbench's tpcb-like transaction (7 statements, 4 rows written), prepared, 10 clients, 5 s: ` +
        `**${r.reference.tps.toFixed(0)} transactions/s**, ${r.reference.latencyMs.toFixed(1)} ms on average. PostgreSQL alone, with this machine's speed of the moment; ` +
        `an order writes its Idempotency-Key, the order, its lines and add-ons, a history row and an outbox event (some also a coupon's use and a wallet debit with its ledger row), with foreign keys checked.`,
    );
    log();
  }
  logRoundTrips(log, results);
  if (results.every((r) => r.skipped)) return logChecksAndProfiles(log, results);
  log('Ranges over the runs:');
  log();
  log('| database | clients | orders/s | p50 ms | p99 ms |');
  log('|---|---:|---:|---:|---:|');
  for (const r of results.filter((x) => !x.skipped)) {
    for (const clients of OPTIONS.clients) {
      const s = r.runs.filter((run) => run.clients === clients).map((run) => run.summary);
      if (s.length === 0) continue;
      log(`| ${NAMES[r.kind]} | ${clients} | ${range(s.map((x) => x.ordersPerSecond), (v) => v.toFixed(0))} | ${range(s.map((x) => x.p50), ms)} | ${range(s.map((x) => x.p99), ms)} |`);
    }
  }
  log();
  logChecksAndProfiles(log, results);
}

/** Statements the server sends the database for one order of each kind (caches warm), counted by scripts/bench-orders-roundtrips.mjs. */
function logRoundTrips(log, results) {
  const counted = results.filter((r) => !r.skipped && r.roundTrips);
  if (counted.length === 0) return;
  log('Database round trips per order (one order of each kind, caches warm; counted by wrapping the database client: scripts/bench-orders-roundtrips.mjs):');
  log();
  log(`| database | ${counted[0].roundTrips.map((c) => c.name).join(' | ')} |`);
  log(`|---|${counted[0].roundTrips.map(() => '---:').join('|')}|`);
  for (const r of counted) log(`| ${NAMES[r.kind]} | ${r.roundTrips.map((c) => `${c.total} (${c.inTransaction} in the transaction)`).join(' | ')} |`);
  log();
}

function logChecksAndProfiles(log, results) {
  log('Integrity, checked in the database after the server stopped (warm-up orders included):');
  log();
  for (const r of results) {
    if (r.skipped) {
      log(`- ${NAMES[r.kind]}: skipped (${r.skipped})`);
      continue;
    }
    for (const c of r.checks) log(`- ${verdict(c, '**FAIL**')} ${NAMES[r.kind]}: ${c.what}: ${c.detail}`);
  }
  log();
  for (const r of results.filter((x) => x.profile)) {
    log(`CPU profile of the ${NAMES[r.kind]} server (self time):`);
    log();
    for (const line of r.profile) log(line);
    log();
  }
}

/** Replaces this bench's section of latest.md (or appends it), leaving the other sections as they are. */
function writeSection(lines) {
  const file = path.join(root, 'bench/results/latest.md');
  const old = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Keka benchmarks\n';
  const start = old.indexOf('\n## Place-order');
  const before = start === -1 ? old.trimEnd() : old.slice(0, start).trimEnd();
  const afterStart = start === -1 ? -1 : old.indexOf('\n## ', start + 1);
  const after = afterStart === -1 ? '' : `\n${old.slice(afterStart).trim()}\n`;
  fs.writeFileSync(file, `${before}\n\n${lines.join('\n').trimEnd()}\n${after}`);
  console.log('\nWritten to bench/results/latest.md (the place-order section)');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const lines = [];
  const { ok } = await measureOrders({
    log: (line = '') => {
      lines.push(line);
      console.log(line);
    },
  });
  // Only a run of the whole default plan may stand for the record; a narrowed or profiled one is printed.
  const narrowed = ['BENCH_ORDERS_DB', 'BENCH_ORDERS_CLIENTS', 'BENCH_ORDERS_REQUESTS', 'BENCH_ORDERS_SECONDS', 'BENCH_ORDERS_ROUNDS', 'BENCH_ORDERS_CPU_PROF', 'BENCH_ORDERS_ROUNDTRIPS', 'BENCH_ORDERS_COLD'].filter((name) => env[name] !== undefined);
  if (narrowed.length) console.log(`\nNot written to bench/results/latest.md: a partial run (${narrowed.join(', ')} set).`);
  else writeSection(lines);
  if (!ok) {
    console.error('\n!!! place-order integrity FAILED: see the FAIL lines above');
    process.exit(1);
  }
}
