import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliveryChargeBuckets } from '../../db/schema';

export type BucketRow = typeof deliveryChargeBuckets.$inferSelect;

export const deliveryChargeRepository = {
  async listBuckets(db: Db, storeId: number): Promise<BucketRow[]> {
    return db.select().from(deliveryChargeBuckets).where(eq(deliveryChargeBuckets.storeId, storeId)).orderBy(asc(deliveryChargeBuckets.upToKm));
  },
};
