import { z } from 'zod';
import { adminImagePath, adminTrimmedText } from './admin-content';
import { authFields, moneyString, positiveId } from './common';

/**
 * A store's single-store page in the admin console (SPEC §2 "Single store page", "Item group page"):
 * its banners by type, its four item slots and its item groups. Items named must be the store's own
 * (`NOT_OF_STORE`, 422); every write is audited; unknown keys dropped.
 */

/** Banner types (SPEC §2): 0 the carousel under the search box, 1 the 120 px scroller, 2 the 300 px scroller. */
export const STORE_BANNER_TYPES = [0, 1, 2] as const;
export type StoreBannerType = (typeof STORE_BANNER_TYPES)[number];
/** The single-store page shows four item slots (slot_1..slot_4). */
export const STORE_SLOT_COUNT = 4;

const bannerType = z.union([z.literal(0), z.literal(1), z.literal(2)]);
const itemIds = (max: number) => z.array(positiveId).max(max, `Choose at most ${max} items`);

export const adminStorePageRequest = z.object({ ...authFields, store_id: positiveId }).strip();

/** An item of the store as the pickers show it. */
export const adminPickedItem = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string(),
  price: moneyString,
  unit: z.string().nullable(),
  category: z.string(),
  is_active: z.boolean(),
});
export type AdminPickedItem = z.infer<typeof adminPickedItem>;

export const adminStoreBannerView = z.object({
  id: z.number(),
  type: bannerType,
  name: z.string(),
  image: z.string(),
  item_group_id: z.number().nullable(),
  top_category_id: z.number().nullable(),
  is_active: z.boolean(),
  sort_order: z.number(),
});
export type AdminStoreBannerView = z.infer<typeof adminStoreBannerView>;

export const adminSlotGroupView = z.object({
  id: z.number(),
  /** 1..4: slot_1..slot_4 on the customer's page. */
  position: z.number(),
  name: z.string(),
  is_active: z.boolean(),
  items: z.array(adminPickedItem),
});
export type AdminSlotGroupView = z.infer<typeof adminSlotGroupView>;

export const adminItemGroupView = z.object({
  id: z.number(),
  name: z.string(),
  top_image: z.string(),
  is_active: z.boolean(),
  items: z.array(adminPickedItem),
});
export type AdminItemGroupView = z.infer<typeof adminItemGroupView>;

export const adminStorePageResponse = z.object({
  success: z.literal(true),
  data: z.object({
    store: z.object({ id: z.number(), name: z.string(), slug: z.string(), city: z.string(), is_fresh: z.boolean(), is_active: z.boolean() }),
    /** Every type, each in its order. */
    banners: z.array(adminStoreBannerView),
    slot_groups: z.array(adminSlotGroupView),
    item_groups: z.array(adminItemGroupView),
    /** What a banner may open besides an item group. */
    top_categories: z.array(z.object({ id: z.number(), name: z.string() })),
    /** How many item slots the page has room for (STORE_SLOT_COUNT). */
    slot_count: z.number(),
  }),
});
export type AdminStorePageResponse = z.infer<typeof adminStorePageResponse>;

export const adminPickStoreItemsRequest = z
  .object({ ...authFields, store_id: positiveId, q: adminTrimmedText(60).default(''), limit: z.number().int().min(1).max(50).default(20) })
  .strip();
export const adminPickStoreItemsResponse = z.object({ success: z.literal(true), data: z.array(adminPickedItem) });
export type AdminPickStoreItemsResponse = z.infer<typeof adminPickStoreItemsResponse>;

/** Item groups of every store by group or store name: what a slide may open. */
export const adminPickItemGroupsRequest = z.object({ ...authFields, q: adminTrimmedText(60).default(''), limit: z.number().int().min(1).max(50).default(20) }).strip();
export const adminPickItemGroupsResponse = z.object({
  success: z.literal(true),
  data: z.array(z.object({ id: z.number(), name: z.string(), store_id: z.number(), store_name: z.string(), is_active: z.boolean() })),
});
export type AdminPickItemGroupsResponse = z.infer<typeof adminPickItemGroupsResponse>;

export const STORE_BANNER_OPENS = ['nothing', 'item_group', 'top_category'] as const;

export const adminSaveStoreBannerRequest = z
  .object({
    ...authFields,
    id: positiveId.optional(),
    store_id: positiveId,
    type: bannerType,
    /** The banner art carries its words; the name is read out in their place. */
    name: adminTrimmedText(80).min(2, 'Enter a name'),
    image: adminImagePath,
    /** An item group wins over a top category on the customer's page; `nothing` is a plain picture. */
    opens: z.enum(STORE_BANNER_OPENS).default('nothing'),
    item_group_id: positiveId.nullable().default(null),
    top_category_id: positiveId.nullable().default(null),
    is_active: z.boolean().default(true),
  })
  .strip();
export type AdminSaveStoreBannerRequest = z.input<typeof adminSaveStoreBannerRequest>;

export const adminSaveSlotGroupRequest = z
  .object({
    ...authFields,
    /** Without an id: the first free slot of the four. */
    id: positiveId.optional(),
    store_id: positiveId,
    name: adminTrimmedText(60).min(2, 'Enter a name'),
    /** In the order the slot shows them. */
    item_ids: itemIds(50),
    is_active: z.boolean().default(true),
  })
  .strip();
export type AdminSaveSlotGroupRequest = z.input<typeof adminSaveSlotGroupRequest>;

export const adminSaveItemGroupRequest = z
  .object({
    ...authFields,
    id: positiveId.optional(),
    store_id: positiveId,
    name: adminTrimmedText(60).min(2, 'Enter a name'),
    top_image: adminImagePath.or(z.literal('')).default(''),
    item_ids: itemIds(100),
    is_active: z.boolean().default(true),
  })
  .strip();
export type AdminSaveItemGroupRequest = z.input<typeof adminSaveItemGroupRequest>;

export const ADMIN_STORE_CONTENT_KINDS = ['banner', 'slot_group', 'item_group'] as const;
export type AdminStoreContentKind = (typeof ADMIN_STORE_CONTENT_KINDS)[number];

export const adminDeleteStoreContentRequest = z.object({ ...authFields, kind: z.enum(ADMIN_STORE_CONTENT_KINDS), id: positiveId }).strip();

/** A new order of one store's banners of one type, or of its item slots (positions 1..n): every id once. */
export const adminReorderStoreContentRequest = z
  .object({
    ...authFields,
    kind: z.enum(['banner', 'slot_group']),
    store_id: positiveId,
    /** Banners only: the type whose order this is. */
    type: bannerType.optional(),
    ids: z.array(positiveId).min(1).max(200),
  })
  .strip();
