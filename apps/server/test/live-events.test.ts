import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, liveEvents } from '../src/db/schema';
import { systemClock } from '../src/lib/clock';
import { createMemoryBus, type LiveMessage } from '../src/realtime/event-bus';
import { createLiveEvents } from '../src/realtime/live-events';
import { plainItems, predictableRestaurant, type ItemRow, type StoreRow } from './fixtures';
import { createTestApp, type TestApp } from './helpers';
import { makeOwner, makeRider, makeUser, placeOrder, type Person } from './life-fixtures';
import { openStream, type SseStream } from './sse-client';

/** GET /api/events (ADR 0011): a real listening server read with fetch(), as the web client does. */
let t: TestApp;
let base: string;
let store: StoreRow;
let dish: ItemRow;
let owner: Person;
let rider: Person;
const streams: SseStream[] = [];

beforeAll(async () => {
  t = await createTestApp({ liveHeartbeatMs: 150 });
  await t.db.update(cities).set({ isSurgEnabled: false });
  store = await predictableRestaurant(t.db);
  [dish] = (await plainItems(t.db, store.id, [20_000])) as [ItemRow];
  owner = await makeOwner(t.db, [store.id]);
  rider = await makeRider(t.db, [store.id]);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of streams) s.close();
  await t.close();
});

async function stream(token: string, lastEventId?: number): Promise<SseStream> {
  const s = await openStream(base, { authorization: `Bearer ${token}`, ...(lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) }) });
  streams.push(s);
  return s;
}
const store_ = (name: string, uid: string) => t.post(`store/${name}`, { unique_order_id: uid }, { token: owner.token });

