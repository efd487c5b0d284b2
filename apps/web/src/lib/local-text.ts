import { useCallback } from 'react';
import { sayLocalText, type LocalText } from '@keka/contracts/i18n/local-text';
import { useLocale, useTranslationStore } from './i18n';

/** Says a text the server wrote as keys (issue 9); `fallback` (its English) when there are none or a key is missing. */
export type SayLocalText = (text: LocalText | undefined, fallback: string) => string;

/**
 * Server-written texts (a live notification) in the chosen language: the fetched translations carry
 * the server's keys, since they live in the same translations table.
 */
export function useLocalText(): SayLocalText {
  const data = useTranslationStore((s) => s.data);
  const locale = useLocale();
  return useCallback((text, fallback) => (text && text.length > 0 ? (sayLocalText(text, [{ locale, texts: data }]) ?? fallback) : fallback), [data, locale]);
}
