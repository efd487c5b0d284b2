import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { auditLog, compensations, deliveryEarnings, deliveryGpsPoints, deliveryPartnerStores, deliveryProfiles, orders, stores, users } from '../../db/schema';

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

/** A partner's profile with what limits his offers: cash in hand and orders open now. */
export interface PartnerLoadRow {
  readonly userId: number;
  readonly isOnline: boolean;
  readonly isApproved: boolean;
  readonly cashInHandPaise: number;
  readonly commissionPercent: number;
  readonly openOrders: number;
  readonly lastLatitude: number | null;
  readonly lastLongitude: number | null;
  readonly lastOfferedAt: Date | null;
}

const OPEN_STATUSES = [3, 4] as const;

const loadColumns = {
  userId: deliveryProfiles.userId,
  isOnline: deliveryProfiles.isOnline,
  isApproved: deliveryProfiles.isApproved,
  cashInHandPaise: deliveryProfiles.cashInHandPaise,
  commissionPercent: deliveryProfiles.commissionPercent,
  lastLatitude: deliveryProfiles.lastLatitude,
  lastLongitude: deliveryProfiles.lastLongitude,
  lastOfferedAt: deliveryProfiles.lastOfferedAt,
  // Spelled out: drizzle leaves column names unqualified in a one-table select, and inside this
  // subquery "user_id" would then be the order's customer.
  openOrders: sql<number>`(select count(*)::int from orders o where o.delivery_user_id = "delivery_profiles"."user_id" and o.order_status_id in (${sql.raw(OPEN_STATUSES.join(', '))}))`,
};

export const partnerLedgerRepository = {
  async loadOf(db: Db, userId: number): Promise<PartnerLoadRow | undefined> {
    const [row] = await db.select(loadColumns).from(deliveryProfiles).where(eq(deliveryProfiles.userId, userId)).limit(1);
    return row;
  },

  /** Partners linked to a store, with their load (dispatch filters them with the domain rule). */
  async partnersOfStore(db: Db, storeId: number): Promise<PartnerLoadRow[]> {
    return db
      .select(loadColumns)
      .from(deliveryProfiles)
      .innerJoin(deliveryPartnerStores, eq(deliveryPartnerStores.userId, deliveryProfiles.userId))
      .innerJoin(users, eq(users.id, deliveryProfiles.userId))
      .where(and(eq(deliveryPartnerStores.storeId, storeId), eq(users.isActive, true), eq(deliveryProfiles.isOnline, true), eq(deliveryProfiles.isApproved, true)))
      .orderBy(asc(deliveryProfiles.userId));
  },

  async setPosition(db: Db, userId: number, v: { latitude: number; longitude: number; at: Date }): Promise<void> {
    await db.update(deliveryProfiles).set({ lastLatitude: v.latitude, lastLongitude: v.longitude, lastLocatedAt: v.at }).where(eq(deliveryProfiles.userId, userId));
  },

  /** Cash taken at the door and the delivery's earning, in the delivery's transaction (once per order). */
  async recordDelivery(tx: Tx, v: { orderId: number; userId: number; commissionPaise: number; tipPaise: number; cashPaise: number; at: Date }): Promise<void> {
    const inserted = await tx
      .insert(deliveryEarnings)
      .values({ orderId: v.orderId, deliveryUserId: v.userId, commissionPaise: v.commissionPaise, tipPaise: v.tipPaise, cashCollectedPaise: v.cashPaise, earnedAt: v.at })
      .onConflictDoNothing()
      .returning({ id: deliveryEarnings.id });
    if (inserted.length === 0 || v.cashPaise === 0) return;
    // One atomic UPDATE: two deliveries finishing together both count.
    await tx
      .update(deliveryProfiles)
      .set({ cashInHandPaise: sql`${deliveryProfiles.cashInHandPaise} + ${v.cashPaise}` })
      .where(eq(deliveryProfiles.userId, v.userId));
  },

  async earningsSince(db: Db, userId: number, since: Date) {
    return db
      .select({
        uniqueOrderId: orders.uniqueOrderId,
        storeName: stores.name,
        earnedAt: deliveryEarnings.earnedAt,
        commissionPaise: deliveryEarnings.commissionPaise,
        tipPaise: deliveryEarnings.tipPaise,
        cashPaise: deliveryEarnings.cashCollectedPaise,
        // Compensations of the order given at this partner's cost (issue 36): taken off what he earned.
        deductionPaise: sql<number>`(select coalesce(sum(${compensations.amountPaise}), 0)::int from ${compensations} where ${compensations.orderId} = ${orders.id} and ${compensations.deliveryUserId} = ${userId})`,
      })
      .from(deliveryEarnings)
      .innerJoin(orders, eq(orders.id, deliveryEarnings.orderId))
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .where(and(eq(deliveryEarnings.deliveryUserId, userId), gte(deliveryEarnings.earnedAt, since)))
      .orderBy(desc(deliveryEarnings.earnedAt), desc(deliveryEarnings.id))
      .limit(500);
  },
};

