import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, pushSubscriptions, users } from '../src/db/schema';
import { createRecordingPushSender } from '../src/modules/push/push-sender';
import { isPushEndpoint } from '../src/modules/push/push.service';
import { plainItems, predictableRestaurant, type ItemRow, type StoreRow } from './fixtures';
import { createTestApp, type TestApp } from './helpers';
import { makeOwner, makeUser, placeOrder, type Person } from './life-fixtures';

/** Web push (SPEC §7 save-notification-token): what a closed app is told, and to whom. */
const sender = createRecordingPushSender();
let t: TestApp;
let store: StoreRow;
let dish: ItemRow;
let owner: Person;
let customer: Person;

const endpoint = (name: string) => `https://fcm.googleapis.com/fcm/send/${name}`;
const subscription = (name: string) => ({ endpoint: endpoint(name), keys: { p256dh: 'BNcRd' + name, auth: 'tBHI' + name } });
/** Pushes go out after the change committed, without holding the answer: wait until they were handed over. */
const settle = () => t.app.pushIdle();

beforeAll(async () => {
  t = await createTestApp({ pushSender: sender });
  await t.db.update(cities).set({ isSurgEnabled: false });
  store = await predictableRestaurant(t.db);
  [dish] = (await plainItems(t.db, store.id, [20_000])) as [ItemRow];
  owner = await makeOwner(t.db, [store.id]);
  customer = await makeUser(t.db, 'customer', 'Asha Rao');
});
afterAll(async () => t.close());

describe('the VAPID key', () => {
  it('is made once and kept: the same key on every call and for every instance on the database', async () => {
    const first = await t.post('get-push-public-key', {});
    expect(first.statusCode).toBe(200);
    const key = first.json<{ public_key: string }>().public_key;
    expect(key).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    expect((await t.post('get-push-public-key')).json()).toEqual({ success: true, public_key: key });
    const second = await createTestApp({ database: t.database });
    try {
      expect((await second.post('get-push-public-key')).json()).toEqual({ success: true, public_key: key });
    } finally {
      await second.close();
    }
  });
});

describe('save-notification-token', () => {
  it('needs a session, and keeps the subscription for the session user only', async () => {
    expect((await t.post('save-notification-token', { subscription: subscription('guest') })).statusCode).toBe(401);
    const other = await makeUser(t.db, 'customer');
    const res = await t.post('save-notification-token', { subscription: subscription('asha'), user_id: other.userId }, { token: customer.token });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint('asha')));
    expect(rows).toMatchObject([{ userId: customer.userId, p256dh: 'BNcRdasha', auth: 'tBHIasha' }]);
  });

  it.each([
    ['an internal address', 'https://127.0.0.1/push'],
    ['plain http', 'http://fcm.googleapis.com/fcm/send/x'],
    ['another host', 'https://evil.example.com/fcm/send/x'],
    ['a look-alike host', 'https://fcm.googleapis.com.evil.example/x'],
    ['an odd port', 'https://fcm.googleapis.com:8443/x'],
  ])('refuses %s as an endpoint (the server would POST there)', async (_name, url) => {
    const res = await t.post('save-notification-token', { subscription: { endpoint: url, keys: { p256dh: 'a', auth: 'b' } } }, { token: customer.token });
    expect(res.statusCode).toBe(400);
    expect(isPushEndpoint(url)).toBe(false);
  });

  it('accepts the push services browsers use', () => {
    for (const url of ['https://fcm.googleapis.com/fcm/send/abc', 'https://updates.push.services.mozilla.com/wpush/v2/abc', 'https://web.push.apple.com/abc', 'https://wns2-par02p.notify.windows.com/w/?token=abc']) {
      expect(isPushEndpoint(url), url).toBe(true);
    }
  });

  it('keeps a native wrapper’s push_token, and refuses a body with neither', async () => {
    expect((await t.post('save-notification-token', { push_token: 'native-token-1' }, { token: customer.token })).statusCode).toBe(200);
    expect((await t.post('save-notification-token', {}, { token: customer.token })).statusCode).toBe(400);
  });
});

