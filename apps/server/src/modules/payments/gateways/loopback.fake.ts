import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as a provider's fake received it: what the tests assert on. */
export interface RecordedRequest {
  readonly method: string;
  /** Path and query, as sent. */
  readonly path: string;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: string;
  /** The body parsed as JSON, or null when it is empty or not JSON. */
  readonly json: unknown;
}

export interface FakeAnswer {
  readonly status: number;
  /** Sent as JSON… */
  readonly body?: unknown;
  /** …or as this very text (as application/json), for answers whose exact text matters (decimals). */
  readonly raw?: string;
}

export interface LoopbackServer {
  /** Origin of the server, `http://127.0.0.1:{port}`: what an adapter takes as `apiBase`. */
  readonly url: string;
  readonly requests: RecordedRequest[];
  close(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 standing in for a provider's API (no provider host is ever
 * reached): it records every request and answers JSON from `handle`.
 */
export async function startLoopbackServer(handle: (request: RecordedRequest) => Promise<FakeAnswer> | FakeAnswer): Promise<LoopbackServer> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const recorded: RecordedRequest = { method: incoming.method ?? '', path: incoming.url ?? '', headers: incoming.headers, body, json: parseJson(body) };
      requests.push(recorded);
      Promise.resolve()
        .then(() => handle(recorded))
        .then(
          (answer) => outgoing.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.raw ?? JSON.stringify(answer.body ?? {})),
          (error: unknown) => outgoing.writeHead(500, { 'content-type': 'text/plain' }).end(error instanceof Error ? error.message : 'fake failed'),
        );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function parseJson(body: string): unknown {
  try {
    return body ? (JSON.parse(body) as unknown) : null;
  } catch {
    return null;
  }
}

/** A JSON object, or null: for reading fake request bodies without `any`. */
export function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}
