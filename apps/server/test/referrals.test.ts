import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, notifications, outboxMessages, pushSubscriptions, referrals, settings, users, walletTransactions } from '../src/db/schema';
import { createRecordingPushSender } from '../src/modules/push/push-sender';
import { makeAdmin } from './admin-fixtures';
import { plainItems, predictableRestaurant, walletOf, type ItemRow, type StoreRow } from './fixtures';
import { createTestApp, type TestApp } from './helpers';
import { makeOwner, makeUser, placeOrder, type Person } from './life-fixtures';

/** Refer & earn (ADR 0019, SECURITY 10): credited once, after the first delivered paid order, not farmable. */
let t: TestApp;
let store: StoreRow;
let dish: ItemRow;
let owner: Person;
const sender = createRecordingPushSender();

beforeAll(async () => {
  t = await createTestApp({ pushSender: sender });
  await t.db.update(cities).set({ isSurgEnabled: false });
  store = await predictableRestaurant(t.db);
  [dish] = (await plainItems(t.db, store.id, [20_000])) as [ItemRow];
  owner = await makeOwner(t.db, [store.id]);
});
afterAll(async () => t.close());

type Json = Record<string, unknown>;
const randomPhone = () => String(6_000_000_000 + (Number.parseInt(randomBytes(4).toString('hex'), 16) % 3_999_999_999));
const randomDevice = () => `dev-${randomBytes(8).toString('hex')}`;

interface Referrer extends Person {
  readonly code: string;
}
async function makeReferrer(name = 'Asha Rao', app: TestApp = t): Promise<Referrer> {
  const person = await makeUser(app.db, 'customer', name);
  const [row] = await app.db.select({ code: users.referralCode }).from(users).where(eq(users.id, person.userId));
  return { ...person, code: row?.code ?? '' };
}

interface Friend {
  readonly userId: number;
  readonly token: string;
  readonly phone: string;
}
/** A password sign-up through the API, with a referral code and a device id when given. */
async function signUp(v: { code?: string; device?: string; name?: string; email?: string; phone?: string; remoteAddress?: string } = {}, app: TestApp = t) {
  const phone = v.phone ?? randomPhone();
  return app.post(
    'register',
    {
      name: v.name ?? 'Priya Nair',
      email: v.email ?? `friend-${randomBytes(5).toString('hex')}@example.test`,
      phone,
      password: 'secret123',
      ...(v.code !== undefined ? { refferal_code: v.code } : {}),
      ...(v.device !== undefined ? { device_id: v.device } : {}),
    },
    v.remoteAddress ? { remoteAddress: v.remoteAddress } : {},
  );
}
async function friendOf(referrer: Referrer, extra: { device?: string; name?: string; phone?: string } = {}): Promise<Friend> {
  const res = await signUp({ code: referrer.code, device: extra.device ?? randomDevice(), ...extra });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json<{ data: { id: number; auth_token: string; phone: string } }>().data;
  return { userId: data.id, token: data.auth_token, phone: data.phone };
}

const storePost = (name: string, uid: string) => t.post(`store/${name}`, { unique_order_id: uid }, { token: owner.token });
/** A cash self-pickup order, placed, accepted and ready for the customer to collect. */
async function readyForPickup(token: string) {
  const placed = await placeOrder(t, token, store, dish.id, { delivery_type: 2, location: null });
  expect((await storePost('accept-order', placed.uid)).statusCode).toBe(200);
  expect((await storePost('mark-ready', placed.uid)).statusCode).toBe(200);
  return placed;
}
/** Collected: DELIVERED, and the cash is PAID at the counter. */
async function firstOrderDelivered(token: string) {
  const placed = await readyForPickup(token);
  const res = await storePost('handed-over', placed.uid);
  expect(res.json<{ data: Json }>().data).toMatchObject({ status_id: 5, payment_status: 'PAID' });
  return placed;
}
const referralOf = async (userId: number) => (await t.db.select().from(referrals).where(eq(referrals.referredUserId, userId)))[0];
const ledgerOf = (userId: number) =>
  t.db.select({ type: walletTransactions.type, amountPaise: walletTransactions.amountPaise, balanceAfterPaise: walletTransactions.balanceAfterPaise, reason: walletTransactions.reason, orderId: walletTransactions.orderId }).from(walletTransactions).where(eq(walletTransactions.userId, userId)).orderBy(asc(walletTransactions.id));
