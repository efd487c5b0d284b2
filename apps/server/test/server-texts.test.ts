import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cities, languages, liveEvents, notifications, pushSubscriptions, translations, users } from '../src/db/schema';
import { createRecordingPushSender } from '../src/modules/push/push-sender';
import { plainItems, predictableRestaurant, type ItemRow, type StoreRow } from './fixtures';
import { createTestApp, type TestApp } from './helpers';
import { makeOwner, makeRider, makeUser, orderRow, placeOrder, type Person } from './life-fixtures';

/** The minutes the acceptance notice says: from acceptance to the estimate (issue 36), rounded up. */
async function minutesToEta(t: TestApp, uid: string): Promise<number> {
  const row = await orderRow(t.db, uid);
  return Math.max(1, Math.ceil(((row.etaAt?.getTime() ?? 0) - (row.acceptedAt?.getTime() ?? 0)) / 60_000));
}

/**
 * Issue 9: what the server writes for a person (notifications, wallet lines, scratch-card titles,
 * pushes) reads in that person's language: lists in the request's (Accept-Language), pushes in the
 * language the device subscribed in; English without one.
 */
const sender = createRecordingPushSender();
let t: TestApp;
let store: StoreRow;
let dish: ItemRow;
let owner: Person;
let rider: Person;

const HI = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };
const endpoint = (name: string) => `https://fcm.googleapis.com/fcm/send/texts-${name}`;
const subscription = (name: string) => ({ endpoint: endpoint(name), keys: { p256dh: 'BNcRd' + name, auth: 'tBHI' + name } });

type Note = { title: string; message: string; click_action: string };
const notesOf = async (who: Person, headers: Record<string, string> = {}) =>
  (await t.post('get-user-notifications', {}, { token: who.token, headers })).json<{ data: Note[] }>().data;

beforeAll(async () => {
  t = await createTestApp({ pushSender: sender });
  await t.db.update(cities).set({ isSurgEnabled: false });
  store = await predictableRestaurant(t.db, { preparationTime: 20, deliveryTime: 25 });
  [dish] = (await plainItems(t.db, store.id, [25_000])) as [ItemRow];
  owner = await makeOwner(t.db, [store.id]);
  rider = await makeRider(t.db, [store.id]);
});
afterAll(async () => t.close());

describe('get-user-notifications', () => {
  it('says an order move in the language of Accept-Language, and in English without it', async () => {
    const customer = await makeUser(t.db, 'customer', 'Meera Iyer');
    const placed = await placeOrder(t, customer.token, store, dish.id);
    expect((await t.post('store/accept-order', { unique_order_id: placed.uid, preparation_minutes: 15 }, { token: owner.token })).statusCode).toBe(200);
    const count = await minutesToEta(t, placed.uid);

    const [hindi] = await notesOf(customer, HI);
    expect(hindi).toMatchObject({
      title: 'ऑर्डर स्वीकार हुआ',
      message: `${store.name} में आपका ऑर्डर तैयार हो रहा है। यह लगभग ${count} मिनट में आप तक पहुँचेगा।`,
      click_action: `/running-order/${placed.uid}`,
    });
    const english = { title: 'Order accepted', message: `${store.name} is preparing your order. It should reach you in about ${count} minutes.` };
    expect((await notesOf(customer))[0]).toMatchObject(english);
    // A language the app does not offer: the default language (English).
    expect((await notesOf(customer, { 'accept-language': 'fr-FR, de;q=0.5' }))[0]).toMatchObject(english);

    // The row keeps the keys and the English; the live event carries both.
    const [row] = await t.db.select().from(notifications).where(eq(notifications.userId, customer.userId));
    expect(row).toMatchObject({ ...english, titleText: [{ key: 'notice.accepted.title' }], messageText: [{ key: 'notice.accepted.message.delivery', params: { store: store.name, count } }] });
    const [event] = await t.db.select().from(liveEvents).where(and(eq(liveEvents.type, 'notification.new'), eq(liveEvents.channels, [`user:${customer.userId}`])));
    expect(event?.payload).toMatchObject({ ...english, title_text: row?.titleText, message_text: row?.messageText });
  });

  it('follows what an admin edits in the translations table, and falls back to the default language, then the stored English', async () => {
    const customer = await makeUser(t.db, 'customer');
    const placed = await placeOrder(t, customer.token, store, dish.id);
    await t.post('store/decline-order', { unique_order_id: placed.uid, reason: 'Gas khatam' }, { token: owner.token });
    const [hindi] = await t.db.select().from(languages).where(eq(languages.code, 'hi'));
    const [english] = await t.db.select().from(languages).where(eq(languages.code, 'en'));
    const hiKey = (key: string) => and(eq(translations.languageId, hindi?.id ?? 0), eq(translations.key, key));
    try {
      expect((await notesOf(customer, HI))[0]).toMatchObject({ title: 'ऑर्डर रद्द हुआ', message: `${store.name} आपका ऑर्डर स्वीकार नहीं कर सका: Gas khatam.` });
      await t.db.update(translations).set({ value: 'ऑर्डर कैंसल' }).where(hiKey('notice.cancelled.title'));
      expect((await notesOf(customer, HI))[0]?.title).toBe('ऑर्डर कैंसल');
      // Hindi lacks the key: the default language's (edited) text.
      await t.db.delete(translations).where(hiKey('notice.cancelled.title'));
      await t.db.update(translations).set({ value: 'Order called off' }).where(and(eq(translations.languageId, english?.id ?? 0), eq(translations.key, 'notice.cancelled.title')));
      expect((await notesOf(customer, HI))[0]?.title).toBe('Order called off');
    } finally {
      await t.db.delete(translations).where(hiKey('notice.cancelled.title'));
      await t.db.insert(translations).values({ languageId: hindi?.id ?? 0, key: 'notice.cancelled.title', value: 'ऑर्डर रद्द हुआ' });
      await t.db.update(translations).set({ value: 'Order cancelled' }).where(and(eq(translations.languageId, english?.id ?? 0), eq(translations.key, 'notice.cancelled.title')));
    }
    // A key nobody has (e.g. dropped in a later release) and an old row without keys: the stored English.
    await t.db.insert(notifications).values([
      { userId: customer.userId, title: 'Old notice', message: 'From before issue 9', clickAction: '/', createdAt: new Date(Date.now() + 60_000) },
      { userId: customer.userId, title: 'Stored title', message: 'Stored message', titleText: [{ key: 'notice.gone' }], messageText: [{ key: 'notice.gone.too', params: { a: 1 } }], clickAction: '/', createdAt: new Date(Date.now() + 120_000) },
    ]);
    expect((await notesOf(customer, HI)).slice(0, 2).map((n) => [n.title, n.message])).toEqual([
      ['Stored title', 'Stored message'],
      ['Old notice', 'From before issue 9'],
    ]);
  });
});

