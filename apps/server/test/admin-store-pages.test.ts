import { and, asc, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items, slides, stores } from '../src/db/schema';
import { DEMO_STORE_SLUGS } from '../src/db/seed/seed';
import { auditOf, expectAdminOnly, makeAdmin, makeOtherRoles, type OtherRoles } from './admin-fixtures';
import { INDIRANAGAR } from './fixtures';
import { createTestApp, type TestApp } from './helpers';
import type { Person } from './life-fixtures';

/** The admin console's "Store pages": a store's single-store page (SPEC §2) — banners, item slots, item groups. */
let t: TestApp;
let admin: Person;
let others: OtherRoles;
let store: { id: number; name: string; slug: string };
let otherStore: { id: number; name: string };
/** Live items of the store being edited, and one of another store. */
let own: number[];
let foreignItem: number;
let image = '';

type Json = Record<string, unknown>;
type Answer = { statusCode: number; body: string; json<T>(): T };
const call = (name: string, body: Json = {}) => t.post(`admin/${name}`, body, { token: admin.token });
const codeOf = async (res: Promise<Answer>) => {
  const r = await res;
  return [r.statusCode, r.json<{ code?: string }>().code];
};
const idOf = async (res: Promise<Answer>) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ id: number }>().id;
};

interface Page {
  banners: { id: number; type: number; name: string; item_group_id: number | null; top_category_id: number | null; sort_order: number }[];
  slot_groups: { id: number; position: number; name: string; items: { id: number; name: string; price: string }[] }[];
  item_groups: { id: number; name: string; top_image: string; items: { id: number }[] }[];
  top_categories: { id: number; name: string }[];
}
const page = async (storeId = store.id) => {
  const res = await call('get-store-page', { store_id: storeId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Page & { store: Json } }>().data;
};

/** What the customer's single-store page reads. */
const customer = {
  topBanners: async () => (await t.post('single-store/get-store-banners', { id: store.id })).json<{ banners: { id: number; name: string; item_group_id: number | null; top_category_id: number | null }[] }>().banners,
  columnBanners: async () => (await t.post('single-store/get-coloumn-banners', { id: store.id })).json<{ type_1: { id: number }[]; type_2: { id: number }[] }>(),
  slots: async () =>
    (await t.post('single-store/get-slot-groups', { id: store.id, ...INDIRANAGAR })).json<{
      storeType: Record<string, unknown>;
      store_slots: Record<string, { id: number; name: string; filtered_items: { id: number }[] } | null>;
    }>(),
  itemGroup: (id: number) => t.post('single-store/get-item-group-items', { id, ...INDIRANAGAR }),
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t, 'Store Pages Admin');
  others = await makeOtherRoles(t);
  const bySlug = async (slug: string) => (await t.db.select().from(stores).where(eq(stores.slug, slug)))[0] ?? { id: 0, name: '', slug: '' };
  store = await bySlug(DEMO_STORE_SLUGS.groceries[0]);
  otherStore = await bySlug(DEMO_STORE_SLUGS.groceries[1]);
  const liveOf = async (storeId: number) =>
    (await t.db.select({ id: items.id }).from(items).where(and(eq(items.storeId, storeId), isNull(items.deletedAt))).orderBy(asc(items.id))).map((r) => r.id);
  own = await liveOf(store.id);
  foreignItem = (await liveOf(otherStore.id))[0] ?? 0;
  const png = await sharp({ create: { width: 900, height: 300, channels: 3, background: '#3a7d44' } }).png().toBuffer();
  const up = await t.app.inject({ method: 'POST', url: '/api/admin/upload-image', headers: { 'content-type': 'image/png', authorization: `Bearer ${admin.token}` }, payload: png });
  image = up.json<{ data: { image: string } }>().data.image;
});
afterAll(async () => t.close());

