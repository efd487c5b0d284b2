import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  cities,
  couponRedemptions,
  coupons,
  deliveryAssignments,
  deliverySlotBookings,
  deliverySlots,
  liveEvents,
  notifications,
  orderStatusHistory,
  sessions,
  stores,
  users,
  walletTransactions,
} from '../src/db/schema';
import { plainItems, predictableRestaurant, walletOf, type ItemRow, type StoreRow } from './fixtures';
import { createTestApp, type TestApp } from './helpers';
import { makeOwner, makeRider, makeUser, orderRow, placeOrder, type Person } from './life-fixtures';

/** Issue 6 "An order's life": the store's and the customer's moves, each through the state machine. */
let t: TestApp;
let store: StoreRow;
let otherStore: StoreRow;
let dish: ItemRow;
let owner: Person;
let otherOwner: Person;
let rider: Person;
let customer: Person;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.update(cities).set({ isSurgEnabled: false });
  store = await predictableRestaurant(t.db, { preparationTime: 20, deliveryTime: 25 });
  [dish] = (await plainItems(t.db, store.id, [20_000])) as [ItemRow];
  const [other] = await t.db.select().from(stores).where(and(eq(stores.isActive, true), eq(stores.isFresh, false)));
  otherStore = (await t.db.select().from(stores)).find((s) => s.id !== store.id && s.isActive) ?? (other as StoreRow);
  owner = await makeOwner(t.db, [store.id]);
  otherOwner = await makeOwner(t.db, [otherStore.id]);
  rider = await makeRider(t.db, [store.id]);
});
afterAll(async () => t.close());
beforeEach(async () => {
  customer = await makeUser(t.db, 'customer', 'Priya Nair');
});

type Json = Record<string, unknown>;
const store_ = (name: string, body: Json, token = owner.token) => t.post(`store/${name}`, body, { token });
const delivery = (name: string, body: Json, token = rider.token) => t.post(`delivery/${name}`, body, { token });
const minutesBetween = (a: unknown, b: unknown) => (Date.parse(String(b)) - Date.parse(String(a))) / 60_000;
const historyOf = async (orderId: number) => t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId)).orderBy(orderStatusHistory.id);

