// The soak (issue 35): the production server on the embedded database (PGlite) under a steady, bounded
// load for SOAK_MINUTES (30), sampling its resident memory every 10 s. The bar: RSS at the end within
// 10% of RSS at minute 5 (the warm-up: caches filled, JIT done). The load, every second: browsing
// (home, store list, a menu, search, settings), a self-pickup order at the demo owner's restaurant that
// the owner accepts, readies and hands over, a live stream opened or closed, now and then a login
// (a new session), a picture uploaded and served. Writes bench/results/<date>-soak.md.
//
//   node scripts/bench-soak.mjs            30 minutes
//   SOAK_MINUTES=3 node scripts/bench-soak.mjs   a short try
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { memoryOf, root, startServer } from './lib/server-process.mjs';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
const WARM_UP_MINUTES = Math.min(5, MINUTES / 3);
const PORT = Number(process.env.SOAK_PORT ?? 4390);
const BASE = `http://127.0.0.1:${PORT}`;
const HOME = { latitude: 12.9719, longitude: 77.6412 };
const OWNER = { email: 'store@demo.keka.in', password: 'store123' };
const CUSTOMERS = 12;
/** Open streams at once (each customer has one at most, per-account stream limits apply). */
const STREAMS = 8;

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const statuses = new Map();
const count = (key) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
/** Why orders were refused, by message. */
const refusals = new Map();

function request(pathName, { body = null, token = null, type = 'application/json', raw = false } = {}) {
  return new Promise((resolve) => {
    const payload = body === null ? null : Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
    const headers = { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(payload ? { 'content-type': type, 'content-length': payload.length } : {}) };
    const req = http.request(`${BASE}${pathName}`, { agent, method: payload ? 'POST' : 'GET', headers, timeout: 30_000 }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        count(String(res.statusCode));
        const bytes = Buffer.concat(chunks);
        let json = null;
        if (!raw) {
          try {
            json = JSON.parse(bytes.toString('utf8'));
          } catch {
            json = null;
          }
        }
        resolve({ status: res.statusCode ?? 0, json, bytes });
      });
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => {
      count(`error: ${error.message.slice(0, 40)}`);
      resolve({ status: 0, json: null, bytes: Buffer.alloc(0) });
    });
    req.end(payload ?? undefined);
  });
}
const api = (name, body = {}, token = null) => request(`/api/${name}`, { body, token });

/** A live stream held open for `ms`, then closed by the client, as a phone going to the background does. */
function holdStream(token, ms) {
  return new Promise((resolve) => {
    const req = http.request(`${BASE}/api/events`, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } }, (res) => {
      count(`stream ${res.statusCode}`);
      let events = 0;
      res.on('data', (chunk) => (events += (chunk.toString('utf8').match(/^id:/gm) ?? []).length));
      setTimeout(() => {
        req.destroy();
        resolve(events);
      }, ms);
    });
    req.on('error', () => resolve(0));
    req.end();
  });
}