async function setSetting(key: string, value: string) {
  await t.db.update(settings).set({ value }).where(eq(settings.key, key));
}

describe('sign-up with a referral code', () => {
  it('records a PENDING referral with the phone and device, on every customer sign-up route', async () => {
    const asha = await makeReferrer();
    const device = randomDevice();
    const res = await signUp({ code: asha.code.toLowerCase(), device });
    expect(res.statusCode, res.body).toBe(200);
    const user = res.json<{ data: { id: number; phone: string } }>().data;
    expect(await referralOf(user.id)).toMatchObject({ referrerUserId: asha.userId, status: 'PENDING', referredPhone: user.phone, deviceId: device, rewardPaise: 0, orderId: null });
    const [row] = await t.db.select({ by: users.referredByUserId }).from(users).where(eq(users.id, user.id));
    expect(row?.by).toBe(asha.userId);

    // Phone sign-up (custom-otp-user makes the account when the phone is new).
    const phone = randomPhone();
    await t.post('send-otp', { phone });
    const otp = await lastCode(`+91${phone}`);
    const made = await t.post('custom-otp-user', { phone, otp, name: 'Ravi Kumar', refferal_code: asha.code, device_id: 'otp-device-1234' });
    expect(made.statusCode, made.body).toBe(200);
    expect(await referralOf(made.json<{ data: { id: number } }>().data.id)).toMatchObject({ referrerUserId: asha.userId, status: 'PENDING', deviceId: 'otp-device-1234' });
  });

  it('signs up as usual, without a referral, for an unknown code, a self-referral and a store owner’s code', async () => {
    const asha = await makeReferrer();
    await t.db.update(users).set({ email: 'asha.rao@gmail.com' }).where(eq(users.id, asha.userId));
    const cases = [
      await signUp({ code: 'NOSUCHCODE1' }),
      // Her own mailbox under another spelling.
      await signUp({ code: asha.code, email: 'asharao+deals@gmail.com' }),
      await signUp({ code: (await t.db.select({ c: users.referralCode }).from(users).where(eq(users.id, owner.userId)))[0]?.c ?? '' }),
    ];
    for (const res of cases) {
      expect(res.statusCode, res.body).toBe(200);
      const id = res.json<{ data: { id: number } }>().data.id;
      expect(await referralOf(id)).toBeUndefined();
      expect((await t.db.select({ by: users.referredByUserId }).from(users).where(eq(users.id, id)))[0]?.by).toBeNull();
    }
    // The answers look alike: nothing tells a caller whether the code existed.
    expect(Object.keys(cases[0]?.json<{ data: Json }>().data ?? {}).sort()).toEqual(Object.keys(cases[1]?.json<{ data: Json }>().data ?? {}).sort());
  });

  it('refuses a malformed device id with 400 and makes no account', async () => {
    const asha = await makeReferrer();
    const phone = randomPhone();
    const res = await signUp({ code: asha.code, device: '<script>', phone });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    expect(await t.db.select().from(users).where(eq(users.phone, `+91${phone}`))).toEqual([]);
  });
});

