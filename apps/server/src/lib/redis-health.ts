import type { Redis } from 'ioredis';

export interface RedisHealthLog {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

/**
 * Whether this instance has Redis (issue 35): Redis only speeds things up and joins instances, so
 * while any of its connections is down the instance is "degraded", not broken. Rate limits count in
 * this process and live events reach this instance's streams meanwhile. One warning when Redis goes
 * and one line when it is back, however often ioredis retries in between.
 */
export interface RedisHealth {
  /** Follows a connection: down from its first error or close until it is ready again. */
  watch(name: string, redis: Redis): void;
  /** Whether some watched connection is down (false with no Redis configured at all). */
  readonly degraded: boolean;
  /** Called on each change of `degraded`; returns the function that stops it. */
  onChange(listener: (degraded: boolean) => void): () => void;
  /** Closing: what follows is a shutdown, not an outage. */
  stop(): void;
}

export function createRedisHealth(log: RedisHealthLog): RedisHealth {
  const down = new Set<string>();
  const listeners = new Set<(degraded: boolean) => void>();
  let stopped = false;
  let lastError = '';

  const changed = (degraded: boolean) => {
    if (degraded) log.warn({ reason: lastError || 'not connected' }, 'redis unavailable: rate limits are counted per instance and live events reach only this instance until it is back');
    else log.info({}, 'redis is back: shared rate limits and live events across instances resumed');
    for (const listener of [...listeners]) listener(degraded);
  };
  const markDown = (name: string) => {
    if (stopped || down.has(name)) return;
    const was = down.size > 0;
    down.add(name);
    if (!was) changed(true);
  };
  const markUp = (name: string) => {
    if (stopped || !down.delete(name)) return;
    if (down.size === 0) {
      lastError = '';
      changed(false);
    }
  };

  return {
    watch(name, redis) {
      // An 'error' listener must exist (an unheard one throws); the outage is told once, above.
      redis.on('error', (error: Error) => {
        lastError = error.message;
        markDown(name);
      });
      redis.on('close', () => markDown(name));
      redis.on('ready', () => markUp(name));
    },
    get degraded() {
      return down.size > 0;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      stopped = true;
      listeners.clear();
    },
  };
}
