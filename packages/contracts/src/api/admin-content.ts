import { z } from 'zod';
import { adminPageFields } from './admin';
import { authFields, moneyString, positiveId } from './common';
import { rupeesToPaise } from './store-manage';

/**
 * The admin console's coupons and home content (issue 11): `admin/*-coupon*` and the slides, home
 * category tiles and Keka deals behind the customer home. Every write is audited; unknown keys dropped.
 */

/** A line an admin types: trimmed, capped, never a NUL character (PostgreSQL refuses one in text). */
export const adminTrimmedText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => !v.includes('\u0000'), 'Remove the NUL character');

/** A stored picture: one answered by admin/upload-image, or one of the demo pictures shipped with the app. */
export const adminImagePath = z
  .string()
  .regex(/^\/(uploads\/[a-f0-9]{32}|images\/[a-z0-9-]{1,40}\/[a-z0-9-]{1,80})\.webp$/, 'Upload the picture first');

const isoDate = z
  .string()
  .max(40)
  .refine((v) => !Number.isNaN(Date.parse(v)), 'Enter a valid date and time');

// ---- coupons -------------------------------------------------------------------------------------

export const ADMIN_COUPON_TYPES = ['PERCENTAGE', 'AMOUNT'] as const;

export const adminCouponsRequest = z
  .object({
    ...authFields,
    ...adminPageFields,
    /** Part of the code or the name. */
    q: adminTrimmedText(60).default(''),
  })
  .strip();

export const adminCouponView = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  discount_type: z.enum(ADMIN_COUPON_TYPES),
  /** Percent for PERCENTAGE, rupees ("75.00") for AMOUNT. */
  discount: z.string(),
  max_discount: moneyString,
  min_subtotal: moneyString,
  starts_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  is_active: z.boolean(),
  is_public: z.boolean(),
  hide_message: z.boolean(),
  first_order_only: z.boolean(),
  max_uses_total: z.number().nullable(),
  max_uses_per_user: z.number().nullable(),
  stores: z.array(z.object({ id: z.number(), name: z.string() })),
  /** Only the customers and the groups' members below may use it (issue 35); others get the invalid-coupon message. */
  for_chosen_customers: z.boolean(),
  customers: z.array(z.object({ id: z.number(), name: z.string(), contact: z.string() })),
  groups: z.array(z.object({ id: z.number(), name: z.string(), member_count: z.number() })),
  /** A scratch-card reward of one customer: shown, never edited here. */
  owner: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** Orders that used it (the orders table). */
  orders_count: z.number(),
  created_at: z.string(),
});
export type AdminCouponView = z.infer<typeof adminCouponView>;

export const adminCouponsResponse = z.object({ success: z.literal(true), data: z.array(adminCouponView), next_before_id: z.number().nullable() });
export type AdminCouponsResponse = z.infer<typeof adminCouponsResponse>;
export const adminCouponResponse = z.object({ success: z.literal(true), data: adminCouponView });
export type AdminCouponResponse = z.infer<typeof adminCouponResponse>;

export const adminSaveCouponRequest = z
  .object({
    ...authFields,
    id: positiveId.optional(),
    code: z
      .string()
      .trim()
      .max(30)
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(/^[A-Z0-9]{3,20}$/, 'The code is 3 to 20 letters A–Z and digits 0–9')),
    name: adminTrimmedText(80).default(''),
    description: adminTrimmedText(300).default(''),
    discount_type: z.enum(ADMIN_COUPON_TYPES),
    /** Percent 1–100 for PERCENTAGE; rupees for AMOUNT. */
    discount: z.union([z.number(), z.string().trim().max(12)]),
    /** Cap of a PERCENTAGE coupon, rupees; 0 = none (refused for PERCENTAGE). */
    max_discount: rupeesToPaise.default(0),
    min_subtotal: rupeesToPaise.default(0),
    starts_at: isoDate.nullable().default(null),
    expires_at: isoDate.nullable().default(null),
    store_ids: z.array(positiveId).max(100).default([]),
    for_chosen_customers: z.boolean().default(false),
    /** With for_chosen_customers: the customers one by one, and groups whose members may use it. */
    customer_ids: z.array(positiveId).max(1000, 'Choose at most 1,000 customers; put more in a group').default([]),
    group_ids: z.array(positiveId).max(50).default([]),
    max_uses_total: z.number().int().min(1).max(10_000_000).nullable().default(null),
    max_uses_per_user: z.number().int().min(1).max(1000).nullable().default(null),
    first_order_only: z.boolean().default(false),
    is_public: z.boolean().default(true),
    hide_message: z.boolean().default(false),
    is_active: z.boolean().default(true),
  })
  .strip();
