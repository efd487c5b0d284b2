import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addons, cities, itemAddonCategories, items, stores, users } from '../src/db/schema';
import { INDIRANAGAR, itemWithAddons, plainItems, predictableRestaurant, type ItemRow, type StoreRow } from './fixtures';
import { createTestApp, type TestApp } from './helpers';
import { makeOwner, makeRider, makeUser, placeOrder, type Person } from './life-fixtures';

/** Issue 7, the store owner's app: every management call, and SECURITY 15, 17, 18, 25. */
let t: TestApp;
let store: StoreRow;
let otherStore: StoreRow;
let dish: ItemRow;
let side: ItemRow;
let otherItem: ItemRow;
let owner: Person;
let otherOwner: Person;
let customer: Person;
let rider: Person;

type Json = Record<string, unknown>;
const call = (name: string, body: Json, token = owner.token) => t.post(`store/${name}`, body, { token });
const codeOf = async (res: Promise<{ statusCode: number; json<T>(): T }>) => {
  const r = await res;
  return [r.statusCode, r.json<{ code?: string }>().code] as const;
};
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

beforeAll(async () => {
  t = await createTestApp();
  await t.db.update(cities).set({ isSurgEnabled: false });
  store = await predictableRestaurant(t.db, { preparationTime: 20, deliveryTime: 25 });
  [dish, side] = (await plainItems(t.db, store.id, [20_000, 9_000])) as [ItemRow, ItemRow];
  otherStore = (await t.db.select().from(stores)).find((s) => s.id !== store.id && s.isActive && !s.isFresh) as StoreRow;
  [otherItem] = (await t.db.select().from(items).where(eq(items.storeId, otherStore.id)).limit(1)) as [ItemRow];
  owner = await makeOwner(t.db, [store.id]);
  otherOwner = await makeOwner(t.db, [otherStore.id]);
  customer = await makeUser(t.db, 'customer', 'Priya Nair');
  rider = await makeRider(t.db, [store.id]);
});
afterAll(async () => t.close());

describe('store/get-orders: a day with filters and totals', () => {
  it('lists the day newest first, filters by status and type, and sums what it lists', async () => {
    const kept = await placeOrder(t, customer.token, store, dish.id);
    const declined = await placeOrder(t, customer.token, store, side.id, { delivery_type: 2 });
    await placeOrder(t, customer.token, otherStore, otherItem.id).catch(() => null);
    expect((await call('decline-order', { unique_order_id: declined.uid, reason: 'Out of stock' })).statusCode).toBe(200);

    const res = await call('get-orders', { date: today() });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: { orders: { unique_order_id: string; store: { id: number } }[]; totals: Json } }>().data;
    const uids = data.orders.map((o) => o.unique_order_id);
    expect(uids.indexOf(declined.uid)).toBeLessThan(uids.indexOf(kept.uid));
    expect(data.orders.every((o) => o.store.id === store.id)).toBe(true);
    expect(data.totals).toMatchObject({ orders: uids.length, cancelled: 1, delivered: 0, takings: '0.00' });

    const live = (await call('get-orders', { date: today(), status: 'live' })).json<{ data: { orders: { unique_order_id: string }[] } }>().data;
    expect(live.orders.map((o) => o.unique_order_id)).toContain(kept.uid);
    expect(live.orders.map((o) => o.unique_order_id)).not.toContain(declined.uid);
    const pickup = (await call('get-orders', { date: today(), delivery_type: 'SELFPICKUP' })).json<{ data: { orders: { unique_order_id: string }[] } }>().data;
    expect(pickup.orders.map((o) => o.unique_order_id)).toEqual([declined.uid]);

    const empty = (await call('get-orders', { date: '2020-01-01' })).json<{ data: { orders: unknown[]; totals: Json } }>().data;
    expect(empty).toMatchObject({ orders: [], totals: { orders: 0, takings: '0.00', value: '0.00' } });
  });

  it('refuses a bad date with 400 and another owner’s store with 404', async () => {
    expect(await codeOf(call('get-orders', { date: '23/11/2026' }))).toEqual([400, 'VALIDATION']);
    expect(await codeOf(call('get-orders', { date: today(), store_id: otherStore.id }))).toEqual([404, 'NOT_FOUND']);
    const other = (await call('get-orders', { date: today() }, otherOwner.token)).json<{ data: { orders: { store: { id: number } }[] } }>().data;
    expect(other.orders.every((o) => o.store.id === otherStore.id)).toBe(true);
  });
});

