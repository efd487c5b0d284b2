/**
 * A local stand-in for a provider's HTTP API in tests: a real node:http server on 127.0.0.1 that
 * records every request (method, path, query, headers, body) and answers from the routes a test sets.
 * Nothing in the adapters' tests reaches a real provider host.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  readonly method: string;
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

function jsonOrNull(body: string): unknown {
  try {
    return body === '' ? null : (JSON.parse(body) as unknown);
  } catch {
    return null;
  }
}

export async function startFakeProvider(): Promise<FakeProvider> {
  const routes = new Map<string, Route>();
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const body = Buffer.concat(chunks).toString('utf8');
      const recorded: RecordedRequest = { method: req.method ?? '', path: url.pathname, query: url.searchParams, headers: req.headers, body, json: jsonOrNull(body) };
      requests.push(recorded);
      const route = routes.get(`${recorded.method} ${recorded.path}`);
      const answer = route ? route(recorded) : { status: 404, json: { message: `no fake route for ${recorded.method} ${recorded.path}` } };
      const text = answer.raw ?? JSON.stringify(answer.json ?? {});
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    requests,
    on(method, path, answer) {
      routes.set(`${method} ${path}`, typeof answer === 'function' ? answer : () => answer);
    },
    reset() {
      routes.clear();
      requests.length = 0;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