describe('a delivery order from placed to delivered', () => {
  it('moves through every status with history, notifications, live events and the timeline', async () => {
    const placed = await placeOrder(t, customer.token, store, dish.id);
    const accepted = await store_('accept-order', { unique_order_id: placed.uid, preparation_minutes: 15 });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const a = accepted.json<{ data: Json }>().data;
    expect(a).toMatchObject({ status_id: 2, status: 'PREPARING', preparation_minutes: 15, rider: null, actions: ['decline', 'mark_ready', 'update_preparation_time'] });
    // ETA = accepted + 15 min kitchen + the ride to the customer and the handover (issue 36); it is the promise.
    // The estimate is a clock time rounded up to the minute.
    const travel = Math.ceil(minutesBetween(a.accepted_at, a.eta_at)) - 15;
    expect(travel).toBeGreaterThanOrEqual(2);
    expect(a).toMatchObject({ promised_at: a.eta_at, first_promised_at: a.eta_at, promise_extended_at: null, promise_extension_reason: null });

    expect((await delivery('accept-to-deliver', { unique_order_id: placed.uid })).statusCode).toBe(200);
    const picked = await delivery('pickedup-order', { unique_order_id: placed.uid });
    expect(picked.json<{ data: Json }>().data).toMatchObject({ status_id: 4, picked_up_at: expect.any(String) });
    const delivered = await delivery('deliver-order', { unique_order_id: placed.uid, delivery_pin: placed.pin });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json<{ data: Json }>().data).toMatchObject({ status_id: 5, status: 'DELIVERED', delivered_at: expect.any(String) });

    const view = (await t.post('get-single-order', { unique_order_id: placed.uid }, { token: customer.token })).json<{ data: Json & { status_history: Json[] } }>().data;
    expect(view).toMatchObject({ orderstatus_id: 5, delivery_pin: null, can_cancel: false, preparation_minutes: 15, rider: { name: rider.name, phone: rider.phone }, payment_status: 'PAID' });
    expect(view.status_history.map((h) => [h.status_id, h.by])).toEqual([
      [1, 'customer'],
      [2, 'store'],
      [3, 'delivery'],
      [4, 'delivery'],
      [5, 'delivery'],
    ]);
    expect(view.status_history[1]?.note).toBe('Preparation time 15 minutes');
    const [assignment] = await t.db.select().from(deliveryAssignments).where(eq(deliveryAssignments.orderId, placed.id));
    // 200.00 + 10.00 packing + 30.00 delivery, all cash on delivery.
    expect(assignment).toMatchObject({ deliveryUserId: rider.userId, status: 'DELIVERED', cashCollectedPaise: 24_000 });

    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, customer.userId)).orderBy(notifications.id);
    // ₹240 reaches the scratch-card minimum (₹199): delivery also earns a card (ADR 0018).
    expect(notes.map((n) => n.title)).toEqual(['Order accepted', 'Delivery partner assigned', 'Your order is on the way', 'Order delivered', 'You won a scratch card']);
    expect(notes[0]?.message).toBe(`${store.name} is preparing your order. It should reach you in about ${15 + travel} minutes.`);
    expect(new Set(notes.map((n) => n.clickAction))).toEqual(new Set([`/running-order/${placed.uid}`, '/account/rewards']));

    const events = await t.db.select().from(liveEvents).where(eq(liveEvents.orderId, placed.id)).orderBy(liveEvents.id);
    expect(events.map((e) => e.type)).toEqual(['order.status', 'order.status', 'order.offer', 'order.status', 'order.offer_closed', 'order.status', 'order.status']);
    expect(events[0]?.channels).toEqual([`user:${customer.userId}`, `store:${store.id}`, `order:${placed.uid}`]);
    expect(events[2]?.channels).toEqual([`offers:store:${store.id}`]);
    expect(events[3]?.channels).toContain(`delivery:${rider.userId}`);
  });

  it('"ready" on a delivery order stamps ready_at and tells the store and rider, but keeps the status; the store can hand over', async () => {
    const placed = await placeOrder(t, customer.token, store, dish.id);
    await store_('accept-order', { unique_order_id: placed.uid });
    const ready = await store_('mark-ready', { unique_order_id: placed.uid });
    expect(ready.json<{ data: Json }>().data).toMatchObject({ status_id: 2, ready_at: expect.any(String), preparation_minutes: 20 });
    expect((await store_('mark-ready', { unique_order_id: placed.uid })).json()).toMatchObject({ code: 'INVALID_TRANSITION', message: 'This order is already marked ready.' });
    const [readyEvent] = await t.db.select().from(liveEvents).where(and(eq(liveEvents.orderId, placed.id), eq(liveEvents.type, 'order.ready')));
    expect(readyEvent?.payload).toMatchObject({ unique_order_id: placed.uid, status_id: 2, previous_status_id: 2 });
    // Before a rider has it, the store cannot hand it over.
    expect((await store_('handed-over', { unique_order_id: placed.uid })).statusCode).toBe(409);
    await delivery('accept-to-deliver', { unique_order_id: placed.uid });
    const handed = await store_('handed-over', { unique_order_id: placed.uid });
    expect(handed.json<{ data: Json }>().data).toMatchObject({ status_id: 4, rider: { name: rider.name } });
    const history = await historyOf(placed.id);
    expect(history.at(-1)).toMatchObject({ fromStatusId: 3, toStatusId: 4, actorRole: 'store', actorUserId: owner.userId });
  });
});

