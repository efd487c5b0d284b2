import { z } from 'zod';
import { authFields, emptyRequest, latitude, latLngRequest, longitude, pageFields, positiveId } from './common';
import { item, storeSummary } from './catalog';

/** Cuisine / store categories for /categories/stores. */
export const storeCategory = z.object({ id: z.number().int(), name: z.string(), image: z.string().nullable() });
export type StoreCategory = z.infer<typeof storeCategory>;
export const getAllRestaurantsCategoriesRequest = emptyRequest;
export const getAllRestaurantsCategoriesResponse = z.array(storeCategory);

/** Stores serving the point that belong to ANY of the categories (none given = all). */
export const getFilteredRestaurantsRequest = latLngRequest.extend({
  category_ids: z.array(positiveId).max(50).default([]),
  ...pageFields,
});
export const getFilteredRestaurantsResponse = z.array(storeSummary);

/** SPEC §4 "Operational" for one store at one point. */
export const checkRestaurantOperationServiceRequest = z.object({ restaurant_id: positiveId, latitude, longitude });
export const checkRestaurantOperationServiceResponse = z.object({
  success: z.literal(true),
  is_operational: z.boolean(),
  /** km, one decimal */
  distance: z.number(),
});

/**
 * A titled set of stores serving the point, behind the grouping routes of SPEC §2:
 * /quick-bites/{tag}, /store-type/{type}, /slider-stores/{slide id}, /offer-restaurants-section/{id},
 * /keka-deal/{id}.
 */
export const STORE_COLLECTION_KINDS = ['quick-bite', 'store-type', 'slider', 'offer', 'deal'] as const;
export type StoreCollectionKind = (typeof STORE_COLLECTION_KINDS)[number];
export const getStoreCollectionRequest = latLngRequest.extend({
  kind: z.enum(STORE_COLLECTION_KINDS),
  /** The route's parameter: a tag for quick-bite / store-type, an id for the others. */
  key: z.string().trim().min(1).max(80),
  ...pageFields,
});
export const storeCollectionResponse = z.object({
  success: z.literal(true),
  title: z.string(),
  subtitle: z.string(),
  image: z.string().nullable(),
  stores: z.array(storeSummary),
  /** The next page's cursor; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type StoreCollection = z.infer<typeof storeCollectionResponse>;

/** An item with the store it comes from, for lists that mix stores (offers, search). */
export const itemWithStore = item.extend({
  restaurant: z.object({ id: z.number().int(), name: z.string(), slug: z.string(), is_operational: z.union([z.literal(0), z.literal(1)]) }),
});
export type ItemWithStore = z.infer<typeof itemWithStore>;

/** /offer-section/{offer_id}: offer items from stores serving the point. */
export const getOfferSectionRequest = latLngRequest.extend({ id: positiveId });
export const getOfferSectionResponse = z.object({
  success: z.literal(true),
  title: z.string(),
  subtitle: z.string(),
  image: z.string().nullable(),
  items: z.array(itemWithStore),
});
export type OfferSection = z.infer<typeof getOfferSectionResponse>;

/** /explore: stores and items matching `q`, ranked (name prefix > word prefix > contains), serving the point. */
/** A page holds up to `limit` (10: a phone's screen) stores and as many items; the next page continues both lists. */
export const searchRestaurantsRequest = latLngRequest.extend({ q: z.string().trim().min(1).max(60), ...pageFields });
export const searchRestaurantsResponse = z.object({
  success: z.literal(true),
  stores: z.array(storeSummary),
  items: z.array(itemWithStore),
  /** The next page's cursor; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type SearchResults = z.infer<typeof searchRestaurantsResponse>;

/** Content pages. */
export const pageSummary = z.object({ id: z.number().int(), slug: z.string(), title: z.string() });
export const getPagesRequest = emptyRequest;
export const getPagesResponse = z.array(pageSummary);
export const getSinglePageRequest = z.object({ slug: z.string().trim().min(1).max(80) });
export const getSinglePageResponse = pageSummary.extend({ success: z.literal(true), body: z.string() });
export type ContentPage = z.infer<typeof getSinglePageResponse>;

/** Notifications (SPEC §3): is_read 0 = unread. */
export const notification = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  image: z.string().nullable(),
  click_action: z.string().nullable(),
  is_read: z.union([z.literal(0), z.literal(1)]),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notification>;
export const getUserNotificationsRequest = z.object({ ...authFields }).loose().nullish();
export const getUserNotificationsResponse = z.object({
  success: z.literal(true),
  unread_count: z.number().int(),
  data: z.array(notification),
});
export type UserNotifications = z.infer<typeof getUserNotificationsResponse>;
export const markAllNotificationsReadRequest = z.object({ ...authFields }).loose().nullish();
export const markOneNotificationReadRequest = z.object({ ...authFields, notification_id: positiveId }).loose();
export const markNotificationsResponse = z.object({ success: z.literal(true), unread_count: z.number().int() });

