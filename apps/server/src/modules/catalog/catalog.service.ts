import type { Item, RestaurantInfo, RestaurantItems, SingleItem, StoreSummary } from '@keka/contracts';
import type { LatLng } from '@keka/domain';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import { createTtlCache } from '../../lib/ttl-cache';
import type { SettingsService } from '../settings/settings.service';
import { presentItem, presentRestaurantInfo, presentSingleItem, presentStoreSummary, type Placement } from './catalog.presenter';
import { addonsOfItems, catalogRepository as repo, type AddonCategoryWithAddons, type CheckoutStore, type ItemRow, type StoreWithCity } from './catalog.repository';

/** Row types other modules may name; they reach the data itself through this service (never the repository). */
export type { AddonCategoryWithAddons, CheckoutStore, ItemRow, StoreRow, StoreWithCity } from './catalog.repository';
import { boxAround, cellOf } from './area';
import { placeStore } from './placement';
import { prepareName } from './search-text';

/** Which stores a list shows: delivering ones, self-pickup ones, or any that serves the point (offer items). */
export type ListMode = 'DELIVERY' | 'SELFPICKUP' | 'ANY';

/** Points whose placed stores a cell keeps (nearby): 256 lists of a 100-store cell are about 2 MB. */
export const POINTS_PER_CELL = 256;

/** The cell's stores that serve `point` in `mode`, placed from it and in the lists' order (nearby). */
function place(stores: readonly StoreWithCity[], point: LatLng, mode: ListMode, now: Date, tz: string): NearbyStore[] {
  return stores
    .filter((row) => mode === 'ANY' || (mode === 'DELIVERY' ? row.store.acceptsDelivery : row.store.acceptsSelfPickup))
    .map((row) => ({ row, placement: placeStore(row.store, point, now, tz) }))
    .filter(({ row, placement }) => placement.distance !== null && placement.distance <= row.store.deliveryRadius)
    .sort(
      (a, b) =>
        Number(b.placement.isOperational) - Number(a.placement.isOperational) ||
        Number(b.row.store.isActive) - Number(a.row.store.isActive) ||
        Number(b.row.store.isFeatured) - Number(a.row.store.isFeatured) ||
        (a.placement.distance ?? 0) - (b.placement.distance ?? 0),
    );
}

/** A store serving a point, with where it is from there; the list order is the service's (listNearby). */
export interface NearbyStore {
  readonly row: StoreWithCity;
  readonly placement: Placement;
}

/** One live item of a cell's stores, prepared for search (lower-cased name and words, ADR 0022). */
export interface SearchEntry {
  readonly item: ItemRow;
  readonly text: string;
  readonly words: readonly string[];
  /** The item as the API shows it, with its add-ons; made once per cache lifetime. */
  present(): Item;
}