describe('a self-pickup order', () => {
  it('placed → preparing → ready for pickup → collected; the ETA has no travel time', async () => {
    const placed = await placeOrder(t, customer.token, store, dish.id, { delivery_type: 2, location: null });
    const accepted = (await store_('accept-order', { unique_order_id: placed.uid, preparation_minutes: 10 })).json<{ data: Json }>().data;
    // 10 minutes from acceptance, rounded up to the minute of the clock.
    expect(minutesBetween(accepted.accepted_at, accepted.eta_at)).toBeGreaterThanOrEqual(10);
    expect(minutesBetween(accepted.accepted_at, accepted.eta_at)).toBeLessThan(11);
    expect(accepted.actions).toEqual(['decline', 'mark_ready', 'update_preparation_time']);
    // A rider never sees a pickup order.
    expect((await delivery('accept-to-deliver', { unique_order_id: placed.uid })).statusCode).toBe(404);
    const ready = (await store_('mark-ready', { unique_order_id: placed.uid })).json<{ data: Json }>().data;
    expect(ready).toMatchObject({ status_id: 7, status: 'READY_FOR_PICKUP', actions: ['handed_over'] });
    const collected = (await store_('handed-over', { unique_order_id: placed.uid })).json<{ data: Json }>().data;
    expect(collected).toMatchObject({ status_id: 5, delivered_at: expect.any(String), payment_status: 'PAID', actions: [] });
    const titles = (await t.db.select().from(notifications).where(eq(notifications.userId, customer.userId))).map((n) => n.title);
    expect(titles).toEqual(['Order accepted', 'Ready to collect', 'Order collected', 'You won a scratch card']);
  });
});

describe('a fresh-store slot order', () => {
  it('scheduled → confirmed → preparing, then the delivery path', async () => {
    await t.db.update(stores).set({ isFresh: true }).where(eq(stores.id, store.id));
    const [slot] = await t.db.insert(deliverySlots).values({ storeId: store.id, name: 'Slot 8 : 11:00 PM - 11:59 PM', startsAt: '23:00', endsAt: '23:59', capacity: 5 }).returning();
    try {
      const placed = await placeOrder(t, customer.token, store, dish.id, { slot_id: slot?.id });
      expect(placed.data.orderstatus_id).toBe(10);
      const confirmed = (await store_('accept-order', { unique_order_id: placed.uid })).json<{ data: Json }>().data;
      expect(confirmed).toMatchObject({ status_id: 11, accepted_at: expect.any(String), eta_at: null, actions: ['decline', 'start_preparing'] });
      // The customer can no longer cancel once confirmed.
      expect((await t.post('cancel-order', { unique_order_id: placed.uid }, { token: customer.token })).statusCode).toBe(409);
      const preparing = (await store_('start-preparing', { unique_order_id: placed.uid, preparation_minutes: 30 })).json<{ data: Json }>().data;
      expect(preparing).toMatchObject({ status_id: 2, preparation_minutes: 30 });
      expect(minutesBetween(confirmed.accepted_at, preparing.eta_at)).toBeGreaterThanOrEqual(30 + 2);
      expect(preparing.promised_at).toBe(preparing.eta_at);
      expect((await store_('start-preparing', { unique_order_id: placed.uid })).statusCode).toBe(409);
      const titles = (await t.db.select().from(notifications).where(eq(notifications.userId, customer.userId))).map((n) => n.title);
      expect(titles).toEqual(['Order confirmed', 'Your order is being prepared']);
    } finally {
      await t.db.update(stores).set({ isFresh: false }).where(eq(stores.id, store.id));
    }
  });
});

