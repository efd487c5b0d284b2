import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, cities, deliverySlotBookings, deliverySlots, notifications, orderStatusHistory, orders, paymentWebhookEvents, payments, stores, users } from '../src/db/schema';
import type { DevGateway } from '../src/modules/payments/dev-gateway';
import type { OnlineGateway } from '../src/modules/payments/gateway';
import { locationAt, plainItems, pointNorthOf, predictableRestaurant, registerCustomer, walletOf, type ItemRow, type StoreRow } from './fixtures';
import { makeAdmin } from './admin-fixtures';
import { createTestApp, type TestApp } from './helpers';

/**
 * Issue 33 with the development gateways (each provider's own webhook format and signature): an order
 * paid online waits for its money, reaches the store only on a verified payment, expires unpaid once,
 * and no forged, tampered, stale or replayed delivery changes anything.
 */
let now = new Date('2026-12-02T10:00:00Z');
const clock = { now: () => now };
let t: TestApp;
let store: StoreRow;
let burger: ItemRow;
let customer: { token: string; userId: number };

beforeAll(async () => {
  t = await createTestApp({ clock });
  await t.db.update(cities).set({ isSurgEnabled: false });
});
afterAll(async () => t.close());
beforeEach(async () => {
  now = new Date('2026-12-02T10:00:00Z');
  store = await predictableRestaurant(t.db);
  [burger] = (await plainItems(t.db, store.id, [20_000])) as [ItemRow];
  customer = await registerCustomer(t.post);
});

const dev = (code: OnlineGateway): DevGateway => {
  const gateway = t.app.paymentGateways.dev.get(code);
  if (!gateway) throw new Error(`no development ${code}`);
  return gateway;
};
const orderBody = (method: string, extra: Record<string, unknown> = {}) => ({
  order: [{ id: burger.id, quantity: 2, selectedaddons: [] }],
  location: locationAt(pointNorthOf(store, 1)),
  method,
  delivery_type: 1,
  ...extra,
});
type State = { data: { orderstatus_id: number; pay_by: string | null; amount: string; attempt: { id: number; gateway: string; status: string; test: boolean; step: { kind: string; url: string } | null } | null } };

async function placeOnline(method: OnlineGateway, extra: Record<string, unknown> = {}) {
  const placed = await t.post('place-order', orderBody(method, extra), { token: customer.token });
  expect(placed.statusCode, placed.body).toBe(200);
  const uid = placed.json<{ data: { unique_order_id: string; orderstatus_id: number } }>().data.unique_order_id;
  const paid = await t.post('pay-order', { unique_order_id: uid, method }, { token: customer.token });
  expect(paid.statusCode, paid.body).toBe(200);
  return { uid, placed: placed.json<{ data: { orderstatus_id: number } }>().data, state: paid.json<State>().data };
}
const orderRow = async (uid: string) => (await t.db.select().from(orders).where(eq(orders.uniqueOrderId, uid)))[0];
const webhook = (code: OnlineGateway, delivery: { body: string; headers: Readonly<Record<string, string>> }) =>
  t.app.inject({ method: 'POST', url: `/api/payments/webhook/${code.toLowerCase()}`, headers: delivery.headers, payload: delivery.body });
const refOf = (state: State['data']) => {
  const url = state.attempt?.step?.url ?? '';
  return url.slice(url.lastIndexOf('/') + 1);
};

