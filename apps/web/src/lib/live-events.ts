import type { LiveEvent } from '@keka/contracts';
import { backoffMs, DEFAULT_RETRY_MS, SeenIds, toLiveEvent } from './live-frames';
import { SseParser } from './sse-parser';

/**
 * The tab's one live-event connection (ADR 0011): `GET /api/events` read with fetch() so the session
 * token travels in the Authorization header (never in a URL), shared by every screen that listens.
 * It resumes with Last-Event-ID, applies an event id at most once (SECURITY 32), waits before
 * reconnecting (the server's `retry:`, then doubling up to 30 s), tells its listeners to refetch when
 * it (re)opens or the server asks for a resync, rests while the tab is hidden or the phone is offline,
 * and closes when the last listener leaves (unmount, logout).
 */
export type LiveStatus =
  /** Nobody listens. */
  | 'idle'
  /** Opening the first stream. */
  | 'connecting'
  | 'live'
  /** The stream dropped; waiting or trying again. */
  | 'reconnecting'
  /** The tab is hidden: closed until it shows again. */
  | 'paused'
  /** The browser is offline: closed until it is back. */
  | 'offline'
  /** The session was refused (logged out elsewhere): nothing more is tried for this token. */
  | 'unauthorized';

export interface LiveListener {
  readonly onEvent: (event: LiveEvent) => void;
  /** Something may have been missed (the stream (re)opened, or stream.resync): refetch what is on screen. */
  readonly onSync?: () => void;
}

/** A yes/no the browser tells about (tab visible, network online) and how to hear it change. */
export interface Signal {
  readonly current: () => boolean;
  readonly listen: (onChange: () => void) => () => void;
}

export interface LiveClientOptions {
  readonly fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** Runs `fn` after `ms`; returns a cancel. */
  readonly schedule: (fn: () => void, ms: number) => () => void;
  readonly visible: Signal;
  readonly online: Signal;
  readonly url?: string;
  readonly random?: () => number;
  /** How long the stream stays open after the last listener left (a screen change re-subscribes at once). */
  readonly lingerMs?: number;
  /** No byte (the server pings every 15 s) for this long: the stream is dead, reconnect. */
  readonly silenceMs?: number;
}

export interface LiveClient {
  subscribe(token: string, listener: LiveListener): () => void;
  status(): LiveStatus;
  onStatus(listener: () => void): () => void;
  /** Ends everything (tests, and a session that is over). */
  close(): void;
}

interface Connection {
  readonly controller: AbortController;
  opened: boolean;
}

