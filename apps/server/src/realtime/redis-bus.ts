import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { LIVE_EVENT_TYPES, type LiveEventType } from '@keka/contracts';
import type { RedisHealth } from '../lib/redis-health';
import { fanOut, type EventBus, type LiveListener, type LiveMessage } from './event-bus';

export interface RedisBusOptions {
  readonly url: string;
  /** Redis pub/sub channel shared by every instance of one deployment. */
  readonly channel: string;
  readonly onError: (error: unknown, context: string) => void;
  /** Tells outages once (not per reconnect) and whether messages cross instances now. */
  readonly health: RedisHealth;
  /** How long start-up waits for the subscription before going on (it is retried in the background). */
  readonly readyTimeoutMs?: number;
}

const TYPES = new Set<string>(LIVE_EVENT_TYPES);

/** A message from Redis, checked: another deployment's or a broken publisher's text is dropped. */
export function parseMessage(text: string): LiveMessage | null {
  try {
    const value = JSON.parse(text) as { id?: unknown; type?: unknown; channels?: unknown; data?: unknown } | null;
    if (!value || typeof value !== 'object') return null;
    const { id, type, channels, data } = value;
    const idOk = id === null || (typeof id === 'number' && Number.isSafeInteger(id));
    const channelsOk = Array.isArray(channels) && channels.every((c) => typeof c === 'string');
    if (!idOk || !channelsOk || typeof type !== 'string' || !TYPES.has(type)) return null;
    return { id, type: type as LiveEventType, channels, data };
  } catch {
    return null;
  }
}

/** An invalidation from another instance: the cache's name, or null for our own or a broken message. */
export function parseInvalidation(text: string, ownInstance: string): string | null {
  try {
    const value = JSON.parse(text) as { cache?: unknown; from?: unknown } | null;
    if (!value || typeof value.cache !== 'string' || value.cache.length > 64 || value.from === ownInstance) return null;
    return value.cache;
  } catch {
    return null;
  }
}

/**
 * Redis pub/sub bus: one publishing and one subscribed connection per instance, one Redis channel for
 * the deployment; each instance filters by its own streams' channels (ADR 0011). ioredis reconnects and
 * re-subscribes by itself. While either connection is down a message is handed to this instance's own
 * listeners directly (its streams stay live); the other instances' streams catch up from the outbox.
 */
export async function createRedisBus(options: RedisBusOptions): Promise<EventBus> {
  const common = { maxRetriesPerRequest: 1, lazyConnect: false, enableAutoPipelining: true } as const;
  const publisher = new Redis(options.url, { ...common, connectionName: 'keka-live-pub' });
  const subscriber = new Redis(options.url, { ...common, connectionName: 'keka-live-sub' });
  options.health.watch('live-publisher', publisher);
  options.health.watch('live-subscriber', subscriber);
  const listeners = new Set<LiveListener>();
  const toOwnListeners = (message: LiveMessage) => fanOut(listeners, message, (error) => options.onError(error, 'live listener'));
  // Cache invalidations travel on a channel of their own, marked with the sender (it drops its own).
  const cacheChannel = `${options.channel}:caches`;
  const instance = randomUUID();
  const invalidationListeners = new Set<(cache: string) => void>();
  subscriber.on('message', (channel: string, text: string) => {
    if (channel === cacheChannel) {
      const cache = parseInvalidation(text, instance);
      if (cache) for (const listener of [...invalidationListeners]) listener(cache);
      return;
    }
    if (channel !== options.channel) return;
    const message = parseMessage(text);
    if (message) toOwnListeners(message);
  });
  // Not answered in time: ioredis subscribes when it connects (the outage is told by health).
  await waitFor(subscriber.subscribe(options.channel, cacheChannel), options.readyTimeoutMs ?? 5_000).catch(() => undefined);
  return {
    kind: 'redis',
    get degraded() {
      return options.health.degraded;
    },
    onDegradedChange: (listener) => options.health.onChange(listener),
    async publish(message) {
      // Our own subscription hears it back only when both connections are up.
      if (publisher.status !== 'ready' || subscriber.status !== 'ready') {
        toOwnListeners(message);
        if (publisher.status === 'ready') await publisher.publish(options.channel, JSON.stringify(message)).catch(() => undefined);
        return;
      }
      try {
        await publisher.publish(options.channel, JSON.stringify(message));
      } catch {
        toOwnListeners(message);
      }
    },
    async publishInvalidation(cache) {
      if (publisher.status !== 'ready') return;
      await publisher.publish(cacheChannel, JSON.stringify({ cache, from: instance })).catch(() => undefined);
    },
    onInvalidation(listener) {
      invalidationListeners.add(listener);
      return () => invalidationListeners.delete(listener);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      invalidationListeners.clear();
      listeners.clear();
      // disconnect(), not quit(): closing must not wait on a Redis that went away.
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}

function waitFor<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer from Redis within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