export type AdminSaveCouponRequest = z.input<typeof adminSaveCouponRequest>;

export const adminCouponIdRequest = z.object({ ...authFields, id: positiveId }).strip();
export const adminSetCouponActiveRequest = z.object({ ...authFields, id: positiveId, is_active: z.boolean() }).strip();
export const adminDeleteCouponResponse = z.object({
  success: z.literal(true),
  /** `deactivated`: it was used by orders, so it is switched off and kept. */
  outcome: z.enum(['deleted', 'deactivated']),
});

// ---- home content --------------------------------------------------------------------------------

export const ADMIN_SLIDER_POSITIONS = ['TOP', 'AD', 'BOTTOM', 'PROMO'] as const;
/** Slide models (SPEC §2): 1 → a store, 4 → a Keka deal, 5 → a set of stores, null → no link. */
export const ADMIN_SLIDE_MODELS = [1, 4, 5] as const;

/**
 * A slide's `type` (SPEC §3 "Slide"): a label of what it opens, set from its link, never typed in.
 * `item_group` is a model-1 slide with an item group: it opens the group's page, and its slug names the
 * group's store for a client that follows the model only.
 */
export const SLIDE_TYPES = ['info', 'store', 'item_group', 'deal', 'stores'] as const;
export type SlideType = (typeof SLIDE_TYPES)[number];

export function slideTypeOf(model: number | null, itemGroupId: number | null): SlideType {
  if (model === 1) return itemGroupId === null ? 'store' : 'item_group';
  if (model === 4) return 'deal';
  if (model === 5) return 'stores';
  return 'info';
}

const pickedStore = z.object({ id: z.number(), name: z.string(), slug: z.string() });

export const adminSlideView = z.object({
  id: z.number(),
  slider_id: z.number(),
  name: z.string(),
  image: z.string(),
  model: z.number().nullable(),
  slug: z.string().nullable(),
  /** The store the slug names (model 1), when it still exists. */
  store: pickedStore.nullable(),
  keka_deal_id: z.number().nullable(),
  stores: z.array(pickedStore),
  type: z.string().nullable(),
  item_group_id: z.number().nullable(),
  /** The item group a model-1 slide opens, when it still exists. */
  item_group: z.object({ id: z.number(), name: z.string(), store_id: z.number(), store_name: z.string() }).nullable(),
  city_id: z.number().nullable(),
  is_active: z.boolean(),
  sort_order: z.number(),
});
export type AdminSlideView = z.infer<typeof adminSlideView>;

export const adminSliderView = z.object({
  id: z.number(),
  name: z.string(),
  position: z.enum(ADMIN_SLIDER_POSITIONS),
  is_active: z.boolean(),
  slides: z.array(adminSlideView),
});
export type AdminSliderView = z.infer<typeof adminSliderView>;

export const adminHomeCategoryView = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string(),
  /** `food` (tile 1, /food), `store` (opens `link`), `deal` (opens /keka-deal/{id}). */
  opens: z.enum(['food', 'store', 'deal']),
  link: z.string().nullable(),
  store: pickedStore.nullable(),
  /** For a deal tile: whether the deal of the same id exists. */
  deal_exists: z.boolean(),
  is_active: z.boolean(),
  sort_order: z.number(),
});
export type AdminHomeCategoryView = z.infer<typeof adminHomeCategoryView>;

export const adminDealView = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  is_active: z.boolean(),
  stores: z.array(pickedStore),
});
export type AdminDealView = z.infer<typeof adminDealView>;

