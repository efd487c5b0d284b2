import type { ReadableStream } from 'node:stream/web';

/** A minimal server-sent-events reader over fetch(), as the web client reads /api/events (ADR 0011). */
export interface SseEvent {
  readonly id: number | null;
  readonly type: string;
  readonly data: Record<string, unknown>;
}

export interface SseStream {
  readonly status: number;
  readonly headers: Headers;
  readonly events: SseEvent[];
  readonly comments: string[];
  readonly retry: number | null;
  ended(): boolean;
  /** Resolves with the first event (from `from` on) matching; rejects after `timeoutMs`. */
  next(match: (e: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  waitUntil(check: () => boolean, timeoutMs?: number): Promise<void>;
  close(): void;
  body(): Promise<string>;
}

function parseFrame(frame: string, into: { events: SseEvent[]; comments: string[]; retry: number | null }): void {
  let id: number | null = null;
  let type = 'message';
  const data: string[] = [];
  for (const line of frame.split('\n')) {
    if (line.startsWith(':')) into.comments.push(line.slice(1).trim());
    else if (line.startsWith('id: ')) id = Number(line.slice(4));
    else if (line.startsWith('event: ')) type = line.slice(7);
    else if (line.startsWith('data: ')) data.push(line.slice(6));
    else if (line.startsWith('retry: ')) into.retry = Number(line.slice(7));
  }
  if (data.length) into.events.push({ id, type, data: JSON.parse(data.join('\n')) as Record<string, unknown> });
}

export async function openStream(baseUrl: string, headers: Record<string, string>, path = '/api/events'): Promise<SseStream> {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}${path}`, { headers, signal: controller.signal });
  const state = { events: [] as SseEvent[], comments: [] as string[], retry: null as number | null };
  let done = false;
  let raw = '';
  const pump = (async () => {
    if (!res.body) return;
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        const text = decoder.decode(value, { stream: true });
        raw += text;
        buffer += text;
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          parseFrame(buffer.slice(0, cut), state);
          buffer = buffer.slice(cut + 2);
          cut = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    } finally {
      done = true;
    }
  })();
  const waitUntil = async (check: () => boolean, timeoutMs = 5000) => {
    const until = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > until) throw new Error(`timed out; events so far: ${JSON.stringify(state.events.map((e) => [e.id, e.type]))}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  return {
    status: res.status,
    headers: res.headers,
    events: state.events,
    comments: state.comments,
    get retry() {
      return state.retry;
    },
    ended: () => done,
    async next(match, timeoutMs = 5000) {
      await waitUntil(() => state.events.some(match), timeoutMs);
      return state.events.find(match) as SseEvent;
    },
    waitUntil,
    close() {
      controller.abort();
    },
    async body() {
      await pump;
      return raw;
    },
  };
}
