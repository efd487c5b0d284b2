import { useCallback } from 'react';
import { storeEn, type StoreTranslationKey } from '@keka/contracts/i18n/store';
import { pluralKey, useLocale, useTranslationStore, type TranslateVars } from '../../lib/i18n';

export type StoreTranslate = (key: StoreTranslationKey, vars?: TranslateVars) => string;

function interpolate(text: string, vars?: TranslateVars): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
}

/** The store area's strings: the chosen language's fetched translations, else the bundled English. */
export function useStoreT(): StoreTranslate {
  const data = useTranslationStore((s) => s.data);
  return useCallback((key, vars) => interpolate(data[key] ?? storeEn[key], vars), [data]);
}

/** A count in the store area's words: `{base}.one` / `{base}.other` by the language's plural rules (lib/i18n pluralKey). */
export function useStoreTn(): (base: 'store.dash.ringing' | 'store.reports.ratingValue' | 'store.payout.gross', count: number, vars?: TranslateVars) => string {
  const t = useStoreT();
  const locale = useLocale();
  return useCallback((base, count, vars) => t(pluralKey(locale, base, count), { count, ...vars }), [t, locale]);
}
