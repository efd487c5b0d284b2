import { and, asc, eq, gt, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { deliveryOffers, deliveryProfiles, orders, stores } from '../../db/schema';

/** `nearest` dispatch's SQL: open orders, each partner's turn (delivery_offers), the broadcast fallback. */
export const dispatchRepository = {
  /**
   * Open delivery offers that still go one partner at a time, locked for this sweep. SKIP LOCKED: two
   * instances sweeping together each take different orders, and neither waits for the other.
   */
  async lockOpenOrders(tx: Tx, limit: number, onlyOrderId?: number) {
    return tx
      .select({ id: orders.id, uniqueOrderId: orders.uniqueOrderId, storeId: orders.storeId, storeName: stores.name, latitude: stores.latitude, longitude: stores.longitude })
      .from(orders)
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .where(
        and(
          eq(orders.orderStatusId, 2),
          eq(orders.deliveryType, 'DELIVERY'),
          isNull(orders.deliveryUserId),
          isNull(orders.offerBroadcastAt),
          onlyOrderId === undefined ? undefined : eq(orders.id, onlyOrderId),
        ),
      )
      .orderBy(asc(orders.acceptedAt), asc(orders.id))
      .limit(limit)
      .for('update', { of: orders, skipLocked: true });
  },

  async turnsOf(tx: Tx, orderId: number) {
    return tx.select().from(deliveryOffers).where(eq(deliveryOffers.orderId, orderId)).orderBy(asc(deliveryOffers.id));
  },

  /** Turns whose time ran out; returns whose they were. */
  async expireTurns(tx: Tx, orderId: number, now: Date): Promise<number[]> {
    const rows = await tx
      .update(deliveryOffers)
      .set({ status: 'EXPIRED' })
      .where(and(eq(deliveryOffers.orderId, orderId), eq(deliveryOffers.status, 'OPEN'), lte(deliveryOffers.expiresAt, now)))
      .returning({ userId: deliveryOffers.deliveryUserId });
    return rows.map((r) => r.userId);
  },

  async giveTurn(tx: Tx, v: { orderId: number; userId: number; distanceKm: number | null; at: Date; expiresAt: Date }): Promise<void> {
    await tx.insert(deliveryOffers).values({ orderId: v.orderId, deliveryUserId: v.userId, distanceKm: v.distanceKm, offeredAt: v.at, expiresAt: v.expiresAt }).onConflictDoNothing();
    await tx.update(deliveryProfiles).set({ lastOfferedAt: v.at }).where(eq(deliveryProfiles.userId, v.userId));
  },

  async broadcast(tx: Tx, orderId: number, at: Date): Promise<void> {
    await tx.update(orders).set({ offerBroadcastAt: at }).where(eq(orders.id, orderId));
  },

  /** Of these open orders, the ones this partner may see now: opened to everyone, or his turn. */
  async visibleTo(db: Db, userId: number, orderIds: readonly number[], now: Date): Promise<Set<number>> {
    if (orderIds.length === 0) return new Set();
    const [broadcast, turns] = await Promise.all([
      db.select({ id: orders.id }).from(orders).where(and(inArray(orders.id, [...orderIds]), isNotNull(orders.offerBroadcastAt))),
      db
        .select({ id: deliveryOffers.orderId })
        .from(deliveryOffers)
        .where(and(inArray(deliveryOffers.orderId, [...orderIds]), eq(deliveryOffers.deliveryUserId, userId), eq(deliveryOffers.status, 'OPEN'), gt(deliveryOffers.expiresAt, now))),
    ]);
    return new Set([...broadcast, ...turns].map((r) => r.id));
  },

  async markAccepted(db: Db, orderId: number, userId: number): Promise<void> {
    await db
      .update(deliveryOffers)
      .set({ status: 'ACCEPTED' })
      .where(and(eq(deliveryOffers.orderId, orderId), eq(deliveryOffers.deliveryUserId, userId)));
  },
};