export async function storeNameOf(db: Db, storeId: number): Promise<string> {
  const [row] = await db.select({ name: stores.name }).from(stores).where(eq(stores.id, storeId)).limit(1);
  return row?.name ?? 'the store';
}

/** A new partner's profile: offline and not approved until an admin says so. */
export async function insertPendingProfile(db: Db, v: { userId: number; vehicle: string; vehicleNumber: string | null }): Promise<void> {
  await db.insert(deliveryProfiles).values({ userId: v.userId, vehicle: v.vehicle, vehicleNumber: v.vehicleNumber, isOnline: false, isApproved: false }).onConflictDoNothing();
}

/** What an admin's decision changes on a partner, before and after (the audit row shows it). */
export interface PartnerDecisionState {
  readonly isApproved: boolean;
  readonly isOnline: boolean;
  readonly reviewNote: string | null;
  readonly storeIds: number[];
}

async function linkedStoreIds(db: Db, userId: number): Promise<number[]> {
  const linked = await db.select({ storeId: deliveryPartnerStores.storeId }).from(deliveryPartnerStores).where(eq(deliveryPartnerStores.userId, userId)).orderBy(asc(deliveryPartnerStores.storeId));
  return linked.map((l) => l.storeId);
}

/** A delivery partner's profile with his stores, locked for an admin's change; null for an unknown or non-partner id. */
export async function lockPartner(tx: Tx, userId: number): Promise<(DeliveryProfileRow & { storeIds: number[] }) | null> {
  const [user] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId)).limit(1);
  if (user?.role !== 'delivery') return null;
  // A partner made before profiles existed gets one (not approved) so the decision has a row to land on.
  await tx.insert(deliveryProfiles).values({ userId, isApproved: false }).onConflictDoNothing();
  const [profile] = await tx.select().from(deliveryProfiles).where(eq(deliveryProfiles.userId, userId)).for('update').limit(1);
  if (!profile) return null;
  return { ...profile, storeIds: await linkedStoreIds(tx, userId) };
}

/** Replaces a partner's stores with the known ones of `storeIds`; answers the linked ids. */
export async function setPartnerStores(tx: Tx, userId: number, storeIds: readonly number[]): Promise<number[]> {
  await tx.delete(deliveryPartnerStores).where(eq(deliveryPartnerStores.userId, userId));
  const known = storeIds.length ? await tx.select({ id: stores.id }).from(stores).where(inArray(stores.id, [...storeIds])) : [];
  if (known.length) await tx.insert(deliveryPartnerStores).values(known.map((s) => ({ userId, storeId: s.id })));
  return linkedStoreIds(tx, userId);
}

/** An admin's decision on a partner: approval, the reason and time; a refused partner goes offline at once. */
export async function setApproval(tx: Tx, v: { userId: number; approved: boolean; note: string | null; at: Date }): Promise<DeliveryProfileRow | undefined> {
  const [row] = await tx
    .update(deliveryProfiles)
    .set({ isApproved: v.approved, reviewNote: v.note, reviewedAt: v.at, ...(v.approved ? {} : { isOnline: false }) })
    .where(eq(deliveryProfiles.userId, v.userId))
    .returning();
  return row;
}

export async function setCommissionPercent(tx: Tx, userId: number, percent: number): Promise<void> {
  await tx.update(deliveryProfiles).set({ commissionPercent: percent }).where(eq(deliveryProfiles.userId, userId));
}

/**
 * Cash a partner handed in: one atomic UPDATE that only succeeds while he holds at least `amountPaise`
 * (a delivery adding cash at the same moment still counts). Answers his new cash in hand, or null.
 */
export async function settleCash(tx: Tx, userId: number, amountPaise: number): Promise<number | null> {
  const [row] = await tx
    .update(deliveryProfiles)
    .set({ cashInHandPaise: sql`${deliveryProfiles.cashInHandPaise} - ${amountPaise}` })
    .where(and(eq(deliveryProfiles.userId, userId), gte(deliveryProfiles.cashInHandPaise, amountPaise)))
    .returning({ cash: deliveryProfiles.cashInHandPaise });
  return row ? row.cash : null;
}

/** The latest admin decision recorded on a partner (audit log): tells a suspension from a rejection. */
export async function lastDecisionOf(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.entity, PARTNER_ENTITY), eq(auditLog.entityId, String(userId)), inArray(auditLog.action, [...PARTNER_DECISIONS])))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row?.action ?? null;
}

/** The audit log's name for a partner, and the actions that decide his approval. */
export const PARTNER_ENTITY = 'delivery_partner';
export const PARTNER_DECISIONS = ['delivery_partner.approve', 'delivery_partner.reject', 'delivery_partner.suspend'] as const;
