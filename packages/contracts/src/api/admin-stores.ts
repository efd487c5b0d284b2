import { z } from 'zod';
import { adminPageFields, adminReason } from './admin';
import { authFields, latitude, longitude, moneyString, positiveId } from './common';
import { STORE_APPROVALS, rupeesToPaise } from './store-manage';

/**
 * The admin console's stores, cities and delivery settings (issue 11). Every write names only the
 * fields it may change (unknown keys are dropped), and leaves an audit row with the changed fields only.
 */

const text = (max: number) => z.string().trim().max(max);
/** A lower-case web address part: letters, digits and single hyphens. */
const slug = text(80).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens');
/** 09:30 (stored as 09:30:00); null = open all day. */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time such as 09:30');
/** A picture answered by store/upload-image (the same upload as the store app). */
const uploadedImage = z.string().regex(/^\/uploads\/[a-f0-9]{32}\.webp$/, 'Upload the picture first');
const tag = text(40).regex(/^[a-z0-9][a-z0-9 _-]*$/i, 'Use letters, digits, spaces, - or _');

export const ADMIN_STORE_KINDS = ['RESTAURANT', 'GROCERY'] as const;
export const ADMIN_DELIVERY_CHARGE_TYPES = ['FIXED', 'DYNAMIC'] as const;

// ---- the store list ------------------------------------------------------------------------------

export const adminStoresRequest = z
  .object({
    ...authFields,
    ...adminPageFields,
    /** Words of the name, the slug or the address. */
    q: text(100).default(''),
    city_id: positiveId.nullish(),
    kind: z.enum(ADMIN_STORE_KINDS).nullish(),
    approval: z.enum(STORE_APPROVALS).nullish(),
    /** true: open stores only; false: closed ones only. */
    is_active: z.boolean().nullish(),
  })
  .strip();
export type AdminStoresRequest = z.input<typeof adminStoresRequest>;

export const adminStoreRow = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  image: z.string(),
  city: z.object({ id: z.number().int(), name: z.string() }),
  kind: z.enum(ADMIN_STORE_KINDS),
  approval: z.enum(STORE_APPROVALS),
  is_active: z.boolean(),
  is_featured: z.boolean(),
  delivery_time: z.number().int(),
  delivery_radius: z.number(),
  commission_percent: z.number(),
});
export type AdminStoreRow = z.infer<typeof adminStoreRow>;

export const adminCityOption = z.object({ id: z.number().int(), name: z.string(), state: z.string() });

export const adminStoresResponse = z.object({
  success: z.literal(true),
  data: z.array(adminStoreRow),
  next_before_id: z.number().nullable(),
  /** For the city filter. */
  cities: z.array(adminCityOption),
});
export type AdminStoresResponse = z.infer<typeof adminStoresResponse>;

// ---- one store ---------------------------------------------------------------------------------

export const adminStoreRequest = z.object({ ...authFields, store_id: positiveId }).strip();

/** Every field of SPEC §3 "Restaurant info" the stores table holds; money as rupee strings. */
export const adminStoreDetail = z.object({
  id: z.number().int(),
  city_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  image: z.string(),
  cover_image: z.string().nullable(),
  address: z.string(),
  phone: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  delivery_radius: z.number(),
  is_pure_veg: z.boolean(),
  is_fresh: z.boolean(),
  is_free_delivery: z.boolean(),
  is_featured: z.boolean(),
  kind: z.enum(ADMIN_STORE_KINDS),
  store_type: z.string(),
  quick_bite: z.string().nullable(),
  cost_for_two: moneyString,
  delivery_time: z.number().int(),
  min_order_price: moneyString,
  restaurant_charges: moneyString,
  delivery_charge_type: z.enum(ADMIN_DELIVERY_CHARGE_TYPES),
  delivery_charges: moneyString,
  base_delivery_distance: z.number(),
  base_delivery_charge: moneyString,
  extra_delivery_distance: z.number(),
  extra_delivery_charge: moneyString,
  surcharge: moneyString,
  enable_tax: z.boolean(),
  tax_value: z.number(),
  preparation_time: z.number().int(),
  accepts_delivery: z.boolean(),
  accepts_self_pickup: z.boolean(),
  opens_at: z.string().nullable(),
  closes_at: z.string().nullable(),
  sort_order: z.number().int(),
  commission_percent: z.number(),
  is_active: z.boolean(),
  approval: z.enum(STORE_APPROVALS),
  rating: z.number(),
  rating_count: z.number().int(),
});
export type AdminStoreDetail = z.infer<typeof adminStoreDetail>;

