// The client side of the place-order bench (scripts/bench-orders.mjs): carts built from the demo menus
// the API serves, a request plan (orders with wallet parts, coupons, tips; some sent twice with the
// same Idempotency-Key) and a fixed pool of clients that sends it, timing each request from send to
// the last byte of its answer and keeping every answer for the checks.

/** Indiranagar 100 ft road, inside the demo city's delivery area (the bench's customers live around it). */
export const HOME_POINT = { latitude: 12.9719, longitude: 77.6412 };

/** mulberry32: a seeded source, so a run's plan (carts, wallets, replays) can be repeated. */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

import http from 'node:http';

/**
 * The clients' connections: node:http on keep-alive sockets, at most one per client. fetch (undici)
 * cost the bench's own process 2–3.6 ms of CPU per order, on the 2 cores the server and PostgreSQL
 * share with it; a plain request costs a fraction of that, so the clients disturb what they measure less.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** POSTs `body` (a string) to `base` + `path`; resolves with the status and the whole answer as text. */
function request(base, path, headers, body) {
  return new Promise((resolve, reject) => {
    const url = new URL(path, base);
    const req = http.request(
      { agent, host: url.hostname, port: url.port, path: url.pathname, method: body === null ? 'GET' : 'POST', headers: body === null ? headers : { ...headers, 'content-length': Buffer.byteLength(body) } },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body ?? undefined);
  });
}

const paiseOf = (rupees) => Math.round(Number(rupees) * 100);
const pick = (rng, list) => list[Math.floor(rng() * list.length)];

async function post(base, name, body) {
  const res = await request(base, `/api/${name}`, { 'content-type': 'application/json' }, JSON.stringify(body));
  if (res.status !== 200) throw new Error(`${name} answered ${res.status}`);
  return JSON.parse(res.text);
}

/**
 * The restaurants that deliver to HOME_POINT now (open, in range, not a grocery store: those need a
 * delivery slot) with their active items, as the app reads them.
 */
export async function loadMenus(base) {
  const stores = await post(base, 'get-delivery-restaurants', HOME_POINT);
  // A margin inside the radius: the customers' points are up to ~300 m from HOME_POINT.
  const near = stores.filter((s) => s.is_operational === 1 && s.is_fresh === 0 && s.distance <= s.delivery_radius - 1);
  const menus = [];
  for (const store of near) {
    const menu = await post(base, 'get-restaurant-items', { restaurant_id: store.id });
    const items = menu.categories.flatMap((c) => c.items).filter((i) => i.is_active === 1);
    if (items.length > 0) menus.push({ id: store.id, name: store.name, minOrderPaise: paiseOf(store.min_order_price), items });
  }
  if (menus.length === 0) throw new Error('no demo restaurant delivers to the bench point now');
  return menus;
}

/** One cart line: a size/crust chosen in each SINGLE group (as the item sheet requires), sometimes an extra. */
function cartLine(rng, item) {
  const chosen = [];
  for (const group of item.addon_categories) {
    if (group.addons.length === 0) continue;
    if (group.type === 'SINGLE') chosen.push(pick(rng, group.addons));
    else if (rng() < 0.3) chosen.push(pick(rng, group.addons));
  }
  const quantity = rng() < 0.7 ? 1 : 2;
  const unit = paiseOf(item.price) + chosen.reduce((sum, a) => sum + paiseOf(a.price), 0);
  return { line: { id: item.id, quantity, price: item.price, selectedaddons: chosen.map((a) => ({ addon_id: a.id })) }, paise: unit * quantity };
}

/** 1–3 distinct items of one restaurant, topped up until the store's minimum order is met. */
function cart(rng, menu) {
  const lines = [];
  let total = 0;
  const wanted = 1 + Math.floor(rng() * 3);
  const used = new Set();
  for (let guard = 0; (lines.length < wanted || total < menu.minOrderPaise) && guard < 20; guard += 1) {
    const item = pick(rng, menu.items);
    if (used.has(item.id) || (item.max_qty !== null && item.max_qty < 2)) continue;
    used.add(item.id);
    const { line, paise } = cartLine(rng, item);
    lines.push(line);
    total += paise;
  }
  return lines;
}

