import { and, asc, desc, eq, inArray, isNotNull, ne, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { fillFor, placeholdersFor, preparedIn, type Along } from '../../db/prepared';
import type { LocalText } from '../../db/schema/local-text';
import { inEnglish } from '../../lib/local-text';
import {
  idempotencyKeys,
  orderLineAddons,
  orderLines,
  orderStatusHistory,
  orders,
  stores,
  substitutions,
  users,
  walletTransactions,
  type SubstitutionRow,
} from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderLineAddonRow = typeof orderLineAddons.$inferSelect;
export type OrderHistoryRow = typeof orderStatusHistory.$inferSelect;
type StoreRow = typeof stores.$inferSelect;
/** The customer's row as checkout locks it (wallet balance, per-user coupon limits). */
export type CustomerRow = typeof users.$inferSelect;

export interface NewOrderLine {
  readonly line: Omit<OrderLineRow, 'orderId' | 'id'>;
  readonly addons: readonly Omit<OrderLineAddonRow, 'orderLineId' | 'id'>[];
}

export interface OrderAggregate {
  readonly order: OrderRow;
  readonly store: StoreRow;
  readonly lines: readonly { line: OrderLineRow; addons: readonly OrderLineAddonRow[] }[];
  readonly history: readonly OrderHistoryRow[];
  /** Lines the store could not supply (issue 36), oldest first. */
  readonly substitutions: readonly SubstitutionRow[];
  /** The delivery partner, once one accepted it. */
  readonly rider: { readonly name: string; readonly phone: string | null } | null;
}

/**
 * The columns a new order leaves to the database, as it fills them in: the INSERT sends every other
 * one. Typed so that a column added to `orders` fails to compile until it is listed here or sent.
 */
export const NEW_ORDER_DEFAULTS = {
  cancelReason: null,
  cancelledByRole: null,
  preparationMinutes: null,
  etaAt: null,
  kitchenStartedAt: null,
  promisedAt: null,
  firstPromisedAt: null,
  promiseExtendedAt: null,
  promiseExtensionReason: null,
  acceptedAt: null,
  readyAt: null,
  pickedUpAt: null,
  deliveredAt: null,
  cancelledAt: null,
  deliveryUserId: null,
  offerBroadcastAt: null,
  pinAttempts: 0,
  refundedPaise: 0,
} as const satisfies Partial<OrderRow>;

/** What place-order sends for a new order's row: every column but the id and those left to their defaults. */
export type NewOrderValues = Omit<OrderRow, 'id' | keyof typeof NEW_ORDER_DEFAULTS>;

/** A new order's rows as they will be written (orderAsWritten); `sent` is the order's row as the INSERT sends it. */
export interface NewOrderRows {
  readonly sent: NewOrderValues & { readonly id: number };
  readonly order: OrderRow;
  readonly lines: OrderAggregate['lines'];
  readonly history: readonly OrderHistoryRow[];
}

/** Ids drawn for a new order's rows before they are written (firstOrderAndIds). */
export interface NewOrderIds {
  readonly orderId: number;
  readonly historyId: number;
  readonly lineIds: readonly number[];
  readonly addonIds: readonly number[];
}

const rider = alias(users, 'rider');

/**
 * Orders of at most this many lines and add-ons go in by a named statement: 8 × 9 shapes, each with or
 * without a coupon and a wallet part, 288 at most per connection.
 */
const NAMED_ORDER_SHAPE = 8;

export const ordersRepository = {
  /**
   * Claims an idempotency key inside the caller's transaction. On PostgreSQL a concurrent claim of the
   * same key waits on the unique index until the first transaction ends, then sees its stored answer.
   */
  async claimIdempotencyKey(tx: Tx, v: { userId: number; route: string; key: string; requestHash: string }): Promise<boolean> {
    const claim = preparedIn(tx, 'claim_idempotency_key', (t) =>
      t
        .insert(idempotencyKeys)
        .values({ userId: sql.placeholder('userId'), route: sql.placeholder('route'), key: sql.placeholder('key'), requestHash: sql.placeholder('requestHash') })
        .onConflictDoNothing()
        .returning({ id: idempotencyKeys.id })
        .prepare('claim_idempotency_key'),
    );
    const rows = await claim.execute(v);
    return rows.length === 1;
  },

  /** The key's row once its answer is stored (a finished request under that key). */
  async findAnsweredIdempotencyKey(db: Db, v: { userId: number; route: string; key: string }) {
    const [row] = await db
      .select({ id: idempotencyKeys.id })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, v.userId), eq(idempotencyKeys.route, v.route), eq(idempotencyKeys.key, v.key), isNotNull(idempotencyKeys.response)))
      .limit(1);
    return row;
  },

  async findIdempotencyKey(tx: Tx, v: { userId: number; route: string; key: string }) {
    const [row] = await tx
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, v.userId), eq(idempotencyKeys.route, v.route), eq(idempotencyKeys.key, v.key)))
      .limit(1);
    return row;
  },

  /**
   * The answer stored for the key as a data-modifying CTE (`key_answered`) of the order's INSERT (ADR
   * 0021). Without a key its values are null and it matches no row: one statement text serves both.
   */
  answerAlong(v: { userId: number; route: string; key: string; statusCode: number; response: unknown } | null): Along {
    return {
      name: 'answer',
      ctes: (t) => [
        t
          .$with('key_answered', {})
          .as(
            t
              .update(idempotencyKeys)
              .set({ statusCode: sql`${sql.placeholder('answer_status')}`, response: sql`${sql.placeholder('answer_response')}::jsonb` })
              .where(and(eq(idempotencyKeys.userId, sql.placeholder('answer_user_id')), eq(idempotencyKeys.route, sql.placeholder('answer_route')), eq(idempotencyKeys.key, sql.placeholder('answer_key'))))
              .returning({ id: idempotencyKeys.id })
              .getSQL(),
          ),
      ],
      // An update's SET takes no placeholder of its own: the answer goes as the JSON text jsonb maps to.
      values: {
        answer_user_id: v?.userId ?? null,
        answer_route: v?.route ?? null,
        answer_key: v?.key ?? null,
        answer_status: v?.statusCode ?? null,
        answer_response: v ? JSON.stringify(v.response) : null,
      },
    };
  },

  /** Locks the customer's row: serialises one user's checkouts (wallet, per-user coupon limits). */
  async lockUser(tx: Tx, userId: number): Promise<CustomerRow | undefined> {
    const lock = preparedIn(tx, 'lock_user', (t) => t.select().from(users).where(eq(users.id, sql.placeholder('userId'))).for('update').prepare('lock_user'));
    const [row] = await lock.execute({ userId });
    return row;
  },

  async walletBalance(db: Db, userId: number): Promise<number> {
    const [row] = await db.select({ balance: users.walletBalancePaise }).from(users).where(eq(users.id, userId));
    return row?.balance ?? 0;
  },

  /** Whether the user ordered before: one index probe (LIMIT 1), never a count of every order. */
  async hasEarlierOrder(tx: Db, userId: number): Promise<boolean> {
    const rows = await tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId)).limit(1);
    return rows.length > 0;
  },

  /**
   * In place-order's transaction, AFTER the user's row is locked (so the answer cannot change before
   * commit): whether the user ordered before, and the ids the new order's rows will take, drawn from
   * their own sequences, all in one statement (ADR 0021). Line and add-on ids come in ascending order.
   */
  async firstOrderAndIds(tx: Tx, userId: number, lineCount: number, addonCount: number): Promise<NewOrderIds & { hasEarlierOrder: boolean }> {
    // Selected from the user's own row (locked already): exactly one row comes back.
    const select = preparedIn(tx, 'first_order_and_ids', (t) =>
      t
        .select({
          hasEarlierOrder: sql<boolean>`exists (select 1 from orders o where o.user_id = ${sql.placeholder('userId')})`,
          orderId: sql<number>`nextval('orders_id_seq')::int`,
          historyId: sql<number>`nextval('order_status_history_id_seq')::int`,
          lineIds: sql<number[]>`array(select nextval('order_lines_id_seq')::int from generate_series(1, ${sql.placeholder('lineCount')}::int))`,
          addonIds: sql<number[]>`array(select nextval('order_line_addons_id_seq')::int from generate_series(1, ${sql.placeholder('addonCount')}::int))`,
        })
        .from(users)
        .where(eq(users.id, sql.placeholder('userId')))
        .prepare('first_order_and_ids'),
    );
    const [row] = await select.execute({ userId, lineCount, addonCount });
    if (!row) throw new Error('firstOrderAndIds: no such user');
    const ascending = (ids: readonly unknown[]) => ids.map(Number).sort((a, b) => a - b);
    return { hasEarlierOrder: row.hasEarlierOrder, orderId: Number(row.orderId), historyId: Number(row.historyId), lineIds: ascending(row.lineIds), addonIds: ascending(row.addonIds) };
  },

  /**
   * The wallet debit as data-modifying CTEs, sent with the order's own INSERT (ADR 0021; SECURITY 9):
   * `wallet_debited` takes the amount only if the balance covers it, `wallet_ledger` writes the ledger
   * row (its reason as keys and in English) from the UPDATE's new balance. No ledger row = no debit.
   */
  debitAlong(v: { userId: number; amountPaise: number; orderId: number; reason: LocalText }): Along {
    return {
      name: 'wallet',
      // Written out with aliases: the ledger reads the CTE's row, not a drizzle table (ADR 0021's note).
      ctes: (t) => {
        const [userId, amount, orderId] = [sql.placeholder('debit_user_id'), sql.placeholder('debit_amount'), sql.placeholder('debit_order_id')];
        const debited = sql`update ${users} set wallet_balance_paise = wallet_balance_paise - ${amount}
            where id = ${userId} and wallet_balance_paise >= ${amount}
            returning wallet_balance_paise`;
        const ledger = sql`insert into ${walletTransactions} (user_id, type, amount_paise, balance_after_paise, reason, reason_text, order_id)
            select ${userId}, 'DEBIT', ${amount}, wallet_debited.wallet_balance_paise, ${sql.placeholder('debit_reason')}, ${sql.placeholder('debit_reason_text')}::jsonb, ${orderId}
            from wallet_debited
            returning id`;
        return [t.$with('wallet_debited', {}).as(debited), t.$with('wallet_ledger', {}).as(ledger)];
      },
      values: { debit_user_id: v.userId, debit_amount: v.amountPaise, debit_order_id: v.orderId, debit_reason: inEnglish(v.reason), debit_reason_text: JSON.stringify(v.reason) },
    };
  },

  /**
   * The rows a new order will have once written: the ids drawn by firstOrderAndIds, every other column
   * as sent or, for those a new order leaves alone, as the database defaults them. The answer and the
   * live event are built from these before the INSERT, so both can ride in it (ADR 0021); a test checks
   * them against the rows as read back.
   */
  orderAsWritten(
    ids: NewOrderIds,
    order: NewOrderValues,
    lines: readonly NewOrderLine[],
    history: Omit<OrderHistoryRow, 'orderId' | 'id' | 'note' | 'fromStatusId' | 'actorUserId'> & Partial<Pick<OrderHistoryRow, 'note' | 'fromStatusId' | 'actorUserId'>>,
  ): NewOrderRows {
    const addonCount = lines.reduce((n, l) => n + l.addons.length, 0);
    if (ids.lineIds.length !== lines.length || ids.addonIds.length !== addonCount) throw new Error('orderAsWritten: ids do not match the lines');
    let nextAddon = 0;
    const written = lines.map((l, i) => {
      const line: OrderLineRow = { ...l.line, id: ids.lineIds[i] as number, orderId: ids.orderId };
      const addons: OrderLineAddonRow[] = l.addons.map((a) => ({ ...a, id: ids.addonIds[nextAddon++] as number, orderLineId: line.id }));
      return { line, addons };
    });
    const historyRow: OrderHistoryRow = { note: null, fromStatusId: null, actorUserId: null, ...history, id: ids.historyId, orderId: ids.orderId };
    return { sent: { ...order, id: ids.orderId }, order: { ...NEW_ORDER_DEFAULTS, ...order, id: ids.orderId }, lines: written, history: [historyRow] };
  },

  /**
   * The order, its lines, their add-ons and its first history row in ONE statement (ADR 0021): the ids
   * were drawn before, so no row waits for another's RETURNING; the child rows go in as data-modifying
   * CTEs of the order's INSERT (foreign keys are checked at the end of the statement). `along`: the
   * coupon's redemption (CouponsService.redemptionAlong), the wallet debit (debitAlong), the order's
   * live event (LiveEvents.recordAlong) and the answer stored for an Idempotency-Key (answerAlong) go in
   * the same statement. Answers whether the debit took place, the event's id and whether a key took
   * the answer; nothing else is read back.
   */
  async insertOrder(
    tx: Tx,
    rows: NewOrderRows,
    along: { readonly coupon: Along | null; readonly wallet: Along | null; readonly event: Along; readonly answer: Along },
  ): Promise<{ walletDebited: boolean; eventId: number; answered: boolean }> {
    const allAddons = rows.lines.flatMap((w) => w.addons);
    const [historyRow] = rows.history;
    if (!historyRow) throw new Error('insertOrder: no history row');
    // Every value goes in by placeholder, so one shape is one text, built once (db/prepared.ts).
    const values: Record<string, unknown> = {};
    fillFor('o_', rows.sent, values);
    rows.lines.forEach((w, i) => fillFor(`l${i}_`, w.line, values));
    allAddons.forEach((a, j) => fillFor(`a${j}_`, a, values));
    fillFor('h_', historyRow, values);
    Object.assign(values, along.coupon?.values, along.wallet?.values, along.event.values, along.answer.values);
    const build = (t: Tx) =>
      t
        .with(
          t.$with('new_lines', {}).as(t.insert(orderLines).values(rows.lines.map((w, i) => placeholdersFor(`l${i}_`, w.line))).getSQL()),
          ...(allAddons.length > 0 ? [t.$with('new_addons', {}).as(t.insert(orderLineAddons).values(allAddons.map((a, j) => placeholdersFor(`a${j}_`, a))).getSQL())] : []),
          t.$with('new_history', {}).as(t.insert(orderStatusHistory).values(placeholdersFor('h_', historyRow)).getSQL()),
          ...(along.coupon?.ctes(t) ?? []),
          ...(along.wallet?.ctes(t) ?? []),
          ...along.event.ctes(t),
          ...along.answer.ctes(t),
        )
        .insert(orders)
        .values(placeholdersFor('o_', rows.sent))
        .returning({
          walletLedgerRows: along.wallet ? sql<number>`(select count(*) from wallet_ledger)::int` : sql<number>`0`,
          eventId: sql<number>`(select id from new_live_event)`,
          answered: sql<number>`(select count(*) from key_answered)::int`,
        });
    // Named (parsed once per connection, built once) only for the usual shapes: every shape is a
    // statement the database keeps for the connection's life, and a cart may have up to 100 lines. A
    // bigger one goes unnamed ('' is node-postgres's unnamed statement) and is built for this order.
    const addonCount = allAddons.length;
    const named = rows.lines.length <= NAMED_ORDER_SHAPE && addonCount <= NAMED_ORDER_SHAPE;
    const name = `insert_order_${rows.lines.length}_${addonCount}${along.coupon ? `_${along.coupon.name}` : ''}${along.wallet ? `_${along.wallet.name}` : ''}`;
    const insert = named ? preparedIn(tx, name, (t) => build(t).prepare(name)) : build(tx).prepare('');
    const [row] = await insert.execute(values);
    if (!row) throw new Error('insert orders returned nothing');
    return { walletDebited: Number(row.walletLedgerRows) === 1, eventId: Number(row.eventId), answered: Number(row.answered) === 1 };
  },

  async loadOrder(db: Db, where: { uniqueOrderId: string; userId?: number }): Promise<OrderAggregate | undefined> {
    const conditions = [eq(orders.uniqueOrderId, where.uniqueOrderId)];
    if (where.userId !== undefined) conditions.push(eq(orders.userId, where.userId));
    const [head] = await db
      .select({ order: orders, store: stores, riderName: rider.name, riderPhone: rider.phone })
      .from(orders)
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .leftJoin(rider, eq(rider.id, orders.deliveryUserId))
      .where(and(...conditions))
      .limit(1);
    if (!head) return undefined;
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, head.order.id)).orderBy(asc(orderLines.id));
    const addonRows =
      lines.length === 0
        ? []
        : await db.select().from(orderLineAddons).where(inArray(orderLineAddons.orderLineId, lines.map((l) => l.id))).orderBy(asc(orderLineAddons.id));
    const history = await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, head.order.id)).orderBy(asc(orderStatusHistory.id));
    const substituted = await db.select().from(substitutions).where(eq(substitutions.orderId, head.order.id)).orderBy(asc(substitutions.id));
    return {
      order: head.order,
      store: head.store,
      rider: head.riderName === null ? null : { name: head.riderName, phone: head.riderPhone },
      lines: lines.map((line) => ({ line, addons: addonRows.filter((a) => a.orderLineId === line.id) })),
      history,
      substitutions: substituted,
    };
  },

  async listRunningOrders(db: Db, userId: number, finishedStatuses: readonly number[]) {
    return db
      .select({ order: orders, storeName: stores.name })
      .from(orders)
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .where(and(eq(orders.userId, userId), notInArray(orders.orderStatusId, [...finishedStatuses]), ne(orders.paymentStatus, 'FAILED')))
      .orderBy(desc(orders.createdAt))
      .limit(20);
  },
};
