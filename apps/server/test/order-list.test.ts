import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities } from '../src/db/schema';
import { plainItems, predictableRestaurant, type ItemRow, type StoreRow } from './fixtures';
import { createTestApp, type TestApp } from './helpers';
import { makeOwner, makeUser, placeOrder, type Person, type PlacedOrder } from './life-fixtures';

/** SPEC §7 get-orders: /my-orders reads the session customer's own orders, running first, a page at a time. */
let t: TestApp;
let store: StoreRow;
let dish: ItemRow;
let side: ItemRow;
let customer: Person;
let other: Person;
let owner: Person;
/** In the order they were placed: first, second (cancelled), third (accepted), fourth (two lines). */
let placed: PlacedOrder[];
let othersOrder: PlacedOrder;

interface Entry {
  unique_order_id: string;
  orderstatus_id: number;
  status: string;
  is_running: boolean;
  item_count: number;
  total: string;
  refunded: string;
  restaurant: { id: number; name: string; slug: string; image: string };
  created_at: string;
  delivered_at: string | null;
  cancelled_at: string | null;
}
interface Page {
  success: true;
  data: Entry[];
  has_more: boolean;
}

const list = async (token: string, body: Record<string, unknown> = {}) => {
  const res = await t.post('get-orders', body, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
};

beforeAll(async () => {
  t = await createTestApp();
  await t.db.update(cities).set({ isSurgEnabled: false });
  store = await predictableRestaurant(t.db);
  [dish, side] = (await plainItems(t.db, store.id, [20_000, 5_000])) as [ItemRow, ItemRow];
  customer = await makeUser(t.db, 'customer', 'Asha Rao');
  other = await makeUser(t.db, 'customer', 'Someone Else');
  owner = await makeOwner(t.db, [store.id]);
  placed = [];
  placed.push(await placeOrder(t, customer.token, store, dish.id));
  othersOrder = await placeOrder(t, other.token, store, dish.id);
  placed.push(await placeOrder(t, customer.token, store, dish.id));
  placed.push(await placeOrder(t, customer.token, store, dish.id));
  placed.push(
    await placeOrder(t, customer.token, store, dish.id, {
      order: [
        { id: dish.id, quantity: 2, selectedaddons: [] },
        { id: side.id, quantity: 3, selectedaddons: [] },
      ],
    }),
  );
  const [first, second, third] = placed as [PlacedOrder, PlacedOrder, PlacedOrder];
  expect((await t.post('cancel-order', { unique_order_id: second.uid, reason: 'Ordered twice' }, { token: customer.token })).statusCode).toBe(200);
  expect((await t.post('store/accept-order', { unique_order_id: third.uid }, { token: owner.token })).statusCode).toBe(200);
  expect(first.uid).not.toBe(third.uid);
});
afterAll(async () => t.close());

describe('get-orders', () => {
  it("lists the caller's orders, running ones first and newest first, with status, store, items and total", async () => {
    const page = await list(customer.token);
    const [first, second, third, fourth] = placed as [PlacedOrder, PlacedOrder, PlacedOrder, PlacedOrder];
    expect(page.has_more).toBe(false);
    expect(page.data.map((o) => o.unique_order_id)).toEqual([fourth.uid, third.uid, first.uid, second.uid]);
    expect(page.data.map((o) => [o.orderstatus_id, o.status, o.is_running])).toEqual([
      [1, 'PLACED', true],
      [2, 'PREPARING', true],
      [1, 'PLACED', true],
      [6, 'CANCELLED', false],
    ]);
    const [newest, , , cancelled] = page.data as [Entry, Entry, Entry, Entry];
    // 2 × dish + 3 × side: five units.
    expect(newest).toMatchObject({
      item_count: 5,
      total: fourth.data.bill.total,
      refunded: '0.00',
      restaurant: { id: store.id, name: store.name, slug: store.slug, image: store.image },
      delivered_at: null,
      cancelled_at: null,
    });
    expect(Date.parse(newest.created_at)).toBeGreaterThanOrEqual(Date.parse((page.data[1] as Entry).created_at));
    expect(cancelled).toMatchObject({ item_count: 1, cancelled_at: expect.any(String), refunded: '0.00' });
  });

  it("never shows another customer's orders (SECURITY 13)", async () => {
    const mine = await list(customer.token, { per_page: 20 });
    expect(mine.data.map((o) => o.unique_order_id)).not.toContain(othersOrder.uid);
    const theirs = await list(other.token);
    expect(theirs.data.map((o) => o.unique_order_id)).toEqual([othersOrder.uid]);
    // A user_id in the body changes nothing: the session decides.
    const spoofed = await list(other.token, { user_id: customer.userId });
    expect(spoofed.data.map((o) => o.unique_order_id)).toEqual([othersOrder.uid]);
    const fresh = await makeUser(t.db, 'customer');
    expect(await list(fresh.token)).toEqual({ success: true, data: [], has_more: false });
  });

  it('pages without overlap and says when another page follows', async () => {
    const all = (await list(customer.token)).data.map((o) => o.unique_order_id);
    const seen: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const answer = await list(customer.token, { page, per_page: 1 });
      expect(answer.data).toHaveLength(1);
      expect(answer.has_more).toBe(page < 4);
      seen.push(...answer.data.map((o) => o.unique_order_id));
    }
    expect(seen).toEqual(all);
    expect(await list(customer.token, { page: 5, per_page: 1 })).toEqual({ success: true, data: [], has_more: false });
    const two = await list(customer.token, { page: 2, per_page: 3 });
    expect(two.data.map((o) => o.unique_order_id)).toEqual(all.slice(3));
    expect(two.has_more).toBe(false);
  });

  it('refuses pages over 20, nonsense paging, guests and other roles', async () => {
    for (const body of [{ per_page: 21 }, { per_page: 0 }, { page: 0 }, { page: 1.5 }, { page: '2' }]) {
      const res = await t.post('get-orders', body, { token: customer.token });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    }
    expect((await t.post('get-orders', { per_page: 20 }, { token: customer.token })).statusCode).toBe(200);
    expect((await t.post('get-orders', {})).statusCode).toBe(401);
    expect((await t.post('get-orders', {}, { token: owner.token })).statusCode).toBe(403);
  });
});
