import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  dealStores,
  deals,
  items,
  offerSectionItems,
  offerSectionStores,
  offerSections,
  slideStores,
  slides,
  storeCategories,
  stores,
} from '../../db/schema';

export type OfferSectionRow = typeof offerSections.$inferSelect;
export type ItemRow = typeof items.$inferSelect;

/** A titled list of store ids behind a grouping route. */
export interface StoreSet {
  readonly title: string;
  readonly subtitle: string;
  readonly image: string | null;
  readonly storeIds: readonly number[];
}

export const browseRepository = {
  async listStoreCategories(db: Db) {
    return db
      .select({ id: storeCategories.id, name: storeCategories.name, image: storeCategories.image })
      .from(storeCategories)
      .where(eq(storeCategories.isActive, true))
      .orderBy(asc(storeCategories.sortOrder), asc(storeCategories.id));
  },

  async findSlideStores(db: Db, slideId: number): Promise<StoreSet | undefined> {
    const [slide] = await db.select().from(slides).where(and(eq(slides.id, slideId), eq(slides.isActive, true))).limit(1);
    if (!slide) return undefined;
    const links = await db.select({ storeId: slideStores.storeId }).from(slideStores).where(eq(slideStores.slideId, slideId));
    return { title: slide.name, subtitle: '', image: slide.image, storeIds: links.map((l) => l.storeId) };
  },

  async findDealStores(db: Db, dealId: number): Promise<StoreSet | undefined> {
    const [deal] = await db.select().from(deals).where(and(eq(deals.id, dealId), eq(deals.isActive, true))).limit(1);
    if (!deal) return undefined;
    const links = await db
      .select({ storeId: dealStores.storeId })
      .from(dealStores)
      .where(eq(dealStores.dealId, dealId))
      .orderBy(asc(dealStores.sortOrder));
    return { title: deal.name, subtitle: deal.description, image: deal.image, storeIds: links.map((l) => l.storeId) };
  },

  async findOfferSection(db: Db, id: number): Promise<OfferSectionRow | undefined> {
    const [row] = await db.select().from(offerSections).where(and(eq(offerSections.id, id), eq(offerSections.isActive, true))).limit(1);
    return row;
  },

  /**
   * The stores of an offer: those linked to it, and the stores of the dishes it lists (as
   * /offer-section/{id} shows them), so the two routes of one offer agree.
   */
  async findOfferStores(db: Db, section: OfferSectionRow): Promise<StoreSet> {
    const [links, dishes] = await Promise.all([
      db.select({ storeId: offerSectionStores.storeId }).from(offerSectionStores).where(eq(offerSectionStores.offerSectionId, section.id)),
      db
        .selectDistinct({ storeId: items.storeId })
        .from(offerSectionItems)
        .innerJoin(items, eq(items.id, offerSectionItems.itemId))
        .where(and(eq(offerSectionItems.offerSectionId, section.id), isNull(items.deletedAt))),
    ]);
    const storeIds = [...new Set([...links, ...dishes].map((l) => l.storeId))];
    return { title: section.title, subtitle: section.subtitle, image: section.image, storeIds };
  },

  /** Whether any approved store carries the quick-bite tag or store type (an unknown one is not a page). */
  async hasStoreTag(db: Db, kind: 'quick-bite' | 'store-type', key: string): Promise<boolean> {
    const column = kind === 'quick-bite' ? stores.quickBite : stores.storeType;
    const [row] = await db.select({ id: stores.id }).from(stores).where(and(eq(column, key), eq(stores.approval, 'APPROVED'))).limit(1);
    return row !== undefined;
  },

  async listOfferItems(db: Db, sectionId: number): Promise<ItemRow[]> {
    const rows = await db
      .select({ item: items })
      .from(offerSectionItems)
      .innerJoin(items, eq(items.id, offerSectionItems.itemId))
      .where(and(eq(offerSectionItems.offerSectionId, sectionId), isNull(items.deletedAt)))
      .orderBy(asc(items.id));
    return rows.map((r) => r.item);
  },
};
