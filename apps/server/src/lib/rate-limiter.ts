/**
 * Counts events per key in a fixed window. The memory store serves one instance; with REDIS_URL the
 * Redis store shares counts between instances (ARCHITECTURE "Scale-out is configuration").
 */
export interface RateLimiter {
  /** Adds one hit; returns the count in the current window including this one. */
  hit(key: string): Promise<number>;
  count(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export function createMemoryRateLimiter(windowMs: number, now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { start: number; hits: number }>();
  const current = (key: string) => {
    const w = windows.get(key);
    if (!w || now() - w.start >= windowMs) return undefined;
    return w;
  };
  return {
    async hit(key) {
      const w = current(key) ?? { start: now(), hits: 0 };
      w.hits += 1;
      windows.set(key, w);
      if (windows.size > 50_000) {
        for (const [k, v] of windows) if (now() - v.start >= windowMs) windows.delete(k);
      }
      return w.hits;
    },
    async count(key) {
      return current(key)?.hits ?? 0;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}
