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
  /** Ids already written, newest last: a message is written once even if it comes twice (SECURITY 32). */
  readonly sent: Set<number>;
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
}

/** Ids remembered per stream for de-duplication; replays are capped well below this. */
const REMEMBERED_IDS = 1024;
/** A client that stops reading is dropped before its buffer grows past this. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

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
      if (conn.sent.has(message.id)) return;
      conn.sent.add(message.id);
      if (conn.sent.size > REMEMBERED_IDS) conn.sent.delete(conn.sent.values().next().value ?? 0);
    }
    write(conn, formatFrame(message));
  }

  function deliver(conn: Connection, message: LiveMessage): void {
    if (conn.pending) conn.pending.push(message);
    else send(conn, message);
  }

  function onMessage(message: LiveMessage): void {
    if (message.channels.includes(channel.everyone)) {
      for (const conn of streams) deliver(conn, message);
      return;
    }
    const targets = new Set<Connection>(everything);
    for (const name of message.channels) for (const conn of byChannel.get(name) ?? []) targets.add(conn);
    for (const conn of targets) deliver(conn, message);
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
      const conn: Connection = { userId: input.actor.id, token: input.token, channels: input.channels, raw: input.raw, sent: new Set(), pending: [], closed: false };
      streams.add(conn);
      if (conn.channels === 'all') everything.add(conn);
      else for (const name of conn.channels) byChannel.set(name, (byChannel.get(name) ?? new Set()).add(conn));
      input.raw.on('close', () => detach(conn));
      return conn;
    },

    /** Writes the replayed messages, then what arrived meanwhile (each id once), then streams live. */
    goLive(conn: StreamHandle, replayed: readonly LiveMessage[], notices: readonly LiveMessage[] = []): void {
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
      unsubscribe();
      for (const conn of [...streams]) end(conn);
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