/** A point up to ~300 m from HOME_POINT (0.0027° of latitude ≈ 300 m). */
function nearHome(rng, n) {
  return {
    lat: Number((HOME_POINT.latitude + (rng() - 0.5) * 0.0054).toFixed(6)),
    lng: Number((HOME_POINT.longitude + (rng() - 0.5) * 0.0054).toFixed(6)),
    address: '100 Feet Road, Indiranagar, Bengaluru',
    house: `Flat ${n}`,
    tag: 'Home',
  };
}

/**
 * The requests of one measured run, in sending order. Each customer places `ordersPerCustomer` orders,
 * each with its own Idempotency-Key; a share of them go out a second time with the same key and body:
 * half right behind the first (both in flight together: the server must make one wait for the other),
 * half a few pool-widths later after the first one answered (a retry after a lost answer).
 * Shares: `couponShare` carry `coupon.code`; `walletShare` pay COD with the wallet's part; 1 in 20
 * pays WALLET (the whole bill, refused when the balance is short); 1 in 5 adds a tip.
 */
export function planRun({ rng, runId, customers, menus, coupon, ordersPerCustomer, couponShare, walletShare, replayShare, concurrency }) {
  const originals = [];
  for (const customer of customers) {
    for (let k = 0; k < ordersPerCustomer; k += 1) {
      const menu = pick(rng, menus);
      const r = rng();
      const withCoupon = rng() < couponShare;
      const body = {
        order: cart(rng, menu),
        restaurant_id: menu.id,
        location: nearHome(rng, customer.id),
        method: r < 0.05 ? 'WALLET' : 'COD',
        delivery_type: 1,
        partial_wallet: r >= 0.05 && r < 0.05 + walletShare,
        ...(withCoupon ? { coupon: { code: coupon.code } } : {}),
        ...(rng() < 0.2 ? { tip: { type: 'amount', value: pick(rng, [10, 20, 30, 50]) } } : {}),
      };
      originals.push(newJob({ kind: 'first', customer, key: `bench-${runId}-${customer.id}-${k}`, payload: JSON.stringify(body), withCoupon }));
    }
  }
  shuffle(rng, originals);
  const jobs = [];
  const late = [];
  originals.forEach((job, i) => {
    jobs.push(job);
    if (rng() >= replayShare) return;
    const replay = newJob({ ...job, kind: rng() < 0.5 ? 'replay-together' : 'replay-after', first: job });
    if (replay.kind === 'replay-together') jobs.push(replay);
    else late.push({ at: i + 3 * concurrency, replay });
  });
  // Late replays go in from the back so earlier insert positions stay right.
  for (const { at, replay } of late.reverse()) jobs.splice(Math.min(at, jobs.length), 0, replay);
  return jobs;
}

function newJob(fields) {
  let resolve;
  const done = new Promise((r) => (resolve = r));
  return { ...fields, done, resolve, answer: null };
}

function shuffle(rng, list) {
  for (let i = list.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
}

/**
 * Opens `n` keep-alive connections (the agent keeps them for the run that follows) while the server
 * is idle. Without this, a run at more clients than the last one measures connection set-up on a busy
 * server: Node accepts one waiting connection per event-loop turn, and on PGlite a turn runs every
 * queued transaction, so connections opened under load waited up to the whole run (seen: p99 13–15 s
 * at 50 clients, every slow request one of the first on a new connection).
 */
export async function openConnections(base, n) {
  for (let round = 0; round < 2; round += 1) {
    await Promise.all(Array.from({ length: n }, () => request(base, '/api/health', {}, null)));
  }
}

/**
 * Sends `jobs` through `concurrency` clients, each sending its next request when its last answer is
 * in (a closed loop, like autocannon's connections). A late replay waits for its first request's
 * answer before it is sent; that wait is not part of its latency. `deadlineMs`: stop taking new jobs.
 */
export async function sendAll(base, jobs, concurrency, deadlineMs = Infinity) {
  let next = 0;
  // Monotonic clock in µs, the one V8's CPU profiles use: the profile summary keeps only these windows.
  const windowStart = process.hrtime.bigint() / 1000n;
  const started = performance.now();
  let lastAnswer = started;
  async function client() {
    while (next < jobs.length && performance.now() - started < deadlineMs) {
      const job = jobs[next];
      next += 1;
      if (job.kind === 'replay-after') await job.first.done;
      job.answer = await send(base, job);
      lastAnswer = performance.now();
      job.resolve();
    }
  }
  await Promise.all(Array.from({ length: concurrency }, client));
  const window = [Number(windowStart), Number(process.hrtime.bigint() / 1000n)];
  return { sent: jobs.filter((j) => j.answer !== null), wallMs: lastAnswer - started, window };
}

async function send(base, job) {
  const headers = {
    'content-type': 'application/json',
    authorization: `Bearer ${job.customer.token}`,
    'idempotency-key': job.key,
    'x-forwarded-for': job.customer.ip,
  };
  const t0 = performance.now();
  try {
    const { status, text } = await request(base, '/api/place-order', headers, job.payload);
    const ms = performance.now() - t0;
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON: counted by status
    }
    const code = status === 200 ? 'OK' : (json?.code ?? 'NO_CODE');
    return { status, code, ms, orderId: json?.data?.unique_order_id ?? null, message: status === 200 ? null : (json?.message ?? text.slice(0, 200)) };
  } catch (error) {
    return { status: 0, code: 'NETWORK', ms: performance.now() - t0, orderId: null, message: String(error?.code ?? error?.cause?.code ?? error) };
  }
}

