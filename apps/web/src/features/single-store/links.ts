import type { StoreBanner } from '@keka/contracts';
import type { AppPath } from '../../lib/link';

/** SPEC §2 single store: where a banner goes. An item group wins over a top category; neither means no link. */
export function bannerHref(banner: Pick<StoreBanner, 'item_group_id' | 'top_category_id'>, storeId: number): AppPath | null {
  if (banner.item_group_id !== null) return `/item-group/${banner.item_group_id}`;
  if (banner.top_category_id !== null) return topCategoryHref(banner.top_category_id, storeId);
  return null;
}

export function topCategoryHref(categoryId: number, storeId: number): AppPath {
  return `/single-store-category/${categoryId}/${storeId}`;
}

export function viewMoreHref(slotGroupId: number, storeId?: number): AppPath {
  return storeId === undefined ? `/single-store-view-more/${slotGroupId}` : `/single-store-view-more/${slotGroupId}/${storeId}`;
}

/** SPEC §2: a single-store product's detail page. */
export function itemHref(itemId: number): AppPath {
  return `/single-store-single_item/${itemId}`;
}

/** Route params are strings; anything that is not a positive integer is treated as absent. */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
