import { and, asc, between, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import {
  addonCategories,
  addons,
  cities,
  deliveryChargeBuckets,
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

/** A latitude/longitude box; null longitudes: every longitude (near the poles). */
export interface LatLngBox {
  readonly minLat: number;
  readonly maxLat: number;
  readonly minLng: number | null;
  readonly maxLng: number | null;
}

export interface StoreWithCity {
  readonly store: StoreRow;
  readonly city: CityRow;
  readonly cuisines: readonly string[];
  readonly categoryIds: readonly number[];
}

/** The store as checkout prices it: no cuisines (the bill never reads them), with its delivery-charge bands. */
export interface CheckoutStore {
  readonly store: StoreRow;
  readonly city: CityRow;
  /** Distance bands, nearest first (empty = the store's formula). */
  readonly buckets: readonly { readonly upToKm: number; readonly chargePaise: number }[];
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

/** The query behind listStoresIn, on its own so a test can EXPLAIN it. */
export function storesInBoxQuery(db: Db, box: LatLngBox) {
  return db
    .select({ store: stores, city: cities })
    .from(stores)
    .innerJoin(cities, eq(cities.id, stores.cityId))
    .where(
      and(
        between(stores.latitude, box.minLat, box.maxLat),
        ...(box.minLng === null || box.maxLng === null ? [] : [between(stores.longitude, box.minLng, box.maxLng)]),
        eq(stores.approval, 'APPROVED'),
      ),
    )
    .orderBy(asc(stores.sortOrder), asc(stores.id));
}

/** One statement: live items in a switched-on section, each with its add-on categories and their active add-ons. */
const checkoutItemsQuery = (db: Db) =>
  db
    .select({ item: items, category: addonCategories, addon: addons })
    .from(items)
    .innerJoin(itemCategories, and(eq(itemCategories.id, items.itemCategoryId), eq(itemCategories.isEnabled, true)))
    .leftJoin(itemAddonCategories, eq(itemAddonCategories.itemId, items.id))
    .leftJoin(addonCategories, eq(addonCategories.id, itemAddonCategories.addonCategoryId))
    .leftJoin(addons, and(eq(addons.addonCategoryId, addonCategories.id), eq(addons.isActive, true)))
    .where(and(sql`${items.id} = any(${sql.placeholder('ids')})`, isNull(items.deletedAt)))
    .orderBy(asc(items.id), asc(itemAddonCategories.sortOrder), asc(addonCategories.id), asc(addons.sortOrder), asc(addons.id))
    .prepare('checkout_items');

/** One statement: the store, its city and its delivery-charge bands. */
const checkoutStoreQuery = (db: Db) =>
  db
    .select({ store: stores, city: cities, upToKm: deliveryChargeBuckets.upToKm, chargePaise: deliveryChargeBuckets.chargePaise })
    .from(stores)
    .innerJoin(cities, eq(cities.id, stores.cityId))
    .leftJoin(deliveryChargeBuckets, eq(deliveryChargeBuckets.storeId, stores.id))
    .where(eq(stores.id, sql.placeholder('id')))
    .orderBy(asc(deliveryChargeBuckets.upToKm))
    .prepare('checkout_store');

export const catalogRepository = {
  /**
   * Approved stores inside a latitude/longitude box, with city and cuisines, in the list order
   * (sort order, id). The box is a range on the (latitude, longitude) index (ADR 0022).
   */
  async listStoresIn(db: Db, box: LatLngBox): Promise<StoreWithCity[]> {
    const rows = await storesInBoxQuery(db, box);
    const cuisines = await cuisinesOf(db, rows.map((r) => r.store.id));
    return rows.map((r) => ({ ...r, cuisines: cuisines.get(r.store.id)?.names ?? [], categoryIds: cuisines.get(r.store.id)?.ids ?? [] }));
  },

  /** The largest delivery radius of any store in km (0 without stores): the last entry of its index. */
  async maxDeliveryRadius(db: Db): Promise<number> {
    const [row] = await db.select({ radius: max(stores.deliveryRadius) }).from(stores);
    return Number(row?.radius ?? 0);
  },

  /** Live (not deleted) items of the given stores, by name then id (the search's order before ranking). */
  async listItemsOfStores(db: Db, storeIds: readonly number[]): Promise<ItemRow[]> {
    if (storeIds.length === 0) return [];
    return db
      .select()
      .from(items)
      .where(and(inArray(items.storeId, [...storeIds]), isNull(items.deletedAt)))
      .orderBy(asc(items.name), asc(items.id));
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

  /**
   * Items by id with their add-on categories, for checkout, in ONE prepared statement (ADR 0021): live
   * rows in a menu section that is switched on; categories in the item's order, each with its active
   * add-ons (a category with none keeps an empty list), as findItemsForCheckout reads them.
   */
  async checkoutItems(db: Db, ids: readonly number[]): Promise<{ items: ItemRow[]; addonsByItem: Map<number, AddonCategoryWithAddons[]> }> {
    if (ids.length === 0) return { items: [], addonsByItem: new Map() };
    const rows = await preparedOn(db, 'checkout_items', checkoutItemsQuery).execute({ ids: [...ids] });
    const found = new Map<number, ItemRow>();
    const addonsByItem = new Map<number, AddonCategoryWithAddons[]>();
    for (const { item, category, addon } of rows) {
      if (!found.has(item.id)) found.set(item.id, item);
      if (!category) continue;
      const list = addonsByItem.get(item.id) ?? [];
      if (list.length === 0) addonsByItem.set(item.id, list);
      let entry = list.at(-1);
      if (entry?.category.id !== category.id) {
        entry = { category, addons: [] };
        list.push(entry);
      }
      if (addon) (entry.addons as AddonRow[]).push(addon);
    }
    return { items: [...found.values()], addonsByItem };
  },

  /** The store with its city and delivery-charge bands, in ONE prepared statement (ADR 0021). */
  async checkoutStore(db: Db, id: number): Promise<CheckoutStore | undefined> {
    const rows = await preparedOn(db, 'checkout_store', checkoutStoreQuery).execute({ id });
    const [first] = rows;
    if (!first) return undefined;
    const buckets = rows.flatMap((r) => (r.upToKm === null || r.chargePaise === null ? [] : [{ upToKm: r.upToKm, chargePaise: r.chargePaise }]));
    return { store: first.store, city: first.city, buckets };
  },
};
