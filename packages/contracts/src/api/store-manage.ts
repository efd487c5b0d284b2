import { z } from 'zod';
import { registerRequest } from './auth';
import { authFields, latitude, longitude, moneyString, positiveId, slotDate } from './common';
import { ownedStoreView, storeOrderCard } from './store';

/**
 * The store owner's management calls (`/api/store/*`, issue 7): orders by day, the store's open/closed
 * switch, products and add-ons, uploads, reports, fresh-store slots and content, registration. Every
 * request names only allow-listed fields; unknown keys are dropped, never written (SECURITY 15, 16).
 */

/** Rupees as typed by an owner ("120", "120.5", 120.50) → integer paise; at most ₹1,00,000. */
export const rupeesToPaise = z
  .union([z.number(), z.string().trim()])
  .transform((v) => (typeof v === 'number' ? v.toFixed(2) : v))
  .pipe(z.string().regex(/^\d{1,6}(\.\d{1,2})?$/, 'Enter an amount such as 120 or 120.50'))
  .transform((v) => Math.round(Number(v) * 100))
  .pipe(z.number().int().min(0).max(10_000_000));

const storeIdField = { store_id: positiveId };
const text = (max: number) => z.string().trim().max(max);

// ---- orders by day -------------------------------------------------------------------------------

export const STORE_ORDER_FILTERS = ['all', 'live', 'delivered', 'cancelled'] as const;
export const storeOrdersByDateRequest = z.object({
  ...authFields,
  date: slotDate,
  store_id: positiveId.optional(),
  status: z.enum(STORE_ORDER_FILTERS).default('all'),
  delivery_type: z.enum(['ALL', 'DELIVERY', 'SELFPICKUP']).default('ALL'),
});
export type StoreOrdersByDateRequest = z.input<typeof storeOrdersByDateRequest>;

export const storeOrdersByDateResponse = z.object({
  success: z.literal(true),
  data: z.object({
    date: z.string(),
    orders: z.array(storeOrderCard),
    /** Totals of the listed orders (after filters). */
    totals: z.object({ orders: z.number().int(), delivered: z.number().int(), cancelled: z.number().int(), takings: moneyString, value: moneyString }),
  }),
});
export type StoreOrdersByDateResponse = z.infer<typeof storeOrdersByDateResponse>;

// ---- the store's switch ------------------------------------------------------------------------

export const storeToggleRequest = z.object({ ...authFields, ...storeIdField, is_active: z.boolean() });
export type StoreToggleRequest = z.input<typeof storeToggleRequest>;
export const storeToggleResponse = z.object({ success: z.literal(true), data: ownedStoreView });

// ---- products ----------------------------------------------------------------------------------

export const manageAddon = z.object({ id: z.number().int(), name: z.string(), price: moneyString, is_active: z.boolean() });
export const manageAddonCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(['SINGLE', 'MULTI']),
  addons: z.array(manageAddon),
});
export type ManageAddonCategory = z.infer<typeof manageAddonCategory>;

export const manageItem = z.object({
  id: z.number().int(),
  item_category_id: z.number().int(),
  name: z.string(),
  short_desc: z.string(),
  price: moneyString,
  image: z.string(),
  is_active: z.boolean(),
  is_veg: z.boolean(),
  max_qty: z.number().int().nullable(),
  addon_category_ids: z.array(z.number().int()),
});
export type ManageItem = z.infer<typeof manageItem>;

export const manageCategory = z.object({ id: z.number().int(), name: z.string(), is_enabled: z.boolean(), items: z.array(manageItem) });
export type ManageCategory = z.infer<typeof manageCategory>;

export const storeProductsRequest = z.object({ ...authFields, store_id: positiveId.optional() });
export const storeProductsResponse = z.object({
  success: z.literal(true),
  data: z.object({ store: ownedStoreView, categories: z.array(manageCategory), addon_categories: z.array(manageAddonCategory) }),
});
export type StoreProductsResponse = z.infer<typeof storeProductsResponse>;

export const storeProductRequest = z.object({ ...authFields, product_id: positiveId });
export const storeProductResponse = z.object({
  success: z.literal(true),
  data: z.object({ item: manageItem, categories: z.array(z.object({ id: z.number().int(), name: z.string() })), addon_categories: z.array(manageAddonCategory) }),
});
export type StoreProductResponse = z.infer<typeof storeProductResponse>;

/** Availability switches customers see at once ('Not Available'). */
export const storeToggleItemRequest = z.object({ ...authFields, item_id: positiveId, is_active: z.boolean() });
export const storeToggleCategoryRequest = z.object({ ...authFields, category_id: positiveId, is_enabled: z.boolean() });
export const storeToggleAddonRequest = z.object({ ...authFields, addon_id: positiveId, is_active: z.boolean() });

