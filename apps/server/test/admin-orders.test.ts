import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, deliveryAssignments, deliveryEarnings, liveEvents, notifications, payouts, referrals, rewards, settings, users, walletTransactions } from '../src/db/schema';
import { auditOf, expectAdminOnly, makeAdmin, makeOtherRoles, type OtherRoles } from './admin-fixtures';
import { plainItems, predictableRestaurant, walletOf, type ItemRow, type StoreRow } from './fixtures';
import { createTestApp, type TestApp } from './helpers';
import { makeOwner, makeRider, makeUser, orderRow, placeOrder, type Person } from './life-fixtures';

/** Issue 11: the admin console's overview, orders (search, force a move, refund) and payouts. */
let t: TestApp;
let admin: Person;
let others: OtherRoles;
let store: StoreRow;
let dish: ItemRow;
let owner: Person;
let rider: Person;

type Json = Record<string, unknown>;
const deep = (n: number): Json => (n === 0 ? {} : { a: deep(n - 1) });
interface Detail {
  unique_order_id: string;
  status_id: number;
  paid: string;
  refunded: string;
  refundable: string;
  moves: { status_id: number }[];
  history: { from_status_id: number | null; status_id: number; by: string; note: string | null; actor: { name: string } | null }[];
  customer: { id: number; name: string; phone: string | null };
  rider: { id: number } | null;
  items: unknown[];
}

const call = (name: string, body: Json = {}) => t.post(`admin/${name}`, body, { token: admin.token });
const detailOf = async (uid: string): Promise<Detail> => {
  const res = await call('get-order', { unique_order_id: uid });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Detail }>().data;
};
const creditsOf = (userId: number, orderId: number) =>
  t.db
    .select()
    .from(walletTransactions)
    .where(and(eq(walletTransactions.userId, userId), eq(walletTransactions.orderId, orderId), eq(walletTransactions.type, 'CREDIT')));

async function customerWith(balancePaise: number): Promise<Person> {
  const customer = await makeUser(t.db, 'customer', 'Meera Customer');
  await t.db.update(users).set({ walletBalancePaise: balancePaise }).where(eq(users.id, customer.userId));
  return customer;
}

async function step(name: string, token: string, body: Json): Promise<void> {
  const res = await t.post(name, body, { token });
  if (res.statusCode !== 200) throw new Error(`${name}: ${res.body}`);
}

beforeAll(async () => {
  t = await createTestApp();
  await t.db.update(cities).set({ isSurgEnabled: false });
  admin = await makeAdmin(t, 'Asha Admin');
  others = await makeOtherRoles(t);
  store = await predictableRestaurant(t.db, { commissionPercent: 10 });
  [dish] = (await plainItems(t.db, store.id, [20_000])) as [ItemRow];
  owner = await makeOwner(t.db, [store.id]);
  rider = await makeRider(t.db, [store.id]);
});
afterAll(async () => t.close());

