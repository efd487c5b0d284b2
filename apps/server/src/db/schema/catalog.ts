import { boolean, doublePrecision, index, integer, pgTable, primaryKey, text, time, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id, money, updatedAt } from './columns';

export const cities = pgTable('cities', {
  id: id(),
  name: text().notNull(),
  state: text().notNull(),
  latitude: doublePrecision().notNull(),
  longitude: doublePrecision().notNull(),
  /** SPEC §9 'Additional Surge': added when enabled. */
  isSurgEnabled: boolean().notNull().default(false),
  surgAmountPaise: money(),
});

export const DELIVERY_CHARGE_TYPES = ['FIXED', 'DYNAMIC'] as const;
export const STORE_KINDS = ['RESTAURANT', 'GROCERY'] as const;
/** A store registered by its owner waits for an admin (issue 7); customers never see it until approved. */
export const STORE_APPROVALS = ['PENDING', 'APPROVED', 'REJECTED', 'SUSPENDED'] as const;

/** A restaurant or grocery store: every field of SPEC §3 "Restaurant info". */
export const stores = pgTable(
  'stores',
  {
    id: id(),
    cityId: integer()
      .notNull()
      .references(() => cities.id),
    name: text().notNull(),
    slug: text().notNull().unique(),
    description: text().notNull().default(''),
    image: text().notNull().default(''),
    coverImage: text(),
    address: text().notNull().default(''),
    phone: text(),
    rating: doublePrecision().notNull().default(0),
    ratingCount: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    approval: text({ enum: STORE_APPROVALS }).notNull().default('APPROVED'),
    /** An admin's last decision (approve, reject, suspend) and the reason the owner is shown. */
    reviewNote: text(),
    reviewedAt: at(),
    /** The platform's share of the store's item total, in percent; payouts pay the rest. */
    commissionPercent: doublePrecision().notNull().default(0),
    isPureVeg: boolean().notNull().default(false),
    /** Fresh (grocery) stores need a delivery slot and get the single-store layout. */
    isFresh: boolean().notNull().default(false),
    /** First order of a user is delivered free (SPEC §9). */
    isFreeDelivery: boolean().notNull().default(false),
    isFeatured: boolean().notNull().default(false),
    kind: text({ enum: STORE_KINDS }).notNull().default('RESTAURANT'),
    /** Free-text grouping for /store-type/{store_type}. */
    storeType: text().notNull().default('restaurant'),
    /** Tag for /quick-bites/{quick_bite}; null when not a quick bite. */
    quickBite: text(),
    costForTwoPaise: money(),
    deliveryTime: integer().notNull().default(30),
    deliveryRadius: doublePrecision().notNull().default(7),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    minOrderPricePaise: money(),
    restaurantChargesPaise: money(),
    deliveryChargesPaise: money(),
    deliveryChargeType: text({ enum: DELIVERY_CHARGE_TYPES }).notNull().default('FIXED'),
    baseDeliveryDistance: doublePrecision().notNull().default(0),
    baseDeliveryChargePaise: money(),
    extraDeliveryDistance: doublePrecision().notNull().default(0),
    extraDeliveryChargePaise: money(),
    surchargePaise: money(),
    enableTax: boolean().notNull().default(false),
    taxValue: doublePrecision().notNull().default(0),
    /** Minutes the kitchen usually needs; offered as the default when an order is accepted. */
    preparationTime: integer().notNull().default(20),
    acceptsDelivery: boolean().notNull().default(true),
    acceptsSelfPickup: boolean().notNull().default(true),
    opensAt: time(),
    closesAt: time(),
    sortOrder: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.cityId, t.isActive),
    // Stores near a point (ADR 0022): a latitude band, then longitude inside the same index.
    index().on(t.latitude, t.longitude),
    // The largest delivery radius (how far the band reaches) is its last entry.
    index().on(t.deliveryRadius),
  ],
);

/** Cuisine / store categories for /categories/stores filters. */
export const storeCategories = pgTable('store_categories', {
  id: id(),
  name: text().notNull(),
  image: text(),
  isActive: boolean().notNull().default(true),
  sortOrder: integer().notNull().default(0),
});

export const storeCategoryLinks = pgTable(
  'store_category_links',
  {
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    categoryId: integer()
      .notNull()
      .references(() => storeCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.categoryId] }), index().on(t.categoryId)],
);

