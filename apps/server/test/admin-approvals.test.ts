import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, deliveryProfiles, notifications, stores } from '../src/db/schema';
import { createRecordingPushSender } from '../src/modules/push/push-sender';
import { auditOf, expectAdminOnly, makeAdmin, makeOtherRoles, type OtherRoles } from './admin-fixtures';
import { INDIRANAGAR, locationAt, plainItems, pointNorthOf, predictableRestaurant, type ItemRow, type StoreRow } from './fixtures';
import { createTestApp, type TestApp } from './helpers';
import { makeOwner, makeRider, makeUser, placeOrder, type Person } from './life-fixtures';

/** Issue 11, the admin console's approvals and delivery partners. */
let t: TestApp;
let admin: Person;
let others: OtherRoles;
let store: StoreRow;
let dish: ItemRow;
let owner: Person;
const sender = createRecordingPushSender();

type Json = Record<string, unknown>;
const as = (name: string, body: Json, who: Person = admin) => t.post(`admin/${name}`, body, { token: who.token });
const ok = async <T = Json>(name: string, body: Json, who: Person = admin): Promise<T> => {
  const res = await as(name, body, who);
  expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
  return res.json<{ data: T }>().data;
};
const endpoint = (name: string) => `https://fcm.googleapis.com/fcm/send/${name}`;
const subscribe = (who: { token: string }, name: string) =>
  t.post('save-notification-token', { subscription: { endpoint: endpoint(name), keys: { p256dh: `BNcRd${name}`, auth: `tBHI${name}` } } }, { token: who.token });
const notificationsOf = (userId: number) => t.db.select().from(notifications).where(eq(notifications.userId, userId));
const nearbyIds = async () => (await t.post('get-delivery-restaurants', INDIRANAGAR)).json<{ id: number }[]>().map((s) => s.id);

