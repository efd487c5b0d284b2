import { boolean, doublePrecision, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { cities, itemGroups, items, stores } from './catalog';

/** Home category grid (SPEC §2): id 1 → /food, with a link → that store page, others → /keka-deal/{id}. */
export const homeCategories = pgTable('home_categories', {
  id: id(),
  name: text().notNull(),
  image: text().notNull(),
  /** A store slug the tile opens; null for a deal tile. */
  link: text(),
  isActive: boolean().notNull().default(true),
  sortOrder: integer().notNull().default(0),
});

/** Keka deals: a named set of stores opened by /keka-deal/{id}; deal ids match their home category. */
export const deals = pgTable('deals', {
  id: id(),
  name: text().notNull(),
  description: text().notNull().default(''),
  image: text(),
  isActive: boolean().notNull().default(true),
});

export const dealStores = pgTable(
  'deal_stores',
  {
    dealId: integer()
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.dealId, t.storeId] })],
);

export const SLIDER_POSITIONS = ['TOP', 'AD', 'BOTTOM', 'PROMO'] as const;

export const sliders = pgTable('sliders', {
  id: id(),
  name: text().notNull(),
  position: text({ enum: SLIDER_POSITIONS }).notNull(),
  isActive: boolean().notNull().default(true),
});

/** A slide; `model` decides its link (SPEC §2): 1 → slug, 4 → /keka-deal/{keka_deal_id}, 5 → /slider-stores/{id}, null → none. */
export const slides = pgTable(
  'slides',
  {
    id: id(),
    sliderId: integer()
      .notNull()
      .references(() => sliders.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    image: text().notNull(),
    model: integer(),
    slug: text(),
    kekaDealId: integer().references(() => deals.id, { onDelete: 'set null' }),
    type: text(),
    itemGroupId: integer().references(() => itemGroups.id, { onDelete: 'set null' }),
    /** When set, the slide shows only where this city is served. */
    cityId: integer().references(() => cities.id),
    isActive: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [index().on(t.sliderId)],
);

/** Stores listed by /slider-stores/{id}. */
export const slideStores = pgTable(
  'slide_stores',
  {
    slideId: integer()
      .notNull()
      .references(() => slides.id, { onDelete: 'cascade' }),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.slideId, t.storeId] })],
);

/** Offer sections: /offer-section/{id} lists items, /offer-restaurants-section/{id} lists stores. */
export const offerSections = pgTable('offer_sections', {
  id: id(),
  title: text().notNull(),
  subtitle: text().notNull().default(''),
  image: text(),
  isActive: boolean().notNull().default(true),
});

export const offerSectionItems = pgTable(
  'offer_section_items',
  {
    offerSectionId: integer()
      .notNull()
      .references(() => offerSections.id, { onDelete: 'cascade' }),
    itemId: integer()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.offerSectionId, t.itemId] })],
);

export const offerSectionStores = pgTable(
  'offer_section_stores',
  {
    offerSectionId: integer()
      .notNull()
      .references(() => offerSections.id, { onDelete: 'cascade' }),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.offerSectionId, t.storeId] })],
);

export const pages = pgTable('pages', {
  id: id(),
  slug: text().notNull().unique(),
  title: text().notNull(),
  /** Sanitised HTML. */
  bodyHtml: text().notNull(),
  isActive: boolean().notNull().default(true),
  sortOrder: integer().notNull().default(0),
  createdAt: createdAt(),
});

export const popularLocations = pgTable('popular_locations', {
  id: id(),
  cityId: integer().references(() => cities.id),
  name: text().notNull(),
  address: text().notNull(),
  latitude: doublePrecision().notNull(),
  longitude: doublePrecision().notNull(),
  isActive: boolean().notNull().default(true),
  sortOrder: integer().notNull().default(0),
});
