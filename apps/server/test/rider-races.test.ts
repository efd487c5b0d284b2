import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { cities, deliveryOffers, deliveryProfiles, liveEvents, settings } from '../src/db/schema';
import { locationAt, plainItems, pointNorthOf, predictableRestaurant, type ItemRow, type StoreRow } from './fixtures';
import { createTestApp, openTestDatabase, type TestApp } from './helpers';
import { makeOwner, makeRider, makeUser, placeOrder, type Person } from './life-fixtures';

/**
 * Issue 8 races (they must hold on PostgreSQL, where a missing lock shows): two instances sweeping
 * `nearest` turns at once give each turn once (FOR UPDATE SKIP LOCKED); two deliveries finishing at
 * once both count in the partner's cash in hand.
 */
let database: Database;
let a: TestApp;
let b: TestApp;
let store: StoreRow;
let dish: ItemRow;
let owner: Person;
let offsetMs = 0;
const clock = { now: () => new Date(Date.now() + offsetMs) };

beforeAll(async () => {
  database = await openTestDatabase();
  a = await createTestApp({ database, clock });
  b = await createTestApp({ database, clock });
  await a.db.update(cities).set({ isSurgEnabled: false });
  store = await predictableRestaurant(a.db);
  [dish] = (await plainItems(a.db, store.id, [30_000])) as [ItemRow];
  owner = await makeOwner(a.db, [store.id]);
  // Only this file's partners count.
  await a.db.update(deliveryProfiles).set({ isOnline: false });
});
afterAll(async () => {
  await a.close();
  await b.close();
  await database.close();
});

const setSetting = (key: string, value: string) => a.db.update(settings).set({ value }).where(eq(settings.key, key));

describe('nearest dispatch on two instances', () => {
  it('20 sweeps at once (10 per instance) give the next turn exactly once', async () => {
    await setSetting('delivery_dispatch_mode', 'nearest');
    await setSetting('delivery_offer_seconds', '30');
    const riders = [await makeRider(a.db, [store.id]), await makeRider(a.db, [store.id]), await makeRider(a.db, [store.id])];
    for (const [i, r] of riders.entries()) {
      const p = pointNorthOf(store, i + 1);
      await a.post('delivery/update-user-info', { is_online: true, latitude: p.latitude, longitude: p.longitude }, { token: r.token });
    }
    const customer = await makeUser(a.db, 'customer');
    const placed = await placeOrder(a, customer.token, store, dish.id, { location: locationAt(pointNorthOf(store, 1)) });
    expect((await a.post('store/accept-order', { unique_order_id: placed.uid }, { token: owner.token })).statusCode).toBe(200);
    await a.app.dispatch.idle();
    const turns = () => a.db.select().from(deliveryOffers).where(eq(deliveryOffers.orderId, placed.id));
    expect((await turns()).map((t) => [t.deliveryUserId, t.status])).toEqual([[riders[0]?.userId, 'OPEN']]);

    offsetMs = 31_000;
    await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).app.dispatch.sweep()));
    expect((await turns()).map((t) => [t.deliveryUserId, t.status])).toEqual([
      [riders[0]?.userId, 'EXPIRED'],
      [riders[1]?.userId, 'OPEN'],
    ]);
    const offers = await a.db
      .select()
      .from(liveEvents)
      .where(and(eq(liveEvents.orderId, placed.id), eq(liveEvents.type, 'order.offer')));
    // The store's broadcast-channel event of the accept, then one turn each: never a duplicate.
    expect(offers.map((e) => e.channels).filter((c) => c.some((x) => x.startsWith('delivery:')))).toEqual([[`delivery:${riders[0]?.userId}`], [`delivery:${riders[1]?.userId}`]]);
    offsetMs = 0;
    await setSetting('delivery_dispatch_mode', 'broadcast');
  });
});

describe('cash in hand', () => {
  it('two deliveries finishing at once both count', async () => {
    const rider = await makeRider(a.db, [store.id]);
    const customer = await makeUser(a.db, 'customer');
    const orders = [];
    for (let i = 0; i < 2; i += 1) {
      const placed = await placeOrder(a, customer.token, store, dish.id, { location: locationAt(pointNorthOf(store, 1)) });
      await a.post('store/accept-order', { unique_order_id: placed.uid }, { token: owner.token });
      await a.post('delivery/accept-to-deliver', { unique_order_id: placed.uid }, { token: rider.token });
      await a.post('delivery/pickedup-order', { unique_order_id: placed.uid }, { token: rider.token });
      orders.push(placed);
    }
    const answers = await Promise.all(orders.map((o, i) => (i ? a : b).post('delivery/deliver-order', { unique_order_id: o.uid, delivery_pin: o.pin }, { token: rider.token })));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const [profile] = await a.db.select().from(deliveryProfiles).where(eq(deliveryProfiles.userId, rider.userId));
    // 2 × (300.00 + 10.00 packing + 30.00 delivery)
    expect(profile?.cashInHandPaise).toBe(68_000);
  });
});
