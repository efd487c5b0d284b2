import type {
  ItemWithStore,
  OfferSection,
  SearchResults,
  StoreCategory,
  StoreCollection,
  StoreCollectionKind,
  StoreSummary,
} from '@keka/contracts';
import type { LatLng } from '@keka/domain';
import type { Db } from '../../db/client';
import { reusedPart } from '../../lib/answer-json';
import { notFound } from '../../lib/errors';
import { createTtlCache } from '../../lib/ttl-cache';
import { decodeCursor, encodeCursor, PAGE_SIZE, pageOf, SEARCH_PAGE_SIZE } from '../../lib/page';
import { presentItem, presentStoreSummary } from '../catalog/catalog.presenter';
import type { CatalogService, ItemRow, NearbyStore, SearchEntry, StoreWithCity } from '../catalog/catalog.service';
import { normaliseQuery } from '../catalog/search-text';
import { browseRepository as repo, type StoreSet } from './browse.repository';
import { pageOfItemMatches, storeScore } from './search-ranking';

/** A page request as the contracts carry it (pageFields). */
export interface Paging {
  readonly cursor?: string | null | undefined;
  readonly limit?: number | undefined;
}

const restaurantOf = ({ row, placement }: NearbyStore): ItemWithStore['restaurant'] => ({
  id: row.store.id,
  name: row.store.name,
  slug: row.store.slug,
  is_operational: placement.isOperational ? 1 : 0,
});

/**
 * A search result item as the API shows it, kept per entry for its store row and open state: the same
 * dish comes back for every keystroke of everyone nearby, so it is put together once per cache lifetime
 * instead of copied for each answer (answers are only serialised, never changed), and its JSON is
 * written once (reusedPart).
 */
const searchItems = new WeakMap<SearchEntry, { row: StoreWithCity; operational: boolean; item: ItemWithStore }[]>();
function searchItemOf(entry: SearchEntry, near: NearbyStore): ItemWithStore {
  const operational = near.placement.isOperational;
  const made = searchItems.get(entry) ?? [];
  const hit = made.find((m) => m.row === near.row && m.operational === operational);
  if (hit) return hit.item;
  const item = reusedPart({ ...entry.present(), restaurant: restaurantOf(near) });
  // A reloaded store row replaces the items made for the old one.
  searchItems.set(entry, [...made.filter((m) => m.row === near.row), { row: near.row, operational, item }]);
  return item;
}

/** The stores of a placed list by id, kept with the (shared) list catalog.nearby hands out. */
const servingById = new WeakMap<readonly NearbyStore[], ReadonlyMap<number, NearbyStore>>();
function byId(serving: readonly NearbyStore[]): ReadonlyMap<number, NearbyStore> {
  let map = servingById.get(serving);
  if (!map) {
    map = new Map(serving.map((s) => [s.row.store.id, s]));
    servingById.set(serving, map);
  }
  return map;
}

/** A store card of a placed store, made once per placed list (a search's keystrokes from one point share it). */
const storeCards = new WeakMap<NearbyStore, StoreSummary>();
function storeCardOf(near: NearbyStore): StoreSummary {
  let card = storeCards.get(near);
  if (!card) {
    card = reusedPart(presentStoreSummary(near.row, near.placement));
    storeCards.set(near, card);
  }
  return card;
}

