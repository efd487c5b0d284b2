import type { ServerResponse } from 'node:http';
import type { Actor } from '../lib/actor';
import { channel, type ChannelSet } from './channels';
import type { EventBus, LiveMessage } from './event-bus';

/** One open stream. `pending` holds live messages that arrive while the stream replays from the table. */
interface Connection {
  readonly userId: number;
  readonly token: string;
  readonly channels: ChannelSet;
  readonly raw: ServerResponse;
  /** The last id written: ids only increase on a stream, so a message is written once (SECURITY 32). */
  lastId: number;
  pending: LiveMessage[] | null;
  closed: boolean;
}

export type StreamHandle = Connection;

export interface LiveHubOptions {
  readonly bus: EventBus;
  /** The session behind a token, or null when it was revoked or the account disabled. */
  readonly authenticate: (token: string) => Promise<Actor | null>;
  readonly heartbeatMs: number;
  readonly maxPerUser: number;
  /** The session is checked again every n heartbeats: a logout ends its streams (SECURITY 19). */
  readonly reauthEveryBeats: number;
  readonly onError: (error: unknown, context: string) => void;
  /** Kept events after an id, oldest first (the outbox): fills gaps and catches up (issue 35). */
  readonly readAfter?: (afterId: number, limit: number) => Promise<LiveMessage[]>;
  /** The newest event id when the hub starts; null: the first message sets it. */
  readonly startAfterId?: number | null;
  /** How long a message waits for a lower id that has not arrived before the outbox is asked. */
  readonly gapWaitMs?: number;
  /** While the bus is degraded, how often the outbox is read for other instances' events. */
  readonly catchUpEveryMs?: number;
}

/** Processed ids remembered, to tell a late message (never written) from a repeat. */
const REMEMBERED_IDS = 4096;
/** Messages held for a gap before the outbox is asked at once. */
const MAX_HELD = 500;
const GAP_WAIT_MS = 150;
const CATCH_UP_EVERY_MS = 2_000;
/** Read from the outbox per query when filling a gap or catching up. */
const READ_BATCH = 500;
/** A client that stops reading is dropped before its buffer grows past this. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** How often a screen refetches while its stream may miss other instances' events. */
export const DEGRADED_REFETCH_MS = 10_000;

export function resyncNotice(reason: string): LiveMessage {
  return { id: null, type: 'stream.resync', channels: [], data: { reason } };
}

export function formatFrame(message: LiveMessage): string {
  const id = message.id === null ? '' : `id: ${message.id}\n`;
  return `${id}event: ${message.type}\ndata: ${JSON.stringify(message.data)}\n\n`;
}

/**
 * The streams of this instance (ADR 0011): subscribes once to the bus and writes each message to the
 * streams whose channels it names; heartbeats keep proxies from closing idle streams.
 */
