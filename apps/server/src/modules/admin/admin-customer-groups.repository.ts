import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { couponGroups, coupons, customerGroupMembers, customerGroups, users } from '../../db/schema';

export type CustomerGroupRow = typeof customerGroups.$inferSelect;

export interface CustomerGroupFull {
  readonly group: CustomerGroupRow;
  readonly memberCount: number;
  readonly couponCodes: string[];
}

const customerColumns = { id: users.id, name: users.name, email: users.email, phone: users.phone };

async function complete(db: Db | Tx, rows: CustomerGroupRow[]): Promise<CustomerGroupFull[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [counts, named] = await Promise.all([
    db.select({ groupId: customerGroupMembers.groupId, n: count() }).from(customerGroupMembers).where(inArray(customerGroupMembers.groupId, ids)).groupBy(customerGroupMembers.groupId),
    db.select({ groupId: couponGroups.groupId, code: coupons.code }).from(couponGroups).innerJoin(coupons, eq(coupons.id, couponGroups.couponId)).where(inArray(couponGroups.groupId, ids)).orderBy(coupons.code),
  ]);
  return rows.map((group) => ({
    group,
    memberCount: counts.find((c) => c.groupId === group.id)?.n ?? 0,
    couponCodes: named.filter((n) => n.groupId === group.id).map((n) => n.code),
  }));
}

/** Customer groups and their members (issue 35). */
export const adminCustomerGroupsRepository = {
  async list(db: Db): Promise<CustomerGroupFull[]> {
    return complete(db, await db.select().from(customerGroups).orderBy(asc(customerGroups.name)));
  },

  async find(db: Db | Tx, id: number): Promise<CustomerGroupFull | undefined> {
    return (await complete(db, await db.select().from(customerGroups).where(eq(customerGroups.id, id))))[0];
  },

  async lock(tx: Tx, id: number): Promise<CustomerGroupFull | undefined> {
    return (await complete(tx, await tx.select().from(customerGroups).where(eq(customerGroups.id, id)).for('update')))[0];
  },

  async nameTaken(tx: Tx, name: string, exceptId: number | null): Promise<boolean> {
    const rows = await tx.select({ id: customerGroups.id }).from(customerGroups).where(sql`lower(${customerGroups.name}) = lower(${name})`);
    return rows.some((r) => r.id !== exceptId);
  },

  async insert(tx: Tx, v: { name: string; description: string }): Promise<number> {
    const [row] = await tx.insert(customerGroups).values(v).returning({ id: customerGroups.id });
    if (!row) throw new Error('insert customer_groups returned nothing');
    return row.id;
  },

  async update(tx: Tx, id: number, v: { name: string; description: string }): Promise<void> {
    await tx.update(customerGroups).set(v).where(eq(customerGroups.id, id));
  },

  async remove(tx: Tx, id: number): Promise<void> {
    await tx.delete(customerGroups).where(eq(customerGroups.id, id));
  },

  /** The newest members first, at most `limit`. */
  async members(db: Db, groupId: number, limit: number) {
    return db
      .select({ ...customerColumns, addedAt: customerGroupMembers.addedAt })
      .from(customerGroupMembers)
      .innerJoin(users, eq(users.id, customerGroupMembers.userId))
      .where(eq(customerGroupMembers.groupId, groupId))
      .orderBy(desc(customerGroupMembers.addedAt), asc(users.id))
      .limit(limit);
  },

  /** Customer accounts by e-mail or phone (as accounts keep them); only customers place orders. */
  async usersByContact(tx: Tx, emails: readonly string[], phones: readonly string[]) {
    const where = [emails.length ? inArray(users.email, [...emails]) : undefined, phones.length ? inArray(users.phone, [...phones]) : undefined].filter((w) => w !== undefined);
    if (where.length === 0) return [];
    return tx.select(customerColumns).from(users).where(and(eq(users.role, 'customer'), or(...where)));
  },

  /** Adds the users not yet in the group; answers how many were added. */
  async addMembers(tx: Tx, groupId: number, userIds: readonly number[]): Promise<number> {
    if (userIds.length === 0) return 0;
    const rows = await tx
      .insert(customerGroupMembers)
      .values(userIds.map((userId) => ({ groupId, userId })))
      .onConflictDoNothing()
      .returning({ userId: customerGroupMembers.userId });
    return rows.length;
  },

  async removeMember(tx: Tx, groupId: number, userId: number): Promise<boolean> {
    const rows = await tx
      .delete(customerGroupMembers)
      .where(and(eq(customerGroupMembers.groupId, groupId), eq(customerGroupMembers.userId, userId)))
      .returning({ userId: customerGroupMembers.userId });
    return rows.length > 0;
  },

  /** Customer accounts by name, e-mail or phone, for the coupon's picker. */
  async pickCustomers(db: Db, q: string, limit: number) {
    const like = containsPattern(q);
    return db
      .select(customerColumns)
      .from(users)
      .where(and(eq(users.role, 'customer'), q ? or(ilike(users.name, like), ilike(users.email, like), ilike(users.phone, like)) : undefined))
      .orderBy(asc(users.name), asc(users.id))
      .limit(limit);
  },
};
