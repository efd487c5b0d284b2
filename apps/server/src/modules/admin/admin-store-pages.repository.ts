import { and, asc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { cities, itemCategories, itemGroupItems, itemGroups, items, slides, slotGroupItems, slotGroups, storeBanners, stores, topCategories } from '../../db/schema';

export type StoreBannerRow = typeof storeBanners.$inferSelect;
export type SlotGroupRow = typeof slotGroups.$inferSelect;
export type ItemGroupRow = typeof itemGroups.$inferSelect;
export type BannerValues = Pick<typeof storeBanners.$inferInsert, 'type' | 'name' | 'image' | 'itemGroupId' | 'topCategoryId' | 'isActive'>;

/** An item as the console's pickers show it, with its menu section. */
const itemFields = {
  id: items.id,
  name: items.name,
  image: items.image,
  pricePaise: items.pricePaise,
  unit: items.unit,
  category: itemCategories.name,
  isActive: items.isActive,
};
const live = isNull(items.deletedAt);

/** Live items of several slot groups (or item groups), each with the group it is in, in their order. */
async function membersOf(db: Db, table: typeof slotGroupItems | typeof itemGroupItems, groupIds: number[]) {
  if (groupIds.length === 0) return [];
  const groupId = 'slotGroupId' in table ? table.slotGroupId : table.itemGroupId;
  return db
    .select({ ...itemFields, groupId })
    .from(table)
    .innerJoin(items, eq(items.id, table.itemId))
    .innerJoin(itemCategories, eq(itemCategories.id, items.itemCategoryId))
    .where(and(inArray(groupId, groupIds), live))
    .orderBy(asc(table.sortOrder), asc(items.id));
}

/** A store's single-store page as the admin edits it (SPEC §2): banners, the four item slots, item groups. */
export const adminStorePagesRepository = {
  async findStore(db: Db, id: number) {
    const [row] = await db
      .select({ id: stores.id, name: stores.name, slug: stores.slug, city: cities.name, isFresh: stores.isFresh, isActive: stores.isActive })
      .from(stores)
      .innerJoin(cities, eq(cities.id, stores.cityId))
      .where(eq(stores.id, id));
    return row;
  },

  /** Page edits of one store wait for each other: two new slots never take the same free position. */
  async lockStore(tx: Tx, id: number): Promise<{ id: number; name: string } | undefined> {
    const [row] = await tx.select({ id: stores.id, name: stores.name }).from(stores).where(eq(stores.id, id)).for('update');
    return row;
  },

  async loadPage(db: Db, storeId: number) {
    const [banners, groups, itemGroupRows, categories] = await Promise.all([
      db.select().from(storeBanners).where(eq(storeBanners.storeId, storeId)).orderBy(asc(storeBanners.type), asc(storeBanners.sortOrder), asc(storeBanners.id)),
      db.select().from(slotGroups).where(eq(slotGroups.storeId, storeId)).orderBy(asc(slotGroups.position)),
      db.select().from(itemGroups).where(eq(itemGroups.storeId, storeId)).orderBy(asc(itemGroups.id)),
      db.select({ id: topCategories.id, name: topCategories.name }).from(topCategories).where(eq(topCategories.storeId, storeId)).orderBy(asc(topCategories.sortOrder), asc(topCategories.id)),
    ]);
    const [slotItems, groupItems] = await Promise.all([
      membersOf(db, slotGroupItems, groups.map((g) => g.id)),
      membersOf(db, itemGroupItems, itemGroupRows.map((g) => g.id)),
    ]);
    return { banners, slotGroups: groups, slotItems, itemGroups: itemGroupRows, groupItems, topCategories: categories };
  },

  /** Live items of one store by name, for the pickers. */
  async pickItems(db: Db, storeId: number, q: string, limit: number) {
    return db
      .select(itemFields)
      .from(items)
      .innerJoin(itemCategories, eq(itemCategories.id, items.itemCategoryId))
      .where(and(eq(items.storeId, storeId), live, q ? ilike(items.name, containsPattern(q)) : undefined))
      .orderBy(asc(items.name), asc(items.id))
      .limit(limit);
  },

  /** Item groups of every store by their name or their store's. */
  async pickItemGroups(db: Db, q: string, limit: number) {
    const like = containsPattern(q);
    return db
      .select({ id: itemGroups.id, name: itemGroups.name, storeId: stores.id, storeName: stores.name, isActive: itemGroups.isActive })
      .from(itemGroups)
      .innerJoin(stores, eq(stores.id, itemGroups.storeId))
      .where(q ? or(ilike(itemGroups.name, like), ilike(stores.name, like)) : undefined)
      .orderBy(asc(stores.name), asc(itemGroups.name))
      .limit(limit);
  },

  /** Whose these items are: every id that exists, deleted ones included (they are refused as missing). */
  async ownersOfItems(tx: Tx, ids: readonly number[]) {
    if (ids.length === 0) return [];
    return tx.select({ id: items.id, storeId: items.storeId, name: items.name, deletedAt: items.deletedAt }).from(items).where(inArray(items.id, [...ids]));
  },

  findTopCategory: async (tx: Tx, id: number) => (await tx.select({ id: topCategories.id, storeId: topCategories.storeId }).from(topCategories).where(eq(topCategories.id, id)))[0],

  // ---- banners (their order counts within one type)

  findBanner: async (tx: Tx, id: number) => (await tx.select().from(storeBanners).where(eq(storeBanners.id, id)).for('update'))[0],
  async nextBannerOrder(tx: Tx, storeId: number, type: number): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`coalesce(max(${storeBanners.sortOrder}), -1)::int` })
      .from(storeBanners)
      .where(and(eq(storeBanners.storeId, storeId), eq(storeBanners.type, type)));
    return Number(row?.n ?? -1) + 1;
  },
  async insertBanner(tx: Tx, v: BannerValues & { storeId: number; sortOrder: number }): Promise<number> {
    const [row] = await tx.insert(storeBanners).values(v).returning({ id: storeBanners.id });
    if (!row) throw new Error('insert store_banners returned nothing');
    return row.id;
  },
  updateBanner: async (tx: Tx, id: number, v: Partial<typeof storeBanners.$inferInsert>) => void (await tx.update(storeBanners).set(v).where(eq(storeBanners.id, id))),
  deleteBanner: async (tx: Tx, id: number) => void (await tx.delete(storeBanners).where(eq(storeBanners.id, id))),
  bannersOf: (tx: Tx, storeId: number, type: number) =>
    tx.select({ id: storeBanners.id, sortOrder: storeBanners.sortOrder }).from(storeBanners).where(and(eq(storeBanners.storeId, storeId), eq(storeBanners.type, type))).orderBy(asc(storeBanners.sortOrder), asc(storeBanners.id)),
  async setBannerOrder(tx: Tx, ids: readonly number[]): Promise<void> {
    for (const [i, id] of ids.entries()) await tx.update(storeBanners).set({ sortOrder: i }).where(eq(storeBanners.id, id));
  },

  // ---- the four item slots (position 1..4, unique per store)

  findSlotGroup: async (tx: Tx, id: number) => (await tx.select().from(slotGroups).where(eq(slotGroups.id, id)).for('update'))[0],
  slotGroupsOf: (tx: Tx, storeId: number) => tx.select({ id: slotGroups.id, position: slotGroups.position }).from(slotGroups).where(eq(slotGroups.storeId, storeId)).orderBy(asc(slotGroups.position)),
  async insertSlotGroup(tx: Tx, v: { storeId: number; position: number; name: string; isActive: boolean }): Promise<number> {
    const [row] = await tx.insert(slotGroups).values(v).returning({ id: slotGroups.id });
    if (!row) throw new Error('insert slot_groups returned nothing');
    return row.id;
  },
  updateSlotGroup: async (tx: Tx, id: number, v: { name: string; isActive: boolean }) => void (await tx.update(slotGroups).set(v).where(eq(slotGroups.id, id))),
  deleteSlotGroup: async (tx: Tx, id: number) => void (await tx.delete(slotGroups).where(eq(slotGroups.id, id))),
  slotItemIds: async (tx: Tx, id: number) =>
    (await tx.select({ itemId: slotGroupItems.itemId }).from(slotGroupItems).where(eq(slotGroupItems.slotGroupId, id)).orderBy(asc(slotGroupItems.sortOrder))).map((r) => r.itemId),
  async setSlotItems(tx: Tx, id: number, itemIds: readonly number[]): Promise<void> {
    await tx.delete(slotGroupItems).where(eq(slotGroupItems.slotGroupId, id));
    if (itemIds.length) await tx.insert(slotGroupItems).values(itemIds.map((itemId, sortOrder) => ({ slotGroupId: id, itemId, sortOrder })));
  },
  /** Positions 1..n in this order; through negative ones first, as (store, position) is unique at every step. */
  async setSlotPositions(tx: Tx, ids: readonly number[]): Promise<void> {
    for (const [i, id] of ids.entries()) await tx.update(slotGroups).set({ position: -(i + 1) }).where(eq(slotGroups.id, id));
    for (const [i, id] of ids.entries()) await tx.update(slotGroups).set({ position: i + 1 }).where(eq(slotGroups.id, id));
  },

  // ---- item groups

  findItemGroup: async (tx: Tx, id: number) => (await tx.select().from(itemGroups).where(eq(itemGroups.id, id)).for('update'))[0],
  async insertItemGroup(tx: Tx, v: { storeId: number; name: string; topImage: string; isActive: boolean }): Promise<number> {
    const [row] = await tx.insert(itemGroups).values(v).returning({ id: itemGroups.id });
    if (!row) throw new Error('insert item_groups returned nothing');
    return row.id;
  },
  updateItemGroup: async (tx: Tx, id: number, v: { name: string; topImage: string; isActive: boolean }) => void (await tx.update(itemGroups).set(v).where(eq(itemGroups.id, id))),
  deleteItemGroup: async (tx: Tx, id: number) => void (await tx.delete(itemGroups).where(eq(itemGroups.id, id))),
  groupItemIds: async (tx: Tx, id: number) =>
    (await tx.select({ itemId: itemGroupItems.itemId }).from(itemGroupItems).where(eq(itemGroupItems.itemGroupId, id)).orderBy(asc(itemGroupItems.sortOrder))).map((r) => r.itemId),
  async setGroupItems(tx: Tx, id: number, itemIds: readonly number[]): Promise<void> {
    await tx.delete(itemGroupItems).where(eq(itemGroupItems.itemGroupId, id));
    if (itemIds.length) await tx.insert(itemGroupItems).values(itemIds.map((itemId, sortOrder) => ({ itemGroupId: id, itemId, sortOrder })));
  },
  /** The banners and slides that open this group. */
  async linksToItemGroup(tx: Tx, id: number) {
    const bannerRows = await tx.select({ id: storeBanners.id }).from(storeBanners).where(eq(storeBanners.itemGroupId, id));
    const slideRows = await tx.select({ id: slides.id }).from(slides).where(eq(slides.itemGroupId, id));
    return { bannerIds: bannerRows.map((r) => r.id), slideIds: slideRows.map((r) => r.id) };
  },
  /** Slides that opened a deleted group open its store again (model 1, the slug they kept). */
  unlinkSlidesFromItemGroup: async (tx: Tx, id: number) => void (await tx.update(slides).set({ itemGroupId: null, type: 'store' }).where(eq(slides.itemGroupId, id))),
};

export type PickedItemRow = Awaited<ReturnType<typeof adminStorePagesRepository.pickItems>>[number];