/** Add (no id) or edit an item. Only these fields are writable. */
export const storeSaveItemRequest = z
  .object({
    ...authFields,
    id: positiveId.optional(),
    store_id: positiveId,
    item_category_id: positiveId,
    name: text(120).min(2, 'Enter the item name'),
    short_desc: text(300).default(''),
    price: rupeesToPaise,
    max_qty: z.number().int().min(1).max(99).nullable().default(null),
    is_veg: z.boolean().default(true),
    is_active: z.boolean().default(true),
    /** A path answered by store/upload-image, or empty (no picture); left out, an edit keeps the picture. */
    image: z.string().regex(/^(\/uploads\/[a-f0-9]{32}\.webp)?$/, 'Upload the picture first').optional(),
    addon_category_ids: z.array(positiveId).max(20).default([]),
  })
  .strip();
export type StoreSaveItemRequest = z.input<typeof storeSaveItemRequest>;

/** Price and max_qty only (the quick edit of the product list). */
export const storeUpdateItemPriceRequest = z.object({
  ...authFields,
  item_id: positiveId,
  price: rupeesToPaise,
  max_qty: z.number().int().min(1).max(99).nullable(),
});
export const storeItemResponse = z.object({ success: z.literal(true), data: manageItem });

export const storeSaveAddonCategoryRequest = z
  .object({
    ...authFields,
    id: positiveId.optional(),
    store_id: positiveId,
    name: text(80).min(2, 'Enter a name'),
    type: z.enum(['SINGLE', 'MULTI']),
    addons: z
      .array(z.object({ id: positiveId.optional(), name: text(80).min(1, 'Enter the add-on name'), price: rupeesToPaise, is_active: z.boolean().default(true) }))
      .min(1, 'Add at least one add-on')
      .max(30),
  })
  .strip();
export type StoreSaveAddonCategoryRequest = z.input<typeof storeSaveAddonCategoryRequest>;
export const storeAddonCategoryResponse = z.object({ success: z.literal(true), data: manageAddonCategory });

export const storeUploadImageResponse = z.object({ success: z.literal(true), data: z.object({ image: z.string(), width: z.number().int(), height: z.number().int() }) });
/** Picture uploads: raw bytes of one of these types, at most this size (SECURITY 25). */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const UPLOAD_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

// ---- reports -----------------------------------------------------------------------------------

