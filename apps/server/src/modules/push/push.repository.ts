import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import { deliveryPartnerStores, deliveryProfiles, pushSubscriptions, storeOwners, users } from '../../db/schema';

export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;

const ownerPushesQuery = (db: Db) =>
  db
    .select({ ownerId: storeOwners.userId, subscription: pushSubscriptions })
    .from(storeOwners)
    .leftJoin(users, and(eq(users.id, storeOwners.userId), eq(users.isActive, true)))
    .leftJoin(pushSubscriptions, eq(pushSubscriptions.userId, users.id))
    .where(eq(storeOwners.storeId, sql.placeholder('storeId')))
    .orderBy(desc(pushSubscriptions.id))
    .prepare('store_owner_pushes');

export const pushRepository = {
  /** One row per endpoint: a device that signs in as someone else now pushes to them. */
  async save(db: Db, v: { userId: number; endpoint: string; p256dh: string | null; auth: string | null; language: string | null }): Promise<void> {
    await db
      .insert(pushSubscriptions)
      .values(v)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId: v.userId, p256dh: v.p256dh, auth: v.auth, language: v.language } });
  },

  async remove(db: Db, userId: number, endpoint: string): Promise<void> {
    await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  },

  async removeEndpoint(db: Db, endpoint: string): Promise<void> {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  },

  async removeAllOf(db: Db, userId: number): Promise<void> {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  },

  /** Push subscriptions of active accounts, the newest first (a user's latest device speaks for their outbox copy). */
  async listFor(db: Db, userIds: readonly number[]): Promise<SubscriptionRow[]> {
    if (userIds.length === 0) return [];
    const rows = await db
      .select({ subscription: pushSubscriptions })
      .from(pushSubscriptions)
      .innerJoin(users, eq(users.id, pushSubscriptions.userId))
      .where(and(inArray(pushSubscriptions.userId, [...userIds]), eq(users.isActive, true)))
      .orderBy(desc(pushSubscriptions.id));
    return rows.map((r) => r.subscription);
  },

  /**
   * Read for every new order (its kitchen's push): the store's owners and, as `listFor` gives them, the
   * push subscriptions of those whose accounts are active, in one prepared statement (ADR 0021).
   */
  async ownerPushesOf(db: Db, storeId: number): Promise<{ ownerIds: number[]; subscriptions: SubscriptionRow[] }> {
    const rows = await preparedOn(db, 'store_owner_pushes', ownerPushesQuery).execute({ storeId });
    return { ownerIds: [...new Set(rows.map((r) => r.ownerId))], subscriptions: rows.flatMap((r) => (r.subscription ? [r.subscription] : [])) };
  },

  /** Partners who would see the store's offers: linked to it, approved and online. */
  async onlinePartnersOf(db: Db, storeId: number): Promise<number[]> {
    const rows = await db
      .select({ userId: deliveryPartnerStores.userId })
      .from(deliveryPartnerStores)
      .innerJoin(deliveryProfiles, eq(deliveryProfiles.userId, deliveryPartnerStores.userId))
      .where(and(eq(deliveryPartnerStores.storeId, storeId), eq(deliveryProfiles.isOnline, true), eq(deliveryProfiles.isApproved, true)));
    return rows.map((r) => r.userId);
  },
};