describe('preparation time', () => {
  it('a longer time extends the promise once, with a reason the customer is told; a shorter one keeps the promise', async () => {
    const placed = await placeOrder(t, customer.token, store, dish.id);
    const first = (await store_('accept-order', { unique_order_id: placed.uid, preparation_minutes: 15 })).json<{ data: Json }>().data;
    const update = (body: Json) => store_('update-preparation-time', { unique_order_id: placed.uid, ...body });
    const noReason = await update({ preparation_minutes: 35 });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json()).toMatchObject({ success: false, code: 'REASON_REQUIRED' });
    expect((await update({ preparation_minutes: 33, reason: 'Oven is full' })).statusCode).toBe(400);

    const later = (await update({ preparation_minutes: 35, reason: 'The oven is full' })).json<{ data: Json }>().data;
    expect(later).toMatchObject({ preparation_minutes: 35, promise_extension_reason: 'The oven is full', first_promised_at: first.first_promised_at, promise_extended_at: expect.any(String) });
    expect(minutesBetween(first.eta_at, later.eta_at)).toBe(20);
    expect(later.promised_at).toBe(later.eta_at);
    const [eta] = await t.db.select().from(liveEvents).where(and(eq(liveEvents.orderId, placed.id), eq(liveEvents.type, 'order.eta')));
    expect(eta?.payload).toMatchObject({ eta_at: later.eta_at, promised_at: later.promised_at, preparation_minutes: 35, note: 'Preparation time changed to 35 minutes: The oven is full' });
    const [note] = await t.db.select().from(notifications).where(and(eq(notifications.userId, customer.userId), eq(notifications.title, 'New estimated time')));
    expect(note?.message).toMatch(/needs more time: The oven is full\. Your order should now take about \d+ minutes\.$/);

    // Once: a second extension is refused and changes nothing.
    const again = await update({ preparation_minutes: 45, reason: 'Still busy' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_EXTENDED' });
    // Shorter: the estimate comes back, the promise stays.
    const sooner = (await update({ preparation_minutes: 30 })).json<{ data: Json }>().data;
    expect(minutesBetween(sooner.eta_at, later.eta_at)).toBe(5);
    expect(sooner.promised_at).toBe(later.promised_at);

    await store_('mark-ready', { unique_order_id: placed.uid });
    expect((await update({ preparation_minutes: 20 })).statusCode).toBe(409);
  });
});

describe('cancelling gives back what was paid, once (issue 6)', () => {
  it('customer cancel: wallet refund with a ledger row, coupon use released; a second cancel is refused', async () => {
    await t.db.update(users).set({ walletBalancePaise: 10_000 }).where(eq(users.id, customer.userId));
    const [coupon] = await t.db.insert(coupons).values({ code: `LIFE${customer.userId}`, discountType: 'AMOUNT', discountAmountPaise: 2_000, maxUsesTotal: 1 }).returning();
    const placed = await placeOrder(t, customer.token, store, dish.id, { partial_wallet: true, coupon: { code: coupon?.code } });
    // 200 − 20 coupon + 10 + 30 = 220.00; 100.00 from the wallet.
    expect(placed.data.bill).toMatchObject({ total: '220.00', wallet_paid: '100.00', payable: '120.00' });
    expect(await walletOf(t.db, customer.userId)).toBe(0);

    const res = await t.post('cancel-order', { unique_order_id: placed.uid, reason: 'Ordered by mistake' }, { token: customer.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: Json }>().data).toMatchObject({ orderstatus_id: 6, can_cancel: false, cancel_reason: 'Ordered by mistake', cancelled_by: 'customer', refunded: '100.00', delivery_pin: null, payment_status: 'REFUNDED' });
    expect(await walletOf(t.db, customer.userId)).toBe(10_000);
    const credits = await t.db.select().from(walletTransactions).where(and(eq(walletTransactions.userId, customer.userId), eq(walletTransactions.type, 'CREDIT')));
    expect(credits.map((c) => [c.amountPaise, c.orderId, c.balanceAfterPaise])).toEqual([[10_000, placed.id, 10_000]]);
    expect(await t.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, placed.id))).toEqual([]);
    expect((await t.db.select().from(coupons).where(eq(coupons.id, coupon?.id ?? 0)))[0]?.usedCount).toBe(0);
    const row = await orderRow(t.db, placed.uid);
    expect(row).toMatchObject({ refundedPaise: 10_000, cancelledByRole: 'customer', cancelReason: 'Ordered by mistake', cancelledAt: expect.any(Date) });

    const again = await t.post('cancel-order', { unique_order_id: placed.uid }, { token: customer.token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'INVALID_TRANSITION', message: 'This order is cancelled now, so that cannot be done.' });
    expect((await t.post('store/decline-order', { unique_order_id: placed.uid, reason: 'Out of stock' }, { token: owner.token })).statusCode).toBe(409);
    expect(await walletOf(t.db, customer.userId)).toBe(10_000);
    // The released coupon can be used again.
    const reuse = await placeOrder(t, customer.token, store, dish.id, { coupon: { code: coupon?.code } });
    expect(reuse.data.bill.coupon_discount).toBe('20.00');
  });

  it('store decline while preparing: reason to the customer, slot place released, refund', async () => {
    await t.db.update(stores).set({ isFresh: true }).where(eq(stores.id, store.id));
    const [slot] = await t.db.insert(deliverySlots).values({ storeId: store.id, name: 'Slot 9 : 11:30 PM - 11:59 PM', startsAt: '23:30', endsAt: '23:59', capacity: 3 }).returning();
    try {
      await t.db.update(users).set({ walletBalancePaise: 50_000 }).where(eq(users.id, customer.userId));
      const placed = await placeOrder(t, customer.token, store, dish.id, { slot_id: slot?.id, method: 'WALLET' });
      const booked = async () => (await t.db.select().from(deliverySlotBookings).where(eq(deliverySlotBookings.slotId, slot?.id ?? 0)))[0]?.booked;
      expect(await booked()).toBe(1);
      await store_('accept-order', { unique_order_id: placed.uid });
      await store_('start-preparing', { unique_order_id: placed.uid });
      expect((await store_('decline-order', { unique_order_id: placed.uid, reason: '  ' })).statusCode).toBe(400);
      const res = await store_('decline-order', { unique_order_id: placed.uid, reason: 'The oven broke down' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ data: Json }>().data).toMatchObject({ status_id: 6, cancel_reason: 'The oven broke down', cancelled_by: 'store', actions: [] });
      expect(await booked()).toBe(0);
      expect(await walletOf(t.db, customer.userId)).toBe(50_000);
      const [note] = await t.db.select().from(notifications).where(and(eq(notifications.userId, customer.userId), eq(notifications.title, 'Order cancelled')));
      expect(note?.message).toBe(`${store.name} could not take your order: The oven broke down. ₹240.00 is back in your wallet.`);
      expect((await historyOf(placed.id)).at(-1)).toMatchObject({ fromStatusId: 2, toStatusId: 6, note: 'The oven broke down', actorRole: 'store' });
    } finally {
      await t.db.update(stores).set({ isFresh: false }).where(eq(stores.id, store.id));
    }
  });

  it('a delivery order the kitchen marked ready can no longer be declined; it waits for its partner', async () => {
    const placed = await placeOrder(t, customer.token, store, dish.id);
    await store_('accept-order', { unique_order_id: placed.uid });
    const ready = await store_('mark-ready', { unique_order_id: placed.uid });
    expect(ready.json<{ data: Json }>().data).toMatchObject({ status_id: 2, ready_at: expect.any(String), actions: [] });
    const declined = await store_('decline-order', { unique_order_id: placed.uid, reason: 'Changed our mind' });
    expect(declined.statusCode).toBe(409);
    expect(declined.json()).toMatchObject({ success: false, code: 'INVALID_TRANSITION' });
    expect((await orderRow(t.db, placed.uid))?.orderStatusId).toBe(2);
  });
});

