import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cities, deliveryEarnings, deliveryProfiles, orderStatusHistory, orders, sessions, settings, users } from '../src/db/schema';
import { createRecordingPushSender } from '../src/modules/push/push-sender';
import { locationAt, plainItems, pointNorthOf, predictableRestaurant, type ItemRow, type StoreRow } from './fixtures';
import { createTestApp, type TestApp } from './helpers';
import { makeOwner, makeRider, makeUser, orderRow, placeOrder, wrongPin, type Person, type PlacedOrder } from './life-fixtures';

/**
 * Issue 8, the delivery partner's app: registration, offer eligibility, `nearest` dispatch, idempotent
 * taps from the phone's outbox, cash in hand and earnings; SECURITY 14, 17, 18, 19.
 */
let t: TestApp;
let store: StoreRow;
let dish: ItemRow;
let owner: Person;
let customer: Person;
const sender = createRecordingPushSender();
let offsetMs = 0;
/** Set, the clock stands still there (plus offsetMs): a turn's 30 s never run out on a busy machine. */
let frozenMs: number | null = null;
const clock = { now: () => new Date((frozenMs ?? Date.now()) + offsetMs) };

beforeAll(async () => {
  t = await createTestApp({ clock, pushSender: sender });
  await t.db.update(cities).set({ isSurgEnabled: false });
  // Its own store: no other test's riders are linked to it.
  store = await predictableRestaurant(t.db);
  [dish] = (await plainItems(t.db, store.id, [30_000])) as [ItemRow];
  owner = await makeOwner(t.db, [store.id]);
});
afterAll(async () => t.close());
beforeEach(async () => {
  customer = await makeUser(t.db, 'customer', 'Kavya Rao');
  offsetMs = 0;
  frozenMs = null;
  await setSetting('delivery_dispatch_mode', 'broadcast');
});

type Json = Record<string, unknown>;
const call = (name: string, body: Json, who: Person, headers: Record<string, string> = {}) => t.post(`delivery/${name}`, body, { token: who.token, headers });
const setSetting = (key: string, value: string) => t.db.update(settings).set({ value }).where(eq(settings.key, key));
const info = async (who: Person) => (await call('update-user-info', {}, who)).json<{ data: Json }>().data;
const offerIds = async (who: Person) => (await call('get-delivery-orders', {}, who)).json<{ data: { new_orders: Json[] } }>().data.new_orders.map((o) => o.unique_order_id);

/** An order the store accepted: an open offer (COD, ₹300 dish + ₹10 packing + ₹30 delivery, optional tip). */
async function offer(extra: Json = {}): Promise<PlacedOrder> {
  const placed = await placeOrder(t, customer.token, store, dish.id, { location: locationAt(pointNorthOf(store, 1)), ...extra });
  const res = await t.post('store/accept-order', { unique_order_id: placed.uid }, { token: owner.token });
  if (res.statusCode !== 200) throw new Error(res.body);
  await t.app.dispatch.idle();
  return placed;
}

async function riderWith(placed: PlacedOrder, stage: 'accepted' | 'picked'): Promise<Person> {
  const rider = await makeRider(t.db, [store.id]);
  expect((await call('accept-to-deliver', { unique_order_id: placed.uid }, rider)).statusCode).toBe(200);
  if (stage === 'picked') expect((await call('pickedup-order', { unique_order_id: placed.uid }, rider)).statusCode).toBe(200);
  return rider;
}