describe('store/toggle-store: open and closed', () => {
  it('closes the store for customers at once and opens it again', async () => {
    const closed = await call('toggle-store', { store_id: store.id, is_active: false });
    expect(closed.json()).toMatchObject({ success: true, data: { id: store.id, is_active: false } });
    const info = (await t.post('get-restaurant-info', { id: store.id })).json<{ is_active: number | boolean }>();
    expect(Number(info.is_active)).toBe(0);
    expect(await codeOf(t.post('place-order', { order: [{ id: dish.id, quantity: 1 }], method: 'COD', delivery_type: 2 }, { token: customer.token }))).toEqual([422, 'STORE_CLOSED']);
    expect((await call('toggle-store', { store_id: store.id, is_active: true })).json()).toMatchObject({ data: { is_active: true } });
  });

  it('never touches another owner’s store (404) and ignores fields outside the allow-list', async () => {
    expect(await codeOf(call('toggle-store', { store_id: otherStore.id, is_active: false }))).toEqual([404, 'NOT_FOUND']);
    await call('toggle-store', { store_id: store.id, is_active: true, name: 'Hacked', rating: 5, approval: 'APPROVED', min_order_price: 0 });
    const [row] = await t.db.select().from(stores).where(eq(stores.id, store.id));
    expect(row).toMatchObject({ name: store.name, rating: store.rating });
  });
});

describe('products: list, availability, price and max_qty', () => {
  it('lists every category, item and add-on group of the owner’s store only', async () => {
    const res = await call('get-products', {});
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: { store: { id: number }; categories: { items: { id: number }[] }[] } }>().data;
    expect(data.store.id).toBe(store.id);
    const ids = data.categories.flatMap((c) => c.items.map((i) => i.id));
    expect(ids).toContain(dish.id);
    expect(ids).not.toContain(otherItem.id);
    expect(await codeOf(call('get-products', { store_id: otherStore.id }))).toEqual([404, 'NOT_FOUND']);
    expect((await call('get-product', { product_id: dish.id })).json()).toMatchObject({ data: { item: { id: dish.id, price: '200.00' } } });
    expect(await codeOf(call('get-product', { product_id: otherItem.id }))).toEqual([404, 'NOT_FOUND']);
  });

  it('an item switched off is Not Available for customers at once; on again, orderable again', async () => {
    expect((await call('toggle-item', { item_id: side.id, is_active: false })).json()).toEqual({ success: true });
    const check = await t.post('check-cart-items-availability', { items: [{ id: side.id, quantity: 1 }, { id: dish.id, quantity: 1 }], restaurant_id: store.id });
    expect(check.json()).toMatchObject({ unavailable_ids: [side.id] });
    const menu = (await t.post('get-restaurant-items', { restaurant_id: store.id })).json<{ categories: { items: { id: number; is_active: number }[] }[] }>();
    expect(menu.categories.flatMap((c) => c.items).find((i) => i.id === side.id)?.is_active).toBe(0);
    await call('toggle-item', { item_id: side.id, is_active: true });
    expect((await t.post('check-cart-items-availability', { items: [{ id: side.id, quantity: 1 }], restaurant_id: store.id })).json()).toMatchObject({ unavailable_ids: [] });
  });

  it('switches categories and add-ons of its own store; another store’s are 404', async () => {
    const cat = dish.itemCategoryId;
    expect((await call('toggle-category', { category_id: cat, is_enabled: false })).statusCode).toBe(200);
    const menu = (await t.post('get-restaurant-items', { restaurant_id: store.id })).json<{ categories: { items: { id: number }[] }[] }>();
    expect(menu.categories.flatMap((c) => c.items).some((i) => i.id === dish.id)).toBe(false);
    await call('toggle-category', { category_id: cat, is_enabled: true });
    expect(await codeOf(call('toggle-category', { category_id: otherItem.itemCategoryId, is_enabled: false }))).toEqual([404, 'NOT_FOUND']);

    const extra = await itemWithAddons(t.db, side);
    expect((await call('toggle-addon', { addon_id: extra.dip.id, is_active: false })).statusCode).toBe(200);
    const [dip] = await t.db.select().from(addons).where(eq(addons.id, extra.dip.id));
    expect(dip?.isActive).toBe(false);
    expect(await codeOf(call('toggle-addon', { addon_id: extra.dip.id, is_active: true }, otherOwner.token))).toEqual([404, 'NOT_FOUND']);
    await t.db.delete(itemAddonCategories).where(eq(itemAddonCategories.itemId, side.id));
  });

  it('edits price and max_qty in paise; refuses bad amounts with 400 and never writes other fields', async () => {
    const res = await call('update-item-price', { item_id: dish.id, price: '215.50', max_qty: 3, name: 'Renamed', store_id: otherStore.id, is_active: false });
    expect(res.json()).toMatchObject({ data: { id: dish.id, price: '215.50', max_qty: 3, name: dish.name, is_active: true } });
    const [row] = await t.db.select().from(items).where(eq(items.id, dish.id));
    expect(row).toMatchObject({ pricePaise: 21_550, maxQty: 3, storeId: store.id });
    for (const price of ['-1', '1e9', 'abc', '10.999', 1_000_001]) {
      expect(await codeOf(call('update-item-price', { item_id: dish.id, price, max_qty: null })), String(price)).toEqual([400, 'VALIDATION']);
    }
    expect(await codeOf(call('update-item-price', { item_id: otherItem.id, price: 1, max_qty: null }))).toEqual([404, 'NOT_FOUND']);
    await call('update-item-price', { item_id: dish.id, price: 200, max_qty: null });
  });
});

