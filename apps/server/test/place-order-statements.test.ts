// place-order's statements on PostgreSQL are sent by name (ADR 0021): node-postgres parses a named
// statement once per connection, so the server neither parses nor plans them again for each order.
import { eq } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, coupons, users, walletTransactions } from '../src/db/schema';
import { locationAt, plainItems, pointNorthOf, predictableRestaurant, registerCustomer, type ItemRow, type StoreRow } from './fixtures';
import { createTestApp, DB_KIND, type TestApp } from './helpers';

interface Sent {
  readonly name: string | null;
  readonly text: string;
  readonly inTransaction: boolean;
}

describe.skipIf(DB_KIND !== 'postgres')('place-order statements on PostgreSQL', () => {
  let t: TestApp;
  let store: StoreRow;
  let dish: ItemRow;
  let sent: Sent[] | null = null;
  // Kept to be called with the client as `this` and put back afterwards.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const original = pg.Client.prototype.query;
  const open = new WeakSet<object>();
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const build = PgDialect.prototype.sqlToQuery;
  let built: string[] | null = null;

  beforeAll(async () => {
    t = await createTestApp();
    await t.db.update(cities).set({ isSurgEnabled: false });
    store = await predictableRestaurant(t.db);
    [dish] = (await plainItems(t.db, store.id, [20_000])) as [ItemRow];
    // Every statement any pool client sends while `sent` is set, with its name and whether a transaction was open.
    pg.Client.prototype.query = function recorded(this: pg.Client, config: unknown, ...rest: unknown[]) {
      const q = config as string | { text?: string; name?: string };
      const text = typeof q === 'string' ? q : (q.text ?? '');
      if (/^\s*begin/i.test(text)) open.add(this);
      sent?.push({ name: typeof q === 'string' ? null : (q.name ?? null), text, inTransaction: open.has(this) });
      if (/^\s*(commit|rollback)/i.test(text)) open.delete(this);
      return (original as (...args: unknown[]) => unknown).call(this, config, ...rest);
    } as typeof pg.Client.prototype.query;
    // Every SQL text drizzle writes out while `built` is set (db/prepared.ts: statements built once).
    PgDialect.prototype.sqlToQuery = function counted(this: PgDialect, ...args: Parameters<typeof build>) {
      const query = build.apply(this, args);
      built?.push(query.sql);
      return query;
    };
  });
  afterAll(async () => {
    pg.Client.prototype.query = original;
    PgDialect.prototype.sqlToQuery = build;
    await t.close();
  });

  async function place(token: string, extra: Record<string, unknown>, key: string, dishes: readonly ItemRow[] = [dish]): Promise<Sent[]> {
    sent = [];
    built = [];
    try {
      const res = await t.post(
        'place-order',
        { order: dishes.map((d) => ({ id: d.id, quantity: 1, selectedaddons: [] })), location: locationAt(pointNorthOf(store, 1)), method: 'COD', delivery_type: 1, ...extra },
        { token, headers: { 'idempotency-key': key } },
      );
      expect(res.statusCode, res.body).toBe(200);
      return sent;
    } finally {
      sent = null;
    }
  }

  it('names every statement inside the transaction, the coupon and the wallet going in with the order, with the same texts order after order', async () => {
    const [me, you] = [await registerCustomer(t.post), await registerCustomer(t.post)];
    await t.db.update(users).set({ walletBalancePaise: 5_000 });
    await t.db.insert(coupons).values({ code: 'NAMED', discountType: 'AMOUNT', discountAmountPaise: 1_000 });
    const extra = { coupon: { code: 'NAMED' }, partial_wallet: true };
    const first = await place(me.token, extra, 'named-1');
    const builtForFirst = built ?? [];
    const inside = first.filter((s) => s.inTransaction && !/^\s*(begin|commit)/i.test(s.text));
    expect(inside.map((s) => s.name)).toEqual([
      'claim_idempotency_key',
      'lock_user',
      'first_order_and_ids',
      'lock_coupon_for_user',
      // The order, its lines and history, the coupon's use, the wallet debit, the live event and the
      // answer stored for the key: one statement.
      'insert_order_1_0_coupon_wallet',
    ]);
    expect(inside[4]?.text).toMatch(/insert into "coupon_redemptions".*update "coupons".*update "users" set wallet_balance_paise.*insert into "live_events".*update "idempotency_keys"/s);
    // Another customer's order of the same shape sends the same texts under the same names.
    const second = await place(you.token, extra, 'named-2');
    const texts = (list: Sent[]) => list.filter((s) => s.name !== null).map((s) => `${s.name}: ${s.text}`);
    expect(texts(second)).toEqual(texts(first));
    // ...built in JavaScript for the first order that needed them, never again (db/prepared.ts preparedIn).
    const named = (list: Sent[]) => list.filter((s) => s.inTransaction && s.name).map((s) => s.text);
    expect(named(first).every((text) => builtForFirst.includes(text))).toBe(true);
    expect((built ?? []).filter((text) => named(second).includes(text))).toEqual([]);
    const [row] = await t.db.select({ balance: users.walletBalancePaise }).from(users).where(eq(users.id, you.userId));
    expect(row?.balance).toBe(0);
    const ledger = await t.db.select().from(walletTransactions).where(eq(walletTransactions.userId, you.userId));
    expect(ledger.map((l) => [l.type, l.amountPaise, l.balanceAfterPaise])).toEqual([['DEBIT', 5_000, 0]]);
    const [coupon] = await t.db.select().from(coupons).where(eq(coupons.code, 'NAMED'));
    expect(coupon?.usedCount).toBe(2);
  });

  it('sends an order of more lines than the usual shapes unnamed, so a connection keeps a bounded number of statements', async () => {
    const many = await plainItems(t.db, store.id, Array.from({ length: 9 }, () => 5_000));
    const customer = await registerCustomer(t.post);
    const statements = await place(customer.token, {}, 'named-big', many);
    const insert = statements.find((s) => /insert into "orders"/.test(s.text));
    expect(insert?.text).toMatch(/insert into "order_lines"/);
    expect(insert?.name).toBeFalsy();
    expect(statements.filter((s) => s.name === 'lock_user')).toHaveLength(1);
  });
});
