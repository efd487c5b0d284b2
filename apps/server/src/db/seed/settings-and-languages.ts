import { PUBLIC_SETTING_DEFAULTS } from '@keka/contracts';
import type { Tx } from '../client';
import { SERVER_SETTINGS, SHIPPED_LANGUAGES } from '../reference-data';
import { languages, settings, translations } from '../schema';

export async function insertSettings(tx: Tx): Promise<number> {
  const rows = [
    ...Object.entries(PUBLIC_SETTING_DEFAULTS).map(([key, value]) => ({ key, value, isPublic: true })),
    ...Object.entries(SERVER_SETTINGS).map(([key, value]) => ({ key, value, isPublic: false })),
  ];
  await tx.insert(settings).values(rows);
  return rows.length;
}

/** English (default) and Hindi, with every key the contracts package defines. */
export async function insertLanguages(tx: Tx): Promise<number> {
  let translationCount = 0;
  for (const language of SHIPPED_LANGUAGES) {
    const [row] = await tx
      .insert(languages)
      .values({ code: language.code, languageName: language.languageName, isDefault: language.isDefault })
      .returning({ id: languages.id });
    if (!row) throw new Error(`language ${language.code} was not inserted`);
    const entries = Object.entries(language.strings);
    if (entries.length > 0) await tx.insert(translations).values(entries.map(([key, value]) => ({ languageId: row.id, key, value })));
    translationCount += entries.length;
  }
  return translationCount;
}
