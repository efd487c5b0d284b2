// Database round trips per place-order, counted: part of the place-order bench (scripts/bench-orders.mjs
// prints them), or alone `node scripts/bench-orders-roundtrips.mjs [postgres|pglite]` (it lists every statement).
//
// The whole app (buildApp, production caches) runs in this process on a fresh database; its database
// client is wrapped so every statement the server sends is counted and kept: on PostgreSQL every
// `query` a pg client sends (BEGIN and COMMIT included: each is one network round trip), on PGlite
// every batch of protocol messages the server's client sends (BEGIN and COMMIT included). One
// warm-up order fills the caches (settings, stores), as on a server that has been up a while; then each
// kind of order is placed once through app.inject and its statements are counted (the ones inside the
// transaction apart).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { createCappedCoupon, prepareDatabase, seedCustomers } from './bench-orders-db.mjs';

const { buildApp } = await import('../apps/server/src/app.ts');
const { loadConfig } = await import('../apps/server/src/config/env.ts');
const { fromPglite, fromPgPool, createPgPool } = await import('../apps/server/src/db/client.ts');

/** Where the counted statements go; null = not counting. */
let recording = null;
const note = (text, inTx) => recording?.push({ text: String(text).replace(/\s+/g, ' ').slice(0, 160), inTx });

// PostgreSQL: every statement is a pg Client.query (the pool's query checks a client out and calls it).
const pgQuery = pg.Client.prototype.query;
const inTransaction = new WeakMap();
pg.Client.prototype.query = function countedQuery(config, ...rest) {
  const text = typeof config === 'string' ? config : (config?.text ?? '');
  if (/^\s*begin/i.test(text)) inTransaction.set(this, true);
  note(config?.name ? `[prepared ${config.name}] ${text}` : text, inTransaction.get(this) === true);
  if (/^\s*(commit|rollback)/i.test(text)) inTransaction.set(this, false);
  return pgQuery.call(this, config, ...rest);
};

/**
 * PGlite: the server's client (apps/server/src/db/pglite-client.ts) sends each statement, BEGIN and
 * COMMIT included, as one batch of protocol messages through execProtocolRawStream: one batch is one
 * round trip into the database. The statement's text comes from its Query or Parse message, or, for a
 * statement parsed earlier under a name, from that name.
 */
function countPglite(client) {
  const send = client.execProtocolRawStream.bind(client);
  const named = new Map();
  let inTx = false;
  /** The batch's statements' text: a transaction's BEGIN travels with its first statement. */
  const textOf = (batch) => {
    const b = Buffer.from(batch.buffer, batch.byteOffset, batch.byteLength);
    const cstring = (at) => b.toString('utf8', at, b.indexOf(0, at));
    const texts = [];
    for (let at = 0; at + 5 <= b.length; at += 1 + b.readInt32BE(at + 1)) {
      const type = String.fromCharCode(b[at]);
      const body = at + 5;
      if (type === 'Q') texts.push(cstring(body));
      else if (type === 'P') {
        const name = cstring(body);
        const sql = cstring(body + Buffer.byteLength(name) + 1);
        if (name) named.set(name, sql);
        texts.push(sql);
      } else if (type === 'B' && (texts.length === 0 || /^begin$/i.test(texts[texts.length - 1]))) {
        const portal = cstring(body);
        const statement = cstring(body + Buffer.byteLength(portal) + 1);
        texts.push(`[prepared ${statement}] ${named.get(statement) ?? ''}`);
      }
    }
    return texts.length > 0 ? texts.join('; ') : '(protocol message)';
  };
  client.execProtocolRawStream = (batch, options) => {
    const text = textOf(batch);
    if (/^\s*begin/i.test(text)) inTx = true;
    note(text, inTx);
    if (/^\s*(commit|rollback)/i.test(text)) inTx = false;
    return send(batch, options);
  };
}

const KINDS = [
  { name: 'plain (COD, no coupon, no wallet, no key)', body: {}, key: false },
  { name: 'with Idempotency-Key', body: {}, key: true },
  { name: 'key + coupon + partial wallet + tip', body: { coupon: true, partial_wallet: true, tip: { type: 'amount', value: 20 } }, key: true },
];

/**
 * Opens a fresh database of `kind`, places one order of each kind and returns
 * [{ name, total, inTransaction, statements }] (statements: [{ text, inTx }]).
 */
