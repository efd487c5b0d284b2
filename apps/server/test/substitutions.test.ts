import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, substitutions, users, walletTransactions } from '../src/db/schema';
import { plainItems, predictableRestaurant, type ItemRow, type StoreRow } from './fixtures';
import { createTestApp, type TestApp } from './helpers';
import { makeOwner, makeRider, makeUser, orderRow, placeOrder, type Person } from './life-fixtures';

/**
 * Issue 36 "Grocery substitutions, approved live". The store (₹10 packing, ₹30 delivery, no tax) has
 * milk ₹56, bread ₹45, eggs ₹84, atta ₹300 and a cheaper bread ₹40. An order of 2 × milk, bread and
 * 3 × eggs is ₹409 of items, ₹449 in all. The customer has 5 minutes to answer (the default setting);
 * a dearer replacement may add at most 10 %.
 */
let t: TestApp;
let store: StoreRow;
let milk: ItemRow;
let bread: ItemRow;
let eggs: ItemRow;
let atta: ItemRow;
let brownBread: ItemRow;
let owner: Person;
let otherOwner: Person;
let rider: Person;
const T0 = Math.ceil(Date.now() / 60_000) * 60_000 + 60_000;
let minute = 0;
const clock = { now: () => new Date(T0 + minute * 60_000) };

beforeAll(async () => {
  t = await createTestApp({ clock });
  await t.db.update(cities).set({ isSurgEnabled: false });
  store = await predictableRestaurant(t.db);
  [milk, bread, eggs, atta, brownBread] = (await plainItems(t.db, store.id, [5_600, 4_500, 8_400, 30_000, 4_000])) as [ItemRow, ItemRow, ItemRow, ItemRow, ItemRow];
  owner = await makeOwner(t.db, [store.id]);
  const elsewhere = await predictableRestaurant(t.db);
  otherOwner = await makeOwner(t.db, elsewhere.id === store.id ? [] : [elsewhere.id]);
  rider = await makeRider(t.db, [store.id]);
});
afterAll(async () => t.close());

