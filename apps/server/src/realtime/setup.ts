import { LIVE_HEARTBEAT_MS } from '@keka/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import type { Actor } from '../lib/actor';
import type { Clock } from '../lib/clock';
import type { RedisHealth } from '../lib/redis-health';
import { createMemoryBus, type EventBus } from './event-bus';
import { createLiveEvents, type LiveEvents } from './live-events';
import { createLiveHub, type LiveHub } from './live-hub';
import { createRedisBus } from './redis-bus';

export interface RealtimeOptions {
  readonly db: Db;
  readonly clock: Clock;
  /** Redis pub/sub when set (several instances), else in-process (ARCHITECTURE "Scale-out"). */
  readonly redisUrl: string | null;
  /** The Redis channel of this deployment (tests give each run its own). */
  readonly redisChannel?: string;
  /** Whether Redis answers (with redisUrl); the bus hands messages to this instance's streams while it does not. */
  readonly redisHealth: RedisHealth;
  readonly heartbeatMs?: number;
  readonly authenticate: (token: string) => Promise<Actor | null>;
}

/** Streams per account per instance: a few tabs and devices, not a flood (issue 6). */
const MAX_STREAMS_PER_USER = 5;
/** With a 15 s heartbeat, the session is checked again every minute. */
const REAUTH_EVERY_BEATS = 4;

/**
 * The live-event machinery of one instance (ADR 0011): the bus, the outbox service and the stream hub,
 * closed with the app: streams end on preClose (open streams would keep the server from closing), the
 * bus and the prune timer on onClose.
 */
export async function createRealtime(app: FastifyInstance, options: RealtimeOptions): Promise<{ live: LiveEvents; hub: LiveHub; bus: EventBus }> {
  const onError = (error: unknown, context: string) => app.log.error({ err: error }, `live events: ${context}`);
  const bus = options.redisUrl
    ? await createRedisBus({ url: options.redisUrl, channel: options.redisChannel ?? 'keka:live', onError, health: options.redisHealth })
    : createMemoryBus((error) => onError(error, 'listener'));
  const live = createLiveEvents({ db: options.db, bus, clock: options.clock, onError });
  live.startPruning();
  const hub = createLiveHub({
    bus,
    readAfter: (afterId, limit) => live.replay('all', afterId, limit),
    startAfterId: await live.newestId(),
    authenticate: options.authenticate,
    heartbeatMs: options.heartbeatMs ?? LIVE_HEARTBEAT_MS,
    maxPerUser: MAX_STREAMS_PER_USER,
    reauthEveryBeats: REAUTH_EVERY_BEATS,
    onError,
  });
  app.addHook('preClose', async () => hub.close());
  app.addHook('onClose', async () => {
    live.stopPruning();
    await bus.close();
  });
  return { live, hub, bus };
}