describe('every store-page call is admin only', () => {
  it('401 anonymous, 403 for customer, store owner and rider', async () => {
    const bodies: Record<string, Json> = {
      'get-store-page': { store_id: store.id },
      'pick-store-items': { store_id: store.id, q: 'a' },
      'pick-item-groups': { q: 'a' },
      'save-store-banner': { store_id: store.id, type: 0, name: 'Nope', image: '/images/banners/fresh-fruits.webp' },
      'save-slot-group': { store_id: store.id, name: 'Nope', item_ids: [] },
      'save-item-group': { store_id: store.id, name: 'Nope', item_ids: [] },
      'delete-store-content': { kind: 'banner', id: 1 },
      'reorder-store-content': { kind: 'slot_group', store_id: store.id, ids: [1] },
    };
    for (const [name, body] of Object.entries(bodies)) await expectAdminOnly(t, others, name, body);
    // Nothing of theirs reached the page.
    expect((await page()).banners.some((b) => b.name === 'Nope')).toBe(false);
  });
});

describe('reading a store page', () => {
  it("answers the seeded page: banners of every type, four slots with the store's items, item groups, top categories", async () => {
    const p = await page();
    expect(p.store).toMatchObject({ id: store.id, slug: store.slug, is_fresh: true });
    expect(new Set(p.banners.map((b) => b.type))).toEqual(new Set([0, 1, 2]));
    expect(p.slot_groups.map((g) => g.position)).toEqual([1, 2, 3, 4]);
    expect(p.slot_groups[0]?.items.length).toBeGreaterThan(0);
    expect(p.slot_groups[0]?.items[0]?.price).toMatch(/^\d+\.\d{2}$/);
    expect(p.slot_groups.flatMap((g) => g.items).every((i) => own.includes(i.id))).toBe(true);
    expect(p.item_groups.length).toBeGreaterThan(0);
    expect(p.top_categories.length).toBeGreaterThan(0);
    expect(await codeOf(call('get-store-page', { store_id: 99_999_999 }))).toEqual([404, 'NOT_FOUND']);
  });

  it("pick-store-items finds only that store's live items; pick-item-groups finds groups by store name", async () => {
    const found = (await call('pick-store-items', { store_id: store.id, q: 'a', limit: 50 })).json<{ data: { id: number; name: string; category: string }[] }>().data;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((i) => own.includes(i.id) && i.name.toLowerCase().includes('a') && i.category)).toBe(true);
    // A typed % is a letter, not a wildcard.
    const percent = (await call('pick-store-items', { store_id: store.id, q: '%' })).json<{ data: { name: string }[] }>().data;
    expect(percent.length).toBeLessThan(found.length);
    expect(percent.every((i) => i.name.includes('%'))).toBe(true);
    expect(await codeOf(call('pick-store-items', { store_id: 99_999_999 }))).toEqual([404, 'NOT_FOUND']);
    expect(await codeOf(call('pick-store-items', { store_id: store.id, q: 'x'.repeat(500) }))).toEqual([400, 'VALIDATION']);
    const groups = (await call('pick-item-groups', { q: store.name })).json<{ data: { store_id: number; store_name: string }[] }>().data;
    expect(groups.length).toBeGreaterThan(0);
    expect(groups.every((g) => g.store_id === store.id && g.store_name === store.name)).toBe(true);
  });
});