describe('who may call', () => {
  it('every call answers only an admin (401 anonymous, 403 customer, owner, rider)', async () => {
    for (const name of ['get-overview', 'get-orders', 'get-order', 'force-order-move', 'refund-order', 'get-order-riders', 'assign-rider', 'get-payouts', 'mark-payout-paid']) {
      await expectAdminOnly(t, others, name, { delivery_user_id: 1, payee_kind: 'STORE', payee_id: 1, reference: 'NEFT 1', unique_order_id: 'ABCDEFGH', status_id: 6, reason: 'testing', amount: 1, refunded_before: 0, kind: 'STORE', from: '2026-01-01', to: '2026-01-02' });
    }
  });

  it('bad input is a 400, never a 500; an unknown order is a 404', async () => {
    const bad: [string, Json][] = [
      ['get-orders', { status_id: 'x' }],
      ['get-orders', { q: 'x'.repeat(101) }],
      ['get-orders', { from: '2026-13' }],
      ['get-orders', { limit: 1000 }],
      ['get-orders', { payment_mode: 'GOLD' }],
      ['get-overview', { days: 7 }],
      ['get-order', { unique_order_id: 'x'.repeat(65) }],
      ['force-order-move', { unique_order_id: 'ABCDEFGH', status_id: 6, reason: '  ' }],
      ['force-order-move', { unique_order_id: 'ABCDEFGH', status_id: 99, reason: 'a reason' }],
      ['force-order-move', { unique_order_id: 'ABCDEFGH', status_id: 6, reason: 'r'.repeat(301) }],
      ['refund-order', { unique_order_id: 'ABCDEFGH', amount: -5, refunded_before: 0, reason: 'a reason' }],
      ['refund-order', { unique_order_id: 'ABCDEFGH', amount: 0, refunded_before: 0, reason: 'a reason' }],
      ['refund-order', { unique_order_id: 'ABCDEFGH', amount: '1e9', refunded_before: 0, reason: 'a reason' }],
      ['refund-order', { unique_order_id: 'ABCDEFGH', amount: 10, reason: 'a reason' }],
      ['get-payouts', { kind: 'STORE', from: '2026-02-01', to: '2026-01-01' }],
      ['get-payouts', { kind: 'BANK', from: '2026-01-01', to: '2026-01-02' }],
      ['mark-payout-paid', { payee_kind: 'STORE', payee_id: store.id, amount: 10, reference: 'r'.repeat(121) }],
      ['mark-payout-paid', { payee_kind: 'STORE', payee_id: 'one', amount: 10, reference: 'NEFT 1' }],
      ['mark-payout-paid', { payee_kind: 'STORE', payee_id: store.id, amount: 10, reference: 'NEFT\u0000' }],
      ['get-orders', { q: deep(40) }],
      ['assign-rider', { unique_order_id: 'ABCDEFGH', delivery_user_id: 0, reason: 'a reason' }],
      ['assign-rider', { unique_order_id: 'ABCDEFGH', delivery_user_id: 'x', reason: 'a reason' }],
      ['assign-rider', { unique_order_id: 'ABCDEFGH', delivery_user_id: 5 }],
      ['get-order-riders', { unique_order_id: 'ABCDEFGH', q: 'q'.repeat(101) }],
    ];
    for (const [name, body] of bad) {
      const res = await call(name, body);
      expect(res.statusCode, `${name} ${JSON.stringify(body).slice(0, 80)}: ${res.body}`).toBe(400);
    }
    expect((await call('get-order', { unique_order_id: 'NOSUCHORDER' })).statusCode).toBe(404);
    expect((await call('force-order-move', { unique_order_id: 'NOSUCHORDER', status_id: 6, reason: 'a reason' })).statusCode).toBe(404);
    expect((await call('mark-payout-paid', { payee_kind: 'PARTNER', payee_id: owner.userId, amount: 1, reference: 'NEFT 1' })).statusCode).toBe(404);
  });
});

