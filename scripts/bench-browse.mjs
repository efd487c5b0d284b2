#!/usr/bin/env node
// Search and store-list throughput (issue 10), on PostgreSQL and on the embedded PGlite. Part of
// `npm run bench` (bench.mjs imports it); alone, `node scripts/bench-browse.mjs` prints its sections.
//
// This machine's speed drifts by a third within minutes (other guests on the host), so nothing is
// compared with a number measured at another moment: every row is measured in ROUNDS that alternate
// with its reference, and a share is the median of the rounds' own shares.
//
// 1. Search: for each database a fresh one (PostgreSQL: CREATE DATABASE keka_bench_browse_…, dropped
//    afterwards; PGlite: a new data directory) gets the demo city, the production server starts on it and
//    autocannon (50 connections) measures a reference answer from memory (GET /version.json) and
//    search-restaurants, first page and the next page (a cursor), in alternating rounds.
// 2. Grown catalogue (PostgreSQL): the demo stores are copied, with their cuisines, into other cities
//    (each copy a few km from its city centre, never in the demo city) until there are 1×, 10×, 100×,
//    1000× the demo stores; at each size the server is restarted (cold caches) and
//    get-delivery-restaurants at the demo point is measured in rounds alternating with a second server
//    on a second database that stays at 1×. The curve is the share of that 1× server against the size.
//
// Switches: BENCH_BROWSE=0 skips (in bench.mjs); BENCH_BROWSE_DB=postgres,pglite (search part);
// BENCH_BROWSE_SCALES=1,10,100,1000; BENCH_BROWSE_ROUNDS (default 3) of BENCH_BROWSE_SECONDS each
// (default 4); BENCH_BROWSE_PORT (default BENCH_PORT + 2; the 1× server takes the port 7 above);
// BENCH_PG_URL (admin URL, default postgres://postgres@127.0.0.1:5432/test).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { memoryOf, startServer } from './lib/server-process.mjs';

const env = process.env;
const list = (value, fallback) => (value ? value.split(',').map((s) => s.trim()).filter(Boolean) : fallback);
const OPTIONS = {
  databases: list(env.BENCH_BROWSE_DB, ['postgres', 'pglite']),
  scales: list(env.BENCH_BROWSE_SCALES, ['1', '10', '100', '1000']).map(Number),
  rounds: Number(env.BENCH_BROWSE_ROUNDS ?? 3),
  seconds: Number(env.BENCH_BROWSE_SECONDS ?? 4),
  port: Number(env.BENCH_BROWSE_PORT ?? Number(env.BENCH_PORT ?? 4400) + 2),
  pgUrl: env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
};
const NAMES = { postgres: 'PostgreSQL 15', pglite: 'PGlite (embedded)' };
/** Indiranagar, Bengaluru: the demo stores are around it. */
const POINT = { latitude: 12.9719, longitude: 77.6412 };
/** A query that matches stores by name and cuisine and many items ("bi": biryani, biscuits …). */
const QUERY = env.BENCH_BROWSE_QUERY ?? 'bi';
/** Other cities' centres (lat, lng) the copies go to; never the demo city. */
const CITIES = [
  [19.076, 72.8777],
  [28.6139, 77.209],
  [13.0827, 80.2707],
  [22.5726, 88.3639],
  [17.385, 78.4867],
  [18.5204, 73.8567],
  [23.0225, 72.5714],
  [26.9124, 75.7873],
  [11.0168, 76.9558],
];

export async function measureBrowse({ log }) {
  const search = [];
  for (const kind of OPTIONS.databases) {
    if (kind !== 'postgres' && kind !== 'pglite') throw new Error(`BENCH_BROWSE_DB: unknown database ${kind}`);
    search.push(kind === 'postgres' ? await withPostgres((db) => searchRun('postgres', db)) : await withPglite((db) => searchRun('pglite', db)));
  }
  const grown = OPTIONS.scales.length ? await withPostgres((control) => withPostgres((db) => grownRun(control, db))) : { skipped: 'no scales' };
  report(log, search, grown);
}

