import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { cities, deliveryProfiles, orders, stores } from '../../db/schema';

/** Trips a city's speed is learnt from: its latest delivered delivery orders. */
const SPEED_SAMPLE_LIMIT = 200;

export const etaRepository = {
  /** Picked up → delivered of a city's latest delivered orders, with the order's distance (km). */
  async tripsOfCity(db: Db | Tx, cityId: number | null): Promise<{ km: number; minutes: number }[]> {
    const rows = await db
      .select({ km: orders.distanceKm, minutes: sql<number>`extract(epoch from (${orders.deliveredAt} - ${orders.pickedUpAt})) / 60` })
      .from(orders)
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .where(and(cityId === null ? isNull(stores.cityId) : eq(stores.cityId, cityId), eq(orders.deliveryType, 'DELIVERY'), isNotNull(orders.deliveredAt), isNotNull(orders.pickedUpAt), isNotNull(orders.distanceKm)))
      .orderBy(desc(orders.deliveredAt))
      .limit(SPEED_SAMPLE_LIMIT);
    return rows.map((r) => ({ km: Number(r.km), minutes: Number(r.minutes) }));
  },

  /** Delivered orders since `since` with their first promise: minutes late (negative: early), store and city. */
  async promiseErrorsSince(db: Db, since: Date, limit: number) {
    const rows = await db
      .select({
        minutes: sql<number>`extract(epoch from (${orders.deliveredAt} - ${orders.firstPromisedAt})) / 60`,
        storeId: orders.storeId,
        store: stores.name,
        cityId: stores.cityId,
        city: cities.name,
      })
      .from(orders)
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .leftJoin(cities, eq(cities.id, stores.cityId))
      .where(and(gte(orders.deliveredAt, since), isNotNull(orders.firstPromisedAt)))
      .orderBy(desc(orders.deliveredAt))
      .limit(limit);
    return rows.map((r) => ({ ...r, minutes: Number(r.minutes) }));
  },

  /** A partner's last position, when it is newer than `since`. */
  async riderPosition(db: Db | Tx, riderId: number, since: Date): Promise<{ latitude: number; longitude: number } | null> {
    const [row] = await db
      .select({ latitude: deliveryProfiles.lastLatitude, longitude: deliveryProfiles.lastLongitude })
      .from(deliveryProfiles)
      .where(and(eq(deliveryProfiles.userId, riderId), gte(deliveryProfiles.lastLocatedAt, since)));
    return row && row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null;
  },

  /** The orders a partner has on the way, with their stores. */
  async riderOrders(db: Db, riderId: number, statuses: readonly number[]) {
    return db
      .select({ order: orders, store: stores })
      .from(orders)
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .where(and(eq(orders.deliveryUserId, riderId), inArray(orders.orderStatusId, [...statuses])))
      .limit(20);
  },

  /** Orders in `statuses` whose estimate is already behind `now`, with their stores, oldest estimate first. */
  async staleEstimates(db: Db, now: Date, statuses: readonly number[], limit: number) {
    return db
      .select({ order: orders, store: stores })
      .from(orders)
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .where(and(inArray(orders.orderStatusId, [...statuses]), lt(orders.etaAt, now)))
      .orderBy(asc(orders.etaAt))
      .limit(limit);
  },

  /** A new estimate, only while the order is still in `statuses` and its estimate is still `was` (a move or another instance did not change it). */
  async setEta(tx: Tx, v: { orderId: number; was: Date | null; etaAt: Date; statuses: readonly number[] }) {
    const [row] = await tx
      .update(orders)
      .set({ etaAt: v.etaAt })
      .where(and(eq(orders.id, v.orderId), v.was === null ? isNull(orders.etaAt) : eq(orders.etaAt, v.was), inArray(orders.orderStatusId, [...v.statuses])))
      .returning();
    return row;
  },
};