describe('admin/get-orders and get-order', () => {
  it('finds orders by id, phone, name and store; filters by status, payment mode and day; pages with a cursor', async () => {
    const customer = await makeUser(t.db, 'customer', 'Zubin Searchable');
    const a = await placeOrder(t, customer.token, store, dish.id);
    const b = await placeOrder(t, customer.token, store, dish.id);
    const c = await placeOrder(t, customer.token, store, dish.id);
    await step('store/accept-order', owner.token, { unique_order_id: b.uid });

    const ids = async (body: Json) => {
      const res = await call('get-orders', body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: { unique_order_id: string }[] }>().data.map((r) => r.unique_order_id);
    };
    expect(await ids({ q: a.uid })).toEqual([a.uid]);
    expect(await ids({ q: a.uid.slice(0, 8) })).toContain(a.uid);
    expect(await ids({ q: customer.phone.slice(-9) })).toEqual([c.uid, b.uid, a.uid]);
    expect(await ids({ q: 'zubin search' })).toEqual([c.uid, b.uid, a.uid]);
    expect(await ids({ q: store.name.slice(0, 5).toUpperCase(), limit: 100 })).toEqual(expect.arrayContaining([a.uid, b.uid, c.uid]));
    expect(await ids({ q: 'zubin', status_id: 2 })).toEqual([b.uid]);
    expect(await ids({ q: 'zubin', payment_mode: 'WALLET' })).toEqual([]);
    expect(await ids({ q: 'zubin', payment_mode: 'COD', store_id: store.id })).toHaveLength(3);
    expect(await ids({ q: '%' })).toEqual([]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    expect(await ids({ q: 'zubin', from: today, to: today })).toHaveLength(3);
    expect(await ids({ q: 'zubin', from: '2020-01-01', to: '2020-01-31' })).toEqual([]);

    const first = (await call('get-orders', { q: 'zubin', limit: 2 })).json<{ data: { unique_order_id: string }[]; next_before_id: number | null }>();
    expect(first.data.map((r) => r.unique_order_id)).toEqual([c.uid, b.uid]);
    expect(first.next_before_id).not.toBeNull();
    const second = (await call('get-orders', { q: 'zubin', limit: 2, before_id: first.next_before_id })).json<{ data: { unique_order_id: string }[]; next_before_id: number | null }>();
    expect(second).toMatchObject({ data: [{ unique_order_id: a.uid }], next_before_id: null });
  });

  it('shows the whole order: items, bill, customer, store, its history and the moves an admin may force', async () => {
    const customer = await customerWith(0);
    const placed = await placeOrder(t, customer.token, store, dish.id);
    await step('store/accept-order', owner.token, { unique_order_id: placed.uid });
    await step('delivery/accept-to-deliver', rider.token, { unique_order_id: placed.uid });
    const d = await detailOf(placed.uid);
    expect(d).toMatchObject({ status_id: 3, paid: '0.00', refunded: '0.00', refundable: '0.00', customer: { id: customer.userId, name: 'Meera Customer' }, rider: { id: rider.userId } });
    expect(d.items).toHaveLength(1);
    expect(d.history.map((h) => [h.from_status_id, h.status_id, h.by])).toEqual([
      [null, 1, 'customer'],
      [1, 2, 'store'],
      [2, 3, 'delivery'],
    ]);
    // From "assigned" an admin may mark it picked up or cancel it (the store and the customer may not cancel now).
    expect(d.moves.map((m) => m.status_id).sort()).toEqual([4, 6]);
  });
});

describe('admin/force-order-move', () => {
  it('force-cancels a wallet-paid order with a reason: the wallet gets it back once, history, notice and audit row', async () => {
    const customer = await customerWith(10_000);
    const placed = await placeOrder(t, customer.token, store, dish.id, { partial_wallet: true });
    const row = await orderRow(t.db, placed.uid);
    expect(row.walletPaidPaise).toBe(10_000);
    expect(await walletOf(t.db, customer.userId)).toBe(0);
    await step('store/accept-order', owner.token, { unique_order_id: placed.uid });
    await step('delivery/accept-to-deliver', rider.token, { unique_order_id: placed.uid });

    const res = await call('force-order-move', { unique_order_id: placed.uid, status_id: 6, reason: 'Customer called: wrong address' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: Detail }>().data).toMatchObject({ status_id: 6, refunded: '100.00', moves: [], cancel_reason: 'Customer called: wrong address', cancelled_by: 'admin' });
    expect(await walletOf(t.db, customer.userId)).toBe(10_000);
    expect((await creditsOf(customer.userId, placed.id)).map((c) => c.amountPaise)).toEqual([10_000]);
    const [assignment] = await t.db.select().from(deliveryAssignments).where(eq(deliveryAssignments.orderId, placed.id));
    expect(assignment?.status).toBe('CANCELLED');
    const d = await detailOf(placed.uid);
    expect(d.history.at(-1)).toMatchObject({ from_status_id: 3, status_id: 6, by: 'admin', note: 'Customer called: wrong address', actor: { name: 'Asha Admin' } });
    const [note] = await t.db.select().from(notifications).where(and(eq(notifications.userId, customer.userId), eq(notifications.title, 'Order cancelled')));
    expect(note?.message).toBe(`Our support team cancelled your order from ${store.name}: Customer called: wrong address. ₹100.00 is back in your wallet.`);
    const audit = await auditOf(t, admin, 'order', placed.uid);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'order.force-move',
      actor: { id: admin.userId, name: 'Asha Admin' },
      before: { status_id: 3, status: 'DELIVERY_ASSIGNED', refunded: '0.00' },
      after: { status_id: 6, status: 'CANCELLED', refunded: '100.00' },
      reason: 'Customer called: wrong address',
    });

    // Again, or any other move: 409 and nothing more is refunded or recorded.
    const again = await call('force-order-move', { unique_order_id: placed.uid, status_id: 6, reason: 'Second click' });
    expect([again.statusCode, again.json<{ code: string }>().code]).toEqual([409, 'INVALID_TRANSITION']);
    expect(await walletOf(t.db, customer.userId)).toBe(10_000);
    expect(await auditOf(t, admin, 'order', placed.uid)).toHaveLength(1);
  });

  it('race: ten force-cancels at once cancel and refund once, with one audit row', async () => {
    const customer = await customerWith(50_000);
    const placed = await placeOrder(t, customer.token, store, dish.id, { method: 'WALLET' });
    const paid = (await orderRow(t.db, placed.uid)).walletPaidPaise;
    const answers = await Promise.all(Array.from({ length: 10 }, () => call('force-order-move', { unique_order_id: placed.uid, status_id: 6, reason: 'Store closed early' })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(9);
    expect(await walletOf(t.db, customer.userId)).toBe(50_000);
    expect((await creditsOf(customer.userId, placed.id)).map((c) => c.amountPaise)).toEqual([paid]);
    expect(await auditOf(t, admin, 'order', placed.uid)).toHaveLength(1);
  });

  it('refuses a move the machine does not allow an admin, and one that needs a rider', async () => {
    const customer = await customerWith(0);
    const placed = await placeOrder(t, customer.token, store, dish.id);
    for (const to of [5, 4, 3, 8, 1]) {
      const res = await call('force-order-move', { unique_order_id: placed.uid, status_id: to, reason: 'Trying it' });
      expect(res.statusCode, `to ${to}`).toBe(409);
    }
    expect(await auditOf(t, admin, 'order', placed.uid)).toHaveLength(0);
  });

  it('forces a wallet-paid order through to delivered: rider earnings, the scratch card and the referral credit follow; a refund takes the card back', async () => {
    for (const [key, value] of Object.entries({ scratchCardEnabled: 'true', scratchCardMinOrderAmount: '0', scratchCardCouponChance: '0', scratchCardMinAmount: '20', scratchCardMaxAmount: '20' })) {
      await t.db.update(settings).set({ value }).where(eq(settings.key, key));
    }
    const referrer = await makeUser(t.db, 'customer', 'Ravi Referrer');
    const customer = await customerWith(50_000);
    await t.db.insert(referrals).values({ referrerUserId: referrer.userId, referredUserId: customer.userId, status: 'PENDING', referredPhone: customer.phone });
    const placed = await placeOrder(t, customer.token, store, dish.id, { method: 'WALLET' });
    const row = await orderRow(t.db, placed.uid);
    expect(row.paymentStatus).toBe('PAID');

    const to = async (status: number, reason: string) => {
      const res = await call('force-order-move', { unique_order_id: placed.uid, status_id: status, reason });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: Detail }>().data;
    };
    expect((await to(2, 'Store asked us to accept')).status_id).toBe(2);
    await step('delivery/accept-to-deliver', rider.token, { unique_order_id: placed.uid });
    expect((await to(4, 'Rider phone is dead')).status_id).toBe(4);
    const done = await to(5, 'Rider confirmed by phone');
    expect(done).toMatchObject({ status_id: 5, delivered_at: expect.any(String), paid: '240.00', refundable: '240.00' });

    const [earning] = await t.db.select().from(deliveryEarnings).where(eq(deliveryEarnings.orderId, placed.id));
    expect(earning?.deliveryUserId).toBe(rider.userId);
    const [card] = await t.db.select().from(rewards).where(eq(rewards.orderId, placed.id));
    expect(card).toMatchObject({ userId: customer.userId, amountPaise: 2_000, reversedAt: null });
    const [referral] = await t.db.select().from(referrals).where(eq(referrals.referredUserId, customer.userId));
    expect(referral).toMatchObject({ status: 'CREDITED', orderId: placed.id });
    const actions = (await auditOf(t, admin, 'order', placed.uid)).map((a) => [a.action, (a.before as Json).status_id, (a.after as Json).status_id]);
    expect(actions).toEqual([
      ['order.force-move', 4, 5],
      ['order.force-move', 3, 4],
      ['order.force-move', 1, 2],
    ]);

    const refund = await call('refund-order', { unique_order_id: placed.uid, amount: '40.50', refunded_before: '0', reason: 'Cold food' });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json<{ data: Detail }>().data).toMatchObject({ refunded: '40.50', refundable: '199.50' });
    const [taken] = await t.db.select().from(rewards).where(eq(rewards.orderId, placed.id));
    expect(taken?.reversedAt).not.toBeNull();
  });
});