describe('banners', () => {
  const banner = (extra: Json) => call('save-store-banner', { store_id: store.id, type: 1, name: 'Weekend offers', image, ...extra });

  it('adds a 120 px banner opening an item group: last of its type for the customer, audited', async () => {
    const group = (await page()).item_groups[0];
    const id = await idOf(banner({ opens: 'item_group', item_group_id: group?.id }));
    const columns = await customer.columnBanners();
    expect(columns.type_1.at(-1)).toMatchObject({ id, name: 'Weekend offers', image, type: 1, item_group_id: group?.id, top_category_id: null });
    const [row] = await auditOf(t, admin, 'store_banner', id);
    expect(row).toMatchObject({ action: 'store-banner.create', before: null, after: { id, storeId: store.id, type: 1, name: 'Weekend offers', itemGroupId: group?.id } });
    expect(row?.actor).toMatchObject({ id: admin.userId });

    // Edited into a top banner opening a category: it leaves the scroller for the carousel.
    const category = (await page()).top_categories[1];
    expect((await banner({ id, type: 0, name: 'Weekend top', opens: 'top_category', top_category_id: category?.id })).statusCode).toBe(200);
    expect((await customer.columnBanners()).type_1.some((b) => b.id === id)).toBe(false);
    expect((await customer.topBanners()).at(-1)).toMatchObject({ id, name: 'Weekend top', item_group_id: null, top_category_id: category?.id });
    expect((await auditOf(t, admin, 'store_banner', id))[0]).toMatchObject({ action: 'store-banner.update', before: { type: 1, name: 'Weekend offers' }, after: { type: 0, name: 'Weekend top' } });

    // Switched off it is hidden; deleted it is gone, with the row it was in the audit.
    expect((await banner({ id, type: 0, name: 'Weekend top', is_active: false })).statusCode).toBe(200);
    expect((await customer.topBanners()).some((b) => b.id === id)).toBe(false);
    expect((await call('delete-store-content', { kind: 'banner', id })).statusCode).toBe(200);
    expect((await page()).banners.some((b) => b.id === id)).toBe(false);
    expect((await auditOf(t, admin, 'store_banner', id))[0]).toMatchObject({ action: 'store-banner.delete', before: { id, name: 'Weekend top' }, after: null });
    expect(await codeOf(call('delete-store-content', { kind: 'banner', id }))).toEqual([404, 'NOT_FOUND']);
  });

  it("refuses links of another store (422 NOT_OF_STORE), junk and another store's banner, writing nothing", async () => {
    const theirs = await page(otherStore.id);
    const before = (await page()).banners.length;
    expect(await codeOf(banner({ opens: 'item_group', item_group_id: theirs.item_groups[0]?.id }))).toEqual([422, 'NOT_OF_STORE']);
    expect(await codeOf(banner({ opens: 'top_category', top_category_id: theirs.top_categories[0]?.id }))).toEqual([422, 'NOT_OF_STORE']);
    expect(await codeOf(banner({ opens: 'item_group', item_group_id: 99_999_999 }))).toEqual([400, 'VALIDATION']);
    expect(await codeOf(banner({ opens: 'item_group' }))).toEqual([400, 'VALIDATION']);
    expect(await codeOf(banner({ name: 'Nul\u0000here' }))).toEqual([400, 'VALIDATION']);
    expect(await codeOf(banner({ name: 'x'.repeat(5_000) }))).toEqual([400, 'VALIDATION']);
    expect(await codeOf(banner({ name: 'x'.repeat(2_000_000) }))).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect(await codeOf(banner({ image: 'https://evil.example/x.svg' }))).toEqual([400, 'VALIDATION']);
    expect(await codeOf(banner({ image: '/uploads/../../etc/passwd.webp' }))).toEqual([400, 'VALIDATION']);
    expect(await codeOf(banner({ type: 3 }))).toEqual([400, 'VALIDATION']);
    expect(await codeOf(banner({ store_id: 99_999_999 }))).toEqual([404, 'NOT_FOUND']);
    expect(await codeOf(banner({ id: theirs.banners[0]?.id }))).toEqual([404, 'NOT_FOUND']);
    expect((await page()).banners.length).toBe(before);
    expect((await page(otherStore.id)).banners[0]).toMatchObject({ name: theirs.banners[0]?.name });
  });

  it('reorders the banners of one type; the customer scroller follows; a partial list is refused', async () => {
    const tall = (await page()).banners.filter((b) => b.type === 2).map((b) => b.id);
    expect(tall.length).toBeGreaterThanOrEqual(2);
    const reversed = [...tall].reverse();
    expect((await call('reorder-store-content', { kind: 'banner', store_id: store.id, type: 2, ids: reversed })).statusCode).toBe(200);
    expect((await customer.columnBanners()).type_2.map((b) => b.id)).toEqual(reversed);
    expect((await auditOf(t, admin, 'store', store.id))[0]).toMatchObject({ action: 'store-banner.reorder', before: { type: 2, order: tall }, after: { type: 2, order: reversed } });
    expect(await codeOf(call('reorder-store-content', { kind: 'banner', store_id: store.id, type: 2, ids: tall.slice(1) }))).toEqual([400, 'VALIDATION']);
    expect(await codeOf(call('reorder-store-content', { kind: 'banner', store_id: store.id, ids: tall }))).toEqual([400, 'VALIDATION']);
    expect(await codeOf(call('reorder-store-content', { kind: 'banner', store_id: store.id, type: 1, ids: tall }))).toEqual([400, 'VALIDATION']);
  });
});

