import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { cities } from '../src/db/schema';
import { plainItems, predictableRestaurant, type ItemRow, type StoreRow } from './fixtures';
import { createTestApp, DB_KIND, openTestDatabase, type TestApp } from './helpers';
import { makeOwner, makeUser, placeOrder, type Person } from './life-fixtures';
import { openStream, type SseStream } from './sse-client';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

/**
 * Issue 35: Redis is an accelerator, never a single point of failure. Two instances on one database
 * reach the real Redis through a proxy each that the test cuts and restores (Redis "stopped" and
 * "started"). Needs TEST_REDIS_URL and PostgreSQL (two instances cannot share one PGlite).
 */
const redisUrl = process.env.TEST_REDIS_URL;
const enabled = DB_KIND === 'postgres' && Boolean(redisUrl);

let database: Database;
let proxyA: TcpProxy;
let proxyB: TcpProxy;
let a: TestApp;
let b: TestApp;
let baseA: string;
let baseB: string;
let store: StoreRow;
let dish: ItemRow;
let owner: Person;
const streams: SseStream[] = [];

const health = async (t: TestApp) => (await t.app.inject({ method: 'GET', url: '/api/health' })).json<{ status: string; redis: string }>();
const waitFor = async (check: () => Promise<boolean>, timeoutMs = 8_000) => {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe.skipIf(!enabled)('Redis stopped and started under two instances', () => {
  beforeAll(async () => {
    const target = new URL(redisUrl ?? 'redis://127.0.0.1:6379');
    proxyA = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    proxyB = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    database = await openTestDatabase();
    const liveChannel = `keka:test:outage:${process.pid}:${Date.now().toString(36)}`;
    const rateLimit = { redisKeyPrefix: `keka:test:outage:${process.pid}:${Date.now().toString(36)}:`, limits: { 'coordinate-to-address': { perIp: 3, windowMs: 60_000 } } };
    a = await createTestApp({ database, env: { REDIS_URL: proxyA.url }, liveChannel, rateLimit });
    b = await createTestApp({ database, env: { REDIS_URL: proxyB.url }, liveChannel, rateLimit });
    await Promise.all([a.app.listen({ port: 0, host: '127.0.0.1' }), b.app.listen({ port: 0, host: '127.0.0.1' })]);
    baseA = `http://127.0.0.1:${(a.app.server.address() as AddressInfo).port}`;
    baseB = `http://127.0.0.1:${(b.app.server.address() as AddressInfo).port}`;
    await a.db.update(cities).set({ isSurgEnabled: false });
    store = await predictableRestaurant(a.db);
    [dish] = (await plainItems(a.db, store.id, [20_000])) as [ItemRow];
    owner = await makeOwner(a.db, [store.id]);
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await a?.close();
    await b?.close();
    await database?.close();
    await proxyA?.close();
    await proxyB?.close();
  });
  const stream = async (base: string, token: string) => {
    const s = await openStream(base, { authorization: `Bearer ${token}` });
    streams.push(s);
    return s;
  };

  it('while Redis is away: degraded health, limits per instance, own streams live, the others caught up from the outbox', async () => {
    const customer = await makeUser(a.db, 'customer');
    const customerOnA = await stream(baseA, customer.token);
    const customerOnB = await stream(baseB, customer.token);
    expect(await health(a)).toMatchObject({ status: 'ok', redis: 'up' });

    await proxyA.cut();
    await proxyB.cut();
    await waitFor(async () => (await health(a)).status === 'degraded' && (await health(b)).status === 'degraded');
    expect(await health(a)).toMatchObject({ status: 'degraded', redis: 'down' });
    // Every stream is told, so its screens refetch on a timer.
    await customerOnA.next((e) => e.type === 'stream.degraded' && e.data.degraded === true);
    await customerOnB.next((e) => e.type === 'stream.degraded' && e.data.degraded === true);

    // A limit holds per instance: never off.
    const geocode = (t: TestApp) => t.post('coordinate-to-address', { latitude: 12.97, longitude: 77.64 }, { remoteAddress: '198.51.100.35' });
    const codes = [];
    for (let i = 0; i < 5; i += 1) codes.push((await geocode(a)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429, 429]);

    // An order placed and accepted on A reaches A's stream at once, and B's stream from the outbox.
    const placed = await placeOrder(a, customer.token, store, dish.id);
    expect((await a.post('store/accept-order', { unique_order_id: placed.uid }, { token: owner.token })).statusCode).toBe(200);
    await customerOnA.next((e) => e.data.unique_order_id === placed.uid && e.data.status_id === 2, 2_000);
    const started = Date.now();
    await customerOnB.next((e) => e.data.unique_order_id === placed.uid && e.data.status_id === 2, 5_000);
    expect(Date.now() - started).toBeLessThan(5_000);

    // Redis back: health recovers, streams are told, and the fan-out crosses instances again.
    await proxyA.restore();
    await proxyB.restore();
    await waitFor(async () => (await health(a)).status === 'ok' && (await health(b)).status === 'ok', 15_000);
    await customerOnB.next((e) => e.type === 'stream.degraded' && e.data.degraded === false, 5_000);
    await waitFor(async () => {
      // Redis is back once a fresh move crosses within a moment.
      const again = await placeOrder(a, customer.token, store, dish.id);
      try {
        await customerOnB.next((e) => e.data.unique_order_id === again.uid, 1_000);
        return true;
      } catch {
        return false;
      }
    }, 15_000);
    for (const s of [customerOnA, customerOnB]) {
      const ids = s.events.map((e) => e.id).filter((id): id is number => id !== null);
      expect(ids).toEqual([...ids].sort((x, y) => x - y));
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});