type Json = Record<string, unknown>;
interface Sub {
  id: number;
  line_id: number;
  status: string;
  difference: string;
  refunded: string;
  collect: string;
  settled_by: string | null;
  answer_by: string | null;
  replacement: { name: string; quantity: number; price: string } | null;
}
interface View {
  items: { line_id: number; item_id: number; name: string; quantity: number; price: string; line_total: string }[];
  bill: { item_total: string; total: string; payable: string; wallet_paid: string };
  refunded: string;
  substitutions: Sub[];
  status_history: { note: string | null }[];
  can_substitute?: boolean;
}
const ok = async (name: string, body: Json, who: Person) => {
  const res = await t.post(name, body, { token: who.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: View }>().data;
};
const refused = async (name: string, body: Json, who: Person) => {
  const res = await t.post(name, body, { token: who.token });
  return { status: res.statusCode, code: res.json<{ code?: string }>().code, message: res.json<{ message?: string }>().message ?? '' };
};
const walletPaise = async (who: Person) => Math.round(Number((await t.post('get-wallet-transactions', {}, { token: who.token })).json<{ balance: string }>().balance) * 100);

/** The order above, accepted by the store (being picked). `method` WALLET pays it all from the wallet. */
async function picking(customer: Person, extra: Json = {}) {
  const placed = await placeOrder(t, customer.token, store, milk.id, {
    order: [
      { id: milk.id, quantity: 2, selectedaddons: [] },
      { id: bread.id, quantity: 1, selectedaddons: [] },
      { id: eggs.id, quantity: 3, selectedaddons: [] },
    ],
    ...extra,
  });
  await ok('store/accept-order', { unique_order_id: placed.uid }, owner);
  const view = await ok('get-single-order', { unique_order_id: placed.uid }, customer);
  const lineOf = (item: ItemRow) => view.items.find((l) => l.item_id === item.id)?.line_id ?? -1;
  return { ...placed, milk: lineOf(milk), bread: lineOf(bread), eggs: lineOf(eggs) };
}

async function walletCustomer(name: string, balancePaise: number) {
  const customer = await makeUser(t.db, 'customer', name);
  await t.db.update(users).set({ walletBalancePaise: balancePaise }).where(eq(users.id, customer.userId));
  return customer;
}

describe('the store proposes, the customer answers', () => {
  it('a cheaper replacement accepted on a cash order: the line changes, the cash due drops, the history says so', async () => {
    minute = 0;
    const customer = await makeUser(t.db, 'customer', 'Meera Iyer');
    const order = await picking(customer);
    expect((await ok('get-single-order', { unique_order_id: order.uid }, customer)).bill).toMatchObject({ item_total: '409.00', total: '449.00', payable: '449.00' });

    const card = await ok('store/substitute-line', { unique_order_id: order.uid, line_id: order.bread, kind: 'REPLACE', item_id: brownBread.id, quantity: 1 }, owner);
    expect(card.can_substitute).toBe(true);
    expect((card as unknown as { actions: string[] }).actions).not.toContain('mark_ready');
    expect(card.substitutions).toEqual([expect.objectContaining({ line_id: order.bread, status: 'PENDING', difference: '-5.00', replacement: expect.objectContaining({ name: brownBread.name, quantity: 1, price: '40.00' }) })]);
    // Nothing changes until the customer answers.
    const asked = await ok('get-single-order', { unique_order_id: order.uid }, customer);
    expect(asked.bill.total).toBe('449.00');
    const [proposal] = asked.substitutions;
    expect(proposal?.answer_by).toBe(new Date(T0 + 5 * 60_000).toISOString());
    const notes = (await ok('get-user-notifications', {}, customer)) as unknown as { title: string; message: string }[];
    expect(notes[0]).toMatchObject({ title: 'Replacement suggested: please answer', message: expect.stringContaining(`They suggest 1 × ${brownBread.name} (₹5.00 less). Answer within 5 min, or we will take the replacement.`) });
    // The kitchen cannot finish the order while the customer has not answered.
    expect(await refused('store/mark-ready', { unique_order_id: order.uid }, owner)).toMatchObject({ status: 409, code: 'SUBSTITUTION_PENDING' });
    expect(await refused('store/substitute-line', { unique_order_id: order.uid, line_id: order.bread, kind: 'REMOVE' }, owner)).toMatchObject({ status: 409, code: 'SUBSTITUTION_PENDING' });

    minute = 2;
    const answered = await ok('answer-substitution', { unique_order_id: order.uid, substitution_id: proposal?.id, answer: 'ACCEPT' }, customer);
    expect(answered.items.map((l) => [l.name, l.quantity, l.line_total])).toEqual([
      [milk.name, 2, '112.00'],
      [brownBread.name, 1, '40.00'],
      [eggs.name, 3, '252.00'],
    ]);
    expect(answered.bill).toMatchObject({ item_total: '404.00', total: '444.00', payable: '444.00' });
    expect(answered.refunded).toBe('0.00');
    expect(answered.substitutions).toEqual([expect.objectContaining({ status: 'ACCEPTED', settled_by: 'customer', difference: '-5.00', refunded: '0.00', collect: '0.00' })]);
    expect(answered.status_history.at(-1)?.note).toBe(`Substituted 1 × ${bread.name} with 1 × ${brownBread.name} (−₹5.00)`);
    expect(await refused('answer-substitution', { unique_order_id: order.uid, substitution_id: proposal?.id, answer: 'REFUND' }, customer)).toMatchObject({ status: 409, code: 'ALREADY_ANSWERED' });
    // The rider collects the new amount at the door.
    await ok('delivery/accept-to-deliver', { unique_order_id: order.uid }, rider);
    const trip = await t.post('delivery/get-single-delivery-order', { unique_order_id: order.uid }, { token: rider.token });
    expect(trip.json<{ data: { amount_to_collect: string } }>().data.amount_to_collect, trip.body).toBe('444.00');
  });

  it('declined: the line stays for the store to leave out or replace again; left out, a wallet order is refunded', async () => {
    minute = 10;
    const customer = await walletCustomer('Rahul Verma', 100_000);
    const order = await picking(customer, { method: 'WALLET' });
    expect(await walletPaise(customer)).toBe(100_000 - 44_900);
    const card = await ok('store/substitute-line', { unique_order_id: order.uid, line_id: order.eggs, kind: 'REPLACE', item_id: milk.id, quantity: 4 }, owner);
    const id = card.substitutions[0]?.id;
    const declined = await ok('answer-substitution', { unique_order_id: order.uid, substitution_id: id, answer: 'DECLINE' }, customer);
    expect(declined.substitutions[0]).toMatchObject({ status: 'DECLINED', settled_by: 'customer' });
    expect(declined.items).toHaveLength(3);
    expect(declined.bill.total).toBe('449.00');

    const left = await ok('store/substitute-line', { unique_order_id: order.uid, line_id: order.eggs, kind: 'REMOVE' }, owner);
    expect(left.items.map((l) => l.name)).toEqual([milk.name, bread.name]);
    expect(left.bill).toMatchObject({ item_total: '157.00', total: '197.00' });
    expect(left.substitutions.map((s) => [s.status, s.refunded, s.settled_by])).toEqual([
      ['DECLINED', '0.00', 'customer'],
      ['REMOVED', '252.00', 'store'],
    ]);
    expect(await walletPaise(customer)).toBe(100_000 - 44_900 + 25_200);
    expect((await orderRow(t.db, order.uid)).refundedPaise).toBe(25_200);
    const view = await ok('get-single-order', { unique_order_id: order.uid }, customer);
    expect(view.refunded).toBe('252.00');
    const notes = (await ok('get-user-notifications', {}, customer)) as unknown as { message: string }[];
    expect(notes[0]?.message).toBe(`${store.name} does not have 3 × ${eggs.name}, so it was left out. Your total is now ₹197.00. ₹252.00 is back in your wallet.`);
  });

  it('a cash order with a wallet part: the cash due drops first, then the wallet part comes back', async () => {
    minute = 20;
    const customer = await walletCustomer('Kiran Rao', 40_000);
    const order = await picking(customer, { partial_wallet: true });
    expect((await ok('get-single-order', { unique_order_id: order.uid }, customer)).bill).toMatchObject({ wallet_paid: '400.00', payable: '49.00' });
    const left = await ok('store/substitute-line', { unique_order_id: order.uid, line_id: order.eggs, kind: 'REMOVE' }, owner);
    // ₹252 less: ₹49 off the cash, ₹203 back to the wallet.
    expect(left.bill).toMatchObject({ total: '197.00', payable: '0.00' });
    expect(left.substitutions[0]).toMatchObject({ refunded: '203.00' });
    expect(await walletPaise(customer)).toBe(20_300);
  });
});

describe('money limits and the state machine', () => {
  it('dearer within the cap on cash is collected at the door; beyond it, or on a paid order, it is refused and nothing changes', async () => {
    minute = 30;
    const cash = await makeUser(t.db, 'customer', 'Anil Kumar');
    const order = await picking(cash);
    // Bread ₹45 → 2 × milk ₹112: ₹67 more, over 10 % of ₹449 (₹44.90).
    const over = await refused('store/substitute-line', { unique_order_id: order.uid, line_id: order.bread, kind: 'REPLACE', item_id: milk.id, quantity: 2 }, owner);
    expect(over).toMatchObject({ status: 422, code: 'SUBSTITUTION_OVER_CAP' });
    expect(over.message).toContain('at most ₹44.90 more (10 %)');
    // At a price the store sets (₹80 for the two), it is ₹35 more: allowed, and collected in cash.
    const card = await ok('store/substitute-line', { unique_order_id: order.uid, line_id: order.bread, kind: 'REPLACE', item_id: milk.id, quantity: 2, price: '40' }, owner);
    const id = card.substitutions[0]?.id;
    const taken = await ok('answer-substitution', { unique_order_id: order.uid, substitution_id: id, answer: 'ACCEPT' }, cash);
    expect(taken.bill).toMatchObject({ total: '484.00', payable: '484.00' });
    expect(taken.substitutions[0]).toMatchObject({ status: 'ACCEPTED', difference: '35.00', collect: '35.00' });

    const paid = await walletCustomer('Divya Nair', 100_000);
    const prepaid = await picking(paid, { method: 'WALLET' });
    expect(await refused('store/substitute-line', { unique_order_id: prepaid.uid, line_id: prepaid.bread, kind: 'REPLACE', item_id: atta.id, quantity: 1, price: '46' }, owner)).toMatchObject({ status: 422, code: 'SUBSTITUTION_NOT_COLLECTABLE' });
    expect(await refused('store/substitute-line', { unique_order_id: prepaid.uid, line_id: prepaid.bread, kind: 'REPLACE', item_id: 999_999, quantity: 1 }, owner)).toMatchObject({ status: 422, code: 'SUBSTITUTE_UNAVAILABLE' });
    expect(await t.db.select().from(substitutions).where(eq(substitutions.orderId, prepaid.id))).toEqual([]);
    expect((await ok('get-single-order', { unique_order_id: prepaid.uid }, paid)).bill.total).toBe('449.00');
  });

  it('only while the order is picked, only by its store and its customer; the last line cannot be left out', async () => {
    minute = 40;
    const customer = await makeUser(t.db, 'customer', 'Sana Shaikh');
    const placed = await placeOrder(t, customer.token, store, milk.id);
    const line = (await ok('get-single-order', { unique_order_id: placed.uid }, customer)).items[0]?.line_id;
    // Placed, not accepted: not yet.
    expect(await refused('store/substitute-line', { unique_order_id: placed.uid, line_id: line, kind: 'REMOVE' }, owner)).toMatchObject({ status: 409, code: 'INVALID_TRANSITION' });
    await ok('store/accept-order', { unique_order_id: placed.uid }, owner);
    expect(await refused('store/substitute-line', { unique_order_id: placed.uid, line_id: line, kind: 'REMOVE' }, owner)).toMatchObject({ status: 422, code: 'SUBSTITUTION_EMPTY' });
    expect(await refused('store/substitute-line', { unique_order_id: placed.uid, line_id: line, kind: 'REMOVE' }, otherOwner)).toMatchObject({ status: 404 });
    expect(await refused('store/substitute-line', { unique_order_id: placed.uid, line_id: 987_654, kind: 'REMOVE' }, owner)).toMatchObject({ status: 404 });
    expect(await refused('store/substitute-line', { unique_order_id: placed.uid, line_id: line, kind: 'REPLACE', item_id: bread.id, quantity: 0 }, owner)).toMatchObject({ status: 400 });
    expect(await refused('store/substitute-line', { unique_order_id: placed.uid, line_id: line, kind: 'SWAP\u0000' }, owner)).toMatchObject({ status: 400 });
    const card = await ok('store/substitute-line', { unique_order_id: placed.uid, line_id: line, kind: 'REPLACE', item_id: bread.id, quantity: 1 }, owner);
    const id = card.substitutions[0]?.id;
    const stranger = await makeUser(t.db, 'customer', 'Someone Else');
    expect(await refused('answer-substitution', { unique_order_id: placed.uid, substitution_id: id, answer: 'ACCEPT' }, stranger)).toMatchObject({ status: 404 });
    expect(await refused('answer-substitution', { unique_order_id: placed.uid, substitution_id: id, answer: 'MAYBE' }, customer)).toMatchObject({ status: 400 });
    await ok('answer-substitution', { unique_order_id: placed.uid, substitution_id: id, answer: 'ACCEPT' }, customer);
    await ok('store/mark-ready', { unique_order_id: placed.uid }, owner);
    // Ready: the picking is over.
    expect(await refused('store/substitute-line', { unique_order_id: placed.uid, line_id: line, kind: 'REPLACE', item_id: eggs.id, quantity: 1 }, owner)).toMatchObject({ status: 409, code: 'INVALID_TRANSITION' });
  });
});

describe('no answer in time', () => {
  it("follows the customer's checkout choice: best match takes the replacement, refund leaves the line out", async () => {
    minute = 50;
    const first = await walletCustomer('Farah Khan', 100_000);
    const bestMatch = await picking(first, { method: 'WALLET' });
    const second = await walletCustomer('Vikram Singh', 100_000);
    const refund = await picking(second, { method: 'WALLET', substitution_default: 'REFUND' });
    await ok('store/substitute-line', { unique_order_id: bestMatch.uid, line_id: bestMatch.bread, kind: 'REPLACE', item_id: brownBread.id, quantity: 1 }, owner);
    await ok('store/substitute-line', { unique_order_id: refund.uid, line_id: refund.bread, kind: 'REPLACE', item_id: brownBread.id, quantity: 1 }, owner);
    minute = 54;
    expect(await t.app.substitutions.sweep()).toBe(0);
    minute = 55;
    expect(await t.app.substitutions.sweep()).toBe(2);
    expect(await t.app.substitutions.sweep()).toBe(0);

    const taken = await ok('get-single-order', { unique_order_id: bestMatch.uid }, first);
    expect(taken.substitutions[0]).toMatchObject({ status: 'ACCEPTED', settled_by: 'default', refunded: '5.00' });
    expect(taken.items.map((l) => l.name)).toContain(brownBread.name);
    expect(await walletPaise(first)).toBe(100_000 - 44_900 + 500);
    const left = await ok('get-single-order', { unique_order_id: refund.uid }, second);
    expect(left.substitutions[0]).toMatchObject({ status: 'REFUNDED', settled_by: 'default', refunded: '45.00' });
    expect(left.items.map((l) => l.name)).toEqual([milk.name, eggs.name]);
    expect(await walletPaise(second)).toBe(100_000 - 44_900 + 4_500);
  });
});

describe('races', () => {
  it('20 answers at once settle a proposal once and refund once; 20 proposals for a line give one', async () => {
    minute = 60;
    const customer = await walletCustomer('Race Customer', 100_000);
    const order = await picking(customer, { method: 'WALLET' });
    const proposals = await Promise.all(
      Array.from({ length: 20 }, () => t.post('store/substitute-line', { unique_order_id: order.uid, line_id: order.eggs, kind: 'REPLACE', item_id: milk.id, quantity: 1 }, { token: owner.token })),
    );
    expect(proposals.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(new Set(proposals.filter((r) => r.statusCode !== 200).map((r) => `${r.statusCode} ${r.json<{ code: string }>().code}`))).toEqual(new Set(['409 SUBSTITUTION_PENDING']));
    const [row, ...more] = await t.db.select().from(substitutions).where(eq(substitutions.orderId, order.id));
    expect(more).toEqual([]);

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => t.post('answer-substitution', { unique_order_id: order.uid, substitution_id: row?.id, answer: i % 2 ? 'ACCEPT' : 'REFUND' }, { token: customer.token })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(new Set(answers.filter((r) => r.statusCode !== 200).map((r) => r.json<{ code: string }>().code))).toEqual(new Set(['ALREADY_ANSWERED']));
    const credits = await t.db.select().from(walletTransactions).where(eq(walletTransactions.userId, customer.userId));
    expect(credits.filter((c) => c.type === 'CREDIT')).toHaveLength(1);
    const settled = (await ok('get-single-order', { unique_order_id: order.uid }, customer)).substitutions[0];
    // Eggs ₹252 → milk ₹56 (₹196 back), or eggs refunded (₹252 back): one of them, once.
    expect([['ACCEPTED', '196.00'], ['REFUNDED', '252.00']]).toContainEqual([settled?.status, settled?.refunded]);
    expect(await walletPaise(customer)).toBe(100_000 - 44_900 + Math.round(Number(settled?.refunded) * 100));
  });

  it('two lines left out at once: both are, and the bill is made from both', async () => {
    minute = 70;
    const customer = await walletCustomer('Two Lines', 100_000);
    const order = await picking(customer, { method: 'WALLET' });
    const both = await Promise.all([order.bread, order.eggs].map((line) => t.post('store/substitute-line', { unique_order_id: order.uid, line_id: line, kind: 'REMOVE' }, { token: owner.token })));
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const view = await ok('get-single-order', { unique_order_id: order.uid }, customer);
    expect(view.items.map((l) => l.name)).toEqual([milk.name]);
    expect(view.bill).toMatchObject({ item_total: '112.00', total: '152.00' });
    expect(view.refunded).toBe('297.00');
    expect(await walletPaise(customer)).toBe(100_000 - 15_200);
  });
});