export const REPORT_GROUPS = ['day', 'week', 'month'] as const;
export const storeReportsRequest = z
  .object({ ...authFields, store_id: positiveId.optional(), from: slotDate, to: slotDate, group: z.enum(REPORT_GROUPS).default('day') })
  .refine((v) => v.from <= v.to, { message: 'The start date must be before the end date' })
  .refine((v) => (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 <= 366, { message: 'Choose at most one year' });
export type StoreReportsRequest = z.input<typeof storeReportsRequest>;

export const reportPeriod = z.object({ period: z.string(), orders: z.number().int(), delivered: z.number().int(), cancelled: z.number().int(), sales: moneyString });
export type ReportPeriod = z.infer<typeof reportPeriod>;
/** What the store earned in the period and what it is owed (issue 36: less the compensations it bore). */
export const storePayoutView = z.object({
  /** Delivered orders in the period. */
  orders: z.number().int(),
  /** Their item totals. */
  gross: moneyString,
  commission_percent: z.number(),
  commission: moneyString,
  /** Given to customers at the store's cost (late orders, missing items), taken off what it earned. */
  compensations: moneyString,
  earned: moneyString,
  /** All time: earned, paid out, and the balance due. */
  earned_total: moneyString,
  paid_total: moneyString,
  due: moneyString,
  last_paid_at: z.string().nullable(),
  /** Each compensation at the store's cost in the period, newest first. */
  given: z.array(z.object({ id: z.number().int(), order_id: z.string(), action: z.string(), amount: moneyString, reason: z.string(), given_at: z.string() })),
});
export type StorePayoutView = z.infer<typeof storePayoutView>;

export const storeReportsResponse = z.object({
  success: z.literal(true),
  data: z.object({
    from: z.string(),
    to: z.string(),
    group: z.enum(REPORT_GROUPS),
    series: z.array(reportPeriod),
    totals: z.object({ orders: z.number().int(), delivered: z.number().int(), cancelled: z.number().int(), sales: moneyString, average_order_value: moneyString }),
    top_items: z.array(z.object({ name: z.string(), quantity: z.number().int(), sales: moneyString })),
    ratings: z.object({ average: z.number(), count: z.number().int() }),
    cancellations: z.array(z.object({ reason: z.string(), count: z.number().int() })),
    payout: storePayoutView,
  }),
});
export type StoreReportsResponse = z.infer<typeof storeReportsResponse>;

// ---- fresh stores: slots and single-store content ------------------------------------------------

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time such as 09:30');
export const manageSlot = z.object({ id: z.number().int(), name: z.string(), starts_at: z.string(), ends_at: z.string(), capacity: z.number().int(), is_active: z.boolean() });
export const storeSlotsRequest = z.object({ ...authFields, ...storeIdField });
export const storeSlotsResponse = z.object({ success: z.literal(true), data: z.array(manageSlot) });
export const storeSaveSlotRequest = z
  .object({
    ...authFields,
    ...storeIdField,
    id: positiveId.optional(),
    name: text(60).min(2, 'Enter a name'),
    starts_at: clock,
    ends_at: clock,
    capacity: z.number().int().min(1).max(500),
    is_active: z.boolean().default(true),
  })
  .strip()
  .refine((v) => v.starts_at < v.ends_at, { message: 'The slot must end after it starts' });
export type StoreSaveSlotRequest = z.input<typeof storeSaveSlotRequest>;

export const manageBanner = z.object({ id: z.number().int(), type: z.number().int(), name: z.string(), image: z.string(), is_active: z.boolean() });
export const manageSlotGroup = z.object({ id: z.number().int(), position: z.number().int(), name: z.string(), is_active: z.boolean(), item_ids: z.array(z.number().int()) });
export const manageItemGroup = z.object({ id: z.number().int(), name: z.string(), is_active: z.boolean(), item_ids: z.array(z.number().int()) });
export const storeContentResponse = z.object({
  success: z.literal(true),
  data: z.object({ banners: z.array(manageBanner), slot_groups: z.array(manageSlotGroup), item_groups: z.array(manageItemGroup) }),
});
export type StoreContentResponse = z.infer<typeof storeContentResponse>;
export const storeSaveBannerRequest = z
  .object({
    ...authFields,
    ...storeIdField,
    id: positiveId.optional(),
    type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    name: text(80).default(''),
    image: z.string().regex(/^\/uploads\/[a-f0-9]{32}\.webp$/, 'Upload the picture first'),
    is_active: z.boolean().default(true),
  })
  .strip();
export const storeSaveSlotGroupRequest = z
  .object({ ...authFields, ...storeIdField, position: z.number().int().min(1).max(4), name: text(60).min(2), is_active: z.boolean().default(true), item_ids: z.array(positiveId).max(50) })
  .strip();
export const storeSaveItemGroupRequest = z
  .object({ ...authFields, ...storeIdField, id: positiveId.optional(), name: text(60).min(2), is_active: z.boolean().default(true), item_ids: z.array(positiveId).max(100) })
  .strip();

// ---- registration ------------------------------------------------------------------------------

/** A new store and its owner; pending until an admin approves it (SPEC §3 "Restaurant info"). */
export const storeRegisterRequest = registerRequest
  .omit({ refferal_code: true, device_id: true })
  .extend({
    store: z
      .object({
        name: text(80).min(2, 'Enter the store name'),
        description: text(300).default(''),
        address: text(300).min(5, 'Enter the store address'),
        latitude,
        longitude,
        is_pureveg: z.boolean().default(false),
        is_fresh: z.boolean().default(false),
        delivery_time: z.number().int().min(5).max(180).default(30),
        delivery_radius: z.number().min(0.5).max(50).default(7),
        min_order_price: rupeesToPaise.default(0),
      })
      .strip(),
  })
  .strip();
export type StoreRegisterRequest = z.input<typeof storeRegisterRequest>;

export const STORE_APPROVALS = ['PENDING', 'APPROVED', 'REJECTED', 'SUSPENDED'] as const;
export const storeStatusResponse = z.object({
  success: z.literal(true),
  data: z.object({
    stores: z.array(
      ownedStoreView.extend({
        approval: z.enum(STORE_APPROVALS),
        is_fresh: z.boolean(),
        /** The admin's reason for the last decision (shown on a rejected or suspended store); null when none was given. */
        review_note: z.string().nullable(),
        reviewed_at: z.string().nullable(),
      }),
    ),
  }),
});
export type StoreStatusResponse = z.infer<typeof storeStatusResponse>;

/**
 * An admin decides on a registered store (issue 7: pending until approved; issue 11: rejected or
 * suspended with a reason the owner is shown). SUSPENDED hides an approved store from customers.
 */
export const adminApproveStoreRequest = z
  .object({
    ...authFields,
    store_id: positiveId,
    approval: z.enum(['APPROVED', 'REJECTED', 'SUSPENDED']),
    reason: z.string().trim().max(300).nullish(),
  })
  .strip();
export const adminApproveStoreResponse = z.object({ success: z.literal(true), data: ownedStoreView.extend({ approval: z.enum(STORE_APPROVALS), is_fresh: z.boolean() }) });