describe('item slots', () => {
  const slot = (extra: Json) => call('save-slot-group', { store_id: store.id, name: 'Weekend Picks', item_ids: own.slice(0, 3), ...extra });

  it('four slots at most; a freed slot takes a new group with the chosen items in order, shown to the customer', async () => {
    expect(await codeOf(slot({}))).toEqual([409, 'CONFLICT']);
    const fourth = (await page()).slot_groups.find((g) => g.position === 4);
    expect((await call('delete-store-content', { kind: 'slot_group', id: fourth?.id ?? 0 })).statusCode).toBe(200);
    expect((await auditOf(t, admin, 'slot_group', fourth?.id ?? 0))[0]).toMatchObject({ action: 'slot-group.delete', before: { name: fourth?.name, position: 4 }, after: null });
    expect((await customer.slots()).store_slots.slot_4).toBeNull();

    const chosen = [own[5], own[2], own[9]] as number[];
    const id = await idOf(slot({ item_ids: chosen }));
    const seen = await customer.slots();
    expect(seen.store_slots.slot_4).toMatchObject({ id, name: 'Weekend Picks' });
    expect(seen.store_slots.slot_4?.filtered_items.map((i) => i.id)).toEqual(chosen);
    expect(seen.storeType).toMatchObject({ slot_4: id, slot_4_name: 'Weekend Picks' });
    expect((await auditOf(t, admin, 'slot_group', id))[0]).toMatchObject({ action: 'slot-group.create', before: null, after: { name: 'Weekend Picks', position: 4, item_ids: chosen } });

    // Edited: a new name, items in a new order (a repeated id counts once).
    const next = [own[9], own[5], own[9]] as number[];
    expect((await slot({ id, name: 'Weekend Specials', item_ids: next })).statusCode).toBe(200);
    expect((await customer.slots()).store_slots.slot_4?.filtered_items.map((i) => i.id)).toEqual([own[9], own[5]]);
    expect((await auditOf(t, admin, 'slot_group', id))[0]).toMatchObject({ action: 'slot-group.update', before: { name: 'Weekend Picks', item_ids: chosen }, after: { name: 'Weekend Specials', item_ids: [own[9], own[5]] } });
  });

  it('an item of another store is refused with 422 NOT_OF_STORE and nothing is written', async () => {
    const before = await page();
    const target = before.slot_groups[0];
    const audits = (await auditOf(t, admin, 'slot_group', target?.id ?? 0)).length;
    const res = await slot({ id: target?.id, item_ids: [own[0], foreignItem] });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_OF_STORE' });
    expect(res.json<{ message: string }>().message).toContain(store.name);
    expect((await page()).slot_groups[0]).toEqual(target);
    expect(await auditOf(t, admin, 'slot_group', target?.id ?? 0)).toHaveLength(audits);
    expect(await codeOf(call('save-item-group', { store_id: store.id, name: 'Mixed', item_ids: [foreignItem] }))).toEqual([422, 'NOT_OF_STORE']);
  });

  it('refuses deleted or unknown items, too many, junk names, and a slot of another store', async () => {
    const [deleted] = await t.db.update(items).set({ deletedAt: new Date() }).where(eq(items.id, own.at(-1) ?? 0)).returning({ id: items.id });
    const target = (await page()).slot_groups[0];
    expect(await codeOf(slot({ id: target?.id, item_ids: [deleted?.id] }))).toEqual([400, 'VALIDATION']);
    expect(await codeOf(slot({ id: target?.id, item_ids: [99_999_999] }))).toEqual([400, 'VALIDATION']);
    expect(await codeOf(slot({ id: target?.id, item_ids: Array.from({ length: 51 }, (_, i) => i + 1) }))).toEqual([400, 'VALIDATION']);
    expect(await codeOf(slot({ id: target?.id, item_ids: [[own[0]]] }))).toEqual([400, 'VALIDATION']);
    expect(await codeOf(slot({ id: target?.id, name: 'a\u0000' }))).toEqual([400, 'VALIDATION']);
    expect(await codeOf(slot({ id: target?.id, name: 'x'.repeat(61) }))).toEqual([400, 'VALIDATION']);
    expect(await codeOf(slot({ id: target?.id, name: ' ' }))).toEqual([400, 'VALIDATION']);
    const theirs = (await page(otherStore.id)).slot_groups[0];
    expect(await codeOf(slot({ id: theirs?.id }))).toEqual([404, 'NOT_FOUND']);
  });

  it('reorders the slots: positions 1..4 in the new order, and the customer sees slot_1 change', async () => {
    const ids = (await page()).slot_groups.map((g) => g.id);
    const moved = [ids[3], ids[0], ids[1], ids[2]] as number[];
    expect((await call('reorder-store-content', { kind: 'slot_group', store_id: store.id, ids: moved })).statusCode).toBe(200);
    expect((await page()).slot_groups.map((g) => g.id)).toEqual(moved);
    const seen = await customer.slots();
    expect([1, 2, 3, 4].map((n) => seen.store_slots[`slot_${n}`]?.id)).toEqual(moved);
    expect((await auditOf(t, admin, 'store', store.id))[0]).toMatchObject({ action: 'slot-group.reorder', before: { order: ids }, after: { order: moved } });
    expect(await codeOf(call('reorder-store-content', { kind: 'slot_group', store_id: store.id, ids: [...moved, moved[0]] }))).toEqual([400, 'VALIDATION']);
    expect(await codeOf(call('reorder-store-content', { kind: 'slot_group', store_id: otherStore.id, ids: moved }))).toEqual([400, 'VALIDATION']);
  });

  it('two admins adding into the one free slot at once: one wins, the other is told all four are used', async () => {
    const last = (await page()).slot_groups.at(-1);
    await call('delete-store-content', { kind: 'slot_group', id: last?.id ?? 0 });
    const answers = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => slot({ name: `Race ${n}` })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect((await page()).slot_groups.map((g) => g.position)).toEqual([1, 2, 3, 4]);
  });
});