describe('items and add-on groups: add and edit', () => {
  it('adds a multi add-on group and a SINGLE one, then an item using them, then edits it', async () => {
    const multi = await call('save-addon-category', { store_id: store.id, name: 'Toppings', type: 'MULTI', addons: [{ name: 'Olives', price: '20' }, { name: 'Jalapeño', price: 15.5 }] });
    expect(multi.statusCode, multi.body).toBe(200);
    const m = multi.json<{ data: { id: number; addons: { id: number; name: string; price: string }[] } }>().data;
    expect(m.addons.map((a) => [a.name, a.price])).toEqual([['Olives', '20.00'], ['Jalapeño', '15.50']]);
    const single = (await call('save-addon-category', { store_id: store.id, name: 'Size', type: 'SINGLE', addons: [{ name: 'Half', price: 0 }, { name: 'Full', price: 80 }] })).json<{ data: { id: number; type: string } }>().data;
    expect(single.type).toBe('SINGLE');

    // Renaming keeps Olives (by id) and drops Jalapeño (switched off, never deleted).
    const edited = (await call('save-addon-category', { id: m.id, store_id: store.id, name: 'Toppings', type: 'MULTI', addons: [{ id: m.addons[0]?.id, name: 'Black olives', price: 25 }] })).json<{ data: { addons: { name: string; is_active: boolean }[] } }>().data;
    expect(edited.addons.map((a) => [a.name, a.is_active])).toEqual([['Black olives', true], ['Jalapeño', false]]);

    const added = await call('save-item', { store_id: store.id, item_category_id: dish.itemCategoryId, name: 'Paneer wrap', price: '149', max_qty: 5, is_veg: true, addon_category_ids: [single.id, m.id] });
    expect(added.statusCode, added.body).toBe(200);
    const item = added.json<{ data: { id: number; price: string; addon_category_ids: number[] } }>().data;
    expect(item).toMatchObject({ price: '149.00', addon_category_ids: [single.id, m.id] });
    const menu = (await t.post('get-restaurant-items', { restaurant_id: store.id })).json<{ categories: { items: { id: number; addon_categories: { type: string }[] }[] }[] }>();
    expect(menu.categories.flatMap((c) => c.items).find((i) => i.id === item.id)?.addon_categories.map((c) => c.type)).toEqual(['SINGLE', 'MULTI']);

    const changed = await call('save-item', { id: item.id, store_id: store.id, item_category_id: dish.itemCategoryId, name: 'Paneer tikka wrap', price: 159, addon_category_ids: [] });
    expect(changed.json()).toMatchObject({ data: { id: item.id, name: 'Paneer tikka wrap', price: '159.00', addon_category_ids: [] } });
  });

  it('refuses another store’s category, add-on group, item or store, and images not uploaded here', async () => {
    const made = await call('save-addon-category', { store_id: otherStore.id, name: 'Xtra', type: 'MULTI', addons: [{ name: 'a', price: 1 }] }, otherOwner.token);
    expect(made.statusCode, made.body).toBe(200);
    const otherGroup = made.json<{ data: { id: number } }>().data;
    const base = { store_id: store.id, item_category_id: dish.itemCategoryId, name: 'Thing', price: 10 };
    expect(await codeOf(call('save-item', { ...base, item_category_id: otherItem.itemCategoryId }))).toEqual([400, 'VALIDATION']);
    expect(await codeOf(call('save-item', { ...base, addon_category_ids: [otherGroup.id] }))).toEqual([400, 'VALIDATION']);
    expect(await codeOf(call('save-item', { ...base, id: otherItem.id }))).toEqual([404, 'NOT_FOUND']);
    expect(await codeOf(call('save-item', { ...base, store_id: otherStore.id }))).toEqual([404, 'NOT_FOUND']);
    expect(await codeOf(call('save-item', { ...base, image: 'https://evil.example/x.png' }))).toEqual([400, 'VALIDATION']);
    expect(await codeOf(call('save-addon-category', { id: otherGroup.id, store_id: store.id, name: 'Mine', type: 'SINGLE', addons: [{ name: 'a', price: 1 }] }))).toEqual([404, 'NOT_FOUND']);
    expect(await codeOf(call('save-addon-category', { store_id: store.id, name: 'Empty', type: 'SINGLE', addons: [] }))).toEqual([400, 'VALIDATION']);
  });
});