describe('get-wallet-transactions and get-rewards', () => {
  it('say wallet reasons and scratch-card titles in the request’s language', async () => {
    const customer = await makeUser(t.db, 'customer');
    await t.db.update(users).set({ walletBalancePaise: 10_000 }).where(eq(users.id, customer.userId));
    const paid = await placeOrder(t, customer.token, store, dish.id, { partial_wallet: true });
    expect((await t.post('cancel-order', { unique_order_id: paid.uid }, { token: customer.token })).statusCode).toBe(200);

    type Line = { type: string; reason: string };
    const ledger = async (headers: Record<string, string> = {}) => (await t.post('get-wallet-transactions', {}, { token: customer.token, headers })).json<{ data: Line[] }>().data;
    expect((await ledger(HI)).map((l) => [l.type, l.reason])).toEqual([
      ['CREDIT', `ऑर्डर ${paid.uid} का रिफ़ंड`],
      ['DEBIT', `ऑर्डर ${paid.uid}`],
    ]);
    expect((await ledger()).map((l) => l.reason)).toEqual([`Refund for order ${paid.uid}`, `Order ${paid.uid}`]);
    expect((await notesOf(customer, HI))[0]?.message).toBe(`आपने ${store.name} से अपना ऑर्डर रद्द कर दिया। ₹100.00 आपके वॉलेट में वापस आ गए हैं।`);

    // A delivered order earns a scratch card (ADR 0018), titled in the reader's language.
    const placed = await placeOrder(t, customer.token, store, dish.id);
    for (const [name, token] of [['store/accept-order', owner.token], ['delivery/accept-to-deliver', rider.token], ['delivery/pickedup-order', rider.token]] as const) {
      expect((await t.post(name, { unique_order_id: placed.uid }, { token })).statusCode, name).toBe(200);
    }
    expect((await t.post('delivery/deliver-order', { unique_order_id: placed.uid, delivery_pin: placed.pin }, { token: rider.token })).statusCode).toBe(200);
    const cards = async (headers: Record<string, string> = {}) => (await t.post('get-rewards', {}, { token: customer.token, headers })).json<{ data: { id: number; title: string }[] }>().data;
    expect((await cards(HI)).map((c) => c.title)).toEqual([`आपके ${store.name} ऑर्डर का स्क्रैच कार्ड`]);
    expect((await cards()).map((c) => c.title)).toEqual([`Scratch card from your ${store.name} order`]);
    expect((await notesOf(customer, HI))[0]).toMatchObject({ title: 'आपने एक स्क्रैच कार्ड जीता', click_action: '/account/rewards' });
  });

  it('reads the demo customer’s seeded wallet line and welcome card in Hindi too', async () => {
    const { token } = await t.login('customer@demo.keka.in', 'customer123');
    const wallet = (await t.post('get-wallet-transactions', {}, { token, headers: HI })).json<{ data: { reason: string }[] }>().data;
    expect(wallet.at(-1)?.reason).toBe('स्वागत बोनस');
    const cards = (await t.post('get-rewards', {}, { token, headers: HI })).json<{ data: { title: string }[] }>().data;
    expect(cards.map((c) => c.title)).toContain('Keka से जुड़ने का स्क्रैच कार्ड');
  });
});