/** "snacks" → "Snacks", "fine-dining" → "Fine dining": a title for tag collections. */
const titleOf = (tag: string) => {
  const words = tag.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function createBrowseService(deps: { db: Db; catalog: CatalogService; cacheTtlMs: number }) {
  const { db, catalog } = deps;
  /** The store categories (cuisines): the same list for everyone, written only by the demo data and migrations. */
  const categoryCache = createTtlCache<StoreCategory[]>(deps.cacheTtlMs, 1);

  async function storeSet(kind: StoreCollectionKind, key: string): Promise<StoreSet | ((row: StoreWithCity) => boolean)> {
    const id = /^\d{1,9}$/.test(key) ? Number(key) : null;
    switch (kind) {
      case 'quick-bite':
        if (!(await repo.hasStoreTag(db, kind, key))) notFound('We have no stores under this name.');
        return (row) => row.store.quickBite === key;
      case 'store-type':
        if (!(await repo.hasStoreTag(db, kind, key))) notFound('We have no stores under this name.');
        return (row) => row.store.storeType === key;
      case 'slider':
        return (id !== null ? await repo.findSlideStores(db, id) : undefined) ?? notFound('This offer has ended.');
      case 'deal':
        return (id !== null ? await repo.findDealStores(db, id) : undefined) ?? notFound('This deal has ended.');
      case 'offer': {
        const section = id !== null ? await repo.findOfferSection(db, id) : undefined;
        if (!section) notFound('This offer has ended.');
        return repo.findOfferStores(db, section);
      }
    }
  }

  /** Presents items with their store and add-ons; items of stores not serving `point` are dropped. */
  async function itemsWithStores(rows: readonly ItemRow[], point: LatLng): Promise<ItemWithStore[]> {
    const serving = new Map((await catalog.nearby(point, 'ANY')).map((s) => [s.row.store.id, s]));
    const addons = await catalog.addonsOfItems(rows.map((r) => r.id));
    const result: ItemWithStore[] = [];
    for (const item of rows) {
      const near = serving.get(item.storeId);
      if (!near) continue;
      result.push({ ...presentItem(item, addons.get(item.id) ?? []), restaurant: restaurantOf(near) });
    }
    return result;
  }

  return {
    /** The same array for the cache's lifetime: its JSON and compressed answer are made once (http/serializer.ts). */
    categories(): Promise<StoreCategory[]> {
      return categoryCache.get('all', () => repo.listStoreCategories(db));
    },

    /** A page of the stores serving the point in any of the categories (none = all), and the next page's cursor. */
    async filtered(point: LatLng, categoryIds: readonly number[], paging: Paging): Promise<{ stores: StoreSummary[]; next: string | null }> {
      const wanted = new Set(categoryIds);
      const all = await catalog.listNearby(point, 'DELIVERY', (row) => wanted.size === 0 || row.categoryIds.some((id) => wanted.has(id)));
      const { page, next } = pageOf(all, decodeCursor(paging.cursor, ['o']).o, paging.limit ?? PAGE_SIZE);
      return { stores: page, next };
    },

    async operation(storeId: number, point: LatLng): Promise<{ success: true; is_operational: boolean; distance: number }> {
      const row = await catalog.findStore({ id: storeId });
      const placement = await catalog.placement(row, point);
      return { success: true, is_operational: placement.isOperational, distance: placement.distance ?? 0 };
    },

    async collection(kind: StoreCollectionKind, key: string, point: LatLng, paging: Paging): Promise<StoreCollection> {
      const offset = decodeCursor(paging.cursor, ['o']).o;
      const size = paging.limit ?? PAGE_SIZE;
      const set = await storeSet(kind, key);
      if (typeof set === 'function') {
        const { page, next } = pageOf(await catalog.listNearby(point, 'DELIVERY', set), offset, size);
        return { success: true, title: titleOf(key), subtitle: '', image: null, stores: page, next_cursor: next };
      }
      const ids = new Set(set.storeIds);
      const { page, next } = pageOf(await catalog.listNearby(point, 'DELIVERY', (row) => ids.has(row.store.id)), offset, size);
      return { success: true, title: set.title, subtitle: set.subtitle, image: set.image, stores: page, next_cursor: next };
    },

    async offerSection(id: number, point: LatLng): Promise<OfferSection> {
      const section = (await repo.findOfferSection(db, id)) ?? notFound('This offer has ended.');
      const items = await itemsWithStores(await repo.listOfferItems(db, id), point);
      return { success: true, title: section.title, subtitle: section.subtitle, image: section.image, items };
    },

    /**
     * Stores by name or cuisine and items by name, ranked: name prefix > word prefix > contains; a page of
     * each (ADR 0022). Everything is matched in memory against the point's cell (stores and prepared items).
     */
    async search(point: LatLng, q: string, paging: Paging): Promise<SearchResults> {
      const offsets = decodeCursor(paging.cursor, ['s', 'i']);
      const size = paging.limit ?? SEARCH_PAGE_SIZE;
      const needle = normaliseQuery(q);
      const [serving, entries] = await Promise.all([catalog.nearby(point, 'DELIVERY'), catalog.searchEntriesAround(point)]);
      const stores = serving
        .map((s) => ({ s, score: storeScore(s.row, needle) }))
        .filter((x) => x.score > 0)
        .sort((a, b) => b.score - a.score || Number(b.s.placement.isOperational) - Number(a.s.placement.isOperational));
      // Entries come by name (then id), so equal ranks stay in name order, as before.
      const items = pageOfItemMatches(entries, needle, byId(serving), offsets.i, size);
      const storePage = stores.slice(offsets.s, offsets.s + size);
      const s = offsets.s + storePage.length;
      const i = offsets.i + items.page.length;
      return {
        success: true,
        stores: storePage.map(({ s: near }) => storeCardOf(near)),
        items: items.page.map(({ entry, near }) => searchItemOf(entry, near)),
        next_cursor: s < stores.length || items.more ? encodeCursor({ s, i }) : null,
      };
    },
  };
}

export type BrowseService = ReturnType<typeof createBrowseService>;
