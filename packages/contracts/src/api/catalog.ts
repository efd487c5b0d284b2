import { z } from 'zod';
import { flag, latitude, latLngRequest, longitude, moneyString, pageFields, positiveId } from './common';

export const storeCity = z.object({ surg_amount: moneyString, is_surg_enabled: flag });

/** A store card in lists: what a customer needs to choose (SPEC §3 fields plus distance). */
export const storeSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  image: z.string(),
  rating: z.number(),
  rating_count: z.number().int(),
  is_active: flag,
  is_pureveg: flag,
  is_fresh: flag,
  is_free_delivery: flag,
  delivery_time: z.number().int(),
  delivery_radius: z.number(),
  min_order_price: moneyString,
  cost_for_two: moneyString,
  store_type: z.string(),
  cuisines: z.array(z.string()),
  /** Store → given location in km, one decimal; null when no location was given. */
  distance: z.number().nullable(),
  /** Open and within delivery_radius of the given location. */
  is_operational: flag,
});
export type StoreSummary = z.infer<typeof storeSummary>;

/** A page of stores (PAGE_SIZE 20); the next page's cursor is in the X-Next-Cursor header (the answer stays an array). */
export const storeListRequest = latLngRequest.extend(pageFields);
export const storeListResponse = z.array(storeSummary);

/** SPEC §3 "Restaurant info": every field. */
export const restaurantInfo = storeSummary.extend({
  /** Active and within its opening hours now: it takes orders (SPEC §5 'not accepting orders' otherwise). */
  is_open: flag,
  latitude: z.number(),
  longitude: z.number(),
  address: z.string(),
  restaurant_charges: moneyString,
  delivery_charges: moneyString,
  delivery_charge_type: z.enum(['FIXED', 'DYNAMIC']),
  base_delivery_distance: z.number(),
  base_delivery_charge: moneyString,
  extra_delivery_distance: z.number(),
  extra_delivery_charge: moneyString,
  surcharge: moneyString,
  enable_tax: flag,
  tax_value: z.number(),
  accepts_delivery: flag,
  accepts_selfpickup: flag,
  city: storeCity,
});
export type RestaurantInfo = z.infer<typeof restaurantInfo>;

/** By id or by slug; with a location the answer carries is_operational and distance for it. */
export const getRestaurantInfoRequest = z
  .object({
    id: positiveId.optional(),
    slug: z.string().trim().min(1).max(120).optional(),
    latitude: latitude.optional(),
    longitude: longitude.optional(),
  })
  .refine((v) => v.id !== undefined || v.slug !== undefined, { message: 'id or slug is required' })
  .refine((v) => (v.latitude === undefined) === (v.longitude === undefined), {
    message: 'latitude and longitude go together',
  });
export const getRestaurantInfoResponse = restaurantInfo;

export const addon = z.object({ id: z.number().int(), name: z.string(), price: moneyString });
export type Addon = z.infer<typeof addon>;
export const addonCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  /** SINGLE: radios, first preselected; MULTI: checkboxes (SPEC §5). */
  type: z.enum(['SINGLE', 'MULTI']),
  description: z.string().nullable(),
  addons: z.array(addon),
});
export type AddonCategory = z.infer<typeof addonCategory>;

export const item = z.object({
  id: z.number().int(),
  restaurant_id: z.number().int(),
  item_category_id: z.number().int(),
  name: z.string(),
  short_desc: z.string(),
  price: moneyString,
  old_price: moneyString,
  image: z.string(),
  unit: z.string().nullable(),
  is_active: flag,
  is_veg: flag,
  is_recommended: flag,
  is_popular: flag,
  is_new: flag,
  max_qty: z.number().int().nullable(),
  addon_categories: z.array(addonCategory),
});
export type Item = z.infer<typeof item>;

export const menuCategory = z.object({ id: z.number().int(), name: z.string(), items: z.array(item) });
export type MenuCategory = z.infer<typeof menuCategory>;

export const getRestaurantItemsRequest = z
  .object({ restaurant_id: positiveId.optional(), id: positiveId.optional(), slug: z.string().trim().min(1).max(120).optional() })
  .refine((v) => v.restaurant_id !== undefined || v.id !== undefined || v.slug !== undefined, {
    message: 'restaurant_id, id or slug is required',
  });
export const getRestaurantItemsResponse = z.object({
  success: z.literal(true),
  restaurant_id: z.number().int(),
  recommended: z.array(item),
  /** Menu sections in display order, each with its items (inactive items included, flagged). */
  categories: z.array(menuCategory),
});
export type RestaurantItems = z.infer<typeof getRestaurantItemsResponse>;

export const getSingleItemRequest = z.object({ id: positiveId });
export const singleItem = item.extend({
  /** Sanitised HTML for 'Full Description'. */
  desc: z.string(),
  /** `srcset` of `image` in all its widths ("… 200w, … 1200w") for the item page's full-width picture; null: one size only. */
  image_srcset: z.string().nullable(),
  restaurant: z.object({ id: z.number().int(), name: z.string(), slug: z.string(), is_active: flag }),
});
export type SingleItem = z.infer<typeof singleItem>;
export const getSingleItemResponse = singleItem;
