import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, settings, storeOwners } from '../src/db/schema';
import { createSettingsService } from '../src/modules/settings/settings.service';
import { auditOf, expectAdminOnly, makeAdmin, makeOtherRoles, type OtherRoles } from './admin-fixtures';
import { INDIRANAGAR, predictableRestaurant, type StoreRow } from './fixtures';
import { createTestApp, type TestApp } from './helpers';
import { makeUser, type Person } from './life-fixtures';

/** Issue 11: the admin's stores and owners, cities and surge, delivery settings. */
let t: TestApp;
let admin: Person;
let others: OtherRoles;
let store: StoreRow;

type Json = Record<string, unknown>;
const post = (name: string, body: unknown) => t.post(`admin/${name}`, body, { token: admin.token });

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t, 'Stores Admin');
  others = await makeOtherRoles(t);
  store = await predictableRestaurant(t.db);
});
afterAll(async () => t.close());

describe('admin only', () => {
  it('every call answers 401 anonymous and 403 to a customer, a store owner and a rider', async () => {
    await expectAdminOnly(t, others, 'get-stores');
    await expectAdminOnly(t, others, 'get-store', { store_id: store.id });
    await expectAdminOnly(t, others, 'update-store', { store_id: store.id, changes: { delivery_time: 40 } });
    await expectAdminOnly(t, others, 'link-store-owner', { store_id: store.id, login: 'x@example.test' });
    await expectAdminOnly(t, others, 'unlink-store-owner', { store_id: store.id, user_id: 1 });
    await expectAdminOnly(t, others, 'get-cities');
    await expectAdminOnly(t, others, 'save-city', { name: 'X City', state: 'YY', latitude: 1, longitude: 1, is_surg_enabled: false, surg_amount: 0 });
    await expectAdminOnly(t, others, 'get-delivery-settings');
    await expectAdminOnly(t, others, 'save-delivery-settings', { delivery_dispatch_mode: 'broadcast', delivery_offer_seconds: 30, cash_limit: 10, max_accept_delivery_limit: 1, delivery_commission_base: 'order_total', delivery_commission_percent: 1 });
  });
});

describe('admin/get-stores', () => {
  it('searches by name, city, kind, approval and open/closed, and pages by id', async () => {
    const all = await post('get-stores', { limit: 100 });
    expect(all.statusCode, all.body).toBe(200);
    const page = all.json<{ data: { id: number; name: string; city: { id: number } }[]; cities: unknown[] }>();
    expect(page.data.length).toBeGreaterThan(2);
    expect(page.cities.length).toBeGreaterThan(0);
    const ids = page.data.map((s) => s.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);

    const byName = await post('get-stores', { q: store.name.slice(0, 5).toUpperCase() });
    expect(byName.json<{ data: { id: number }[] }>().data.map((s) => s.id)).toContain(store.id);
    const none = await post('get-stores', { q: '%' });
    expect(none.json<{ data: unknown[] }>().data).toHaveLength(0);

    const grocery = await post('get-stores', { kind: 'GROCERY', limit: 100 });
    expect(grocery.json<{ data: { kind: string }[] }>().data.every((s) => s.kind === 'GROCERY')).toBe(true);
    const inCity = await post('get-stores', { city_id: store.cityId, approval: 'APPROVED', is_active: true, limit: 100 });
    const rows = inCity.json<{ data: { city: { id: number }; approval: string; is_active: boolean }[] }>().data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((s) => s.city.id === store.cityId && s.approval === 'APPROVED' && s.is_active)).toBe(true);

    const first = await post('get-stores', { limit: 2 });
    const p1 = first.json<{ data: { id: number }[]; next_before_id: number | null }>();
    expect(p1.data).toHaveLength(2);
    expect(p1.next_before_id).toBe(p1.data[1]?.id);
    const second = await post('get-stores', { limit: 2, before_id: p1.next_before_id });
    expect(second.json<{ data: { id: number }[] }>().data[0]?.id).toBeLessThan(p1.next_before_id ?? 0);
  });

  it('refuses bad filters with 400, never 500', async () => {
    for (const body of [{ kind: 'SHOP' }, { approval: 'MAYBE' }, { limit: 1000 }, { q: 'x'.repeat(500) }, { q: 'a\u0000b' }, { city_id: -1 }, { is_active: 'yes' }]) {
      const res = await post('get-stores', body);
      expect(res.statusCode, JSON.stringify(body) + res.body).toBe(400);
    }
  });
});

