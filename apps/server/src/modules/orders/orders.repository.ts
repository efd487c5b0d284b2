import { and, asc, count, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import type { LocalText } from '../../db/schema/local-text';
import { inEnglish } from '../../lib/local-text';
import {
  idempotencyKeys,
  orderLineAddons,
  orderLines,
  orderStatusHistory,
  orders,
  stores,
  users,
  walletTransactions,
} from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderLineAddonRow = typeof orderLineAddons.$inferSelect;
export type OrderHistoryRow = typeof orderStatusHistory.$inferSelect;
type StoreRow = typeof stores.$inferSelect;
/** The customer's row as checkout locks it (wallet balance, per-user coupon limits). */
export type CustomerRow = typeof users.$inferSelect;

export interface NewOrderLine {
  readonly line: Omit<typeof orderLines.$inferInsert, 'orderId'>;
  readonly addons: readonly Omit<typeof orderLineAddons.$inferInsert, 'orderLineId'>[];
}

export interface OrderAggregate {
  readonly order: OrderRow;
  readonly store: StoreRow;
  readonly lines: readonly { line: OrderLineRow; addons: readonly OrderLineAddonRow[] }[];
  readonly history: readonly OrderHistoryRow[];
  /** The delivery partner, once one accepted it. */
  readonly rider: { readonly name: string; readonly phone: string | null } | null;
}

const rider = alias(users, 'rider');

export const ordersRepository = {
  /**
   * Claims an idempotency key inside the caller's transaction. On PostgreSQL a concurrent claim of the
   * same key waits on the unique index until the first transaction ends, then sees its stored answer.
   */
  async claimIdempotencyKey(tx: Tx, v: { userId: number; route: string; key: string; requestHash: string }): Promise<boolean> {
    const rows = await tx.insert(idempotencyKeys).values(v).onConflictDoNothing().returning({ id: idempotencyKeys.id });
    return rows.length === 1;
  },

  async findIdempotencyKey(tx: Tx, v: { userId: number; route: string; key: string }) {
    const [row] = await tx
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, v.userId), eq(idempotencyKeys.route, v.route), eq(idempotencyKeys.key, v.key)))
      .limit(1);
    return row;
  },

  async saveIdempotentResponse(tx: Tx, v: { userId: number; route: string; key: string; statusCode: number; response: unknown }): Promise<void> {
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: v.statusCode, response: v.response })
      .where(and(eq(idempotencyKeys.userId, v.userId), eq(idempotencyKeys.route, v.route), eq(idempotencyKeys.key, v.key)));
  },

  /** Locks the customer's row: serialises one user's checkouts (wallet, per-user coupon limits). */
  async lockUser(tx: Tx, userId: number): Promise<CustomerRow | undefined> {
    const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    return row;
  },

  async walletBalance(db: Db, userId: number): Promise<number> {
    const [row] = await db.select({ balance: users.walletBalancePaise }).from(users).where(eq(users.id, userId));
    return row?.balance ?? 0;
  },

  async hasEarlierOrder(tx: Db, userId: number): Promise<boolean> {
    const [row] = await tx.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
    return (row?.n ?? 0) > 0;
  },

  /** Debits the wallet only if the balance covers it; writes the ledger row (SECURITY 9), its reason as keys and in English. */
  async debitWallet(tx: Tx, v: { userId: number; amountPaise: number; orderId: number; reason: LocalText }): Promise<boolean> {
    const [row] = await tx
      .update(users)
      .set({ walletBalancePaise: sql`${users.walletBalancePaise} - ${v.amountPaise}` })
      .where(and(eq(users.id, v.userId), sql`${users.walletBalancePaise} >= ${v.amountPaise}`))
      .returning({ balance: users.walletBalancePaise });
    if (!row) return false;
    await tx.insert(walletTransactions).values({
      userId: v.userId,
      type: 'DEBIT',
      amountPaise: v.amountPaise,
      balanceAfterPaise: row.balance,
      reason: inEnglish(v.reason),
      reasonText: v.reason,
      orderId: v.orderId,
    });
    return true;
  },

  async insertOrder(tx: Tx, order: typeof orders.$inferInsert, lines: readonly NewOrderLine[], history: Omit<typeof orderStatusHistory.$inferInsert, 'orderId'>): Promise<OrderRow> {
    const [row] = await tx.insert(orders).values(order).returning();
    if (!row) throw new Error('insert orders returned nothing');
    const lineRows = await tx
      .insert(orderLines)
      .values(lines.map((l) => ({ ...l.line, orderId: row.id })))
      .returning({ id: orderLines.id });
    const addonValues = lines.flatMap((l, i) => l.addons.map((a) => ({ ...a, orderLineId: lineRows[i]?.id ?? 0 })));
    if (addonValues.length > 0) await tx.insert(orderLineAddons).values(addonValues);
    await tx.insert(orderStatusHistory).values({ ...history, orderId: row.id });
    return row;
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
    return {
      order: head.order,
      store: head.store,
      rider: head.riderName === null ? null : { name: head.riderName, phone: head.riderPhone },
      lines: lines.map((line) => ({ line, addons: addonRows.filter((a) => a.orderLineId === line.id) })),
      history,
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
