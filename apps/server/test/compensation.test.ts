import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cities, compensationRules, compensations, coupons, orders, walletTransactions } from '../src/db/schema';
import { createCompensationFollower } from '../src/modules/compensation/compensation-follower';
import { createNotificationsService } from '../src/modules/notifications/notifications.service';
import { plainItems, predictableRestaurant, type ItemRow, type StoreRow } from './fixtures';
import { createTestApp, type TestApp } from './helpers';
import { makeOwner, makeRider, makeUser, orderRow, placeOrder, type Person } from './life-fixtures';

/**
 * Issue 36 "Compensation rules, run by the server": a late delivery earns the highest tier it reached
 * (the demo's rules: more than 15 min late, a free-delivery coupon at the platform's cost; more than
 * 30, ₹50 to the wallet at the store's), once per order and rule, in the delivery's transaction.
 */
let t: TestApp;
let store: StoreRow;
let dish: ItemRow;
let owner: Person;
let rider: Person;
let admin: Person;
const T0 = Math.ceil(Date.now() / 60_000) * 60_000 + 60_000;
let minute = 0;
const clock = { now: () => new Date(T0 + minute * 60_000) };

beforeAll(async () => {
  t = await createTestApp({ clock });
  await t.db.update(cities).set({ isSurgEnabled: false });
  store = await predictableRestaurant(t.db, { preparationTime: 15 });
  [dish] = (await plainItems(t.db, store.id, [20_000])) as [ItemRow];
  owner = await makeOwner(t.db, [store.id]);
  rider = await makeRider(t.db, [store.id]);
  admin = await makeUser(t.db, 'admin', 'Asha Admin');
});
afterAll(async () => t.close());

type Json = Record<string, unknown>;
const post = async (name: string, body: Json, who: Person) => {
  const res = await t.post(name, body, { token: who.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Json } & Json>();
};
const wallet = async (who: Person) => (await post('get-wallet-transactions', {}, who)) as unknown as { balance: string; data: { amount: string; reason: string }[] };
const given = async (orderId: number) => t.db.select().from(compensations).where(eq(compensations.orderId, orderId));

/** An order accepted at `start` (promised at start + 21: 15 in the kitchen, 1 km, the handover) and delivered `late` minutes after it. */
async function deliveredLate(customer: Person, start: number, late: number) {
  minute = start;
  const placed = await placeOrder(t, customer.token, store, dish.id);
  await post('store/accept-order', { unique_order_id: placed.uid, preparation_minutes: 15 }, owner);
  await post('delivery/accept-to-deliver', { unique_order_id: placed.uid }, rider);
  minute = start + 10;
  await post('delivery/pickedup-order', { unique_order_id: placed.uid }, rider);
  const row = await orderRow(t.db, placed.uid);
  minute = (row.promisedAt?.getTime() ?? 0) / 60_000 - T0 / 60_000 + late;
  await post('delivery/deliver-order', { unique_order_id: placed.uid, delivery_pin: placed.pin }, rider);
  return placed;
}

const payee = async (kind: 'STORE' | 'PARTNER', id: number) => {
  const day = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(ms));
  const res = await post('admin/get-payouts', { kind, from: day(T0 - 86_400_000), to: day(T0 + 2 * 86_400_000) }, admin);
  const payees = (res.data as { payees: { payee_id: number; period: Record<string, string>; due: string; earned_total: string }[] }).payees;
  const found = payees.find((p) => p.payee_id === id);
  if (!found) throw new Error(`no payee ${id}`);
  return found;
};