describe('admin/get-order-riders and assign-rider', () => {
  const ridersOf = async (uid: string, q = '') => {
    const res = await call('get-order-riders', { unique_order_id: uid, q });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: { id: number; name: string; is_online: boolean; serves_store: boolean; open_orders: number }[] }>().data;
  };

  it('lists approved partners, the store’s own and online ones first; never pending or switched-off ones', async () => {
    const customer = await customerWith(0);
    const placed = await placeOrder(t, customer.token, store, dish.id);
    const offline = await makeRider(t.db, [store.id], { online: false });
    const elsewhere = await makeRider(t.db, []);
    const pending = await makeRider(t.db, [store.id], { approved: false });
    const off = await makeRider(t.db, [store.id]);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, off.userId));
    const list = await ridersOf(placed.uid);
    const ids = list.map((r) => r.id);
    expect(ids).not.toContain(pending.userId);
    expect(ids).not.toContain(off.userId);
    expect(ids.indexOf(rider.userId)).toBeLessThan(ids.indexOf(offline.userId));
    expect(ids.indexOf(offline.userId)).toBeLessThan(ids.indexOf(elsewhere.userId));
    expect(list.find((r) => r.id === elsewhere.userId)).toMatchObject({ serves_store: false, is_online: true });
    expect(list.find((r) => r.id === offline.userId)).toMatchObject({ serves_store: true, is_online: false });
    const [named] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, elsewhere.userId));
    expect((await ridersOf(placed.uid, named!.name)).map((r) => r.id)).toContain(elsewhere.userId);
    expect(await ridersOf(placed.uid, 'nobody-has-this-name')).toEqual([]);
  });

  it('gives a waiting order to a partner, then to another before pickup: history, notices, audit; the first partner loses it', async () => {
    const customer = await customerWith(0);
    const placed = await placeOrder(t, customer.token, store, dish.id);
    // Not before the store accepted it.
    const early = await call('assign-rider', { unique_order_id: placed.uid, delivery_user_id: rider.userId, reason: 'Too early' });
    expect([early.statusCode, early.json<{ code: string }>().code]).toEqual([409, 'INVALID_TRANSITION']);
    expect((await detailOf(placed.uid)) as unknown).toMatchObject({ can_assign_rider: false });
    await step('store/accept-order', owner.token, { unique_order_id: placed.uid });
    expect((await detailOf(placed.uid)) as unknown).toMatchObject({ can_assign_rider: true });

    const pending = await makeRider(t.db, [store.id], { approved: false });
    const refused = await call('assign-rider', { unique_order_id: placed.uid, delivery_user_id: pending.userId, reason: 'Pending one' });
    expect(refused.statusCode).toBe(422);
    const notRider = await call('assign-rider', { unique_order_id: placed.uid, delivery_user_id: customer.userId, reason: 'A customer' });
    expect(notRider.statusCode).toBe(422);

    const res = await call('assign-rider', { unique_order_id: placed.uid, delivery_user_id: rider.userId, reason: 'Nobody took it' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: Detail }>().data).toMatchObject({ status_id: 3, rider: { id: rider.userId } });
    const [assignment] = await t.db.select().from(deliveryAssignments).where(eq(deliveryAssignments.orderId, placed.id));
    expect(assignment).toMatchObject({ deliveryUserId: rider.userId, status: 'ASSIGNED' });
    const riderList = (await t.post('delivery/get-delivery-orders', {}, { token: rider.token })).json<{ data: { accepted: { unique_order_id: string }[] } }>().data;
    expect(riderList.accepted.map((o) => o.unique_order_id)).toContain(placed.uid);

    const second = await makeRider(t.db, [store.id]);
    const again = await call('assign-rider', { unique_order_id: placed.uid, delivery_user_id: second.userId, reason: 'First rider had a flat tyre' });
    expect(again.statusCode, again.body).toBe(200);
    const d = await detailOf(placed.uid);
    expect(d).toMatchObject({ status_id: 3, rider: { id: second.userId } });
    // The reassignment keeps the status: it is in the audit rows below, not in the status history.
    expect(d.history.map((h) => [h.from_status_id, h.status_id, h.by])).toEqual([
      [null, 1, 'customer'],
      [1, 2, 'store'],
      [2, 3, 'admin'],
    ]);
    expect(d.history.at(-1)).toMatchObject({ note: 'Nobody took it', actor: { name: 'Asha Admin' } });
    // The first partner's app hears of it on his own channel (his list drops the order).
    const [told] = await t.db.select().from(liveEvents).where(eq(liveEvents.orderId, placed.id)).orderBy(desc(liveEvents.id)).limit(1);
    expect(told?.channels).toEqual(expect.arrayContaining([`delivery:${rider.userId}`, `delivery:${second.userId}`, `user:${customer.userId}`]));
    const [moved] = await t.db.select().from(deliveryAssignments).where(eq(deliveryAssignments.orderId, placed.id));
    expect(moved).toMatchObject({ deliveryUserId: second.userId, status: 'ASSIGNED' });
    // The first partner cannot act on it any more; the second can pick it up.
    const lost = await t.post('delivery/pickedup-order', { unique_order_id: placed.uid }, { token: rider.token });
    expect(lost.statusCode).toBe(404);
    await step('delivery/pickedup-order', second.token, { unique_order_id: placed.uid });
    const late = await call('assign-rider', { unique_order_id: placed.uid, delivery_user_id: rider.userId, reason: 'After pickup' });
    expect([late.statusCode, late.json<{ code: string }>().code]).toEqual([409, 'INVALID_TRANSITION']);

    const notes = await t.db.select().from(notifications).where(and(eq(notifications.userId, customer.userId), eq(notifications.title, 'Delivery partner assigned')));
    expect(notes).toHaveLength(2);
    const audit = await auditOf(t, admin, 'order', placed.uid);
    expect(audit.map((a) => [a.action, (a.before as Json).rider_id, (a.after as Json).rider_id, a.reason])).toEqual([
      ['order.assign-rider', rider.userId, second.userId, 'First rider had a flat tyre'],
      ['order.assign-rider', null, rider.userId, 'Nobody took it'],
    ]);
  });

  it('race: a rider accepting while an admin assigns another: one of them has it, never both', async () => {
    const customer = await customerWith(0);
    const placed = await placeOrder(t, customer.token, store, dish.id);
    await step('store/accept-order', owner.token, { unique_order_id: placed.uid });
    const other = await makeRider(t.db, [store.id]);
    const [byRider, byAdmin] = await Promise.all([
      t.post('delivery/accept-to-deliver', { unique_order_id: placed.uid }, { token: rider.token }),
      call('assign-rider', { unique_order_id: placed.uid, delivery_user_id: other.userId, reason: 'Assigning by hand' }),
    ]);
    const row = await orderRow(t.db, placed.uid);
    const winners = [byRider.statusCode === 200 ? rider.userId : null, byAdmin.statusCode === 200 ? other.userId : null].filter((x) => x !== null);
    // Both may succeed only as accept-then-reassign (the admin's call came second and reassigned it).
    expect(winners).toContain(row.deliveryUserId);
    const assignments = await t.db.select().from(deliveryAssignments).where(eq(deliveryAssignments.orderId, placed.id));
    expect(assignments).toHaveLength(1);
    expect(assignments[0]?.deliveryUserId).toBe(row.deliveryUserId);
    expect((await auditOf(t, admin, 'order', placed.uid)).length).toBe(byAdmin.statusCode === 200 ? 1 : 0);
  });
});

