import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverySlots, items, stores } from '../src/db/schema';
import type { ItemRow, StoreRow } from './fixtures';
import { createTestApp, type TestApp } from './helpers';
import { makeOwner, makeUser, type Person } from './life-fixtures';

/** Issue 7, fresh stores: delivery slots and the single-store page's content, edited by the owner. */
let t: TestApp;
let fresh: StoreRow;
let restaurant: StoreRow;
let owner: Person;
let customer: Person;
let own: ItemRow[];
let foreign: ItemRow;

type Json = Record<string, unknown>;
const call = (name: string, body: Json, token = owner.token) => t.post(`store/${name}`, body, { token });
const codeOf = async (res: Promise<{ statusCode: number; json<T>(): T }>) => {
  const r = await res;
  return [r.statusCode, r.json<{ code?: string }>().code] as const;
};

beforeAll(async () => {
  t = await createTestApp();
  [fresh] = (await t.db.select().from(stores).where(eq(stores.isFresh, true)).limit(1)) as [StoreRow];
  [restaurant] = (await t.db.select().from(stores).where(eq(stores.isFresh, false)).limit(1)) as [StoreRow];
  own = await t.db.select().from(items).where(eq(items.storeId, fresh.id)).limit(3);
  [foreign] = (await t.db.select().from(items).where(eq(items.storeId, restaurant.id)).limit(1)) as [ItemRow];
  owner = await makeOwner(t.db, [fresh.id, restaurant.id]);
  customer = await makeUser(t.db, 'customer');
});
afterAll(async () => t.close());

describe('delivery slots', () => {
  it('lists, adds and edits the store’s slots; customers are offered the new one', async () => {
    const before = (await call('get-slots', { store_id: fresh.id })).json<{ data: { id: number }[] }>().data;
    const added = await call('save-slot', { store_id: fresh.id, name: 'Late evening', starts_at: '20:00', ends_at: '21:30', capacity: 12 });
    expect(added.statusCode, added.body).toBe(200);
    const after = (await call('get-slots', { store_id: fresh.id })).json<{ data: { id: number; name: string; starts_at: string; ends_at: string; capacity: number; is_active: boolean }[] }>().data;
    expect(after).toHaveLength(before.length + 1);
    const slot = after.find((s) => s.name === 'Late evening');
    expect(slot).toMatchObject({ starts_at: '20:00', ends_at: '21:30', capacity: 12, is_active: true });
    // Customers see it among the slots they can book (at least on the next days).
    const offered = await t.post('get-delivery-slots', { restaurant_id: fresh.id });
    expect(offered.body).toContain(`"id":${slot?.id}`);

    expect((await call('save-slot', { id: slot?.id, store_id: fresh.id, name: 'Late evening', starts_at: '20:00', ends_at: '21:30', capacity: 5, is_active: false })).statusCode).toBe(200);
    const [row] = await t.db.select().from(deliverySlots).where(and(eq(deliverySlots.id, slot?.id ?? 0)));
    expect(row).toMatchObject({ capacity: 5, isActive: false, storeId: fresh.id });
  });

  it('refuses bad times (400), a restaurant (400), another store’s slot (404) and customers (403)', async () => {
    expect(await codeOf(call('save-slot', { store_id: fresh.id, name: 'Backwards', starts_at: '21:00', ends_at: '20:00', capacity: 5 }))).toEqual([400, 'VALIDATION']);
    expect(await codeOf(call('save-slot', { store_id: fresh.id, name: 'Bad', starts_at: '25:00', ends_at: '26:00', capacity: 5 }))).toEqual([400, 'VALIDATION']);
    expect(await codeOf(call('get-slots', { store_id: restaurant.id }))).toEqual([400, 'VALIDATION']);
    const [otherFresh] = await t.db.select().from(stores).where(and(eq(stores.isFresh, true)));
    const other = (await t.db.select().from(deliverySlots)).find((s) => s.storeId !== fresh.id);
    if (other) expect(await codeOf(call('save-slot', { id: other.id, store_id: fresh.id, name: 'Mine now', starts_at: '08:00', ends_at: '09:00', capacity: 5 }))).toEqual([404, 'NOT_FOUND']);
    expect(otherFresh).toBeDefined();
    expect((await call('get-slots', { store_id: fresh.id }, customer.token)).statusCode).toBe(403);
    const stranger = await makeOwner(t.db, []);
    expect(await codeOf(call('get-slots', { store_id: fresh.id }, stranger.token))).toEqual([404, 'NOT_FOUND']);
  });
});

describe('single-store content', () => {
  it('adds a banner of each type from an upload, fills an item slot and an item group with the store’s items', async () => {
    const png = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#2a9d8f' } }).png().toBuffer();
    const uploaded = await t.app.inject({ method: 'POST', url: '/api/store/upload-image', headers: { 'content-type': 'image/png', authorization: `Bearer ${owner.token}` }, payload: png });
    const image = uploaded.json<{ data: { image: string } }>().data.image;
    for (const type of [0, 1, 2]) expect((await call('save-banner', { store_id: fresh.id, type, name: `Banner ${type}`, image })).statusCode).toBe(200);
    const ids = own.map((i) => i.id);
    expect((await call('save-slot-group', { store_id: fresh.id, position: 2, name: 'Fresh picks', item_ids: ids })).statusCode).toBe(200);
    expect((await call('save-item-group', { store_id: fresh.id, name: 'Breakfast', item_ids: ids.slice(0, 2) })).statusCode).toBe(200);

    const c = (await call('get-content', { store_id: fresh.id })).json<{ data: { banners: { type: number; image: string }[]; slot_groups: { position: number; name: string; item_ids: number[] }[]; item_groups: { name: string; item_ids: number[] }[] } }>().data;
    expect(c.banners.filter((b) => b.image === image).map((b) => b.type)).toEqual([0, 1, 2]);
    expect(c.slot_groups.find((g) => g.position === 2)).toMatchObject({ name: 'Fresh picks', item_ids: ids });
    expect(c.item_groups.find((g) => g.name === 'Breakfast')).toMatchObject({ item_ids: ids.slice(0, 2) });
    const banners = (await t.post('single-store/get-store-banners', { id: fresh.id })).body;
    expect(banners).toContain(image);
  });

  it('refuses another store’s items, pictures not uploaded here, type 3 and a restaurant', async () => {
    expect(await codeOf(call('save-slot-group', { store_id: fresh.id, position: 1, name: 'Sneaky', item_ids: [foreign.id] }))).toEqual([400, 'VALIDATION']);
    expect(await codeOf(call('save-item-group', { store_id: fresh.id, name: 'Sneaky', item_ids: [foreign.id] }))).toEqual([400, 'VALIDATION']);
    expect(await codeOf(call('save-banner', { store_id: fresh.id, type: 0, image: 'https://evil.example/a.png' }))).toEqual([400, 'VALIDATION']);
    expect(await codeOf(call('save-banner', { store_id: fresh.id, type: 3, image: '/uploads/0123456789abcdef0123456789abcdef.webp' }))).toEqual([400, 'VALIDATION']);
    expect(await codeOf(call('get-content', { store_id: restaurant.id }))).toEqual([400, 'VALIDATION']);
    expect((await call('save-banner', { store_id: fresh.id, type: 0, image: '/uploads/0123456789abcdef0123456789abcdef.webp' }, customer.token)).statusCode).toBe(403);
  });
});
