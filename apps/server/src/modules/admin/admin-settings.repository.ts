import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { languages, pages, popularLocations, settings, translations } from '../../db/schema';

export type AdminLanguageRow = typeof languages.$inferSelect;
export type AdminPageRow = typeof pages.$inferSelect;
export type AdminLocationRow = typeof popularLocations.$inferSelect;
type Reader = Db | Tx;

/** The console's reads and writes of settings, languages, content pages and popular locations (issue 11). */
export const adminSettingsRepository = {
  // ---- settings ----
  async settingValues(db: Reader, keys?: readonly string[]): Promise<Map<string, string>> {
    const rows =
      keys === undefined
        ? await db.select({ key: settings.key, value: settings.value }).from(settings)
        : keys.length === 0
          ? []
          : await db.select({ key: settings.key, value: settings.value }).from(settings).where(inArray(settings.key, [...keys])).for('update');
    return new Map(rows.map((r) => [r.key, r.value]));
  },

  async putSetting(tx: Tx, key: string, value: string, isPublic: boolean, at: Date): Promise<void> {
    await tx
      .insert(settings)
      .values({ key, value, isPublic, updatedAt: at })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: at } });
  },

  // ---- languages ----
  async listLanguages(db: Reader): Promise<AdminLanguageRow[]> {
    return db.select().from(languages).orderBy(asc(languages.id));
  },

  async findLanguage(db: Reader, id: number): Promise<AdminLanguageRow | undefined> {
    const [row] = await db.select().from(languages).where(eq(languages.id, id)).limit(1);
    return row;
  },

  async findLanguageByCode(db: Reader, code: string): Promise<AdminLanguageRow | undefined> {
    const [row] = await db.select().from(languages).where(eq(languages.code, code)).limit(1);
    return row;
  },

  /** Non-empty translations per language. */
  async translatedCounts(db: Reader): Promise<Map<number, number>> {
    const rows = await db
      .select({ languageId: translations.languageId, n: sql<number>`count(*)::int` })
      .from(translations)
      .where(ne(translations.value, ''))
      .groupBy(translations.languageId);
    return new Map(rows.map((r) => [r.languageId, Number(r.n)]));
  },

  async translationsOf(db: Reader, languageId: number): Promise<Map<string, string>> {
    const rows = await db.select({ key: translations.key, value: translations.value }).from(translations).where(eq(translations.languageId, languageId));
    return new Map(rows.map((r) => [r.key, r.value]));
  },

  async insertLanguage(tx: Tx, row: { code: string; languageName: string; isRtl: boolean; isActive: boolean }): Promise<AdminLanguageRow> {
    const [created] = await tx.insert(languages).values({ ...row, isDefault: false }).returning();
    if (!created) throw new Error('language insert returned nothing');
    return created;
  },

  async updateLanguage(tx: Tx, id: number, set: Partial<Pick<AdminLanguageRow, 'languageName' | 'isRtl' | 'isActive' | 'isDefault'>>): Promise<AdminLanguageRow> {
    const [row] = await tx.update(languages).set(set).where(eq(languages.id, id)).returning();
    if (!row) throw new Error('language update returned nothing');
    return row;
  },

  async clearDefaultLanguage(tx: Tx): Promise<void> {
    await tx.update(languages).set({ isDefault: false }).where(eq(languages.isDefault, true));
  },

  async putTranslation(tx: Tx, languageId: number, key: string, value: string): Promise<void> {
    await tx
      .insert(translations)
      .values({ languageId, key, value })
      .onConflictDoUpdate({ target: [translations.languageId, translations.key], set: { value } });
  },

  async deleteTranslation(tx: Tx, languageId: number, key: string): Promise<void> {
    await tx.delete(translations).where(and(eq(translations.languageId, languageId), eq(translations.key, key)));
  },

  // ---- pages ----
  async listPages(db: Reader): Promise<AdminPageRow[]> {
    return db.select().from(pages).orderBy(asc(pages.sortOrder), asc(pages.id));
  },

  async findPage(db: Reader, id: number): Promise<AdminPageRow | undefined> {
    const [row] = await db.select().from(pages).where(eq(pages.id, id)).limit(1);
    return row;
  },

  async findPageBySlug(db: Reader, slug: string): Promise<AdminPageRow | undefined> {
    const [row] = await db.select().from(pages).where(eq(pages.slug, slug)).limit(1);
    return row;
  },

  async insertPage(tx: Tx, row: Pick<AdminPageRow, 'slug' | 'title' | 'bodyHtml' | 'isActive' | 'sortOrder'>): Promise<AdminPageRow> {
    const [created] = await tx.insert(pages).values(row).returning();
    if (!created) throw new Error('page insert returned nothing');
    return created;
  },

  async updatePage(tx: Tx, id: number, set: Pick<AdminPageRow, 'slug' | 'title' | 'bodyHtml' | 'isActive' | 'sortOrder'>): Promise<AdminPageRow> {
    const [row] = await tx.update(pages).set(set).where(eq(pages.id, id)).returning();
    if (!row) throw new Error('page update returned nothing');
    return row;
  },

  async deletePage(tx: Tx, id: number): Promise<void> {
    await tx.delete(pages).where(eq(pages.id, id));
  },

  // ---- popular locations ----
  async listLocations(db: Reader): Promise<AdminLocationRow[]> {
    return db.select().from(popularLocations).orderBy(asc(popularLocations.sortOrder), asc(popularLocations.id));
  },

  async findLocation(db: Reader, id: number): Promise<AdminLocationRow | undefined> {
    const [row] = await db.select().from(popularLocations).where(eq(popularLocations.id, id)).limit(1);
    return row;
  },

  async nextLocationOrder(db: Reader): Promise<number> {
    const [row] = await db.select({ n: sql<number>`coalesce(max(${popularLocations.sortOrder}), -1)::int + 1` }).from(popularLocations);
    return Number(row?.n ?? 0);
  },

  async insertLocation(tx: Tx, row: Pick<AdminLocationRow, 'name' | 'address' | 'latitude' | 'longitude' | 'isActive' | 'sortOrder'>): Promise<AdminLocationRow> {
    const [created] = await tx.insert(popularLocations).values(row).returning();
    if (!created) throw new Error('location insert returned nothing');
    return created;
  },

  async updateLocation(tx: Tx, id: number, set: Partial<Pick<AdminLocationRow, 'name' | 'address' | 'latitude' | 'longitude' | 'isActive' | 'sortOrder'>>): Promise<AdminLocationRow> {
    const [row] = await tx.update(popularLocations).set(set).where(eq(popularLocations.id, id)).returning();
    if (!row) throw new Error('location update returned nothing');
    return row;
  },

  async deleteLocation(tx: Tx, id: number): Promise<void> {
    await tx.delete(popularLocations).where(eq(popularLocations.id, id));
  },
};