describe('admin/refund-order', () => {
  it('refunds part, then the rest; never more than was paid; the audit row has before, after and the reason', async () => {
    const customer = await customerWith(50_000);
    const placed = await placeOrder(t, customer.token, store, dish.id, { method: 'WALLET' });
    const paid = (await orderRow(t.db, placed.uid)).walletPaidPaise;
    const left = 50_000 - paid;
    expect(await walletOf(t.db, customer.userId)).toBe(left);

    const first = await call('refund-order', { unique_order_id: placed.uid, amount: 50, refunded_before: 0, reason: 'Missing drink' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<{ data: Detail }>().data).toMatchObject({ refunded: '50.00', status_id: 1 });
    expect(await walletOf(t.db, customer.userId)).toBe(left + 5_000);
    const [audit] = await auditOf(t, admin, 'order', placed.uid);
    expect(audit).toMatchObject({ action: 'order.refund', before: { refunded: '0.00' }, after: { refunded: '50.00', amount: '50.00' }, reason: 'Missing drink' });
    const [note] = await t.db.select().from(notifications).where(and(eq(notifications.userId, customer.userId), eq(notifications.title, 'Refund to your wallet')));
    expect(note?.message).toBe('₹50.00 is back in your wallet: Missing drink.');

    const stale = await call('refund-order', { unique_order_id: placed.uid, amount: 10, refunded_before: 0, reason: 'Double click' });
    expect([stale.statusCode, stale.json<{ code: string }>().code]).toEqual([409, 'CHANGED_MEANWHILE']);
    const tooMuch = await call('refund-order', { unique_order_id: placed.uid, amount: (paid - 5_000) / 100 + 0.01, refunded_before: 50, reason: 'Too much' });
    expect([tooMuch.statusCode, tooMuch.json<{ code: string }>().code]).toEqual([422, 'AMOUNT_TOO_LARGE']);
    const rest = await call('refund-order', { unique_order_id: placed.uid, amount: (paid - 5_000) / 100, refunded_before: 50, reason: 'Whole order refunded' });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json<{ data: Detail }>().data).toMatchObject({ refundable: '0.00' });
    expect(await walletOf(t.db, customer.userId)).toBe(50_000);

    // A later cancellation gives back nothing more: it was all refunded already.
    const cancel = await call('force-order-move', { unique_order_id: placed.uid, status_id: 6, reason: 'Closing it' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await walletOf(t.db, customer.userId)).toBe(50_000);
    expect((await creditsOf(customer.userId, placed.id)).reduce((s, c) => s + c.amountPaise, 0)).toBe(paid);
  });

  it('race: twenty refunds at once (a double click, two admins) refund once and never above what was paid', async () => {
    const customer = await customerWith(50_000);
    const placed = await placeOrder(t, customer.token, store, dish.id, { method: 'WALLET' });
    const paid = (await orderRow(t.db, placed.uid)).walletPaidPaise;
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('refund-order', { unique_order_id: placed.uid, amount: paid / 100, refunded_before: 0, reason: 'Everything was wrong' })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) expect(a.json<{ code: string }>().code).toBe('CHANGED_MEANWHILE');
    expect((await orderRow(t.db, placed.uid)).refundedPaise).toBe(paid);
    expect(await walletOf(t.db, customer.userId)).toBe(50_000);
    expect(await creditsOf(customer.userId, placed.id)).toHaveLength(1);
    expect(await auditOf(t, admin, 'order', placed.uid)).toHaveLength(1);
  });

  it('nothing is refundable on an unpaid cash order', async () => {
    const customer = await customerWith(0);
    const placed = await placeOrder(t, customer.token, store, dish.id);
    const res = await call('refund-order', { unique_order_id: placed.uid, amount: 1, refunded_before: 0, reason: 'Goodwill' });
    expect([res.statusCode, res.json<{ code: string }>().code]).toEqual([422, 'AMOUNT_TOO_LARGE']);
    expect(await auditOf(t, admin, 'order', placed.uid)).toHaveLength(0);
  });
});

