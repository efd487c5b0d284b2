// The stores @fastify/rate-limit ships (it declares no types for them): used by http/rate-limit-store.ts.
declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { Redis } from 'ioredis';
  import type { PluginStore } from '@fastify/rate-limit/store/types';
  const RedisStore: new (continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key?: string) => PluginStore;
  export default RedisStore;
}
declare module '@fastify/rate-limit/store/LocalStore.js' {
  import type { PluginStore } from '@fastify/rate-limit/store/types';
  const LocalStore: new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => PluginStore;
  export default LocalStore;
}
/** Not a file of the package: the store contract its own stores keep, named for the two above. */
declare module '@fastify/rate-limit/store/types' {
  type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;
  export interface PluginStore {
    incr(key: string, callback: Counted, timeWindow: number, max: number): void;
    read(key: string, callback: Counted, timeWindow: number, max: number): void;
    child(routeOptions: unknown): PluginStore;
  }
}