export const adminHomeContentResponse = z.object({
  success: z.literal(true),
  data: z.object({
    sliders: z.array(adminSliderView),
    categories: z.array(adminHomeCategoryView),
    deals: z.array(adminDealView),
    cities: z.array(z.object({ id: z.number(), name: z.string() })),
  }),
});
export type AdminHomeContentResponse = z.infer<typeof adminHomeContentResponse>;

export const adminPickStoresRequest = z.object({ ...authFields, q: adminTrimmedText(60).default(''), limit: z.number().int().min(1).max(50).default(20) }).strip();
export const adminPickStoresResponse = z.object({ success: z.literal(true), data: z.array(pickedStore.extend({ city: z.string(), is_active: z.boolean() })) });
export type AdminPickStoresResponse = z.infer<typeof adminPickStoresResponse>;

export const adminSaveSliderRequest = z
  .object({ ...authFields, id: positiveId.optional(), name: adminTrimmedText(80).min(2, 'Enter a name'), position: z.enum(ADMIN_SLIDER_POSITIONS), is_active: z.boolean().default(true) })
  .strip();

export const adminSaveSlideRequest = z
  .object({
    ...authFields,
    id: positiveId.optional(),
    slider_id: positiveId,
    name: adminTrimmedText(120).min(2, 'Enter a name'),
    image: adminImagePath,
    model: z.union([z.literal(1), z.literal(4), z.literal(5)]).nullable(),
    /** Model 1: the store. */
    store_id: positiveId.nullable().default(null),
    /** Model 1 instead of a store: an item group, whose page the slide opens (its store becomes the slug). */
    item_group_id: positiveId.nullable().default(null),
    /** Model 4: the deal. */
    keka_deal_id: positiveId.nullable().default(null),
    /** Model 5: the stores /slider-stores/{id} lists. */
    store_ids: z.array(positiveId).max(50).default([]),
    city_id: positiveId.nullable().default(null),
    is_active: z.boolean().default(true),
  })
  .strip();
export type AdminSaveSlideRequest = z.input<typeof adminSaveSlideRequest>;

export const adminSaveHomeCategoryRequest = z
  .object({
    ...authFields,
    id: positiveId.optional(),
    name: adminTrimmedText(60).min(2, 'Enter a name'),
    image: adminImagePath,
    /** `store`: opens the store; `deal`: opens the chosen deal (the tile takes the deal's id). Tile 1 always opens /food. */
    opens: z.enum(['store', 'deal']),
    store_id: positiveId.nullable().default(null),
    deal_id: positiveId.nullable().default(null),
    is_active: z.boolean().default(true),
  })
  .strip();
export type AdminSaveHomeCategoryRequest = z.input<typeof adminSaveHomeCategoryRequest>;

export const adminSaveDealRequest = z
  .object({
    ...authFields,
    id: positiveId.optional(),
    name: adminTrimmedText(80).min(2, 'Enter a name'),
    description: adminTrimmedText(300).default(''),
    image: adminImagePath.nullable().default(null),
    store_ids: z.array(positiveId).min(1, 'Choose at least one store').max(50),
    is_active: z.boolean().default(true),
  })
  .strip();
export type AdminSaveDealRequest = z.input<typeof adminSaveDealRequest>;

export const ADMIN_CONTENT_KINDS = ['slider', 'slide', 'home_category', 'deal'] as const;
export type AdminContentKind = (typeof ADMIN_CONTENT_KINDS)[number];

export const adminContentIdRequest = z.object({ ...authFields, kind: z.enum(ADMIN_CONTENT_KINDS), id: positiveId }).strip();
export const adminSetContentActiveRequest = z.object({ ...authFields, kind: z.enum(ADMIN_CONTENT_KINDS), id: positiveId, is_active: z.boolean() }).strip();
/** New order of the slides of one slider, or of the home tiles: every id once. */
export const adminReorderContentRequest = z
  .object({ ...authFields, kind: z.enum(['slide', 'home_category']), slider_id: positiveId.optional(), ids: z.array(positiveId).min(1).max(200) })
  .strip();
export const adminSavedResponse = z.object({ success: z.literal(true), id: z.number() });