describe('admin/get-overview', () => {
  it("counts today's orders, takings and cancellations, live orders by status, and days in the platform's time zone", async () => {
    const before = (await call('get-overview', {})).json<{ data: { today: { orders: number; cancelled: number; takings: string }; live: { status_id: number; count: number }[]; days: { date: string; orders: number }[] } }>().data;
    const customer = await customerWith(0);
    await placeOrder(t, customer.token, store, dish.id);
    const cancelled = await placeOrder(t, customer.token, store, dish.id);
    await call('force-order-move', { unique_order_id: cancelled.uid, status_id: 6, reason: 'Test cancel' });
    const res = await call('get-overview', { days: 30 });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<{ data: { timezone: string; today: { date: string; orders: number; cancelled: number }; live: { status_id: number; count: number }[]; days: { date: string; orders: number }[] } }>().data;
    expect(after.timezone).toBe('Asia/Kolkata');
    expect(after.today.orders).toBe(before.today.orders + 2);
    expect(after.today.cancelled).toBe(before.today.cancelled + 1);
    const placedLive = (v: { live: { status_id: number; count: number }[] }) => v.live.find((l) => l.status_id === 1)?.count ?? 0;
    expect(placedLive(after)).toBe(placedLive(before) + 1);
    expect(before.days).toHaveLength(14);
    expect(after.days).toHaveLength(30);
    expect(after.days.at(-1)).toMatchObject({ date: after.today.date, orders: (before.days.at(-1)?.orders ?? 0) + 2 });
  });
});

