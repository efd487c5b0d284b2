import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceKm } from '@keka/domain';
import { items, stores } from '../src/db/schema';
import { INDIRANAGAR } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

interface Summary {
  id: number;
  slug: string;
  name: string;
  distance: number;
  delivery_radius: number;
  is_operational: number;
  is_active: number;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const MYSURU = { latitude: 12.2958, longitude: 76.6394 };

describe('get-delivery-restaurants / get-selfpickup-restaurants', () => {
  it('lists only stores that serve the point, operational first, with distance in km to one decimal', async () => {
    const res = await t.post('get-delivery-restaurants', INDIRANAGAR);
    expect(res.statusCode).toBe(200);
    const list = res.json<Summary[]>();
    expect(list.length).toBeGreaterThanOrEqual(5);
    for (const s of list) {
      expect(s.distance).toBeLessThanOrEqual(s.delivery_radius);
      expect(Math.round(s.distance * 10) / 10).toBe(s.distance);
    }
    const operational = list.map((s) => s.is_operational);
    expect([...operational].sort((a, b) => b - a)).toEqual(operational);
    const [row] = await t.db.select().from(stores).where(eq(stores.id, list[0]?.id ?? 0));
    expect(list[0]?.distance).toBe(distanceKm(row ?? INDIRANAGAR, INDIRANAGAR));
  });

  it('lists nothing far from every store and accepts coordinates as numeric strings', async () => {
    expect((await t.post('get-delivery-restaurants', MYSURU)).json()).toEqual([]);
    const asText = await t.post('get-delivery-restaurants', { latitude: String(INDIRANAGAR.latitude), longitude: String(INDIRANAGAR.longitude) });
    expect(asText.statusCode).toBe(200);
  });

  it('shows a store that stopped taking orders as not operational, after the open ones', async () => {
    const list = (await t.post('get-delivery-restaurants', INDIRANAGAR)).json<Summary[]>();
    const first = list[0];
    await t.db.update(stores).set({ isActive: false }).where(eq(stores.id, first?.id ?? 0));
    const after = (await t.post('get-delivery-restaurants', INDIRANAGAR)).json<Summary[]>();
    const moved = after.find((s) => s.id === first?.id);
    expect(moved).toMatchObject({ is_active: 0, is_operational: 0 });
    expect(after.indexOf(moved as Summary)).toBeGreaterThan(after.findLastIndex((s) => s.is_operational === 1));
    await t.db.update(stores).set({ isActive: true }).where(eq(stores.id, first?.id ?? 0));
  });

  it('lists self-pickup stores and refuses bad coordinates', async () => {
    expect((await t.post('get-selfpickup-restaurants', INDIRANAGAR)).json<Summary[]>().length).toBeGreaterThan(0);
    for (const bad of [{}, { latitude: 91, longitude: 77 }, { latitude: 12.9, longitude: 'east' }, { latitude: '', longitude: '' }]) {
      expect((await t.post('get-delivery-restaurants', bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
  });
});

describe('get-restaurant-info', () => {
  it('answers every field of SPEC §3 "Restaurant info", by slug or id', async () => {
    const bySlug = await t.post('get-restaurant-info', { slug: 'kfc-restaurant' });
    expect(bySlug.statusCode).toBe(200);
    const info = bySlug.json<Record<string, unknown>>();
    for (const field of [
      'id', 'name', 'description', 'image', 'rating', 'is_active', 'is_pureveg', 'is_fresh', 'is_free_delivery', 'delivery_time',
      'delivery_radius', 'longitude', 'latitude', 'min_order_price', 'restaurant_charges', 'delivery_charges', 'delivery_charge_type',
      'base_delivery_distance', 'base_delivery_charge', 'extra_delivery_distance', 'extra_delivery_charge', 'surcharge', 'enable_tax',
      'tax_value', 'city',
    ]) {
      expect(info, field).toHaveProperty(field);
    }
    expect(info.city).toEqual({ surg_amount: expect.stringMatching(/^\d+\.\d{2}$/), is_surg_enabled: expect.any(Number) });
    const byId = await t.post('get-restaurant-info', { id: info.id });
    expect(byId.json()).toEqual(info);
  });

  it('tells whether the store is operational at a point', async () => {
    const here = (await t.post('get-restaurant-info', { slug: 'kfc-restaurant', ...INDIRANAGAR })).json<Summary>();
    expect(here.distance).toEqual(expect.any(Number));
    expect(here.is_operational).toBe(here.distance <= here.delivery_radius && here.is_active === 1 ? 1 : 0);
    const far = (await t.post('get-restaurant-info', { slug: 'kfc-restaurant', ...MYSURU })).json<Summary>();
    expect(far.is_operational).toBe(0);
  });

  it('answers 404 for an unknown store and 400 without id or slug', async () => {
    expect((await t.post('get-restaurant-info', { slug: 'no-such-store' })).statusCode).toBe(404);
    expect((await t.post('get-restaurant-info', { id: 999_999 })).statusCode).toBe(404);
    expect((await t.post('get-restaurant-info', {})).statusCode).toBe(400);
    expect((await t.post('get-restaurant-info', { slug: 'kfc-restaurant', latitude: 12.9 })).statusCode).toBe(400);
  });
});

describe('get-restaurant-items and get-single-item', () => {
  it('returns the menu in sections with recommended items; inactive items are flagged, deleted ones gone', async () => {
    const info = (await t.post('get-restaurant-info', { slug: 'kfc-restaurant' })).json<{ id: number }>();
    const menu = (await t.post('get-restaurant-items', { restaurant_id: info.id })).json<{
      recommended: { id: number; is_active: number }[];
      categories: { name: string; items: { id: number; is_active: number; price: string; addon_categories: { type: string }[] }[] }[];
    }>();
    const all = menu.categories.flatMap((c) => c.items);
    expect(all.length).toBeGreaterThanOrEqual(20);
    expect(menu.recommended.every((i) => i.is_active === 1)).toBe(true);
    expect(all.every((i) => /^\d+\.\d{2}$/.test(i.price))).toBe(true);

    const victim = all[0];
    await t.db.update(items).set({ isActive: false }).where(eq(items.id, victim?.id ?? 0));
    const again = (await t.post('get-restaurant-items', { slug: 'kfc-restaurant' })).json<typeof menu>();
    expect(again.categories.flatMap((c) => c.items).find((i) => i.id === victim?.id)?.is_active).toBe(0);
    await t.db.update(items).set({ deletedAt: new Date() }).where(eq(items.id, victim?.id ?? 0));
    const gone = (await t.post('get-restaurant-items', { slug: 'kfc-restaurant' })).json<typeof menu>();
    expect(gone.categories.flatMap((c) => c.items).some((i) => i.id === victim?.id)).toBe(false);
    expect((await t.post('get-single-item', { id: victim?.id })).statusCode).toBe(404);
  });

  it('lists SINGLE and MULTI add-on categories across the demo menus', async () => {
    const list = (await t.post('get-delivery-restaurants', INDIRANAGAR)).json<Summary[]>();
    const types = new Set<string>();
    for (const s of list) {
      const menu = (await t.post('get-restaurant-items', { restaurant_id: s.id })).json<{ categories: { items: { addon_categories: { type: string }[] }[] }[] }>();
      for (const c of menu.categories) for (const i of c.items) for (const a of i.addon_categories) types.add(a.type);
    }
    expect([...types].sort()).toEqual(['MULTI', 'SINGLE']);
  });

  it('returns one item with its full description and store', async () => {
    const [row] = await t.db.select().from(items).where(eq(items.isActive, true)).limit(1);
    const res = await t.post('get-single-item', { id: row?.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: row?.id, name: row?.name, desc: expect.any(String), restaurant: { id: row?.storeId } });
    expect((await t.post('get-single-item', { id: 0 })).statusCode).toBe(400);
  });

  it('offers the item page a large picture next to the list one (srcset)', async () => {
    const [row] = await t.db.select().from(items).where(eq(items.image, '/images/items/pizza-margherita.webp')).limit(1);
    const res = await t.post('get-single-item', { id: row?.id });
    expect(res.json()).toMatchObject({
      image: '/images/items/pizza-margherita.webp',
      image_srcset: '/images/items/pizza-margherita.webp 200w, /images/items-1200/pizza-margherita.webp 1200w',
    });
    const large = await t.app.inject({ method: 'GET', url: '/images/items-1200/pizza-margherita.webp' });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-type']).toBe('image/webp');
    // A menu lists the small picture only.
    const menu = await t.post('get-restaurant-items', { restaurant_id: row?.storeId });
    expect(menu.body).not.toContain('items-1200');
    expect(menu.body).not.toContain('image_srcset');
  });
});