describe('the credit on the first delivered, paid order', () => {
  it('credits both wallets once, with ledger rows, notifications and pushes; a second order changes nothing', async () => {
    const asha = await makeReferrer('Asha Rao');
    const priya = await friendOf(asha, { name: 'Priya Nair' });
    await t.db.insert(pushSubscriptions).values([
      { userId: asha.userId, endpoint: `https://fcm.googleapis.com/fcm/send/ref-${asha.userId}`, p256dh: 'BNcRdasha', auth: 'tBHIasha' },
      { userId: priya.userId, endpoint: `https://fcm.googleapis.com/fcm/send/ref-${priya.userId}`, p256dh: 'BNcRdpriya', auth: 'tBHIpriya' },
    ]);
    const placed = await readyForPickup(priya.token);
    // Ready is not delivered: nothing yet.
    expect((await referralOf(priya.userId))?.status).toBe('PENDING');
    await t.app.pushIdle();
    sender.sent.length = 0;
    await storePost('handed-over', placed.uid);

    expect(await referralOf(priya.userId)).toMatchObject({ status: 'CREDITED', orderId: placed.id, rewardPaise: 5_000, referredRewardPaise: 2_500, creditedAt: expect.any(Date), voidReason: null });
    expect(await ledgerOf(asha.userId)).toEqual([{ type: 'CREDIT', amountPaise: 5_000, balanceAfterPaise: 5_000, reason: 'Referral reward: Priya joined', orderId: null }]);
    expect(await ledgerOf(priya.userId)).toEqual([{ type: 'CREDIT', amountPaise: 2_500, balanceAfterPaise: 2_500, reason: 'Welcome reward for joining with a referral', orderId: placed.id }]);
    expect(await walletOf(t.db, asha.userId)).toBe(5_000);
    expect(await walletOf(t.db, priya.userId)).toBe(2_500);

    const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, asha.userId));
    expect(note).toMatchObject({ title: 'Referral reward', message: 'Priya completed their first order. ₹50.00 is in your wallet.', clickAction: '/my-wallet' });
    const priyaNotes = await t.db.select().from(notifications).where(and(eq(notifications.userId, priya.userId), eq(notifications.clickAction, '/my-wallet')));
    expect(priyaNotes.map((n) => n.title)).toEqual(['Welcome reward']);
    await t.app.pushIdle();
    const referralPushes = sender.sent.filter((p) => p.message.url === '/my-wallet');
    expect(referralPushes.map((p) => p.target.endpoint).sort()).toEqual([`https://fcm.googleapis.com/fcm/send/ref-${asha.userId}`, `https://fcm.googleapis.com/fcm/send/ref-${priya.userId}`].sort());

    // The wallet API shows the referrer's credit without the friend's order.
    const wallet = (await t.post('get-wallet-transactions', {}, { token: asha.token })).json<{ balance: string; data: Json[] }>();
    expect(wallet.balance).toBe('50.00');
    expect(wallet.data).toMatchObject([{ type: 'CREDIT', amount: '50.00', reason: 'Referral reward: Priya joined', unique_order_id: null }]);

    await firstOrderDelivered(priya.token);
    expect((await ledgerOf(asha.userId)).length).toBe(1);
    expect((await ledgerOf(priya.userId)).length).toBe(1);
    expect(await walletOf(t.db, asha.userId)).toBe(5_000);
  });

  it('a cancelled order credits nothing; the later delivered one does', async () => {
    const asha = await makeReferrer();
    const priya = await friendOf(asha);
    const placed = await placeOrder(t, priya.token, store, dish.id, { delivery_type: 2, location: null });
    expect((await t.post('cancel-order', { unique_order_id: placed.uid }, { token: priya.token })).statusCode).toBe(200);
    expect((await referralOf(priya.userId))?.status).toBe('PENDING');
    expect(await ledgerOf(asha.userId)).toEqual([]);
    const delivered = await firstOrderDelivered(priya.token);
    expect(await referralOf(priya.userId)).toMatchObject({ status: 'CREDITED', orderId: delivered.id });
    expect(await walletOf(t.db, asha.userId)).toBe(5_000);
  });

  it('uses the amounts set in the settings at the time of the credit', async () => {
    const asha = await makeReferrer();
    const priya = await friendOf(asha);
    await setSetting('referralRewardAmount', '75.50');
    await setSetting('referredRewardAmount', '0');
    try {
      await firstOrderDelivered(priya.token);
    } finally {
      await setSetting('referralRewardAmount', '50');
      await setSetting('referredRewardAmount', '25');
    }
    expect(await referralOf(priya.userId)).toMatchObject({ status: 'CREDITED', rewardPaise: 7_550, referredRewardPaise: 0 });
    expect((await ledgerOf(asha.userId)).map((r) => r.amountPaise)).toEqual([7_550]);
    // Nothing to credit: no ledger row of ₹0.
    expect(await ledgerOf(priya.userId)).toEqual([]);
  });
});

