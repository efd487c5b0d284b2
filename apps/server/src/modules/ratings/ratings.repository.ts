import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders, ratings, stores, users } from '../../db/schema';

const DELIVERED = 5;

const ratableColumns = {
  orderId: orders.id,
  uniqueOrderId: orders.uniqueOrderId,
  userId: orders.userId,
  statusId: orders.orderStatusId,
  deliveryType: orders.deliveryType,
  deliveredAt: orders.deliveredAt,
  deliveryUserId: orders.deliveryUserId,
  storeId: stores.id,
  storeName: stores.name,
  storeImage: stores.image,
  partnerName: users.name,
  ratingId: ratings.id,
};

export type RatableRow = Awaited<ReturnType<typeof ratingsRepository.findByUniqueId>>;

export const ratingsRepository = {
  async findByUniqueId(db: Db, uniqueOrderId: string) {
    const [row] = await db
      .select(ratableColumns)
      .from(orders)
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .leftJoin(users, eq(users.id, orders.deliveryUserId))
      .leftJoin(ratings, eq(ratings.orderId, orders.id))
      .where(eq(orders.uniqueOrderId, uniqueOrderId))
      .limit(1);
    return row;
  },

  /** The user's latest delivered order without a rating. */
  async latestUnrated(db: Db, userId: number) {
    const [row] = await db
      .select(ratableColumns)
      .from(orders)
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .leftJoin(users, eq(users.id, orders.deliveryUserId))
      .leftJoin(ratings, eq(ratings.orderId, orders.id))
      .where(and(eq(orders.userId, userId), eq(orders.orderStatusId, DELIVERED), isNull(ratings.id)))
      .orderBy(desc(orders.deliveredAt), desc(orders.id))
      .limit(1);
    return row;
  },

  /** The rating, once per order (false when one exists), and the store's average moved in the same transaction. */
  async rate(db: Db, v: { orderId: number; userId: number; storeId: number; deliveryUserId: number | null; ratingStore: number; ratingDelivery: number | null; review: string | null; at: Date }): Promise<boolean> {
    return db.transaction(async (tx: Tx) => {
      const inserted = await tx
        .insert(ratings)
        .values({ orderId: v.orderId, userId: v.userId, storeId: v.storeId, deliveryUserId: v.deliveryUserId, ratingStore: v.ratingStore, ratingDelivery: v.ratingDelivery, review: v.review, createdAt: v.at })
        .onConflictDoNothing({ target: ratings.orderId })
        .returning({ id: ratings.id });
      if (inserted.length === 0) return false;
      await tx
        .update(stores)
        .set({
          rating: sql`(${stores.rating} * ${stores.ratingCount} + ${v.ratingStore}) / (${stores.ratingCount} + 1)`,
          ratingCount: sql`${stores.ratingCount} + 1`,
        })
        .where(eq(stores.id, v.storeId));
      return true;
    });
  },
};