export const adminStoreOwner = z.object({ user_id: z.number().int(), name: z.string(), email: z.string().nullable(), phone: z.string().nullable() });
export type AdminStoreOwner = z.infer<typeof adminStoreOwner>;

/** What the radius map draws around the store (no tiles): the city's other stores and popular places. */
export const adminMapPoint = z.object({ id: z.number().int(), name: z.string(), latitude: z.number(), longitude: z.number() });
export type AdminMapPoint = z.infer<typeof adminMapPoint>;

export const adminStoreResponse = z.object({
  success: z.literal(true),
  data: z.object({
    store: adminStoreDetail,
    owners: z.array(adminStoreOwner),
    cities: z.array(adminCityOption),
    nearby_stores: z.array(adminMapPoint),
    places: z.array(adminMapPoint),
  }),
});
export type AdminStoreResponse = z.infer<typeof adminStoreResponse>;

/** The editable fields; every one optional: only the fields sent are changed (and audited). */
export const adminStoreFields = z
  .object({
    city_id: positiveId,
    name: text(80).min(2, 'Enter the store name'),
    slug,
    description: text(300),
    image: uploadedImage,
    cover_image: uploadedImage.nullable(),
    address: text(300).min(5, 'Enter the store address'),
    phone: z.string().trim().regex(/^\+?\d[\d -]{5,18}\d$/, 'Enter a phone number such as +91 80 4111 2201').nullable(),
    latitude,
    longitude,
    delivery_radius: z.number().min(0.5).max(50),
    is_pure_veg: z.boolean(),
    is_fresh: z.boolean(),
    is_free_delivery: z.boolean(),
    is_featured: z.boolean(),
    kind: z.enum(ADMIN_STORE_KINDS),
    store_type: tag.min(2),
    quick_bite: tag.min(2).nullable(),
    cost_for_two: rupeesToPaise,
    delivery_time: z.number().int().min(5).max(180),
    min_order_price: rupeesToPaise,
    restaurant_charges: rupeesToPaise,
    delivery_charge_type: z.enum(ADMIN_DELIVERY_CHARGE_TYPES),
    delivery_charges: rupeesToPaise,
    base_delivery_distance: z.number().min(0).max(50),
    base_delivery_charge: rupeesToPaise,
    extra_delivery_distance: z.number().min(0).max(50),
    extra_delivery_charge: rupeesToPaise,
    surcharge: rupeesToPaise,
    enable_tax: z.boolean(),
    tax_value: z.number().min(0).max(50),
    preparation_time: z.number().int().min(1).max(180),
    accepts_delivery: z.boolean(),
    accepts_self_pickup: z.boolean(),
    opens_at: clockTime.nullable(),
    closes_at: clockTime.nullable(),
    sort_order: z.number().int().min(-10_000).max(10_000),
    commission_percent: z.number().min(0).max(100),
    is_active: z.boolean(),
  })
  .partial()
  .strip();
export type AdminStoreFields = z.infer<typeof adminStoreFields>;

export const adminUpdateStoreRequest = z
  .object({
    ...authFields,
    store_id: positiveId,
    changes: adminStoreFields,
    reason: adminReason.nullish(),
  })
  .strip()
  .refine((v) => (v.changes.opens_at === undefined) === (v.changes.closes_at === undefined) && (v.changes.opens_at === null) === (v.changes.closes_at === null), {
    message: 'Give both the opening and the closing time, or neither',
    path: ['changes', 'closes_at'],
  });
