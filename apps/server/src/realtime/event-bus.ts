import type { LiveEventType } from '@keka/contracts';

/** One live event as it travels between instances: the outbox row, or a volatile event (id null). */
export interface LiveMessage {
  /** live_events.id; null for events that are not kept (rider.location). */
  readonly id: number | null;
  readonly type: LiveEventType;
  readonly channels: readonly string[];
  readonly data: unknown;
}

export type LiveListener = (message: LiveMessage) => void;

/**
 * Fans live events out to every instance (ARCHITECTURE "Scale-out"): in-process when there is one
 * instance, Redis pub/sub when REDIS_URL is set. Every instance, the publisher included, receives each
 * message once through `subscribe`.
 */
export interface EventBus {
  readonly kind: 'memory' | 'redis';
  /**
   * Whether messages may not cross instances now (Redis unreachable): each instance then gets its own
   * messages only, and streams catch up on the others from the outbox (live-hub.ts).
   */
  readonly degraded: boolean;
  /** Called on each change of `degraded`; returns the function that stops it. */
  onDegradedChange(listener: (degraded: boolean) => void): () => void;
  publish(message: LiveMessage): Promise<void>;
  /**
   * Tells the other instances that a read cache is stale (issue 35); each drops its copy. Nothing to
   * do for one instance; lost while Redis is away (the caches' TTL is the fallback).
   */
  publishInvalidation(cache: string): Promise<void>;
  /** Hears other instances' invalidations (never this instance's own); returns the function that stops it. */
  onInvalidation(listener: (cache: string) => void): () => void;
  /** Returns the function that unsubscribes. */
  subscribe(listener: LiveListener): () => void;
  close(): Promise<void>;
}

export function createMemoryBus(onError: (error: unknown) => void = () => undefined): EventBus {
  const listeners = new Set<LiveListener>();
  return {
    kind: 'memory',
    degraded: false,
    onDegradedChange: () => () => undefined,
    publishInvalidation: async () => undefined,
    onInvalidation: () => () => undefined,
    async publish(message) {
      fanOut(listeners, message, onError);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}

/** Calls every listener; one throwing listener never stops the others. */
export function fanOut(listeners: ReadonlySet<LiveListener>, message: LiveMessage, onError: (error: unknown) => void): void {
  for (const listener of [...listeners]) {
    try {
      listener(message);
    } catch (error) {
      onError(error);
    }
  }
}
