import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  itemCategories,
  itemGroupItems,
  itemGroups,
  items,
  slotGroupItems,
  slotGroups,
  storeBanners,
  storeLayouts,
  topCategories,
} from '../../db/schema';

export type SlotGroupRow = typeof slotGroups.$inferSelect;
export type ItemRow = typeof items.$inferSelect;
export type BannerRow = typeof storeBanners.$inferSelect;
export type TopCategoryRow = typeof topCategories.$inferSelect;
export type ItemGroupRow = typeof itemGroups.$inferSelect;

const liveItem = isNull(items.deletedAt);

export const singleStoreRepository = {
  async findLayout(db: Db, storeId: number) {
    const [row] = await db.select().from(storeLayouts).where(eq(storeLayouts.storeId, storeId)).limit(1);
    return row;
  },

  async listSlotGroups(db: Db, storeId: number): Promise<SlotGroupRow[]> {
    return db
      .select()
      .from(slotGroups)
      .where(and(eq(slotGroups.storeId, storeId), eq(slotGroups.isActive, true)))
      .orderBy(asc(slotGroups.position));
  },

  async findSlotGroup(db: Db, id: number): Promise<SlotGroupRow | undefined> {
    const [row] = await db.select().from(slotGroups).where(and(eq(slotGroups.id, id), eq(slotGroups.isActive, true))).limit(1);
    return row;
  },

  /** Items of several slot groups, keyed by group, in their slot order. */
  async listSlotItems(db: Db, groupIds: readonly number[]): Promise<Map<number, ItemRow[]>> {
    const byGroup = new Map<number, ItemRow[]>();
    if (groupIds.length === 0) return byGroup;
    const rows = await db
      .select({ groupId: slotGroupItems.slotGroupId, item: items })
      .from(slotGroupItems)
      .innerJoin(items, eq(items.id, slotGroupItems.itemId))
      .where(and(inArray(slotGroupItems.slotGroupId, [...groupIds]), liveItem))
      .orderBy(asc(slotGroupItems.sortOrder), asc(items.id));
    for (const r of rows) byGroup.set(r.groupId, [...(byGroup.get(r.groupId) ?? []), r.item]);
    return byGroup;
  },

  async listTopCategories(db: Db, storeId: number): Promise<TopCategoryRow[]> {
    return db
      .select()
      .from(topCategories)
      .where(and(eq(topCategories.storeId, storeId), eq(topCategories.isActive, true)))
      .orderBy(asc(topCategories.sortOrder), asc(topCategories.id));
  },

  async listTopCategoryItems(db: Db, storeId: number, topCategoryId: number): Promise<ItemRow[]> {
    return db
      .select()
      .from(items)
      .where(and(eq(items.storeId, storeId), eq(items.topCategoryId, topCategoryId), liveItem))
      .orderBy(asc(items.sortOrder), asc(items.id));
  },

  async listBanners(db: Db, storeId: number, types: readonly number[]): Promise<BannerRow[]> {
    return db
      .select()
      .from(storeBanners)
      .where(and(eq(storeBanners.storeId, storeId), eq(storeBanners.isActive, true), inArray(storeBanners.type, [...types])))
      .orderBy(asc(storeBanners.sortOrder), asc(storeBanners.id));
  },

  async findItemGroup(db: Db, id: number): Promise<ItemGroupRow | undefined> {
    const [row] = await db.select().from(itemGroups).where(and(eq(itemGroups.id, id), eq(itemGroups.isActive, true))).limit(1);
    return row;
  },

  /** The group's live items with the name of their menu category (the chips). */
  async listItemGroupItems(db: Db, groupId: number) {
    return db
      .select({ item: items, categoryName: itemCategories.name })
      .from(itemGroupItems)
      .innerJoin(items, eq(items.id, itemGroupItems.itemId))
      .innerJoin(itemCategories, eq(itemCategories.id, items.itemCategoryId))
      .where(and(eq(itemGroupItems.itemGroupId, groupId), liveItem))
      .orderBy(asc(itemGroupItems.sortOrder), asc(items.id));
  },
};