export function createLiveHub(options: LiveHubOptions) {
  const streams = new Set<Connection>();
  const byChannel = new Map<string, Set<Connection>>();
  const everything = new Set<Connection>();
  let beats = 0;
  let reauthRunning = false;

  function write(conn: Connection, text: string): void {
    if (conn.closed || conn.raw.destroyed || conn.raw.writableEnded) return;
    if (conn.raw.writableLength > MAX_BUFFERED_BYTES) {
      end(conn);
      return;
    }
    conn.raw.write(text);
  }

  function send(conn: Connection, message: LiveMessage): void {
    if (message.id !== null) {
      if (message.id <= conn.lastId) return;
      conn.lastId = message.id;
    }
    write(conn, formatFrame(message));
  }

  function deliver(conn: Connection, message: LiveMessage): void {
    if (conn.pending) conn.pending.push(message);
    else send(conn, message);
  }

  /** The streams a message is for. */
  function targetsOf(message: LiveMessage): Iterable<Connection> {
    if (message.channels.includes(channel.everyone)) return streams;
    const targets = new Set<Connection>(everything);
    for (const name of message.channels) for (const conn of byChannel.get(name) ?? []) targets.add(conn);
    return targets;
  }

  function route(message: LiveMessage): void {
    for (const conn of targetsOf(message)) deliver(conn, message);
  }

  // ---- Order (issue 35): kept events go out in id order on every stream. Transactions commit (and
  // instances publish) in any order, so a message whose lower ids have not come waits for them; what
  // does not come within gapWaitMs is read from the outbox (or was rolled back) and the hub moves on.
  let highest: number | null = options.startAfterId ?? null;
  const held = new Map<number, LiveMessage>();
  const processed = new Set<number>();
  let gapTimer: NodeJS.Timeout | null = null;
  let filling: Promise<void> | null = null;

  function process(message: LiveMessage & { id: number }): void {
    highest = message.id;
    processed.add(message.id);
    if (processed.size > REMEMBERED_IDS) processed.delete(processed.values().next().value ?? 0);
    route(message);
  }

  function drainHeld(): void {
    if (highest === null) return;
    for (let next = held.get(highest + 1); next; next = held.get(highest + 1)) {
      held.delete(next.id as number);
      process(next as LiveMessage & { id: number });
    }
    if (held.size === 0 && gapTimer) {
      clearTimeout(gapTimer);
      gapTimer = null;
    }
  }

  /** Reads the outbox up to the highest held id, writes everything up to it in order, and moves on. */
  function fillGap(): Promise<void> {
    if (filling) return filling;
    const from = highest ?? 0;
    const upTo = Math.max(...held.keys());
    filling = (async () => {
      const found: LiveMessage[] = [];
      if (options.readAfter) {
        for (let after = from; after < upTo; ) {
          const rows = await options.readAfter(after, READ_BATCH);
          found.push(...rows.filter((r) => r.id !== null && r.id <= upTo));
          const last = rows.at(-1)?.id;
          if (rows.length < READ_BATCH || last === null || last === undefined) break;
          after = last;
        }
      }
      const byId = new Map<number, LiveMessage>();
      for (const message of found) byId.set(message.id as number, message);
      for (const [id, message] of held) if (id <= upTo) byId.set(id, message);
      for (const id of [...byId.keys()].sort((a, b) => a - b)) {
        held.delete(id);
        if (highest === null || id > highest) process(byId.get(id) as LiveMessage & { id: number });
      }
      if (highest === null || highest < upTo) highest = upTo;
    })()
      .catch((error: unknown) => options.onError(error, 'live events: filling a gap from the outbox'))
      .finally(() => {
        filling = null;
        drainHeld();
        if (held.size > 0) waitForGap();
      });
    return filling;
  }

  function waitForGap(): void {
    if (gapTimer) return;
    gapTimer = setTimeout(() => {
      gapTimer = null;
      void fillGap();
    }, options.gapWaitMs ?? GAP_WAIT_MS);
    gapTimer.unref();
  }

  function onMessage(message: LiveMessage): void {
    if (message.id === null) {
      route(message);
      return;
    }
    highest ??= message.id - 1;
    if (message.id <= highest) {
      // Written already, or later than the gap's wait: the streams it is for refetch instead.
      if (!processed.has(message.id)) for (const conn of targetsOf(message)) deliver(conn, resyncNotice('An update arrived late; refetch what is on screen.'));
      return;
    }
    if (message.id === highest + 1 && !filling) {
      process(message as LiveMessage & { id: number });
      drainHeld();
      return;
    }
    held.set(message.id, message);
    if (held.size >= MAX_HELD) void fillGap();
    else waitForGap();
  }

  // ---- Degraded (issue 35): while messages may not cross instances, the streams are told so (their
  // screens refetch on a timer) and the outbox is read every few seconds; all of it again on recovery.
  let catchUpTimer: NodeJS.Timeout | null = null;
  let catchingUp = false;

  async function catchUp(): Promise<void> {
    if (!options.readAfter || catchingUp) return;
    catchingUp = true;
    try {
      for (;;) {
        const rows = await options.readAfter(highest ?? 0, READ_BATCH);
        for (const row of rows) onMessage(row);
        if (rows.length < READ_BATCH) break;
      }
    } catch (error) {
      options.onError(error, 'live events: catching up from the outbox');
    } finally {
      catchingUp = false;
    }
  }

  function degradedNotice(degraded: boolean): LiveMessage {
    return { id: null, type: 'stream.degraded', channels: [], data: { degraded, refetch_ms: degraded ? DEGRADED_REFETCH_MS : null } };
  }

  function onDegradedChange(degraded: boolean): void {
    for (const conn of streams) deliver(conn, degradedNotice(degraded));
    if (catchUpTimer) clearInterval(catchUpTimer);
    catchUpTimer = null;
    if (degraded) {
      catchUpTimer = setInterval(() => void catchUp(), options.catchUpEveryMs ?? CATCH_UP_EVERY_MS);
      catchUpTimer.unref();
    } else {
      void catchUp();
    }
  }

  function detach(conn: Connection): void {
    conn.closed = true;
    streams.delete(conn);
    everything.delete(conn);
    if (conn.channels === 'all') return;
    for (const name of conn.channels) {
      const set = byChannel.get(name);
      set?.delete(conn);
      if (set?.size === 0) byChannel.delete(name);
    }
  }

  function end(conn: Connection): void {
    detach(conn);
    if (!conn.raw.writableEnded) conn.raw.end();
  }

  async function reauthenticate(): Promise<void> {
    if (reauthRunning) return;
    reauthRunning = true;
    try {
      const byToken = new Map<string, Connection[]>();
      for (const conn of streams) byToken.set(conn.token, [...(byToken.get(conn.token) ?? []), conn]);
      for (const [token, conns] of byToken) {
        if ((await options.authenticate(token)) === null) for (const conn of conns) end(conn);
      }
    } catch (error) {
      options.onError(error, 'stream re-authentication');
    } finally {
      reauthRunning = false;
    }
  }

  function beat(): void {
    beats += 1;
    for (const conn of streams) write(conn, ': ping\n\n');
    if (beats % options.reauthEveryBeats === 0) void reauthenticate();
  }

  const unsubscribe = options.bus.subscribe(onMessage);
  const unwatch = options.bus.onDegradedChange(onDegradedChange);
  if (options.bus.degraded) onDegradedChange(true);
  const timer = setInterval(beat, options.heartbeatMs);
  timer.unref();

  function openStreams(userId?: number): number {
    if (userId === undefined) return streams.size;
    let n = 0;
    for (const conn of streams) if (conn.userId === userId) n += 1;
    return n;
  }

  return {
    openStreams,

    /** Registers a stream; live messages are held until `goLive` (after the replay). Null when over the per-user cap. */
    attach(input: { actor: Actor; token: string; channels: ChannelSet; raw: ServerResponse }): StreamHandle | null {
      if (openStreams(input.actor.id) >= options.maxPerUser) return null;
      const conn: Connection = { userId: input.actor.id, token: input.token, channels: input.channels, raw: input.raw, lastId: 0, pending: [], closed: false };
      streams.add(conn);
      if (conn.channels === 'all') everything.add(conn);
      else for (const name of conn.channels) byChannel.set(name, (byChannel.get(name) ?? new Set()).add(conn));
      input.raw.on('close', () => detach(conn));
      return conn;
    },

    /** Writes the replayed messages, then what arrived meanwhile (each id once), then streams live. */
    goLive(conn: StreamHandle, replayed: readonly LiveMessage[], notices: readonly LiveMessage[] = [], resumedFrom: number | null = null): void {
      if (resumedFrom !== null) conn.lastId = resumedFrom;
      if (options.bus.degraded) send(conn, degradedNotice(true));
      for (const message of notices) send(conn, message);
      for (const message of replayed) send(conn, message);
      const held = conn.pending ?? [];
      conn.pending = null;
      for (const message of held) send(conn, message);
    },

    write,
    end,

    /** Ends every stream (app.close(): open streams would keep the server from closing). */
    close(): void {
      clearInterval(timer);
      if (catchUpTimer) clearInterval(catchUpTimer);
      if (gapTimer) clearTimeout(gapTimer);
      unsubscribe();
      unwatch();
      for (const conn of [...streams]) end(conn);
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
