import { Redis } from 'ioredis';

export interface RedisLog {
  warn(object: object, message: string): void;
}

/**
 * A Redis connection for counters shared between instances (REDIS_URL). Commands fail fast while
 * the connection is down (no offline queue), so callers can fall back instead of making a customer
 * wait; ioredis keeps reconnecting in the background.
 */
export async function connectRedis(url: string, log: RedisLog, waitMs = 2_000): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  let lastError = '';
  redis.on('error', (error: Error) => {
    // One line per kind of failure, not one per reconnect attempt.
    if (error.message === lastError) return;
    lastError = error.message;
    log.warn({ err: error }, 'redis unavailable; limited routes are served without counting until it is back');
  });
  redis.on('ready', () => {
    lastError = '';
  });
  const ready = redis.connect().then(
    () => true,
    () => false,
  );
  const waited = await Promise.race([ready, new Promise<boolean>((resolve) => setTimeout(resolve, waitMs, false).unref())]);
  if (!waited) log.warn({}, 'redis did not answer at start-up; going on without it until it does');
  return redis;
}

/** Closes a connection made by connectRedis, also when it never came up. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') {
    await redis.quit().catch(() => redis.disconnect());
  } else {
    redis.disconnect();
  }
}
