import { sayLocalText, type TextSource } from '@keka/contracts/i18n';
import type { LocalText } from '../../db/schema/local-text';
import { BUNDLED_ENGLISH } from '../../lib/local-text';
import type { SettingsService } from './settings.service';

/** Says a stored text in one language: its keys, or (none kept, or a key nobody has) the stored English. */
export type SayText = (text: LocalText | null | undefined, stored: string) => string;

/**
 * The language codes of an Accept-Language header, most wanted first ('hi-IN,hi;q=0.9,en;q=0.8' →
 * hi-in, hi, en); q=0 and '*' say nothing.
 */
export function acceptedLanguageCodes(header: string | readonly string[] | undefined): string[] {
  const value = typeof header === 'string' ? header : (header ?? []).join(',');
  return value
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((e) => e.tag !== '' && e.tag !== '*' && e.q > 0 && /^[a-z0-9-]{1,35}$/.test(e.tag))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((e) => e.tag);
}

/**
 * The one place server-written texts (notifications, pushes, wallet lines, scratch-card titles; issue 9)
 * are said in a person's language: the language's translations from the database (an admin may have
 * edited them), then the default language's, then the English this release ships; a key none of them
 * has gives the English stored with the row. Translations come through the settings service's cache.
 */
export function createTextsService(deps: { settings: Pick<SettingsService, 'languageCodes' | 'translationsByCode'> }) {
  const { settings } = deps;

  async function sourcesFor(code: string | null): Promise<TextSource[]> {
    const { defaultCode } = await settings.languageCodes();
    const codes = [...new Set([code, defaultCode].filter((c): c is string => c !== null))];
    const sources: TextSource[] = [];
    for (const c of codes) {
      const texts = await settings.translationsByCode(c);
      if (texts) sources.push({ locale: c, texts });
    }
    return [...sources, BUNDLED_ENGLISH];
  }

  return {
    /**
     * The language a request wants: the first code of its Accept-Language that is an active language
     * ('hi-IN' finds 'hi'), else the default language.
     */
    async languageOf(acceptLanguage: string | readonly string[] | undefined): Promise<string | null> {
      const { codes, defaultCode } = await settings.languageCodes();
      const byLower = new Map(codes.map((c) => [c.toLowerCase(), c]));
      for (const wanted of acceptedLanguageCodes(acceptLanguage)) {
        const found = byLower.get(wanted) ?? byLower.get(wanted.split('-')[0] ?? '');
        if (found) return found;
      }
      return defaultCode;
    },

    /** A sayer for one language (null: the default language); load once, say many rows. */
    async sayerFor(code: string | null): Promise<SayText> {
      const sources = await sourcesFor(code);
      return (text, stored) => (text && text.length > 0 ? (sayLocalText(text, sources) ?? stored) : stored);
    },
  };
}

export type TextsService = ReturnType<typeof createTextsService>;
