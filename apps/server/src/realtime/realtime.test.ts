import { describe, expect, it } from 'vitest';
import { createMemoryBus, type LiveMessage } from './event-bus';
import { formatFrame } from './live-hub';
import { parseMessage } from './redis-bus';
import { parseLastEventId } from './sse';

describe('SSE frames', () => {
  it('writes id, event and one data line of JSON', () => {
    const message: LiveMessage = { id: 42, type: 'order.status', channels: ['user:1'], data: { unique_order_id: 'ODX', note: 'line one\nline two' } };
    expect(formatFrame(message)).toBe('id: 42\nevent: order.status\ndata: {"unique_order_id":"ODX","note":"line one\\nline two"}\n\n');
  });

  it('leaves the id out of volatile events, so they never move a client’s resume point', () => {
    expect(formatFrame({ id: null, type: 'rider.location', channels: [], data: { latitude: 1 } })).toBe('event: rider.location\ndata: {"latitude":1}\n\n');
  });
});

describe('Last-Event-ID', () => {
  it.each([
    ['17', 17],
    [' 17 ', 17],
    ['0', 0],
    [undefined, null],
    ['', null],
    ['-1', null],
    ['1e3', null],
    ['abc', null],
    ['12345678901', null],
  ] as const)('%j → %j', (header, expected) => {
    expect(parseLastEventId(header)).toBe(expected);
  });
});

describe('messages from Redis', () => {
  it('accepts a well-formed message', () => {
    expect(parseMessage('{"id":3,"type":"order.eta","channels":["store:2"],"data":{"a":1}}')).toEqual({ id: 3, type: 'order.eta', channels: ['store:2'], data: { a: 1 } });
  });

  it.each(['not json', 'null', '[]', '{"id":"3","type":"order.eta","channels":[]}', '{"id":3,"type":"drop.tables","channels":[]}', '{"id":3,"type":"order.eta","channels":[1]}', '{"id":1.5,"type":"order.eta","channels":[]}'])(
    'drops %s',
    (text) => {
      expect(parseMessage(text)).toBeNull();
    },
  );
});

describe('the in-process bus', () => {
  it('reaches every listener even when one throws, and stops after unsubscribe', async () => {
    const errors: unknown[] = [];
    const bus = createMemoryBus((e) => errors.push(e));
    const got: number[] = [];
    bus.subscribe(() => {
      throw new Error('boom');
    });
    const off = bus.subscribe((m) => got.push(m.id ?? -1));
    await bus.publish({ id: 1, type: 'order.status', channels: [], data: {} });
    off();
    await bus.publish({ id: 2, type: 'order.status', channels: [], data: {} });
    expect(got).toEqual([1]);
    expect(errors).toHaveLength(2);
    await bus.close();
  });
});
