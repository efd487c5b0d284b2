import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '@keka/contracts';
import { createLiveClient, type LiveClient, type Signal } from './live-events';
import { backoffMs } from './live-frames';

/** A fake /api/events: each fetch gets the next scripted answer, a stream the test writes to. */
function fakeServer() {
  const calls: Array<{ url: string; headers: Record<string, string>; signal: AbortSignal; stream: ReturnType<typeof stream> | null }> = [];
  const answers: number[] = [];
  const encoder = new TextEncoder();
  function stream(signal: AbortSignal) {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    let closed = false;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    const fail = () => {
      if (!closed) controller.error(new DOMException('aborted', 'AbortError'));
      closed = true;
    };
    signal.addEventListener('abort', fail);
    return {
      body,
      send: (text: string) => controller.enqueue(encoder.encode(text)),
      end: () => {
        closed = true;
        controller.close();
      },
      fail,
    };
  }
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const status = answers.shift() ?? 200;
    const signal = init.signal as AbortSignal;
    if (status === 0) {
      calls.push({ url, headers: init.headers as Record<string, string>, signal, stream: null });
      throw new TypeError('Failed to fetch');
    }
    const s = status === 200 ? stream(signal) : null;
    calls.push({ url, headers: init.headers as Record<string, string>, signal, stream: s });
    return { ok: status === 200, status, body: s?.body ?? null } as unknown as Response;
  });
  const last = () => {
    const call = calls.at(-1);
    if (!call?.stream) throw new Error('no open stream');
    return call.stream;
  };
  return { fetch, calls, answers, last };
}

/** Timers the test moves by hand. */
function fakeTimers() {
  let now = 0;
  let seq = 0;
  const pending = new Map<number, { at: number; fn: () => void }>();
  return {
    schedule: (fn: () => void, ms: number) => {
      const id = (seq += 1);
      pending.set(id, { at: now + ms, fn });
      return () => void pending.delete(id);
    },
    /** Runs everything due within `ms`, in time order. */
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const next = [...pending.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!next) break;
        pending.delete(next[0]);
        now = next[1].at;
        next[1].fn();
      }
      now = until;
    },
    /** The delays now waiting. */
    waits: () => [...pending.values()].map((t) => t.at - now),
  };
}

function fakeSignal(initial = true): Signal & { set: (v: boolean) => void } {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    current: () => value,
    listen: (fn) => (listeners.add(fn), () => void listeners.delete(fn)),
    set: (v) => {
      value = v;
      for (const fn of listeners) fn();
    },
  };
}