describe('late deliveries', () => {
  it('15 minutes late earns nothing; 16 a free-delivery coupon worth the delivery charge, told in-app', async () => {
    const customer = await makeUser(t.db, 'customer', 'Meera Iyer');
    const onTime = await deliveredLate(customer, 0, 15);
    expect(await given(onTime.id)).toEqual([]);

    const late = await deliveredLate(customer, 100, 16);
    const [row, ...more] = await given(late.id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ action: 'COUPON', amountPaise: 3_000, bornBy: 'PLATFORM', storeId: null, deliveryUserId: null, reason: expect.stringContaining('Delivered 16 min after the promise') });
    const [coupon] = await t.db.select().from(coupons).where(eq(coupons.id, row?.couponId ?? 0));
    expect(coupon).toMatchObject({ discountType: 'AMOUNT', discountAmountPaise: 3_000, ownerUserId: customer.userId, maxUsesTotal: 1, isPublic: false });
    expect(coupon?.code).toMatch(/^SORRY/);
    expect(coupon?.expiresAt?.getTime()).toBe(clock.now().getTime() + 30 * 86_400_000);
    expect((await wallet(customer)).balance).toBe('0.00');

    // The customer is told, and the coupon takes ₹30 off the next order at this store.
    const notes = (await post('get-user-notifications', {}, customer)).data as unknown as { title: string; message: string }[];
    expect(notes[0]?.message).toContain(coupon?.code ?? 'no code');
    const applied = await post('apply-coupon', { coupon: coupon?.code ?? '', restaurant_id: store.id, subtotal: 200 }, customer);
    expect(applied).toMatchObject({ success: true, discount: expect.anything() });
  });

  it('31 minutes late earns only the highest tier: ₹50 to the wallet, taken off the store payout', async () => {
    const customer = await makeUser(t.db, 'customer', 'Rahul Verma');
    const storeBefore = await payee('STORE', store.id);
    const late = await deliveredLate(customer, 200, 31);
    const rows = await given(late.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'WALLET', amountPaise: 5_000, bornBy: 'STORE', storeId: store.id, deliveryUserId: null });
    const money = await wallet(customer);
    expect(money.balance).toBe('50.00');
    expect(money.data[0]).toMatchObject({ amount: '50.00', reason: expect.stringContaining(late.uid) });

    // Item total 200.00 at the store's commission, less the 50.00 it bears.
    const storeAfter = await payee('STORE', store.id);
    const paiseOf = (v: string | undefined) => Math.round(Number(v) * 100);
    expect(paiseOf(storeAfter.period.compensations) - paiseOf(storeBefore.period.compensations)).toBe(5_000);
    const commission = paiseOf(storeAfter.period.deductions) - paiseOf(storeBefore.period.deductions);
    expect(paiseOf(storeAfter.due) - paiseOf(storeBefore.due)).toBe(20_000 - commission - 5_000);
    expect((await payee('PARTNER', rider.userId)).period.compensations).toBe('0.00');
    // The owner's reports carry the same statement, with the compensation and why it was given.
    const day = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(ms));
    const report = (await post('store/reports', { store_id: store.id, from: day(T0 - 86_400_000), to: day(T0 + 2 * 86_400_000) }, owner)).data as { payout: Record<string, unknown> & { given: Json[] } };
    expect(report.payout).toMatchObject({ compensations: storeAfter.period.compensations, earned: storeAfter.period.earned, due: storeAfter.due });
    expect(report.payout.given[0]).toMatchObject({ order_id: late.uid, action: 'WALLET', amount: '50.00', reason: expect.stringContaining('Delivered 31 min after the promise') });

    const detail = (await post('admin/get-order', { unique_order_id: late.uid }, admin)).data as { compensations: Json[] };
    expect(detail.compensations).toEqual([
      { rule: 'Late by more than 30 minutes: ₹50 to the wallet', action: 'WALLET', amount: '50.00', coupon_code: null, born_by: 'STORE', reason: expect.stringContaining('Delivered 31 min after the promise'), given_at: expect.any(String) },
    ]);
    const list = (await post('admin/get-compensations', {}, admin)).data as { items: Json[] };
    expect(list.items[0]).toMatchObject({ order_id: late.uid, customer: 'Rahul Verma', store: store.name, action: 'WALLET', amount: '50.00', born_by: 'STORE', coupon_code: null });
    expect(list.items[1]).toMatchObject({ action: 'COUPON', amount: '30.00', born_by: 'PLATFORM', coupon_code: expect.stringMatching(/^SORRY/) });
  });

  it('20 concurrent triggers of one late delivery give one compensation and one wallet credit', async () => {
    const customer = await makeUser(t.db, 'customer', 'Kavya Rao');
    minute = 300;
    const placed = await placeOrder(t, customer.token, store, dish.id);
    await post('store/accept-order', { unique_order_id: placed.uid, preparation_minutes: 15 }, owner);
    await post('delivery/accept-to-deliver', { unique_order_id: placed.uid }, rider);
    await post('delivery/pickedup-order', { unique_order_id: placed.uid }, rider);
    minute = 400;
    const tries = await Promise.all(Array.from({ length: 20 }, () => t.post('delivery/deliver-order', { unique_order_id: placed.uid, delivery_pin: placed.pin }, { token: rider.token })));
    expect(tries.filter((r) => r.statusCode === 200)).toHaveLength(1);
    // The others hear it moved on, or (every try counts against PIN guessing) that the tries ran out.
    const codes = new Set(tries.filter((r) => r.statusCode !== 200).map((r) => r.json<{ code: string }>().code));
    expect([...codes].filter((c) => c !== 'INVALID_TRANSITION' && c !== 'PIN_LOCKED')).toEqual([]);

    // The follower itself, run 20 times at once on the delivered order, still gives nothing more.
    const follower = createCompensationFollower({ notifications: createNotificationsService({ live: { publish: async () => {} } as never }) });
    const delivered = await orderRow(t.db, placed.uid);
    const before = { ...delivered, orderStatusId: 4 };
    await Promise.all(Array.from({ length: 20 }, () => t.db.transaction((tx) => follower(tx, { before, moved: delivered, at: clock.now() }))));
    expect(await given(placed.id)).toHaveLength(1);
    const credits = await t.db.select().from(walletTransactions).where(eq(walletTransactions.userId, customer.userId));
    expect(credits.map((c) => c.amountPaise)).toEqual([5_000]);
  });

  it('a cancelled order, however late, earns nothing from the late rules', async () => {
    const customer = await makeUser(t.db, 'customer', 'Arjun Das');
    minute = 500;
    const placed = await placeOrder(t, customer.token, store, dish.id);
    await post('store/accept-order', { unique_order_id: placed.uid, preparation_minutes: 15 }, owner);
    minute = 600;
    await post('admin/force-order-move', { unique_order_id: placed.uid, status_id: 6, reason: 'The kitchen closed early' }, admin);
    expect((await orderRow(t.db, placed.uid)).orderStatusId).toBe(6);
    expect(await given(placed.id)).toEqual([]);
  });
});

