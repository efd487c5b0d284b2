import { PUBLIC_SETTING_DEFAULTS } from '@keka/contracts/setting-keys';
import { en, hi } from '@keka/contracts/i18n';
import { storeEn } from '@keka/contracts/i18n/store';
import { storeHi } from '@keka/contracts/i18n/store-hi';
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { languages, settings, translations } from './schema';

// The store owner's strings (issue 7) ship in their own module, so customers never download them, but
// a language's translations cover them like every other key.
const LANGUAGES: readonly { code: string; languageName: string; isDefault: boolean; strings: Readonly<Record<string, string>> }[] = [
  { code: 'en', languageName: 'English', isDefault: true, strings: { ...en, ...storeEn } },
  { code: 'hi', languageName: 'हिन्दी', isDefault: false, strings: { ...hi, ...storeHi } },
];

/**
 * Reference data every database needs, demo or not: public settings with their defaults, and the
 * shipped languages with every translation key. Runs at each start and only ADDS what is missing, so
 * a new release's keys reach old databases without overwriting values an admin changed.
 */
export async function syncReferenceData(db: Db): Promise<{ settings: number; translations: number }> {
  return db.transaction(async (tx) => {
    const addedSettings = await tx
      .insert(settings)
      .values(Object.entries(PUBLIC_SETTING_DEFAULTS).map(([key, value]) => ({ key, value, isPublic: true })))
      .onConflictDoNothing()
      .returning({ id: settings.id });
    let addedTranslations = 0;
    for (const language of LANGUAGES) {
      await tx
        .insert(languages)
        .values({ code: language.code, languageName: language.languageName, isDefault: language.isDefault })
        .onConflictDoNothing();
      const [row] = await tx.select({ id: languages.id }).from(languages).where(eq(languages.code, language.code));
      if (!row) continue;
      const added = await tx
        .insert(translations)
        .values(Object.entries(language.strings).map(([key, value]) => ({ languageId: row.id, key, value })))
        .onConflictDoNothing()
        .returning({ key: translations.key });
      addedTranslations += added.length;
    }
    return { settings: addedSettings.length, translations: addedTranslations };
  });
}
