import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, coupons, notifications, orders, pushSubscriptions, rewards, settings, users, walletTransactions } from '../src/db/schema';
import { createRecordingPushSender } from '../src/modules/push/push-sender';
import type { LiveEvents } from '../src/realtime/live-events';
import { createNotificationsService } from '../src/modules/notifications/notifications.service';
import { createRewardFollower } from '../src/modules/rewards/reward-follower';
import { plainItems, predictableRestaurant, walletOf, type ItemRow, type StoreRow } from './fixtures';
import { createTestApp, type TestApp } from './helpers';
import { makeOwner, makeRider, makeUser, orderRow, placeOrder, type Person } from './life-fixtures';

/** Scratch cards (SPEC §2 /account/rewards, ADR 0018): earned on delivery, scratched exactly once, taken back. */
let t: TestApp;
let store: StoreRow;
let dish: ItemRow;
let cheap: ItemRow;
let owner: Person;
let rider: Person;
const sender = createRecordingPushSender();

type Json = Record<string, unknown>;
interface Card {
  id: number;
  title: string;
  state: string;
  is_seen: boolean;
  expires_at: string | null;
  won: null | { kind: string; amount: string; code?: string };
}

beforeAll(async () => {
  t = await createTestApp({ pushSender: sender });
  await t.db.update(cities).set({ isSurgEnabled: false });
  store = await predictableRestaurant(t.db, {});
  [dish, cheap] = (await plainItems(t.db, store.id, [25_000, 5_000])) as [ItemRow, ItemRow];
  owner = await makeOwner(t.db, [store.id]);
  rider = await makeRider(t.db, [store.id]);
});
afterAll(async () => t.close());

async function setRule(values: Record<string, string>): Promise<void> {
  for (const [key, value] of Object.entries(values)) await t.db.update(settings).set({ value }).where(eq(settings.key, key));
}

/** Places an order and moves it to Delivered through the real moves (store, rider, PIN). */
async function deliver(customer: Person, itemId = dish.id): Promise<{ uid: string; id: number }> {
  const placed = await placeOrder(t, customer.token, store, itemId);
  for (const [name, token] of [['store/accept-order', owner.token], ['delivery/accept-to-deliver', rider.token], ['delivery/pickedup-order', rider.token]] as const) {
    const res = await t.post(name, { unique_order_id: placed.uid }, { token });
    if (res.statusCode !== 200) throw new Error(`${name}: ${res.body}`);
  }
  const done = await t.post('delivery/deliver-order', { unique_order_id: placed.uid, delivery_pin: placed.pin }, { token: rider.token });
  if (done.statusCode !== 200) throw new Error(`deliver: ${done.body}`);
  return { uid: placed.uid, id: placed.id };
}

const cardsOf = async (who: Person) => (await t.post('get-rewards', {}, { token: who.token })).json<{ data: Card[] }>().data;
const cardRow = async (orderId: number) => (await t.db.select().from(rewards).where(eq(rewards.orderId, orderId)))[0];
const ledgerOf = (userId: number) => t.db.select().from(walletTransactions).where(eq(walletTransactions.userId, userId)).orderBy(walletTransactions.id);
const userInfo = async (who: Person) => (await t.post('update-user-info', {}, { token: who.token })).json<{ data: { rewards: number; unseen_rewards: number } }>().data;

