import type { LiveEventType } from '@keka/contracts';
import type { Db, Tx } from '../db/client';
import type { Clock } from '../lib/clock';
import type { ChannelSet } from './channels';
import type { EventBus, LiveMessage } from './event-bus';
import { liveEventsRepository as repo } from './live-events.repository';

export interface LiveEventInput {
  readonly type: LiveEventType;
  readonly channels: readonly string[];
  readonly orderId: number | null;
  readonly data: unknown;
}

/** How long events stay for resuming streams; a client away longer refetches (ADR 0011). */
export const LIVE_EVENT_RETENTION_MS = 24 * 60 * 60_000;
const PRUNE_EVERY_MS = 60 * 60_000;

/**
 * The outbox (ADR 0011): a change records its event in its own transaction, then publishes it on the
 * bus after commit. Streams that missed it (reconnect, another instance down) replay it from the table.
 */
export function createLiveEvents(deps: { db: Db; bus: EventBus; clock: Clock; onError: (error: unknown, context: string) => void }) {
  const { db, bus, clock } = deps;
  let pruneTimer: NodeJS.Timeout | null = null;

  async function prune(): Promise<number> {
    return repo.deleteOlderThan(db, new Date(clock.now().getTime() - LIVE_EVENT_RETENTION_MS));
  }

  /** After commit. A failed publish is logged, not thrown: the change happened, the outbox has the event. */
  async function publish(messages: readonly LiveMessage[]): Promise<void> {
    for (const message of messages) {
      try {
        await bus.publish(message);
      } catch (error) {
        deps.onError(error, `publish ${message.type} ${message.id ?? ''}`);
      }
    }
  }

  return {
    /** Writes the event inside `tx`; publish the returned message once the transaction committed. */
    async record(tx: Tx, input: LiveEventInput): Promise<LiveMessage> {
      const row = await repo.insert(tx, { channels: [...input.channels], type: input.type, orderId: input.orderId, payload: input.data, createdAt: clock.now() });
      return { id: row.id, type: input.type, channels: row.channels, data: input.data };
    },

    /**
     * The same write, to be sent with the caller's last statement of the transaction (one round trip
     * instead of two; ADR 0021): `along` goes into that statement's WITH, whose RETURNING must give
     * `(select id from new_live_event)`; `message(id)` is then the message to publish after commit.
     */
    recordAlong(input: LiveEventInput) {
      const along = repo.insertAlong({ channels: [...input.channels], type: input.type, orderId: input.orderId, payload: input.data, createdAt: clock.now() });
      const message = (id: number): LiveMessage => ({ id, type: input.type, channels: [...input.channels], data: input.data });
      return { along, message };
    },

    publish,

    /** An event that is not kept (rider GPS): straight to the bus, no id (ADR 0011). */
    async publishVolatile(input: Omit<LiveEventInput, 'orderId'>): Promise<void> {
      await publish([{ id: null, type: input.type, channels: input.channels, data: input.data }]);
    },

    /** Kept events after `afterId` on the channels, oldest first. */
    async replay(channels: ChannelSet, afterId: number, limit: number): Promise<LiveMessage[]> {
      const rows = await repo.listAfter(db, channels === 'all' ? null : channels, afterId, limit);
      return rows.map((r) => ({ id: r.id, type: r.type as LiveEventType, channels: r.channels, data: r.payload }));
    },

    prune,

    /** The newest kept event's id (0 when there is none). */
    newestId: (): Promise<number> => repo.newestId(db),

    /** Deletes events older than a day, hourly; the timer never keeps the process alive. */
    startPruning(everyMs = PRUNE_EVERY_MS): void {
      if (pruneTimer) return;
      pruneTimer = setInterval(() => {
        prune().catch((error: unknown) => deps.onError(error, 'prune live_events'));
      }, everyMs);
      pruneTimer.unref();
    },

    stopPruning(): void {
      if (pruneTimer) clearInterval(pruneTimer);
      pruneTimer = null;
    },
  };
}

export type LiveEvents = ReturnType<typeof createLiveEvents>;
