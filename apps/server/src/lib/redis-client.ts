import { Redis } from 'ioredis';
import type { RedisHealth } from './redis-health';

/**
 * A Redis connection for counters shared between instances (REDIS_URL). Commands fail fast while
 * the connection is down (no offline queue), so callers can fall back instead of making a customer
 * wait; ioredis keeps reconnecting in the background.
 */
export async function connectRedis(url: string, health: RedisHealth, waitMs = 2_000): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 1, enableOfflineQueue: false, connectionName: 'keka-counters' });
  // Outages are told once by `health`, not per reconnect attempt.
  health.watch('counters', redis);
  const ready = redis.connect().then(
    () => true,
    () => false,
  );
  // Start-up waits a moment for it, then goes on without it (health has said so) until it answers.
  await Promise.race([ready, new Promise<boolean>((resolve) => setTimeout(resolve, waitMs, false).unref())]);
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