describe('earning on delivery', () => {
  it('a delivered order at the minimum earns one card, told in-app and by push; its content stays hidden', async () => {
    await setRule({ scratchCardCouponChance: '0', scratchCardMinAmount: '30', scratchCardMaxAmount: '30' });
    const customer = await makeUser(t.db, 'customer');
    await t.db.insert(pushSubscriptions).values({ userId: customer.userId, endpoint: `https://fcm.googleapis.com/fcm/send/reward-${customer.userId}`, p256dh: 'p', auth: 'a' });
    sender.sent.length = 0;
    const order = await deliver(customer);
    expect(await cardRow(order.id)).toMatchObject({ userId: customer.userId, kind: 'WALLET', amountPaise: 3_000, isScratched: false, reversedAt: null });

    const cards = await cardsOf(customer);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ state: 'new', is_seen: false, won: null, title: `Scratch card from your ${store.name} order` });
    // Never before the scratch: no amount anywhere in the answer.
    expect(JSON.stringify(cards)).not.toMatch(/30\.00|3000|WALLET/);
    expect(Date.parse(cards[0]?.expires_at ?? '') - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(await userInfo(customer)).toMatchObject({ rewards: 1, unseen_rewards: 1 });

    const alerts = await t.db.select().from(notifications).where(and(eq(notifications.userId, customer.userId), eq(notifications.clickAction, '/account/rewards')));
    expect(alerts.map((a) => a.title)).toEqual(['You won a scratch card']);
    await t.app.pushIdle();
    expect(sender.sent.filter((p) => p.message.url === '/account/rewards').map((p) => p.message.title)).toEqual(['You won a scratch card']);
  });

  it('earns nothing below the minimum order, when switched off, and never twice for one order', async () => {
    const customer = await makeUser(t.db, 'customer');
    await setRule({ scratchCardMinOrderAmount: '5000' });
    const small = await deliver(customer);
    expect(await cardRow(small.id)).toBeUndefined();
    await setRule({ scratchCardMinOrderAmount: '199', scratchCardEnabled: 'false' });
    const off = await deliver(customer);
    expect(await cardRow(off.id)).toBeUndefined();
    await setRule({ scratchCardEnabled: 'true' });
    const once = await deliver(customer);
    expect(await t.db.select().from(rewards).where(eq(rewards.orderId, once.id))).toHaveLength(1);
    expect(await cardsOf(customer)).toHaveLength(1);
  });

  it('a card can hold a personal coupon that only its owner may apply, once scratched', async () => {
    await setRule({ scratchCardCouponChance: '100', scratchCardMinAmount: '40', scratchCardMaxAmount: '40' });
    const customer = await makeUser(t.db, 'customer');
    const stranger = await makeUser(t.db, 'customer');
    const order = await deliver(customer);
    const row = await cardRow(order.id);
    expect(row).toMatchObject({ kind: 'COUPON', isScratched: false });
    const [coupon] = await t.db.select().from(coupons).where(eq(coupons.id, row?.couponId ?? -1));
    expect(coupon).toMatchObject({ ownerUserId: customer.userId, isActive: false, isPublic: false, discountAmountPaise: 4_000, maxUsesTotal: 1 });
    const apply = (who: Person) => t.post('apply-coupon', { coupon: coupon?.code, restaurant_id: store.id, subtotal: '500.00' }, { token: who.token });
    expect((await apply(customer)).statusCode).toBe(422);

    const scratched = await t.post('scratch-reward', { id: row?.id }, { token: customer.token });
    expect(scratched.statusCode, scratched.body).toBe(200);
    expect(scratched.json()).toMatchObject({ already: false, data: { state: 'scratched', won: { kind: 'COUPON', amount: '40.00', code: coupon?.code, min_subtotal: '199.00' } } });
    expect((await apply(customer)).json()).toMatchObject({ success: true, code: coupon?.code, appliedAmount: '40.00' });
    const refused = await apply(stranger);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'COUPON_INVALID', message: 'This coupon you applied is invalid or has expired' });
    const listed = async (who: Person | null) =>
      (await t.post('get-coupons', { restaurant_id: store.id, subtotal: '500.00' }, who ? { token: who.token } : {})).json<{ coupons: { code: string }[] }>().coupons.map((c) => c.code);
    expect(await listed(customer)).toContain(coupon?.code);
    expect(await listed(stranger)).not.toContain(coupon?.code);
    expect(await listed(null)).not.toContain(coupon?.code);
    expect(await walletOf(t.db, customer.userId)).toBe(0);
    await setRule({ scratchCardCouponChance: '0' });
  });
});

