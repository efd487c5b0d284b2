import { and, asc, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { compensationRules, compensations, coupons, orders, stores, users } from '../../db/schema';

export type CompensationRuleRow = typeof compensationRules.$inferSelect;
export type CompensationRow = typeof compensations.$inferSelect;

export const compensationRepository = {
  async activeRules(db: Db | Tx, trigger: CompensationRuleRow['trigger']): Promise<CompensationRuleRow[]> {
    return db.select().from(compensationRules).where(and(eq(compensationRules.trigger, trigger), eq(compensationRules.isActive, true))).orderBy(asc(compensationRules.id));
  },

  /** The compensation's row, once per order and rule: undefined when it was given already (a second trigger, a race). */
  async insertOnce(tx: Tx, row: typeof compensations.$inferInsert): Promise<CompensationRow | undefined> {
    const [made] = await tx.insert(compensations).values(row).onConflictDoNothing({ target: [compensations.orderId, compensations.ruleId] }).returning();
    return made;
  },

  async setCoupon(tx: Tx, id: number, couponId: number): Promise<void> {
    await tx.update(compensations).set({ couponId }).where(eq(compensations.id, id));
  },

  async listRules(db: Db) {
    return db
      .select({ rule: compensationRules, given: sql<number>`(select count(*)::int from ${compensations} where ${compensations.ruleId} = ${compensationRules.id})` })
      .from(compensationRules)
      .orderBy(asc(compensationRules.trigger), asc(compensationRules.lateMinutes), asc(compensationRules.id));
  },

  async lockRule(tx: Tx, id: number) {
    const [row] = await tx.select().from(compensationRules).where(eq(compensationRules.id, id)).for('update');
    return row;
  },

  async insertRule(tx: Tx, values: typeof compensationRules.$inferInsert): Promise<number> {
    const [row] = await tx.insert(compensationRules).values(values).returning({ id: compensationRules.id });
    if (!row) throw new Error('insert compensation_rules failed');
    return row.id;
  },

  async updateRule(tx: Tx, id: number, values: Partial<typeof compensationRules.$inferInsert>): Promise<void> {
    await tx.update(compensationRules).set(values).where(eq(compensationRules.id, id));
  },

  async timesGiven(tx: Tx, ruleId: number): Promise<number> {
    const [row] = await tx.select({ n: count() }).from(compensations).where(eq(compensations.ruleId, ruleId));
    return row?.n ?? 0;
  },

  async deleteRule(tx: Tx, id: number): Promise<void> {
    await tx.delete(compensationRules).where(eq(compensationRules.id, id));
  },

  /** What was given, newest first, with the order, the customer, the rule and the coupon's code. */
  async listGiven(db: Db, beforeId: number | null, limit: number) {
    return db
      .select({ given: compensations, uniqueOrderId: orders.uniqueOrderId, customer: users.name, rule: compensationRules.name, store: stores.name, couponCode: coupons.code })
      .from(compensations)
      .innerJoin(orders, eq(orders.id, compensations.orderId))
      .innerJoin(users, eq(users.id, compensations.userId))
      .innerJoin(compensationRules, eq(compensationRules.id, compensations.ruleId))
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .leftJoin(coupons, eq(coupons.id, compensations.couponId))
      .where(beforeId === null ? undefined : lt(compensations.id, beforeId))
      .orderBy(desc(compensations.id))
      .limit(limit);
  },

  /** What an order earned its customer (its receipt and the admin's order page). */
  async ofOrder(db: Db | Tx, orderId: number) {
    return db
      .select({ given: compensations, couponCode: coupons.code, rule: compensationRules.name })
      .from(compensations)
      .leftJoin(coupons, eq(coupons.id, compensations.couponId))
      .leftJoin(compensationRules, eq(compensationRules.id, compensations.ruleId))
      .where(eq(compensations.orderId, orderId))
      .orderBy(asc(compensations.id));
  },
};
