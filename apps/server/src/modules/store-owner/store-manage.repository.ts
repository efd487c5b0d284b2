import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { addonCategories, addons, cities, itemAddonCategories, itemCategories, items, storeOwners, stores } from '../../db/schema';

export type StoreRow = typeof stores.$inferSelect;
export type ItemRow = typeof items.$inferSelect;
export type ItemCategoryRow = typeof itemCategories.$inferSelect;
export type AddonCategoryRow = typeof addonCategories.$inferSelect;
export type AddonRow = typeof addons.$inferSelect;

/** The owner's catalogue: SQL of the store-manage service (STYLE 7). Ownership is checked by the service first. */
export const storeManageRepository = {
  async ownedStoreIds(db: Db, userId: number): Promise<number[]> {
    const rows = await db.select({ storeId: storeOwners.storeId }).from(storeOwners).where(eq(storeOwners.userId, userId)).orderBy(asc(storeOwners.storeId));
    return rows.map((r) => r.storeId);
  },

  async findStore(db: Db, id: number): Promise<StoreRow | undefined> {
    const [row] = await db.select().from(stores).where(eq(stores.id, id)).limit(1);
    return row;
  },

  async listStores(db: Db, ids: readonly number[]): Promise<StoreRow[]> {
    if (ids.length === 0) return [];
    return db.select().from(stores).where(inArray(stores.id, [...ids])).orderBy(asc(stores.id));
  },

  async setStoreActive(db: Db, id: number, isActive: boolean, at: Date): Promise<StoreRow | undefined> {
    const [row] = await db.update(stores).set({ isActive, updatedAt: at }).where(eq(stores.id, id)).returning();
    return row;
  },

  /** An admin's decision with its reason and time (admin approvals, in the admin's transaction). */
  async setApproval(db: Db, id: number, v: { approval: StoreRow['approval']; note: string | null; at: Date }): Promise<StoreRow | undefined> {
    const [row] = await db.update(stores).set({ approval: v.approval, reviewNote: v.note, reviewedAt: v.at, updatedAt: v.at }).where(eq(stores.id, id)).returning();
    return row;
  },

  async ownerIdsOf(db: Db, storeId: number): Promise<number[]> {
    const rows = await db.select({ userId: storeOwners.userId }).from(storeOwners).where(eq(storeOwners.storeId, storeId)).orderBy(asc(storeOwners.userId));
    return rows.map((r) => r.userId);
  },

  async insertStore(db: Db, values: typeof stores.$inferInsert): Promise<StoreRow> {
    const [row] = await db.insert(stores).values(values).returning();
    if (!row) throw new Error('insert stores failed');
    return row;
  },

  async listCities(db: Db) {
    return db.select({ id: cities.id, latitude: cities.latitude, longitude: cities.longitude }).from(cities).orderBy(asc(cities.id));
  },

  async linkOwner(db: Db, userId: number, storeId: number): Promise<void> {
    await db.insert(storeOwners).values({ userId, storeId }).onConflictDoNothing();
  },

  /** Every section (enabled or not), its live items, and the store's add-on categories with all add-ons. */
  async loadCatalogue(db: Db, storeId: number) {
    const [categories, itemRows, addonCats] = await Promise.all([
      db.select().from(itemCategories).where(eq(itemCategories.storeId, storeId)).orderBy(asc(itemCategories.sortOrder), asc(itemCategories.id)),
      db.select().from(items).where(and(eq(items.storeId, storeId), isNull(items.deletedAt))).orderBy(asc(items.sortOrder), asc(items.id)),
      db.select().from(addonCategories).where(eq(addonCategories.storeId, storeId)).orderBy(asc(addonCategories.id)),
    ]);
    const [addonRows, links] = await Promise.all([
      addonCats.length ? db.select().from(addons).where(inArray(addons.addonCategoryId, addonCats.map((c) => c.id))).orderBy(asc(addons.sortOrder), asc(addons.id)) : [],
      itemRows.length ? db.select().from(itemAddonCategories).where(inArray(itemAddonCategories.itemId, itemRows.map((i) => i.id))).orderBy(asc(itemAddonCategories.sortOrder)) : [],
    ]);
    return { categories, items: itemRows, addonCategories: addonCats, addons: addonRows, links };
  },

  async findItem(db: Db, id: number): Promise<ItemRow | undefined> {
    const [row] = await db.select().from(items).where(and(eq(items.id, id), isNull(items.deletedAt))).limit(1);
    return row;
  },

  async addonCategoryIdsOf(db: Db, itemId: number): Promise<number[]> {
    const rows = await db.select().from(itemAddonCategories).where(eq(itemAddonCategories.itemId, itemId)).orderBy(asc(itemAddonCategories.sortOrder));
    return rows.map((r) => r.addonCategoryId);
  },

  async findCategory(db: Db, id: number): Promise<ItemCategoryRow | undefined> {
    const [row] = await db.select().from(itemCategories).where(eq(itemCategories.id, id)).limit(1);
    return row;
  },

  /** The add-on with the store its category belongs to. */
  async findAddon(db: Db, id: number): Promise<{ addon: AddonRow; storeId: number } | undefined> {
    const [row] = await db
      .select({ addon: addons, storeId: addonCategories.storeId })
      .from(addons)
      .innerJoin(addonCategories, eq(addonCategories.id, addons.addonCategoryId))
      .where(eq(addons.id, id))
      .limit(1);
    return row;
  },

  async findAddonCategory(db: Db, id: number): Promise<AddonCategoryRow | undefined> {
    const [row] = await db.select().from(addonCategories).where(eq(addonCategories.id, id)).limit(1);
    return row;
  },

  async addonCategoriesOfStore(db: Db, storeId: number, ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ id: addonCategories.id })
      .from(addonCategories)
      .where(and(eq(addonCategories.storeId, storeId), inArray(addonCategories.id, [...ids])));
    return rows.map((r) => r.id);
  },

  async setItemActive(db: Db, id: number, isActive: boolean, at: Date): Promise<void> {
    await db.update(items).set({ isActive, updatedAt: at }).where(eq(items.id, id));
  },

  async setCategoryEnabled(db: Db, id: number, isEnabled: boolean): Promise<void> {
    await db.update(itemCategories).set({ isEnabled }).where(eq(itemCategories.id, id));
  },

  async setAddonActive(db: Db, id: number, isActive: boolean): Promise<void> {
    await db.update(addons).set({ isActive }).where(eq(addons.id, id));
  },

  async updateItemPrice(db: Db, id: number, v: { pricePaise: number; maxQty: number | null; at: Date }): Promise<void> {
    await db.update(items).set({ pricePaise: v.pricePaise, maxQty: v.maxQty, updatedAt: v.at }).where(eq(items.id, id));
  },

  /** Inserts or updates an item and replaces its add-on links, in one transaction. */
  async saveItem(tx: Tx, id: number | undefined, values: Omit<typeof items.$inferInsert, 'id'>, addonCategoryIds: readonly number[]): Promise<number> {
    let itemId = id;
    if (itemId === undefined) {
      const [row] = await tx.insert(items).values(values).returning({ id: items.id });
      if (!row) throw new Error('insert items failed');
      itemId = row.id;
    } else {
      await tx.update(items).set(values).where(eq(items.id, itemId));
      await tx.delete(itemAddonCategories).where(eq(itemAddonCategories.itemId, itemId));
    }
    const saved = itemId;
    if (addonCategoryIds.length) await tx.insert(itemAddonCategories).values(addonCategoryIds.map((addonCategoryId, sortOrder) => ({ itemId: saved, addonCategoryId, sortOrder })));
    return saved;
  },

  /**
   * Inserts or updates an add-on category with its add-ons. Add-ons not named any more are switched off,
   * not deleted: past orders keep their names, and a cart holding one is told it is gone.
   */
  async saveAddonCategory(
    tx: Tx,
    v: { id: number | undefined; storeId: number; name: string; type: 'SINGLE' | 'MULTI'; addons: readonly { id?: number | undefined; name: string; pricePaise: number; isActive: boolean }[] },
  ): Promise<number> {
    let categoryId = v.id;
    if (categoryId === undefined) {
      const [row] = await tx.insert(addonCategories).values({ storeId: v.storeId, name: v.name, type: v.type }).returning({ id: addonCategories.id });
      if (!row) throw new Error('insert addon_categories failed');
      categoryId = row.id;
    } else {
      await tx.update(addonCategories).set({ name: v.name, type: v.type }).where(eq(addonCategories.id, categoryId));
    }
    const existing = await tx.select({ id: addons.id }).from(addons).where(eq(addons.addonCategoryId, categoryId));
    const kept = new Set<number>();
    for (const [sortOrder, a] of v.addons.entries()) {
      const values = { name: a.name, pricePaise: a.pricePaise, isActive: a.isActive, sortOrder };
      if (a.id !== undefined && existing.some((e) => e.id === a.id)) {
        kept.add(a.id);
        await tx.update(addons).set(values).where(eq(addons.id, a.id));
      } else {
        await tx.insert(addons).values({ ...values, addonCategoryId: categoryId });
      }
    }
    const dropped = existing.filter((e) => !kept.has(e.id)).map((e) => e.id);
    if (dropped.length) await tx.update(addons).set({ isActive: false }).where(inArray(addons.id, dropped));
    return categoryId;
  },
};