describe('a refund of the earning order (ADR 0019)', () => {
  it('a partial refund keeps the credits; the rest of it takes both back, never below zero, once, and voids the referral', async () => {
    const admin = await makeAdmin(t, 'Refund Admin');
    const refund = (uid: string, amount: string, before: string) => t.post('admin/refund-order', { unique_order_id: uid, amount, refunded_before: before, reason: 'Food never came' }, { token: admin.token });
    const asha = await makeReferrer('Asha Rao');
    const priya = await friendOf(asha, { name: 'Priya Nair' });
    const placed = await firstOrderDelivered(priya.token);
    expect(await walletOf(t.db, asha.userId)).toBe(5_000);

    const part = await refund(placed.uid, '10', '0');
    expect(part.statusCode, part.body).toBe(200);
    expect((await referralOf(priya.userId))?.status).toBe('CREDITED');
    expect(await walletOf(t.db, asha.userId)).toBe(5_000);

    // Asha has spent ₹20 of her ₹50 meanwhile: at most ₹30 can be taken back.
    await t.db.update(users).set({ walletBalancePaise: 3_000 }).where(eq(users.id, asha.userId));
    const rest = part.json<{ data: { refundable: string } }>().data.refundable;
    const whole = await refund(placed.uid, rest, '10');
    expect(whole.statusCode, whole.body).toBe(200);
    expect(whole.json<{ data: { refundable: string } }>().data.refundable).toBe('0.00');

    expect(await referralOf(priya.userId)).toMatchObject({ status: 'VOID', voidReason: 'ORDER_REFUNDED', orderId: placed.id });
    expect(await walletOf(t.db, asha.userId)).toBe(0);
    expect((await ledgerOf(asha.userId)).at(-1)).toEqual({ type: 'DEBIT', amountPaise: 3_000, balanceAfterPaise: 0, reason: "Referral reward taken back: Priya's first order was refunded", orderId: null });
    expect((await ledgerOf(priya.userId)).at(-1)).toMatchObject({ type: 'DEBIT', amountPaise: 2_500, reason: `Welcome reward taken back: order ${placed.uid} refunded`, orderId: placed.id });
    const [note] = await t.db.select().from(notifications).where(and(eq(notifications.userId, asha.userId), eq(notifications.title, 'Referral reward taken back')));
    expect(note).toMatchObject({ message: "Referral reward taken back: Priya's first order was refunded", clickAction: '/my-wallet' });

    const overview = (await t.post('get-referrals', {}, { token: asha.token })).json<{ data: { friends: Json[]; totals: Json } }>().data;
    expect(overview.totals).toMatchObject({ joined: 1, credited: 0, earned: '0.00' });
    expect(overview.friends).toMatchObject([{ name: 'Priya', status: 'void', reward_paise: 0 }]);
    // In Hindi, the ledger says it in Hindi.
    const hindi = (await t.post('get-wallet-transactions', {}, { token: priya.token, headers: { 'accept-language': 'hi' } })).json<{ data: { reason: string }[] }>();
    expect(hindi.data[0]?.reason).toBe(`स्वागत इनाम वापस: ऑर्डर ${placed.uid} का रिफ़ंड हुआ`);

    // A later order of the friend earns nothing more: the referral was spent.
    await firstOrderDelivered(priya.token);
    expect(await walletOf(t.db, asha.userId)).toBe(0);
    expect((await referralOf(priya.userId))?.status).toBe('VOID');
  });
});

describe('farming limits', () => {
  it('voids a second referral from a device that already earned one', async () => {
    const device = randomDevice();
    const first = await friendOf(await makeReferrer(), { device });
    const other = await makeReferrer();
    const second = await friendOf(other, { device });
    await firstOrderDelivered(first.token);
    await firstOrderDelivered(second.token);
    expect((await referralOf(first.userId))?.status).toBe('CREDITED');
    expect(await referralOf(second.userId)).toMatchObject({ status: 'VOID', voidReason: 'DEVICE_ALREADY_REWARDED', rewardPaise: 0 });
    expect(await ledgerOf(other.userId)).toEqual([]);
    expect(await ledgerOf(second.userId)).toEqual([]);
  });

  it('voids a referral for a phone number that already earned one (a number given up and signed up again)', async () => {
    const asha = await makeReferrer();
    const first = await friendOf(asha);
    await firstOrderDelivered(first.token);
    // The first friend moves to a new number; someone signs up with the old one.
    await t.db.update(users).set({ phone: `+91${randomPhone()}` }).where(eq(users.id, first.userId));
    const again = await friendOf(asha, { phone: first.phone.slice(-10) });
    await firstOrderDelivered(again.token);
    expect(await referralOf(again.userId)).toMatchObject({ status: 'VOID', voidReason: 'PHONE_ALREADY_REWARDED' });
    expect((await ledgerOf(asha.userId)).length).toBe(1);
  });

  it('stops at the per-referrer limit', async () => {
    const asha = await makeReferrer();
    const friends = [await friendOf(asha), await friendOf(asha), await friendOf(asha)];
    await setSetting('referralMaxCreditsPerReferrer', '2');
    try {
      for (const f of friends) await firstOrderDelivered(f.token);
    } finally {
      await setSetting('referralMaxCreditsPerReferrer', '50');
    }
    const statuses = await Promise.all(friends.map(async (f) => (await referralOf(f.userId))?.status));
    expect(statuses).toEqual(['CREDITED', 'CREDITED', 'VOID']);
    expect((await referralOf(friends[2]?.userId ?? 0))?.voidReason).toBe('REFERRER_LIMIT_REACHED');
    expect(await walletOf(t.db, asha.userId)).toBe(10_000);
  });
});

