/**
 * A per-instance read cache for data every customer shares (settings, menus). Entries live `ttlMs`;
 * writers call `invalidate` on their own instance, other instances converge within the TTL.
 * ttlMs 0 disables caching (tests that change rows directly).
 */
export interface TtlCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>;
  invalidate(key?: string): void;
}

export function createTtlCache<V>(ttlMs: number, maxEntries = 500): TtlCache<V> {
  const entries = new Map<string, { expires: number; value: Promise<V> }>();
  return {
    // Not async: a hit hands out the stored promise itself, with no promise and tick of its own
    // (every catalogue read of a request goes through here).
    get(key, load) {
      if (ttlMs <= 0) return load();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      const value = load();
      entries.set(key, { expires: now + ttlMs, value });
      // A failed load must not be served from the cache.
      value.catch(() => entries.delete(key));
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return value;
    },
    invalidate(key) {
      if (key === undefined) entries.clear();
      else entries.delete(key);
    },
  };
}