describe('scratching', () => {
  it('credits the wallet once with a ledger row; a second call says already and credits nothing', async () => {
    await setRule({ scratchCardMinAmount: '25', scratchCardMaxAmount: '25' });
    const customer = await makeUser(t.db, 'customer');
    const order = await deliver(customer);
    const id = (await cardRow(order.id))?.id;
    const first = await t.post('scratch-reward', { id }, { token: customer.token });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ success: true, already: false, data: { id, state: 'scratched', won: { kind: 'WALLET', amount: '25.00' } } });
    const again = await t.post('scratch-reward', { id }, { token: customer.token });
    expect(again.json()).toMatchObject({ success: true, already: true, data: { state: 'scratched', won: { kind: 'WALLET', amount: '25.00' } } });
    expect(await walletOf(t.db, customer.userId)).toBe(2_500);
    const ledger = await ledgerOf(customer.userId);
    expect(ledger.map((r) => [r.type, r.amountPaise, r.balanceAfterPaise, r.reason, r.orderId])).toEqual([['CREDIT', 2_500, 2_500, 'Scratch card reward', order.id]]);
    const wallet = (await t.post('get-wallet-transactions', {}, { token: customer.token })).json<{ data: Json[] }>();
    expect(wallet.data[0]).toMatchObject({ type: 'CREDIT', amount: '25.00', reason: 'Scratch card reward', unique_order_id: order.uid });
    expect(await userInfo(customer)).toMatchObject({ rewards: 0, unseen_rewards: 0 });
  });

  it('race: 20 scratches of one card at once credit it exactly once', async () => {
    await setRule({ scratchCardMinAmount: '17', scratchCardMaxAmount: '17' });
    const customer = await makeUser(t.db, 'customer');
    await t.db.update(users).set({ walletBalancePaise: 1_000 }).where(eq(users.id, customer.userId));
    const order = await deliver(customer);
    const id = (await cardRow(order.id))?.id;
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.post('scratch-reward', { id }, { token: customer.token })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const already = answers.map((a) => a.json<{ already: boolean }>().already);
    expect(already.filter((a) => !a)).toHaveLength(1);
    for (const a of answers) expect(a.json()).toMatchObject({ data: { won: { kind: 'WALLET', amount: '17.00' } } });
    expect(await walletOf(t.db, customer.userId)).toBe(2_700);
    expect((await ledgerOf(customer.userId)).filter((r) => r.reason === 'Scratch card reward')).toHaveLength(1);
  });

  it('an expired or withdrawn card cannot be scratched', async () => {
    const customer = await makeUser(t.db, 'customer');
    const [expired, withdrawn] = await t.db
      .insert(rewards)
      .values([
        { userId: customer.userId, title: 'Old card', amountPaise: 5_000, expiresAt: new Date(Date.now() - 1_000) },
        { userId: customer.userId, title: 'Withdrawn card', amountPaise: 5_000, reversedAt: new Date(), expiresAt: new Date(Date.now() + 86_400_000) },
      ])
      .returning();
    const a = await t.post('scratch-reward', { id: expired?.id }, { token: customer.token });
    expect([a.statusCode, a.json<{ code: string }>().code]).toEqual([409, 'REWARD_EXPIRED']);
    const b = await t.post('scratch-reward', { id: withdrawn?.id }, { token: customer.token });
    expect([b.statusCode, b.json<{ code: string }>().code]).toEqual([409, 'REWARD_WITHDRAWN']);
    expect(await walletOf(t.db, customer.userId)).toBe(0);
    expect((await cardsOf(customer)).map((c) => [c.title, c.state, c.won])).toEqual([
      ['Withdrawn card', 'reversed', null],
      ['Old card', 'expired', null],
    ]);
    expect(await userInfo(customer)).toMatchObject({ rewards: 0, unseen_rewards: 0 });
  });
});

