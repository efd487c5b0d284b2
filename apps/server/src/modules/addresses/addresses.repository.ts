import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { addresses, users } from '../../db/schema';

export type AddressRow = typeof addresses.$inferSelect;
export type NewAddress = Omit<typeof addresses.$inferInsert, 'id' | 'deletedAt'>;

/** Every read is scoped to the owner and skips soft-deleted rows: another user's id reads as absent. */
const liveOf = (userId: number) => and(eq(addresses.userId, userId), isNull(addresses.deletedAt));

export const addressesRepository = {
  /**
   * Locks the owner's row for the rest of the transaction: one user's address changes run one at a
   * time, so the saved-address limit and the default cannot be overtaken by a racing request.
   */
  async lockOwner(tx: Tx, userId: number): Promise<{ defaultAddressId: number | null } | undefined> {
    const [row] = await tx.select({ defaultAddressId: users.defaultAddressId }).from(users).where(eq(users.id, userId)).for('update');
    return row;
  },

  async findDefaultId(db: Db, userId: number): Promise<number | null> {
    const [row] = await db.select({ defaultAddressId: users.defaultAddressId }).from(users).where(eq(users.id, userId)).limit(1);
    return row?.defaultAddressId ?? null;
  },

  /** Newest first (the id breaks ties between rows saved in the same instant). */
  async listLive(db: Db, userId: number): Promise<AddressRow[]> {
    return db.select().from(addresses).where(liveOf(userId)).orderBy(desc(addresses.createdAt), desc(addresses.id));
  },

  async findLive(db: Db, userId: number, addressId: number): Promise<AddressRow | undefined> {
    const [row] = await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, addressId), liveOf(userId)))
      .limit(1);
    return row;
  },

  async countLive(tx: Tx, userId: number): Promise<number> {
    const [row] = await tx.select({ n: count() }).from(addresses).where(liveOf(userId));
    return row?.n ?? 0;
  },

  async insert(tx: Tx, values: NewAddress): Promise<AddressRow> {
    const [row] = await tx.insert(addresses).values(values).returning();
    if (!row) throw new Error('insert addresses returned nothing');
    return row;
  },

  /** Soft delete (the row stays for orders that point at it); false when it is not the user's live address. */
  async softDelete(tx: Tx, userId: number, addressId: number, now: Date): Promise<boolean> {
    const rows = await tx
      .update(addresses)
      .set({ deletedAt: now })
      .where(and(eq(addresses.id, addressId), liveOf(userId)))
      .returning({ id: addresses.id });
    return rows.length === 1;
  },

  async setDefault(tx: Tx, userId: number, addressId: number | null, now: Date): Promise<void> {
    await tx.update(users).set({ defaultAddressId: addressId, updatedAt: now }).where(eq(users.id, userId));
  },
};
