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
import { notFound } from '../../lib/errors';
import { presentItem } from '../catalog/catalog.presenter';
import type { CatalogService, ItemRow, StoreWithCity } from '../catalog/catalog.service';
import { browseRepository as repo, type StoreSet } from './browse.repository';
import { rankMatch } from './rank';

const SEARCH_ITEM_LIMIT = 30;

/** "snacks" → "Snacks", "fine-dining" → "Fine dining": a title for tag collections. */
const titleOf = (tag: string) => {
  const words = tag.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function createBrowseService(deps: { db: Db; catalog: CatalogService }) {
  const { db, catalog } = deps;

  async function storeSet(kind: StoreCollectionKind, key: string): Promise<StoreSet | ((row: StoreWithCity) => boolean)> {
    const id = /^\d{1,9}$/.test(key) ? Number(key) : null;
    switch (kind) {
      case 'quick-bite':
        return (row) => row.store.quickBite === key;
      case 'store-type':
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
    const stores = new Map((await catalog.allStores()).map((s) => [s.store.id, s]));
    const addons = await catalog.addonsOfItems(rows.map((r) => r.id));
    const result: ItemWithStore[] = [];
    for (const item of rows) {
      const row = stores.get(item.storeId);
      if (!row) continue;
      const placement = await catalog.placement(row, point);
      if (placement.distance === null || placement.distance > row.store.deliveryRadius) continue;
      result.push({
        ...presentItem(item, addons.get(item.id) ?? []),
        restaurant: { id: row.store.id, name: row.store.name, slug: row.store.slug, is_operational: placement.isOperational ? 1 : 0 },
      });
    }
    return result;
  }

  return {
    async categories(): Promise<StoreCategory[]> {
      return repo.listStoreCategories(db);
    },

    async filtered(point: LatLng, categoryIds: readonly number[]): Promise<StoreSummary[]> {
      const wanted = new Set(categoryIds);
      return catalog.listNearby(point, 'DELIVERY', (row) => wanted.size === 0 || row.categoryIds.some((id) => wanted.has(id)));
    },

    async operation(storeId: number, point: LatLng): Promise<{ success: true; is_operational: boolean; distance: number }> {
      const row = await catalog.findStore({ id: storeId });
      const placement = await catalog.placement(row, point);
      return { success: true, is_operational: placement.isOperational, distance: placement.distance ?? 0 };
    },

    async collection(kind: StoreCollectionKind, key: string, point: LatLng): Promise<StoreCollection> {
      const set = await storeSet(kind, key);
      if (typeof set === 'function') {
        return { success: true, title: titleOf(key), subtitle: '', image: null, stores: await catalog.listNearby(point, 'DELIVERY', set) };
      }
      const ids = new Set(set.storeIds);
      const stores = await catalog.listNearby(point, 'DELIVERY', (row) => ids.has(row.store.id));
      return { success: true, title: set.title, subtitle: set.subtitle, image: set.image, stores };
    },

    async offerSection(id: number, point: LatLng): Promise<OfferSection> {
      const section = (await repo.findOfferSection(db, id)) ?? notFound('This offer has ended.');
      const items = await itemsWithStores(await repo.listOfferItems(db, id), point);
      return { success: true, title: section.title, subtitle: section.subtitle, image: section.image, items };
    },

    /** Stores by name or cuisine and items by name, ranked: name prefix > word prefix > contains. */
    async search(point: LatLng, q: string): Promise<SearchResults> {
      const serving = await catalog.listNearby(point, 'DELIVERY');
      const stores = serving
        .map((s) => ({ s, score: Math.max(rankMatch(s.name, q), ...s.cuisines.map((c) => rankMatch(c, q) - 1)) }))
        .filter((x) => x.score > 0)
        .sort((a, b) => b.score - a.score || b.s.is_operational - a.s.is_operational)
        .map((x) => x.s);
      const rows = await repo.searchItems(db, serving.map((s) => s.id), q, SEARCH_ITEM_LIMIT * 2);
      const items = (await itemsWithStores(rows, point))
        .map((item) => ({ item, score: rankMatch(item.name, q) }))
        .sort((a, b) => b.score - a.score || b.item.is_active - a.item.is_active || b.item.restaurant.is_operational - a.item.restaurant.is_operational)
        .slice(0, SEARCH_ITEM_LIMIT)
        .map((x) => x.item);
      return { success: true, stores, items };
    },
  };
}

export type BrowseService = ReturnType<typeof createBrowseService>;
