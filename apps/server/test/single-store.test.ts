import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemGroups, items, slotGroups, stores, topCategories } from '../src/db/schema';
import { DEMO_STORE_SLUGS } from '../src/db/seed/seed';
import { INDIRANAGAR } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let storeId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.db.select().from(stores).where(eq(stores.slug, DEMO_STORE_SLUGS.groceries[0]));
  storeId = row?.id ?? 0;
});
afterAll(async () => t.close());

describe('single-store mode (SPEC §2, §7)', () => {
  it('get-slot-groups answers storeType and four slots with items', async () => {
    const res = await t.post('single-store/get-slot-groups', { id: storeId, ...INDIRANAGAR });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ storeType: Record<string, unknown>; store_slots: Record<string, { id: number; name: string; filtered_items: { id: number }[] } | null> }>();
    expect(body.storeType).toMatchObject({ store_id: storeId, top_bg_color: expect.stringMatching(/^#/), is_operational: 1 });
    for (const n of [1, 2, 3, 4]) {
      const slot = body.store_slots[`slot_${n}`];
      expect(slot, `slot_${n}`).not.toBeNull();
      expect(body.storeType[`slot_${n}`]).toBe(slot?.id);
      expect(body.storeType[`slot_${n}_name`]).toBe(slot?.name);
      expect(slot?.filtered_items.length).toBeGreaterThan(0);
    }
  });

  it('getCategories, banners of each type, and the category page', async () => {
    const cats = (await t.post('single-store/getCategories', { id: storeId })).json<{ top_categories: { id: number; name: string }[] }>();
    expect(cats.top_categories.length).toBeGreaterThanOrEqual(8);
    const top = (await t.post('single-store/get-store-banners', { id: storeId })).json<{ banners: { type: number }[] }>();
    expect(top.banners.length).toBeGreaterThan(0);
    expect(top.banners.every((b) => b.type === 0)).toBe(true);
    const columns = (await t.post('single-store/get-coloumn-banners', { id: storeId })).json<{ type_1: { type: number }[]; type_2: { type: number }[] }>();
    expect(columns.type_1.length).toBeGreaterThan(0);
    expect(columns.type_2.length).toBeGreaterThan(0);
    expect(columns.type_1.every((b) => b.type === 1) && columns.type_2.every((b) => b.type === 2)).toBe(true);

    const first = cats.top_categories[0];
    const page = (await t.post('single-store/get-top-category-items', { id: first?.id, store_id: storeId })).json<{ category: { id: number }; categories: unknown[]; items: { id: number }[] }>();
    expect(page.category.id).toBe(first?.id);
    expect(page.categories).toHaveLength(cats.top_categories.length);
    const expected = await t.db.select().from(items).where(and(eq(items.topCategoryId, first?.id ?? 0), eq(items.storeId, storeId)));
    expect(page.items.length).toBe(expected.filter((i) => i.deletedAt === null).length);
    const [otherCategory] = await t.db.select().from(topCategories).where(eq(topCategories.storeId, storeId + 1));
    if (otherCategory) expect((await t.post('single-store/get-top-category-items', { id: otherCategory.id, store_id: storeId })).statusCode).toBe(404);
  });

  it('view more lists a whole slot, and checks the store when given', async () => {
    const [group] = await t.db.select().from(slotGroups).where(eq(slotGroups.storeId, storeId)).limit(1);
    const res = (await t.post('single-store/get-slot-group-items', { id: group?.id, store_id: storeId })).json<{ slot_group: { name: string }; items: unknown[] }>();
    expect(res.slot_group.name).toBe(group?.name);
    expect(res.items.length).toBeGreaterThan(0);
    expect((await t.post('single-store/get-slot-group-items', { id: group?.id, store_id: storeId + 1 })).statusCode).toBe(404);
    expect((await t.post('single-store/get-slot-group-items', { id: group?.id })).statusCode).toBe(200);
  });

  it('item groups reload by category chip and flag inactive items', async () => {
    const [group] = await t.db.select().from(itemGroups).where(eq(itemGroups.storeId, storeId)).limit(1);
    const all = (await t.post('single-store/get-item-group-items', { id: group?.id, ...INDIRANAGAR })).json<{
      item_group: { name: string; top_image: string; categories: { id: number }[]; selected_category_id: number | null; filtered_items: { id: number; item_category_id: number; is_active: number }[] };
    }>().item_group;
    expect(all.name).toBe(group?.name);
    expect(all.selected_category_id).toBeNull();
    expect(all.categories.length).toBeGreaterThan(0);
    const chip = all.categories[0];
    const one = (await t.post('single-store/get-item-group-items', { id: group?.id, category_id: chip?.id })).json<{ item_group: typeof all }>().item_group;
    expect(one.selected_category_id).toBe(chip?.id);
    expect(one.filtered_items.every((i) => i.item_category_id === chip?.id)).toBe(true);
    const victim = all.filtered_items[0];
    await t.db.update(items).set({ isActive: false }).where(eq(items.id, victim?.id ?? 0));
    const again = (await t.post('single-store/get-item-group-items', { id: group?.id })).json<{ item_group: typeof all }>().item_group;
    expect(again.filtered_items.find((i) => i.id === victim?.id)?.is_active).toBe(0);
  });

  it('answers 404 for unknown stores and groups, 400 for bad ids', async () => {
    expect((await t.post('single-store/get-slot-groups', { id: 99_999 })).statusCode).toBe(404);
    expect((await t.post('single-store/getCategories', { id: 99_999 })).statusCode).toBe(404);
    expect((await t.post('single-store/get-item-group-items', { id: 99_999 })).statusCode).toBe(404);
    expect((await t.post('single-store/get-slot-groups', { id: 'green' })).statusCode).toBe(400);
  });
});
