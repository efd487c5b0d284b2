import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  addonCategories,
  addons,
  cities,
  itemAddonCategories,
  itemCategories,
  items,
  storeCategories,
  storeCategoryLinks,
  stores,
} from '../../db/schema';

export type StoreRow = typeof stores.$inferSelect;
export type CityRow = typeof cities.$inferSelect;
export type ItemRow = typeof items.$inferSelect;
export type AddonCategoryRow = typeof addonCategories.$inferSelect;
export type AddonRow = typeof addons.$inferSelect;
export type ItemCategoryRow = typeof itemCategories.$inferSelect;

export interface StoreWithCity {
  readonly store: StoreRow;
  readonly city: CityRow;
  readonly cuisines: readonly string[];
  readonly categoryIds: readonly number[];
}

export interface AddonCategoryWithAddons {
  readonly category: AddonCategoryRow;
  readonly addons: readonly AddonRow[];
}

export interface StoreMenu {
  readonly categories: readonly ItemCategoryRow[];
  readonly items: readonly ItemRow[];
  /** Add-on categories per item id, in the item's order. */
  readonly addonsByItem: ReadonlyMap<number, readonly AddonCategoryWithAddons[]>;
}

async function cuisinesOf(db: Db, storeIds: number[]): Promise<Map<number, { names: string[]; ids: number[] }>> {
  const byStore = new Map<number, { names: string[]; ids: number[] }>();
  if (storeIds.length === 0) return byStore;
  const rows = await db
    .select({ storeId: storeCategoryLinks.storeId, name: storeCategories.name, id: storeCategories.id })
    .from(storeCategoryLinks)
    .innerJoin(storeCategories, eq(storeCategories.id, storeCategoryLinks.categoryId))
    .where(inArray(storeCategoryLinks.storeId, storeIds))
    .orderBy(asc(storeCategories.sortOrder), asc(storeCategories.id));
  for (const r of rows) {
    const entry = byStore.get(r.storeId) ?? { names: [], ids: [] };
    entry.names.push(r.name);
    entry.ids.push(r.id);
    byStore.set(r.storeId, entry);
  }
  return byStore;
}

/** Add-on categories (with active add-ons) attached to the given items. */
export async function addonsOfItems(db: Db, itemIds: number[]): Promise<Map<number, AddonCategoryWithAddons[]>> {
  const result = new Map<number, AddonCategoryWithAddons[]>();
  if (itemIds.length === 0) return result;
  const links = await db
    .select({ itemId: itemAddonCategories.itemId, category: addonCategories })
    .from(itemAddonCategories)
    .innerJoin(addonCategories, eq(addonCategories.id, itemAddonCategories.addonCategoryId))
    .where(inArray(itemAddonCategories.itemId, itemIds))
    .orderBy(asc(itemAddonCategories.sortOrder), asc(addonCategories.id));
  if (links.length === 0) return result;
  const categoryIds = [...new Set(links.map((l) => l.category.id))];
  const addonRows = await db
    .select()
    .from(addons)
    .where(and(inArray(addons.addonCategoryId, categoryIds), eq(addons.isActive, true)))
    .orderBy(asc(addons.sortOrder), asc(addons.id));
  const addonsByCategory = new Map<number, AddonRow[]>();
  for (const a of addonRows) addonsByCategory.set(a.addonCategoryId, [...(addonsByCategory.get(a.addonCategoryId) ?? []), a]);
  for (const l of links) {
    const entry = { category: l.category, addons: addonsByCategory.get(l.category.id) ?? [] };
    result.set(l.itemId, [...(result.get(l.itemId) ?? []), entry]);
  }
  return result;
}

export const catalogRepository = {
  /** Every store with its city and cuisines; the service filters by distance. */
  async listStores(db: Db): Promise<StoreWithCity[]> {
    const rows = await db
      .select({ store: stores, city: cities })
      .from(stores)
      .innerJoin(cities, eq(cities.id, stores.cityId))
      .where(eq(stores.approval, 'APPROVED'))
      .orderBy(asc(stores.sortOrder), asc(stores.id));
    const cuisines = await cuisinesOf(db, rows.map((r) => r.store.id));
    return rows.map((r) => ({ ...r, cuisines: cuisines.get(r.store.id)?.names ?? [], categoryIds: cuisines.get(r.store.id)?.ids ?? [] }));
  },

  async findStore(db: Db, by: { id?: number | undefined; slug?: string | undefined }): Promise<StoreWithCity | undefined> {
    const where = by.id !== undefined ? eq(stores.id, by.id) : eq(stores.slug, by.slug ?? '');
    const [row] = await db.select({ store: stores, city: cities }).from(stores).innerJoin(cities, eq(cities.id, stores.cityId)).where(where).limit(1);
    if (!row) return undefined;
    const cuisines = await cuisinesOf(db, [row.store.id]);
    return { ...row, cuisines: cuisines.get(row.store.id)?.names ?? [], categoryIds: cuisines.get(row.store.id)?.ids ?? [] };
  },

  /** Enabled menu sections and their live (not deleted) items, inactive ones included. */
  async loadMenu(db: Db, storeId: number): Promise<StoreMenu> {
    const categories = await db
      .select()
      .from(itemCategories)
      .where(and(eq(itemCategories.storeId, storeId), eq(itemCategories.isEnabled, true)))
      .orderBy(asc(itemCategories.sortOrder), asc(itemCategories.id));
    const itemRows =
      categories.length === 0
        ? []
        : await db
            .select()
            .from(items)
            .where(
              and(
                eq(items.storeId, storeId),
                isNull(items.deletedAt),
                inArray(
                  items.itemCategoryId,
                  categories.map((c) => c.id),
                ),
              ),
            )
            .orderBy(asc(items.sortOrder), asc(items.id));
    const addonsByItem = await addonsOfItems(db, itemRows.map((i) => i.id));
    return { categories, items: itemRows, addonsByItem };
  },

  async findItem(db: Db, id: number): Promise<{ item: ItemRow; store: StoreRow; addonCategories: readonly AddonCategoryWithAddons[] } | undefined> {
    const [row] = await db
      .select({ item: items, store: stores })
      .from(items)
      .innerJoin(stores, eq(stores.id, items.storeId))
      .where(and(eq(items.id, id), isNull(items.deletedAt)))
      .limit(1);
    if (!row) return undefined;
    const addonMap = await addonsOfItems(db, [row.item.id]);
    return { ...row, addonCategories: addonMap.get(row.item.id) ?? [] };
  },

  /** Items by id with their add-on categories, for checkout: live rows in a menu section that is switched on. */
  async findItemsForCheckout(db: Db, ids: number[]): Promise<{ items: ItemRow[]; addonsByItem: Map<number, AddonCategoryWithAddons[]> }> {
    if (ids.length === 0) return { items: [], addonsByItem: new Map() };
    const rows = await db
      .select({ item: items })
      .from(items)
      .innerJoin(itemCategories, eq(itemCategories.id, items.itemCategoryId))
      .where(and(inArray(items.id, ids), isNull(items.deletedAt), eq(itemCategories.isEnabled, true)));
    const found = rows.map((r) => r.item);
    return { items: found, addonsByItem: await addonsOfItems(db, found.map((r) => r.id)) };
  },
};