export function createCatalogService(deps: { db: Db; clock: Clock; settings: SettingsService; cacheTtlMs: number }) {
  const { db, clock } = deps;
  /** Candidate stores per map cell (area.ts), and the prepared items of those stores for search. */
  const cellCache = createTtlCache<StoreWithCity[]>(deps.cacheTtlMs, 5_000);
  const searchCache = createTtlCache<SearchEntry[]>(deps.cacheTtlMs, 1_000);
  const radiusCache = createTtlCache<number>(deps.cacheTtlMs);
  const storeCache = createTtlCache<StoreWithCity | undefined>(deps.cacheTtlMs, 5_000);
  const menuCache = createTtlCache<RestaurantItems>(deps.cacheTtlMs);
  /** Placed lists by point, kept with the cell's cached stores (a reload of the cell drops them). */
  const placedByCell = new WeakMap<readonly StoreWithCity[], Map<string, { minute: number; timeZone: string; list: NearbyStore[] }>>();

  const timeZone = () => deps.settings.get('timezone', 'Asia/Kolkata');

  /** Every approved store that could serve some point of `point`'s cell, read through the location index. */
  function storesAround(point: LatLng): Promise<StoreWithCity[]> {
    const cell = cellOf(point);
    return cellCache.get(cell.key, async () => {
      const radius = await radiusCache.get('max', () => repo.maxDeliveryRadius(db));
      return repo.listStoresIn(db, boxAround(cell, radius));
    });
  }

  async function findStore(by: { id?: number | undefined; slug?: string | undefined }): Promise<StoreWithCity> {
    const key = by.id !== undefined ? `id:${by.id}` : `slug:${by.slug ?? ''}`;
    const row = await storeCache.get(key, () => repo.findStore(db, by));
    // A store waiting for approval (store/register) does not exist for customers yet.
    if (!row || row.store.approval !== 'APPROVED') notFound('This store does not exist.');
    return row;
  }

  /**
   * Stores that serve `point` (distance ≤ delivery_radius) and pass `include`: operational first, then
   * active-but-closed, each by featured then distance; ties keep the list order (sort order, id).
   * Inactive stores in range come last, greyed by the client. Reads only the point's cell candidates.
   * The placed list of a point is kept with the cell's stores for the rest of the minute (opening hours
   * count in minutes), since a phone asks again from where it is: every keystroke of a search, the next
   * page, the home screen's lists. The list is shared, never changed by callers.
   */
  async function nearby(point: LatLng, mode: ListMode, include?: (row: StoreWithCity) => boolean): Promise<NearbyStore[]> {
    const [stores, tz] = await Promise.all([storesAround(point), timeZone()]);
    const now = clock.now();
    const minute = Math.floor(now.getTime() / 60_000);
    let placed = placedByCell.get(stores);
    if (!placed) {
      placed = new Map();
      placedByCell.set(stores, placed);
    }
    const key = `${mode}|${point.latitude}|${point.longitude}`;
    let hit = placed.get(key);
    if (!hit || hit.minute !== minute || hit.timeZone !== tz) hit = { minute, timeZone: tz, list: place(stores, point, mode, now, tz) };
    // The least recently asked point goes first.
    placed.delete(key);
    placed.set(key, hit);
    if (placed.size > POINTS_PER_CELL) placed.delete(placed.keys().next().value as string);
    return include ? hit.list.filter(({ row }) => include(row)) : hit.list;
  }

  return {
    findStore,
    nearby,

    /** `nearby`, presented as store cards. */
    async listNearby(point: LatLng, mode: ListMode, include?: (row: StoreWithCity) => boolean): Promise<StoreSummary[]> {
      return (await nearby(point, mode, include)).map(({ row, placement }) => presentStoreSummary(row, placement));
    },

    /** Live items of the stores around `point`, by name, prepared for matching; kept with the cell's stores. */
    searchEntriesAround(point: LatLng): Promise<SearchEntry[]> {
      const cell = cellOf(point);
      return searchCache.get(cell.key, async () => {
        const rows = await repo.listItemsOfStores(db, (await storesAround(point)).map((s) => s.store.id));
        const addons = await addonsOfItems(db, rows.map((r) => r.id));
        return rows.map((item) => {
          let presented: Item | undefined;
          return { item, ...prepareName(item.name), present: () => (presented ??= presentItem(item, addons.get(item.id) ?? [])) };
        });
      });
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

    /**
     * The store as it is now (never the cache) with its delivery-charge bands, one prepared statement.
     * Read before place-order's transaction opens: nothing in it locks the store (ADR 0021).
     */
    async storeForCheckout(id: number): Promise<CheckoutStore | undefined> {
      const row = await repo.checkoutStore(db, id);
      // A store waiting for approval, rejected or suspended takes no orders (customers do not see it).
      return row?.store.approval === 'APPROVED' ? row : undefined;
    },

    /** Live, orderable items by id with their add-ons (SECURITY 1: database prices), one prepared statement. */
    itemsForCheckout(ids: readonly number[]): Promise<{ items: ItemRow[]; addonsByItem: Map<number, AddonCategoryWithAddons[]> }> {
      return repo.checkoutItems(db, ids);
    },

    /** A store's charges in the API's shape, the one input the bill mapping takes (domain toBillInput). */
    presentCharges(row: Pick<StoreWithCity, 'store' | 'city'>): RestaurantInfo {
      // The bill reads the charges only; the cuisines are not loaded for it.
      return presentRestaurantInfo({ ...row, cuisines: [], categoryIds: [] }, { distance: null, isOperational: false, isOpen: row.store.isActive });
    },

    invalidate(): void {
      cellCache.invalidate();
      searchCache.invalidate();
      radiusCache.invalidate();
      storeCache.invalidate();
      menuCache.invalidate();
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