describe('admin/get-store and admin/update-store', () => {
  it('shows every field, the owners and the map points', async () => {
    const res = await post('get-store', { store_id: store.id });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: { store: Json; owners: unknown[]; nearby_stores: unknown[]; places: unknown[] } }>().data;
    expect(data.store).toMatchObject({ id: store.id, name: store.name, delivery_charges: '30.00', restaurant_charges: '10.00', delivery_radius: 8, opens_at: null });
    expect(data.nearby_stores.length).toBeGreaterThan(0);
    expect((await post('get-store', { store_id: 999_999 })).statusCode).toBe(404);
  });

  it('changes only the fields sent and audits exactly those, before and after', async () => {
    const res = await post('update-store', {
      store_id: store.id,
      changes: { delivery_time: 42, min_order_price: '150.5', opens_at: '08:00', closes_at: '23:30', commission_percent: 12.5, description: store.description, quick_bite: 'chaat', delivery_charge_type: 'DYNAMIC', base_delivery_charge: 25 },
      reason: 'New kitchen hours',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: { store: Json } }>().data.store).toMatchObject({
      delivery_time: 42,
      min_order_price: '150.50',
      opens_at: '08:00',
      closes_at: '23:30',
      commission_percent: 12.5,
      quick_bite: 'chaat',
      delivery_charge_type: 'DYNAMIC',
      base_delivery_charge: '25.00',
      name: store.name,
    });
    const [row] = await auditOf(t, admin, 'store', store.id);
    expect(row).toMatchObject({ action: 'store.update', reason: 'New kitchen hours', actor: { name: 'Stores Admin' } });
    expect(row?.before).toEqual({
      delivery_time: store.deliveryTime,
      min_order_price: '0.00',
      opens_at: null,
      closes_at: null,
      commission_percent: store.commissionPercent,
      quick_bite: store.quickBite,
      delivery_charge_type: 'FIXED',
      base_delivery_charge: '0.00',
    });
    expect(row?.after).toEqual({ delivery_time: 42, min_order_price: '150.50', opens_at: '08:00', closes_at: '23:30', commission_percent: 12.5, quick_bite: 'chaat', delivery_charge_type: 'DYNAMIC', base_delivery_charge: '25.00' });

    // The customer's store page shows it at once.
    const info = await t.post('get-restaurant-info', { id: store.id });
    expect(info.json<{ delivery_time: number; min_order_price: string }>()).toMatchObject({ delivery_time: 42, min_order_price: '150.50' });

    // Sending the same values again changes nothing and leaves no row.
    const again = await post('update-store', { store_id: store.id, changes: { delivery_time: 42 } });
    expect(again.statusCode).toBe(200);
    expect(await auditOf(t, admin, 'store', store.id)).toHaveLength(1);
    await post('update-store', { store_id: store.id, changes: { opens_at: null, closes_at: null, delivery_charge_type: 'FIXED' } });
    const phone = await post('update-store', { store_id: store.id, changes: { phone: '+91 80 4111 2201' } });
    expect(phone.json<{ data: { store: Json } }>().data.store.phone).toBe('+91 80 4111 2201');
  });

  it('refuses out-of-range numbers, a point outside the world, bad text and unknown cities with 400', async () => {
    const bad: Json[] = [
      { latitude: 91 },
      { longitude: -181 },
      { latitude: 'north' },
      { delivery_radius: 0 },
      { delivery_radius: 51 },
      { delivery_time: 1000 },
      { delivery_time: 30.5 },
      { commission_percent: 101 },
      { commission_percent: -1 },
      { tax_value: 99 },
      { min_order_price: '-5' },
      { min_order_price: '10000000' },
      { cost_for_two: 'abc' },
      { name: 'x' },
      { name: 'x'.repeat(81) },
      { name: 'Bad\u0000Name' },
      { slug: 'Not A Slug' },
      { phone: '12' },
      { image: 'https://evil.example/x.png' },
      { image: '/uploads/../etc/passwd' },
      { opens_at: '25:00', closes_at: '10:00' },
      { opens_at: '09:00' },
      { kind: 'BAR' },
      { city_id: 999_999 },
      {},
    ];
    for (const changes of bad) {
      const res = await post('update-store', { store_id: store.id, changes });
      expect(res.statusCode, `${JSON.stringify(changes)} → ${res.body}`).toBe(400);
    }
    const deep = await t.post('admin/update-store', JSON.parse(`{"store_id":${store.id},"changes":${'{"a":'.repeat(200)}1${'}'.repeat(200)}}`), { token: admin.token });
    expect(deep.statusCode).toBe(400);
    const other = await post('get-stores', { limit: 100 });
    const taken = other.json<{ data: { id: number; slug: string }[] }>().data.find((s) => s.id !== store.id);
    const clash = await post('update-store', { store_id: store.id, changes: { slug: taken?.slug } });
    expect(clash.statusCode).toBe(400);
    expect(clash.json<{ message: string }>().message).toMatch(/slug/);
    expect((await post('update-store', { store_id: 999_999, changes: { delivery_time: 30 } })).statusCode).toBe(404);
  });

  it('a closed store is shown closed to a customer, a store moved out of range is no longer listed', async () => {
    const listed = async () => (await t.post('get-delivery-restaurants', INDIRANAGAR)).json<{ id: number; is_active: number }[]>().find((s) => s.id === store.id);
    expect(await listed()).toMatchObject({ is_active: 1 });

    const closed = await post('update-store', { store_id: store.id, changes: { is_active: false } });
    expect(closed.statusCode).toBe(200);
    expect(await listed()).toMatchObject({ is_active: 0 });
    const info = await t.post('get-restaurant-info', { id: store.id });
    expect(info.json<{ is_open: number }>().is_open).toBe(0);
    const [row] = await auditOf(t, admin, 'store', store.id);
    expect(row).toMatchObject({ action: 'store.close', before: { is_active: true }, after: { is_active: false } });

    await post('update-store', { store_id: store.id, changes: { is_active: true, latitude: 13.5, longitude: 78.5 } });
    expect(await listed()).toBeUndefined();
    const [moved] = await auditOf(t, admin, 'store', store.id);
    expect(moved).toMatchObject({ action: 'store.update', before: { is_active: false, latitude: store.latitude, longitude: store.longitude }, after: { is_active: true, latitude: 13.5, longitude: 78.5 } });

    await post('update-store', { store_id: store.id, changes: { latitude: store.latitude, longitude: store.longitude, delivery_radius: 0.5 } });
    expect(await listed()).toBeUndefined();
    await post('update-store', { store_id: store.id, changes: { delivery_radius: 8 } });
    expect(await listed()).toMatchObject({ is_active: 1 });
  });

  it('takes a picture from the store app upload (WebP) and refuses an SVG there', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } }).png().toBuffer();
    const upload = await t.app.inject({ method: 'POST', url: '/api/store/upload-image', payload: png, headers: { 'content-type': 'image/png', authorization: `Bearer ${admin.token}` } });
    expect(upload.statusCode, upload.body).toBe(200);
    const image = upload.json<{ data: { image: string } }>().data.image;
    expect(image).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    const svg = await t.app.inject({ method: 'POST', url: '/api/store/upload-image', payload: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), headers: { 'content-type': 'image/png', authorization: `Bearer ${admin.token}` } });
    expect(svg.statusCode).toBe(415);

    const res = await post('update-store', { store_id: store.id, changes: { image, cover_image: image } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: { store: Json } }>().data.store).toMatchObject({ image, cover_image: image });
    const [row] = await auditOf(t, admin, 'store', store.id);
    expect(row?.after).toEqual({ image, cover_image: image });
  });
});