describe('get-referrals', () => {
  it('needs a customer session', async () => {
    const anonymous = await t.post('get-referrals', {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, message: expect.any(String) });
    expect((await t.post('get-referrals', {}, { token: owner.token })).statusCode).toBe(403);
  });

  it('shows the code, share link, amounts, friends (first name, masked phone) and totals', async () => {
    const asha = await makeReferrer();
    const empty = await t.post('get-referrals', {}, { token: asha.token });
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({
      success: true,
      data: {
        code: asha.code,
        share_path: `/register?ref=${asha.code}`,
        share_url: `http://localhost:8080/register?ref=${asha.code}`,
        referrer_reward: '50.00',
        referrer_reward_paise: 5_000,
        friend_reward: '25.00',
        friend_reward_paise: 2_500,
        friends: [],
        totals: { joined: 0, pending: 0, credited: 0, earned: '0.00', earned_paise: 0 },
      },
    });

    const priya = await friendOf(asha, { name: 'Priya Nair' });
    const ravi = await friendOf(asha, { name: 'Ravi Kumar' });
    await firstOrderDelivered(priya.token);
    const body = (await t.post('get-referrals', null, { token: asha.token })).json<{ data: { friends: Json[]; totals: Json } }>();
    expect(body.data.totals).toEqual({ joined: 2, pending: 1, credited: 1, earned: '50.00', earned_paise: 5_000 });
    expect(body.data.friends).toEqual([
      { id: expect.any(Number), name: 'Ravi', phone: `••••••• ${ravi.phone.slice(-3)}`, status: 'pending', joined_at: expect.any(String), credited_at: null, reward: '50.00', reward_paise: 5_000 },
      { id: expect.any(Number), name: 'Priya', phone: `••••••• ${priya.phone.slice(-3)}`, status: 'credited', joined_at: expect.any(String), credited_at: expect.any(String), reward: '50.00', reward_paise: 5_000 },
    ]);
    // Nothing more of a friend than that.
    const text = JSON.stringify(body);
    expect(text).not.toContain(priya.phone);
    expect(text).not.toContain('Nair');
    expect(text).not.toContain('@example.test');
    // Priya sees her own (empty) list, not Asha's.
    expect((await t.post('get-referrals', {}, { token: priya.token })).json<{ data: { totals: Json } }>().data.totals).toMatchObject({ joined: 0 });
  });

  it('answers bad input with 400, never 500', async () => {
    const asha = await makeReferrer();
    expect((await t.post('get-referrals', [], { token: asha.token })).statusCode).toBe(400);
    expect((await t.post('get-referrals', { token: 5 }, { token: asha.token })).statusCode).toBe(400);
  });
});

