// The database side of the place-order bench (scripts/bench-orders.mjs): prepares a bench database the
// way the server does (migrate, demo city), seeds the bench customers, their sessions and wallets and
// the capped coupons straight into it, and after the run checks that no order, wallet debit or coupon
// redemption was lost or doubled. It runs while NO server has the database open (PGlite's data
// directory is locked by its one process), so it opens the database through the server's own code.
import { randomBytes } from 'node:crypto';
import { register } from 'tsx/esm/api';

// The server is TypeScript run by tsx; the bench imports its database code the same way.
register();
const { openDatabase } = await import('../apps/server/src/db/client.ts');
const { seedIfEmpty } = await import('../apps/server/src/db/seed/seed.ts');
const { coupons, sessions, users, walletTransactions } = await import('../apps/server/src/db/schema/index.ts');
const { hashToken } = await import('../apps/server/src/lib/tokens.ts');
const { inArray, sql } = await import('drizzle-orm');

/** Bench customers are recognisable by their e-mail domain (the checks look at them only where it matters). */
export const BENCH_EMAIL_DOMAIN = 'bench.keka.test';
const DAY_MS = 86_400_000;

/** Opens the database, migrates it and loads the demo city when empty (what main.ts does with SEED_DEMO). */
export async function prepareDatabase(config) {
  const database = await openDatabase(config);
  try {
    await database.migrate();
    await seedIfEmpty(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

export async function openForChecks(config) {
  return openDatabase(config);
}

/**
 * `balances` (paise) are the customers' wallets, one per customer; each gets a session token (stored
 * hashed, as login does), a CREDIT ledger row for the balance (so ledger and cached balance agree) and
 * its own IPv4 address for X-Forwarded-For (the bench server trusts the proxy header: one address per
 * customer, as real phones would have), and a phone number, which checkout asks for.
 */
export async function seedCustomers(db, { label, balances, firstIp }) {
  const customers = [];
  const BATCH = 500;
  for (let start = 0; start < balances.length; start += BATCH) {
    const slice = balances.slice(start, start + BATCH);
    const rows = await db
      .insert(users)
      .values(
        slice.map((balance, i) => {
          const n = start + i;
          return {
            name: `Bench customer ${label}-${n}`,
            email: `${label}-${n}@${BENCH_EMAIL_DOMAIN}`.toLowerCase(),
            role: 'customer',
            walletBalancePaise: balance,
            referralCode: `BENCH${label}${n}`.toUpperCase(),
          };
        }),
      )
      .returning({ id: users.id, balance: users.walletBalancePaise });
    // Checkout asks for a phone (issue 34): one from the id, unique as ids are.
    await db.update(users).set({ phone: sql`'+9195' || lpad(${users.id}::text, 8, '0')` }).where(inArray(users.id, rows.map((r) => r.id)));
    const tokens = rows.map(() => randomBytes(32).toString('base64url'));
    const expiresAt = new Date(Date.now() + DAY_MS);
    await db.insert(sessions).values(rows.map((r, i) => ({ userId: r.id, tokenHash: hashToken(tokens[i]), expiresAt })));
    const credited = rows.filter((r) => r.balance > 0);
    if (credited.length > 0) {
      await db
        .insert(walletTransactions)
        .values(credited.map((r) => ({ userId: r.id, type: 'CREDIT', amountPaise: r.balance, balanceAfterPaise: r.balance, reason: 'Bench top-up' })));
    }
    rows.forEach((r, i) => {
      const n = firstIp + start + i;
      customers.push({ id: r.id, token: tokens[i], balancePaise: r.balance, ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` });
    });
  }
  return customers;
}

/** A coupon valid at every store, ₹40 off, that runs out after `limit` uses in all. */
export async function createCappedCoupon(db, code, limit) {
  const [row] = await db
    .insert(coupons)
    .values({ code, name: 'Bench coupon', description: 'place-order bench', discountType: 'AMOUNT', discountAmountPaise: 4000, maxUsesTotal: limit, isPublic: false })
    .returning({ id: coupons.id });
  return { id: row.id, code, limit };
}

const one = async (db, query) => (await db.execute(query)).rows[0];
const num = (v) => Number(v ?? 0);

/**
 * Checks the database against what the clients saw. `seen` = { orderIds: Map<unique_order_id, userId>,
 * keysWithOrder: number, coupons: [{ code, limit, requests }] }. Returns [{ ok, what, detail }].
 */
export async function checkIntegrity(db, seen) {
  const checks = [];
  const check = (ok, what, detail) => checks.push({ ok, what, detail });
  const bench = sql`(select id from users where email like ${`%@${BENCH_EMAIL_DOMAIN}`})`;

  const orderRows = (await db.execute(sql`select unique_order_id, user_id from orders where user_id in ${bench}`)).rows;
  const inDb = new Map(orderRows.map((r) => [r.unique_order_id, num(r.user_id)]));
  const missing = [...seen.orderIds].filter(([uid, userId]) => inDb.get(uid) !== userId).length;
  const unanswered = [...inDb.keys()].filter((uid) => !seen.orderIds.has(uid)).length;
  check(
    inDb.size === seen.orderIds.size && missing === 0 && unanswered === 0,
    'orders in the database == distinct orders answered 200',
    `${inDb.size} in the database, ${seen.orderIds.size} answered; ${missing} answered but missing, ${unanswered} created but never answered`,
  );

  const keys = await one(
    db,
    sql`select count(*) as with_answer,
               count(distinct response->'data'->>'unique_order_id') as distinct_orders,
               (select count(*) from orders o where o.user_id in ${bench} and not exists (
                  select 1 from idempotency_keys k where k.user_id = o.user_id and k.route = 'place-order'
                  and k.response->'data'->>'unique_order_id' = o.unique_order_id)) as orders_without_key
        from idempotency_keys where user_id in ${bench} and route = 'place-order' and response is not null`,
  );
  check(
    num(keys.with_answer) === inDb.size && num(keys.distinct_orders) === inDb.size && num(keys.orders_without_key) === 0 && seen.keysWithOrder === inDb.size,
    'replays created nothing (one order per Idempotency-Key)',
    `${num(keys.with_answer)} keys hold an answer naming ${num(keys.distinct_orders)} orders; ${inDb.size} orders, ${num(keys.orders_without_key)} without a key; keys answered 200 by the clients: ${seen.keysWithOrder}`,
  );

  const wallet = await one(
    db,
    sql`select
          (select coalesce(sum(amount_paise), 0) from wallet_transactions where type = 'DEBIT' and user_id in ${bench}) as debited,
          (select count(*) from wallet_transactions where type = 'DEBIT' and user_id in ${bench}) as debits,
          (select coalesce(sum(wallet_paid_paise), 0) from orders where user_id in ${bench}) as wallet_paid,
          (select count(*) from orders where wallet_paid_paise > 0 and user_id in ${bench}) as wallet_orders,
          (select count(*) from wallet_transactions w where w.type = 'DEBIT' and w.user_id in ${bench} and
             (select count(*) from orders o where o.id = w.order_id and o.user_id = w.user_id and o.wallet_paid_paise = w.amount_paise) <> 1) as debits_not_one_order,
          (select count(*) from orders o where o.wallet_paid_paise > 0 and o.user_id in ${bench} and
             (select count(*) from wallet_transactions w where w.order_id = o.id and w.type = 'DEBIT') <> 1) as orders_not_one_debit,
          (select count(*) from orders where wallet_paid_paise + payable_paise <> total_paise and user_id in ${bench}) as split_wrong`,
  );
  check(
    num(wallet.debits_not_one_order) === 0 && num(wallet.orders_not_one_debit) === 0,
    'every wallet debit has exactly one order (and every wallet-paid order one debit)',
    `${num(wallet.debits)} debits, ${num(wallet.wallet_orders)} orders paid partly or wholly from the wallet; ${num(wallet.debits_not_one_order)} debits without exactly one matching order, ${num(wallet.orders_not_one_debit)} orders without exactly one debit`,
  );
  check(
    num(wallet.debited) === num(wallet.wallet_paid) && num(wallet.split_wrong) === 0,
    'sum of DEBIT rows == sum of orders.wallet_paid_paise',
    `debits ${rupees(wallet.debited)}, orders' wallet part ${rupees(wallet.wallet_paid)}; ${num(wallet.split_wrong)} orders whose wallet + payable ≠ total`,
  );

  const balances = await one(
    db,
    sql`select min(u.wallet_balance_paise) as lowest,
               count(*) filter (where u.wallet_balance_paise < 0) as negative,
               count(*) filter (where u.wallet_balance_paise <> coalesce(l.credits, 0) - coalesce(l.debits, 0)) as off_ledger
        from users u left join (
          select user_id, sum(amount_paise) filter (where type = 'CREDIT') as credits, sum(amount_paise) filter (where type = 'DEBIT') as debits
          from wallet_transactions group by user_id) l on l.user_id = u.id
        where u.id in ${bench}`,
  );
  check(
    num(balances.negative) === 0 && num(balances.off_ledger) === 0,
    "no balance went negative; every balance == its ledger's credits − debits",
    `lowest balance ${rupees(balances.lowest)}; ${num(balances.negative)} negative, ${num(balances.off_ledger)} off their ledger`,
  );

  for (const c of seen.coupons) {
    const row = await one(
      db,
      sql`select c.used_count, c.max_uses_total,
                 (select count(*) from coupon_redemptions r where r.coupon_id = c.id) as redemptions,
                 (select count(*) from orders o where o.coupon_code = c.code) as orders,
                 (select count(*) from coupon_redemptions r join orders o on o.id = r.order_id
                    where r.coupon_id = c.id and o.coupon_code = c.code and o.coupon_discount_paise = r.amount_paise and o.user_id = r.user_id) as matching
          from coupons c where c.code = ${c.code}`,
    );
    const used = num(row.used_count);
    check(
      used === num(row.redemptions) && used === num(row.orders) && used === num(row.matching) && used <= num(row.max_uses_total),
      `coupon ${c.code}: used_count == redemptions == orders carrying it ≤ limit`,
      `used_count ${used}, ${num(row.redemptions)} redemptions, ${num(row.orders)} orders (${num(row.matching)} matching their redemption), limit ${num(row.max_uses_total)}, ${c.requests} requests carried it`,
    );
  }
  return checks;
}

function rupees(paise) {
  return `₹${(num(paise) / 100).toFixed(2)}`;
}