describe('store owners', () => {
  it('links a store-owner account by e-mail or phone, refuses others, unlinks, audited', async () => {
    const owner = await makeUser(t.db, 'store_owner', 'New Owner');
    const linked = await post('link-store-owner', { store_id: store.id, login: owner.phone });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json<{ data: { user_id: number }[] }>().data.map((o) => o.user_id)).toContain(owner.userId);
    const [row] = await auditOf(t, admin, 'store', store.id);
    expect(row).toMatchObject({ action: 'store.owner-link', before: null, after: { owner: { user_id: owner.userId, name: 'New Owner' } } });
    // The owner now sees the store in his app.
    const dash = await t.post('store/dashboard', {}, { token: owner.token });
    expect(dash.json<{ data: { stores: { id: number }[] } }>().data.stores.map((s) => s.id)).toContain(store.id);

    expect((await post('link-store-owner', { store_id: store.id, login: owner.phone })).statusCode).toBe(400);
    expect((await post('link-store-owner', { store_id: store.id, login: others.customer.phone })).statusCode).toBe(400);
    expect((await post('link-store-owner', { store_id: store.id, login: 'nobody@example.test' })).statusCode).toBe(404);
    expect((await post('link-store-owner', { store_id: store.id, login: 'x'.repeat(200) })).statusCode).toBe(400);

    const unlinked = await post('unlink-store-owner', { store_id: store.id, user_id: owner.userId, reason: 'Sold the shop' });
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    expect(unlinked.json<{ data: { user_id: number }[] }>().data.map((o) => o.user_id)).not.toContain(owner.userId);
    const links = await t.db.select().from(storeOwners).where(eq(storeOwners.userId, owner.userId));
    expect(links).toHaveLength(0);
    const [gone] = await auditOf(t, admin, 'store', store.id);
    expect(gone).toMatchObject({ action: 'store.owner-unlink', before: { owner: { user_id: owner.userId } }, after: null, reason: 'Sold the shop' });
    expect((await post('unlink-store-owner', { store_id: store.id, user_id: owner.userId })).statusCode).toBe(404);
  });
});

