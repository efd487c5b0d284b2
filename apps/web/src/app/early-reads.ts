/**
 * The app's side of public/early-reads.js (ADR 0024): that script may have asked a first screen's
 * question before the app's code arrived. The app takes its answer when it asks exactly the same
 * question; otherwise, or when the early answer failed, it asks itself. Taking anything closes the
 * early reads, so a script that runs late never asks a second time.
 */

interface EarlyRead {
  readonly body: string;
  readonly answer: Promise<unknown>;
}

declare global {
  interface Window {
    kekaEarlyReads?: Record<string, EarlyRead | undefined>;
    kekaEarlyReadsClosed?: boolean;
  }
}

const usable = (data: unknown): boolean =>
  data !== null && typeof data === 'object' && !('success' in data && data.success === false);

/**
 * The early answer to `name` with `body`, else `ask()`. An early answer is used once: a later call
 * (a retry, a refetch) always asks the server.
 */
export function takeEarlyRead<T>(name: string, body: unknown, ask: () => Promise<T>): Promise<T> {
  window.kekaEarlyReadsClosed = true;
  const reads = window.kekaEarlyReads;
  const read = reads?.[name];
  if (!reads || !read) return ask();
  reads[name] = undefined;
  if (read.body !== JSON.stringify(body)) return ask();
  return read.answer.then((data) => (usable(data) ? (data as T) : ask()), ask);
}
