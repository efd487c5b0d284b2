import { z } from 'zod';
import { latitude, longitude, positiveId } from './common';
import { item } from './catalog';

/** Grocery single-store mode (SPEC §2 "Single store page", §3 "Store type" / "Store slots"). */
const storeRef = { id: positiveId, latitude: latitude.optional(), longitude: longitude.optional() };

export const storeType = z.object({
  store_id: z.number().int(),
  store_name: z.string(),
  store_slug: z.string(),
  top_bg_color: z.string(),
  top_image: z.string(),
  heading_1: z.string(),
  heading_2: z.string(),
  heading_3: z.string(),
  slot_1: z.number().int().nullable(),
  slot_2: z.number().int().nullable(),
  slot_3: z.number().int().nullable(),
  slot_4: z.number().int().nullable(),
  slot_1_name: z.string(),
  slot_2_name: z.string(),
  slot_3_name: z.string(),
  slot_4_name: z.string(),
  is_operational: z.union([z.literal(0), z.literal(1)]),
});
export type StoreType = z.infer<typeof storeType>;

export const storeSlot = z.object({ id: z.number().int(), name: z.string(), filtered_items: z.array(item) });
export type StoreSlot = z.infer<typeof storeSlot>;

/** single-store/get-slot-groups {id, latitude, longitude} → storeType, store_slots (slot_1..slot_4; a slot may be missing). */
export const getSlotGroupsRequest = z.object(storeRef);
export const getSlotGroupsResponse = z.object({
  success: z.literal(true),
  storeType,
  store_slots: z.object({
    slot_1: storeSlot.nullable(),
    slot_2: storeSlot.nullable(),
    slot_3: storeSlot.nullable(),
    slot_4: storeSlot.nullable(),
  }),
});
export type SlotGroups = z.infer<typeof getSlotGroupsResponse>;

export const topCategory = z.object({ id: z.number().int(), name: z.string(), image: z.string() });
export type TopCategory = z.infer<typeof topCategory>;
/** single-store/getCategories {id, optional latitude, longitude} → top_categories. */
export const getTopCategoriesRequest = z.object(storeRef);
export const getTopCategoriesResponse = z.object({ success: z.literal(true), top_categories: z.array(topCategory) });

export const storeBanner = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  item_group_id: z.number().int().nullable(),
  top_category_id: z.number().int().nullable(),
});
export type StoreBanner = z.infer<typeof storeBanner>;
/** single-store/get-store-banners {id} → banners of type 0 (the top carousel). */
export const getStoreBannersRequest = z.object({ id: positiveId });
export const getStoreBannersResponse = z.object({ success: z.literal(true), banners: z.array(storeBanner) });
/** single-store/get-coloumn-banners {id} → type 1 (120 px) and type 2 (300 px) scroller banners. */
export const getColumnBannersRequest = z.object({ id: positiveId });
export const getColumnBannersResponse = z.object({
  success: z.literal(true),
  type_1: z.array(storeBanner),
  type_2: z.array(storeBanner),
});

/** single-store/get-item-group-items {id, latitude, longitude, category_id?} → item_group (SPEC §2 "Item group page"). */
export const getItemGroupItemsRequest = z.object({ ...storeRef, category_id: positiveId.nullish() });
export const getItemGroupItemsResponse = z.object({
  success: z.literal(true),
  item_group: z.object({
    id: z.number().int(),
    name: z.string(),
    store_id: z.number().int(),
    top_image: z.string(),
    /** Chips: the menu categories of the group's items. */
    categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
    selected_category_id: z.number().int().nullable(),
    filtered_items: z.array(item),
  }),
});
export type ItemGroup = z.infer<typeof getItemGroupItemsResponse>['item_group'];

/** /single-store-view-more/{slotGroupId} (and its store_id variant): all items of a slot group. */
export const getSlotGroupItemsRequest = z.object({ id: positiveId, store_id: positiveId.nullish() });
export const getSlotGroupItemsResponse = z.object({
  success: z.literal(true),
  slot_group: z.object({ id: z.number().int(), name: z.string(), store_id: z.number().int() }),
  items: z.array(item),
});

/** /single-store-category/{categoryId}/{storeId}: items of one top category, with its siblings as chips. */
export const getTopCategoryItemsRequest = z.object({ id: positiveId, store_id: positiveId });
export const getTopCategoryItemsResponse = z.object({
  success: z.literal(true),
  category: topCategory,
  categories: z.array(topCategory),
  items: z.array(item),
});