describe('delivery/register: pending until approved', () => {
  it('makes a delivery account that is offline and not approved; it sees the status and no offers', async () => {
    const res = await t.post('delivery/register', { name: 'Suresh Babu', email: 'suresh.rider@example.test', phone: '9876512345', password: 'rider-pass-1', vehicle: 'Scooter', vehicle_number: 'KA 01 AB 1234', role: 'admin', is_approved: true });
    expect(res.statusCode, res.body).toBe(200);
    const user = res.json<{ data: { id: number; role: string; auth_token: string } }>().data;
    // SECURITY 16: role and approval from the body are ignored.
    expect(user.role).toBe('delivery');
    const [profile] = await t.db.select().from(deliveryProfiles).where(eq(deliveryProfiles.userId, user.id));
    expect(profile).toMatchObject({ isApproved: false, isOnline: false, vehicle: 'Scooter', vehicleNumber: 'KA 01 AB 1234' });
    const me: Person = { userId: user.id, token: user.auth_token, name: 'Suresh Babu', phone: '+919876512345' };
    expect(await info(me)).toMatchObject({ approved: false, is_online: false, offer_refusal: 'NOT_APPROVED', vehicle: 'Scooter' });
    const login = await t.post('delivery/login', { email: 'suresh.rider@example.test', password: 'rider-pass-1' });
    expect(login.statusCode).toBe(200);
    const placed = await offer();
    expect((await call('accept-to-deliver', { unique_order_id: placed.uid }, me)).statusCode).toBe(403);
  });

  it('an admin approves the partner and links his stores; then offers reach him (customers and partners cannot approve)', async () => {
    const res = await t.post('delivery/register', { name: 'Lakshmi Devi', email: 'lakshmi.rider@example.test', phone: '9876512346', password: 'rider-pass-2', vehicle: 'Bicycle' });
    const user = res.json<{ data: { id: number; auth_token: string } }>().data;
    const me: Person = { userId: user.id, token: user.auth_token, name: 'Lakshmi Devi', phone: '+919876512346' };
    const body = { partner_id: user.id, approved: true, store_ids: [store.id, 999_999] };
    expect((await t.post('admin/approve-delivery-partner', body, { token: customer.token })).statusCode).toBe(403);
    expect((await t.post('admin/approve-delivery-partner', body, { token: me.token })).statusCode).toBe(403);
    const admin = await makeUser(t.db, 'admin');
    const approved = await t.post('admin/approve-delivery-partner', body, { token: admin.token });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toEqual({ success: true, data: { partner_id: user.id, approved: true, store_ids: [store.id] } });
    expect((await t.post('admin/approve-delivery-partner', { ...body, partner_id: customer.userId }, { token: admin.token })).statusCode).toBe(404);
    expect(await info(me)).toMatchObject({ approved: true, is_online: false, offer_refusal: 'RIDER_OFFLINE', stores: [{ id: store.id }] });
    await call('update-user-info', { is_online: true }, me);
    const placed = await offer();
    expect(await offerIds(me)).toContain(placed.uid);
  });

  it('refuses bad input with 400 and a message, and a taken e-mail with 409', async () => {
    const bad = await t.post('delivery/register', { name: 'X', email: 'nope', phone: '12', password: '1', vehicle: 'Rocket' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false });
    const taken = await t.post('delivery/register', { name: 'Another Rider', email: 'suresh.rider@example.test', phone: '9876512399', password: 'rider-pass-1', vehicle: 'Bicycle' });
    expect(taken.statusCode).toBe(409);
  });
});

