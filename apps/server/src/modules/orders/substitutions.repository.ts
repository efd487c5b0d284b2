import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orderLineAddons, orderLines, orders, stores, substitutions, type SubstitutionRow } from '../../db/schema';
import type { OrderRow } from './orders.repository';

export type { SubstitutionRow };
type NewSubstitution = typeof substitutions.$inferInsert;
type Settled = Pick<SubstitutionRow, 'status' | 'differencePaise' | 'refundPaise' | 'collectPaise' | 'settledBy'> & { settledAt: Date };

/** Issue 36: lines the store could not supply, and the order lines they change. */
export const substitutionsRepository = {
  async ofOrders(db: Db | Tx, orderIds: readonly number[]): Promise<SubstitutionRow[]> {
    if (orderIds.length === 0) return [];
    return db.select().from(substitutions).where(inArray(substitutions.orderId, [...orderIds])).orderBy(asc(substitutions.id));
  },

  async find(db: Db, v: { id: number; orderId: number }): Promise<SubstitutionRow | undefined> {
    const [row] = await db.select().from(substitutions).where(and(eq(substitutions.id, v.id), eq(substitutions.orderId, v.orderId))).limit(1);
    return row;
  },

  async hasPending(db: Db, orderId: number): Promise<boolean> {
    const [row] = await db.select({ id: substitutions.id }).from(substitutions).where(and(eq(substitutions.orderId, orderId), eq(substitutions.status, 'PENDING'))).limit(1);
    return row !== undefined;
  },

  async hasPendingForLine(db: Db, orderLineId: number): Promise<boolean> {
    const [row] = await db.select({ id: substitutions.id }).from(substitutions).where(and(eq(substitutions.orderLineId, orderLineId), eq(substitutions.status, 'PENDING'))).limit(1);
    return row !== undefined;
  },

  /** The order's lines in order (the bill's line order), with the add-ons chosen for each. */
  async lines(db: Db, orderId: number) {
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
    const addons = lines.length ? await db.select().from(orderLineAddons).where(inArray(orderLineAddons.orderLineId, lines.map((l) => l.id))) : [];
    return lines.map((line) => ({ line, addons: addons.filter((a) => a.orderLineId === line.id) }));
  },

  /** A proposal; undefined when the line already has one waiting (the partial unique index). */
  async insertPending(tx: Tx, row: NewSubstitution): Promise<SubstitutionRow | undefined> {
    const [inserted] = await tx.insert(substitutions).values(row).onConflictDoNothing().returning();
    return inserted;
  },

  async insertSettled(tx: Tx, row: NewSubstitution): Promise<SubstitutionRow> {
    const [inserted] = await tx.insert(substitutions).values(row).returning();
    if (!inserted) throw new Error('insert substitutions returned nothing');
    return inserted;
  },

  /** A waiting proposal answered; undefined when it was answered already (a double tap, the sweep racing the customer). */
  async settlePending(tx: Tx, id: number, set: Settled): Promise<SubstitutionRow | undefined> {
    const [row] = await tx.update(substitutions).set(set).where(and(eq(substitutions.id, id), eq(substitutions.status, 'PENDING'))).returning();
    return row;
  },

  /** The line becomes the replacement (its add-ons go); false when the line is gone. */
  async replaceLine(tx: Tx, lineId: number, set: Pick<typeof orderLines.$inferInsert, 'itemId' | 'name' | 'isVeg' | 'unitPricePaise' | 'quantity' | 'lineTotalPaise'>): Promise<boolean> {
    await tx.delete(orderLineAddons).where(eq(orderLineAddons.orderLineId, lineId));
    const rows = await tx.update(orderLines).set(set).where(eq(orderLines.id, lineId)).returning({ id: orderLines.id });
    return rows.length === 1;
  },

  /** The line is left out; false when it was gone already. */
  async removeLine(tx: Tx, lineId: number): Promise<boolean> {
    const rows = await tx.delete(orderLines).where(eq(orderLines.id, lineId)).returning({ id: orderLines.id });
    return rows.length === 1;
  },

  /** Proposals whose answer time has passed, on orders still being picked (the sweep settles them by the customer's default). */
  async due(db: Db, now: Date, statuses: readonly number[], limit: number): Promise<Array<{ substitution: SubstitutionRow; order: OrderRow; storeName: string }>> {
    const rows = await db
      .select({ substitution: substitutions, order: orders, storeName: stores.name })
      .from(substitutions)
      .innerJoin(orders, eq(orders.id, substitutions.orderId))
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .where(and(eq(substitutions.status, 'PENDING'), lte(substitutions.answerBy, now), inArray(orders.orderStatusId, [...statuses]), isNull(orders.readyAt)))
      .orderBy(asc(substitutions.answerBy))
      .limit(limit);
    return rows;
  },

};
