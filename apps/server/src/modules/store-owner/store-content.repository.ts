import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { deliverySlots, itemGroupItems, itemGroups, items, slotGroupItems, slotGroups, storeBanners } from '../../db/schema';

/** A fresh store's slots and single-store content, as its owner edits them (issue 7). */
export const storeContentRepository = {
  listSlots(db: Db, storeId: number) {
    return db.select().from(deliverySlots).where(eq(deliverySlots.storeId, storeId)).orderBy(asc(deliverySlots.sortOrder), asc(deliverySlots.startsAt), asc(deliverySlots.id));
  },

  /** Updates only a slot of this store; false when there is none with that id. */
  async saveSlot(db: Db, storeId: number, id: number | undefined, v: { name: string; startsAt: string; endsAt: string; capacity: number; isActive: boolean }): Promise<boolean> {
    if (id === undefined) {
      await db.insert(deliverySlots).values({ storeId, ...v });
      return true;
    }
    const rows = await db.update(deliverySlots).set(v).where(and(eq(deliverySlots.id, id), eq(deliverySlots.storeId, storeId))).returning({ id: deliverySlots.id });
    return rows.length === 1;
  },

  /** Of these ids, the live items of the store. */
  async ownItemIds(db: Db, storeId: number, ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await db.select({ id: items.id }).from(items).where(and(eq(items.storeId, storeId), inArray(items.id, [...ids]), isNull(items.deletedAt)));
    return rows.map((r) => r.id);
  },

  async loadContent(db: Db, storeId: number) {
    const [banners, groups, itemGroupRows] = await Promise.all([
      db.select().from(storeBanners).where(eq(storeBanners.storeId, storeId)).orderBy(asc(storeBanners.type), asc(storeBanners.sortOrder), asc(storeBanners.id)),
      db.select().from(slotGroups).where(eq(slotGroups.storeId, storeId)).orderBy(asc(slotGroups.position)),
      db.select().from(itemGroups).where(eq(itemGroups.storeId, storeId)).orderBy(asc(itemGroups.id)),
    ]);
    const [slotItems, groupItems] = await Promise.all([
      groups.length ? db.select().from(slotGroupItems).where(inArray(slotGroupItems.slotGroupId, groups.map((g) => g.id))).orderBy(asc(slotGroupItems.sortOrder)) : [],
      itemGroupRows.length ? db.select().from(itemGroupItems).where(inArray(itemGroupItems.itemGroupId, itemGroupRows.map((g) => g.id))).orderBy(asc(itemGroupItems.sortOrder)) : [],
    ]);
    return { banners, slotGroups: groups, slotItems, itemGroups: itemGroupRows, groupItems };
  },

  async saveBanner(db: Db, storeId: number, id: number | undefined, v: { type: number; name: string; image: string; isActive: boolean }): Promise<boolean> {
    if (id === undefined) {
      await db.insert(storeBanners).values({ storeId, ...v });
      return true;
    }
    const rows = await db.update(storeBanners).set(v).where(and(eq(storeBanners.id, id), eq(storeBanners.storeId, storeId))).returning({ id: storeBanners.id });
    return rows.length === 1;
  },

  /** The slot group at a position (1..4) with exactly these items, in order. */
  async saveSlotGroup(tx: Tx, storeId: number, v: { position: number; name: string; isActive: boolean; itemIds: readonly number[] }): Promise<void> {
    const [row] = await tx
      .insert(slotGroups)
      .values({ storeId, position: v.position, name: v.name, isActive: v.isActive })
      .onConflictDoUpdate({ target: [slotGroups.storeId, slotGroups.position], set: { name: v.name, isActive: v.isActive } })
      .returning({ id: slotGroups.id });
    if (!row) throw new Error('upsert slot_groups failed');
    await tx.delete(slotGroupItems).where(eq(slotGroupItems.slotGroupId, row.id));
    if (v.itemIds.length) await tx.insert(slotGroupItems).values(v.itemIds.map((itemId, sortOrder) => ({ slotGroupId: row.id, itemId, sortOrder })));
  },

  async saveItemGroup(tx: Tx, storeId: number, id: number | undefined, v: { name: string; isActive: boolean; itemIds: readonly number[] }): Promise<boolean> {
    let groupId = id;
    if (groupId === undefined) {
      const [row] = await tx.insert(itemGroups).values({ storeId, name: v.name, isActive: v.isActive }).returning({ id: itemGroups.id });
      if (!row) throw new Error('insert item_groups failed');
      groupId = row.id;
    } else {
      const rows = await tx.update(itemGroups).set({ name: v.name, isActive: v.isActive }).where(and(eq(itemGroups.id, groupId), eq(itemGroups.storeId, storeId))).returning({ id: itemGroups.id });
      if (rows.length !== 1) return false;
    }
    const saved = groupId;
    await tx.delete(itemGroupItems).where(eq(itemGroupItems.itemGroupId, saved));
    if (v.itemIds.length) await tx.insert(itemGroupItems).values(v.itemIds.map((itemId, sortOrder) => ({ itemGroupId: saved, itemId, sortOrder })));
    return true;
  },
};