describe('who gets offers: online, cash below cash_limit, open orders below max_accept_delivery_limit', () => {
  it('stops offers and refuses accepts at the order limit', async () => {
    await setSetting('max_accept_delivery_limit', '1');
    const first = await offer();
    const second = await offer();
    const rider = await makeRider(t.db, [store.id]);
    expect(await offerIds(rider)).toEqual(expect.arrayContaining([first.uid, second.uid]));
    expect((await call('accept-to-deliver', { unique_order_id: first.uid }, rider)).statusCode).toBe(200);
    expect(await offerIds(rider)).toEqual([]);
    expect(await info(rider)).toMatchObject({ open_orders: 1, max_open_orders: 1, offer_refusal: 'ORDER_LIMIT_REACHED' });
    const refused = await call('accept-to-deliver', { unique_order_id: second.uid }, rider);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ORDER_LIMIT_REACHED' });
    // Accepting what he already has stays a harmless repeat.
    expect((await call('accept-to-deliver', { unique_order_id: first.uid }, rider)).statusCode).toBe(200);
    await setSetting('max_accept_delivery_limit', '3');
  });

  it('stops offers at the cash limit (0 = none)', async () => {
    const placed = await offer();
    const rider = await makeRider(t.db, [store.id]);
    await t.db.update(deliveryProfiles).set({ cashInHandPaise: 500_000 }).where(eq(deliveryProfiles.userId, rider.userId));
    expect(await info(rider)).toMatchObject({ cash_in_hand: '5000.00', cash_limit: '5000.00', offer_refusal: 'CASH_LIMIT_REACHED' });
    expect(await offerIds(rider)).toEqual([]);
    expect((await call('accept-to-deliver', { unique_order_id: placed.uid }, rider)).json()).toMatchObject({ code: 'CASH_LIMIT_REACHED' });
    await setSetting('cash_limit', '0');
    expect(await offerIds(rider)).toContain(placed.uid);
    await setSetting('cash_limit', '5000');
  });

  it('pushes a new offer to the online, eligible partners of the store only (broadcast)', async () => {
    const online = await makeRider(t.db, [store.id]);
    const offline = await makeRider(t.db, [store.id], { online: false });
    for (const [who, name] of [[online, 'on'], [offline, 'off']] as const) {
      await t.post('save-notification-token', { subscription: { endpoint: `https://fcm.googleapis.com/fcm/send/rider-${name}-${who.userId}`, keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' } } }, { token: who.token });
    }
    sender.sent.length = 0;
    const placed = await offer();
    await t.app.pushIdle();
    const toRiders = sender.sent.filter((p) => p.message.url === `/delivery/orders/${placed.uid}`);
    expect(toRiders.map((p) => p.target.endpoint)).toEqual([`https://fcm.googleapis.com/fcm/send/rider-on-${online.userId}`]);
    expect(toRiders[0]?.message).toMatchObject({ title: 'New delivery offer', tag: `offer-${placed.uid}` });
  });
});

describe('nearest dispatch: three partners at known positions', () => {
  beforeEach(async () => {
    // Offers left open by earlier tests would take turns too.
    await t.db.update(orders).set({ orderStatusId: 6 }).where(and(eq(orders.storeId, store.id), eq(orders.orderStatusId, 2)));
  });

  it('offers to the nearest first, moves on after the timeout, then broadcasts', async () => {
    await setSetting('delivery_dispatch_mode', 'nearest');
    await setSetting('delivery_offer_seconds', '30');
    const near = await makeRider(t.db, [store.id]);
    const mid = await makeRider(t.db, [store.id]);
    const far = await makeRider(t.db, [store.id]);
    // Going online with a position: 0.5 km, 2 km and 4 km north of the store.
    for (const [who, km] of [[far, 4], [near, 0.5], [mid, 2]] as const) {
      const p = pointNorthOf(store, km);
      expect((await call('update-user-info', { is_online: true, latitude: p.latitude, longitude: p.longitude }, who)).statusCode).toBe(200);
    }
    expect((await info(near)).dispatch_mode).toBe('nearest');
    sender.sent.length = 0;
    // Other riders of this store from earlier tests go offline, so only these three count.
    await t.db.update(deliveryProfiles).set({ isOnline: false }).where(eq(deliveryProfiles.isOnline, true));
    for (const who of [near, mid, far]) await t.db.update(deliveryProfiles).set({ isOnline: true }).where(eq(deliveryProfiles.userId, who.userId));

    frozenMs = Date.now();
    const placed = await offer();
    // The store's accept gave the first turn at once.
    expect(await offerIds(near)).toEqual([placed.uid]);
    expect(await offerIds(mid)).toEqual([]);
    expect(await offerIds(far)).toEqual([]);
    const notYours = await call('accept-to-deliver', { unique_order_id: placed.uid }, far);
    expect(notYours.statusCode).toBe(409);
    expect(notYours.json()).toMatchObject({ code: 'OFFER_NOT_YOURS' });

    offsetMs = 29_000;
    expect(await t.app.dispatch.sweep()).toBe(0);
    expect(await offerIds(near)).toEqual([placed.uid]);

    offsetMs = 30_000;
    expect(await t.app.dispatch.sweep()).toBe(1);
    expect(await offerIds(near)).toEqual([]);
    expect(await offerIds(mid)).toEqual([placed.uid]);
    expect(await offerIds(far)).toEqual([]);

    offsetMs = 60_000;
    await t.app.dispatch.sweep();
    expect(await offerIds(mid)).toEqual([]);
    expect(await offerIds(far)).toEqual([placed.uid]);

    // Everybody had a turn: every eligible partner sees it, the first to accept wins.
    offsetMs = 90_000;
    await t.app.dispatch.sweep();
    for (const who of [near, mid, far]) expect(await offerIds(who)).toEqual([placed.uid]);
    const turns = await t.db.select().from(orders).where(eq(orders.uniqueOrderId, placed.uid));
    expect(turns[0]?.offerBroadcastAt).not.toBeNull();
    expect((await call('accept-to-deliver', { unique_order_id: placed.uid }, mid)).statusCode).toBe(200);

    await t.app.pushIdle();
    const pushedTo = sender.sent.filter((p) => p.message.url === `/delivery/orders/${placed.uid}`).length;
    // No subscriptions for these three: nothing is sent, but nothing fails either.
    expect(pushedTo).toBe(0);
  });

  it('takes turns fairly between partners at the same distance', async () => {
    await setSetting('delivery_dispatch_mode', 'nearest');
    await t.db.update(deliveryProfiles).set({ isOnline: false });
    const a = await makeRider(t.db, [store.id]);
    const b = await makeRider(t.db, [store.id]);
    const spot = pointNorthOf(store, 1);
    for (const who of [a, b]) await call('update-user-info', { is_online: true, latitude: spot.latitude, longitude: spot.longitude }, who);
    const first = await offer();
    const second = await offer();
    // Both 1.0 km away: the first order went to one, the second to the other.
    const firstHolder = (await offerIds(a)).includes(first.uid) ? a : b;
    const other = firstHolder === a ? b : a;
    expect(await offerIds(other)).toContain(second.uid);
    expect(await offerIds(firstHolder)).not.toContain(second.uid);
  });
});

describe('taps from the phone’s outbox (Idempotency-Key and the time of the tap)', () => {
  it('a picked-up replayed with the same key is a no-op; the stored time is when it was tapped', async () => {
    const placed = await offer();
    const rider = await riderWith(placed, 'accepted');
    offsetMs = 5 * 60_000;
    const tappedAt = new Date(Date.now() + 2 * 60_000);
    const headers = { 'idempotency-key': `pick-${placed.uid}` };
    const first = await call('pickedup-order', { unique_order_id: placed.uid, happened_at: tappedAt.toISOString() }, rider, headers);
    expect(first.statusCode, first.body).toBe(200);
    const replay = await call('pickedup-order', { unique_order_id: placed.uid, happened_at: tappedAt.toISOString() }, rider, headers);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json()).toMatchObject({ data: { status_id: 4, picked_up_at: first.json<{ data: { picked_up_at: string } }>().data.picked_up_at } });
    const row = await orderRow(t.db, placed.uid);
    expect(row.pickedUpAt?.toISOString()).toBe(tappedAt.toISOString());
    const history = await t.db.select().from(orderStatusHistory).where(and(eq(orderStatusHistory.orderId, row.id), eq(orderStatusHistory.toStatusId, 4)));
    expect(history).toHaveLength(1);
    expect(history[0]?.createdAt.toISOString()).toBe(tappedAt.toISOString());
    // The same key for another order is a mistake, said clearly.
    const other = await offer();
    await call('accept-to-deliver', { unique_order_id: other.uid }, rider);
    expect((await call('pickedup-order', { unique_order_id: other.uid }, rider, headers)).statusCode).toBe(422);
  });

  it('20 replays of one tap at once: one move, one history row, every answer 200', async () => {
    const placed = await offer();
    const rider = await riderWith(placed, 'accepted');
    const headers = { 'idempotency-key': `race-${placed.uid}` };
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('pickedup-order', { unique_order_id: placed.uid }, rider, headers)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    const row = await orderRow(t.db, placed.uid);
    const history = await t.db.select().from(orderStatusHistory).where(and(eq(orderStatusHistory.orderId, row.id), eq(orderStatusHistory.toStatusId, 4)));
    expect(history).toHaveLength(1);
  });

  it('a replay refused because the order was cancelled meanwhile says so (409), and no time from the future is kept', async () => {
    const placed = await offer();
    const rider = await riderWith(placed, 'accepted');
    // Cancelled by support while the partner was in a dead zone (an admin may cancel an assigned order).
    await t.db.update(orders).set({ orderStatusId: 6, cancelledAt: new Date() }).where(eq(orders.uniqueOrderId, placed.uid));
    const refused = await call('pickedup-order', { unique_order_id: placed.uid, happened_at: new Date(Date.now() - 60_000).toISOString() }, rider, { 'idempotency-key': `gone-${placed.uid}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, code: 'INVALID_TRANSITION', message: expect.stringContaining('cancelled') });

    const later = await offer();
    const rider2 = await riderWith(later, 'accepted');
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const res = await call('pickedup-order', { unique_order_id: later.uid, happened_at: future }, rider2);
    expect(res.statusCode).toBe(200);
    expect((await orderRow(t.db, later.uid)).pickedUpAt!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect((await call('pickedup-order', { unique_order_id: later.uid, happened_at: 'yesterday' }, rider2)).statusCode).toBe(400);
  });

  it('a delivered replay is a no-op: cash and earnings are counted once', async () => {
    const placed = await offer({ tipAmount: 20 });
    const rider = await riderWith(placed, 'picked');
    const headers = { 'idempotency-key': `drop-${placed.uid}` };
    const body = { unique_order_id: placed.uid, delivery_pin: placed.pin };
    expect((await call('deliver-order', body, rider, headers)).statusCode).toBe(200);
    const replay = await call('deliver-order', body, rider, headers);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ data: { status_id: 5 } });
    const rows = await t.db.select().from(deliveryEarnings).where(eq(deliveryEarnings.deliveryUserId, rider.userId));
    expect(rows).toHaveLength(1);
    // ₹300 + ₹10 + ₹30 + ₹20 tip = ₹360 cash; 80 % of the ₹30 delivery charge = ₹24 commission.
    expect(rows[0]).toMatchObject({ cashCollectedPaise: 36_000, commissionPaise: 2_400, tipPaise: 2_000 });
    expect((await info(rider)).cash_in_hand).toBe('360.00');
  });
});

describe('cash in hand and earnings', () => {
  it('adds COD cash to cash in hand and credits commission and tip; get-earnings shows today, the week and each order', async () => {
    const rider = await makeRider(t.db, [store.id]);
    const one = await offer({ tipAmount: 20 });
    const two = await offer();
    for (const placed of [one, two]) {
      await call('accept-to-deliver', { unique_order_id: placed.uid }, rider);
      await call('pickedup-order', { unique_order_id: placed.uid }, rider);
      // A wrong PIN first: refused, nothing credited.
      expect((await call('deliver-order', { unique_order_id: placed.uid, delivery_pin: wrongPin(placed.pin) }, rider)).statusCode).toBe(422);
      expect((await call('deliver-order', { unique_order_id: placed.uid, delivery_pin: placed.pin }, rider)).statusCode).toBe(200);
    }
    const res = await call('get-earnings', {}, rider);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: Json & { days: Json[]; orders: Json[] } }>().data;
    // Cash: 360.00 + 340.00; commission 24.00 twice; tip 20.00 once.
    const totals = { deliveries: 2, commission: '48.00', tips: '20.00', deductions: '0.00', earnings: '68.00', cash_collected: '700.00' };
    expect(data.today).toEqual(totals);
    expect(data.week).toEqual(totals);
    expect(data.cash_in_hand).toBe('700.00');
    expect(data.days).toHaveLength(7);
    expect(data.days[6]).toMatchObject({ earnings: '68.00', deliveries: 2 });
    expect(data.orders.map((o) => [o.unique_order_id, o.commission, o.tip, o.earnings, o.cash_collected])).toEqual([
      [two.uid, '24.00', '0.00', '24.00', '340.00'],
      [one.uid, '24.00', '20.00', '44.00', '360.00'],
    ]);
    expect(await info(rider)).toMatchObject({ today: { delivered: 2, cash_collected: '700.00', earnings: '68.00' }, cash_in_hand: '700.00' });
  });

  it('can take the commission from the order total less the tip', async () => {
    await setSetting('delivery_commission_base', 'order_total');
    await setSetting('delivery_commission_percent', '10');
    const placed = await offer({ tipAmount: 20 });
    const rider = await riderWith(placed, 'picked');
    await call('deliver-order', { unique_order_id: placed.uid, delivery_pin: placed.pin }, rider);
    const [row] = await t.db.select().from(deliveryEarnings).where(eq(deliveryEarnings.deliveryUserId, rider.userId));
    // 10 % of (360.00 − 20.00) = 34.00
    expect(row).toMatchObject({ commissionPaise: 3_400, tipPaise: 2_000 });
    await setSetting('delivery_commission_base', 'delivery_charge');
    await setSetting('delivery_commission_percent', '80');
  });
});

describe('SECURITY 14, 17, 18, 19 in the rider app', () => {
  it('14: only the assigned partner moves the order or sees the customer; not before accepting', async () => {
    const placed = await offer();
    const other = await makeRider(t.db, [store.id]);
    const card = (await call('get-single-delivery-order', { unique_order_id: placed.uid }, other)).json<{ data: Json }>().data;
    expect(card).toMatchObject({ customer: null, order_comment: null });
    expect(JSON.stringify(card)).not.toContain(customer.phone);
    const rider = await riderWith(placed, 'accepted');
    expect((await call('get-single-delivery-order', { unique_order_id: placed.uid }, rider)).json<{ data: { customer: Json } }>().data.customer).toMatchObject({ phone: customer.phone });
    for (const name of ['pickedup-order', 'get-single-delivery-order']) expect((await call(name, { unique_order_id: placed.uid }, other)).statusCode).toBe(404);
    // Replaying the assigned partner's tap key as somebody else does not reach the order either.
    expect((await call('pickedup-order', { unique_order_id: placed.uid }, other, { 'idempotency-key': 'k-1' })).statusCode).toBe(404);
    await call('pickedup-order', { unique_order_id: placed.uid }, rider);
    expect((await call('deliver-order', { unique_order_id: placed.uid, delivery_pin: placed.pin }, other)).statusCode).toBe(404);
  });

  it('17: a customer on delivery calls and a partner on store calls get 403', async () => {
    const rider = await makeRider(t.db, [store.id]);
    for (const name of ['update-user-info', 'get-delivery-orders', 'get-earnings', 'pickedup-order']) {
      expect((await call(name, { unique_order_id: 'x'.repeat(12) }, customer)).statusCode, name).toBe(403);
    }
    expect((await t.post('store/dashboard', {}, { token: rider.token })).statusCode).toBe(403);
    expect((await t.post('delivery/get-earnings', {})).statusCode).toBe(401);
  });

  it('18: delivered before pickup, and pickup after delivery, are 409', async () => {
    const placed = await offer();
    const rider = await riderWith(placed, 'accepted');
    expect((await call('deliver-order', { unique_order_id: placed.uid, delivery_pin: placed.pin }, rider)).statusCode).toBe(409);
    await call('pickedup-order', { unique_order_id: placed.uid }, rider);
    await call('deliver-order', { unique_order_id: placed.uid, delivery_pin: placed.pin }, rider);
    expect((await call('pickedup-order', { unique_order_id: placed.uid }, rider)).statusCode).toBe(409);
  });

  it('19: a deactivated partner or a logged-out token is refused at once', async () => {
    const rider = await makeRider(t.db, [store.id]);
    expect((await call('get-delivery-orders', {}, rider)).statusCode).toBe(200);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, rider.userId));
    expect((await call('get-delivery-orders', {}, rider)).statusCode).toBe(401);
    const other = await makeRider(t.db, [store.id]);
    expect((await t.post('logout', {}, { token: other.token })).statusCode).toBe(200);
    expect((await call('get-earnings', {}, other)).statusCode).toBe(401);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, other.userId));
    expect(session?.revokedAt).not.toBeNull();
  });
});