describe('the stream', () => {
  it('answers with event-stream headers, a retry hint and heartbeats', async () => {
    const customer = await makeUser(t.db, 'customer');
    const s = await stream(customer.token);
    expect(s.status).toBe(200);
    expect(s.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(s.headers.get('cache-control')).toBe('no-store');
    expect(s.headers.get('x-accel-buffering')).toBe('no');
    expect(s.headers.get('x-content-type-options')).toBe('nosniff');
    expect(s.headers.get('content-encoding')).toBeNull();
    await s.waitUntil(() => s.comments.includes('ping'));
    expect(s.retry).toBe(3000);
    s.close();
  });

  it('refuses a missing, wrong or URL token with 401 (the token never travels in a URL)', async () => {
    const customer = await makeUser(t.db, 'customer');
    const attempts: Record<string, string>[] = [{}, { authorization: 'Bearer not-a-real-token' }, { authorization: 'Basic abc' }, { authorization: customer.token }];
    for (const headers of attempts) {
      const res = await fetch(`${base}/api/events`, { headers });
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect(await res.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    }
    for (const query of [`token=${customer.token}`, `auth_token=${customer.token}`]) {
      expect((await fetch(`${base}/api/events?${query}`)).status).toBe(401);
    }
  });

  it('delivers a move to the customer and the store owner, each once, with the fields a page needs', async () => {
    const customer = await makeUser(t.db, 'customer');
    const mine = await stream(customer.token);
    const shop = await stream(owner.token);
    const other = await stream((await makeUser(t.db, 'customer')).token);
    const placed = await placeOrder(t, customer.token, store, dish.id);
    const created = await shop.next((e) => e.type === 'order.status' && e.data.unique_order_id === placed.uid);
    expect(created.data).toMatchObject({ status_id: 1, previous_status_id: null, by: 'customer' });
    await store_('accept-order', placed.uid);
    const accepted = await mine.next((e) => e.data.status_id === 2);
    expect(accepted).toMatchObject({ type: 'order.status', id: expect.any(Number) });
    expect(accepted.data).toMatchObject({
      unique_order_id: placed.uid,
      store_id: store.id,
      delivery_type: 'DELIVERY',
      status: 'PREPARING',
      previous_status_id: 1,
      preparation_minutes: expect.any(Number),
      eta_at: expect.any(String),
      accepted_at: expect.any(String),
      rider: null,
      by: 'store',
    });
    await shop.next((e) => e.id === accepted.id);
    // The customer's alert comes live too (the alerts list and its badge refetch on it); the store's does not.
    const alert = await mine.next((e) => e.type === 'notification.new' && e.data.click_action === `/running-order/${placed.uid}`);
    expect(alert.data).toMatchObject({ id: expect.any(Number), title: expect.any(String), message: expect.any(String) });
    await new Promise((r) => setTimeout(r, 100));
    expect(shop.events.filter((e) => e.type === 'notification.new')).toEqual([]);
    expect(mine.events.filter((e) => e.id === accepted.id)).toHaveLength(1);
    // Nothing of this order reaches another customer.
    expect(other.events.filter((e) => e.data.unique_order_id === placed.uid)).toEqual([]);
  });

  it("tells every open stream, whoever's, when an admin raises the settings version (SPEC §4, pushed)", async () => {
    const admin = await makeUser(t.db, 'admin');
    const customer = await stream((await makeUser(t.db, 'customer')).token);
    const shop = await stream(owner.token);
    const partner = await stream(rider.token);
    const saved = await t.post('admin/save-settings', { values: { customHomeMessage: `Pushed ${Date.now()}` } }, { token: admin.token });
    expect(saved.statusCode, saved.body).toBe(200);
    const version = saved.json<{ force_new_settings_version: string }>().force_new_settings_version;
    for (const s of [customer, shop, partner]) {
      const heard = await s.next((e) => e.type === 'app.version');
      expect(heard).toMatchObject({ id: null, data: { forceNewSettingsVersion: version, forceCacheClearVersion: expect.any(String) } });
    }
  });

  it('resumes with Last-Event-ID: replays what was missed, without duplicates, then goes live', async () => {
    const customer = await makeUser(t.db, 'customer');
    const first = await stream(customer.token);
    const placed = await placeOrder(t, customer.token, store, dish.id);
    const placedEvent = await first.next((e) => e.data.unique_order_id === placed.uid && e.data.status_id === 1);
    first.close();
    await store_('accept-order', placed.uid);
    await store_('mark-ready', placed.uid);
    const again = await stream(customer.token, placedEvent.id ?? 0);
    await again.next((e) => e.type === 'order.ready');
    const replayed = again.events.filter((e) => e.data.unique_order_id === placed.uid);
    expect(replayed.map((e) => [e.type, e.data.status_id])).toEqual([
      ['order.status', 2],
      ['order.ready', 2],
    ]);
    expect(replayed.every((e) => (e.id ?? 0) > (placedEvent.id ?? 0))).toBe(true);
    // Then live: a rider takes it.
    await t.post('delivery/accept-to-deliver', { unique_order_id: placed.uid }, { token: rider.token });
    const assigned = await again.next((e) => e.data.status_id === 3);
    expect(assigned.data).toMatchObject({ rider: { name: rider.name, phone: rider.phone } });
    const ids = again.events.map((e) => e.id).filter((id) => id !== null);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives riders the offers of their stores and their own orders' moves; the customer gets the rider's position", async () => {
    const customer = await makeUser(t.db, 'customer');
    const riderStream = await stream(rider.token);
    const customerStream = await stream(customer.token);
    const outsider = await stream((await makeRider(t.db, [])).token);
    const placed = await placeOrder(t, customer.token, store, dish.id);
    await store_('accept-order', placed.uid);
    const offer = await riderStream.next((e) => e.type === 'order.offer' && e.data.unique_order_id === placed.uid);
    expect(offer.data).toMatchObject({ store_id: store.id, offer: { customer: null, is_offer: true, amount_to_collect: '240.00' } });
    await t.post('delivery/accept-to-deliver', { unique_order_id: placed.uid }, { token: rider.token });
    await riderStream.next((e) => e.type === 'order.offer_closed' && e.data.unique_order_id === placed.uid);
    await riderStream.next((e) => e.type === 'order.status' && e.data.unique_order_id === placed.uid && e.data.status_id === 3);
    await t.post('delivery/set-delivery-guy-gps-location', { lat: 12.98, lng: 77.65, heading: 45, speed: 4 }, { token: rider.token });
    const where = await customerStream.next((e) => e.type === 'rider.location');
    expect(where).toMatchObject({ id: null, data: { unique_order_id: placed.uid, latitude: 12.98, longitude: 77.65, heading: 45, speed: 4 } });
    expect(outsider.events.filter((e) => e.data.unique_order_id === placed.uid)).toEqual([]);
  });

  it('caps streams per account (429) and frees a place when one closes', async () => {
    const customer = await makeUser(t.db, 'customer');
    const open = await Promise.all(Array.from({ length: 5 }, () => stream(customer.token)));
    expect(open.every((s) => s.status === 200)).toBe(true);
    const sixth = await fetch(`${base}/api/events`, { headers: { authorization: `Bearer ${customer.token}` } });
    expect(sixth.status).toBe(429);
    open[0]?.close();
    await new Promise((r) => setTimeout(r, 100));
    const again = await stream(customer.token);
    expect(again.status).toBe(200);
  });

  it('ends the stream of a session that logged out (SECURITY 19)', async () => {
    const customer = await makeUser(t.db, 'customer');
    const s = await stream(customer.token);
    await s.waitUntil(() => s.comments.includes('connected'));
    await t.post('logout', {}, { token: customer.token });
    // Checked again every 4 heartbeats (150 ms here).
    await s.waitUntil(() => s.ended(), 3000);
  });
});

describe('the outbox', () => {
  it('prunes events older than a day', async () => {
    const live = createLiveEvents({ db: t.db, bus: createMemoryBus(), clock: systemClock, onError: () => undefined });
    const [old] = await t.db.insert(liveEvents).values({ channels: ['user:1'], type: 'order.status', payload: {}, createdAt: new Date(Date.now() - 25 * 3600_000) }).returning();
    const [fresh] = await t.db.insert(liveEvents).values({ channels: ['user:1'], type: 'order.status', payload: {}, createdAt: new Date(Date.now() - 23 * 3600_000) }).returning();
    expect(await live.prune()).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(liveEvents).where(eq(liveEvents.id, old?.id ?? 0))).toEqual([]);
    expect(await t.db.select().from(liveEvents).where(eq(liveEvents.id, fresh?.id ?? 0))).toHaveLength(1);
  });

  it('a failed publish is logged, not thrown (the event stays in the outbox)', async () => {
    const errors: string[] = [];
    const broken = { ...createMemoryBus(), publish: async () => Promise.reject(new Error('redis away')) };
    const live = createLiveEvents({ db: t.db, bus: broken, clock: systemClock, onError: (_e, context) => errors.push(context) });
    const message: LiveMessage = { id: 1, type: 'order.status', channels: ['user:1'], data: {} };
    await live.publish([message]);
    expect(errors).toEqual(['publish order.status 1']);
  });
});

describe('closing', () => {
  it('app.close() ends open streams instead of hanging', async () => {
    const other = await createTestApp({ database: t.database });
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}`;
    const customer = await makeUser(t.db, 'customer');
    const s = await openStream(url, { authorization: `Bearer ${customer.token}` });
    await s.waitUntil(() => s.comments.includes('connected'));
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(2000);
    await s.waitUntil(() => s.ended(), 2000);
  });
});
