import { and, asc, count, desc, eq, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { coupons, itemReports, orderLines, orders, stores, users } from '../../db/schema';

export type ItemReportRow = typeof itemReports.$inferSelect;
export type ItemReportWithCoupon = { report: ItemReportRow; couponCode: string | null };

/** Missing or wrong items reported after delivery (issue 36), at most one report per order. */
export const itemReportsRepository = {
  async linesOf(db: Db, orderId: number) {
    return db.select({ id: orderLines.id, name: orderLines.name, quantity: orderLines.quantity, lineTotalPaise: orderLines.lineTotalPaise }).from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
  },

  async ofOrder(db: Db | Tx, orderId: number): Promise<ItemReportWithCoupon | undefined> {
    const [row] = await db.select({ report: itemReports, couponCode: coupons.code }).from(itemReports).leftJoin(coupons, eq(coupons.id, itemReports.couponId)).where(eq(itemReports.orderId, orderId));
    return row;
  },

  /** The order's one report; undefined when it has one already (a double tap, a race). */
  async insertOnce(tx: Tx, row: typeof itemReports.$inferInsert): Promise<ItemReportRow | undefined> {
    const [made] = await tx.insert(itemReports).values(row).onConflictDoNothing({ target: itemReports.orderId }).returning();
    return made;
  },

  async lock(tx: Tx, id: number): Promise<ItemReportRow | undefined> {
    const [row] = await tx.select().from(itemReports).where(eq(itemReports.id, id)).for('update');
    return row;
  },

  async find(db: Db, id: number): Promise<ItemReportRow | undefined> {
    const [row] = await db.select().from(itemReports).where(eq(itemReports.id, id));
    return row;
  },

  async update(tx: Tx, id: number, values: Partial<typeof itemReports.$inferInsert>): Promise<void> {
    await tx.update(itemReports).set(values).where(eq(itemReports.id, id));
  },

  /** The admin's queue: newest first, with the order, customer and store. */
  async queue(db: Db, v: { waitingOnly: boolean; beforeId: number | null; limit: number; id?: number }) {
    return db
      .select({ report: itemReports, couponCode: coupons.code, order: orders, customer: users.name, store: stores.name })
      .from(itemReports)
      .innerJoin(orders, eq(orders.id, itemReports.orderId))
      .innerJoin(users, eq(users.id, itemReports.userId))
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .leftJoin(coupons, eq(coupons.id, itemReports.couponId))
      .where(and(v.waitingOnly ? eq(itemReports.status, 'IN_REVIEW') : undefined, v.beforeId === null ? undefined : lt(itemReports.id, v.beforeId), v.id === undefined ? undefined : eq(itemReports.id, v.id)))
      .orderBy(desc(itemReports.id))
      .limit(v.limit);
  },

  async waiting(db: Db): Promise<number> {
    const [row] = await db.select({ n: count() }).from(itemReports).where(eq(itemReports.status, 'IN_REVIEW'));
    return row?.n ?? 0;
  },
};
