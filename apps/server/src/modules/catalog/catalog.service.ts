import type { RestaurantInfo, RestaurantItems, SingleItem, StoreSummary } from '@keka/contracts';
import type { LatLng } from '@keka/domain';
import type { Db, Tx } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import { createTtlCache } from '../../lib/ttl-cache';
import type { SettingsService } from '../settings/settings.service';
import { presentItem, presentRestaurantInfo, presentSingleItem, presentStoreSummary } from './catalog.presenter';
import { addonsOfItems, catalogRepository as repo, type AddonCategoryWithAddons, type ItemRow, type StoreWithCity } from './catalog.repository';

/** Row types other modules may name; they reach the data itself through this service (never the repository). */
export type { AddonCategoryWithAddons, ItemRow, StoreRow, StoreWithCity } from './catalog.repository';
import { placeStore } from './placement';

export type ListMode = 'DELIVERY' | 'SELFPICKUP';

export function createCatalogService(deps: { db: Db; clock: Clock; settings: SettingsService; cacheTtlMs: number }) {
  const { db, clock } = deps;
  const storesCache = createTtlCache<StoreWithCity[]>(deps.cacheTtlMs);
  const menuCache = createTtlCache<RestaurantItems>(deps.cacheTtlMs);

  const allStores = () => storesCache.get('all', () => repo.listStores(db));
  const timeZone = () => deps.settings.get('timezone', 'Asia/Kolkata');

  async function findStore(by: { id?: number | undefined; slug?: string | undefined }): Promise<StoreWithCity> {
    const cached = (await allStores()).find((s) => (by.id !== undefined ? s.store.id === by.id : s.store.slug === by.slug));
    const row = cached ?? (await repo.findStore(db, by));
    // A store waiting for approval (store/register) does not exist for customers yet.
    if (!row || row.store.approval !== 'APPROVED') notFound('This store does not exist.');
    return row;
  }

  return {
    allStores,
    findStore,

    /**
     * Stores that serve `point` (distance ≤ delivery_radius) and pass `include`: operational first, then
     * active-but-closed, each by featured then distance. Inactive stores in range come last, greyed by the client.
     */
    async listNearby(point: LatLng, mode: ListMode, include: (row: StoreWithCity) => boolean = () => true): Promise<StoreSummary[]> {
      const [stores, tz] = await Promise.all([allStores(), timeZone()]);
      const now = clock.now();
      return stores
        .filter((row) => include(row) && (mode === 'DELIVERY' ? row.store.acceptsDelivery : row.store.acceptsSelfPickup))
        .map((row) => ({ row, placement: placeStore(row.store, point, now, tz) }))
        .filter(({ row, placement }) => placement.distance !== null && placement.distance <= row.store.deliveryRadius)
        .sort(
          (a, b) =>
            Number(b.placement.isOperational) - Number(a.placement.isOperational) ||
            Number(b.row.store.isActive) - Number(a.row.store.isActive) ||
            Number(b.row.store.isFeatured) - Number(a.row.store.isFeatured) ||
            (a.placement.distance ?? 0) - (b.placement.distance ?? 0),
        )
        .map(({ row, placement }) => presentStoreSummary(row, placement));
    },

    /** Placement of one store at a point, with the store's time zone rules. */
    async placement(row: StoreWithCity, point: LatLng | null) {
      return placeStore(row.store, point, clock.now(), await timeZone());
    },

    async restaurantInfo(by: { id?: number | undefined; slug?: string | undefined }, point: LatLng | null): Promise<RestaurantInfo> {
      const row = await findStore(by);
      return presentRestaurantInfo(row, placeStore(row.store, point, clock.now(), await timeZone()));
    },

    async restaurantItems(by: { id?: number | undefined; slug?: string | undefined }): Promise<RestaurantItems> {
      const { store } = await findStore(by);
      return menuCache.get(String(store.id), async () => {
        const menu = await repo.loadMenu(db, store.id);
        const present = (itemId: number) => menu.addonsByItem.get(itemId) ?? [];
        return {
          success: true as const,
          restaurant_id: store.id,
          recommended: menu.items.filter((i) => i.isRecommended && i.isActive).map((i) => presentItem(i, present(i.id))),
          categories: menu.categories
            .map((c) => ({
              id: c.id,
              name: c.name,
              items: menu.items.filter((i) => i.itemCategoryId === c.id).map((i) => presentItem(i, present(i.id))),
            }))
            .filter((c) => c.items.length > 0),
        };
      });
    },

    async singleItem(id: number): Promise<SingleItem> {
      const found = await repo.findItem(db, id);
      if (!found) notFound('This item does not exist.');
      return presentSingleItem(found.item, found.store, found.addonCategories);
    },

    /** Add-on categories of these items, for modules that present items of their own lists. */
    addonsOfItems(itemIds: number[]): Promise<Map<number, AddonCategoryWithAddons[]>> {
      return addonsOfItems(db, itemIds);
    },

    /** The store as it is now, never the cache; inside a checkout transaction pass its `tx`. */
    async storeForCheckout(handle: Db | Tx, id: number): Promise<StoreWithCity | undefined> {
      const row = await repo.findStore(handle, { id });
      // A store waiting for approval, rejected or suspended takes no orders (customers do not see it).
      return row?.store.approval === 'APPROVED' ? row : undefined;
    },

    /** Live, orderable items by id with their add-ons (SECURITY 1: database prices); inside a transaction pass its `tx`. */
    itemsForCheckout(handle: Db | Tx, ids: number[]): Promise<{ items: ItemRow[]; addonsByItem: Map<number, AddonCategoryWithAddons[]> }> {
      return repo.findItemsForCheckout(handle, ids);
    },

    /** A store's charges in the API's shape, the one input the bill mapping takes (domain toBillInput). */
    presentCharges(row: StoreWithCity): RestaurantInfo {
      return presentRestaurantInfo(row, { distance: null, isOperational: false, isOpen: row.store.isActive });
    },

    invalidate(): void {
      storesCache.invalidate();
      menuCache.invalidate();
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
