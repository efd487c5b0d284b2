import type { EventBus } from './event-bus';

/**
 * Read caches dropped on every instance at once (issue 35): each cache's `invalidate()` also tells
 * the other instances over the bus, and their copies go within a moment instead of at the TTL's end
 * (the TTL stays as the fallback while Redis is away). Every caller keeps calling `invalidate()` on
 * the same object; only what it does grows.
 */
export function shareCacheInvalidation(bus: EventBus, caches: Readonly<Record<string, { invalidate(): void }>>): void {
  for (const [name, cache] of Object.entries(caches)) {
    const dropHere = cache.invalidate.bind(cache);
    cache.invalidate = () => {
      dropHere();
      void bus.publishInvalidation(name);
    };
    bus.onInvalidation((stale) => {
      if (stale === name) dropHere();
    });
  }
}
