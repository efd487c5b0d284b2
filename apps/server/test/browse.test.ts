import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealStores, deals, items, offerSectionStores, offerSections, slideStores, slides, stores } from '../src/db/schema';
import { DEMO_STORE_SLUGS } from '../src/db/seed/seed';
import { INDIRANAGAR } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

interface Summary {
  id: number;
  slug: string;
  name: string;
  cuisines: string[];
  is_operational: number;
  distance: number;
  delivery_radius: number;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const MYSURU = { latitude: 12.2958, longitude: 76.6394 };

describe('categories and filters', () => {
  it('lists store categories and filters serving stores by ANY of them', async () => {
    const categories = (await t.post('get-all-restaurants-categories')).json<{ id: number; name: string }[]>();
    expect(categories.length).toBeGreaterThanOrEqual(5);
    const all = (await t.post('get-filtered-restaurants', { ...INDIRANAGAR, category_ids: [] })).json<Summary[]>();
    const nearby = (await t.post('get-delivery-restaurants', INDIRANAGAR)).json<Summary[]>();
    expect(all.map((s) => s.id)).toEqual(nearby.map((s) => s.id));
    const [first, second] = categories;
    const one = (await t.post('get-filtered-restaurants', { ...INDIRANAGAR, category_ids: [first?.id] })).json<Summary[]>();
    expect(one.length).toBeGreaterThan(0);
    expect(one.every((s) => s.cuisines.includes(first?.name ?? ''))).toBe(true);
    const both = (await t.post('get-filtered-restaurants', { ...INDIRANAGAR, category_ids: [first?.id, second?.id] })).json<Summary[]>();
    expect(both.length).toBeGreaterThanOrEqual(one.length);
    expect((await t.post('get-filtered-restaurants', { ...INDIRANAGAR, category_ids: ['x'] })).statusCode).toBe(400);
  });

  it('tells whether one store serves a point', async () => {
    const info = (await t.post('get-restaurant-info', { slug: DEMO_STORE_SLUGS.taxed })).json<{ id: number }>();
    const here = (await t.post('check-restaurant-operation-service', { restaurant_id: info.id, ...INDIRANAGAR })).json<{ is_operational: boolean; distance: number }>();
    expect(here.is_operational).toBe(true);
    expect(here.distance).toBeLessThan(2);
    const far = (await t.post('check-restaurant-operation-service', { restaurant_id: info.id, ...MYSURU })).json<{ is_operational: boolean }>();
    expect(far.is_operational).toBe(false);
    expect((await t.post('check-restaurant-operation-service', { restaurant_id: 99_999, ...INDIRANAGAR })).statusCode).toBe(404);
  });
});

describe('get-store-collection', () => {
  it('lists a quick-bite tag and a store type, only stores that serve the point', async () => {
    const [tagged] = await t.db.select().from(stores).where(eq(stores.quickBite, 'snacks'));
    expect(tagged).toBeDefined();
    const snacks = (await t.post('get-store-collection', { ...INDIRANAGAR, kind: 'quick-bite', key: 'snacks' })).json<{ title: string; stores: Summary[] }>();
    expect(snacks.title).toBe('Snacks');
    expect(snacks.stores.length).toBeGreaterThan(0);
    const snackIds = new Set((await t.db.select({ id: stores.id }).from(stores).where(eq(stores.quickBite, 'snacks'))).map((r) => r.id));
    expect(snacks.stores.every((s) => snackIds.has(s.id) && s.distance <= s.delivery_radius)).toBe(true);
    const grocery = (await t.post('get-store-collection', { ...INDIRANAGAR, kind: 'store-type', key: 'grocery' })).json<{ stores: Summary[] }>();
    expect(grocery.stores.map((s) => s.slug).sort()).toEqual([...DEMO_STORE_SLUGS.groceries].sort());
    expect((await t.post('get-store-collection', { ...MYSURU, kind: 'store-type', key: 'grocery' })).json<{ stores: Summary[] }>().stores).toEqual([]);
  });

  it('lists the stores of a slide (model 5), a deal and an offer section, with their titles', async () => {
    const [slideLink] = await t.db.select().from(slideStores).limit(1);
    const [slide] = await t.db.select().from(slides).where(eq(slides.id, slideLink?.slideId ?? 0));
    const bySlide = (await t.post('get-store-collection', { ...INDIRANAGAR, kind: 'slider', key: String(slide?.id) })).json<{ title: string; stores: Summary[] }>();
    expect(bySlide.title).toBe(slide?.name);
    const slideStoreIds = (await t.db.select().from(slideStores).where(eq(slideStores.slideId, slide?.id ?? 0))).map((l) => l.storeId);
    expect(bySlide.stores.every((s) => slideStoreIds.includes(s.id))).toBe(true);

    const [deal] = await t.db.select().from(deals).limit(1);
    const byDeal = (await t.post('get-store-collection', { ...INDIRANAGAR, kind: 'deal', key: String(deal?.id) })).json<{ title: string; stores: Summary[] }>();
    expect(byDeal.title).toBe(deal?.name);
    const dealIds = (await t.db.select().from(dealStores).where(eq(dealStores.dealId, deal?.id ?? 0))).map((l) => l.storeId);
    expect(byDeal.stores.every((s) => dealIds.includes(s.id))).toBe(true);

    const [offerLink] = await t.db.select().from(offerSectionStores).limit(1);
    const byOffer = await t.post('get-store-collection', { ...INDIRANAGAR, kind: 'offer', key: String(offerLink?.offerSectionId) });
    expect(byOffer.statusCode).toBe(200);
  });

  it('answers 404 for an unknown slide, deal or offer and 400 for an unknown kind', async () => {
    for (const kind of ['slider', 'deal', 'offer']) {
      expect((await t.post('get-store-collection', { ...INDIRANAGAR, kind, key: '99999' })).statusCode, kind).toBe(404);
      expect((await t.post('get-store-collection', { ...INDIRANAGAR, kind, key: 'abc' })).statusCode, kind).toBe(404);
    }
    expect((await t.post('get-store-collection', { ...INDIRANAGAR, kind: 'everything', key: '1' })).statusCode).toBe(400);
  });

  it('answers 404 for a quick-bite tag or store type no store has, never a page titled after the address', async () => {
    for (const kind of ['quick-bite', 'store-type']) {
      const res = await t.post('get-store-collection', { ...INDIRANAGAR, kind, key: 'no-such-tag' });
      expect(res.statusCode, kind).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it("an offer's stores are those of the dishes it lists too, as /offer-section/{id} shows them", async () => {
    let checked = 0;
    for (const section of await t.db.select().from(offerSections)) {
      const dishes = (await t.post('get-offer-section', { ...INDIRANAGAR, id: section.id })).json<{ items: { restaurant: { id: number } }[] }>().items;
      if (dishes.length === 0) continue;
      checked += 1;
      const byOffer = (await t.post('get-store-collection', { ...INDIRANAGAR, kind: 'offer', key: String(section.id) })).json<{ stores: Summary[] }>();
      const listed = new Set(byOffer.stores.map((s) => s.id));
      for (const dish of dishes) expect(listed.has(dish.restaurant.id), `offer ${section.id} store ${dish.restaurant.id}`).toBe(true);
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('get-offer-section', () => {
  it('lists offer items with their store and add-ons', async () => {
    const sections = await t.db.select().from(offerSections);
    let found = false;
    for (const s of sections) {
      const res = await t.post('get-offer-section', { ...INDIRANAGAR, id: s.id });
      expect(res.statusCode).toBe(200);
      const body = res.json<{ title: string; items: { id: number; restaurant: { slug: string }; addon_categories: unknown[] }[] }>();
      expect(body.title).toBe(s.title);
      if (body.items.length > 0) found = true;
      for (const i of body.items) expect(i.restaurant.slug).toEqual(expect.any(String));
    }
    expect(found).toBe(true);
    expect((await t.post('get-offer-section', { ...INDIRANAGAR, id: 99_999 })).statusCode).toBe(404);
  });
});

describe('search-restaurants', () => {
  it('finds stores by name and cuisine, and items by name, ranked with prefix matches first', async () => {
    const res = await t.post('search-restaurants', { ...INDIRANAGAR, q: 'biryani' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ stores: Summary[]; items: { name: string; restaurant: { id: number } }[] }>();
    expect(body.stores.length).toBeGreaterThan(0);
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.every((i) => i.name.toLowerCase().includes('biryani'))).toBe(true);
    const firstRank = (name: string) => (name.toLowerCase().startsWith('biryani') ? 3 : name.toLowerCase().split(/\s+/).some((w) => w.startsWith('biryani')) ? 2 : 1);
    const ranks = body.items.map((i) => firstRank(i.name));
    expect([...ranks].sort((a, b) => b - a)).toEqual(ranks);
  });

  it('treats LIKE wildcards and SQL as text (SECURITY 26)', async () => {
    // '%' matches only names that contain a percent sign ("Dark Chocolate 70%"), not everything.
    const pct = (await t.post('search-restaurants', { ...INDIRANAGAR, q: '%' })).json<{ stores: Summary[]; items: { name: string }[] }>();
    expect(pct.items.length).toBeGreaterThan(0);
    expect(pct.items.every((i) => i.name.includes('%'))).toBe(true);
    const underscore = (await t.post('search-restaurants', { ...INDIRANAGAR, q: '_' })).json<{ items: unknown[] }>();
    expect(underscore.items).toEqual([]);
    const injection = await t.post('search-restaurants', { ...INDIRANAGAR, q: "'; drop table items; --" });
    expect(injection.statusCode).toBe(200);
    expect((await t.db.select().from(items).limit(1)).length).toBe(1);
  });

  it('finds nothing far away, and validates the query', async () => {
    expect((await t.post('search-restaurants', { ...MYSURU, q: 'biryani' })).json()).toEqual({ success: true, stores: [], items: [], next_cursor: null });
    expect((await t.post('search-restaurants', { ...INDIRANAGAR, q: '' })).statusCode).toBe(400);
    expect((await t.post('search-restaurants', { ...INDIRANAGAR, q: 'x'.repeat(61) })).statusCode).toBe(400);
  });
});
