import { asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { cities, dealStores, deals, homeCategories, itemGroups, sliders, slides, slideStores, stores } from '../../db/schema';

export type SliderRow = typeof sliders.$inferSelect;
export type SlideRow = typeof slides.$inferSelect;
export type HomeCategoryRow = typeof homeCategories.$inferSelect;
export type DealRow = typeof deals.$inferSelect;
export interface PickedStore {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
}

const storeFields = { id: stores.id, name: stores.name, slug: stores.slug };

/** The rows behind the customer home (issue 11): sliders and slides, home tiles, Keka deals. */
export const adminContentRepository = {
  async everything(db: Db | Tx) {
    const [sliderRows, slideRows, slideLinks, categoryRows, dealRows, dealLinks, cityRows] = await Promise.all([
      db.select().from(sliders).orderBy(asc(sliders.id)),
      db.select().from(slides).orderBy(asc(slides.sortOrder), asc(slides.id)),
      db.select({ slideId: slideStores.slideId, ...storeFields }).from(slideStores).innerJoin(stores, eq(stores.id, slideStores.storeId)).orderBy(asc(stores.name)),
      db.select().from(homeCategories).orderBy(asc(homeCategories.sortOrder), asc(homeCategories.id)),
      db.select().from(deals).orderBy(asc(deals.id)),
      db.select({ dealId: dealStores.dealId, ...storeFields }).from(dealStores).innerJoin(stores, eq(stores.id, dealStores.storeId)).orderBy(asc(dealStores.sortOrder)),
      db.select({ id: cities.id, name: cities.name }).from(cities).orderBy(asc(cities.name)),
    ]);
    const slugs = [...new Set([...slideRows.flatMap((s) => (s.slug ? [s.slug] : [])), ...categoryRows.flatMap((c) => (c.link ? [c.link] : []))])];
    const bySlug = slugs.length ? await db.select(storeFields).from(stores).where(inArray(stores.slug, slugs)) : [];
    const groupIds = [...new Set(slideRows.flatMap((s) => (s.itemGroupId === null ? [] : [s.itemGroupId])))];
    const slideGroups = groupIds.length
      ? await db
          .select({ id: itemGroups.id, name: itemGroups.name, store_id: stores.id, store_name: stores.name })
          .from(itemGroups)
          .innerJoin(stores, eq(stores.id, itemGroups.storeId))
          .where(inArray(itemGroups.id, groupIds))
      : [];
    return { sliderRows, slideRows, slideLinks, categoryRows, dealRows, dealLinks, cityRows, bySlug, slideGroups };
  },

  async pickStores(db: Db, q: string, limit: number) {
    const like = containsPattern(q);
    return db
      .select({ ...storeFields, city: cities.name, isActive: stores.isActive })
      .from(stores)
      .innerJoin(cities, eq(cities.id, stores.cityId))
      .where(q ? or(ilike(stores.name, like), ilike(stores.slug, like)) : undefined)
      .orderBy(asc(stores.name))
      .limit(limit);
  },

  async storesById(tx: Tx, ids: readonly number[]): Promise<PickedStore[]> {
    if (ids.length === 0) return [];
    return tx.select(storeFields).from(stores).where(inArray(stores.id, [...ids]));
  },

  async cityExists(tx: Tx, id: number): Promise<boolean> {
    return (await tx.select({ id: cities.id }).from(cities).where(eq(cities.id, id)).limit(1)).length > 0;
  },

  // ---- sliders and slides

  findSlider: async (tx: Tx, id: number) => (await tx.select().from(sliders).where(eq(sliders.id, id)).for('update'))[0],
  async insertSlider(tx: Tx, v: Omit<typeof sliders.$inferInsert, 'id'>): Promise<number> {
    const [row] = await tx.insert(sliders).values(v).returning({ id: sliders.id });
    if (!row) throw new Error('insert sliders returned nothing');
    return row.id;
  },
  updateSlider: async (tx: Tx, id: number, v: Partial<typeof sliders.$inferInsert>) => void (await tx.update(sliders).set(v).where(eq(sliders.id, id))),
  deleteSlider: async (tx: Tx, id: number) => void (await tx.delete(sliders).where(eq(sliders.id, id))),
  countSlides: async (tx: Tx, sliderId: number) => (await tx.select({ id: slides.id }).from(slides).where(eq(slides.sliderId, sliderId))).length,

  /** An item group a slide may open, with its store's slug (the slide's slug). */
  async findItemGroup(tx: Tx, id: number) {
    const [row] = await tx.select({ id: itemGroups.id, storeSlug: stores.slug }).from(itemGroups).innerJoin(stores, eq(stores.id, itemGroups.storeId)).where(eq(itemGroups.id, id));
    return row;
  },

  findSlide: async (tx: Tx, id: number) => (await tx.select().from(slides).where(eq(slides.id, id)).for('update'))[0],
  slideStoreIds: async (tx: Tx, id: number) => (await tx.select({ storeId: slideStores.storeId }).from(slideStores).where(eq(slideStores.slideId, id))).map((r) => r.storeId),
  async insertSlide(tx: Tx, v: Omit<typeof slides.$inferInsert, 'id'>): Promise<number> {
    const [max] = await tx.select({ n: sql<number>`coalesce(max(${slides.sortOrder}), 0)::int` }).from(slides).where(eq(slides.sliderId, v.sliderId));
    const [row] = await tx.insert(slides).values({ ...v, sortOrder: (max?.n ?? 0) + 1 }).returning({ id: slides.id });
    if (!row) throw new Error('insert slides returned nothing');
    return row.id;
  },
  updateSlide: async (tx: Tx, id: number, v: Partial<typeof slides.$inferInsert>) => void (await tx.update(slides).set(v).where(eq(slides.id, id))),
  async setSlideStores(tx: Tx, id: number, storeIds: readonly number[]): Promise<void> {
    await tx.delete(slideStores).where(eq(slideStores.slideId, id));
    if (storeIds.length) await tx.insert(slideStores).values(storeIds.map((storeId) => ({ slideId: id, storeId })));
  },
  deleteSlide: async (tx: Tx, id: number) => void (await tx.delete(slides).where(eq(slides.id, id))),
  slideIdsOf: async (tx: Tx, sliderId: number) => (await tx.select({ id: slides.id, sortOrder: slides.sortOrder }).from(slides).where(eq(slides.sliderId, sliderId))),

  // ---- home tiles and deals (a deal tile opens /keka-deal/{its own id}: the two share ids)

  findCategory: async (tx: Tx, id: number) => (await tx.select().from(homeCategories).where(eq(homeCategories.id, id)).for('update'))[0],
  categoryIds: async (tx: Tx) => tx.select({ id: homeCategories.id, sortOrder: homeCategories.sortOrder }).from(homeCategories),
  /** The next id free in both tables, so a new deal never opens under an existing tile (and the other way round). */
  async nextSharedId(tx: Tx): Promise<number> {
    const [c] = await tx.select({ n: sql<number>`coalesce(max(${homeCategories.id}), 0)::int` }).from(homeCategories);
    const [d] = await tx.select({ n: sql<number>`coalesce(max(${deals.id}), 0)::int` }).from(deals);
    return Math.max(Number(c?.n ?? 0), Number(d?.n ?? 0)) + 1;
  },
  /** After an insert with an explicit id the identity sequences must move past it. */
  async syncSequences(tx: Tx): Promise<void> {
    for (const table of ['home_categories', 'deals']) {
      await tx.execute(sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), greatest((SELECT coalesce(max(id), 1) FROM ${sql.identifier(table)}), 1))`);
    }
  },
  async insertCategory(tx: Tx, v: typeof homeCategories.$inferInsert & { id: number }): Promise<void> {
    await tx.insert(homeCategories).values(v);
  },
  updateCategory: async (tx: Tx, id: number, v: Partial<typeof homeCategories.$inferInsert>) => void (await tx.update(homeCategories).set(v).where(eq(homeCategories.id, id))),
  deleteCategory: async (tx: Tx, id: number) => void (await tx.delete(homeCategories).where(eq(homeCategories.id, id))),
  maxCategorySort: async (tx: Tx) => Number((await tx.select({ n: sql<number>`coalesce(max(${homeCategories.sortOrder}), 0)::int` }).from(homeCategories))[0]?.n ?? 0),

  findDeal: async (tx: Tx, id: number) => (await tx.select().from(deals).where(eq(deals.id, id)).for('update'))[0],
  dealStoreIds: async (tx: Tx, id: number) => (await tx.select({ storeId: dealStores.storeId }).from(dealStores).where(eq(dealStores.dealId, id)).orderBy(asc(dealStores.sortOrder))).map((r) => r.storeId),
  async insertDeal(tx: Tx, v: typeof deals.$inferInsert & { id: number }): Promise<void> {
    await tx.insert(deals).values(v);
  },
  updateDeal: async (tx: Tx, id: number, v: Partial<typeof deals.$inferInsert>) => void (await tx.update(deals).set(v).where(eq(deals.id, id))),
  async setDealStores(tx: Tx, id: number, storeIds: readonly number[]): Promise<void> {
    await tx.delete(dealStores).where(eq(dealStores.dealId, id));
    if (storeIds.length) await tx.insert(dealStores).values(storeIds.map((storeId, i) => ({ dealId: id, storeId, sortOrder: i })));
  },
  deleteDeal: async (tx: Tx, id: number) => void (await tx.delete(deals).where(eq(deals.id, id))),
  slidesOpeningDeal: async (tx: Tx, id: number) => (await tx.select({ id: slides.id }).from(slides).where(eq(slides.kekaDealId, id))).length,

  async setSortOrders(tx: Tx, kind: 'slide' | 'home_category', ids: readonly number[]): Promise<void> {
    for (const [i, id] of ids.entries()) {
      if (kind === 'slide') await tx.update(slides).set({ sortOrder: i + 1 }).where(eq(slides.id, id));
      else await tx.update(homeCategories).set({ sortOrder: i + 1 }).where(eq(homeCategories.id, id));
    }
  },
};