export type AdminUpdateStoreRequest = z.input<typeof adminUpdateStoreRequest>;

// ---- owners ------------------------------------------------------------------------------------

/** Link an existing store-owner account by its e-mail or phone. */
export const adminLinkOwnerRequest = z
  .object({ ...authFields, store_id: positiveId, login: z.string().trim().min(3, 'Enter an e-mail or phone').max(120) })
  .strip();
export const adminUnlinkOwnerRequest = z.object({ ...authFields, store_id: positiveId, user_id: positiveId, reason: adminReason.nullish() }).strip();
export const adminOwnersResponse = z.object({ success: z.literal(true), data: z.array(adminStoreOwner) });

// ---- cities and surge --------------------------------------------------------------------------

export const adminCityView = z.object({
  id: z.number().int(),
  name: z.string(),
  state: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  is_surg_enabled: z.boolean(),
  /** The surge added to a delivery fee when enabled (SPEC §9), rupees. */
  surg_amount: moneyString,
  store_count: z.number().int(),
});
export type AdminCityView = z.infer<typeof adminCityView>;

export const adminCitiesRequest = z.object({ ...authFields }).strip();
export const adminCitiesResponse = z.object({ success: z.literal(true), data: z.array(adminCityView) });
export type AdminCitiesResponse = z.infer<typeof adminCitiesResponse>;

export const adminSaveCityRequest = z
  .object({
    ...authFields,
    /** Left out: a new city. */
    id: positiveId.optional(),
    name: text(60).min(2, 'Enter the city name'),
    state: text(60).min(2, 'Enter the state'),
    latitude,
    longitude,
    is_surg_enabled: z.boolean(),
    surg_amount: rupeesToPaise.refine((p) => p <= 100_000, 'Surge is at most ₹1,000'),
  })
  .strip();
export type AdminSaveCityRequest = z.input<typeof adminSaveCityRequest>;
export const adminSaveCityResponse = z.object({ success: z.literal(true), data: adminCityView });

// ---- delivery settings -------------------------------------------------------------------------

export const adminDeliverySettings = z.object({
  delivery_dispatch_mode: z.enum(['broadcast', 'nearest']),
  delivery_offer_seconds: z.number().int().min(10).max(600),
  /** Rupees a partner may hold in cash before offers stop; 0 = no limit. */
  cash_limit: moneyString,
  max_accept_delivery_limit: z.number().int().min(0).max(20),
  delivery_commission_base: z.enum(['order_total', 'delivery_charge']),
  delivery_commission_percent: z.number().min(0).max(100),
});
export type AdminDeliverySettings = z.infer<typeof adminDeliverySettings>;

export const adminDeliverySettingsRequest = z.object({ ...authFields }).strip();
export const adminDeliverySettingsResponse = z.object({ success: z.literal(true), data: adminDeliverySettings });
export type AdminDeliverySettingsResponse = z.infer<typeof adminDeliverySettingsResponse>;

export const adminSaveDeliverySettingsRequest = z
  .object({
    ...authFields,
    delivery_dispatch_mode: z.enum(['broadcast', 'nearest']),
    delivery_offer_seconds: z.number().int().min(10, 'At least 10 seconds').max(600, 'At most 600 seconds'),
    cash_limit: rupeesToPaise,
    max_accept_delivery_limit: z.number().int().min(0).max(20, 'At most 20 orders'),
    delivery_commission_base: z.enum(['order_total', 'delivery_charge']),
    delivery_commission_percent: z.number().min(0).max(100, 'At most 100%'),
    reason: adminReason.nullish(),
  })
  .strip();
export type AdminSaveDeliverySettingsRequest = z.input<typeof adminSaveDeliverySettingsRequest>;
