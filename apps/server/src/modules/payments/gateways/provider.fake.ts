/**
 * A local stand-in for a provider's HTTP API in tests, routed by method and path: the loopback server
 * (loopback.fake.ts) with routes a test sets. Nothing in the adapters' tests reaches a real provider host.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { startLoopbackServer } from './loopback.fake';

export interface RecordedRequest {
  readonly method: string;
  /** Without the query. */
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
  /** The body exactly as sent. */
  readonly body: string;
  /** The body parsed, or null when it is empty or not JSON. */
  readonly json: unknown;
}

export interface FakeAnswer {
  readonly status?: number;
  /** Sent as JSON. */
  readonly json?: unknown;
  /** Sent as is (as application/json), for answers whose exact text matters (decimals). */
  readonly raw?: string;
}

type Route = (request: RecordedRequest) => FakeAnswer;

export interface FakeProvider {
  /** http://127.0.0.1:<port> */
  readonly base: string;
  readonly requests: RecordedRequest[];
  /** Answers `method` on `path` (exact, without the query) with `answer` from now on. */
  on(method: string, path: string, answer: FakeAnswer | Route): void;
  /** Forgets routes and recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

export async function startFakeProvider(): Promise<FakeProvider> {
  const routes = new Map<string, Route>();
  const requests: RecordedRequest[] = [];
  const server = await startLoopbackServer((sent) => {
    const url = new URL(sent.path || '/', 'http://127.0.0.1');
    const recorded: RecordedRequest = { method: sent.method, path: url.pathname, query: url.searchParams, headers: sent.headers, body: sent.body, json: sent.json };
    requests.push(recorded);
    const route = routes.get(`${recorded.method} ${recorded.path}`);
    const answer = route ? route(recorded) : { status: 404, json: { message: `no fake route for ${recorded.method} ${recorded.path}` } };
    return { status: answer.status ?? 200, ...(answer.raw !== undefined ? { raw: answer.raw } : { body: answer.json ?? {} }) };
  });
  return {
    base: server.url,
    requests,
    on(method, path, answer) {
      routes.set(`${method} ${path}`, typeof answer === 'function' ? answer : () => answer);
    },
    reset() {
      routes.clear();
      requests.length = 0;
      server.requests.length = 0;
    },
    close: () => server.close(),
  };
}
