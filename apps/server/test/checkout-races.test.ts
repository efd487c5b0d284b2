import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, couponRedemptions, coupons, deliverySlotBookings, deliverySlots, orders, stores, users, walletTransactions } from '../src/db/schema';
import { locationAt, plainItems, pointNorthOf, predictableRestaurant, registerCustomer, walletOf, type ItemRow, type StoreRow } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

/** "Race" = 20 or more parallel requests in one burst where one user can race itself (SECURITY). */
let t: TestApp;
let store: StoreRow;
let dish: ItemRow;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.update(cities).set({ isSurgEnabled: false });
  store = await predictableRestaurant(t.db);
  [dish] = (await plainItems(t.db, store.id, [20_000])) as [ItemRow];
});
afterAll(async () => t.close());

const body = (extra: Record<string, unknown> = {}) => ({
  order: [{ id: dish.id, quantity: 1, selectedaddons: [] }],
  location: locationAt(pointNorthOf(store, 1)),
  method: 'COD',
  delivery_type: 1,
  ...extra,
});
const customers = (n: number) => Promise.all(Array.from({ length: n }, () => registerCustomer(t.post)));

describe('coupons in a race (SECURITY 7)', () => {
  it('a once-per-user coupon is redeemed once by one user racing 20 orders', async () => {
    const [c] = await t.db.insert(coupons).values({ code: 'RACEONCE', discountType: 'AMOUNT', discountAmountPaise: 5000, maxUsesPerUser: 1 }).returning();
    const me = (await customers(1))[0];
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.post('place-order', body({ coupon: { code: 'raceonce' } }), { token: me?.token ?? '' })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode !== 200).every((a) => a.json<{ code: string }>().code === 'COUPON_INVALID')).toBe(true);
    const uses = await t.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, c?.id ?? 0));
    expect(uses).toHaveLength(1);
  });

  it('a new-users-only coupon goes to one of a new user\'s racing orders; the rest see an old customer (ADR 0021)', async () => {
    const [c] = await t.db.insert(coupons).values({ code: 'RACENEW', discountType: 'AMOUNT', discountAmountPaise: 5000, firstOrderOnly: true }).returning();
    const me = (await customers(1))[0];
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.post('place-order', body({ coupon: { code: 'RACENEW' } }), { token: me?.token ?? '' })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.json<{ code: string }>().code)).toEqual(Array.from({ length: 9 }, () => 'COUPON_INVALID'));
    const uses = await t.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, c?.id ?? 0));
    expect(uses).toHaveLength(1);
    const placed = await t.db.select().from(orders).where(eq(orders.userId, me?.userId ?? 0));
    expect(placed.map((o) => o.couponCode)).toEqual(['RACENEW']);
    // An order without the coupon racing one with it: whichever commits first, the coupon is never granted after it.
    const other = (await customers(1))[0];
    const pair = await Promise.all([
      t.post('place-order', body(), { token: other?.token ?? '' }),
      t.post('place-order', body({ coupon: { code: 'RACENEW' } }), { token: other?.token ?? '' }),
    ]);
    const theirs = await t.db.select().from(orders).where(eq(orders.userId, other?.userId ?? 0)).orderBy(orders.id);
    expect(pair[0].statusCode).toBe(200);
    const withCoupon = theirs.filter((o) => o.couponCode === 'RACENEW');
    if (pair[1].statusCode === 200) {
      // Granted only as the first order: ids are drawn after the user's row is locked, so in commit order.
      expect(withCoupon).toHaveLength(1);
      expect(theirs[0]?.couponCode).toBe('RACENEW');
    } else {
      expect(pair[1].json<{ code: string }>().code).toBe('COUPON_INVALID');
      expect(withCoupon).toHaveLength(0);
    }
  });

  it('a coupon limited to 3 uses in all is redeemed exactly 3 times by 20 users at once', async () => {
    const [c] = await t.db.insert(coupons).values({ code: 'RACETHREE', discountType: 'PERCENTAGE', discountPercent: 10, maxUsesTotal: 3 }).returning();
    const people = await customers(20);
    const answers = await Promise.all(people.map((p) => t.post('place-order', body({ coupon: { code: 'RACETHREE' } }), { token: p.token })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, c?.id ?? 0));
    expect(row?.usedCount).toBe(3);
    // 10 % of 200.00 = 20.00 off: 200 − 20 + 10 + 30 = 220.00
    const ok = answers.find((a) => a.statusCode === 200)?.json<{ data: { bill: { coupon_discount: string; total: string } } }>();
    expect(ok?.data.bill).toMatchObject({ coupon_discount: '20.00', total: '220.00' });
  });

  it('refuses expired, not-yet-valid, other-store and unknown coupons; MINSUBTOTAL names the amount (SECURITY 8)', async () => {
    const past = new Date(Date.now() - 86_400_000);
    const future = new Date(Date.now() + 86_400_000);
    const [other] = await t.db.select().from(stores).where(sql`${stores.id} <> ${store.id}`).limit(1);
    const [scoped] = await t.db.insert(coupons).values([
      { code: 'OLDCODE', discountType: 'AMOUNT', discountAmountPaise: 1000, expiresAt: past },
      { code: 'SOONCODE', discountType: 'AMOUNT', discountAmountPaise: 1000, startsAt: future },
      { code: 'OTHERSTORE', discountType: 'AMOUNT', discountAmountPaise: 1000 },
      { code: 'BIGBASKET', discountType: 'AMOUNT', discountAmountPaise: 1000, minSubtotalPaise: 59_900 },
    ]).returning();
    void scoped;
    const [otherCoupon] = await t.db.select().from(coupons).where(eq(coupons.code, 'OTHERSTORE'));
    await t.db.execute(sql`insert into coupon_stores (coupon_id, store_id) values (${otherCoupon?.id ?? 0}, ${other?.id ?? 0})`);
    const me = (await customers(1))[0];
    for (const code of ['OLDCODE', 'SOONCODE', 'OTHERSTORE', 'GUESSED123']) {
      const res = await t.post('place-order', body({ coupon: { code } }), { token: me?.token ?? '' });
      expect(res.statusCode, code).toBe(422);
      expect(res.json(), code).toMatchObject({ code: 'COUPON_INVALID', message: 'This coupon you applied is invalid or has expired' });
    }
    const min = await t.post('place-order', body({ coupon: { code: 'BIGBASKET' } }), { token: me?.token ?? '' });
    expect(min.json()).toMatchObject({ code: 'COUPON_INVALID', type: 'MINSUBTOTAL', message: 'Add items worth ₹599.00 or more to use BIGBASKET' });
  });
});

