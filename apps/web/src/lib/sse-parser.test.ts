import { describe, expect, it } from 'vitest';
import { SseParser } from './sse-parser';

describe('SseParser', () => {
  it('reads the frames /api/events writes: retry and a comment first, then id, event and data', () => {
    const parser = new SseParser();
    const frames = parser.feed('retry: 3000\n: connected\n\nid: 12\nevent: order.status\ndata: {"status_id":2}\n\n: ping\n\n');
    expect(frames).toEqual([{ id: '12', event: 'order.status', data: '{"status_id":2}' }]);
    expect(parser.retry).toBe(3000);
  });

  it('reads the same frames however the text is cut into chunks (CRLF cut between CR and LF included)', () => {
    const text = 'id: 7\r\nevent: order.eta\r\ndata: {"a":1}\r\n\r\nevent: rider.location\r\ndata: {"b":2}\r\n\r\n';
    const expected = [
      { id: '7', event: 'order.eta', data: '{"a":1}' },
      { id: null, event: 'rider.location', data: '{"b":2}' },
    ];
    for (let cut = 0; cut <= text.length; cut++) {
      const parser = new SseParser();
      expect([...parser.feed(text.slice(0, cut)), ...parser.feed(text.slice(cut))], `cut at ${cut}`).toEqual(expected);
    }
    const byChar = new SseParser();
    expect([...text].flatMap((c) => byChar.feed(c))).toEqual(expected);
  });

  it('takes CR alone as a line end, and a CR split from its LF does not make an empty line', () => {
    const parser = new SseParser();
    expect(parser.feed('data: a\r')).toEqual([]);
    expect(parser.feed('\ndata: b\r\r\n')).toEqual([{ id: null, event: 'message', data: 'a\nb' }]);
  });

  it('says whether THIS frame had an id: a frame without one does not inherit the last', () => {
    const parser = new SseParser();
    const frames = parser.feed('id: 5\nevent: order.status\ndata: {}\n\nevent: rider.location\ndata: {}\n\n');
    expect(frames.map((f) => f.id)).toEqual(['5', null]);
  });

  it('joins several data lines, keeps spaces after the first, and ignores a frame without data', () => {
    const parser = new SseParser();
    expect(parser.feed('event: x\n\ndata:  two spaces\ndata\ndata:last\n\n')).toEqual([{ id: null, event: 'message', data: ' two spaces\n\nlast' }]);
  });

  it('drops a byte-order mark at the start, unknown fields, bad retry values and ids with NUL', () => {
    const parser = new SseParser();
    const frames = parser.feed('\uFEFFdata: first\nfoo: bar\nretry: 2s\nid: 1\0\n\n');
    expect(frames).toEqual([{ id: null, event: 'message', data: 'first' }]);
    expect(parser.retry).toBeNull();
  });

  it('keeps an unfinished frame until its blank line arrives', () => {
    const parser = new SseParser();
    expect(parser.feed('id: 3\nevent: order.ready\ndata: {}\n')).toEqual([]);
    expect(parser.feed('\n')).toEqual([{ id: '3', event: 'order.ready', data: '{}' }]);
  });
});
