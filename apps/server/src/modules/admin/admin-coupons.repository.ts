import { and, count, desc, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { couponCustomers, couponGroups, couponRedemptions, couponStores, coupons, customerGroups, orders, stores, users } from '../../db/schema';

export type AdminCouponRow = typeof coupons.$inferSelect;
export type AdminCouponValues = Omit<typeof coupons.$inferInsert, 'id' | 'createdAt' | 'usedCount' | 'ownerUserId'>;

export interface AdminCouponFull {
  readonly coupon: AdminCouponRow;
  readonly stores: { id: number; name: string }[];
  readonly owner: { id: number; name: string } | null;
  readonly ordersCount: number;
  readonly customers: { id: number; name: string; contact: string }[];
  readonly groups: { id: number; name: string; member_count: number }[];
}

async function complete(db: Db | Tx, rows: AdminCouponRow[]): Promise<AdminCouponFull[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const codes = rows.map((r) => r.code);
  const ownerIds = rows.flatMap((r) => (r.ownerUserId === null ? [] : [r.ownerUserId]));
  const [links, owners, used, chosen, groups] = await Promise.all([
    db.select({ couponId: couponStores.couponId, id: stores.id, name: stores.name }).from(couponStores).innerJoin(stores, eq(stores.id, couponStores.storeId)).where(inArray(couponStores.couponId, ids)),
    ownerIds.length ? db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ownerIds)) : Promise.resolve([]),
    db.select({ code: orders.couponCode, n: count() }).from(orders).where(inArray(orders.couponCode, codes)).groupBy(orders.couponCode),
    db
      .select({ couponId: couponCustomers.couponId, id: users.id, name: users.name, email: users.email, phone: users.phone })
      .from(couponCustomers)
      .innerJoin(users, eq(users.id, couponCustomers.userId))
      .where(inArray(couponCustomers.couponId, ids))
      .orderBy(users.name),
    db
      .select({ couponId: couponGroups.couponId, id: customerGroups.id, name: customerGroups.name, members: sql<number>`(select count(*)::int from customer_group_members m where m.group_id = ${customerGroups.id})` })
      .from(couponGroups)
      .innerJoin(customerGroups, eq(customerGroups.id, couponGroups.groupId))
      .where(inArray(couponGroups.couponId, ids))
      .orderBy(customerGroups.name),
  ]);
  return rows.map((coupon) => ({
    coupon,
    stores: links.filter((l) => l.couponId === coupon.id).map((l) => ({ id: l.id, name: l.name })),
    owner: coupon.ownerUserId === null ? null : { id: coupon.ownerUserId, name: owners.find((o) => o.id === coupon.ownerUserId)?.name ?? '' },
    ordersCount: used.find((u) => u.code === coupon.code)?.n ?? 0,
    customers: chosen.filter((c) => c.couponId === coupon.id).map((c) => ({ id: c.id, name: c.name, contact: c.email ?? c.phone ?? '' })),
    groups: groups.filter((g) => g.couponId === coupon.id).map((g) => ({ id: g.id, name: g.name, member_count: Number(g.members) })),
  }));
}

/** The admin console's reads and writes of coupons (issue 11). */
export const adminCouponsRepository = {
  async list(db: Db, s: { q: string; beforeId: number | null; limit: number }): Promise<AdminCouponFull[]> {
    const where: SQL[] = [];
    if (s.beforeId) where.push(lt(coupons.id, s.beforeId));
    if (s.q) {
      const like = containsPattern(s.q);
      const found = or(ilike(coupons.code, like), ilike(coupons.name, like));
      if (found) where.push(found);
    }
    const rows = await db
      .select()
      .from(coupons)
      .where(where.length ? and(...where) : undefined)
      .orderBy(desc(coupons.id))
      .limit(s.limit);
    return complete(db, rows);
  },

  async find(db: Db | Tx, id: number): Promise<AdminCouponFull | undefined> {
    const rows = await db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
    return (await complete(db, rows))[0];
  },

  async lock(tx: Tx, id: number): Promise<AdminCouponFull | undefined> {
    const rows = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
    return (await complete(tx, rows))[0];
  },

  async codeTaken(tx: Tx, code: string, exceptId: number | null): Promise<boolean> {
    const rows = await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, code)).limit(2);
    return rows.some((r) => r.id !== exceptId);
  },

  async existingStoreIds(tx: Tx, ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await tx.select({ id: stores.id }).from(stores).where(inArray(stores.id, [...ids]));
    return rows.map((r) => r.id);
  },

  async insert(tx: Tx, values: AdminCouponValues): Promise<number> {
    const [row] = await tx.insert(coupons).values(values).returning({ id: coupons.id });
    if (!row) throw new Error('insert coupons returned nothing');
    return row.id;
  },

  async update(tx: Tx, id: number, values: Partial<AdminCouponValues>): Promise<void> {
    await tx.update(coupons).set(values).where(eq(coupons.id, id));
  },

  async setStores(tx: Tx, id: number, storeIds: readonly number[]): Promise<void> {
    await tx.delete(couponStores).where(eq(couponStores.couponId, id));
    if (storeIds.length) await tx.insert(couponStores).values(storeIds.map((storeId) => ({ couponId: id, storeId })));
  },

  /** Of these ids, the customer accounts. */
  async existingUserIds(tx: Tx, ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await tx.select({ id: users.id }).from(users).where(and(eq(users.role, 'customer'), inArray(users.id, [...ids])));
    return rows.map((r) => r.id);
  },

  async existingGroupIds(tx: Tx, ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await tx.select({ id: customerGroups.id }).from(customerGroups).where(inArray(customerGroups.id, [...ids])).for('share');
    return rows.map((r) => r.id);
  },

  /** The coupon's chosen customers and groups, replaced. */
  async setChosen(tx: Tx, id: number, chosen: { userIds: readonly number[]; groupIds: readonly number[] }): Promise<void> {
    await tx.delete(couponCustomers).where(eq(couponCustomers.couponId, id));
    await tx.delete(couponGroups).where(eq(couponGroups.couponId, id));
    if (chosen.userIds.length) await tx.insert(couponCustomers).values(chosen.userIds.map((userId) => ({ couponId: id, userId })));
    if (chosen.groupIds.length) await tx.insert(couponGroups).values(chosen.groupIds.map((groupId) => ({ couponId: id, groupId })));
  },

  async redemptions(tx: Tx, id: number): Promise<number> {
    const [row] = await tx.select({ n: count() }).from(couponRedemptions).where(eq(couponRedemptions.couponId, id));
    return row?.n ?? 0;
  },

  async remove(tx: Tx, id: number): Promise<void> {
    await tx.delete(coupons).where(eq(coupons.id, id));
  },
};
