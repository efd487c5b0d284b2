import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliveryGpsPoints, deliveryPartnerStores, deliveryProfiles, stores, users } from '../../db/schema';

export type DeliveryProfileRow = typeof deliveryProfiles.$inferSelect;
export type GpsPointRow = typeof deliveryGpsPoints.$inferSelect;

export const deliveryRepository = {
  async findPartner(db: Db, userId: number) {
    const [row] = await db
      .select({ user: { id: users.id, name: users.name, email: users.email, phone: users.phone }, profile: deliveryProfiles })
      .from(users)
      .leftJoin(deliveryProfiles, eq(deliveryProfiles.userId, users.id))
      .where(eq(users.id, userId))
      .limit(1);
    return row;
  },

  /** Going on- or offline; a partner without a profile gets one (not approved until an admin says so). */
  async setOnline(db: Db, userId: number, isOnline: boolean): Promise<void> {
    await db.insert(deliveryProfiles).values({ userId, isOnline }).onConflictDoUpdate({ target: deliveryProfiles.userId, set: { isOnline } });
  },

  async storesOf(db: Db, userId: number): Promise<{ id: number; name: string }[]> {
    return db
      .select({ id: stores.id, name: stores.name })
      .from(deliveryPartnerStores)
      .innerJoin(stores, eq(stores.id, deliveryPartnerStores.storeId))
      .where(eq(deliveryPartnerStores.userId, userId))
      .orderBy(asc(stores.id));
  },

  async insertPoints(db: Db, rows: (typeof deliveryGpsPoints.$inferInsert)[]): Promise<void> {
    if (rows.length > 0) await db.insert(deliveryGpsPoints).values(rows);
  },

  /** The partner's latest point for one of these orders. */
  async latestPoint(db: Db, riderId: number, orderIds: readonly number[]): Promise<GpsPointRow | undefined> {
    const [row] = await db
      .select()
      .from(deliveryGpsPoints)
      .where(and(eq(deliveryGpsPoints.deliveryUserId, riderId), inArray(deliveryGpsPoints.orderId, [...orderIds])))
      .orderBy(desc(deliveryGpsPoints.recordedAt), desc(deliveryGpsPoints.id))
      .limit(1);
    return row;
  },
};
