import { vi } from 'vitest';

/** A fetch stub that answers POST /api/<name> from a table; unknown calls get a 404 error body. */
type Answer = ((body: Record<string, unknown>) => unknown) | object;

export function stubApi(answers: Record<string, Answer>) {
  const calls: Array<{ name: string; body: Record<string, unknown> }> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const name = url.replace(/^.*\/api\//, '');
    const body = (typeof init?.body === 'string' ? JSON.parse(init.body) : {}) as Record<string, unknown>;
    calls.push({ name, body });
    const answer = answers[name];
    if (answer === undefined) {
      return new Response(JSON.stringify({ success: false, code: 'NOT_FOUND', message: 'No such endpoint' }), { status: 404 });
    }
    const payload: unknown = typeof answer === 'function' ? (answer as (b: Record<string, unknown>) => unknown)(body) : answer;
    return new Response(JSON.stringify(payload), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/**
 * Like stubApi, and /api/events answers with a live stream the test writes frames to (`pushRaw`) or
 * whole events (`push`). Unknown calls get a 404 error body.
 */
export function stubApiWithEvents(answers: Record<string, (body: Record<string, unknown>) => unknown>) {
  const calls: Array<{ name: string; body: Record<string, unknown> }> = [];
  const encoder = new TextEncoder();
  let stream: ReadableStreamDefaultController<Uint8Array> | null = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const name = url.replace(/^.*\/api\//, '');
      const body = (typeof init?.body === 'string' ? JSON.parse(init.body) : {}) as Record<string, unknown>;
      calls.push({ name, body });
      if (name === 'events') {
        const events = new ReadableStream<Uint8Array>({ start: (c) => void (stream = c) });
        init?.signal?.addEventListener('abort', () => stream?.error(new DOMException('aborted', 'AbortError')));
        return new Response(events, { status: 200, headers: { 'content-type': 'text/event-stream' } });
      }
      const answer = answers[name];
      if (!answer) return new Response(JSON.stringify({ success: false, code: 'NOT_FOUND', message: 'No such call' }), { status: 404 });
      return new Response(JSON.stringify(answer(body)), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  let id = 100;
  return {
    calls,
    count: (name: string) => calls.filter((c) => c.name === name).length,
    push: (type: string, data: unknown, eventId: number = (id += 1)) => stream?.enqueue(encoder.encode(`id: ${eventId}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`)),
    pushRaw: (text: string) => stream?.enqueue(encoder.encode(text)),
  };
}
