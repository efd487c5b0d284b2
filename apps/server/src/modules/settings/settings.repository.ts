import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { languages, settings, translations } from '../../db/schema';

export type LanguageRow = typeof languages.$inferSelect;

export const settingsRepository = {
  /** Inserts a server-only setting unless the key exists (several instances may race), then reads it. */
  async insertIfAbsent(db: Db, key: string, value: string): Promise<string> {
    await db.insert(settings).values({ key, value, isPublic: false }).onConflictDoNothing({ target: settings.key });
    const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
    return row?.value ?? value;
  },

  /** Writes a server-only setting (an admin's change); the key stays server-only when it exists. */
  async upsertServer(db: Db, key: string, value: string, at: Date): Promise<void> {
    await db.insert(settings).values({ key, value, isPublic: false, updatedAt: at }).onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: at } });
  },

  async listSettings(db: Db): Promise<{ key: string; value: string; isPublic: boolean }[]> {
    return db.select({ key: settings.key, value: settings.value, isPublic: settings.isPublic }).from(settings).orderBy(asc(settings.key));
  },

  async listLanguages(db: Db): Promise<LanguageRow[]> {
    return db.select().from(languages).where(eq(languages.isActive, true)).orderBy(asc(languages.id));
  },

  async findLanguage(db: Db, id: number): Promise<LanguageRow | undefined> {
    const [row] = await db
      .select()
      .from(languages)
      .where(and(eq(languages.id, id), eq(languages.isActive, true)))
      .limit(1);
    return row;
  },

  async listTranslations(db: Db, languageId: number): Promise<{ key: string; value: string }[]> {
    return db
      .select({ key: translations.key, value: translations.value })
      .from(translations)
      .where(eq(translations.languageId, languageId))
      .orderBy(asc(translations.key));
  },
};
