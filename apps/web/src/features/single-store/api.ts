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
import { useQuery } from '../../lib/use-query';

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

export function useSlotGroups(storeId: number | null, point: Point | null) {
  return useQuery(storeId === null ? null : `ss-slot-groups:${storeId}:${pointKey(point)}`, (signal) =>
    callApi<SlotGroups>('single-store/get-slot-groups', { id: storeId, ...at(point) }, { signal }),
  );
}

export function useTopCategories(storeId: number | null, point: Point | null) {
  return useQuery(storeId === null ? null : `ss-top-categories:${storeId}:${pointKey(point)}`, (signal) =>
    callApi<TopCategories>('single-store/getCategories', { id: storeId, ...at(point) }, { signal }),
  );
}

export function useStoreBanners(storeId: number | null) {
  return useQuery(storeId === null ? null : `ss-banners:${storeId}`, (signal) =>
    callApi<StoreBanners>('single-store/get-store-banners', { id: storeId }, { signal }),
  );
}

export function useColumnBanners(storeId: number | null) {
  return useQuery(storeId === null ? null : `ss-column-banners:${storeId}`, (signal) =>
    callApi<ColumnBanners>('single-store/get-coloumn-banners', { id: storeId }, { signal }),
  );
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