/** Menu sections of one store ("Starters", "Biryani" …). */
export const itemCategories = pgTable(
  'item_categories',
  {
    id: id(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    isEnabled: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [index().on(t.storeId)],
);

/** Grocery single-store top categories (SPEC §2 "top categories"), shown as image tiles. */
export const topCategories = pgTable(
  'top_categories',
  {
    id: id(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    image: text().notNull().default(''),
    isActive: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [index().on(t.storeId)],
);

export const items = pgTable(
  'items',
  {
    id: id(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    itemCategoryId: integer()
      .notNull()
      .references(() => itemCategories.id),
    topCategoryId: integer().references(() => topCategories.id),
    name: text().notNull(),
    shortDesc: text().notNull().default(''),
    /** Sanitised HTML shown as 'Full Description'. */
    descHtml: text().notNull().default(''),
    pricePaise: money(),
    /** Strike-through MRP for grocery items; 0 when none. */
    oldPricePaise: money(),
    image: text().notNull().default(''),
    unit: text(),
    isActive: boolean().notNull().default(true),
    isVeg: boolean().notNull().default(true),
    isRecommended: boolean().notNull().default(false),
    isPopular: boolean().notNull().default(false),
    isNew: boolean().notNull().default(false),
    maxQty: integer(),
    sortOrder: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: at(),
  },
  (t) => [index().on(t.storeId, t.itemCategoryId), index().on(t.topCategoryId)],
);

export const ADDON_CATEGORY_TYPES = ['SINGLE', 'MULTI'] as const;

export const addonCategories = pgTable(
  'addon_categories',
  {
    id: id(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** SINGLE renders radios with the first preselected; MULTI renders checkboxes (SPEC §5). */
    type: text({ enum: ADDON_CATEGORY_TYPES }).notNull().default('MULTI'),
    description: text(),
  },
  (t) => [index().on(t.storeId)],
);

export const addons = pgTable(
  'addons',
  {
    id: id(),
    addonCategoryId: integer()
      .notNull()
      .references(() => addonCategories.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    pricePaise: money(),
    isActive: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [index().on(t.addonCategoryId)],
);

export const itemAddonCategories = pgTable(
  'item_addon_categories',
  {
    itemId: integer()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    addonCategoryId: integer()
      .notNull()
      .references(() => addonCategories.id, { onDelete: 'cascade' }),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.addonCategoryId] })],
);

/** Curated item groups (SPEC §2 "Item group page"): a top image and items filtered by category chips. */
export const itemGroups = pgTable('item_groups', {
  id: id(),
  storeId: integer()
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' }),
  name: text().notNull(),
  topImage: text().notNull().default(''),
  isActive: boolean().notNull().default(true),
});

export const itemGroupItems = pgTable(
  'item_group_items',
  {
    itemGroupId: integer()
      .notNull()
      .references(() => itemGroups.id, { onDelete: 'cascade' }),
    itemId: integer()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.itemGroupId, t.itemId] })],
);

/** The single-store page's look (SPEC §3 "Store type": top_bg_color, top_image, heading_1..3). */
export const storeLayouts = pgTable('store_layouts', {
  storeId: integer()
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  topBgColor: text().notNull().default('#ffffff'),
  topImage: text().notNull().default(''),
  heading1: text().notNull().default(''),
  heading2: text().notNull().default(''),
  heading3: text().notNull().default(''),
});

/** The four item slots of a single-store page (slot_1..slot_4), each with 'View More'. */
export const slotGroups = pgTable(
  'slot_groups',
  {
    id: id(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** 1..4 */
    position: integer().notNull(),
    name: text().notNull(),
    isActive: boolean().notNull().default(true),
  },
  (t) => [uniqueIndex().on(t.storeId, t.position)],
);

export const slotGroupItems = pgTable(
  'slot_group_items',
  {
    slotGroupId: integer()
      .notNull()
      .references(() => slotGroups.id, { onDelete: 'cascade' }),
    itemId: integer()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.slotGroupId, t.itemId] })],
);

/** Single-store banners: type 0 (top), 1 (120 px scroller), 2 (300 px scroller). */
export const storeBanners = pgTable(
  'store_banners',
  {
    id: id(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    type: integer().notNull(),
    name: text().notNull().default(''),
    image: text().notNull(),
    itemGroupId: integer().references(() => itemGroups.id, { onDelete: 'set null' }),
    topCategoryId: integer().references(() => topCategories.id, { onDelete: 'set null' }),
    isActive: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [index().on(t.storeId, t.type)],
);

/** Delivery slots of fresh stores, with a capacity per day (SECURITY 11). */
export const deliverySlots = pgTable(
  'delivery_slots',
  {
    id: id(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    startsAt: time().notNull(),
    endsAt: time().notNull(),
    capacity: integer().notNull().default(20),
    isActive: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [index().on(t.storeId)],
);

export const deliverySlotBookings = pgTable(
  'delivery_slot_bookings',
  {
    slotId: integer()
      .notNull()
      .references(() => deliverySlots.id, { onDelete: 'cascade' }),
    /** The calendar day (store's local date, YYYY-MM-DD) the slot is booked for. */
    slotDate: text().notNull(),
    booked: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.slotId, t.slotDate] })],
);

/**
 * Distance bands of the delivery-charge call (SPEC §7/§9 "bucket charge"): an order up to `upToKm` away
 * pays `chargePaise`. A store with bands gets its charge from them, overriding the formula; beyond the
 * last band the formula applies.
 */
export const deliveryChargeBuckets = pgTable(
  'delivery_charge_buckets',
  {
    id: id(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    upToKm: doublePrecision().notNull(),
    chargePaise: money(),
  },
  (t) => [uniqueIndex().on(t.storeId, t.upToKm)],
);
