import type { Language, Setting, SingleLanguage, VersionFile } from '@keka/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { createTtlCache } from '../../lib/ttl-cache';
import { settingsRepository as repo, type LanguageRow } from './settings.repository';

export interface SettingsSnapshot {
  /** Every setting, public and server-only. */
  readonly all: ReadonlyMap<string, string>;
  /** The same array for the whole cache period: its JSON is memoised by the serializer. */
  readonly public: Setting[];
}

const presentLanguage = (row: LanguageRow): Language => ({
  id: row.id,
  code: row.code,
  language_name: row.languageName,
  is_default: row.isDefault ? 1 : 0,
  is_rtl: row.isRtl ? 1 : 0,
});

export function createSettingsService(deps: { db: Db; cacheTtlMs: number }) {
  const { db } = deps;
  const snapshotCache = createTtlCache<SettingsSnapshot>(deps.cacheTtlMs);
  const languageCache = createTtlCache<SingleLanguage>(deps.cacheTtlMs);
  const activeCache = createTtlCache<LanguageRow[]>(deps.cacheTtlMs);
  const activeLanguages = () => activeCache.get('active', () => repo.listLanguages(db));

  function snapshot(): Promise<SettingsSnapshot> {
    return snapshotCache.get('settings', async () => {
      const rows = await repo.listSettings(db);
      return {
        all: new Map(rows.map((r) => [r.key, r.value])),
        public: rows.filter((r) => r.isPublic).map((r) => ({ key: r.key, value: r.value })),
      };
    });
  }

  async function language(id: number): Promise<SingleLanguage> {
    return languageCache.get(String(id), async () => {
      const row = await repo.findLanguage(db, id);
      if (!row) notFound('No such language');
      const rows = await repo.listTranslations(db, row.id);
      return { ...presentLanguage(row), data: Object.fromEntries(rows.map((r) => [r.key, r.value])) };
    });
  }

  return {
    snapshot,

    /** A setting's value, or `fallback` when it is missing. */
    async get(key: string, fallback = ''): Promise<string> {
      return (await snapshot()).all.get(key) ?? fallback;
    },

    async publicSettings(): Promise<Setting[]> {
      return (await snapshot()).public;
    },

    async languages(): Promise<Language[]> {
      return (await repo.listLanguages(db)).map(presentLanguage);
    },

    language,

    /** The codes of the active languages, and the default's (the first active one when none is marked). */
    async languageCodes(): Promise<{ readonly codes: readonly string[]; readonly defaultCode: string | null }> {
      const rows = await activeLanguages();
      return { codes: rows.map((r) => r.code), defaultCode: (rows.find((r) => r.isDefault) ?? rows[0])?.code ?? null };
    },

    /** An active language's translations by its code (cached like `language`); null when there is no such language. */
    async translationsByCode(code: string): Promise<Readonly<Record<string, string>> | null> {
      const row = (await activeLanguages()).find((r) => r.code === code);
      return row ? (await language(row.id)).data : null;
    },

    async versionFile(): Promise<VersionFile> {
      const s = await snapshot();
      return {
        forceNewSettingsVersion: s.all.get('forceNewSettingsVersion') ?? '1',
        forceCacheClearVersion: s.all.get('forceCacheClearVersion') ?? '1',
      };
    },

    /**
     * A server-only secret kept in the settings table (e.g. the Web Push VAPID key pair): made once by
     * the first instance that needs it, the same for every instance after that.
     */
    async secret(key: string, create: () => string): Promise<string> {
      const known = (await snapshot()).all.get(key);
      if (known) return known;
      const value = await repo.insertIfAbsent(db, key, create());
      snapshotCache.invalidate();
      return value;
    },

    /**
     * Writes server-only settings (e.g. the delivery keys) with `db`, an admin write's transaction; the
     * caller calls `invalidate()` once it commits so every read after sees them.
     */
    async setServerSettings(db: Db, values: Readonly<Record<string, string>>, at: Date): Promise<void> {
      for (const [key, value] of Object.entries(values)) await repo.upsertServer(db, key, value, at);
      snapshotCache.invalidate();
    },

    invalidate(): void {
      snapshotCache.invalidate();
      languageCache.invalidate();
      activeCache.invalidate();
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
