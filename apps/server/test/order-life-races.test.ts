import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, deliveryAssignments, liveEvents, orderStatusHistory, users, walletTransactions } from '../src/db/schema';
import { plainItems, predictableRestaurant, walletOf, type ItemRow, type StoreRow } from './fixtures';
import { createTestApp, type TestApp } from './helpers';
import { makeOwner, makeRider, makeUser, orderRow, placeOrder, type Person } from './life-fixtures';

/** "Race" = 20 or more parallel requests in one burst (SECURITY); meaningful on PostgreSQL (ADR 0005). */
let t: TestApp;
let store: StoreRow;
let dish: ItemRow;
let owner: Person;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.update(cities).set({ isSurgEnabled: false });
  store = await predictableRestaurant(t.db);
  [dish] = (await plainItems(t.db, store.id, [20_000])) as [ItemRow];
  owner = await makeOwner(t.db, [store.id]);
});
afterAll(async () => t.close());

describe('accept-to-deliver: first wins', () => {
  it('20 riders accepting one order at once: exactly one wins, 19 hear ALREADY_ACCEPTED', async () => {
    const riders = await Promise.all(Array.from({ length: 20 }, () => makeRider(t.db, [store.id])));
    const customer = await makeUser(t.db, 'customer');
    const placed = await placeOrder(t, customer.token, store, dish.id);
    expect((await t.post('store/accept-order', { unique_order_id: placed.uid }, { token: owner.token })).statusCode).toBe(200);
    const answers = await Promise.all(riders.map((r) => t.post('delivery/accept-to-deliver', { unique_order_id: placed.uid }, { token: r.token })));
    const winners = answers.filter((a) => a.statusCode === 200);
    expect(winners).toHaveLength(1);
    const losers = answers.filter((a) => a.statusCode !== 200);
    expect(losers.map((a) => a.statusCode)).toEqual(Array(19).fill(409));
    expect(new Set(losers.map((a) => a.json<{ code: string; message: string }>().message))).toEqual(new Set(['This order was already accepted by another delivery partner']));
    const winner = riders[answers.indexOf(winners[0] ?? answers[0]!)];
    const row = await orderRow(t.db, placed.uid);
    expect(row).toMatchObject({ orderStatusId: 3, deliveryUserId: winner?.userId });
    const assignments = await t.db.select().from(deliveryAssignments).where(eq(deliveryAssignments.orderId, placed.id));
    expect(assignments.map((a) => a.deliveryUserId)).toEqual([winner?.userId]);
    const moves = await t.db.select().from(orderStatusHistory).where(and(eq(orderStatusHistory.orderId, placed.id), eq(orderStatusHistory.toStatusId, 3)));
    expect(moves).toHaveLength(1);
    const closed = await t.db.select().from(liveEvents).where(and(eq(liveEvents.orderId, placed.id), eq(liveEvents.type, 'order.offer_closed')));
    expect(closed).toHaveLength(1);
  });
});

describe('customer cancel racing the store accept', () => {
  it('exactly one of them wins, every time; the refund happens once and only when the cancel won', async () => {
    const outcomes = { cancelled: 0, accepted: 0 };
    for (let round = 0; round < 8; round += 1) {
      const customer = await makeUser(t.db, 'customer');
      await t.db.update(users).set({ walletBalancePaise: 5_000 }).where(eq(users.id, customer.userId));
      const placed = await placeOrder(t, customer.token, store, dish.id, { partial_wallet: true });
      expect(await walletOf(t.db, customer.userId)).toBe(0);
      const cancel = t.post('cancel-order', { unique_order_id: placed.uid }, { token: customer.token });
      const accept = t.post('store/accept-order', { unique_order_id: placed.uid }, { token: owner.token });
      const [c, a] = round % 2 === 0 ? await Promise.all([cancel, accept]) : (await Promise.all([accept, cancel])).reverse();
      expect([c?.statusCode, a?.statusCode].sort()).toEqual([200, 409]);
      const row = await orderRow(t.db, placed.uid);
      const credits = await t.db.select().from(walletTransactions).where(and(eq(walletTransactions.userId, customer.userId), eq(walletTransactions.type, 'CREDIT')));
      if (c?.statusCode === 200) {
        outcomes.cancelled += 1;
        expect(row.orderStatusId).toBe(6);
        expect(credits.map((x) => x.amountPaise)).toEqual([5_000]);
        expect(await walletOf(t.db, customer.userId)).toBe(5_000);
      } else {
        outcomes.accepted += 1;
        expect(row.orderStatusId).toBe(2);
        expect(credits).toEqual([]);
        expect(await walletOf(t.db, customer.userId)).toBe(0);
      }
      expect((await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, placed.id))).length).toBe(2);
    }
    expect(outcomes.cancelled + outcomes.accepted).toBe(8);
  });

  it('20 cancels and 20 declines of one order at once: one wins, one refund', async () => {
    const customer = await makeUser(t.db, 'customer');
    await t.db.update(users).set({ walletBalancePaise: 100_000 }).where(eq(users.id, customer.userId));
    const placed = await placeOrder(t, customer.token, store, dish.id, { method: 'WALLET' });
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => t.post('cancel-order', { unique_order_id: placed.uid }, { token: customer.token })),
      ...Array.from({ length: 20 }, () => t.post('store/decline-order', { unique_order_id: placed.uid, reason: 'Kitchen closed' }, { token: owner.token })),
    ]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(39);
    const credits = await t.db.select().from(walletTransactions).where(and(eq(walletTransactions.userId, customer.userId), eq(walletTransactions.type, 'CREDIT')));
    // 200.00 + 10.00 + 30.00 paid from the wallet, given back once.
    expect(credits.map((x) => x.amountPaise)).toEqual([24_000]);
    expect(await walletOf(t.db, customer.userId)).toBe(100_000);
    expect((await orderRow(t.db, placed.uid)).refundedPaise).toBe(24_000);
  });
});
