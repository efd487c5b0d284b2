import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, stores } from '../src/db/schema';
import { expectAdminOnly, auditOf, makeAdmin, makeOtherRoles, type OtherRoles } from './admin-fixtures';
import { INDIRANAGAR, plainItems, predictableRestaurant, type ItemRow, type StoreRow } from './fixtures';
import { createTestApp, type TestApp } from './helpers';
import { makeUser, placeOrder, type Person } from './life-fixtures';
import { asc } from 'drizzle-orm';

/** Issue 11: coupons and the customer home's content in the admin console. */
let t: TestApp;
let admin: Person;
let others: OtherRoles;
let store: StoreRow;
let item: ItemRow | undefined;

type Json = Record<string, unknown>;
const call = (name: string, body: unknown = {}) => t.post(`admin/${name}`, body, { token: admin.token });
const codeOf = async (res: Promise<{ statusCode: number; json<T>(): T }>) => {
  const r = await res;
  return [r.statusCode, r.json<{ code?: string }>().code];
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t, 'Content Admin');
  others = await makeOtherRoles(t);
  store = await predictableRestaurant(t.db);
  [item] = await plainItems(t.db, store.id, [25000]);
});
afterAll(async () => t.close());

describe('every coupon and content call is admin only', () => {
  it('401 anonymous, 403 for customer, owner and rider', async () => {
    const img = '/images/slides/welcome50.webp';
    const bodies: Record<string, Json> = {
      'get-coupons': {},
      'get-coupon': { id: 1 },
      'save-coupon': { code: 'NOPE10', discount_type: 'AMOUNT', discount: 10 },
      'set-coupon-active': { id: 1, is_active: false },
      'delete-coupon': { id: 1 },
      'get-home-content': {},
      'pick-stores': { q: 'a' },
      'save-slider': { name: 'Nope', position: 'TOP' },
      'save-slide': { slider_id: 1, name: 'Nope', image: img, model: null },
      'save-home-category': { name: 'Nope', image: img, opens: 'store', store_id: 1 },
      'save-deal': { name: 'Nope', store_ids: [1] },
      'set-content-active': { kind: 'slide', id: 1, is_active: false },
      'delete-content': { kind: 'slide', id: 1 },
      'reorder-content': { kind: 'home_category', ids: [1] },
    };
    for (const [name, body] of Object.entries(bodies)) await expectAdminOnly(t, others, name, body);
  });
});

const flat = (extra: Json = {}) => ({ code: 'admin75', name: 'Flat 75', discount_type: 'AMOUNT', discount: '75', min_subtotal: '199', ...extra });