describe('pushes', () => {
  it('go out in the language the device subscribed in: Hindi for the customer, English for the kitchen', async () => {
    const customer = await makeUser(t.db, 'customer', 'Kavya Rao');
    expect((await t.post('save-notification-token', { subscription: subscription('kavya') }, { token: customer.token, headers: HI })).statusCode).toBe(200);
    expect((await t.post('save-notification-token', { subscription: subscription('kitchen') }, { token: owner.token })).statusCode).toBe(200);
    const saved = await t.db.select({ endpoint: pushSubscriptions.endpoint, language: pushSubscriptions.language }).from(pushSubscriptions);
    expect(saved).toEqual(expect.arrayContaining([{ endpoint: endpoint('kavya'), language: 'hi' }, { endpoint: endpoint('kitchen'), language: 'en' }]));

    sender.sent.length = 0;
    const placed = await placeOrder(t, customer.token, store, dish.id);
    await t.app.pushIdle();
    expect(sender.sent.map((p) => [p.target.endpoint, p.message.title, p.message.body])).toEqual([[endpoint('kitchen'), `New order #${placed.uid.slice(-6)}`, `1 item · ₹${placed.data.bill.total} · Delivery`]]);

    sender.sent.length = 0;
    expect((await t.post('store/accept-order', { unique_order_id: placed.uid, preparation_minutes: 15 }, { token: owner.token })).statusCode).toBe(200);
    const count = await minutesToEta(t, placed.uid);
    await t.app.pushIdle();
    expect(sender.sent).toHaveLength(1);
    expect(sender.sent[0]).toMatchObject({
      target: { endpoint: endpoint('kavya') },
      message: { title: 'ऑर्डर स्वीकार हुआ', body: `${store.name} में आपका ऑर्डर तैयार हो रहा है। यह लगभग ${count} मिनट में आप तक पहुँचेगा।`, url: `/running-order/${placed.uid}`, tag: placed.uid },
    });
    // The development outbox's copy reads as the device shows it.
    const kept = await t.app.inject({ method: 'GET', url: `/dev/outbox.json?to=user:${customer.userId}` });
    const copy = kept.json<{ messages: { channel: string; subject: string; body: string }[] }>().messages.find((m) => m.channel === 'PUSH');
    expect(copy?.subject).toBe('ऑर्डर स्वीकार हुआ');
    expect(JSON.parse(copy?.body ?? '{}')).toEqual(sender.sent[0]?.message);

    // The user switches the app to English: the app saves the subscription again, and pushes follow.
    expect((await t.post('save-notification-token', { subscription: subscription('kavya') }, { token: customer.token, headers: { 'accept-language': 'en' } })).statusCode).toBe(200);
    sender.sent.length = 0;
    expect((await t.post('store/update-preparation-time', { unique_order_id: placed.uid, preparation_minutes: 30, reason: 'A big party order came in' }, { token: owner.token })).statusCode).toBe(200);
    await t.app.pushIdle();
    expect(sender.sent.map((p) => p.message.title)).toEqual(['New estimated time']);
  });

  it('a delivery offer reaches a partner in his language; a user without devices gets an English outbox copy', async () => {
    const partner = await makeRider(t.db, [store.id]);
    await t.post('save-notification-token', { subscription: subscription('partner') }, { token: partner.token, headers: { 'accept-language': 'hi' } });
    const customer = await makeUser(t.db, 'customer');
    const placed = await placeOrder(t, customer.token, store, dish.id);
    sender.sent.length = 0;
    await t.post('store/accept-order', { unique_order_id: placed.uid }, { token: owner.token });
    // The offer is dispatched after the accept's commit: on a busy machine it can follow pushIdle.
    await vi.waitFor(
      async () => {
        await t.app.pushIdle();
        const offer = sender.sent.find((p) => p.target.endpoint === endpoint('partner'));
        expect(offer?.message).toMatchObject({ title: 'नया डिलीवरी ऑफ़र', body: `${store.name} से पिकअप करें। देखने के लिए टैप करें।` });
      },
      { timeout: 10_000, interval: 100 },
    );
    const kept = await t.app.inject({ method: 'GET', url: `/dev/outbox.json?to=user:${customer.userId}` });
    expect(kept.json<{ messages: { channel: string; subject: string }[] }>().messages.find((m) => m.channel === 'PUSH')?.subject).toBe('Order accepted');
  });
});