/** Answers that tell the client to send the same request again later. */
const RETRY_CODES = new Set(['SERVICE_UNAVAILABLE', 'IDEMPOTENCY_IN_PROGRESS', 'RATE_LIMITED']);

const percentile = (sorted, p) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);

/**
 * A replay of a key that placed an order must answer that order, or "try again" (503, 409
 * IDEMPOTENCY_IN_PROGRESS, 429), so that the client's next try gets the order. Anything else is wrong.
 */
function replayOutcomes(replays) {
  const ofOrders = replays.filter((j) => j.first.answer?.status === 200 || j.answer.status === 200);
  const orderOfKey = (j) => (j.first.answer?.status === 200 ? j.first.answer.orderId : j.answer.orderId);
  return {
    replaysOfOrders: ofOrders.length,
    replayedSame: ofOrders.filter((j) => j.answer.status === 200 && j.answer.orderId === orderOfKey(j)).length,
    replayedTryAgain: ofOrders.filter((j) => RETRY_CODES.has(j.answer.code)).length,
  };
}

/**
 * What the clients saw in one run: orders created (distinct unique_order_id in 200 answers), rates,
 * latency over every answer, answers by status and code, and the replay outcomes (no key may be
 * answered with two different orders).
 */
export function summarise({ sent, wallMs, window }) {
  const latencies = sent.map((j) => j.answer.ms).sort((a, b) => a - b);
  const byCode = new Map();
  for (const j of sent) {
    const key = `${j.answer.status} ${j.answer.code}`;
    byCode.set(key, (byCode.get(key) ?? 0) + 1);
  }
  const orderIds = new Map();
  const ordersByKey = new Map();
  for (const j of sent) {
    if (j.answer.status !== 200 || !j.answer.orderId) continue;
    orderIds.set(j.answer.orderId, j.customer.id);
    if (!ordersByKey.has(j.key)) ordersByKey.set(j.key, new Set());
    ordersByKey.get(j.key).add(j.answer.orderId);
  }
  const replays = sent.filter((j) => j.kind !== 'first');
  const keysWithTwoOrders = [...ordersByKey.values()].filter((s) => s.size > 1).length;
  // 503 is the contract's "try again" (the database checks show whether anything was placed); a 500 or
  // a dropped connection leaves the customer not knowing whether they ordered.
  const serverErrors = sent.filter((j) => (j.answer.status >= 500 && j.answer.status !== 503) || j.answer.status === 0);
  return {
    window,
    requests: sent.length,
    firsts: sent.length - replays.length,
    replays: replays.length,
    ...replayOutcomes(replays),
    keysWithTwoOrders,
    orders: orderIds.size,
    orderIds,
    keysWithOrder: ordersByKey.size,
    couponRequests: sent.filter((j) => j.kind === 'first' && j.withCoupon).length,
    wallSeconds: wallMs / 1000,
    ordersPerSecond: orderIds.size / (wallMs / 1000),
    answersPerSecond: sent.length / (wallMs / 1000),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? 0,
    byCode: [...byCode].sort((a, b) => b[1] - a[1]),
    unavailable: sent.filter((j) => j.answer.status === 503).length,
    serverErrors: serverErrors.map((j) => `${j.answer.status} ${j.answer.code}: ${j.answer.message}`),
  };
}
