import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, liveEvents, stores } from '../src/db/schema';
import { plainItems, pointNorthOf, predictableRestaurant, type ItemRow, type StoreRow } from './fixtures';
import { createTestApp, type TestApp } from './helpers';
import { makeOwner, makeRider, makeUser, placeOrder, type Person } from './life-fixtures';

/**
 * Issue 36 "An honest ETA": the estimate is the kitchen left plus the rider's travel at the city's
 * speed, recomputed at every move and GPS fix; the first one is the promise, which stays put.
 */
let t: TestApp;
let store: StoreRow;
let dish: ItemRow;
let owner: Person;
let rider: Person;
let customer: Person;
/** The whole minute the test starts at; the clock stands still at T0 + `minute` minutes. */
const T0 = Math.ceil(Date.now() / 60_000) * 60_000 + 60_000;
let minute = 0;
const clock = { now: () => new Date(T0 + minute * 60_000) };
const at = (m: number) => new Date(T0 + m * 60_000).toISOString();

beforeAll(async () => {
  t = await createTestApp({ clock });
  await t.db.update(cities).set({ isSurgEnabled: false });
  store = await predictableRestaurant(t.db, { preparationTime: 15 });
  // A city of its own, with no delivered order yet: riders ride at the default 18 km/h.
  const [city] = await t.db.insert(cities).values({ name: 'Etaville', state: 'Karnataka', latitude: store.latitude, longitude: store.longitude }).returning();
  if (!city) throw new Error('no city');
  await t.db.update(stores).set({ cityId: city.id }).where(eq(stores.id, store.id));
  [dish] = (await plainItems(t.db, store.id, [20_000])) as [ItemRow];
  owner = await makeOwner(t.db, [store.id]);
  rider = await makeRider(t.db, [store.id]);
  customer = await makeUser(t.db, 'customer', 'Meera Iyer');
});
afterAll(async () => t.close());