/** A small PNG, built here (no image library in the bench): a solid square of `side` px. */
function png(side, seed) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const rows = Buffer.alloc((side * 3 + 1) * side);
  for (let y = 0; y < side; y += 1) for (let x = 0; x < side; x += 1) rows.set([(x + seed) & 255, (y * 3 + seed) & 255, seed & 255], y * (side * 3 + 1) + 1 + x * 3);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keka-soak-'));
  console.log(`soak: ${MINUTES} min on the embedded database (${dataDir}), port ${PORT}`);
  const server = await startServer({ port: PORT, env: { DATA_DIR: dataDir, SEED_DEMO: 'true', RATE_LIMITS: 'off' }, label: 'soak' });
  const samples = [];
  const placed = { orders: 0, collected: 0, refused: 0, uploads: 0, served: 0, logins: 0, streamEvents: 0 };
  try {
    const owner = (await api('store/login', OWNER)).json?.data?.auth_token;
    if (!owner) throw new Error('the demo store owner could not log in');
    const store = (await api('get-restaurant-info', { slug: 'spice-route' })).json;
    const menu = (await api('get-restaurant-items', { restaurant_id: store.id })).json;
    const items = menu.categories.flatMap((c) => c.items).filter((i) => i.is_active === 1 && i.addon_categories.every((g) => g.type !== 'SINGLE' || g.addons.length === 0));
    const run = Date.now().toString(36);
    const customers = [];
    for (let i = 0; i < CUSTOMERS; i += 1) {
      const phone = `+9190${String(Date.now() % 1e8).padStart(8, '0').slice(0, 6)}${String(i).padStart(2, '0')}`;
      const res = await api('register', { name: `Soak ${i}`, email: `soak-${run}-${i}@example.test`, phone, password: 'soak-password' });
      if (res.status !== 200) throw new Error(`register answered ${res.status}: ${JSON.stringify(res.json)}`);
      customers.push({ email: `soak-${run}-${i}@example.test`, token: res.json.data.auth_token, streaming: false });
    }
    const searches = ['paneer', 'dosa', 'biryani', 'pizza', 'milk', 'tea', 'roll', 'thali'];
    const started = Date.now();
    const endAt = started + MINUTES * 60_000;
    let tick = 0;
    const pending = new Set();
    const track = (promise) => {
      pending.add(promise);
      void promise.finally(() => pending.delete(promise));
    };
    const sampler = setInterval(() => {
      const m = memoryOf(server.pid);
      if (m) samples.push({ minute: (Date.now() - started) / 60_000, rss: m.rss });
    }, 10_000);
    while (Date.now() < endAt) {
      const second = Date.now();
      tick += 1;
      const who = customers[tick % customers.length];
      // Browsing, every second.
      track(api('home-data', HOME));
      track(api('get-filtered-restaurants', { ...HOME, category_ids: [] }));
      track(api('get-restaurant-items', { restaurant_id: store.id }));
      track(api('search-restaurants', { ...HOME, q: searches[tick % searches.length] }));
      track(api('get-settings'));
      // An order a second, moved to collected by the owner.
      const item = items[tick % items.length];
      track(
        (async () => {
          // Enough of it for the store's minimum order.
          const quantity = Math.max(1, Math.ceil(Number(store.min_order_price) / Number(item.price)));
          const res = await api('place-order', { order: [{ id: item.id, quantity, selectedaddons: [] }], restaurant_id: store.id, location: { lat: HOME.latitude, lng: HOME.longitude, address: 'Indiranagar', house: 'Soak', tag: 'Home' }, method: 'COD', delivery_type: 2 }, who.token);
          const uid = res.json?.data?.unique_order_id;
          if (!uid) {
            placed.refused += 1;
            refusals.set(res.json?.message ?? String(res.status), (refusals.get(res.json?.message ?? String(res.status)) ?? 0) + 1);
            return;
          }
          placed.orders += 1;
          for (const step of ['store/accept-order', 'store/mark-ready', 'store/handed-over']) {
            await sleep(300);
            if ((await api(step, { unique_order_id: uid }, owner)).status !== 200) return;
          }
          placed.collected += 1;
        })(),
      );
      // Streams: a customer without one opens one for 20 s.
      if (tick % 3 === 0 && customers.filter((c) => c.streaming).length < STREAMS) {
        const c = customers.find((x) => !x.streaming);
        if (c) {
          c.streaming = true;
          track(holdStream(c.token, 20_000).then((n) => ((placed.streamEvents += n), (c.streaming = false))));
        }
      }
      // A login every 10 s (a new session), a picture every 15 s, served twice.
      if (tick % 10 === 0) track(api('login', { email: who.email, password: 'soak-password' }).then((r) => r.status === 200 && (placed.logins += 1)));
      if (tick % 15 === 0) {
        track(
          (async () => {
            const up = await request('/api/store/upload-image', { body: png(64, tick & 255), token: owner, type: 'image/png' });
            const image = up.json?.data?.image;
            if (!image) return;
            placed.uploads += 1;
            for (let k = 0; k < 2; k += 1) if ((await request(image, { raw: true })).status === 200) placed.served += 1;
          })(),
        );
      }
      await sleep(Math.max(0, 1000 - (Date.now() - second)));
    }
    clearInterval(sampler);
    await Promise.all(pending);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const atWarm = samples.find((s) => s.minute >= WARM_UP_MINUTES) ?? samples[0];
  const last = samples.at(-1);
  const peak = samples.reduce((max, s) => Math.max(max, s.rss), 0);
  const growth = atWarm && last ? (last.rss - atWarm.rss) / atWarm.rss : NaN;
  const pass = Math.abs(growth) <= 0.1;
  const answers = [...statuses.entries()].sort().map(([k, v]) => `${k}: ${v}`).join(', ');
  const minuteRows = samples.filter((s, i) => i % 6 === 0 || s === last).map((s) => `| ${s.minute.toFixed(1)} | ${s.rss} |`);
  const date = new Date().toISOString().slice(0, 10);
  const report = [
    `# Soak on the embedded database, ${date}`,
    '',
    `\`node scripts/bench-soak.mjs\` (${MINUTES} min, ${os.cpus().length} cores). Every second: home, store list, a menu, search, settings, one self-pickup order the owner accepts, readies and hands over; ${STREAMS} live streams opened and closed in turn (20 s each); a login every 10 s, a picture uploaded and served twice every 15 s.`,
    '',
    `- orders placed ${placed.orders}, collected ${placed.collected}, refused ${placed.refused}${refusals.size ? ` (${[...refusals].map(([m, n]) => `${n}× "${m}"`).join(', ')})` : ''}; logins ${placed.logins}; pictures ${placed.uploads} uploaded, ${placed.served} served; stream events ${placed.streamEvents}`,
    `- answers: ${answers}`,
    `- server RSS: ${atWarm?.rss ?? '?'} MB at minute ${atWarm?.minute.toFixed(1) ?? '?'}, ${last?.rss ?? '?'} MB at the end (${(growth * 100).toFixed(1)}%), peak ${peak} MB`,
    `- bar (end within 10% of minute ${Number(WARM_UP_MINUTES.toFixed(1))}): ${pass ? 'PASS' : 'FAIL'}`,
    '',
    '| minute | RSS MB |',
    '|---:|---:|',
    ...minuteRows,
    '',
  ].join('\n');
  console.log(report);
  const out = path.join(root, 'bench/results', `${date}-soak${MINUTES === 30 ? '' : `-${MINUTES}min`}.md`);
  fs.writeFileSync(out, report);
  console.log(`written to ${path.relative(root, out)}`);
  if (!pass) process.exitCode = 1;
}

await main();