describe('wallet in a race (SECURITY 9)', () => {
  it('20 orders each paying with the whole balance never take it below zero', async () => {
    const me = (await customers(1))[0];
    const userId = me?.userId ?? 0;
    await t.db.update(users).set({ walletBalancePaise: 50_000 }).where(eq(users.id, userId));
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.post('place-order', body({ partial_wallet: true }), { token: me?.token ?? '' })));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const debits = await t.db.select().from(walletTransactions).where(eq(walletTransactions.userId, userId));
    const taken = debits.reduce((sum, d) => sum + d.amountPaise, 0);
    // Each order costs 240.00: two take 240.00 each, the third the last 20.00, the rest nothing.
    expect(taken).toBe(50_000);
    expect(debits.map((d) => d.amountPaise).sort((a, b) => b - a)).toEqual([24_000, 24_000, 2_000]);
    expect(await walletOf(t.db, userId)).toBe(0);
    const paid = await t.db.select({ wallet: orders.walletPaidPaise, payable: orders.payablePaise }).from(orders).where(eq(orders.userId, userId));
    expect(paid.reduce((s, o) => s + o.wallet, 0)).toBe(50_000);
    expect(paid.every((o) => o.wallet + o.payable === 24_000)).toBe(true);
  });

  it('WALLET as the method needs a balance that covers the bill', async () => {
    const me = (await customers(1))[0];
    const res = await t.post('place-order', body({ method: 'WALLET' }), { token: me?.token ?? '' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'WALLET_INSUFFICIENT' });
  });
});

describe('delivery slots in a race (SECURITY 11)', () => {
  it('the last places of a slot are never overbooked', async () => {
    await t.db.update(stores).set({ isFresh: true }).where(eq(stores.id, store.id));
    const [slot] = await t.db.insert(deliverySlots).values({ storeId: store.id, name: 'Slot 9 : 11:30 PM - 12:30 AM', startsAt: '23:30', endsAt: '23:59', capacity: 2 }).returning();
    const people = await customers(20);
    const answers = await Promise.all(people.map((p) => t.post('place-order', body({ slot_id: slot?.id }), { token: p.token })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json<{ code: string }>().code === 'SLOT_FULL')).toBe(true);
    const bookings = await t.db.select().from(deliverySlotBookings).where(eq(deliverySlotBookings.slotId, slot?.id ?? 0));
    expect(bookings.reduce((s, b) => s + b.booked, 0)).toBe(2);
    const ok = answers.find((a) => a.statusCode === 200)?.json<{ data: { orderstatus_id: number; slot: { name: string } } }>();
    expect(ok?.data).toMatchObject({ orderstatus_id: 10, slot: { name: 'Slot 9 : 11:30 PM - 12:30 AM' } });
    await t.db.update(stores).set({ isFresh: false }).where(eq(stores.id, store.id));
  });
});
