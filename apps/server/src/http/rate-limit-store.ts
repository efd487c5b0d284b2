import type { Redis } from 'ioredis';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';

import type { PluginStore } from '@fastify/rate-limit/store/types';

type Counted = Parameters<PluginStore['incr']>[1];

/** The parts of the plugin's (route) options a store is made from. */
interface PluginParams {
  readonly continueExceeding?: boolean;
  readonly exponentialBackoff?: boolean;
}

/**
 * Counts in Redis while it answers, in this process while it does not (issue 35): a limit is never
 * off, it holds per instance during an outage. The local counts start afresh, so an attacker gains at
 * most one window's allowance per instance, never an unlimited run.
 */
export function resilientStore(redis: Redis, nameSpace: string): new (params: PluginParams) => PluginStore {
  return class ResilientStore implements PluginStore {
    private readonly shared: PluginStore;
    private readonly local: PluginStore;

    constructor(params: PluginParams, stores?: { shared: PluginStore; local: PluginStore }) {
      this.shared = stores?.shared ?? new RedisStore(params.continueExceeding ?? false, params.exponentialBackoff ?? false, redis, nameSpace);
      this.local = stores?.local ?? new LocalStore(params.continueExceeding ?? false, params.exponentialBackoff ?? false);
    }

    incr(key: string, callback: Counted, timeWindow: number, max: number): void {
      this.use('incr', key, callback, timeWindow, max);
    }

    read(key: string, callback: Counted, timeWindow: number, max: number): void {
      this.use('read', key, callback, timeWindow, max);
    }

    child(routeOptions: PluginParams): PluginStore {
      return new ResilientStore(routeOptions, { shared: this.shared.child(routeOptions), local: this.local.child(routeOptions) });
    }

    private use(method: 'incr' | 'read', key: string, callback: Counted, timeWindow: number, max: number): void {
      if (redis.status !== 'ready') {
        this.local[method](key, callback, timeWindow, max);
        return;
      }
      this.shared[method](key, (error, result) => (error || !result ? this.local[method](key, callback, timeWindow, max) : callback(null, result)), timeWindow, max);
    }
  };
}