describe('the rules in the console', () => {
  it('an admin adds, changes and deletes rules, each audited; a given rule is switched off, not deleted', async () => {
    const made = (await post('admin/save-compensation-rule', { name: 'Late by an hour', late_minutes: 60, action: 'WALLET', amount: '100', born_by: 'PARTNER' }, admin)).data;
    expect(made).toMatchObject({ name: 'Late by an hour', late_minutes: 60, action: 'WALLET', amount: '100.00', valid_days: 30, born_by: 'PARTNER', is_active: true, given: 0 });
    const changed = (await post('admin/save-compensation-rule', { id: made.id, name: 'Late by an hour', late_minutes: 45, action: 'WALLET', amount: 80, born_by: 'PARTNER', is_active: false }, admin)).data;
    expect(changed).toMatchObject({ id: made.id, late_minutes: 45, amount: '80.00', is_active: false });

    const rules = (await post('admin/get-compensation-rules', {}, admin)).data as unknown as { id: number; name: string; given: number }[];
    const wallet50 = rules.find((r) => r.name.includes('₹50'));
    expect(wallet50?.given).toBeGreaterThanOrEqual(2);

    expect((await post('admin/delete-compensation-rule', { id: made.id }, admin)).data).toEqual({ outcome: 'DELETED' });
    expect((await post('admin/delete-compensation-rule', { id: wallet50?.id ?? 0 }, admin)).data).toEqual({ outcome: 'DEACTIVATED' });
    const [kept] = await t.db.select().from(compensationRules).where(eq(compensationRules.id, wallet50?.id ?? 0));
    expect(kept?.isActive).toBe(false);
    const audits = (await t.db.select().from(auditLog).where(eq(auditLog.entity, 'compensation_rule'))).map((a) => a.action);
    expect(audits).toEqual(['compensation-rule.create', 'compensation-rule.update', 'compensation-rule.delete', 'compensation-rule.deactivate']);

    // Switched off, it gives nothing: 40 minutes late now earns only the coupon tier.
    const customer = await makeUser(t.db, 'customer', 'Neha Singh');
    const late = await deliveredLate(customer, 700, 40);
    expect((await given(late.id)).map((g) => g.action)).toEqual(['COUPON']);
  });

  it('refuses bad rules, other roles and unknown ids, and changes nothing', async () => {
    const count = async () => (await t.db.select().from(compensationRules)).length;
    const before = await count();
    const bad = [
      { name: 'x', late_minutes: 10, action: 'WALLET', amount: 10, born_by: 'STORE' },
      { name: 'Free money', late_minutes: 10, action: 'WALLET', amount: 0, born_by: 'STORE' },
      { name: 'Negative', late_minutes: -1, action: 'COUPON', amount: 0, born_by: 'STORE' },
      { name: 'Who pays', late_minutes: 10, action: 'COUPON', amount: 0, born_by: 'RIDER' },
      { name: 'Too rich', late_minutes: 10, action: 'WALLET', amount: 5_001, born_by: 'STORE' },
      { name: 'Nul\u0000', late_minutes: 10, action: 'WALLET', amount: 10, born_by: 'STORE' },
    ];
    for (const body of bad) {
      const res = await t.post('admin/save-compensation-rule', body, { token: admin.token });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
    const customer = await makeUser(t.db, 'customer');
    expect((await t.post('admin/save-compensation-rule', { name: 'Mine', late_minutes: 1, action: 'WALLET', amount: 999, born_by: 'STORE' }, { token: customer.token })).statusCode).toBe(403);
    expect((await t.post('admin/get-compensations', {}, { token: owner.token })).statusCode).toBe(403);
    expect((await t.post('admin/save-compensation-rule', { id: 999_999, name: 'Ghost', late_minutes: 1, action: 'WALLET', amount: 1, born_by: 'STORE' }, { token: admin.token })).statusCode).toBe(404);
    expect((await t.post('admin/delete-compensation-rule', { id: 999_999 }, { token: admin.token })).statusCode).toBe(404);
    expect(await count()).toBe(before);
    expect(await t.db.select().from(orders).where(eq(orders.userId, customer.userId))).toEqual([]);
  });

  it("a rule at the partner's cost comes off his earnings and his payout", async () => {
    const rule = (await post('admin/save-compensation-rule', { name: 'Late by 45 minutes: the rider pays ₹20', late_minutes: 45, action: 'WALLET', amount: 20, born_by: 'PARTNER' }, admin)).data;
    const before = await payee('PARTNER', rider.userId);
    const customer = await makeUser(t.db, 'customer', 'Vikram Rao');
    const late = await deliveredLate(customer, 900, 50);
    expect((await given(late.id)).map((g) => [g.ruleId, g.amountPaise, g.bornBy, g.deliveryUserId])).toEqual([[rule.id, 2_000, 'PARTNER', rider.userId]]);
    const earnings = (await post('delivery/get-earnings', {}, rider)).data as { today: Record<string, string>; orders: Record<string, string>[] };
    const row = earnings.orders.find((o) => o.unique_order_id === late.uid);
    expect(row).toMatchObject({ deduction: '20.00' });
    expect(Math.round(Number(row?.earnings) * 100)).toBe(Math.round((Number(row?.commission) + Number(row?.tip)) * 100) - 2_000);
    expect(Number(earnings.today.deductions)).toBeGreaterThanOrEqual(20);
    const after = await payee('PARTNER', rider.userId);
    expect(Math.round((Number(after.period.compensations) - Number(before.period.compensations)) * 100)).toBe(2_000);
  });
});