describe('store/upload-image (SECURITY 25)', () => {
  const upload = (bytes: Buffer | string, type: string, token = owner.token) =>
    t.app.inject({ method: 'POST', url: '/api/store/upload-image', headers: { 'content-type': type, authorization: `Bearer ${token}` }, payload: bytes });

  it('stores a PNG as a WebP at most 800 px wide, served from /uploads/', async () => {
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#fc8019' } }).png().toBuffer();
    const res = await upload(png, 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: { image: string; width: number; height: number } }>().data;
    expect(data).toMatchObject({ image: expect.stringMatching(/^\/uploads\/[a-f0-9]{32}\.webp$/), width: 800, height: 450 });
    const served = await t.app.inject({ method: 'GET', url: data.image });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const saved = await call('save-item', { store_id: store.id, item_category_id: dish.itemCategoryId, name: 'Pictured', price: 10, image: data.image });
    expect(saved.json()).toMatchObject({ data: { image: data.image } });
  });

  it('refuses SVG (declared or disguised), other types, junk and oversized bodies; customers get 403', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>';
    expect(await codeOf(upload(svg, 'image/svg+xml'))).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    expect(await codeOf(upload(svg, 'image/png'))).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    expect(await codeOf(upload('GIF89a....', 'image/gif'))).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const truncated = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100)]);
    expect(await codeOf(upload(truncated, 'image/png'))).toEqual([400, 'VALIDATION']);
    expect((await upload(Buffer.alloc(2 * 1024 * 1024 + 1), 'image/jpeg')).statusCode).toBe(413);
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).png().toBuffer();
    expect((await upload(png, 'image/png', customer.token)).statusCode).toBe(403);
    expect((await upload(png, 'image/png', rider.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/uploads/../../package.json' })).statusCode).toBe(404);
  });
});