describe('what is pushed', () => {
  it('the store owners hear of a new order; the customer hears the store accepted it', async () => {
    await t.post('save-notification-token', { subscription: subscription('kitchen') }, { token: owner.token });
    sender.sent.length = 0;
    const placed = await placeOrder(t, customer.token, store, dish.id);
    await settle();
    expect(sender.sent.map((p) => [p.target.endpoint, p.message.url])).toEqual([[endpoint('kitchen'), `/store/order/view/${placed.uid}`]]);
    expect(sender.sent[0]?.message).toMatchObject({ title: `New order #${placed.uid.slice(-6)}`, body: '1 item · ₹240.00 · Delivery', tag: placed.uid });

    sender.sent.length = 0;
    const accepted = await t.post('store/accept-order', { unique_order_id: placed.uid, preparation_minutes: 15 }, { token: owner.token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await settle();
    expect(sender.sent).toHaveLength(1);
    expect(sender.sent[0]).toMatchObject({ target: { endpoint: endpoint('asha') }, message: { url: `/running-order/${placed.uid}`, tag: placed.uid } });
    expect(sender.sent[0]?.message.title.length).toBeGreaterThan(3);

    // The development outbox (DEV_OUTBOX, on in tests) keeps a copy of the customer's push to replay.
    const kept = await t.app.inject({ method: 'GET', url: `/dev/outbox.json?to=user:${customer.userId}` });
    const pushes = kept.json<{ messages: { channel: string; subject: string; body: string }[] }>().messages.filter((m) => m.channel === 'PUSH');
    expect(pushes[0]?.subject).toBe(sender.sent[0]?.message.title);
    expect(JSON.parse(pushes[0]?.body ?? '{}')).toEqual(sender.sent[0]?.message);
  });

  it('a store with several owners: every device of each active owner hears the order, a suspended owner none; each owner has an outbox copy', async () => {
    const partner = await makeOwner(t.db, [store.id]);
    const suspended = await makeOwner(t.db, [store.id]);
    await t.post('save-notification-token', { subscription: subscription('partner-phone') }, { token: partner.token });
    await t.post('save-notification-token', { subscription: subscription('partner-tablet') }, { token: partner.token });
    await t.post('save-notification-token', { subscription: subscription('suspended-phone') }, { token: suspended.token });
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, suspended.userId));
    sender.sent.length = 0;
    const placed = await placeOrder(t, customer.token, store, dish.id);
    await settle();
    expect(sender.sent.map((p) => p.target.endpoint).sort()).toEqual([endpoint('kitchen'), endpoint('partner-phone'), endpoint('partner-tablet')].sort());
    for (const who of [owner, partner, suspended]) {
      const kept = await t.app.inject({ method: 'GET', url: `/dev/outbox.json?to=user:${who.userId}` });
      const copies = kept.json<{ messages: { channel: string; subject: string }[] }>().messages.filter((m) => m.channel === 'PUSH' && m.subject === `New order #${placed.uid.slice(-6)}`);
      expect(copies, `owner ${who.userId}`).toHaveLength(1);
    }
    await t.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.userId, [partner.userId, suspended.userId]));
  });

  it('forgets a subscription the push service says is gone', async () => {
    sender.gone.add(endpoint('asha'));
    const placed = await placeOrder(t, customer.token, store, dish.id);
    await t.post('store/accept-order', { unique_order_id: placed.uid }, { token: owner.token });
    await settle();
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint('asha')))).toEqual([]);
  });

  it('delete-notification-token stops pushes to that device', async () => {
    await t.post('delete-notification-token', { endpoint: endpoint('kitchen') }, { token: owner.token });
    sender.sent.length = 0;
    await placeOrder(t, customer.token, store, dish.id);
    await settle();
    expect(sender.sent).toEqual([]);
  });
});