type Json = Record<string, unknown>;
const post = async (name: string, body: Json, who: Person) => {
  const res = await t.post(name, body, { token: who.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Json }>().data;
};
const view = (uid: string) => post('get-single-order', { unique_order_id: uid }, customer);
const fix = (uid: string, point: { latitude: number; longitude: number }) => post('delivery/set-delivery-guy-gps-location', { lat: point.latitude, lng: point.longitude }, rider).then(() => view(uid));
const etaEvents = async (orderId: number) => (await t.db.select().from(liveEvents).where(and(eq(liveEvents.orderId, orderId), eq(liveEvents.type, 'order.eta')))).map((e) => e.payload as Json);

describe('the live ETA', () => {
  it('follows the kitchen and the rider; the promise stays; a fix that changes nothing tells nobody', async () => {
    minute = 0;
    // 1 km north of the store: 3⅓ min at 18 km/h, and 2 for the handover.
    const placed = await placeOrder(t, customer.token, store, dish.id);
    const accepted = await post('store/accept-order', { unique_order_id: placed.uid, preparation_minutes: 15 }, owner);
    expect(accepted).toMatchObject({ eta_at: at(21), promised_at: at(21), first_promised_at: at(21) });

    minute = 1;
    expect(await post('delivery/accept-to-deliver', { unique_order_id: placed.uid }, rider)).toMatchObject({ eta_at: at(21) });

    // The rider is 6 km beyond the store: 20 minutes to reach it, longer than the kitchen's 13 left.
    minute = 2;
    const far = await fix(placed.uid, pointNorthOf(store, -6));
    expect(far).toMatchObject({ eta_at: at(28), promised_at: at(21) });
    expect((await etaEvents(placed.id)).map((e) => e.eta_at)).toEqual([at(28)]);

    // Half a minute later from the same place: the estimate moved by less than a minute, nothing is told.
    minute = 2.5;
    expect((await fix(placed.uid, pointNorthOf(store, -6))).eta_at).toBe(at(28));
    expect(await etaEvents(placed.id)).toHaveLength(1);

    // Picked up late; halfway to the customer the ride left is 1⅔ min, plus the handover.
    minute = 30;
    await post('delivery/pickedup-order', { unique_order_id: placed.uid }, rider);
    minute = 31;
    const halfway = await fix(placed.uid, pointNorthOf(store, 0.5));
    expect(halfway).toMatchObject({ eta_at: at(35), promised_at: at(21), first_promised_at: at(21) });
    const told = await etaEvents(placed.id);
    expect(told.at(-1)).toMatchObject({ unique_order_id: placed.uid, eta_at: at(35), promised_at: at(21), status_id: 4 });

    minute = 36;
    const delivered = await post('delivery/deliver-order', { unique_order_id: placed.uid, delivery_pin: placed.pin }, rider);
    expect(delivered).toMatchObject({ status_id: 5, delivered_at: at(36) });
    expect(await view(placed.uid)).toMatchObject({ first_promised_at: at(21), eta_at: at(35) });
  });

  it('a fix of a partner with no order on the way is refused and moves nothing', async () => {
    const res = await t.post('delivery/set-delivery-guy-gps-location', { lat: store.latitude, lng: store.longitude }, { token: rider.token });
    expect(res.statusCode).toBe(409);
  });

  it("learns the city's speed from its delivered orders", async () => {
    // Five trips of 3 km, picked up → delivered in 8 minutes: 3 km in 6 (handover out) is 30 km/h.
    for (let i = 0; i < 5; i++) {
      minute = 100 + i * 20;
      const placed = await placeOrder(t, customer.token, store, dish.id, { location: { lat: pointNorthOf(store, 3).latitude, lng: store.longitude, address: 'MG Road', house: '1', tag: 'Work' } });
      await post('store/accept-order', { unique_order_id: placed.uid, preparation_minutes: 5 }, owner);
      await post('delivery/accept-to-deliver', { unique_order_id: placed.uid }, rider);
      await post('delivery/pickedup-order', { unique_order_id: placed.uid }, rider);
      minute += 8;
      await post('delivery/deliver-order', { unique_order_id: placed.uid, delivery_pin: placed.pin }, rider);
    }
    // The learnt speed is kept 10 minutes; after that a new order rides at 30 km/h: 5 + 6 + 2.
    minute = 300;
    const placed = await placeOrder(t, customer.token, store, dish.id, { location: { lat: pointNorthOf(store, 3).latitude, lng: store.longitude, address: 'MG Road', house: '1', tag: 'Work' } });
    expect(await post('store/accept-order', { unique_order_id: placed.uid, preparation_minutes: 5 }, owner)).toMatchObject({ eta_at: at(313) });
  });

  it('the admin reports the ETA error per city and store: p50 and p90 of delivered − first promised', async () => {
    // The first order came 15 minutes after its promise; the five trips each 9 minutes early (promised 17, delivered 8).
    const admin = await makeUser(t.db, 'admin', 'Asha Admin');
    const report = await post('admin/get-eta-report', { days: 30 }, admin);
    const row = { orders: 6, p50: -9, p90: 15, late_share: 0.167 };
    expect(report).toMatchObject({ days: 30, overall: row, cities: [{ city: 'Etaville', ...row }], stores: [{ store_id: store.id, store: store.name, city: 'Etaville', ...row }] });
    expect((await t.post('admin/get-eta-report', { days: 30 }, { token: customer.token })).statusCode).toBe(403);
    expect((await t.post('admin/get-eta-report', { days: 31 }, { token: admin.token })).statusCode).toBe(400);
  });

  it('an estimate that passed while the kitchen is still on it is made again from now, once', async () => {
    // The city now rides at 30 km/h (the median of its six trips): 1 km is 2 minutes, and 2 for the handover.
    minute = 400;
    const placed = await placeOrder(t, customer.token, store, dish.id);
    expect(await post('store/accept-order', { unique_order_id: placed.uid, preparation_minutes: 5 }, owner)).toMatchObject({ eta_at: at(409), promised_at: at(409) });
    minute = 420;
    await t.app.etaRefresher.sweep();
    expect(await view(placed.uid)).toMatchObject({ eta_at: at(424), promised_at: at(409) });
    const told = await etaEvents(placed.id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ eta_at: at(424), promised_at: at(409), by: 'system' });
    await t.app.etaRefresher.sweep();
    expect(await etaEvents(placed.id)).toHaveLength(1);
  });
});