/** Lets stream reads and promise chains run. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};

const statusFrame = (id: number, status = 2) => `id: ${id}\nevent: order.status\ndata: ${JSON.stringify({ unique_order_id: 'OD1', status_id: status })}\n\n`;

let client: LiveClient | null = null;
afterEach(() => client?.close());

function setUp(options: { lingerMs?: number } = {}) {
  const server = fakeServer();
  const timers = fakeTimers();
  const visible = fakeSignal();
  const online = fakeSignal();
  client = createLiveClient({ fetch: server.fetch, schedule: timers.schedule, visible, online, random: () => 0.5, lingerMs: options.lingerMs ?? 1000, silenceMs: 45_000 });
  const events: LiveEvent[] = [];
  const syncs: number[] = [];
  const listener = { onEvent: (e: LiveEvent) => events.push(e), onSync: () => syncs.push(1) };
  return { server, timers, visible, online, client, events, syncs, listener };
}

describe('the live-event client', () => {
  it('sends the token in the Authorization header only, and asks for an event stream', async () => {
    const { server, client, listener } = setUp();
    client.subscribe('secret-token', listener);
    await settle();
    expect(server.calls).toHaveLength(1);
    const [call] = server.calls;
    expect(call?.url).toBe('/api/events');
    expect(call?.url).not.toContain('secret');
    expect(call?.headers).toEqual({ Authorization: 'Bearer secret-token', Accept: 'text/event-stream' });
    expect(client.status()).toBe('live');
  });

  it('applies an event id once, however often it arrives (SECURITY 32), and rider positions every time', async () => {
    const { server, client, listener, events } = setUp();
    client.subscribe('t', listener);
    await settle();
    const gps = `event: rider.location\ndata: ${JSON.stringify({ unique_order_id: 'OD1', latitude: 12.9, longitude: 77.6 })}\n\n`;
    server.last().send(statusFrame(11) + statusFrame(12) + statusFrame(11) + gps + gps + statusFrame(12, 3));
    await settle();
    expect(events.map((e) => [e.id, e.type])).toEqual([
      [11, 'order.status'],
      [12, 'order.status'],
      [null, 'rider.location'],
      [null, 'rider.location'],
    ]);
  });

  it('reconnects after the server’s retry with Last-Event-ID, skips what the replay repeats, and asks screens to refetch', async () => {
    const { server, timers, client, listener, events, syncs } = setUp();
    client.subscribe('t', listener);
    await settle();
    expect(syncs).toHaveLength(1);
    server.last().send(`retry: 2000\n: connected\n\n${statusFrame(12)}${statusFrame(11)}`);
    await settle();
    server.last().end();
    await settle();
    expect(client.status()).toBe('reconnecting');
    // random 0.5 → no jitter: exactly the server's retry.
    expect(timers.waits()).toContain(2000);
    timers.advance(1999);
    expect(server.calls).toHaveLength(1);
    timers.advance(1);
    await settle();
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]?.headers['Last-Event-ID']).toBe('12');
    // The replay repeats 12 and brings 13: only 13 is new.
    server.last().send(statusFrame(12) + statusFrame(13));
    await settle();
    expect(events.map((e) => e.id)).toEqual([12, 11, 13]);
    expect(syncs).toHaveLength(2);
    expect(client.status()).toBe('live');
  });

  it('waits longer after each failed try, at most 30 s, and starts over once a stream delivers', async () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffMs(n, 3000, () => 0.5))).toEqual([3000, 6000, 12_000, 24_000, 30_000, 30_000]);
    expect(backoffMs(1, 3000, () => 0)).toBe(2400);
    expect(backoffMs(1, 3000, () => 1)).toBe(3600);
    const { server, timers, client, listener } = setUp();
    server.answers.push(0, 0, 503, 200);
    client.subscribe('t', listener);
    await settle();
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      waits.push(...timers.waits());
      timers.advance(Math.max(...timers.waits()));
      await settle();
    }
    expect(waits).toEqual([3000, 6000, 12_000]);
    expect(client.status()).toBe('live');
    server.last().send(': ping\n\n');
    await settle();
    server.last().fail();
    await settle();
    expect(timers.waits()).toEqual([3000]);
  });

  it('waits at least 15 s when the server says too many streams (429)', async () => {
    const { server, timers, client, listener } = setUp();
    server.answers.push(429);
    client.subscribe('t', listener);
    await settle();
    expect(timers.waits()).toEqual([15_000]);
  });

  it('calls stream.resync a refetch, not an event', async () => {
    const { server, client, listener, events, syncs } = setUp();
    client.subscribe('t', listener);
    await settle();
    server.last().send(`event: stream.resync\ndata: {"reason":"Too many events were missed"}\n\n`);
    await settle();
    expect(events).toEqual([]);
    expect(syncs).toHaveLength(2);
  });

  it('refetches on a timer while the server says the stream may miss events, and once more when all is back (issue 35)', async () => {
    const { server, timers, client, listener, events, syncs } = setUp();
    client.subscribe('t', listener);
    await settle();
    expect(syncs).toHaveLength(1);
    server.last().send(`event: stream.degraded\ndata: {"degraded":true,"refetch_ms":10000}\n\n`);
    await settle();
    expect(timers.waits()).toContain(10_000);
    timers.advance(10_000);
    timers.advance(10_000);
    expect(syncs).toHaveLength(3);
    server.last().send(`event: stream.degraded\ndata: {"degraded":false,"refetch_ms":null}\n\n`);
    await settle();
    expect(syncs).toHaveLength(4);
    expect(timers.waits()).not.toContain(10_000);
    timers.advance(30_000);
    expect(syncs).toHaveLength(4);
    expect(events).toEqual([]);
  });

  it('stops for good when the session is refused (logged out elsewhere)', async () => {
    const { server, timers, client, listener } = setUp();
    server.answers.push(401);
    client.subscribe('t', listener);
    await settle();
    expect(client.status()).toBe('unauthorized');
    expect(timers.waits()).toEqual([]);
    expect(server.calls).toHaveLength(1);
  });

  it('closes while the tab is hidden and resumes (with Last-Event-ID and a refetch) when it shows', async () => {
    const { server, visible, client, listener, syncs } = setUp();
    client.subscribe('t', listener);
    await settle();
    server.last().send(statusFrame(40));
    await settle();
    visible.set(false);
    await settle();
    expect(server.calls[0]?.signal.aborted).toBe(true);
    expect(client.status()).toBe('paused');
    visible.set(true);
    await settle();
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]?.headers['Last-Event-ID']).toBe('40');
    expect(syncs).toHaveLength(2);
  });

  it('is honest offline: closes, tries nothing until the network is back, then connects at once', async () => {
    const { server, timers, online, client, listener } = setUp();
    client.subscribe('t', listener);
    await settle();
    online.set(false);
    await settle();
    expect(client.status()).toBe('offline');
    expect(server.calls[0]?.signal.aborted).toBe(true);
    timers.advance(120_000);
    await settle();
    expect(server.calls).toHaveLength(1);
    online.set(true);
    await settle();
    expect(server.calls).toHaveLength(2);
    expect(client.status()).toBe('live');
  });

  it('treats a silent stream (no ping for 45 s) as dead and reconnects', async () => {
    const { server, timers, client, listener } = setUp();
    client.subscribe('t', listener);
    await settle();
    timers.advance(30_000);
    server.last().send(': ping\n\n');
    await settle();
    timers.advance(44_999);
    expect(server.calls[0]?.signal.aborted).toBe(false);
    timers.advance(1);
    expect(server.calls[0]?.signal.aborted).toBe(true);
    expect(client.status()).toBe('reconnecting');
  });

  it('shares one connection between screens and closes it a moment after the last one leaves', async () => {
    const { server, timers, client } = setUp({ lingerMs: 1000 });
    const a: LiveEvent[] = [];
    const b: LiveEvent[] = [];
    const leaveA = client.subscribe('t', { onEvent: (e) => a.push(e) });
    const leaveB = client.subscribe('t', { onEvent: (e) => b.push(e) });
    await settle();
    expect(server.calls).toHaveLength(1);
    server.last().send(statusFrame(1));
    await settle();
    expect([a.length, b.length]).toEqual([1, 1]);
    leaveA();
    leaveB();
    timers.advance(500);
    // A screen change: the next screen subscribes before the linger is over and keeps the stream.
    const leaveC = client.subscribe('t', { onEvent: () => undefined });
    timers.advance(5000);
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]?.signal.aborted).toBe(false);
    leaveC();
    timers.advance(1000);
    expect(server.calls[0]?.signal.aborted).toBe(true);
    expect(client.status()).toBe('idle');
  });

  it('tells a screen that joins an open stream to refetch once, as if the stream had opened for it', async () => {
    const { server, timers, client } = setUp();
    const first: number[] = [];
    client.subscribe('t', { onEvent: () => undefined, onSync: () => first.push(1) });
    await settle();
    expect(first).toEqual([1]);
    const joined: number[] = [];
    const leave = client.subscribe('t', { onEvent: () => undefined, onSync: () => joined.push(1) });
    expect(joined).toEqual([]);
    timers.advance(0);
    expect([first.length, joined.length, server.calls.length]).toEqual([1, 1, 1]);
    // One that leaves before its turn is not called.
    const late: number[] = [];
    client.subscribe('t', { onEvent: () => undefined, onSync: () => late.push(1) })();
    timers.advance(0);
    expect(late).toEqual([]);
    leave();
  });

  it('starts afresh for another user: new token, no Last-Event-ID, the old stream closed', async () => {
    const { server, client, listener } = setUp();
    const leave = client.subscribe('first', listener);
    await settle();
    server.last().send(statusFrame(9));
    await settle();
    leave();
    client.subscribe('second', listener);
    await settle();
    expect(server.calls[0]?.signal.aborted).toBe(true);
    expect(server.calls[1]?.headers).toEqual({ Authorization: 'Bearer second', Accept: 'text/event-stream' });
  });

  it('ignores event types it does not know and data that is not JSON', async () => {
    const { server, client, listener, events } = setUp();
    client.subscribe('t', listener);
    await settle();
    server.last().send('id: 1\nevent: order.surprise\ndata: {}\n\nid: 2\nevent: order.status\ndata: {oops\n\ndata: {}\n\n' + statusFrame(3));
    await settle();
    expect(events.map((e) => e.id)).toEqual([3]);
  });
});
