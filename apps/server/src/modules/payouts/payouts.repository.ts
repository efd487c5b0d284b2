import { and, asc, desc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { compensations, deliveryEarnings, orders, payouts, stores, users } from '../../db/schema';

const DELIVERED = 5;

export interface Period {
  readonly from: Date;
  readonly to: Date;
}

export interface Payee {
  readonly id: number;
  readonly name: string;
  readonly commissionPercent: number | null;
}

export interface Earned {
  readonly payeeId: number;
  readonly orders: number;
  /** Stores: item totals; partners: delivery commission. */
  readonly grossPaise: number;
  /** Partners: tips (stores: 0, their commission is worked out from the percent). */
  readonly tipsPaise: number;
}

const inPeriod = (column: typeof orders.deliveredAt | typeof deliveryEarnings.earnedAt | typeof compensations.givenAt, p: Period | null) => (p ? and(gte(column, p.from), lt(column, p.to)) : undefined);

/**
 * What stores and delivery partners earned and were paid (issue 11 payouts). A store earns its delivered
 * orders' item totals less the platform's commission; a partner the delivery_earnings rows (commission + tip).
 */
export const payoutsRepository = {
  async stores(db: Db | Tx, id?: number): Promise<Payee[]> {
    return db
      .select({ id: stores.id, name: stores.name, commissionPercent: stores.commissionPercent })
      .from(stores)
      .where(id === undefined ? undefined : eq(stores.id, id))
      .orderBy(asc(stores.name), asc(stores.id));
  },

  async partners(db: Db | Tx, id?: number): Promise<Payee[]> {
    return db
      .select({ id: users.id, name: users.name, commissionPercent: sql<number | null>`null` })
      .from(users)
      .where(and(eq(users.role, 'delivery'), id === undefined ? undefined : eq(users.id, id)))
      .orderBy(asc(users.name), asc(users.id));
  },

  async storeEarned(db: Db | Tx, period: Period | null, storeId?: number): Promise<Earned[]> {
    return db
      .select({ payeeId: orders.storeId, orders: sql<number>`count(*)::int`, grossPaise: sql<number>`coalesce(sum(${orders.itemTotalPaise}), 0)::int`, tipsPaise: sql<number>`0` })
      .from(orders)
      .where(and(eq(orders.orderStatusId, DELIVERED), inPeriod(orders.deliveredAt, period), storeId === undefined ? undefined : eq(orders.storeId, storeId)))
      .groupBy(orders.storeId);
  },

  async partnerEarned(db: Db | Tx, period: Period | null, userId?: number): Promise<Earned[]> {
    return db
      .select({
        payeeId: deliveryEarnings.deliveryUserId,
        orders: sql<number>`count(*)::int`,
        grossPaise: sql<number>`coalesce(sum(${deliveryEarnings.commissionPaise}), 0)::int`,
        tipsPaise: sql<number>`coalesce(sum(${deliveryEarnings.tipPaise}), 0)::int`,
      })
      .from(deliveryEarnings)
      .where(and(inPeriod(deliveryEarnings.earnedAt, period), userId === undefined ? undefined : eq(deliveryEarnings.deliveryUserId, userId)))
      .groupBy(deliveryEarnings.deliveryUserId);
  },

  /** Compensations (issue 36) the payee bears: given to customers at their cost, deducted from what they earned. */
  async borne(db: Db | Tx, kind: 'STORE' | 'PARTNER', period: Period | null, payeeId?: number): Promise<{ payeeId: number; paise: number }[]> {
    const column = kind === 'STORE' ? compensations.storeId : compensations.deliveryUserId;
    const rows = await db
      .select({ payeeId: column, paise: sql<number>`coalesce(sum(${compensations.amountPaise}), 0)::int` })
      .from(compensations)
      .where(and(isNotNull(column), inPeriod(compensations.givenAt, period), payeeId === undefined ? undefined : eq(column, payeeId)))
      .groupBy(column);
    return rows.flatMap((r) => (r.payeeId === null ? [] : [{ payeeId: r.payeeId, paise: r.paise }]));
  },

  /** The compensations one store bore in a period, newest first, with the order each was for. */
  async borneBy(db: Db | Tx, storeId: number, period: Period, limit: number) {
    return db
      .select({ id: compensations.id, uniqueOrderId: orders.uniqueOrderId, action: compensations.action, amountPaise: compensations.amountPaise, reason: compensations.reason, givenAt: compensations.givenAt })
      .from(compensations)
      .innerJoin(orders, eq(orders.id, compensations.orderId))
      .where(and(eq(compensations.storeId, storeId), inPeriod(compensations.givenAt, period)))
      .orderBy(desc(compensations.givenAt), desc(compensations.id))
      .limit(limit);
  },

  async paid(db: Db | Tx, kind: 'STORE' | 'PARTNER', payeeId?: number) {
    return db
      .select({ payeeId: payouts.payeeId, paidPaise: sql<number>`coalesce(sum(${payouts.amountPaise}), 0)::int`, lastPaidAt: sql<Date | string | null>`max(${payouts.paidAt})` })
      .from(payouts)
      .where(and(eq(payouts.payeeKind, kind), payeeId === undefined ? undefined : eq(payouts.payeeId, payeeId)))
      .groupBy(payouts.payeeId);
  },

  /** Takes the payee's row lock, so two payouts to the same payee are decided one after the other. */
  async lockPayee(tx: Tx, kind: 'STORE' | 'PARTNER', payeeId: number): Promise<boolean> {
    const rows =
      kind === 'STORE'
        ? await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, payeeId)).for('update')
        : await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.id, payeeId), eq(users.role, 'delivery')))
            .for('update');
    return rows.length === 1;
  },

  async insert(tx: Tx, row: typeof payouts.$inferInsert) {
    const [made] = await tx.insert(payouts).values(row).returning();
    if (!made) throw new Error('insert payouts failed');
    return made;
  },

  async recent(db: Db, kind: 'STORE' | 'PARTNER', limit: number) {
    return db
      .select({ payout: payouts, createdBy: users.name })
      .from(payouts)
      .leftJoin(users, eq(users.id, payouts.createdByUserId))
      .where(eq(payouts.payeeKind, kind))
      .orderBy(desc(payouts.id))
      .limit(limit);
  },
};