export function createLiveClient(options: LiveClientOptions): LiveClient {
  const { schedule, visible, online } = options;
  const url = options.url ?? '/api/events';
  const random = options.random ?? Math.random;
  const lingerMs = options.lingerMs ?? 1500;
  const silenceMs = options.silenceMs ?? 45_000;
  const listeners = new Set<LiveListener>();
  const statusListeners = new Set<() => void>();
  const seen = new SeenIds();
  let token: string | null = null;
  let lastId: number | null = null;
  let retryMs = DEFAULT_RETRY_MS;
  let attempt = 0;
  let everOpened = false;
  let state: LiveStatus = 'idle';
  let conn: Connection | null = null;
  /** The wait before the next attempt. */
  let cancelTimer: (() => void) | null = null;
  /** The wait after the last listener left. */
  let cancelLinger: (() => void) | null = null;
  let cancelSilence: (() => void) | null = null;
  /** While the server says its stream may miss events (stream.degraded), screens also refetch on this timer. */
  let cancelDegraded: (() => void) | null = null;

  const setStatus = (next: LiveStatus) => {
    if (next === state) return;
    state = next;
    for (const fn of [...statusListeners]) fn();
  };
  const each = (fn: (l: LiveListener) => void) => {
    for (const l of [...listeners]) {
      try {
        fn(l);
      } catch (error) {
        console.error('live event listener failed', error);
      }
    }
  };
  const clearTimer = () => {
    cancelTimer?.();
    cancelTimer = null;
  };
  const stopDegradedRefetch = () => {
    cancelDegraded?.();
    cancelDegraded = null;
  };
  const degradedRefetch = (everyMs: number) => {
    stopDegradedRefetch();
    const tick = () => {
      cancelDegraded = schedule(tick, everyMs);
      each((l) => l.onSync?.());
    };
    cancelDegraded = schedule(tick, everyMs);
  };
  const hangUp = () => {
    stopDegradedRefetch();
    cancelSilence?.();
    cancelSilence = null;
    conn?.controller.abort();
    conn = null;
  };

  /** Opens a stream when someone listens, the tab shows and the network is there; otherwise says why not. */
  function ensure(): void {
    if (listeners.size === 0 || token === null) return setStatus('idle');
    if (state === 'unauthorized') return;
    if (!online.current()) return setStatus('offline');
    if (!visible.current()) return setStatus('paused');
    if (conn || cancelTimer) return;
    void open(token);
  }

  function retryLater(minimumMs = 0): void {
    hangUp();
    if (listeners.size === 0) return setStatus('idle');
    if (!online.current() || !visible.current()) return ensure();
    attempt += 1;
    setStatus('reconnecting');
    clearTimer();
    cancelTimer = schedule(() => {
      cancelTimer = null;
      ensure();
    }, Math.max(minimumMs, backoffMs(attempt, retryMs, random)));
  }

  function watchSilence(): void {
    cancelSilence?.();
    cancelSilence = schedule(() => retryLater(), silenceMs);
  }

  function deliver(parser: SseParser, text: string): void {
    for (const frame of parser.feed(text)) {
      const event = toLiveEvent(frame);
      if (!event) continue;
      if (event.id !== null) {
        // SECURITY 32: an id replayed after a reconnect, or sent twice, is applied once.
        if (!seen.add(event.id)) continue;
        lastId = lastId === null ? event.id : Math.max(lastId, event.id);
      }
      if (event.type === 'stream.resync') each((l) => l.onSync?.());
      else if (event.type === 'stream.degraded') {
        if (event.data.degraded) degradedRefetch(Math.max(2_000, event.data.refetch_ms ?? 10_000));
        else {
          stopDegradedRefetch();
          each((l) => l.onSync?.());
        }
      } else each((l) => l.onEvent(event));
    }
    if (parser.retry !== null) retryMs = parser.retry;
  }

  async function open(forToken: string): Promise<void> {
    const current: Connection = { controller: new AbortController(), opened: false };
    conn = current;
    setStatus(everOpened ? 'reconnecting' : 'connecting');
    const headers: Record<string, string> = { Authorization: `Bearer ${forToken}`, Accept: 'text/event-stream' };
    if (lastId !== null) headers['Last-Event-ID'] = String(lastId);
    try {
      const response = await options.fetch(url, { headers, signal: current.controller.signal, cache: 'no-store' });
      if (conn !== current) return;
      if (response.status === 401 || response.status === 403) {
        hangUp();
        return setStatus('unauthorized');
      }
      if (!response.ok || !response.body) return retryLater(response.status === 429 ? 15_000 : 0);
      current.opened = true;
      everOpened = true;
      setStatus('live');
      watchSilence();
      // Whatever happened while the stream was not there: every screen refetches once.
      each((l) => l.onSync?.());
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      const parser = new SseParser();
      for (;;) {
        const { value, done } = await reader.read();
        if (conn !== current) return;
        if (done) break;
        attempt = 0;
        watchSilence();
        deliver(parser, decoder.decode(value, { stream: true }));
      }
      retryLater();
    } catch {
      // Aborted by us (hidden, offline, closed) or the network failed: only the latter retries.
      if (conn === current) retryLater();
    }
  }

  /** Hidden tab or no network: close now, open again when it changes back. */
  function rest(why: 'paused' | 'offline'): void {
    hangUp();
    clearTimer();
    if (state !== 'unauthorized') setStatus(listeners.size > 0 ? why : 'idle');
  }
  const offVisible = visible.listen(() => (visible.current() ? ensure() : rest('paused')));
  const offOnline = online.listen(() => {
    if (!online.current()) return rest('offline');
    attempt = 0;
    ensure();
  });

  function reset(nextToken: string | null): void {
    hangUp();
    clearTimer();
    cancelLinger?.();
    cancelLinger = null;
    token = nextToken;
    lastId = null;
    seen.clear();
    attempt = 0;
    everOpened = false;
    state = 'idle';
  }

  return {
    subscribe(forToken, listener) {
      // Another user (a new login): nothing of the last session's stream is kept.
      if (forToken !== token) reset(forToken);
      listeners.add(listener);
      cancelLinger?.();
      cancelLinger = null;
      // Joining a stream another screen already has open: what happened between this screen's read and
      // now went by before it listened, so it refetches once, as it would on its own stream's opening.
      if (conn?.opened && listener.onSync) {
        const sync = listener.onSync;
        schedule(() => {
          if (listeners.has(listener)) sync();
        }, 0);
      }
      ensure();
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0) return;
        cancelLinger = schedule(() => {
          cancelLinger = null;
          if (listeners.size > 0) return;
          hangUp();
          clearTimer();
          if (state !== 'unauthorized') setStatus('idle');
        }, lingerMs);
      };
    },
    status: () => state,
    onStatus(fn) {
      statusListeners.add(fn);
      return () => statusListeners.delete(fn);
    },
    close() {
      listeners.clear();
      reset(null);
      offVisible();
      offOnline();
      setStatus('idle');
    },
  };
}
