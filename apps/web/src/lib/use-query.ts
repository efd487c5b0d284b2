import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { readStarted } from './idle';

interface CacheEntry {
  readonly data: unknown;
  readonly at: number;
}

/** Answers shared between screens for a short while, so going back shows content at once. */
const cache = new Map<string, CacheEntry>();
/** Calls started by prefetchQuery before any screen asked; a screen joins one instead of calling again. */
const inflight = new Map<string, Promise<unknown>>();
const FRESH_MS = 30_000;
/**
 * While the server renders a first screen (app/server-render.tsx): the reads a render asked for that
 * the cache does not hold. Effects do not run there, so the renderer fetches these and renders again.
 */
let wanted: Map<string, (signal: AbortSignal) => Promise<unknown>> | null = null;

/** One API read: the cache key (null = not ready to ask yet) and how to fetch it. */
export interface Query<T> {
  readonly key: string | null;
  readonly fetch: (signal: AbortSignal) => Promise<T>;
}

/**
 * Starts a read before its screen's code has arrived (app/prefetch.ts), so the network works while
 * the route chunk downloads. Failures are left for the screen's own call to meet and show.
 */
export function prefetchQuery<T>(query: Query<T>): Promise<T | undefined> {
  const { key } = query;
  if (key === null) return Promise.resolve(undefined);
  const entry = cache.get(key);
  if (entry && Date.now() - entry.at < FRESH_MS) return Promise.resolve(entry.data as T);
  const running = inflight.get(key) as Promise<T> | undefined;
  if (running) return running.catch(() => undefined);
  const done = readStarted();
  const call = query.fetch(new AbortController().signal).then((data) => {
    cache.set(key, { data, at: Date.now() });
    return data;
  });
  call.then(done, done);
  // The screen that joins sees the failure itself; the prefetcher only learns "no answer".
  inflight.set(key, call);
  return call.finally(() => inflight.delete(key)).catch(() => undefined);
}

export interface QueryState<T> {
  readonly data: T | undefined;
  readonly error: unknown;
  readonly isLoading: boolean;
  readonly refetch: () => void;
}

export interface QueryOptions {
  /** Re-fetch every N ms while mounted (e.g. the running order). */
  readonly intervalMs?: number;
}

/**
 * A tiny data hook: cached by key, re-fetched when stale, aborted on unmount. A null key waits.
 * Stale data stays on screen while a refetch runs; an error keeps the last good data.
 */
export function useQuery<T>(
  key: string | null,
  fetcher: (signal: AbortSignal) => Promise<T>,
  options: QueryOptions = {},
): QueryState<T> {
  const cached = key === null ? undefined : cache.get(key);
  if (wanted && key !== null && !cached) wanted.set(key, fetcher);
  const [state, setState] = useState<{ key: string | null; data: T | undefined; error: unknown }>({
    key,
    data: cached?.data as T | undefined,
    error: null,
  });
  const [tick, setTick] = useState(0);
  const fetcherRef = useRef(fetcher);
  useLayoutEffect(() => {
    fetcherRef.current = fetcher;
  });

  if (state.key !== key) {
    setState({ key, data: cached?.data as T | undefined, error: null });
  }

  useEffect(() => {
    if (key === null) return undefined;
    const entry = cache.get(key);
    if (tick === 0 && entry && Date.now() - entry.at < FRESH_MS) {
      // The answer may have landed (a prefetch, another screen) after this render read the cache:
      // the cache is an outside store and this is the moment to catch up with it.
      // eslint-disable-next-line react-hooks/set-state-in-effect -- syncing from the external cache
      setState((s) => (s.key === key && s.data === entry.data ? s : { key, data: entry.data as T, error: null }));
      return undefined;
    }
    const controller = new AbortController();
    const running = tick === 0 ? (inflight.get(key) as Promise<T> | undefined) : undefined;
    const done = readStarted();
    const read = running ?? fetcherRef.current(controller.signal);
    read.then(done, done);
    read.then(
      (data) => {
        cache.set(key, { data, at: Date.now() });
        // (A long list is drawn in steps below the fold by its screen: lib/paint-steps.ts, ADR 0033.)
        if (!controller.signal.aborted) setState({ key, data, error: null });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState((s) => ({ key, data: s.key === key ? s.data : undefined, error }));
      },
    );
    return () => {
      controller.abort();
      done();
    };
  }, [key, tick]);

  useEffect(() => {
    if (key === null || !options.intervalMs) return undefined;
    const id = window.setInterval(() => setTick((n) => n + 1), options.intervalMs);
    return () => window.clearInterval(id);
  }, [key, options.intervalMs]);

  const refetch = useCallback(() => {
    setState((s) => ({ ...s, error: null }));
    setTick((n) => n + 1);
  }, []);

  // A call that failed while offline is tried again as soon as the connection is back.
  const failed = state.error !== null;
  useEffect(() => {
    if (key === null || !failed) return undefined;
    window.addEventListener('online', refetch);
    return () => window.removeEventListener('online', refetch);
  }, [key, failed, refetch]);

  const data = state.key === key ? state.data : (cached?.data as T | undefined);
  return { data, error: state.error, isLoading: data === undefined && state.error === null && key !== null, refetch };
}

/** Puts a known answer in the cache (what a change call answered), so the next screen reading it shows it at once. */
export function setQueryData<T>(key: string, data: T): void {
  cache.set(key, { data, at: Date.now() });
}

export function clearQueryCache(): void {
  cache.clear();
  inflight.clear();
}

/** The server's renderer: collects the reads renders ask for from now on (null stops it). */
export function collectWantedReads(on: boolean): Map<string, (signal: AbortSignal) => Promise<unknown>> | null {
  wanted = on ? new Map() : null;
  return wanted;
}

/** Every answer in the cache by key: what a server-rendered page carries for the app to hydrate with. */
export function cachedAnswers(): Record<string, unknown> {
  return Object.fromEntries([...cache].map(([key, entry]) => [key, entry.data]));
}

/** The answers a server-rendered page carries, in the cache as if just fetched (fresh for 30 s). */
export function seedQueryCache(answers: Readonly<Record<string, unknown>>): void {
  const at = Date.now();
  for (const [key, data] of Object.entries(answers)) cache.set(key, { data, at });
}