describe('coupons', () => {
  it('creates a coupon whose rules apply-coupon enforces, audited with its after', async () => {
    const res = await call('save-coupon', flat());
    expect(res.statusCode, res.body).toBe(200);
    const coupon = res.json<{ data: Json & { id: number } }>().data;
    expect(coupon).toMatchObject({ code: 'ADMIN75', discount_type: 'AMOUNT', discount: '75.00', min_subtotal: '199.00', is_active: true, orders_count: 0, owner: null });

    const customer = await makeUser(t.db, 'customer');
    const short = await t.post('apply-coupon', { coupon: 'admin75', restaurant_id: store.id, subtotal: '150.00' }, { token: customer.token });
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({ code: 'COUPON_INVALID', message: 'Add items worth ₹199.00 or more to use ADMIN75' });
    const ok = await t.post('apply-coupon', { coupon: 'ADMIN75', restaurant_id: store.id, subtotal: '250.00' }, { token: customer.token });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ code: 'ADMIN75', appliedAmount: '75.00' });

    const [row] = await auditOf(t, admin, 'coupon', coupon.id);
    expect(row).toMatchObject({ action: 'coupon.create', before: null, after: { code: 'ADMIN75', discount: '75.00', min_subtotal: '199.00', stores: [] } });

    const list = await call('get-coupons', { q: 'admin7' });
    expect(list.json<{ data: { code: string }[] }>().data.map((c) => c.code)).toEqual(['ADMIN75']);
  });

  it('validates: percent 1–100 with a cap, dates in order, code A–Z0–9 and unique, known stores; no 500 for junk', async () => {
    const bad = async (body: Json, status = 400) => {
      const res = await call('save-coupon', body);
      expect(res.statusCode, `${JSON.stringify(body).slice(0, 80)} → ${res.body}`).toBe(status);
      return res.json<{ message: string }>().message;
    };
    expect(await bad({ code: 'PCT0', discount_type: 'PERCENTAGE', discount: 0, max_discount: 50 })).toMatch(/1 to 100/);
    expect(await bad({ code: 'PCT101', discount_type: 'PERCENTAGE', discount: 101, max_discount: 50 })).toMatch(/1 to 100/);
    expect(await bad({ code: 'PCTNOCAP', discount_type: 'PERCENTAGE', discount: 20 })).toMatch(/maximum discount/);
    expect(await bad(flat({ code: 'DATES', starts_at: '2026-12-10T00:00:00Z', expires_at: '2026-12-01T00:00:00Z' }))).toMatch(/start before/);
    expect(await bad(flat({ code: 'BAD-CODE' }))).toMatch(/A–Z/);
    expect(await bad(flat({ code: 'ADMIN75' }), 409)).toMatch(/already used/);
    expect(await bad(flat({ code: 'NOSTORE', store_ids: [99_999_999] }))).toMatch(/stores does not exist/);
    expect(await bad(flat({ code: 'ZERO', discount: 0 }))).toMatch(/fixed discount/);
    expect(await bad(flat({ code: 'NUL', name: 'a\u0000b' }))).toBeTruthy();
    expect(await bad(flat({ code: 'HUGE', description: 'x'.repeat(5000) }))).toBeTruthy();
    expect(await bad(flat({ code: 'DEEP', name: JSON.parse('['.repeat(200) + ']'.repeat(200)) as unknown }))).toBeTruthy();
    expect(await bad(flat({ code: 'DEEPSTORES', store_ids: [[[[1]]]] }))).toBeTruthy();
    expect(await bad(flat({ code: 'LIMITS', max_uses_total: 1, max_uses_per_user: 5 }))).toMatch(/per-customer/);
  });

  it('edits with store restriction, per-user limit and new users only, audited before/after, and place-order honours them', async () => {
    const created = (await call('save-coupon', flat({ code: 'ONCE50', discount: 50, min_subtotal: 0 }))).json<{ data: { id: number } }>().data;
    const edited = await call('save-coupon', flat({ id: created.id, code: 'ONCE50', discount: 50, min_subtotal: 0, store_ids: [store.id], max_uses_per_user: 1 }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ data: { stores: [{ id: store.id, name: store.name }], max_uses_per_user: 1 } });
    const [row] = await auditOf(t, admin, 'coupon', created.id);
    expect(row).toMatchObject({ action: 'coupon.update', before: { stores: [], max_uses_per_user: null }, after: { stores: [store.id], max_uses_per_user: 1 } });

    const customer = await makeUser(t.db, 'customer');
    const apply = (code: string, who = customer) => t.post('apply-coupon', { coupon: code, restaurant_id: store.id, subtotal: '250.00' }, { token: who.token });
    const [otherStore] = await t.db.select().from(stores).orderBy(asc(stores.id)).limit(2).then((r) => r.filter((s) => s.id !== store.id));
    if (otherStore) {
      const elsewhere = await t.post('apply-coupon', { coupon: 'ONCE50', restaurant_id: otherStore.id, subtotal: '250.00' }, { token: customer.token });
      expect(elsewhere.statusCode).toBe(422);
    }
    expect((await apply('ONCE50')).statusCode).toBe(200);
    const order = await placeOrder(t, customer.token, store, item?.id ?? 0, { coupon: 'ONCE50' });
    expect(order.data.bill).toMatchObject({ coupon_discount: '50.00' });
    const again = await apply('ONCE50');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'COUPON_INVALID' });
    expect((await call('get-coupon', { id: created.id })).json()).toMatchObject({ data: { orders_count: 1 } });

    // New users only: this customer has an order now; a fresh one may use it.
    await call('save-coupon', flat({ code: 'NEWBIE', discount: 40, min_subtotal: 0, first_order_only: true }));
    expect((await apply('NEWBIE')).statusCode).toBe(422);
    expect((await apply('NEWBIE', await makeUser(t.db, 'customer'))).statusCode).toBe(200);

    // A used coupon keeps its code and is switched off instead of deleted.
    expect(await codeOf(call('save-coupon', flat({ id: created.id, code: 'RENAMED', discount: 50 })))).toEqual([409, 'CONFLICT']);
    const removed = await call('delete-coupon', { id: created.id });
    expect(removed.json()).toEqual({ success: true, outcome: 'deactivated' });
    expect((await call('get-coupon', { id: created.id })).json()).toMatchObject({ data: { is_active: false } });
    expect((await apply('ONCE50', await makeUser(t.db, 'customer'))).statusCode).toBe(422);
  });

  it('switches on and off, deletes an unused coupon, and shows personal coupons read-only', async () => {
    const id = (await call('save-coupon', flat({ code: 'TEMP10', discount: 10, min_subtotal: 0 }))).json<{ data: { id: number } }>().data.id;
    expect((await call('set-coupon-active', { id, is_active: false })).json()).toMatchObject({ data: { is_active: false } });
    const [off] = await auditOf(t, admin, 'coupon', id);
    expect(off).toMatchObject({ action: 'coupon.deactivate', before: { is_active: true }, after: { is_active: false } });
    expect((await call('delete-coupon', { id })).json()).toEqual({ success: true, outcome: 'deleted' });
    expect((await auditOf(t, admin, 'coupon', id))[0]).toMatchObject({ action: 'coupon.delete', before: { code: 'TEMP10' }, after: null });
    expect(await codeOf(call('get-coupon', { id }))).toEqual([404, 'NOT_FOUND']);

    const owner = await makeUser(t.db, 'customer', 'Scratch Winner');
    const [personal] = await t.db.insert(coupons).values({ code: 'SCRATCHME1', discountType: 'AMOUNT', discountAmountPaise: 2000, ownerUserId: owner.userId, isPublic: false }).returning();
    if (!personal) throw new Error('no coupon');
    const listed = (await call('get-coupons', { q: 'SCRATCHME' })).json<{ data: Json[] }>().data;
    expect(listed).toMatchObject([{ code: 'SCRATCHME1', owner: { id: owner.userId, name: 'Scratch Winner' } }]);
    expect(await codeOf(call('save-coupon', flat({ id: personal.id, code: 'SCRATCHME1' })))).toEqual([409, 'CONFLICT']);
    expect(await codeOf(call('set-coupon-active', { id: personal.id, is_active: false }))).toEqual([409, 'CONFLICT']);
    expect(await codeOf(call('delete-coupon', { id: personal.id }))).toEqual([409, 'CONFLICT']);
  });
});