describe('races (meaningful on PostgreSQL, ADR 0005)', () => {
  it('two orders of one friend collected at once: one credit', async () => {
    const asha = await makeReferrer();
    const priya = await friendOf(asha);
    const orders = [await readyForPickup(priya.token), await readyForPickup(priya.token)];
    const answers = await Promise.all(orders.map((o) => storePost('handed-over', o.uid)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const referral = await referralOf(priya.userId);
    expect(referral?.status).toBe('CREDITED');
    expect(orders.map((o) => o.id)).toContain(referral?.orderId);
    expect((await ledgerOf(asha.userId)).map((r) => r.amountPaise)).toEqual([5_000]);
    expect((await ledgerOf(priya.userId)).map((r) => r.amountPaise)).toEqual([2_500]);
    expect(await walletOf(t.db, asha.userId)).toBe(5_000);
  });

  it('20 friends on one device collected at once: exactly one credit, 19 voided', async () => {
    const device = randomDevice();
    const referrers = await Promise.all(Array.from({ length: 4 }, () => makeReferrer()));
    const friends: Friend[] = [];
    for (let i = 0; i < 20; i += 1) friends.push(await friendOf(referrers[i % 4] as Referrer, { device }));
    const ready = await Promise.all(friends.map((f) => readyForPickup(f.token)));
    const answers = await Promise.all(ready.map((o) => storePost('handed-over', o.uid)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const rows = await Promise.all(friends.map((f) => referralOf(f.userId)));
    expect(rows.filter((r) => r?.status === 'CREDITED')).toHaveLength(1);
    expect(rows.filter((r) => r?.status === 'VOID' && r.voidReason === 'DEVICE_ALREADY_REWARDED')).toHaveLength(19);
    const credited = (await Promise.all(referrers.map((r) => walletOf(t.db, r.userId)))).reduce((a, b) => a + b, 0);
    expect(credited).toBe(5_000);
  }, 60_000);

  it('20 friends of one referrer with a limit of 5, collected at once: exactly 5 credits', async () => {
    const asha = await makeReferrer();
    const friends: Friend[] = [];
    for (let i = 0; i < 20; i += 1) friends.push(await friendOf(asha));
    const ready = await Promise.all(friends.map((f) => readyForPickup(f.token)));
    await setSetting('referralMaxCreditsPerReferrer', '5');
    try {
      const answers = await Promise.all(ready.map((o) => storePost('handed-over', o.uid)));
      expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    } finally {
      await setSetting('referralMaxCreditsPerReferrer', '50');
    }
    const rows = await Promise.all(friends.map((f) => referralOf(f.userId)));
    expect(rows.filter((r) => r?.status === 'CREDITED')).toHaveLength(5);
    expect(rows.filter((r) => r?.voidReason === 'REFERRER_LIMIT_REACHED')).toHaveLength(15);
    const ledger = await ledgerOf(asha.userId);
    expect(ledger.map((r) => r.balanceAfterPaise)).toEqual([5_000, 10_000, 15_000, 20_000, 25_000]);
    expect(await walletOf(t.db, asha.userId)).toBe(25_000);
  }, 60_000);
});

describe('rate limit on sign-ups with a referral code', () => {
  it('5 an hour per address, then 429 with a message; sign-ups without a code and other addresses go on', async () => {
    const limited = await createTestApp({ rateLimit: { enabled: true, limits: { 'referral-sign-up': { perIp: 5, windowMs: 60 * 60_000 } } } });
    try {
      const asha = await makeReferrer('Asha Rao', limited);
      const from = '203.0.113.7';
      const answers = [];
      for (let i = 0; i < 6; i += 1) answers.push(await signUp({ code: asha.code, remoteAddress: from }, limited));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 429]);
      expect(answers[5]?.json()).toMatchObject({ success: false, code: 'RATE_LIMITED', message: expect.stringContaining('Too many sign-ups with a referral code') });
      expect(answers[5]?.headers['retry-after']).toBeDefined();
      // The phone route counts in the same allowance.
      const otp = await limited.post('register-otp-user', { name: 'Ravi Kumar', phone: randomPhone(), otp: '123456', refferal_code: asha.code }, { remoteAddress: from });
      expect(otp.statusCode).toBe(429);
      expect((await signUp({ remoteAddress: from }, limited)).statusCode).toBe(200);
      expect((await signUp({ code: asha.code, remoteAddress: '198.51.100.9' }, limited)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

/** The code in the newest message the development outbox kept for `to`. */
async function lastCode(to: string): Promise<string> {
  await t.app.messagesIdle();
  const [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, to)).orderBy(desc(outboxMessages.id)).limit(1);
  const code = /\b(\d{6})\b/.exec(row?.body ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${to}`);
  return code;
}