describe('admin/get-payouts and mark-payout-paid', () => {
  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  interface Payee {
    payee_id: number;
    name: string;
    period: { orders: number; gross: string; deductions: string; earned: string };
    earned_total: string;
    paid_total: string;
    due: string;
  }
  const payeeOf = async (kind: 'STORE' | 'PARTNER', id: number): Promise<Payee> => {
    const res = await call('get-payouts', { kind, from: today(), to: today() });
    expect(res.statusCode, res.body).toBe(200);
    const found = res.json<{ data: { payees: Payee[] } }>().data.payees.find((p) => p.payee_id === id);
    if (!found) throw new Error(`no payee ${id}`);
    return found;
  };

  it("a store earns its delivered item totals less commission; a partner commission + tips; payouts lower the balance, never below 0", async () => {
    const money = (v: string) => Math.round(Number(v) * 100);
    const storeBefore = await payeeOf('STORE', store.id);
    const riderBefore = await payeeOf('PARTNER', rider.userId);
    expect(storeBefore).toMatchObject({ name: store.name, paid_total: '0.00' });
    const customer = await customerWith(0);
    const placed = await placeOrder(t, customer.token, store, dish.id, { tip: { type: 'amount', value: 20 } });
    await step('store/accept-order', owner.token, { unique_order_id: placed.uid });
    await step('delivery/accept-to-deliver', rider.token, { unique_order_id: placed.uid });
    await step('delivery/pickedup-order', rider.token, { unique_order_id: placed.uid });
    await step('delivery/deliver-order', rider.token, { unique_order_id: placed.uid, delivery_pin: placed.pin });

    // Item total 200.00, commission 10 %: the store earned 180.00 more.
    const storeAfter = await payeeOf('STORE', store.id);
    expect(storeAfter.period.orders).toBe(storeBefore.period.orders + 1);
    expect(money(storeAfter.period.gross) - money(storeBefore.period.gross)).toBe(20_000);
    expect(money(storeAfter.period.deductions) - money(storeBefore.period.deductions)).toBe(2_000);
    expect(money(storeAfter.due) - money(storeBefore.due)).toBe(18_000);
    expect(storeAfter.due).toBe(storeAfter.earned_total);
    const [earning] = await t.db.select().from(deliveryEarnings).where(eq(deliveryEarnings.orderId, placed.id));
    expect(earning?.tipPaise).toBe(2_000);
    const riderEarned = (earning?.commissionPaise ?? 0) + (earning?.tipPaise ?? 0);
    const riderAfter = await payeeOf('PARTNER', rider.userId);
    expect(money(riderAfter.due) - money(riderBefore.due)).toBe(riderEarned);

    const due = money(storeAfter.due);
    const pay = await call('mark-payout-paid', { payee_kind: 'STORE', payee_id: store.id, amount: '100', reference: 'NEFT N123' });
    expect(pay.statusCode, pay.body).toBe(200);
    const rupees = (p: number) => (p / 100).toFixed(2);
    expect(pay.json()).toMatchObject({ data: { due: rupees(due - 10_000), payout: { amount: '100.00', reference: 'NEFT N123', name: store.name, created_by: 'Asha Admin' } } });
    expect(await payeeOf('STORE', store.id)).toMatchObject({ paid_total: '100.00', due: rupees(due - 10_000) });
    const [audit] = await auditOf(t, admin, 'store', store.id);
    expect(audit).toMatchObject({ action: 'payout.mark-paid', before: { paid: '0.00', due: rupees(due) }, after: { paid: '100.00', due: rupees(due - 10_000), amount: '100.00' }, reason: 'NEFT N123' });

    const over = await call('mark-payout-paid', { payee_kind: 'STORE', payee_id: store.id, amount: rupees(due - 10_000 + 1), reference: 'NEFT N124' });
    expect([over.statusCode, over.json<{ code: string }>().code]).toEqual([422, 'AMOUNT_TOO_LARGE']);

    // Race: five payouts at once of 40 % of what is due: at most two go through.
    const part = Math.floor((due - 10_000) * 0.4);
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => call('mark-payout-paid', { payee_kind: 'STORE', payee_id: store.id, amount: rupees(part), reference: `UPI ${i}` })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.statusCode === 422)).toHaveLength(3);
    expect(await payeeOf('STORE', store.id)).toMatchObject({ paid_total: rupees(10_000 + 2 * part), due: rupees(due - 10_000 - 2 * part) });
    expect(await t.db.select().from(payouts).where(eq(payouts.payeeId, store.id))).toHaveLength(3);
    expect(await auditOf(t, admin, 'store', store.id)).toHaveLength(3);

    const partner = await call('mark-payout-paid', { payee_kind: 'PARTNER', payee_id: rider.userId, amount: riderAfter.due, reference: 'Cash at hub' });
    expect(partner.statusCode, partner.body).toBe(200);
    expect(await payeeOf('PARTNER', rider.userId)).toMatchObject({ due: '0.00' });
    const recent = (await call('get-payouts', { kind: 'PARTNER', from: today(), to: today() })).json<{ data: { recent: { reference: string }[] } }>().data.recent;
    expect(recent[0]).toMatchObject({ reference: 'Cash at hub' });
  });
});