let made = 0;
async function registerStore(name = 'Meera’s Idli House'): Promise<{ storeId: number; ownerToken: string; ownerId: number }> {
  made += 1;
  const res = await t.post('store/register', {
    name: 'Meera Iyer',
    email: `meera${made}-${Date.now()}@example.test`,
    phone: `97${String(Date.now() + made).slice(-8)}`,
    password: 'kitchen-123',
    store: { name, description: 'Soft idlis and filter coffee', address: '14, 100 Feet Road, Indiranagar, Bengaluru', ...INDIRANAGAR, is_pureveg: true, delivery_time: 20, min_order_price: '99.50' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const user = res.json<{ data: { id: number; auth_token: string } }>().data;
  const status = (await t.post('store/status', {}, { token: user.auth_token })).json<{ data: { stores: { id: number }[] } }>().data;
  return { storeId: status.stores[0]?.id ?? 0, ownerToken: user.auth_token, ownerId: user.id };
}

async function registerRider(name = 'Ravi Kumar'): Promise<Person> {
  made += 1;
  const phone = `96${String(Date.now() + made).slice(-8)}`;
  const res = await t.post('delivery/register', { name, email: `ravi${made}-${Date.now()}@example.test`, phone, password: 'rider-pass-1', vehicle: 'Motorbike', vehicle_number: `KA 05 MN ${1000 + made}` });
  expect(res.statusCode, res.body).toBe(200);
  const user = res.json<{ data: { id: number; auth_token: string } }>().data;
  return { userId: user.id, token: user.auth_token, name, phone: `+91${phone}` };
}

const riderInfo = async (who: Person) => (await t.post('delivery/update-user-info', {}, { token: who.token })).json<{ data: Json }>().data;

beforeAll(async () => {
  t = await createTestApp({ pushSender: sender });
  await t.db.update(cities).set({ isSurgEnabled: false });
  admin = await makeAdmin(t, 'Asha Admin');
  others = await makeOtherRoles(t);
  store = await predictableRestaurant(t.db);
  [dish] = (await plainItems(t.db, store.id, [25_000])) as [ItemRow];
  owner = await makeOwner(t.db, [store.id]);
});
afterAll(async () => t.close());

describe('admin only, validated', () => {
  it('every call answers 401 anonymous and 403 to a customer, a store owner and a rider', async () => {
    await expectAdminOnly(t, others, 'get-approvals');
    await expectAdminOnly(t, others, 'approve-store', { store_id: store.id, approval: 'SUSPENDED', reason: 'testing' });
    await expectAdminOnly(t, others, 'approve-delivery-partner', { partner_id: others.rider.userId, approved: true });
    await expectAdminOnly(t, others, 'get-partners');
    await expectAdminOnly(t, others, 'update-partner', { partner_id: others.rider.userId, commission_percent: 50 });
    await expectAdminOnly(t, others, 'collect-partner-cash', { partner_id: others.rider.userId, amount: '10' });
    await expectAdminOnly(t, others, 'search-partner-stores', { q: 'a' });
    // Nothing changed on the way.
    const [row] = await t.db.select().from(stores).where(eq(stores.id, store.id));
    expect(row?.approval).toBe('APPROVED');
  });

  it('refuses bad input with 400, never 500', async () => {
    const bad: [string, unknown][] = [
      ['approve-store', { store_id: store.id, approval: 'MAYBE' }],
      ['approve-store', { store_id: 'x', approval: 'APPROVED' }],
      ['approve-store', { store_id: store.id, approval: 'REJECTED', reason: 'x'.repeat(301) }],
      ['approve-delivery-partner', { partner_id: -1, approved: true }],
      ['approve-delivery-partner', { partner_id: 1, approved: 'yes' }],
      ['get-partners', { q: 'x'.repeat(101) }],
      ['get-partners', { status: 'LOST' }],
      ['get-partners', { limit: 0 }],
      ['update-partner', { partner_id: 1, commission_percent: 101 }],
      ['update-partner', { partner_id: 1, store_ids: Array.from({ length: 201 }, (_, i) => i + 1) }],
      ['collect-partner-cash', { partner_id: 1, amount: '-5' }],
      ['collect-partner-cash', { partner_id: 1, amount: '0' }],
      ['collect-partner-cash', { partner_id: 1, amount: 'lots' }],
      ['search-partner-stores', { q: 'x'.repeat(101) }],
    ];
    for (const [name, body] of bad) {
      const res = await t.post(`admin/${name}`, body, { token: admin.token });
      expect(res.statusCode, `${name} ${JSON.stringify(body).slice(0, 80)}: ${res.body}`).toBe(400);
    }
    const nul = await t.app.inject({ method: 'POST', url: '/api/admin/approve-store', headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` }, payload: '{"store_id":1,"approval":"REJECTED","reason":"a\\u0000b"}' });
    expect(nul.statusCode).toBe(400);
    let deep: unknown = 1;
    for (let i = 0; i < 40; i += 1) deep = [deep];
    expect((await as('get-partners', { q: deep })).statusCode).toBe(400);
    // Unknown ids are 404, not 500.
    expect((await as('approve-store', { store_id: 999_999, approval: 'APPROVED' })).statusCode).toBe(404);
    expect((await as('approve-delivery-partner', { partner_id: 999_999, approved: true })).statusCode).toBe(404);
    expect((await as('approve-delivery-partner', { partner_id: others.customer.userId, approved: true })).statusCode).toBe(404);
    expect((await as('update-partner', { partner_id: others.owner.userId, commission_percent: 5 })).statusCode).toBe(404);
    expect((await as('collect-partner-cash', { partner_id: 999_999, amount: '5' })).statusCode).toBe(404);
  });
});

describe('stores: pending, approve, reject, suspend, re-approve', () => {
  it('lists a registered store with what its owner gave; approving it shows it to customers at once, audited, and tells the owner', async () => {
    const reg = await registerStore();
    await subscribe({ token: reg.ownerToken }, 'meera');
    const before = await ok<{ pending_stores: Json[] }>('get-approvals', {});
    const pending = before.pending_stores.find((s) => s.id === reg.storeId);
    expect(pending).toMatchObject({
      name: 'Meera’s Idli House',
      description: 'Soft idlis and filter coffee',
      address: '14, 100 Feet Road, Indiranagar, Bengaluru',
      latitude: INDIRANAGAR.latitude,
      longitude: INDIRANAGAR.longitude,
      kind: 'RESTAURANT',
      is_pureveg: true,
      min_order_price: '99.50',
      approval: 'PENDING',
      review_note: null,
      owners: [expect.objectContaining({ id: reg.ownerId, name: 'Meera Iyer', email: expect.stringContaining('@example.test') })],
    });
    expect(pending?.phone).toMatch(/^\+?\d+/);
    expect(await nearbyIds()).not.toContain(reg.storeId);

    const approved = await ok('approve-store', { store_id: reg.storeId, approval: 'APPROVED' });
    expect(approved).toMatchObject({ id: reg.storeId, approval: 'APPROVED' });
    expect(await nearbyIds()).toContain(reg.storeId);
    const [row] = await t.db.select().from(stores).where(eq(stores.id, reg.storeId));
    expect(row?.reviewedAt).toBeInstanceOf(Date);
    const [audit] = await auditOf(t, admin, 'store', reg.storeId);
    expect(audit).toMatchObject({ action: 'store.approve', actor: { name: 'Asha Admin' }, before: { approval: 'PENDING' }, after: { approval: 'APPROVED' } });
    const told = await notificationsOf(reg.ownerId);
    expect(told).toEqual([expect.objectContaining({ title: 'Your store is approved', clickAction: '/store/status' })]);
    await t.app.pushIdle();
    expect(sender.sent.find((s) => s.target.endpoint === endpoint('meera'))?.message).toMatchObject({ title: 'Your store is approved', url: '/store/status' });
    const after = await ok<{ pending_stores: Json[]; decided_stores: Json[] }>('get-approvals', {});
    expect(after.pending_stores.map((s) => s.id)).not.toContain(reg.storeId);
    expect(after.decided_stores[0]).toMatchObject({ id: reg.storeId, approval: 'APPROVED' });
  });

  it('rejects with a reason the owner sees on store/status and in a notification', async () => {
    const reg = await registerStore('Quick Chaat Point');
    // A pending store cannot be suspended (reject it instead).
    expect((await as('approve-store', { store_id: reg.storeId, approval: 'SUSPENDED', reason: 'No licence' })).statusCode).toBe(409);
    await ok('approve-store', { store_id: reg.storeId, approval: 'REJECTED', reason: 'The FSSAI licence number is missing.' });
    const status = (await t.post('store/status', {}, { token: reg.ownerToken })).json<{ data: { stores: Json[] } }>().data.stores[0];
    expect(status).toMatchObject({ approval: 'REJECTED', review_note: 'The FSSAI licence number is missing.', reviewed_at: expect.any(String) });
    const [audit] = await auditOf(t, admin, 'store', reg.storeId);
    expect(audit).toMatchObject({ action: 'store.reject', reason: 'The FSSAI licence number is missing.', after: { approval: 'REJECTED', review_note: 'The FSSAI licence number is missing.' } });
    expect(await notificationsOf(reg.ownerId)).toEqual([expect.objectContaining({ title: 'Your store was not approved', message: expect.stringContaining('FSSAI licence') })]);
    expect(await nearbyIds()).not.toContain(reg.storeId);
  });

  it('a suspended store is hidden from get-delivery-restaurants, its page and checkout; re-approving brings it back', async () => {
    const customer = await makeUser(t.db, 'customer', 'Kiran Shah');
    expect(await nearbyIds()).toContain(store.id);
    await ok('approve-store', { store_id: store.id, approval: 'SUSPENDED', reason: 'Hygiene complaints under review' });
    expect(await nearbyIds()).not.toContain(store.id);
    expect((await t.post('get-restaurant-info', { id: store.id })).statusCode).toBe(404);
    const order = await t.post(
      'place-order',
      { order: [{ id: dish.id, quantity: 1, selectedaddons: [] }], location: locationAt(pointNorthOf(store, 1)), method: 'COD', delivery_type: 1 },
      { token: customer.token },
    );
    expect(order.statusCode).toBeGreaterThanOrEqual(400);
    expect(order.statusCode).toBeLessThan(500);
    expect((await t.post('store/status', {}, { token: owner.token })).json<{ data: { stores: Json[] } }>().data.stores[0]).toMatchObject({ approval: 'SUSPENDED', review_note: 'Hygiene complaints under review' });
    expect(await notificationsOf(owner.userId)).toEqual([expect.objectContaining({ title: 'Your store is suspended' })]);

    await ok('approve-store', { store_id: store.id, approval: 'APPROVED' });
    expect(await nearbyIds()).toContain(store.id);
    const rows = await auditOf(t, admin, 'store', store.id);
    expect(rows.map((r) => r.action)).toEqual(['store.approve', 'store.suspend']);
    expect(rows[1]).toMatchObject({ before: { approval: 'APPROVED' }, after: { approval: 'SUSPENDED' }, reason: 'Hygiene complaints under review' });
    // The older request shape still works (no reason).
    expect((await as('approve-store', { store_id: store.id, approval: 'APPROVED' })).statusCode).toBe(200);
  });
});

describe('delivery partners: approve, reject, suspend', () => {
  it('a registered partner is pending; approving lets him go online and get offers, audited and told', async () => {
    const rider = await registerRider();
    await subscribe(rider, 'ravi');
    expect(await riderInfo(rider)).toMatchObject({ approved: false, review_status: 'PENDING', review_note: null });
    // Not approved: he cannot go online.
    const early = await t.post('delivery/update-user-info', { is_online: true }, { token: rider.token });
    expect(early.statusCode).toBe(409);
    const list = await ok<{ pending_partners: Json[] }>('get-approvals', {});
    expect(list.pending_partners.find((p) => p.id === rider.userId)).toMatchObject({ name: 'Ravi Kumar', vehicle: 'Motorbike', vehicle_number: expect.stringMatching(/^KA 05 MN/), phone: rider.phone, status: 'PENDING' });

    expect(await ok('approve-delivery-partner', { partner_id: rider.userId, approved: true, store_ids: [store.id] })).toEqual({ partner_id: rider.userId, approved: true, store_ids: [store.id] });
    const [audit] = await auditOf(t, admin, 'delivery_partner', rider.userId);
    expect(audit).toMatchObject({ action: 'delivery_partner.approve', before: { status: 'PENDING', is_approved: false, store_ids: [] }, after: { status: 'APPROVED', is_approved: true, store_ids: [store.id] } });
    expect(await notificationsOf(rider.userId)).toEqual([expect.objectContaining({ title: 'You are approved', clickAction: '/delivery' })]);
    await t.app.pushIdle();
    expect(sender.sent.find((s) => s.target.endpoint === endpoint('ravi'))?.message).toMatchObject({ title: 'You are approved' });
    expect((await t.post('delivery/update-user-info', { is_online: true }, { token: rider.token })).json<{ data: Json }>().data).toMatchObject({ is_online: true, review_status: 'APPROVED' });
    const after = await ok<{ pending_partners: Json[]; decided_partners: Json[] }>('get-approvals', {});
    expect(after.pending_partners.map((p) => p.id)).not.toContain(rider.userId);
    expect(after.decided_partners[0]).toMatchObject({ id: rider.userId, status: 'APPROVED', is_online: true, stores: [{ id: store.id, name: store.name }] });
  });

  it('a suspended partner goes offline, gets no offers, cannot go online or accept, and sees the reason', async () => {
    const rider = await makeRider(t.db, [store.id], { online: true });
    const customer = await makeUser(t.db, 'customer');
    const placed = await placeOrder(t, customer.token, store, dish.id);
    expect((await t.post('store/accept-order', { unique_order_id: placed.uid }, { token: owner.token })).statusCode).toBe(200);
    await t.app.dispatch.idle();
    const offers = async () => (await t.post('delivery/get-delivery-orders', {}, { token: rider.token })).json<{ data: { new_orders: Json[] } }>().data.new_orders.map((o) => o.unique_order_id);
    expect(await offers()).toContain(placed.uid);

    await ok('approve-delivery-partner', { partner_id: rider.userId, approved: false, reason: 'Three late deliveries this week' });
    const [profile] = await t.db.select().from(deliveryProfiles).where(eq(deliveryProfiles.userId, rider.userId));
    expect(profile).toMatchObject({ isApproved: false, isOnline: false, reviewNote: 'Three late deliveries this week' });
    expect(await riderInfo(rider)).toMatchObject({ approved: false, is_online: false, review_status: 'SUSPENDED', review_note: 'Three late deliveries this week', offer_refusal: 'NOT_APPROVED' });
    expect(await offers()).not.toContain(placed.uid);
    expect((await t.post('delivery/update-user-info', { is_online: true }, { token: rider.token })).json()).toMatchObject({ success: false, code: 'INVALID_TRANSITION' });
    expect((await t.post('delivery/accept-to-deliver', { unique_order_id: placed.uid }, { token: rider.token })).statusCode).toBe(403);
    const [audit] = await auditOf(t, admin, 'delivery_partner', rider.userId);
    expect(audit).toMatchObject({ action: 'delivery_partner.suspend', reason: 'Three late deliveries this week', before: { status: 'APPROVED', is_online: true }, after: { status: 'SUSPENDED', is_online: false } });
    expect(await notificationsOf(rider.userId)).toEqual([expect.objectContaining({ title: 'Your delivery account is suspended', message: expect.stringContaining('Three late deliveries') })]);
    expect((await ok<Json[]>('get-partners', { status: 'SUSPENDED' })).map((p) => p.id)).toContain(rider.userId);

    // Re-approved, he may go online again.
    await ok('approve-delivery-partner', { partner_id: rider.userId, approved: true });
    expect((await t.post('delivery/update-user-info', { is_online: true }, { token: rider.token })).json<{ data: Json }>().data).toMatchObject({ is_online: true, review_status: 'APPROVED', review_note: null });
  });

  it('rejecting a waiting partner says "rejected" with the reason', async () => {
    const rider = await registerRider('Sunil Das');
    await ok('approve-delivery-partner', { partner_id: rider.userId, approved: false, reason: 'The vehicle number does not match the RC.' });
    expect(await riderInfo(rider)).toMatchObject({ review_status: 'REJECTED', review_note: 'The vehicle number does not match the RC.' });
    const [audit] = await auditOf(t, admin, 'delivery_partner', rider.userId);
    expect(audit).toMatchObject({ action: 'delivery_partner.reject', before: { status: 'PENDING' }, after: { status: 'REJECTED' } });
    const decided = await ok<{ decided_partners: Json[] }>('get-approvals', {});
    expect(decided.decided_partners.find((p) => p.id === rider.userId)).toMatchObject({ status: 'REJECTED', review_note: 'The vehicle number does not match the RC.' });
  });
});

describe('delivery partners page', () => {
  it('searches partners by name, phone or vehicle number, and pages them', async () => {
    const rider = await registerRider('Zubin Mistry');
    const found = await ok<Json[]>('get-partners', { q: 'zubin' });
    expect(found).toEqual([expect.objectContaining({ id: rider.userId, status: 'PENDING', cash_in_hand: '0.00', commission_percent: 0, stores: [] })]);
    expect((await ok<Json[]>('get-partners', { q: rider.phone.slice(-6) })).map((p) => p.id)).toEqual([rider.userId]);
    expect(await ok<Json[]>('get-partners', { q: '%' })).toEqual([]);
    const first = await as('get-partners', { limit: 2 });
    const page = first.json<{ data: { id: number }[]; next_before_id: number | null }>();
    expect(page.data).toHaveLength(2);
    expect(page.next_before_id).toBe(page.data[1]?.id);
    const next = (await as('get-partners', { limit: 2, before_id: page.next_before_id })).json<{ data: { id: number }[] }>().data;
    expect(next.every((p) => p.id < (page.next_before_id ?? 0))).toBe(true);
  });

  it('links stores and sets a commission override, audited', async () => {
    const rider = await makeRider(t.db, []);
    const storesFound = await ok<{ id: number; name: string }[]>('search-partner-stores', { q: store.name.slice(0, 6) });
    expect(storesFound.map((s) => s.id)).toContain(store.id);
    const updated = await ok('update-partner', { partner_id: rider.userId, store_ids: [store.id, 999_999], commission_percent: 12.5 });
    expect(updated).toMatchObject({ id: rider.userId, stores: [{ id: store.id, name: store.name }], commission_percent: 12.5 });
    const [audit] = await auditOf(t, admin, 'delivery_partner', rider.userId);
    expect(audit).toMatchObject({ action: 'delivery_partner.update', before: { store_ids: [], commission_percent: 0 }, after: { store_ids: [store.id], commission_percent: 12.5 } });
    // Leaving a field out keeps it.
    expect(await ok('update-partner', { partner_id: rider.userId, commission_percent: 0 })).toMatchObject({ stores: [{ id: store.id }], commission_percent: 0 });
  });

  it('records cash handed in: at most what he holds, audited, his cash in hand goes down', async () => {
    const rider = await makeRider(t.db, [store.id]);
    await t.db.update(deliveryProfiles).set({ cashInHandPaise: 125_000 }).where(eq(deliveryProfiles.userId, rider.userId));
    const tooMuch = await as('collect-partner-cash', { partner_id: rider.userId, amount: '1250.01' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json<{ message: string }>().message).toContain('1250.00');
    const after = await ok('collect-partner-cash', { partner_id: rider.userId, amount: '1000', note: 'Handed in at the Indiranagar hub' });
    expect(after).toMatchObject({ cash_in_hand: '250.00' });
    expect((await riderInfo(rider)).cash_in_hand).toBe('250.00');
    const [audit] = await auditOf(t, admin, 'delivery_partner', rider.userId);
    expect(audit).toMatchObject({ action: 'delivery_partner.cash-collected', before: { cash_in_hand: '1250.00' }, after: { cash_in_hand: '250.00', collected: '1000.00' }, reason: 'Handed in at the Indiranagar hub' });
    expect(await ok('collect-partner-cash', { partner_id: rider.userId, amount: 250 })).toMatchObject({ cash_in_hand: '0.00' });
    expect((await as('collect-partner-cash', { partner_id: rider.userId, amount: '1' })).statusCode).toBe(400);
  });
});