describe('who may do what (SECURITY 13, 15, 17, 18, 19)', () => {
  it('customers and riders get 403 on store calls; customers and owners get 403 on delivery calls', async () => {
    const placed = await placeOrder(t, customer.token, store, dish.id);
    for (const name of ['dashboard', 'accept-order', 'get-order', 'decline-order', 'mark-ready', 'handed-over']) {
      expect((await store_(name, { unique_order_id: placed.uid, reason: 'xyz' }, customer.token)).statusCode, name).toBe(403);
      expect((await store_(name, { unique_order_id: placed.uid, reason: 'xyz' }, rider.token)).statusCode, name).toBe(403);
    }
    for (const name of ['get-delivery-orders', 'accept-to-deliver', 'pickedup-order', 'update-user-info']) {
      expect((await delivery(name, { unique_order_id: placed.uid }, customer.token)).statusCode, name).toBe(403);
      expect((await delivery(name, { unique_order_id: placed.uid }, owner.token)).statusCode, name).toBe(403);
    }
    expect((await store_('dashboard', {}, '')).statusCode).toBe(401);
  });

  it("another store's owner and another customer get 404, as for an order that does not exist", async () => {
    const placed = await placeOrder(t, customer.token, store, dish.id);
    for (const name of ['get-order', 'accept-order', 'decline-order']) {
      const res = await store_(name, { unique_order_id: placed.uid, reason: 'Closed today' }, otherOwner.token);
      expect(res.statusCode, name).toBe(404);
      expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'We could not find this order.' });
    }
    expect((await store_('get-order', { unique_order_id: 'ODNOSUCHORDER234' })).statusCode).toBe(404);
    const stranger = await makeUser(t.db, 'customer');
    expect((await t.post('get-single-order', { unique_order_id: placed.uid }, { token: stranger.token })).statusCode).toBe(404);
    expect((await t.post('cancel-order', { unique_order_id: placed.uid }, { token: stranger.token })).statusCode).toBe(404);
    // Owners and riders do not read the customer's view (and its PIN) through the customer call.
    expect((await t.post('get-single-order', { unique_order_id: placed.uid }, { token: owner.token })).statusCode).toBe(404);
    expect((await t.post('get-single-order', { unique_order_id: placed.uid }, { token: rider.token })).statusCode).toBe(404);
    expect((await orderRow(t.db, placed.uid)).orderStatusId).toBe(1);
  });

  it('refuses illegal moves with 409 INVALID_TRANSITION', async () => {
    const placed = await placeOrder(t, customer.token, store, dish.id);
    const code = async (res: Promise<{ statusCode: number; json<T>(): T }>) => {
      const r = await res;
      return [r.statusCode, r.json<{ code?: string }>().code];
    };
    expect(await code(store_('handed-over', { unique_order_id: placed.uid }))).toEqual([409, 'INVALID_TRANSITION']);
    expect(await code(store_('start-preparing', { unique_order_id: placed.uid }))).toEqual([409, 'INVALID_TRANSITION']);
    expect(await code(store_('update-preparation-time', { unique_order_id: placed.uid, preparation_minutes: 30 }))).toEqual([409, 'INVALID_TRANSITION']);
    await store_('accept-order', { unique_order_id: placed.uid });
    expect(await code(store_('accept-order', { unique_order_id: placed.uid }))).toEqual([409, 'INVALID_TRANSITION']);
    expect(await code(t.post('cancel-order', { unique_order_id: placed.uid }, { token: customer.token }))).toEqual([409, 'INVALID_TRANSITION']);
    await delivery('accept-to-deliver', { unique_order_id: placed.uid });
    await delivery('pickedup-order', { unique_order_id: placed.uid });
    // Cancel after pickup (SECURITY 18) and delivered → preparing are not moves.
    expect(await code(store_('decline-order', { unique_order_id: placed.uid, reason: 'Too late now' }))).toEqual([409, 'INVALID_TRANSITION']);
    await delivery('deliver-order', { unique_order_id: placed.uid, delivery_pin: placed.pin });
    expect(await code(store_('accept-order', { unique_order_id: placed.uid }))).toEqual([409, 'INVALID_TRANSITION']);
    expect(await code(store_('mark-ready', { unique_order_id: placed.uid }))).toEqual([409, 'INVALID_TRANSITION']);
    expect((await historyOf(placed.id)).map((h) => h.toStatusId)).toEqual([1, 2, 3, 4, 5]);
  });

  it('answers bad input with 400, never 500', async () => {
    const placed = await placeOrder(t, customer.token, store, dish.id);
    for (const body of [
      { unique_order_id: placed.uid, preparation_minutes: 4 },
      { unique_order_id: placed.uid, preparation_minutes: 121 },
      { unique_order_id: placed.uid, preparation_minutes: 12.5 },
      { unique_order_id: placed.uid, preparation_minutes: '15' },
      { unique_order_id: 'x' },
      { unique_order_id: 42 },
      {},
    ]) {
      const res = await store_('accept-order', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    }
    expect((await store_('decline-order', { unique_order_id: placed.uid })).statusCode).toBe(400);
    expect((await store_('decline-order', { unique_order_id: placed.uid, reason: 'x'.repeat(301) })).statusCode).toBe(400);
    expect((await t.post('cancel-order', { unique_order_id: placed.uid, reason: 'x'.repeat(301) }, { token: customer.token })).statusCode).toBe(400);
    expect((await orderRow(t.db, placed.uid)).orderStatusId).toBe(1);
  });

  it('a logged-out owner is refused at once', async () => {
    const temp = await makeOwner(t.db, [store.id]);
    expect((await store_('dashboard', {}, temp.token)).statusCode).toBe(200);
    expect((await t.post('logout', {}, { token: temp.token })).statusCode).toBe(200);
    expect((await store_('dashboard', {}, temp.token)).statusCode).toBe(401);
  });
});

