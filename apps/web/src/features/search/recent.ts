import { createPersistedStore } from '../../lib/persisted-store';
import { STORAGE_KEYS } from '../../lib/storage';

/** How many recent searches /explore keeps. */
export const RECENT_MAX = 8;
const MAX_LENGTH = 60;

const isRecentList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/**
 * The query in front, without an earlier copy that differs only in case or spacing; at most
 * RECENT_MAX entries. Blank or over-long queries change nothing.
 */
export function addRecentSearch(list: readonly string[], query: string, max = RECENT_MAX): string[] {
  const clean = query.trim().replace(/\s+/g, ' ');
  if (clean === '' || clean.length > MAX_LENGTH) return [...list];
  const key = clean.toLowerCase();
  return [clean, ...list.filter((q) => q.trim().replace(/\s+/g, ' ').toLowerCase() !== key)].slice(0, max);
}

export const useRecentSearchStore = createPersistedStore<{ queries: string[] }, string[]>({
  key: STORAGE_KEYS.recentSearches,
  initial: { queries: [] },
  isValid: isRecentList,
  toStored: (s) => (s.queries.length === 0 ? null : s.queries),
  // Storage may hold anything: keep the valid part, capped.
  fromStored: (queries) => ({ queries: queries.filter((q) => q.trim() !== '' && q.length <= MAX_LENGTH).slice(0, RECENT_MAX) }),
});

export function rememberSearch(query: string): void {
  const { queries } = useRecentSearchStore.getState();
  const next = addRecentSearch(queries, query);
  if (next.join('\n') !== queries.join('\n')) useRecentSearchStore.setState({ queries: next });
}

export function clearRecentSearches(): void {
  useRecentSearchStore.setState({ queries: [] });
}

export function useRecentSearches(): readonly string[] {
  return useRecentSearchStore((s) => s.queries);
}