describe('item groups', () => {
  it('adds a group with a top image and items; its page shows them; edits and deletes unlink banners and slides', async () => {
    const chosen = own.slice(10, 14);
    const id = await idOf(call('save-item-group', { store_id: store.id, name: 'Monsoon Pantry', top_image: image, item_ids: chosen }));
    const shown = (await customer.itemGroup(id)).json<{ item_group: { name: string; store_id: number; top_image: string; filtered_items: { id: number }[] } }>().item_group;
    expect(shown).toMatchObject({ name: 'Monsoon Pantry', store_id: store.id, top_image: image });
    expect(shown.filtered_items.map((i) => i.id)).toEqual(chosen);
    expect((await auditOf(t, admin, 'item_group', id))[0]).toMatchObject({ action: 'item-group.create', after: { name: 'Monsoon Pantry', topImage: image, item_ids: chosen } });

    expect((await call('save-item-group', { id, store_id: store.id, name: 'Monsoon Pantry', top_image: '', item_ids: chosen.slice(0, 1), is_active: true })).statusCode).toBe(200);
    expect((await customer.itemGroup(id)).json<{ item_group: { top_image: string; filtered_items: unknown[] } }>().item_group).toMatchObject({ top_image: '', filtered_items: [{ id: chosen[0] }] });
    expect(await codeOf(call('save-item-group', { store_id: store.id, name: 'Bad', top_image: '/images/../x.webp', item_ids: [] }))).toEqual([400, 'VALIDATION']);

    // A banner and a home slide open it.
    const bannerId = await idOf(call('save-store-banner', { store_id: store.id, type: 2, name: 'Monsoon', image, opens: 'item_group', item_group_id: id }));
    const content = (await call('get-home-content')).json<{ data: { sliders: { id: number; position: string }[] } }>().data;
    const promo = content.sliders.find((s) => s.position === 'PROMO');
    const slideId = await idOf(call('save-slide', { slider_id: promo?.id, name: 'Monsoon pantry', image, model: 1, item_group_id: id }));

    expect((await call('delete-store-content', { kind: 'item_group', id })).statusCode).toBe(200);
    expect((await customer.itemGroup(id)).statusCode).toBe(404);
    expect((await customer.columnBanners()).type_2.find((b) => b.id === bannerId)).toMatchObject({ item_group_id: null });
    const [slide] = await t.db.select().from(slides).where(eq(slides.id, slideId));
    expect(slide).toMatchObject({ model: 1, slug: store.slug, itemGroupId: null, type: 'store' });
    expect((await auditOf(t, admin, 'item_group', id))[0]).toMatchObject({ action: 'item-group.delete', before: { name: 'Monsoon Pantry', banner_ids: [bannerId], slide_ids: [slideId] }, after: null });
  });
});