async function withPglite(run) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keka-bench-browse-'));
  try {
    return await run({ kind: 'pglite', config: { kind: 'pglite', dataDir: path.join(dir, 'pglite') }, serverEnv: { DATA_DIR: dir } });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

let databases = 0;

async function withPostgres(run) {
  const admin = new pg.Client({ connectionString: OPTIONS.pgUrl, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch (error) {
    return { kind: 'postgres', skipped: `no PostgreSQL answered (${error.code ?? error.message})` };
  }
  databases += 1;
  const name = `keka_bench_browse_${process.pid}_${Date.now().toString(36)}_${databases}`;
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(OPTIONS.pgUrl);
    url.pathname = `/${name}`;
    return await run({ kind: 'postgres', config: { kind: 'postgres', url: url.toString() }, serverEnv: { DATABASE_URL: url.toString() } });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((error) => console.error(`could not drop ${name}: ${error.message}`));
    await admin.end();
  }
}

/** Migrates the database and loads the demo city through the server's own code, with no server running. */
async function prepare(config) {
  const { prepareDatabase } = await import('./bench-orders-db.mjs');
  const database = await prepareDatabase(config);
  await database.close();
}

async function searchRun(kind, { config, serverEnv }) {
  console.log(`\n${NAMES[kind]}: search on a fresh database`);
  await prepare(config);
  const server = await startBrowseServer(kind, serverEnv);
  try {
    const first = await post('search-restaurants', { ...POINT, q: QUERY });
    const body = { ...POINT, q: QUERY };
    const reference = ['GET /version.json (reference: answer from memory)', { path: '/version.json', method: 'GET' }];
    const routes = [[`POST /api/search-restaurants (q "${QUERY}", first page)`, { path: '/api/search-restaurants', method: 'POST', body: JSON.stringify(body) }]];
    if (first.next_cursor) {
      routes.push([`POST /api/search-restaurants (q "${QUERY}", second page)`, { path: '/api/search-restaurants', method: 'POST', body: JSON.stringify({ ...body, cursor: first.next_cursor }) }]);
    }
    const size = Buffer.byteLength(JSON.stringify(first));
    const rows = await measureAgainst(reference, routes);
    // Issue 10's memory goal is for the embedded database under the bench's load: this is its heaviest.
    const memory = memoryOf(server.pid);
    const used = memory ? `; server RSS after the runs ${memory.rss} MB, peak ${memory.peak} MB (goal ≤ 300 MB)` : '';
    return { kind, rows, note: `first page ${first.stores?.length ?? 0} stores + ${first.items?.length ?? 0} items, ${(size / 1024).toFixed(1)} KB${used}` };
  } finally {
    await server.stop();
  }
}

async function grownRun(control, { config, serverEnv }) {
  console.log(`\n${NAMES.postgres}: grown catalogue ${OPTIONS.scales.join('×, ')}×, each against a server on a 1× database`);
  await prepare(config);
  await prepare(control.config);
  const client = new pg.Client({ connectionString: config.url });
  await client.connect();
  const rows = [];
  const body = JSON.stringify(POINT);
  const reference = ['1× (second database)', { path: '/api/get-delivery-restaurants', method: 'POST', body, port: OPTIONS.port + 7 }];
  const one = await startBrowseServer('postgres', control.serverEnv, OPTIONS.port + 7);
  try {
    const demo = (await client.query('SELECT id FROM stores ORDER BY id')).rows.map((r) => r.id);
    for (const scale of OPTIONS.scales) {
      const grownBy = await grow(client, demo, scale);
      const total = Number((await client.query('SELECT count(*) AS n FROM stores')).rows[0].n);
      const server = await startBrowseServer('postgres', serverEnv);
      try {
        const list = await post('get-delivery-restaurants', POINT);
        const [ref, row] = await measureAgainst(reference, [[`${scale}×`, { path: '/api/get-delivery-restaurants', method: 'POST', body }]]);
        rows.push({ ...row, reference: ref.rps, scale, total, grownMs: grownBy, answer: `${list.length} stores, ${(Buffer.byteLength(JSON.stringify(list)) / 1024).toFixed(1)} KB` });
      } finally {
        await server.stop();
      }
    }
  } finally {
    await one.stop();
    await client.end();
  }
  return { kind: 'postgres', rows, demo: rows[0]?.total };
}

/** Copies the demo stores (and their cuisine links) into other cities until there are `scale` × as many. */
async function grow(client, demo, scale) {
  const started = performance.now();
  const have = Number((await client.query('SELECT count(*) AS n FROM stores')).rows[0].n);
  const want = demo.length * scale;
  if (want <= have) return 0;
  const columns = (
    await client.query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'stores' AND table_schema = current_schema() AND column_name NOT IN ('id', 'slug', 'latitude', 'longitude', 'name')`)
  ).rows.map((r) => `"${r.column_name}"`);
  const firstCopy = have / demo.length;
  const lastCopy = scale - 1;
  // Copy k of store s goes to city k mod 9, up to ±0.06° (≈ 7 km) from its centre.
  const cities = `(VALUES ${CITIES.map(([lat, lng], i) => `(${i}, ${lat}::float8, ${lng}::float8)`).join(', ')}) AS c(i, lat, lng)`;
  await client.query('BEGIN');
  await client.query(
    `INSERT INTO stores (${columns.join(', ')}, slug, name, latitude, longitude)
     SELECT ${columns.map((c) => `s.${c}`).join(', ')}, s.slug || '-g' || k, s.name || ' ' || k, c.lat + (((s.id * 7919 + k * 104729) % 1200) - 600) / 10000.0, c.lng + (((s.id * 6271 + k * 130363) % 1200) - 600) / 10000.0
     FROM stores s CROSS JOIN generate_series($1::int, $2::int) AS k JOIN ${cities} ON c.i = k % 9
     WHERE s.id = ANY($3::int[])`,
    [firstCopy, lastCopy, demo],
  );
  await client.query(
    `INSERT INTO store_category_links (store_id, category_id)
     SELECT n.id, l.category_id FROM stores n JOIN stores s ON n.slug LIKE s.slug || '-g%' AND s.id = ANY($1::int[])
     JOIN store_category_links l ON l.store_id = s.id
     WHERE NOT EXISTS (SELECT 1 FROM store_category_links x WHERE x.store_id = n.id)`,
    [demo],
  );
  await client.query('COMMIT');
  await client.query('ANALYZE stores');
  await client.query('ANALYZE store_category_links');
  return Math.round(performance.now() - started);
}

const base = () => `http://127.0.0.1:${OPTIONS.port}`;

async function post(name, body) {
  const res = await fetch(`${base()}/api/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${name}: HTTP ${res.status} ${await res.text()}`);
  return res.json();
}

function cannon({ port = OPTIONS.port, ...opts }, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `http://127.0.0.1:${port}${opts.path}`, connections: 50, duration, headers: { 'content-type': 'application/json' }, ...opts }, (err, result) => {
      if (err) return reject(err);
      resolve({ rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx });
    });
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * A short unmeasured round of every route (the JIT and the caches warm up), then OPTIONS.rounds rounds in
 * which the reference and each route run in turn. A route's share is the median of its rounds' shares of
 * the reference measured just before it, so a machine that slows down or speeds up between rounds moves
 * both. Returns the reference's row, then each route's (req/s and p99 are medians of the rounds).
 */
async function measureAgainst(reference, routes) {
  for (const [, opts] of [reference, ...routes]) await cannon(opts, 2);
  const runs = new Map([reference, ...routes].map(([title]) => [title, []]));
  const shares = new Map(routes.map(([title]) => [title, []]));
  for (let round = 0; round < OPTIONS.rounds; round += 1) {
    const ref = await cannon(reference[1], OPTIONS.seconds);
    runs.get(reference[0]).push(ref);
    for (const [title, opts] of routes) {
      const r = await cannon(opts, OPTIONS.seconds);
      runs.get(title).push(r);
      shares.get(title).push(r.rps / ref.rps);
      console.log(`  round ${round + 1}: ${title}: ${Math.round(r.rps)} req/s against ${Math.round(ref.rps)} (${(r.rps / ref.rps).toFixed(2)}), p99 ${r.p99} ms`);
    }
  }
  return [reference, ...routes].map(([title], index) => {
    const measured = runs.get(title);
    const share = index === 0 ? [1] : shares.get(title);
    return {
      title,
      rps: Math.round(median(measured.map((r) => r.rps))),
      p99: median(measured.map((r) => r.p99)),
      errors: measured.reduce((sum, r) => sum + r.errors, 0),
      share: median(share),
      shareRange: [Math.min(...share), Math.max(...share)],
    };
  });
}

function startBrowseServer(kind, serverEnv, port = OPTIONS.port) {
  return startServer({ port, label: `${kind} bench`, env: { ...env, REDIS_URL: '', DATABASE_URL: '', ...serverEnv } });
}

const shareCell = (row) => `${row.share.toFixed(2)} (${row.shareRange[0].toFixed(2)}–${row.shareRange[1].toFixed(2)})`;

function report(log, search, grown) {
  const each = `${OPTIONS.rounds} rounds of ${OPTIONS.seconds} s per row, alternating with the reference`;
  log(`## Search and store lists (autocannon, 50 connections, ${each}, ${os.cpus().length} cores shared with the clients)`);
  log();
  log('Search: the reference is measured on the same server just before each round of a route; "share" is the median of the rounds\' req/s ÷ that reference (lowest–highest round in brackets). req/s and p99 are medians of the rounds.');
  log();
  log('| database | route | req/s | share of reference | p99 ms | errors |');
  log('|---|---|---:|---:|---:|---:|');
  for (const r of search) {
    if (r.skipped) {
      log(`| ${NAMES[r.kind]} | skipped: ${r.skipped} | – | – | – | – |`);
      continue;
    }
    for (const row of r.rows) log(`| ${NAMES[r.kind]} | ${row.title} | ${row.rps} | ${row === r.rows[0] ? '1.00' : shareCell(row)} | ${row.p99} | ${row.errors} |`);
  }
  for (const r of search) if (r.note) log(`\n${NAMES[r.kind]}: ${r.note}.`);
  log();
  log(
    `Stores near a point as the catalogue grows (PostgreSQL 15; POST /api/get-delivery-restaurants at Indiranagar; copies of the demo stores in ${CITIES.length} other cities; the server restarted at each size). "share of 1×" is the median of the rounds' req/s ÷ a second server on a second database that stays at the demo's 1×, measured just before each round:`,
  );
  log();
  if (grown.skipped) {
    log(`skipped: ${grown.skipped}`);
    log();
    return;
  }
  log('| catalogue | stores | req/s | 1× server, same rounds | share of 1× | p99 ms | errors | answer |');
  log('|---|---:|---:|---:|---:|---:|---:|---|');
  for (const row of grown.rows) log(`| ${row.scale}× | ${row.total} | ${row.rps} | ${Math.round(row.reference)} | ${shareCell(row)} | ${row.p99} | ${row.errors} | ${row.answer} |`);
  log();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await measureBrowse({ log: (line = '') => console.log(line) });
}