describe('cities and surge', () => {
  it('lists, adds and edits a city, audited with the changed fields', async () => {
    const list = await post('get-cities', {});
    expect(list.statusCode, list.body).toBe(200);
    const [first] = list.json<{ data: { id: number; store_count: number; surg_amount: string }[] }>().data;
    expect(first?.surg_amount).toMatch(/^\d+\.\d{2}$/);

    const added = await post('save-city', { name: 'Mysuru', state: 'Karnataka', latitude: 12.2958, longitude: 76.6394, is_surg_enabled: true, surg_amount: '15' });
    expect(added.statusCode, added.body).toBe(200);
    const city = added.json<{ data: { id: number } }>().data;
    expect(city).toMatchObject({ name: 'Mysuru', is_surg_enabled: true, surg_amount: '15.00', store_count: 0 });
    const [created] = await auditOf(t, admin, 'city', city.id);
    expect(created).toMatchObject({ action: 'city.create', before: null, after: { name: 'Mysuru', surg_amount: '15.00', is_surg_enabled: true } });

    const edited = await post('save-city', { id: city.id, name: 'Mysuru', state: 'Karnataka', latitude: 12.2958, longitude: 76.6394, is_surg_enabled: false, surg_amount: 20 });
    expect(edited.statusCode, edited.body).toBe(200);
    const [row] = await t.db.select().from(cities).where(eq(cities.id, city.id));
    expect(row).toMatchObject({ isSurgEnabled: false, surgAmountPaise: 2000 });
    const [changed] = await auditOf(t, admin, 'city', city.id);
    expect(changed).toMatchObject({ action: 'city.update', before: { is_surg_enabled: true, surg_amount: '15.00' }, after: { is_surg_enabled: false, surg_amount: '20.00' } });

    const base = { name: 'X City', state: 'YY', latitude: 10, longitude: 10, is_surg_enabled: false, surg_amount: 0 };
    for (const body of [{ ...base, latitude: 95 }, { ...base, longitude: 200 }, { ...base, surg_amount: '-1' }, { ...base, surg_amount: 5000 }, { ...base, name: '' }, { ...base, name: 'a\u0000b' }, { ...base, id: 0 }]) {
      const res = await post('save-city', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const missing = await post('save-city', { ...base, id: 999_999 });
    expect(missing.statusCode, missing.body).toBe(404);
  });
});

describe('delivery settings', () => {
  it('reads the defaults, saves a typed form at once, audits the changed keys only', async () => {
    const read = await post('get-delivery-settings', {});
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<{ data: Json }>().data).toEqual({
      delivery_dispatch_mode: 'broadcast',
      delivery_offer_seconds: 30,
      cash_limit: '5000.00',
      max_accept_delivery_limit: 3,
      delivery_commission_base: 'delivery_charge',
      delivery_commission_percent: 80,
    });
    const form = { delivery_dispatch_mode: 'nearest', delivery_offer_seconds: 30, cash_limit: '2500', max_accept_delivery_limit: 3, delivery_commission_base: 'delivery_charge', delivery_commission_percent: 75.5, reason: 'Monsoon rules' };
    const saved = await post('save-delivery-settings', form);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ data: Json }>().data).toMatchObject({ delivery_dispatch_mode: 'nearest', cash_limit: '2500.00', delivery_commission_percent: 75.5 });
    // What the dispatcher and the rider ledger read, at once.
    const rows = await t.db.select().from(settings).where(eq(settings.key, 'delivery_dispatch_mode'));
    expect(rows[0]).toMatchObject({ value: 'nearest', isPublic: false });
    const [row] = await auditOf(t, admin, 'settings', 'delivery');
    expect(row).toMatchObject({
      action: 'settings.delivery',
      reason: 'Monsoon rules',
      before: { delivery_dispatch_mode: 'broadcast', cash_limit: '5000.00', delivery_commission_percent: 80 },
      after: { delivery_dispatch_mode: 'nearest', cash_limit: '2500.00', delivery_commission_percent: 75.5 },
    });
    const publicKeys = (await t.post('get-settings', {})).json<{ key: string }[]>().map((s) => s.key);
    expect(publicKeys).not.toContain('cash_limit');

    for (const body of [
      { ...form, delivery_commission_percent: 101 },
      { ...form, delivery_offer_seconds: 5 },
      { ...form, max_accept_delivery_limit: -1 },
      { ...form, cash_limit: '-10' },
      { ...form, delivery_dispatch_mode: 'random' },
      { ...form, delivery_commission_base: 'tips' },
      { ...form, max_accept_delivery_limit: 2.5 },
    ]) {
      const res = await post('save-delivery-settings', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('setServerSettings writes server-only rows and a cached reader sees them at once', async () => {
    const cached = createSettingsService({ db: t.db, cacheTtlMs: 60_000 });
    const before = await cached.get('max_accept_delivery_limit', '3');
    await cached.setServerSettings(t.db, { max_accept_delivery_limit: String(Number(before) + 1) }, new Date());
    expect(await cached.get('max_accept_delivery_limit', '3')).toBe(String(Number(before) + 1));
    expect((await cached.publicSettings()).map((s) => s.key)).not.toContain('max_accept_delivery_limit');
  });
});
