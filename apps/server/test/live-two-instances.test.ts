import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { cities } from '../src/db/schema';
import { plainItems, predictableRestaurant, type ItemRow, type StoreRow } from './fixtures';
import { createTestApp, DB_KIND, openTestDatabase, type TestApp } from './helpers';
import { makeOwner, makeRider, makeUser, placeOrder, type Person } from './life-fixtures';
import { openStream, type SseStream } from './sse-client';

/**
 * ARCHITECTURE "Scale-out": two instances on one PostgreSQL and one Redis see each other's events.
 * Needs TEST_REDIS_URL (.ci/run sets it when Redis answers on 127.0.0.1:6379).
 */
const redisUrl = process.env.TEST_REDIS_URL;
const enabled = DB_KIND === 'postgres' && Boolean(redisUrl);

let database: Database;
let a: TestApp;
let b: TestApp;
let baseB: string;
let store: StoreRow;
let dish: ItemRow;
let owner: Person;
let rider: Person;
const streams: SseStream[] = [];

describe.skipIf(!enabled)('two instances, one PostgreSQL, one Redis', () => {
  beforeAll(async () => {
    database = await openTestDatabase();
    // Both instances share this run's own Redis channel, so parallel runs never hear each other.
    const liveChannel = `keka:test:${process.pid}:${Date.now().toString(36)}`;
    const options = { database, env: { REDIS_URL: redisUrl ?? '' }, liveChannel };
    a = await createTestApp(options);
    b = await createTestApp(options);
    await Promise.all([a.app.listen({ port: 0, host: '127.0.0.1' }), b.app.listen({ port: 0, host: '127.0.0.1' })]);
    baseB = `http://127.0.0.1:${(b.app.server.address() as AddressInfo).port}`;
    await a.db.update(cities).set({ isSurgEnabled: false });
    store = await predictableRestaurant(a.db);
    [dish] = (await plainItems(a.db, store.id, [20_000])) as [ItemRow];
    owner = await makeOwner(a.db, [store.id]);
    rider = await makeRider(a.db, [store.id]);
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await a?.close();
    await b?.close();
    await database?.close();
  });

  const streamOnB = async (token: string, lastEventId?: number) => {
    const s = await openStream(baseB, { authorization: `Bearer ${token}`, ...(lastEventId ? { 'last-event-id': String(lastEventId) } : {}) });
    streams.push(s);
    return s;
  };

  it('a move made through instance A reaches an SSE client of instance B, once', async () => {
    const customer = await makeUser(a.db, 'customer');
    const customerOnB = await streamOnB(customer.token);
    const ownerOnB = await streamOnB(owner.token);
    const placed = await placeOrder(a, customer.token, store, dish.id);
    await ownerOnB.next((e) => e.data.unique_order_id === placed.uid && e.data.status_id === 1);
    expect((await a.post('store/accept-order', { unique_order_id: placed.uid }, { token: owner.token })).statusCode).toBe(200);
    const accepted = await customerOnB.next((e) => e.data.unique_order_id === placed.uid && e.data.status_id === 2);
    expect(accepted).toMatchObject({ type: 'order.status', id: expect.any(Number), data: { by: 'store', previous_status_id: 1 } });
    await new Promise((r) => setTimeout(r, 150));
    expect(customerOnB.events.filter((e) => e.id === accepted.id)).toHaveLength(1);
  });

  it("the rider's position (bus only, no outbox row) crosses instances too; a resume on B replays from the shared table", async () => {
    const customer = await makeUser(a.db, 'customer');
    const placed = await placeOrder(a, customer.token, store, dish.id);
    await a.post('store/accept-order', { unique_order_id: placed.uid }, { token: owner.token });
    await a.post('delivery/accept-to-deliver', { unique_order_id: placed.uid }, { token: rider.token });
    const resumed = await streamOnB(customer.token, 1);
    await resumed.next((e) => e.data.unique_order_id === placed.uid && e.data.status_id === 3);
    expect(resumed.events.filter((e) => e.data.unique_order_id === placed.uid).map((e) => e.data.status_id)).toEqual([1, 2, 3]);
    await a.post('delivery/set-delivery-guy-gps-location', { lat: 12.99, lng: 77.61 }, { token: rider.token });
    const where = await resumed.next((e) => e.type === 'rider.location');
    expect(where.data).toMatchObject({ unique_order_id: placed.uid, latitude: 12.99, longitude: 77.61 });
  });
});