export async function countRoundTrips(kind, { pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test' } = {}) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'keka-roundtrips-'));
  let admin = null;
  let dbName = null;
  let config;
  if (kind === 'postgres') {
    admin = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 3_000 });
    await admin.connect();
    dbName = `keka_rt_${process.pid}_${Date.now().toString(36)}`;
    await admin.query(`CREATE DATABASE ${dbName}`);
    const url = new URL(pgUrl);
    url.pathname = `/${dbName}`;
    config = { kind: 'postgres', url: url.toString() };
  } else {
    config = { kind: 'pglite', dataDir: path.join(tmp, 'pglite') };
  }
  try {
    const seeded = await prepareDatabase(config);
    const customers = await seedCustomers(seeded.db, { label: `rt${kind.slice(0, 2)}`, balances: [100_000, 100_000, 100_000, 100_000], firstIp: 1 });
    const coupon = await createCappedCoupon(seeded.db, 'BENCHRT', 100);
    await seeded.close();
    return await placeAndCount(config, customers, coupon);
  } finally {
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
      await admin.end();
    }
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

async function openCounted(config) {
  if (config.kind === 'postgres') return fromPgPool(createPgPool(config.url));
  const { PGlite } = await import('@electric-sql/pglite');
  const client = new PGlite(config.dataDir);
  await client.waitReady;
  countPglite(client);
  return fromPglite(client);
}

async function placeAndCount(dbConfig, customers, coupon) {
  const database = await openCounted(dbConfig);
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: path.join(os.tmpdir(), 'keka-roundtrips-unused'), LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database, rateLimit: { enabled: false }, dispatchSweepMs: 0 });
  try {
    const post = async (name, body, customer, key) => {
      const headers = { 'content-type': 'application/json', ...(customer ? { authorization: `Bearer ${customer.token}` } : {}), ...(key ? { 'idempotency-key': key } : {}) };
      const res = await app.inject({ method: 'POST', url: `/api/${name}`, headers, payload: JSON.stringify(body) });
      return { status: res.statusCode, json: res.json() };
    };
    const point = { latitude: 12.9719, longitude: 77.6412 };
    const stores = (await post('get-delivery-restaurants', point)).json;
    const store = stores.find((s) => s.is_operational === 1 && s.is_fresh === 0 && s.distance <= s.delivery_radius - 1);
    if (!store) throw new Error('no demo restaurant delivers to the bench point now');
    const menu = (await post('get-restaurant-items', { restaurant_id: store.id })).json;
    const items = menu.categories.flatMap((c) => c.items).filter((i) => i.is_active === 1);
    // Two lines, each with its SINGLE-group add-ons chosen (as the item sheet requires).
    const lines = items.slice(0, 2).map((item) => ({
      id: item.id,
      quantity: 2,
      price: item.price,
      selectedaddons: item.addon_categories.filter((g) => g.type === 'SINGLE' && g.addons.length > 0).map((g) => ({ addon_id: g.addons[0].id })),
    }));
    const order = (customer, extra, key) =>
      post(
        'place-order',
        {
          order: lines,
          restaurant_id: store.id,
          location: { lat: point.latitude, lng: point.longitude, address: '100 Feet Road, Indiranagar, Bengaluru', house: 'Flat 1', tag: 'Home' },
          method: 'COD',
          delivery_type: 1,
          ...extra,
          ...(extra.coupon ? { coupon: { code: coupon.code } } : {}),
        },
        customer,
        key,
      );
    const warm = await order(customers[0], {}, null);
    if (warm.status !== 200) throw new Error(`the warm-up order answered ${warm.status}: ${JSON.stringify(warm.json)}`);
    const results = [];
    for (const [i, kind] of KINDS.entries()) {
      recording = [];
      const res = await order(customers[i + 1], kind.body, kind.key ? `rt-${i}` : null);
      // Work the answer started but did not wait for (live events publish, push) settles first.
      await new Promise((r) => setTimeout(r, 50));
      const statements = recording;
      recording = null;
      if (res.status !== 200) throw new Error(`${kind.name}: place-order answered ${res.status}: ${JSON.stringify(res.json)}`);
      results.push({ name: kind.name, total: statements.length, inTransaction: statements.filter((s) => s.inTx).length, statements });
    }
    return results;
  } finally {
    await app.close();
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const kind of process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['pglite', 'postgres']) {
    const results = await countRoundTrips(kind);
    for (const r of results) {
      console.log(`\n${kind}: ${r.name}: ${r.total} round trips (${r.inTransaction} inside the transaction)`);
      r.statements.forEach((s, i) => console.log(`  ${String(i + 1).padStart(2)} ${s.inTx ? 'tx' : '  '} ${s.text}`));
    }
  }
}
