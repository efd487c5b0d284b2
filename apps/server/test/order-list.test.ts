import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addons, cities, itemAddonCategories, items } from '../src/db/schema';
import { itemWithAddons, plainItems, predictableRestaurant, type ItemRow, type StoreRow } from './fixtures';
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
  can_cancel: boolean;
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
    // Cancel where allowed: only while the store has not accepted (as get-single-order's can_cancel).
    expect(page.data.map((o) => [o.orderstatus_id, o.status, o.is_running, o.can_cancel])).toEqual([
      [1, 'PLACED', true, true],
      [2, 'PREPARING', true, false],
      [1, 'PLACED', true, true],
      [6, 'CANCELLED', false, false],
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

describe('get-reorder-items (Reorder on /my-orders)', () => {
  let reorderer: Person;
  let order: PlacedOrder;
  let kept: ItemRow;
  let switchedOff: ItemRow;
  let custom: ItemRow;
  let deleted: ItemRow;
  let options: Awaited<ReturnType<typeof itemWithAddons>>;

  beforeAll(async () => {
    [kept, switchedOff, custom, deleted] = (await plainItems(t.db, store.id, [20_000, 5_000, 8_000, 9_000])) as [ItemRow, ItemRow, ItemRow, ItemRow];
    options = await itemWithAddons(t.db, custom);
    reorderer = await makeUser(t.db, 'customer', 'Ravi Reorder');
    order = await placeOrder(t, reorderer.token, store, kept.id, {
      order: [
        { id: kept.id, quantity: 2, selectedaddons: [] },
        { id: switchedOff.id, quantity: 1, selectedaddons: [] },
        { id: custom.id, quantity: 1, selectedaddons: [{ addon_id: options.large.id }] },
        { id: custom.id, quantity: 3, selectedaddons: [{ addon_id: options.large.id }, { addon_id: options.cheese.id }] },
        { id: deleted.id, quantity: 1, selectedaddons: [] },
      ],
    });
    // The menu moves on after the order: a new price, an item switched off, one deleted, the Extras taken off.
    await t.db.update(items).set({ pricePaise: 22_000 }).where(eq(items.id, kept.id));
    await t.db.update(items).set({ isActive: false }).where(eq(items.id, switchedOff.id));
    await t.db.update(items).set({ deletedAt: new Date() }).where(eq(items.id, deleted.id));
    await t.db.update(addons).set({ pricePaise: 6_000 }).where(eq(addons.id, options.large.id));
    await t.db.delete(itemAddonCategories).where(and(eq(itemAddonCategories.itemId, custom.id), eq(itemAddonCategories.addonCategoryId, options.multi.id)));
  });

  it("answers the order's lines with today's prices, its quantities and add-ons, and names the lines it skipped", async () => {
    const res = await t.post('get-reorder-items', { unique_order_id: order.uid }, { token: reorderer.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      restaurant: { id: store.id, name: store.name, slug: store.slug },
      lines: [
        // ₹200 when ordered, ₹220 now: the catalogue's price, never the order's.
        { id: kept.id, name: kept.name, price: '220.00', quantity: 2, max_qty: null, is_veg: kept.isVeg, is_active: 1, restaurant_id: store.id, image: kept.image || null, selectedaddons: [] },
        {
          id: custom.id,
          name: custom.name,
          price: '80.00',
          quantity: 1,
          max_qty: null,
          is_veg: custom.isVeg,
          is_active: 1,
          restaurant_id: store.id,
          image: custom.image || null,
          // Large cost ₹50 when ordered, ₹60 now.
          selectedaddons: [{ addon_category_name: 'Size', addon_id: options.large.id, addon_name: 'Large', price: '60.00' }],
        },
      ],
      skipped: [
        { item_id: switchedOff.id, name: switchedOff.name, quantity: 1, reason: 'UNAVAILABLE' },
        { item_id: custom.id, name: custom.name, quantity: 3, reason: 'ADDONS_CHANGED' },
        { item_id: deleted.id, name: deleted.name, quantity: 1, reason: 'GONE' },
      ],
    });
  });

  it('the lines it answers pass the availability check the cart runs', async () => {
    const answer = (await t.post('get-reorder-items', { unique_order_id: order.uid }, { token: reorderer.token })).json<{ lines: { id: number; quantity: number; selectedaddons: { addon_id: number }[] }[] }>();
    const check = await t.post('check-cart-items-availability', { items: answer.lines, restaurant_id: store.id });
    expect(check.json()).toMatchObject({ success: true, unavailable_ids: [] });
  });

  it("answers 404 for another customer's order, as for a missing one (SECURITY 13); guests and other roles are refused", async () => {
    const theirs = await t.post('get-reorder-items', { unique_order_id: order.uid }, { token: customer.token });
    const missing = await t.post('get-reorder-items', { unique_order_id: 'NO-SUCH-ORDER' }, { token: customer.token });
    for (const res of [theirs, missing]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    expect(theirs.body).toBe(missing.body);
    expect((await t.post('get-reorder-items', { unique_order_id: order.uid })).statusCode).toBe(401);
    expect((await t.post('get-reorder-items', { unique_order_id: order.uid }, { token: owner.token })).statusCode).toBe(403);
    expect((await t.post('get-reorder-items', { unique_order_id: 'x' }, { token: reorderer.token })).statusCode).toBe(400);
  });
});