describe('store/login, store/dashboard and store/get-order', () => {
  it('logs in the demo store owner only; a customer with the right password is refused and the session revoked', async () => {
    const ok = await t.post('store/login', { email: 'store@demo.keka.in', password: 'store123' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ data: { role: 'store_owner' } });
    const [demoCustomer] = await t.db.select().from(users).where(eq(users.email, 'customer@demo.keka.in'));
    const liveSessions = async () => (await t.db.select().from(sessions).where(and(eq(sessions.userId, demoCustomer?.id ?? 0), isNull(sessions.revokedAt)))).length;
    const sessionsBefore = await liveSessions();
    const wrongRole = await t.post('store/login', { email: 'customer@demo.keka.in', password: 'customer123' });
    expect(wrongRole.statusCode).toBe(403);
    expect(wrongRole.json()).toMatchObject({ code: 'FORBIDDEN', message: 'This is not a store account. Use the customer or delivery login.' });
    expect(await liveSessions()).toBe(sessionsBefore);
    expect((await t.post('store/login', { email: 'store@demo.keka.in', password: 'nope-nope' })).statusCode).toBe(401);
    const dashboard = await t.post('store/dashboard', {}, { token: ok.json<{ data: { auth_token: string } }>().data.auth_token });
    expect(dashboard.json<{ data: { stores: { slug: string }[] } }>().data.stores.map((s) => s.slug).sort()).toEqual(['brew-and-bake', 'spice-route']);
  });

  it("lists the owner's live orders by stage with today's numbers, and nothing of other stores", async () => {
    const solo = await makeOwner(t.db, [store.id]);
    const before = (await store_('dashboard', {}, solo.token)).json<{ data: { today: { orders: number; delivered: number; takings: string } } }>().data.today;
    const fresh = await placeOrder(t, customer.token, store, dish.id);
    const cooking = await placeOrder(t, customer.token, store, dish.id);
    const done = await placeOrder(t, customer.token, store, dish.id, { delivery_type: 2, location: null });
    await store_('accept-order', { unique_order_id: cooking.uid });
    for (const step of ['accept-order', 'mark-ready', 'handed-over']) await store_(step, { unique_order_id: done.uid });
    const res = await store_('dashboard', {}, solo.token);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: { stores: { id: number }[]; orders: Record<string, { unique_order_id: string; store: { id: number } }[]>; today: { orders: number; delivered: number; takings: string } } }>().data;
    expect(data.stores.map((s) => s.id)).toEqual([store.id]);
    expect(data.orders.new?.map((o) => o.unique_order_id)).toContain(fresh.uid);
    expect(data.orders.preparing?.map((o) => o.unique_order_id)).toContain(cooking.uid);
    const all = Object.values(data.orders).flat();
    expect(all.every((o) => o.store.id === store.id)).toBe(true);
    expect(all.map((o) => o.unique_order_id)).not.toContain(done.uid);
    expect(data.today.orders).toBe(before.orders + 3);
    expect(data.today.delivered).toBe(before.delivered + 1);
    // The pickup order: 200.00 + 10.00 packing.
    expect(Number(data.today.takings) - Number(before.takings)).toBeCloseTo(210, 2);
  });

  it('returns customer text as plain strings, as typed (SECURITY 23)', async () => {
    const evil = '<img src=x onerror=alert(1)><script>alert("x")</script>';
    const placed = await placeOrder(t, customer.token, store, dish.id, { order_comment: evil });
    const res = await store_('get-order', { unique_order_id: placed.uid });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const data = res.json<{ data: Json & { status_history: Json[] } }>().data;
    expect(data.order_comment).toBe(evil);
    expect(data.customer).toEqual({ name: 'Priya Nair', phone: customer.phone });
    expect(data.status_history).toEqual([{ status_id: 1, status: 'PLACED', at: expect.any(String), by: 'customer', note: null }]);
    await store_('accept-order', { unique_order_id: placed.uid });
    await delivery('accept-to-deliver', { unique_order_id: placed.uid });
    const card = (await delivery('get-single-delivery-order', { unique_order_id: placed.uid })).json<{ data: Json }>().data;
    expect(card.order_comment).toBe(evil);
  });
});