describe('slides that open an item group', () => {
  it('save-slide takes an item group (model 1): type item_group, the slug of its store, on the home at once', async () => {
    const group = (await page()).item_groups[0];
    const content = (await call('get-home-content')).json<{ data: { sliders: { id: number; position: string }[] } }>().data;
    const top = content.sliders.find((s) => s.position === 'TOP');
    const id = await idOf(call('save-slide', { slider_id: top?.id, name: 'Fruit week', image, model: 1, item_group_id: group?.id }));
    const home = (await t.post('home-data', INDIRANAGAR)).json<{ top_slider: Json[] }>();
    expect(home.top_slider.find((s) => s.id === id)).toMatchObject({ model: 1, slug: store.slug, type: 'item_group', item_group_id: group?.id });
    const listed = (await call('get-home-content')).json<{ data: { sliders: { slides: Json[] }[] } }>().data.sliders.flatMap((s) => s.slides).find((s) => s.id === id);
    expect(listed).toMatchObject({ type: 'item_group', item_group_id: group?.id, item_group: { id: group?.id, name: group?.name, store_id: store.id, store_name: store.name } });
    expect((await auditOf(t, admin, 'slide', id))[0]).toMatchObject({ action: 'slide.create', after: { type: 'item_group', itemGroupId: group?.id } });

    // Back to a plain store link: the group is dropped, the type follows.
    expect((await call('save-slide', { id, slider_id: top?.id, name: 'Fruit week', image, model: 1, store_id: otherStore.id })).statusCode).toBe(200);
    expect((await t.post('home-data', INDIRANAGAR)).json<{ top_slider: Json[] }>().top_slider.find((s) => s.id === id)).toMatchObject({ type: 'store', item_group_id: null });
    expect(await codeOf(call('save-slide', { slider_id: top?.id, name: 'Nowhere', image, model: 1, item_group_id: 99_999_999 }))).toEqual([400, 'VALIDATION']);
  });
});
