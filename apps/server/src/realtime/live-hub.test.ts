import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { Actor } from '../lib/actor';
import { createMemoryBus, type LiveMessage } from './event-bus';
import { createLiveHub, type LiveHub } from './live-hub';

/** A response that keeps what is written to it. */
function fakeResponse() {
  const emitter = new EventEmitter();
  const frames: string[] = [];
  const raw = Object.assign(emitter, {
    destroyed: false,
    writableEnded: false,
    writableLength: 0,
    write: (text: string) => frames.push(text) > 0,
    end: () => undefined,
  });
  return { raw: raw as unknown as ServerResponse, ids: () => frames.flatMap((f) => (/^id: (\d+)/.exec(f) ? [Number(/^id: (\d+)/.exec(f)?.[1])] : [])), frames };
}

const actor = { id: 7, role: 'customer' } as Actor;
const event = (id: number): LiveMessage => ({ id, type: 'order.status', channels: ['user:7'], data: { n: id } });
let hub: LiveHub | null = null;
afterEach(() => hub?.close());

describe('live hub order (issue 35)', () => {
  it('writes kept events in id order on a stream, whatever order they are published in, each once', async () => {
    const bus = createMemoryBus();
    hub = createLiveHub({ bus, authenticate: async () => actor, heartbeatMs: 60_000, maxPerUser: 5, reauthEveryBeats: 4, onError: () => undefined, startAfterId: 10, gapWaitMs: 30 });
    const res = fakeResponse();
    const conn = hub.attach({ actor, token: 't', channels: ['user:7'], raw: res.raw });
    if (!conn) throw new Error('no stream');
    hub.goLive(conn, []);
    for (const id of [12, 11, 14, 13, 13, 15]) await bus.publish(event(id));
    expect(res.ids()).toEqual([11, 12, 13, 14, 15]);
  });

  it('reads a missing id from the outbox after a short wait, skips a rolled-back one, and asks for a refetch on a late one', async () => {
    const bus = createMemoryBus();
    const outbox = [event(21), event(23)];
    hub = createLiveHub({
      bus,
      authenticate: async () => actor,
      heartbeatMs: 60_000,
      maxPerUser: 5,
      reauthEveryBeats: 4,
      onError: () => undefined,
      startAfterId: 20,
      gapWaitMs: 30,
      readAfter: async (after) => outbox.filter((m) => (m.id ?? 0) > after),
    });
    const res = fakeResponse();
    const conn = hub.attach({ actor, token: 't', channels: ['user:7'], raw: res.raw });
    if (!conn) throw new Error('no stream');
    hub.goLive(conn, []);
    // 21 was committed but its publish was lost; 22 was rolled back; 23 arrives.
    await bus.publish(event(23));
    expect(res.ids()).toEqual([]);
    await new Promise((r) => setTimeout(r, 80));
    expect(res.ids()).toEqual([21, 23]);
    // 22 shows up after all (a slow commit): ids never go back, the screen refetches instead.
    await bus.publish(event(22));
    expect(res.ids()).toEqual([21, 23]);
    expect(res.frames.at(-1)).toContain('event: stream.resync');
  });

  it('resumes after the id the client gave: nothing at or before it is written again', async () => {
    const bus = createMemoryBus();
    hub = createLiveHub({ bus, authenticate: async () => actor, heartbeatMs: 60_000, maxPerUser: 5, reauthEveryBeats: 4, onError: () => undefined, startAfterId: 30 });
    const res = fakeResponse();
    const conn = hub.attach({ actor, token: 't', channels: ['user:7'], raw: res.raw });
    if (!conn) throw new Error('no stream');
    await bus.publish(event(31));
    await bus.publish(event(32));
    hub.goLive(conn, [event(31), event(32)], [], 31);
    expect(res.ids()).toEqual([32]);
  });
});
