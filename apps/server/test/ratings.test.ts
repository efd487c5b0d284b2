import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, orders, ratings, stores } from '../src/db/schema';
import { plainItems, predictableRestaurant, type ItemRow, type StoreRow } from './fixtures';
import { createTestApp, type TestApp } from './helpers';
import { makeOwner, makeRider, makeUser, placeOrder, type Person } from './life-fixtures';

/** SPEC §7 ratings: get-ratable-order, single-ratable-order, rate-order (SECURITY 13, 17, 23). */
let t: TestApp;
let store: StoreRow;
let dish: ItemRow;
let rider: Person;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.update(cities).set({ isSurgEnabled: false });
  store = await predictableRestaurant(t.db, {});
  [dish] = (await plainItems(t.db, store.id, [20_000])) as [ItemRow];
  rider = await makeRider(t.db, [store.id]);
});
afterAll(async () => t.close());

/** A customer's order, moved straight to Delivered by the given partner. */
async function delivered(customer: Person, at = new Date()): Promise<string> {
  const placed = await placeOrder(t, customer.token, store, dish.id);
  await t.db.update(orders).set({ orderStatusId: 5, deliveredAt: at, deliveryUserId: rider.userId }).where(eq(orders.uniqueOrderId, placed.uid));
  return placed.uid;
}

const storeRating = async () => (await t.db.select({ rating: stores.rating, count: stores.ratingCount }).from(stores).where(eq(stores.id, store.id)))[0];

describe('rating a delivered order', () => {
  it('offers the latest unrated order, rates it once, and moves the store average', async () => {
    const customer = await makeUser(t.db, 'customer');
    expect((await t.post('get-ratable-order', {}, { token: customer.token })).json()).toEqual({ success: true, data: null });
    const older = await delivered(customer, new Date(Date.now() - 3_600_000));
    const newer = await delivered(customer);
    const latest = (await t.post('get-ratable-order', {}, { token: customer.token })).json<{ data: { unique_order_id: string; delivery_partner_name: string; rated: boolean } }>();
    expect(latest.data).toMatchObject({ unique_order_id: newer, delivery_partner_name: rider.name, rated: false });

    const ratedInList = async () =>
      (await t.post('get-orders', {}, { token: customer.token })).json<{ data: { unique_order_id: string; rated: boolean }[] }>().data.map((o) => [o.unique_order_id, o.rated]);
    expect(await ratedInList()).toEqual([
      [newer, false],
      [older, false],
    ]);

    const before = await storeRating();
    const review = '<img src=x onerror=alert(1)> Lovely food';
    const res = await t.post('rate-order', { unique_order_id: newer, rating_store: 4, rating_delivery: 5, review }, { token: customer.token });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.select().from(ratings).where(eq(ratings.userId, customer.userId));
    expect(row).toMatchObject({ ratingStore: 4, ratingDelivery: 5, review, deliveryUserId: rider.userId });
    const after = await storeRating();
    expect(after?.count).toBe((before?.count ?? 0) + 1);
    expect(after?.rating).toBeCloseTo(((before?.rating ?? 0) * (before?.count ?? 0) + 4) / ((before?.count ?? 0) + 1), 6);

    const again = await t.post('rate-order', { unique_order_id: newer, rating_store: 1, rating_delivery: 1 }, { token: customer.token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_RATED' });
    // /my-orders stops offering "Rate the order" for it.
    expect(await ratedInList()).toEqual([
      [newer, true],
      [older, false],
    ]);
    expect((await t.post('single-ratable-order', { unique_order_id: newer }, { token: customer.token })).json()).toMatchObject({ data: { rated: true } });
    expect((await t.post('get-ratable-order', {}, { token: customer.token })).json()).toMatchObject({ data: { unique_order_id: older } });
  });

  it('counts a race of ratings of one order once', async () => {
    const customer = await makeUser(t.db, 'customer');
    const uid = await delivered(customer);
    const before = await storeRating();
    const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => t.post('rate-order', { unique_order_id: uid, rating_store: n, rating_delivery: n }, { token: customer.token })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect((await storeRating())?.count).toBe((before?.count ?? 0) + 1);
  });

  it("refuses another customer's order (404), an order not delivered yet (409), riders and owners (403)", async () => {
    const customer = await makeUser(t.db, 'customer');
    const stranger = await makeUser(t.db, 'customer');
    const uid = await delivered(customer);
    expect((await t.post('single-ratable-order', { unique_order_id: uid }, { token: stranger.token })).statusCode).toBe(404);
    expect((await t.post('rate-order', { unique_order_id: uid, rating_store: 5, rating_delivery: 5 }, { token: stranger.token })).statusCode).toBe(404);
    const pending = await placeOrder(t, customer.token, store, dish.id);
    const early = await t.post('rate-order', { unique_order_id: pending.uid, rating_store: 5, rating_delivery: 5 }, { token: customer.token });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'NOT_RATABLE' });
    const owner = await makeOwner(t.db, [store.id]);
    for (const who of [rider, owner]) expect((await t.post('rate-order', { unique_order_id: uid, rating_store: 5 }, { token: who.token })).statusCode).toBe(403);
    expect((await t.post('get-ratable-order', {})).statusCode).toBe(401);
  });

  it('validates stars and asks for the delivery rating when a partner brought it', async () => {
    const customer = await makeUser(t.db, 'customer');
    const uid = await delivered(customer);
    for (const body of [{ rating_store: 0 }, { rating_store: 6 }, { rating_store: 4.5 }, { rating_store: '5' }, { rating_store: 5, rating_delivery: 9 }, { rating_store: 5, review: 'x'.repeat(1001) }]) {
      expect((await t.post('rate-order', { unique_order_id: uid, ...body }, { token: customer.token })).statusCode).toBe(400);
    }
    const noDelivery = await t.post('rate-order', { unique_order_id: uid, rating_store: 5 }, { token: customer.token });
    expect(noDelivery.statusCode).toBe(400);
    expect(noDelivery.json()).toMatchObject({ message: 'Rate the delivery too (1 to 5 stars).' });
    expect(await t.db.select().from(ratings).where(eq(ratings.userId, customer.userId))).toEqual([]);
  });
});
