import type {
  getColumnBannersResponse,
  getSlotGroupItemsResponse,
  getStoreBannersResponse,
  getTopCategoriesResponse,
  getTopCategoryItemsResponse,
  ItemGroup,
  SlotGroups,
} from '@keka/contracts';
import { callApi } from '../../lib/api';
import { useQuery, type Query } from '../../lib/use-query';

/** Grocery single-store calls (SPEC §7 "Single store"); the web imports contract types only. */
export type StoreBanners = (typeof getStoreBannersResponse)['_output'];
export type ColumnBanners = (typeof getColumnBannersResponse)['_output'];
export type TopCategories = (typeof getTopCategoriesResponse)['_output'];
export type SlotGroupItems = (typeof getSlotGroupItemsResponse)['_output'];
export type TopCategoryItems = (typeof getTopCategoryItemsResponse)['_output'];
export type { ItemGroup, SlotGroups };

export interface Point {
  readonly lat: number;
  readonly lng: number;
}

const at = (point: Point | null) => (point ? { latitude: point.lat, longitude: point.lng } : {});
const pointKey = (point: Point | null) => (point ? `${point.lat},${point.lng}` : '-');

export const slotGroupsQuery = (storeId: number | null, point: Point | null): Query<SlotGroups> => ({
  key: storeId === null ? null : `ss-slot-groups:${storeId}:${pointKey(point)}`,
  fetch: (signal) => callApi<SlotGroups>('single-store/get-slot-groups', { id: storeId, ...at(point) }, { signal }),
});

export const topCategoriesQuery = (storeId: number | null, point: Point | null): Query<TopCategories> => ({
  key: storeId === null ? null : `ss-top-categories:${storeId}:${pointKey(point)}`,
  fetch: (signal) => callApi<TopCategories>('single-store/getCategories', { id: storeId, ...at(point) }, { signal }),
});

export const storeBannersQuery = (storeId: number | null): Query<StoreBanners> => ({
  key: storeId === null ? null : `ss-banners:${storeId}`,
  fetch: (signal) => callApi<StoreBanners>('single-store/get-store-banners', { id: storeId }, { signal }),
});

export const columnBannersQuery = (storeId: number | null): Query<ColumnBanners> => ({
  key: storeId === null ? null : `ss-column-banners:${storeId}`,
  fetch: (signal) => callApi<ColumnBanners>('single-store/get-coloumn-banners', { id: storeId }, { signal }),
});

/** Every read the single-store page makes on open (app/prefetch.ts starts them early). */
export const singleStoreQueries = (storeId: number, point: Point | null): readonly Query<unknown>[] => [
  slotGroupsQuery(storeId, point),
  topCategoriesQuery(storeId, point),
  storeBannersQuery(storeId),
  columnBannersQuery(storeId),
];

export function useSlotGroups(storeId: number | null, point: Point | null) {
  const query = slotGroupsQuery(storeId, point);
  return useQuery(query.key, query.fetch);
}

export function useTopCategories(storeId: number | null, point: Point | null) {
  const query = topCategoriesQuery(storeId, point);
  return useQuery(query.key, query.fetch);
}

export function useStoreBanners(storeId: number | null) {
  const query = storeBannersQuery(storeId);
  return useQuery(query.key, query.fetch);
}

export function useColumnBanners(storeId: number | null) {
  const query = columnBannersQuery(storeId);
  return useQuery(query.key, query.fetch);
}

/** The item group, narrowed to one of its categories when a chip is chosen (category_id). */
export function useItemGroup(id: number | null, point: Point | null, categoryId: number | null) {
  return useQuery(id === null ? null : `ss-item-group:${id}:${categoryId ?? 'all'}:${pointKey(point)}`, (signal) =>
    callApi<{ item_group: ItemGroup }>(
      'single-store/get-item-group-items',
      { id, ...at(point), ...(categoryId === null ? {} : { category_id: categoryId }) },
      { signal },
    ),
  );
}

export function useSlotGroupItems(id: number | null, storeId: number | null) {
  return useQuery(id === null ? null : `ss-slot-group-items:${id}:${storeId ?? '-'}`, (signal) =>
    callApi<SlotGroupItems>('single-store/get-slot-group-items', { id, ...(storeId === null ? {} : { store_id: storeId }) }, { signal }),
  );
}

export function useTopCategoryItems(id: number | null, storeId: number | null) {
  return useQuery(id === null || storeId === null ? null : `ss-top-category-items:${id}:${storeId}`, (signal) =>
    callApi<TopCategoryItems>('single-store/get-top-category-items', { id, store_id: storeId }, { signal }),
  );
}