describe('store/reports', () => {
  it('groups today’s orders by day, week and month with totals, top items and cancellations', async () => {
    // A self-pickup order the customer collects: the day's one delivered order.
    const collected = await placeOrder(t, customer.token, store, side.id, { delivery_type: 2 });
    for (const step of ['accept-order', 'mark-ready', 'handed-over']) expect((await call(step, { unique_order_id: collected.uid })).statusCode, step).toBe(200);
    const res = await call('reports', { from: today(), to: today(), group: 'day' });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: { series: { period: string; orders: number; cancelled: number }[]; totals: { orders: number; cancelled: number; delivered: number; sales: string }; top_items: { name: string; quantity: number; sales: string }[]; cancellations: { reason: string; count: number }[] } }>().data;
    expect(data.series).toHaveLength(1);
    expect(data.series[0]).toMatchObject({ period: today(), cancelled: 1 });
    // Empty days of the range are there too, with zeros (the chart shows them).
    const week = (await call('reports', { from: '2020-01-01', to: '2020-01-07' })).json<{ data: { series: { period: string; orders: number }[] } }>().data;
    expect(week.series.map((p) => [p.period, p.orders])).toEqual(['01', '02', '03', '04', '05', '06', '07'].map((d) => [`2020-01-${d}`, 0]));
    const months = (await call('reports', { from: '2020-01-15', to: '2020-03-02', group: 'month' })).json<{ data: { series: { period: string }[] } }>().data;
    expect(months.series.map((p) => p.period)).toEqual(['2020-01-01', '2020-02-01', '2020-03-01']);
    const weeks = (await call('reports', { from: '2026-11-18', to: '2026-11-30', group: 'week' })).json<{ data: { series: { period: string }[] } }>().data;
    expect(weeks.series.map((p) => p.period)).toEqual(['2026-11-16', '2026-11-23', '2026-11-30']);
    expect(data.totals.orders).toBe(data.series[0]?.orders);
    expect(data.totals.orders).toBeGreaterThanOrEqual(2);
    // Top items are what was sold, as the sales are: the delivered order's item, not the live order's dish.
    expect(data.totals.delivered).toBe(1);
    expect(data.top_items).toEqual([{ name: side.name, quantity: 1, sales: '90.00' }]);
    expect(Number(data.top_items[0]?.sales)).toBeLessThanOrEqual(Number(data.totals.sales));
    expect(data.cancellations).toContainEqual({ reason: 'Out of stock', count: 1 });
    for (const group of ['week', 'month']) {
      const g = (await call('reports', { from: today(), to: today(), group })).json<{ data: { series: { orders: number }[] } }>().data;
      expect(g.series.reduce((n, p) => n + p.orders, 0), group).toBe(data.totals.orders);
    }
  });

  it('refuses a reversed or too long range (400) and another owner’s store (404)', async () => {
    expect(await codeOf(call('reports', { from: '2026-02-01', to: '2026-01-01' }))).toEqual([400, 'VALIDATION']);
    expect(await codeOf(call('reports', { from: '2020-01-01', to: '2026-01-01' }))).toEqual([400, 'VALIDATION']);
    expect(await codeOf(call('reports', { from: today(), to: today(), group: 'year' }))).toEqual([400, 'VALIDATION']);
    expect(await codeOf(call('reports', { from: today(), to: today(), store_id: otherStore.id }))).toEqual([404, 'NOT_FOUND']);
  });
});