describe('taking back what a cancelled or refunded order earned (in the move transaction)', () => {
  const follower = createRewardFollower({ notifications: createNotificationsService({ live: { record: async () => ({ type: 'notification.new' }) } as unknown as LiveEvents }) });
  /** What a move does: the order row changes and the follower runs, in one transaction. */
  async function move(uid: string, change: Partial<typeof orders.$inferInsert>, thenFail = false) {
    const before = await orderRow(t.db, uid);
    await t.db
      .transaction(async (tx) => {
        const [moved] = await tx.update(orders).set(change).where(eq(orders.id, before.id)).returning();
        if (!moved) throw new Error('no order');
        await follower(tx, { before, moved, at: new Date() });
        if (thenFail) throw new Error('rolled back');
      })
      .catch((error: unknown) => {
        if (!thenFail) throw error;
      });
  }

  it('withdraws an unscratched card when its order is cancelled', async () => {
    const customer = await makeUser(t.db, 'customer');
    const order = await deliver(customer);
    await move(order.uid, { orderStatusId: 6, cancelledAt: new Date() });
    expect((await cardRow(order.id))?.reversedAt).toBeInstanceOf(Date);
    expect((await cardsOf(customer))[0]).toMatchObject({ state: 'reversed', won: null });
    expect(await ledgerOf(customer.userId)).toEqual([]);
  });

  it('takes a scratched wallet card back on refund, never below a zero balance, and once', async () => {
    await setRule({ scratchCardMinAmount: '30', scratchCardMaxAmount: '30' });
    const customer = await makeUser(t.db, 'customer');
    const order = await deliver(customer);
    const id = (await cardRow(order.id))?.id;
    await t.post('scratch-reward', { id }, { token: customer.token });
    expect(await walletOf(t.db, customer.userId)).toBe(3_000);
    // A failing move leaves everything as it was (same transaction).
    await move(order.uid, { refundedPaise: 1_000 }, true);
    expect(await walletOf(t.db, customer.userId)).toBe(3_000);
    expect((await cardRow(order.id))?.reversedAt).toBeNull();
    // Spent ₹18 of it: only the ₹12 left can be taken back.
    await t.db.update(users).set({ walletBalancePaise: 1_200 }).where(eq(users.id, customer.userId));
    await move(order.uid, { refundedPaise: 1_000 });
    await move(order.uid, { orderStatusId: 6 });
    expect(await walletOf(t.db, customer.userId)).toBe(0);
    const back = (await ledgerOf(customer.userId)).filter((r) => r.type === 'DEBIT');
    expect(back.map((r) => [r.amountPaise, r.balanceAfterPaise, r.reason])).toEqual([[1_200, 0, `Scratch card reward taken back: order ${order.uid} refunded`]]);
    expect((await cardsOf(customer))[0]).toMatchObject({ state: 'reversed', won: { kind: 'WALLET', amount: '30.00' } });
    expect((await t.post('scratch-reward', { id }, { token: customer.token })).json()).toMatchObject({ already: true });
  });

  it('race: scratches against the cancellation never leave the reward both credited and withdrawn', async () => {
    await setRule({ scratchCardMinAmount: '20', scratchCardMaxAmount: '20' });
    for (let round = 0; round < 4; round += 1) {
      const customer = await makeUser(t.db, 'customer');
      await t.db.update(users).set({ walletBalancePaise: 5_000 }).where(eq(users.id, customer.userId));
      const order = await deliver(customer);
      const id = (await cardRow(order.id))?.id;
      const scratches = Array.from({ length: 5 }, () => t.post('scratch-reward', { id }, { token: customer.token }));
      const [answers] = await Promise.all([Promise.all(scratches), move(order.uid, { orderStatusId: 6, cancelledAt: new Date() })]);
      const card = await cardRow(order.id);
      expect(card?.reversedAt).toBeInstanceOf(Date);
      const ledger = await ledgerOf(customer.userId);
      const credits = ledger.filter((r) => r.reason === 'Scratch card reward');
      const debits = ledger.filter((r) => r.type === 'DEBIT');
      // Either the scratch won (credited once, then taken back) or the withdrawal did (nothing moved).
      expect(credits.length).toBe(card?.isScratched ? 1 : 0);
      expect(debits.length).toBe(card?.isScratched ? 1 : 0);
      expect(await walletOf(t.db, customer.userId)).toBe(5_000);
      expect(answers.filter((a) => a.statusCode === 200 && !a.json<{ already: boolean }>().already).length).toBe(card?.isScratched ? 1 : 0);
      for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    }
  });

  it('switches a scratched, unused personal coupon off', async () => {
    await setRule({ scratchCardCouponChance: '100' });
    const customer = await makeUser(t.db, 'customer');
    const order = await deliver(customer);
    const card = await cardRow(order.id);
    await t.post('scratch-reward', { id: card?.id }, { token: customer.token });
    await move(order.uid, { orderStatusId: 6, cancelledAt: new Date() });
    const [coupon] = await t.db.select().from(coupons).where(eq(coupons.id, card?.couponId ?? -1));
    expect(coupon?.isActive).toBe(false);
    expect((await t.post('apply-coupon', { coupon: coupon?.code, restaurant_id: store.id, subtotal: '500.00' }, { token: customer.token })).statusCode).toBe(422);
    await setRule({ scratchCardCouponChance: '0' });
  });

  it('a cancellation before delivery has nothing to take back', async () => {
    const customer = await makeUser(t.db, 'customer');
    const placed = await placeOrder(t, customer.token, store, cheap.id);
    expect((await t.post('cancel-order', { unique_order_id: placed.uid }, { token: customer.token })).statusCode).toBe(200);
    expect(await cardRow(placed.id)).toBeUndefined();
  });
});

