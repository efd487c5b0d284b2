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