describe('store/register and store/status', () => {
  const registration = (n: number) => ({
    name: 'Asha Rao',
    email: `asha${n}-${Date.now()}@example.test`,
    phone: `98${String(Date.now() + n).slice(-8)}`,
    password: 'kitchen-123',
    store: { name: 'Asha’s Dosa Corner', address: '5, 12th Main, Indiranagar, Bengaluru', ...INDIRANAGAR, delivery_time: 25 },
  });

  it('creates a store owner and a PENDING, closed store that customers cannot see; mass assignment ignored', async () => {
    const body = registration(1);
    const res = await t.post('store/register', { ...body, role: 'admin', store: { ...body.store, approval: 'APPROVED', is_active: true, rating: 5 } });
    expect(res.statusCode, res.body).toBe(200);
    const user = res.json<{ data: { role: string; auth_token: string; id: number } }>().data;
    expect(user.role).toBe('store_owner');
    const status = (await call('status', {}, user.auth_token)).json<{ data: { stores: { id: number; approval: string; is_active: boolean }[] } }>().data;
    expect(status.stores).toEqual([expect.objectContaining({ approval: 'PENDING', is_active: false })]);
    const id = status.stores[0]?.id ?? 0;
    const [row] = await t.db.select().from(stores).where(eq(stores.id, id));
    expect(row).toMatchObject({ rating: 0, approval: 'PENDING', isActive: false });
    expect((await t.post('get-restaurant-info', { id })).statusCode).toBe(404);
    expect(await codeOf(call('toggle-store', { store_id: id, is_active: true }, user.auth_token))).toEqual([409, 'INVALID_TRANSITION']);

    // Only an admin decides (403 for the owner himself).
    expect((await t.post('admin/approve-store', { store_id: id, approval: 'APPROVED' }, { token: user.auth_token })).statusCode).toBe(403);
    const admin = await makeUser(t.db, 'admin');
    const approved = await t.post('admin/approve-store', { store_id: id, approval: 'APPROVED' }, { token: admin.token });
    expect(approved.json()).toMatchObject({ data: { id, approval: 'APPROVED', is_active: false } });
    expect((await call('toggle-store', { store_id: id, is_active: true }, user.auth_token)).json()).toMatchObject({ data: { is_active: true } });
    expect((await t.post('get-restaurant-info', { id })).statusCode).toBe(200);
    await t.db.update(stores).set({ isActive: false }).where(eq(stores.id, id));
  });

  it('refuses a taken e-mail (409) and bad fields (400)', async () => {
    const [someone] = await t.db.select().from(users).where(eq(users.role, 'customer')).limit(1);
    expect(await codeOf(t.post('store/register', { ...registration(2), email: someone?.email ?? 'x' }))).toEqual([409, 'EMAIL_TAKEN']);
    expect(await codeOf(t.post('store/register', { ...registration(3), store: { name: 'A' } }))).toEqual([400, 'VALIDATION']);
    expect(await codeOf(t.post('store/register', { ...registration(4), store: { ...registration(4).store, latitude: 200 } }))).toEqual([400, 'VALIDATION']);
  });
});

describe('roles (SECURITY 17)', () => {
  it('customers and delivery partners get 403 on every store management call; no token is 401', async () => {
    const calls: [string, Json][] = [
      ['get-orders', { date: today() }],
      ['toggle-store', { store_id: store.id, is_active: false }],
      ['get-products', {}],
      ['get-product', { product_id: dish.id }],
      ['toggle-item', { item_id: dish.id, is_active: false }],
      ['toggle-category', { category_id: dish.itemCategoryId, is_enabled: false }],
      ['toggle-addon', { addon_id: 1, is_active: false }],
      ['update-item-price', { item_id: dish.id, price: 1, max_qty: null }],
      ['save-item', { store_id: store.id, item_category_id: dish.itemCategoryId, name: 'X item', price: 1 }],
      ['save-addon-category', { store_id: store.id, name: 'Xx', type: 'SINGLE', addons: [{ name: 'a', price: 1 }] }],
      ['reports', { from: today(), to: today() }],
      ['status', {}],
    ];
    for (const [name, body] of calls) {
      expect((await call(name, body, customer.token)).statusCode, name).toBe(403);
      expect((await call(name, body, rider.token)).statusCode, name).toBe(403);
      expect((await t.post(`store/${name}`, body)).statusCode, name).toBe(401);
    }
    const [row] = await t.db.select().from(items).where(eq(items.id, dish.id));
    expect(row?.isActive).toBe(true);
  });
});