describe('get-payment-gateways', () => {
  it('offers each provider without keys as a labelled test gateway outside production', async () => {
    const res = await t.post('get-payment-gateways', {}, { token: customer.token });
    const codes = res.json<{ gateways: { code: string; name: string; test?: boolean }[] }>().gateways;
    expect(codes.map((g) => g.code)).toEqual(['COD', 'STRIPE', 'RAZORPAY', 'PAYTM', 'PAYMONGO', 'MERCADOPAGO']);
    expect(codes.find((g) => g.code === 'STRIPE')).toMatchObject({ name: 'Stripe (test)', test: true });
  });

  it('offers none on a production start on PostgreSQL without the demo data, and refuses them', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production', DATABASE_URL: 'postgres://unused/unused', SEED_DEMO: 'false' }, database: t.database });
    try {
      const someone = await registerCustomer(prod.post);
      const list = (await prod.post('get-payment-gateways', {}, { token: someone.token })).json<{ gateways: { code: string }[] }>().gateways;
      expect(list.map((g) => g.code)).toEqual(['COD']);
      const refused = await prod.post('place-order', orderBody('STRIPE'), { token: someone.token });
      expect(refused.statusCode).toBe(422);
      expect(refused.json<{ code: string }>().code).toBe('PAYMENT_METHOD_UNAVAILABLE');
      expect((await prod.app.inject({ method: 'GET', url: '/dev/pay/stripe/dev_stripe_000000000000000000000000' })).statusCode).toBe(404);
    } finally {
      await prod.app.close();
    }
  });
});