describe('seen marking, access and input', () => {
  it('marks only the caller’s own cards seen', async () => {
    const customer = await makeUser(t.db, 'customer');
    const stranger = await makeUser(t.db, 'customer');
    const [mine, theirs] = await t.db
      .insert(rewards)
      .values([
        { userId: customer.userId, title: 'Mine', amountPaise: 1_000, expiresAt: new Date(Date.now() + 86_400_000) },
        { userId: stranger.userId, title: 'Theirs', amountPaise: 1_000, expiresAt: new Date(Date.now() + 86_400_000) },
      ])
      .returning();
    expect(await userInfo(customer)).toMatchObject({ rewards: 1, unseen_rewards: 1 });
    const res = await t.post('mark-rewards-seen', { ids: [mine?.id, theirs?.id, mine?.id] }, { token: customer.token });
    expect(res.json()).toEqual({ success: true, marked: 1 });
    expect(await userInfo(customer)).toMatchObject({ rewards: 1, unseen_rewards: 0 });
    expect(await userInfo(stranger)).toMatchObject({ unseen_rewards: 1 });
    expect((await cardsOf(customer))[0]).toMatchObject({ is_seen: true, state: 'new' });
  });

  it('needs a customer login (401/403) and answers 404 for another user’s card', async () => {
    const customer = await makeUser(t.db, 'customer');
    const stranger = await makeUser(t.db, 'customer');
    const [card] = await t.db.insert(rewards).values({ userId: customer.userId, title: 'Mine', amountPaise: 1_000, expiresAt: new Date(Date.now() + 86_400_000) }).returning();
    for (const name of ['get-rewards', 'scratch-reward', 'mark-rewards-seen']) expect((await t.post(name, { id: card?.id, ids: [card?.id] })).statusCode).toBe(401);
    expect((await t.post('scratch-reward', { id: card?.id }, { token: rider.token })).statusCode).toBe(403);
    const other = await t.post('scratch-reward', { id: card?.id }, { token: stranger.token });
    expect([other.statusCode, other.json<{ code: string }>().code]).toEqual([404, 'NOT_FOUND']);
    expect(await walletOf(t.db, stranger.userId)).toBe(0);
    expect(await cardsOf(stranger)).toEqual([]);
  });

  it('refuses bad input with a 4xx, never a 500', async () => {
    const customer = await makeUser(t.db, 'customer');
    for (const body of [{}, { id: 0 }, { id: -1 }, { id: 1.5 }, { id: 'abc' }, { id: 2 ** 40 }, { id: [1] }]) {
      const res = await t.post('scratch-reward', body, { token: customer.token });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
    }
    for (const body of [{}, { ids: [] }, { ids: 'x' }, { ids: Array.from({ length: 51 }, (_, i) => i + 1) }]) {
      expect((await t.post('mark-rewards-seen', body, { token: customer.token })).statusCode).toBe(400);
    }
    expect((await t.post('scratch-reward', { id: 2_000_000_000 }, { token: customer.token })).statusCode).toBe(404);
  });
});

describe('the demo customer’s welcome card', () => {
  it('scratches into the wallet without an order', async () => {
    const { token, userId } = await t.login('customer@demo.keka.in', 'customer123');
    const cards = (await t.post('get-rewards', {}, { token })).json<{ data: Card[] }>().data;
    expect(cards.map((c) => [c.title, c.state])).toEqual([['Scratch card for joining Keka', 'new']]);
    const before = await walletOf(t.db, userId);
    const res = await t.post('scratch-reward', { id: cards[0]?.id }, { token });
    expect(res.json()).toMatchObject({ already: false, data: { won: { kind: 'WALLET', amount: '25.00' } } });
    expect(await walletOf(t.db, userId)).toBe(before + 2_500);
  });
});