describe('home content', () => {
  const upload = (bytes: Buffer | string, type: string, token = admin.token) =>
    t.app.inject({ method: 'POST', url: '/api/admin/upload-image', headers: { 'content-type': type, authorization: `Bearer ${token}` }, payload: bytes });
  let image = '';
  type Content = {
    sliders: { id: number; position: string; slides: { id: number; name: string }[] }[];
    categories: { id: number; name: string; opens: string; link: string | null; deal_exists: boolean; sort_order: number }[];
    deals: { id: number; name: string; stores: { id: number }[] }[];
  };
  const content = async () => (await call('get-home-content')).json<{ data: Content }>().data;
  const home = async () => (await t.post('home-data', INDIRANAGAR)).json<{ top_slider: { id: number; name: string; model: number | null }[]; categories: { id: number; name: string; link: string | null }[] }>();

  it('uploads pictures as WebP, refusing SVG, junk and oversize; only for an admin', async () => {
    const png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#2a9d8f' } }).png().toBuffer();
    const res = await upload(png, 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    image = res.json<{ data: { image: string } }>().data.image;
    expect(image).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>';
    expect(await codeOf(upload(svg, 'image/svg+xml'))).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    expect(await codeOf(upload(svg, 'image/png'))).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    expect((await upload(Buffer.alloc(2 * 1024 * 1024 + 1), 'image/jpeg')).statusCode).toBe(413);
    expect((await upload(png, 'image/png', others.owner.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/upload-image', headers: { 'content-type': 'image/png' }, payload: png })).statusCode).toBe(401);
  });

  it('adds a slide of every model; it shows in home-data at once, audited; links must exist', async () => {
    const before = await content();
    const top = before.sliders.find((s) => s.position === 'TOP');
    const deal = before.deals[0];
    if (!top || !deal) throw new Error('the seed has no TOP slider or deal');
    const slide = (extra: Json) => call('save-slide', { slider_id: top.id, name: 'Admin slide', image, model: null, ...extra });

    const res = await slide({ name: 'Weekend stores', model: 5, store_ids: [store.id] });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json<{ id: number }>().id;
    const shown = (await home()).top_slider;
    expect(shown.at(-1)).toMatchObject({ id, name: 'Weekend stores', model: 5 });
    const [row] = await auditOf(t, admin, 'slide', id);
    expect(row).toMatchObject({ action: 'slide.create', before: null, after: { name: 'Weekend stores', model: 5, store_ids: [store.id] } });

    const toStore = await slide({ name: 'Eat here', model: 1, store_id: store.id });
    expect((await content()).sliders.find((s) => s.id === top.id)?.slides.find((s) => s.id === toStore.json<{ id: number }>().id)).toMatchObject({ slug: store.slug, store: { id: store.id } });
    expect((await slide({ name: 'Deal', model: 4, keka_deal_id: deal.id })).statusCode).toBe(200);
    expect((await slide({ name: 'Plain', model: null })).statusCode).toBe(200);

    expect(await codeOf(slide({ model: 1, store_id: 99_999_999 }))).toEqual([400, 'VALIDATION']);
    expect(await codeOf(slide({ model: 1 }))).toEqual([400, 'VALIDATION']);
    expect(await codeOf(slide({ model: 4, keka_deal_id: 99_999_999 }))).toEqual([400, 'VALIDATION']);
    expect(await codeOf(slide({ model: 5, store_ids: [] }))).toEqual([400, 'VALIDATION']);
    expect(await codeOf(slide({ image: 'https://evil.example/x.svg' }))).toEqual([400, 'VALIDATION']);
    expect(await codeOf(slide({ name: 'x'.repeat(5000) }))).toEqual([400, 'VALIDATION']);

    // Off, it leaves the home at once; the audit keeps both sides.
    expect((await call('set-content-active', { kind: 'slide', id, is_active: false })).statusCode).toBe(200);
    expect((await home()).top_slider.some((s) => s.id === id)).toBe(false);
    expect((await auditOf(t, admin, 'slide', id))[0]).toMatchObject({ action: 'slide.deactivate', before: { is_active: true }, after: { is_active: false } });
    expect((await call('delete-content', { kind: 'slide', id })).statusCode).toBe(200);
    expect((await auditOf(t, admin, 'slide', id))[0]).toMatchObject({ action: 'slide.delete', after: null });
  });

  it('a new PROMO slider slide shows in promo-slider; slides reorder; a slider with slides is not deleted', async () => {
    const slider = await call('save-slider', { name: 'Festive promo', position: 'PROMO' });
    const sliderId = slider.json<{ id: number }>().id;
    const a = (await call('save-slide', { slider_id: sliderId, name: 'Promo A', image, model: null })).json<{ id: number }>().id;
    const b = (await call('save-slide', { slider_id: sliderId, name: 'Promo B', image, model: 1, store_id: store.id })).json<{ id: number }>().id;
    const promo = async () => (await t.post('promo-slider', INDIRANAGAR)).json<{ mainSlides: { id: number }[] }>().mainSlides.map((s) => s.id).filter((id) => id === a || id === b);
    expect(await promo()).toEqual([a, b]);
    expect((await call('reorder-content', { kind: 'slide', slider_id: sliderId, ids: [b, a] })).statusCode).toBe(200);
    expect(await promo()).toEqual([b, a]);
    expect((await auditOf(t, admin, 'slider', sliderId))[0]).toMatchObject({ action: 'slide.reorder', before: { order: [a, b] }, after: { order: [b, a] } });
    expect(await codeOf(call('reorder-content', { kind: 'slide', slider_id: sliderId, ids: [b] }))).toEqual([400, 'VALIDATION']);
    expect(await codeOf(call('delete-content', { kind: 'slider', id: sliderId }))).toEqual([409, 'CONFLICT']);
    expect((await call('set-content-active', { kind: 'slider', id: sliderId, is_active: false })).statusCode).toBe(200);
    expect(await promo()).toEqual([]);
  });

  it('deals and home tiles: a deal tile takes the deal id, a store tile links the slug; both show on the home', async () => {
    const dealRes = await call('save-deal', { name: 'Midnight Cravings', description: 'Open late', image, store_ids: [store.id] });
    expect(dealRes.statusCode, dealRes.body).toBe(200);
    const dealId = dealRes.json<{ id: number }>().id;
    expect((await auditOf(t, admin, 'deal', dealId))[0]).toMatchObject({ action: 'deal.create', after: { name: 'Midnight Cravings', store_ids: [store.id] } });
    const browse = await t.post('keka-deal', { id: dealId, ...INDIRANAGAR });
    if (browse.statusCode === 200) expect(browse.body).toContain('Midnight Cravings');

    const tile = await call('save-home-category', { name: 'Late night', image, opens: 'deal', deal_id: dealId });
    expect(tile.statusCode, tile.body).toBe(200);
    expect(tile.json<{ id: number }>().id).toBe(dealId);
    const storeTile = await call('save-home-category', { name: 'Our pick', image, opens: 'store', store_id: store.id });
    const storeTileId = storeTile.json<{ id: number }>().id;
    expect(storeTileId).toBeGreaterThan(dealId);
    const cats = (await home()).categories;
    expect(cats.find((c) => c.id === dealId)).toMatchObject({ name: 'Late night', link: null });
    expect(cats.find((c) => c.id === storeTileId)).toMatchObject({ name: 'Our pick', link: store.slug });
    expect((await content()).categories.find((c) => c.id === dealId)).toMatchObject({ opens: 'deal', deal_exists: true });
    // A second deal created after still gets a fresh id (the sequences moved on).
    const next = (await call('save-deal', { name: 'Second', store_ids: [store.id] })).json<{ id: number }>().id;
    expect(next).toBeGreaterThan(storeTileId);

    expect(await codeOf(call('save-home-category', { name: 'Again', image, opens: 'deal', deal_id: dealId }))).toEqual([409, 'CONFLICT']);
    expect(await codeOf(call('save-home-category', { name: 'Nowhere', image, opens: 'store', store_id: 99_999_999 }))).toEqual([400, 'VALIDATION']);
    expect(await codeOf(call('save-deal', { name: 'Empty', store_ids: [] }))).toEqual([400, 'VALIDATION']);
    expect(await codeOf(call('delete-content', { kind: 'deal', id: dealId }))).toEqual([409, 'CONFLICT']);
    expect(await codeOf(call('delete-content', { kind: 'home_category', id: 1 }))).toEqual([409, 'CONFLICT']);

    // Tiles reorder: the store tile first.
    const ids = (await content()).categories.map((c) => c.id);
    const reordered = [storeTileId, ...ids.filter((id) => id !== storeTileId)];
    expect((await call('reorder-content', { kind: 'home_category', ids: reordered })).statusCode).toBe(200);
    expect((await home()).categories[0]?.id).toBe(storeTileId);

    // Edit: audited before/after; delete the tile, then its deal may go.
    expect((await call('save-home-category', { id: dealId, name: 'Late night eats', image, opens: 'deal', deal_id: dealId })).statusCode).toBe(200);
    expect((await auditOf(t, admin, 'home_category', dealId))[0]).toMatchObject({ action: 'home-category.update', before: { name: 'Late night' }, after: { name: 'Late night eats' } });
    expect((await call('delete-content', { kind: 'home_category', id: dealId })).statusCode).toBe(200);
    expect((await call('delete-content', { kind: 'deal', id: dealId })).statusCode).toBe(200);
    expect((await home()).categories.some((c) => c.id === dealId)).toBe(false);
  });

  it('pick-stores finds stores by name', async () => {
    const res = await call('pick-stores', { q: store.name.slice(0, 5) });
    expect(res.json<{ data: { id: number }[] }>().data.some((s) => s.id === store.id)).toBe(true);
    expect(await codeOf(call('pick-stores', { q: 'x'.repeat(500) }))).toEqual([400, 'VALIDATION']);
  });
});