describe('an order paid online', () => {
  it('waits for its money, then reaches the store once the development Stripe page is paid', async () => {
    const { uid, placed, state } = await placeOnline('STRIPE');
    expect(placed.orderstatus_id).toBe(8);
    expect(state).toMatchObject({ orderstatus_id: 8, amount: '440.00', attempt: { gateway: 'STRIPE', status: 'PENDING', test: true, step: { kind: 'redirect' } } });
    expect(state.pay_by).toBe('2026-12-02T10:15:00.000Z');
    // The store's day does not list it.
    expect((await orderRow(uid))?.paymentStatus).toBe('PENDING');

    // A second tap is the same attempt.
    const again = (await t.post('pay-order', { unique_order_id: uid, method: 'STRIPE' }, { token: customer.token })).json<State>().data;
    expect(again.attempt?.id).toBe(state.attempt?.id);

    const page = await t.app.inject({ method: 'GET', url: state.attempt?.step?.url ?? '' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('no money moves');
    // Coming back from the page proves nothing: the order still waits.
    expect((await t.post('check-payment', { unique_order_id: uid }, { token: customer.token })).json<State>().data.orderstatus_id).toBe(8);

    const paid = await t.app.inject({ method: 'POST', url: state.attempt?.step?.url ?? '', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=pay' });
    expect(paid.statusCode, paid.body).toBe(303);
    expect(paid.headers.location).toBe(`/running-order/${uid}?payment=${state.attempt?.id}`);
    const row = await orderRow(uid);
    expect(row).toMatchObject({ orderStatusId: 1, paymentStatus: 'PAID', paymentMethod: 'STRIPE' });
    const [attempt] = await t.db.select().from(payments).where(eq(payments.id, state.attempt?.id ?? 0));
    expect(attempt).toMatchObject({ status: 'PAID', amountPaise: 44_000, currency: 'INR' });
    const history = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, row?.id ?? 0));
    expect(history.map((h) => [h.fromStatusId, h.toStatusId, h.actorRole])).toEqual([
      [null, 8, 'customer'],
      [8, 1, 'system'],
    ]);
    // Paying again is refused: the order no longer waits.
    const late = await t.post('pay-order', { unique_order_id: uid, method: 'STRIPE' }, { token: customer.token });
    expect(late.json<{ code: string }>().code).toBe('ORDER_NOT_PAYABLE');
  });

  for (const code of ['RAZORPAY', 'PAYTM', 'PAYMONGO', 'MERCADOPAGO'] as const) {
    it(`is paid through the development ${code} page and its signed webhook`, async () => {
      const { uid, state } = await placeOnline(code);
      const paid = await t.app.inject({ method: 'POST', url: state.attempt?.step?.url ?? '', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=pay' });
      expect(paid.statusCode).toBe(303);
      expect(await orderRow(uid)).toMatchObject({ orderStatusId: 1, paymentStatus: 'PAID', paymentMethod: code });
    });
  }

  it('a failed payment leaves the order waiting; the customer tries again with another provider, or pays in cash', async () => {
    const { uid, state } = await placeOnline('STRIPE');
    await t.app.inject({ method: 'POST', url: state.attempt?.step?.url ?? '', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=fail' });
    const checked = (await t.post('check-payment', { unique_order_id: uid }, { token: customer.token })).json<State>().data;
    expect(checked).toMatchObject({ orderstatus_id: 8, attempt: { id: state.attempt?.id, status: 'FAILED', step: null } });
    // Try again: a new attempt.
    const retry = (await t.post('pay-order', { unique_order_id: uid, method: 'STRIPE' }, { token: customer.token })).json<State>().data;
    expect(retry.attempt?.id).not.toBe(state.attempt?.id);
    // Pay another way: cash; the order goes to the store.
    const cash = await t.post('pay-order', { unique_order_id: uid, method: 'COD' }, { token: customer.token });
    expect(cash.statusCode, cash.body).toBe(200);
    expect(await orderRow(uid)).toMatchObject({ orderStatusId: 1, paymentMethod: 'COD', paymentStatus: 'PENDING' });
    // The open attempt is closed: paying it now would be given back.
    expect((await t.db.select().from(payments).where(eq(payments.id, retry.attempt?.id ?? 0)))[0]?.status).toBe('FAILED');
  });
});

describe('webhooks are checked, stored once and acted on once (SECURITY)', () => {
  it('a forged, tampered, wrong-currency, stale or replayed delivery answers 4xx and changes nothing', async () => {
    const { uid, state } = await placeOnline('STRIPE');
    const gatewayRef = refOf(state);
    const stripe = dev('STRIPE');
    const truth = { gatewayRef, status: 'PAID' as const, amountPaise: 44_000, currency: 'INR', providerPaymentId: 'pi_test_1' };
    const unchanged = async () => {
      expect((await orderRow(uid))?.orderStatusId).toBe(8);
      expect(await t.db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, 'evt_x'))).toEqual([]);
    };
    // Forged: no signature, or signed with another secret.
    const good = stripe.sign({ eventId: 'evt_x', payment: truth }, now);
    expect((await webhook('STRIPE', { body: good.body, headers: { 'content-type': 'application/json' } })).statusCode).toBe(400);
    expect((await webhook('STRIPE', { body: good.body, headers: { ...good.headers, 'stripe-signature': 't=1,v1=deadbeef' } })).statusCode).toBe(400);
    await unchanged();
    // Tampered: the amount changed after signing.
    expect((await webhook('STRIPE', { body: good.body.replace('44000', '100'), headers: good.headers })).statusCode).toBe(400);
    await unchanged();
    // Signed, but for another amount or currency than the order's online part.
    const cheap = await webhook('STRIPE', stripe.sign({ eventId: 'evt_x', payment: { ...truth, amountPaise: 100 } }, now));
    expect([cheap.statusCode, cheap.json<{ code: string }>().code]).toEqual([422, 'PAYMENT_MISMATCH']);
    const dollars = await webhook('STRIPE', stripe.sign({ eventId: 'evt_x', payment: { ...truth, currency: 'USD' } }, now));
    expect(dollars.statusCode).toBe(422);
    await unchanged();
    // Stale: older than Stripe's 300 s tolerance.
    expect((await webhook('STRIPE', stripe.sign({ eventId: 'evt_x', payment: truth }, new Date(now.getTime() - 301_000)))).statusCode).toBe(400);
    await unchanged();
    // The real one moves the order; the same delivery again is refused and changes nothing.
    expect((await webhook('STRIPE', good)).statusCode).toBe(200);
    expect((await orderRow(uid))?.orderStatusId).toBe(1);
    const replay = await webhook('STRIPE', good);
    expect([replay.statusCode, replay.json<{ code: string }>().code]).toEqual([409, 'EVENT_REPLAYED']);
    expect(await t.db.select().from(paymentWebhookEvents).where(and(eq(paymentWebhookEvents.gateway, 'STRIPE'), eq(paymentWebhookEvents.eventId, 'evt_x')))).toHaveLength(1);
  });

  it('20 concurrent deliveries of one valid event move the order once', async () => {
    const { uid, state } = await placeOnline('RAZORPAY');
    const delivery = dev('RAZORPAY').sign({ eventId: 'evt_many', payment: { gatewayRef: refOf(state), status: 'PAID', amountPaise: 44_000, currency: 'INR', providerPaymentId: 'pay_1' } }, now);
    const answers = await Promise.all(Array.from({ length: 20 }, () => webhook('RAZORPAY', delivery)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    const row = await orderRow(uid);
    expect(row?.orderStatusId).toBe(1);
    const moves = await t.db.select().from(orderStatusHistory).where(and(eq(orderStatusHistory.orderId, row?.id ?? 0), eq(orderStatusHistory.toStatusId, 1)));
    expect(moves).toHaveLength(1);
  });
});

describe('refunds', () => {
  it('a cancelled order paid online gets its online part back through its provider, and its wallet part in the wallet', async () => {
    await t.db.update(users).set({ walletBalancePaise: 5_000 }).where(eq(users.id, customer.userId));
    const { uid, state } = await placeOnline('STRIPE', { partial_wallet: true });
    await t.app.inject({ method: 'POST', url: state.attempt?.step?.url ?? '', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=pay' });
    expect((await orderRow(uid))?.orderStatusId).toBe(1);
    const cancelled = await t.post('cancel-order', { unique_order_id: uid, reason: 'Ordered twice' }, { token: customer.token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await t.app.payments.idle();
    expect(dev('STRIPE').attempt(refOf(state))?.refundedPaise).toBe(39_000);
    expect((await t.db.select().from(payments).where(eq(payments.id, state.attempt?.id ?? 0)))[0]).toMatchObject({ status: 'REFUNDED', refundedPaise: 39_000 });
    expect(await walletOf(t.db, customer.userId)).toBe(5_000);
    // A second look changes nothing: refunded once.
    t.app.payments.afterMove({ before: { ...(await orderRow(uid))!, orderStatusId: 1 }, moved: (await orderRow(uid))! });
    await t.app.payments.idle();
    expect(dev('STRIPE').attempt(refOf(state))?.refundedPaise).toBe(39_000);
  });
});

describe('the webhook route takes only what a provider sends', () => {
  it('refuses an oversized body, an unknown content type, an unknown provider and garbage, with 4xx and no stored event', async () => {
    const events = async () => (await t.db.select().from(paymentWebhookEvents)).length;
    const before = await events();
    const post = (url: string, contentType: string, payload: string | Buffer) => t.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });
    const huge = await post('/api/payments/webhook/stripe', 'application/json', JSON.stringify({ pad: 'x'.repeat(300 * 1024) }));
    expect(huge.statusCode).toBe(413);
    const xml = await post('/api/payments/webhook/stripe', 'application/xml', '<event/>');
    expect(xml.statusCode).toBe(415);
    const nobody = await post('/api/payments/webhook/bitcoin', 'application/json', '{}');
    expect(nobody.statusCode).toBeGreaterThanOrEqual(400);
    expect(nobody.statusCode).toBeLessThan(500);
    for (const code of ['stripe', 'razorpay', 'paytm', 'paymongo', 'mercadopago']) {
      const garbage = await post(`/api/payments/webhook/${code}`, 'application/json', Buffer.from([0, 0xff, 0x7b, 0x22]));
      expect(garbage.statusCode, code).toBeGreaterThanOrEqual(400);
      expect(garbage.statusCode, code).toBeLessThan(500);
    }
    expect(await events()).toBe(before);
  });
});

describe("an admin's refund of an order paid online", () => {
  const pay = (state: State['data']) => t.app.inject({ method: 'POST', url: state.attempt?.step?.url ?? '', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=pay' });

  it('goes back through the provider first, the rest to the wallet, and a cancellation after gives back only what is left', async () => {
    const admin = await makeAdmin(t);
    await t.db.update(users).set({ walletBalancePaise: 5_000 }).where(eq(users.id, customer.userId));
    const { uid, state } = await placeOnline('STRIPE', { partial_wallet: true });
    await pay(state);
    const refund = (amount: string, before: string) => t.post('admin/refund-order', { unique_order_id: uid, amount, refunded_before: before, reason: 'Cold fries' }, { token: admin.token });

    const first = await refund('100.00', '0.00');
    expect(first.statusCode, first.body).toBe(200);
    await t.app.payments.idle();
    expect(dev('STRIPE').attempt(refOf(state))?.refundedPaise).toBe(10_000);
    expect(await walletOf(t.db, customer.userId)).toBe(0);
    // The console's order shows what Stripe took and gave back; the customer is told where the money goes.
    const detail = await t.post('admin/get-order', { unique_order_id: uid }, { token: admin.token });
    expect(detail.json<{ data: { online_payments: unknown[]; refunded: string } }>().data).toMatchObject({
      refunded: '100.00',
      online_payments: [{ gateway: 'STRIPE', status: 'PAID', test: true, amount: '390.00', refunded: '100.00', refund_owed: '0.00' }],
    });
    const [notice] = await t.db.select().from(notifications).where(eq(notifications.userId, customer.userId)).orderBy(desc(notifications.id)).limit(1);
    expect(notice?.message).toBe('₹100.00 is on its way back to your Stripe payment: Cold fries.');
    const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, uid))).orderBy(desc(auditLog.id)).limit(1);
    expect(audit?.after).toMatchObject({ to_provider: '100.00', to_wallet: '0.00', provider: 'STRIPE' });

    // 300 more: the 290 left of the online part through Stripe, 10 of the wallet part to the wallet.
    const second = await refund('300.00', '100.00');
    expect(second.statusCode, second.body).toBe(200);
    await t.app.payments.idle();
    expect(dev('STRIPE').attempt(refOf(state))?.refundedPaise).toBe(39_000);
    expect(await walletOf(t.db, customer.userId)).toBe(1_000);
    expect((await t.db.select().from(payments).where(eq(payments.id, state.attempt?.id ?? 0)))[0]).toMatchObject({ status: 'REFUNDED', refundedPaise: 39_000, refundDuePaise: 39_000 });

    // The customer cancels: only the 40 of the wallet part still paid goes back, to the wallet.
    const cancelled = await t.post('cancel-order', { unique_order_id: uid, reason: 'Too late now' }, { token: customer.token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await t.app.payments.idle();
    expect(await walletOf(t.db, customer.userId)).toBe(5_000);
    expect(dev('STRIPE').attempt(refOf(state))?.refundedPaise).toBe(39_000);
    expect((await orderRow(uid))?.refundedPaise).toBe(44_000);
    const more = await refund('1.00', '440.00');
    expect(more.json()).toMatchObject({ success: false, code: 'AMOUNT_TOO_LARGE' });
  });

  it('a refund the provider does not take stays owed and is paid by the sweeper a minute later, once', async () => {
    const { uid, state } = await placeOnline('RAZORPAY');
    await pay(state);
    const gateway = dev('RAZORPAY') as { refund: DevGateway['refund'] };
    const working = gateway.refund;
    let calls = 0;
    gateway.refund = async () => {
      calls += 1;
      throw new Error('Razorpay answered 503');
    };
    try {
      const cancelled = await t.post('cancel-order', { unique_order_id: uid, reason: 'Changed my mind' }, { token: customer.token });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      await t.app.payments.idle();
      expect(calls).toBe(1);
    } finally {
      gateway.refund = working;
    }
    const row = async () => (await t.db.select().from(payments).where(eq(payments.id, state.attempt?.id ?? 0)))[0];
    expect(await row()).toMatchObject({ refundDuePaise: 44_000, refundedPaise: 0, status: 'PAID' });
    // Not before a minute has passed (an instance may still be at it)…
    await t.app.payments.expireOnce();
    expect((await row())?.refundedPaise).toBe(0);
    // …then once, however many sweeps run.
    now = new Date(now.getTime() + 61_000);
    await Promise.all([t.app.payments.expireOnce(), t.app.payments.expireOnce()]);
    await t.app.payments.expireOnce();
    expect(await row()).toMatchObject({ refundDuePaise: 44_000, refundedPaise: 44_000, status: 'REFUNDED' });
    expect(dev('RAZORPAY').attempt(refOf(state))?.refundedPaise).toBe(44_000);
  });
});

describe('an unpaid order expires', () => {
  it("gives its delivery slot back: a place another customer could not have is theirs once it expires, and paid it goes out scheduled", async () => {
    await t.db.update(stores).set({ isFresh: true }).where(eq(stores.id, store.id));
    const [slot] = await t.db.insert(deliverySlots).values({ storeId: store.id, name: 'Late slot', startsAt: '23:30', endsAt: '23:59', capacity: 1 }).returning();
    const booked = async () => (await t.db.select().from(deliverySlotBookings).where(eq(deliverySlotBookings.slotId, slot?.id ?? 0))).reduce((n, b) => n + b.booked, 0);
    const { uid } = await placeOnline('PAYMONGO', { slot_id: slot?.id });
    expect(await booked()).toBe(1);
    const other = await registerCustomer(t.post);
    const full = await t.post('place-order', orderBody('COD', { slot_id: slot?.id }), { token: other.token });
    expect(full.json<{ code: string }>().code).toBe('SLOT_FULL');
    now = new Date('2026-12-02T10:16:00Z');
    expect(await t.app.payments.expireOnce()).toBe(1);
    expect((await orderRow(uid))?.orderStatusId).toBe(9);
    expect(await booked()).toBe(0);
    // Expired is the end: cancelling it now would give its place back a second time.
    const late = await t.post('cancel-order', { unique_order_id: uid, reason: 'Never mind' }, { token: customer.token });
    expect(late.statusCode).toBe(409);
    expect(await booked()).toBe(0);
    // The place is free again; this time it is paid, and the order goes out scheduled for its slot.
    customer = other;
    const second = await placeOnline('PAYMONGO', { slot_id: slot?.id });
    await t.app.inject({ method: 'POST', url: second.state.attempt?.step?.url ?? '', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=pay' });
    expect((await orderRow(second.uid))?.orderStatusId).toBe(10);
    expect(await booked()).toBe(1);
    await t.db.update(stores).set({ isFresh: false }).where(eq(stores.id, store.id));
  });

  it('after paymentExpiryMinutes, once, giving the wallet part back; money arriving later goes back through the provider', async () => {
    await t.db.update(users).set({ walletBalancePaise: 10_000 }).where(eq(users.id, customer.userId));
    const { uid, state } = await placeOnline('STRIPE', { partial_wallet: true });
    expect(state.amount).toBe('340.00');
    expect(await walletOf(t.db, customer.userId)).toBe(0);
    // Not yet.
    now = new Date('2026-12-02T10:14:59Z');
    expect(await t.app.payments.expireOnce()).toBe(0);
    now = new Date('2026-12-02T10:15:01Z');
    // Two instances' sweeps at once: one expiry.
    const [a, b] = await Promise.all([t.app.payments.expireOnce(), t.app.payments.expireOnce()]);
    expect(a + b).toBe(1);
    expect(await t.app.payments.expireOnce()).toBe(0);
    expect(await orderRow(uid)).toMatchObject({ orderStatusId: 9, paymentStatus: 'FAILED', refundedPaise: 10_000 });
    expect(await walletOf(t.db, customer.userId)).toBe(10_000);
    // The customer pays on the page he left open: the money goes back.
    const ref = refOf(state);
    const late = await t.app.inject({ method: 'POST', url: state.attempt?.step?.url ?? '', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=pay' });
    expect(late.statusCode).toBe(303);
    await t.app.payments.idle();
    expect((await orderRow(uid))?.orderStatusId).toBe(9);
    expect(dev('STRIPE').attempt(ref)?.refundedPaise).toBe(34_000);
    expect((await t.db.select().from(payments).where(eq(payments.id, state.attempt?.id ?? 0)))[0]).toMatchObject({ status: 'REFUNDED', refundedPaise: 34_000 });
    expect(await walletOf(t.db, customer.userId)).toBe(10_000);
  });
});
