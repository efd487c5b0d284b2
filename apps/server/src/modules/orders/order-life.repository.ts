import { and, asc, count, desc, eq, gte, inArray, isNull, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import {
  couponRedemptions,
  idempotencyKeys,
  coupons,
  deliveryAssignments,
  deliveryPartnerStores,
  deliverySlotBookings,
  orderLineAddons,
  orderLines,
  orderStatusHistory,
  orders,
  storeOwners,
  stores,
  substitutions,
  users,
  type SubstitutionRow,
} from '../../db/schema';
import type { OrderHistoryRow, OrderLineAddonRow, OrderLineRow, OrderRow } from './orders.repository';

export type StoreRow = typeof stores.$inferSelect;
/** Columns a move may set besides the status. */
export type OrderChanges = Partial<Omit<typeof orders.$inferInsert, 'id' | 'uniqueOrderId' | 'userId' | 'storeId' | 'orderStatusId'>>;

export interface Contact {
  readonly name: string;
  readonly phone: string | null;
}

/** An order with what every card shows: its store, customer, rider and lines. */
export interface OrderCard {
  readonly order: OrderRow;
  readonly store: StoreRow;
  readonly customer: Contact;
  readonly rider: Contact | null;
  readonly lines: readonly { line: OrderLineRow; addons: readonly OrderLineAddonRow[] }[];
  /** Lines the store could not supply (issue 36), oldest first. */
  readonly substitutions: readonly SubstitutionRow[];
}

/** The order, its store, and how the calling user is linked to that store (orders.access.ts decides). */
export interface OrderFacts {
  readonly order: OrderRow;
  readonly store: StoreRow;
  readonly ownsStore: boolean;
  readonly servesStore: boolean;
}

/** Which cards to load; the conditions stay in this file (STYLE 7). */
export type CardQuery =
  | { readonly kind: 'order'; readonly orderId: number }
  | { readonly kind: 'storeLive'; readonly storeIds: readonly number[] | 'all'; readonly statuses: readonly number[] }
  | { readonly kind: 'offers'; readonly storeIds: readonly number[]; readonly status: number }
  /** A store's orders placed in [from, to) (the owner's orders of a day), unpaid ones left out. */
  | { readonly kind: 'storeBetween'; readonly storeIds: readonly number[] | 'all'; readonly from: Date; readonly to: Date; readonly skipStatuses: readonly number[] }
  | { readonly kind: 'rider'; readonly riderId: number; readonly status: number; readonly deliveredSince?: Date };

const rider = alias(users, 'rider');
const customer = alias(users, 'customer');

function cardWhere(q: CardQuery): { where: SQL | undefined; orderBy: SQL[] } {
  switch (q.kind) {
    case 'order':
      return { where: eq(orders.id, q.orderId), orderBy: [asc(orders.id)] };
    case 'storeLive':
      return {
        where: and(inArray(orders.orderStatusId, [...q.statuses]), q.storeIds === 'all' ? undefined : inArray(orders.storeId, q.storeIds.length ? [...q.storeIds] : [-1])),
        orderBy: [asc(orders.createdAt), asc(orders.id)],
      };
    case 'storeBetween':
      return {
        where: and(
          q.storeIds === 'all' ? undefined : inArray(orders.storeId, q.storeIds.length ? [...q.storeIds] : [-1]),
          gte(orders.createdAt, q.from),
          lt(orders.createdAt, q.to),
          notInArray(orders.orderStatusId, [...q.skipStatuses]),
        ),
        orderBy: [desc(orders.createdAt), desc(orders.id)],
      };
    case 'offers':
      return {
        where: and(inArray(orders.storeId, q.storeIds.length ? [...q.storeIds] : [-1]), eq(orders.orderStatusId, q.status), eq(orders.deliveryType, 'DELIVERY'), isNull(orders.deliveryUserId)),
        orderBy: [asc(orders.acceptedAt), asc(orders.id)],
      };
    case 'rider':
      return {
        where: and(eq(orders.deliveryUserId, q.riderId), eq(orders.orderStatusId, q.status), q.deliveredSince ? gte(orders.deliveredAt, q.deliveredSince) : undefined),
        // Delivered: latest first; on the way: the one due soonest first.
        orderBy: q.deliveredSince ? [desc(orders.deliveredAt), desc(orders.id)] : [sql`${orders.etaAt} asc nulls last`, asc(orders.id)],
      };
  }
}

export const orderLifeRepository = {
  async findFacts(db: Db, uniqueOrderId: string, userId: number): Promise<OrderFacts | undefined> {
    const [row] = await db
      .select({
        order: orders,
        store: stores,
        ownsStore: sql<boolean>`exists (select 1 from ${storeOwners} where ${storeOwners.userId} = ${userId} and ${storeOwners.storeId} = ${orders.storeId})`,
        servesStore: sql<boolean>`exists (select 1 from ${deliveryPartnerStores} where ${deliveryPartnerStores.userId} = ${userId} and ${deliveryPartnerStores.storeId} = ${orders.storeId})`,
      })
      .from(orders)
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .where(eq(orders.uniqueOrderId, uniqueOrderId))
      .limit(1);
    return row;
  },

  async storeIdsOwnedBy(db: Db, userId: number): Promise<number[]> {
    const rows = await db.select({ storeId: storeOwners.storeId }).from(storeOwners).where(eq(storeOwners.userId, userId)).orderBy(asc(storeOwners.storeId));
    return rows.map((r) => r.storeId);
  },

  async storeIdsServedBy(db: Db, userId: number): Promise<number[]> {
    const rows = await db
      .select({ storeId: deliveryPartnerStores.storeId })
      .from(deliveryPartnerStores)
      .where(eq(deliveryPartnerStores.userId, userId))
      .orderBy(asc(deliveryPartnerStores.storeId));
    return rows.map((r) => r.storeId);
  },

  async listStores(db: Db, storeIds: readonly number[] | 'all'): Promise<StoreRow[]> {
    const where = storeIds === 'all' ? undefined : inArray(stores.id, storeIds.length ? [...storeIds] : [-1]);
    return db.select().from(stores).where(where).orderBy(asc(stores.id));
  },

  /**
   * The conditional move (SECURITY 18, races): only from the status the caller checked, so of two racing
   * moves one updates the row and the other gets nothing back.
   */
  async moveStatus(tx: Tx, v: { orderId: number; from: number; to: number; set: OrderChanges; onlyUnassigned?: boolean; onlyRefundedWas?: number }): Promise<OrderRow | undefined> {
    const [row] = await tx
      .update(orders)
      .set({ ...v.set, orderStatusId: v.to })
      .where(
        and(
          eq(orders.id, v.orderId),
          eq(orders.orderStatusId, v.from),
          v.onlyUnassigned ? isNull(orders.deliveryUserId) : undefined,
          v.onlyRefundedWas !== undefined ? eq(orders.refundedPaise, v.onlyRefundedWas) : undefined,
        ),
      )
      .returning();
    return row;
  },

  /** A change that keeps the status (ready on a delivery order, a new preparation time): same guard. */
  async updateInPlace(
    tx: Tx,
    v: { orderId: number; status: number; set: OrderChanges; onlyNotReady?: boolean; onlyRiderWas?: number; onlyRefundedWas?: number; onlyBillWas?: { totalPaise: number; itemTotalPaise: number } },
  ): Promise<OrderRow | undefined> {
    const [row] = await tx
      .update(orders)
      .set(v.set)
      .where(
        and(
          eq(orders.id, v.orderId),
          eq(orders.orderStatusId, v.status),
          v.onlyNotReady ? isNull(orders.readyAt) : undefined,
          v.onlyRiderWas !== undefined ? eq(orders.deliveryUserId, v.onlyRiderWas) : undefined,
          v.onlyRefundedWas !== undefined ? eq(orders.refundedPaise, v.onlyRefundedWas) : undefined,
          v.onlyBillWas ? and(eq(orders.totalPaise, v.onlyBillWas.totalPaise), eq(orders.itemTotalPaise, v.onlyBillWas.itemTotalPaise)) : undefined,
        ),
      )
      .returning();
    return row;
  },

  async insertHistory(tx: Tx, row: typeof orderStatusHistory.$inferInsert): Promise<void> {
    await tx.insert(orderStatusHistory).values(row);
  },

  async listHistory(db: Db, orderId: number): Promise<OrderHistoryRow[]> {
    return db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId)).orderBy(asc(orderStatusHistory.id));
  },

  async contactOf(db: Db, userId: number): Promise<Contact | null> {
    const [row] = await db.select({ name: users.name, phone: users.phone }).from(users).where(eq(users.id, userId)).limit(1);
    return row ?? null;
  },

  /** The coupon use of a cancelled order no longer counts towards its limits. */
  async releaseCoupon(tx: Tx, orderId: number): Promise<void> {
    const released = await tx.delete(couponRedemptions).where(eq(couponRedemptions.orderId, orderId)).returning({ couponId: couponRedemptions.couponId });
    for (const { couponId } of released) {
      await tx
        .update(coupons)
        .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
        .where(eq(coupons.id, couponId));
    }
  },

  async releaseSlot(tx: Tx, slotId: number, slotDate: string): Promise<void> {
    await tx
      .update(deliverySlotBookings)
      .set({ booked: sql`${deliverySlotBookings.booked} - 1` })
      .where(and(eq(deliverySlotBookings.slotId, slotId), eq(deliverySlotBookings.slotDate, slotDate), sql`${deliverySlotBookings.booked} > 0`));
  },

  async insertAssignment(tx: Tx, v: { orderId: number; deliveryUserId: number; at: Date }): Promise<void> {
    await tx.insert(deliveryAssignments).values({ orderId: v.orderId, deliveryUserId: v.deliveryUserId, assignedAt: v.at, updatedAt: v.at });
  },

  async updateAssignment(tx: Tx, orderId: number, set: Partial<typeof deliveryAssignments.$inferInsert>): Promise<void> {
    await tx.update(deliveryAssignments).set(set).where(eq(deliveryAssignments.orderId, orderId));
  },

  /**
   * Takes one PIN try before the PIN is compared, in its own statement: parallel guesses each use a try,
   * so at most `max` are ever checked. Null when none is left (or the order moved on).
   */
  async takePinAttempt(db: Db, v: { orderId: number; status: number; max: number }): Promise<number | null> {
    const [row] = await db
      .update(orders)
      .set({ pinAttempts: sql`${orders.pinAttempts} + 1` })
      .where(and(eq(orders.id, v.orderId), eq(orders.orderStatusId, v.status), lt(orders.pinAttempts, v.max)))
      .returning({ attempts: orders.pinAttempts });
    return row ? row.attempts : null;
  },

  /** The order as a refused PIN try finds it: moved on (a parallel tap delivered it) or locked. */
  async pinState(db: Db, orderId: number): Promise<{ orderStatusId: number; pinAttempts: number } | undefined> {
    const [row] = await db.select({ orderStatusId: orders.orderStatusId, pinAttempts: orders.pinAttempts }).from(orders).where(eq(orders.id, orderId));
    return row;
  },

  async resetPinAttempts(db: Db, v: { orderId: number; status: number; at: Date }): Promise<boolean> {
    const rows = await db
      .update(orders)
      .set({ pinAttempts: 0, updatedAt: v.at })
      .where(and(eq(orders.id, v.orderId), eq(orders.orderStatusId, v.status)))
      .returning({ id: orders.id });
    return rows.length === 1;
  },

  async loadCards(db: Db, query: CardQuery, limit: number): Promise<OrderCard[]> {
    const { where, orderBy } = cardWhere(query);
    const heads = await db
      .select({ order: orders, store: stores, customerName: customer.name, customerPhone: customer.phone, riderName: rider.name, riderPhone: rider.phone })
      .from(orders)
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .innerJoin(customer, eq(customer.id, orders.userId))
      .leftJoin(rider, eq(rider.id, orders.deliveryUserId))
      .where(where)
      .orderBy(...orderBy)
      .limit(limit);
    if (heads.length === 0) return [];
    const lineRows = await db.select().from(orderLines).where(inArray(orderLines.orderId, heads.map((h) => h.order.id))).orderBy(asc(orderLines.id));
    const addonRows = lineRows.length
      ? await db.select().from(orderLineAddons).where(inArray(orderLineAddons.orderLineId, lineRows.map((l) => l.id))).orderBy(asc(orderLineAddons.id))
      : [];
    const substitutionRows = await db.select().from(substitutions).where(inArray(substitutions.orderId, heads.map((h) => h.order.id))).orderBy(asc(substitutions.id));
    return heads.map((h) => ({
      order: h.order,
      store: h.store,
      customer: { name: h.customerName, phone: h.customerPhone },
      rider: h.riderName === null ? null : { name: h.riderName, phone: h.riderPhone },
      lines: lineRows.filter((l) => l.orderId === h.order.id).map((line) => ({ line, addons: addonRows.filter((a) => a.orderLineId === line.id) })),
      substitutions: substitutionRows.filter((x) => x.orderId === h.order.id),
    }));
  },

  /** Today's numbers of a store's orders (since local midnight). */
  async storeTotalsSince(db: Db, storeIds: readonly number[] | 'all', since: Date, skipStatuses: readonly number[]) {
    const scope = storeIds === 'all' ? undefined : inArray(orders.storeId, storeIds.length ? [...storeIds] : [-1]);
    const [placed] = await db.select({ n: count() }).from(orders).where(and(scope, gte(orders.createdAt, since), notInArray(orders.orderStatusId, [...skipStatuses])));
    const [delivered] = await db
      .select({ n: count(), takings: sql<number>`coalesce(sum(${orders.totalPaise}), 0)::int` })
      .from(orders)
      .where(and(scope, gte(orders.deliveredAt, since)));
    const [cancelled] = await db.select({ n: count() }).from(orders).where(and(scope, gte(orders.cancelledAt, since)));
    return { orders: placed?.n ?? 0, delivered: delivered?.n ?? 0, takingsPaise: delivered?.takings ?? 0, cancelled: cancelled?.n ?? 0 };
  },

  /** A rider's deliveries since a time: how many, and the cash collected (COD). */
  async riderTotalsSince(db: Db, riderId: number, since: Date) {
    const [row] = await db
      .select({ n: count(), cash: sql<number>`coalesce(sum(${deliveryAssignments.cashCollectedPaise}), 0)::int` })
      .from(deliveryAssignments)
      .where(and(eq(deliveryAssignments.deliveryUserId, riderId), eq(deliveryAssignments.status, 'DELIVERED'), gte(deliveryAssignments.deliveredAt, since)));
    return { delivered: row?.n ?? 0, cashPaise: row?.cash ?? 0 };
  },

  async idsOfUniqueIds(db: Db, uniqueOrderIds: readonly string[]) {
    if (uniqueOrderIds.length === 0) return [];
    return db
      .select({ id: orders.id, uniqueOrderId: orders.uniqueOrderId, status: orders.orderStatusId, deliveryType: orders.deliveryType, deliveryUserId: orders.deliveryUserId })
      .from(orders)
      .where(inArray(orders.uniqueOrderId, [...uniqueOrderIds]));
  },

  async orderHead(db: Db, orderId: number) {
    const [row] = await db
      .select({ status: orders.orderStatusId, deliveryType: orders.deliveryType, deliveryUserId: orders.deliveryUserId })
      .from(orders)
      .where(eq(orders.id, orderId))
      .limit(1);
    return row;
  },

  /** A rider's tap already seen under this Idempotency-Key (issue 8 outbox replays). */
  async findTapKey(db: Db, v: { userId: number; route: string; key: string }) {
    const [row] = await db
      .select({ requestHash: idempotencyKeys.requestHash })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, v.userId), eq(idempotencyKeys.route, v.route), eq(idempotencyKeys.key, v.key)))
      .limit(1);
    return row;
  },

  /** Claims the key in the tap's own transaction: a move and its key commit (or roll back) together. */
  async claimTapKey(tx: Tx, v: { userId: number; route: string; key: string; requestHash: string; at: Date }): Promise<boolean> {
    const rows = await tx
      .insert(idempotencyKeys)
      .values({ userId: v.userId, route: v.route, key: v.key, requestHash: v.requestHash, statusCode: 200, createdAt: v.at })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    return rows.length === 1;
  },

  /** The orders a rider is on (accepted or picked up), for GPS. */
  async activeOrdersOfRider(db: Db, riderId: number, statuses: readonly number[]): Promise<Pick<OrderRow, 'id' | 'uniqueOrderId' | 'userId'>[]> {
    return db
      .select({ id: orders.id, uniqueOrderId: orders.uniqueOrderId, userId: orders.userId })
      .from(orders)
      .where(and(eq(orders.deliveryUserId, riderId), inArray(orders.orderStatusId, [...statuses])))
      .orderBy(asc(orders.id))
      .limit(20);
  },
};
