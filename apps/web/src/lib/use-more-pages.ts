import { useCallback, useEffect, useRef, useState } from 'react';

export interface MorePages<T> {
  /** Rows of the pages after the first, in order. */
  readonly rows: readonly T[];
  /** There is a next page to ask for. */
  readonly hasMore: boolean;
  readonly loading: boolean;
  /** The last "next page" call failed; loadMore tries again. */
  readonly error: unknown;
  readonly loadMore: () => void;
}

/**
 * The pages after a list's first (ADR 0022): `firstCursor` is the first page's next cursor (undefined
 * while the first page loads); `fetchPage` asks for the page at a cursor. Everything resets when `key`
 * (the list: route, place, query) changes; one call at a time, and an answer for an old key is dropped.
 */
export function useMorePages<T>(
  key: string | null,
  firstCursor: string | null | undefined,
  fetchPage: (cursor: string, signal: AbortSignal) => Promise<{ rows: readonly T[]; nextCursor: string | null }>,
): MorePages<T> {
  const [state, setState] = useState<{ key: string | null; rows: readonly T[]; cursor: string | null | undefined; error: unknown }>({
    key,
    rows: [],
    cursor: firstCursor,
    error: null,
  });
  const [loading, setLoading] = useState(false);
  const running = useRef<AbortController | null>(null);
  const fetchRef = useRef(fetchPage);
  useEffect(() => {
    fetchRef.current = fetchPage;
  });

  // A new list (or its first page answered again): start over from the first page's cursor.
  const current = state.key === key && (state.rows.length > 0 || state.cursor === firstCursor) ? state : { key, rows: [], cursor: firstCursor, error: null };
  if (current !== state) setState(current);

  useEffect(
    () => () => {
      running.current?.abort();
      running.current = null;
    },
    [key],
  );

  const loadMore = useCallback(() => {
    const cursor = current.cursor;
    if (!cursor || running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setLoading(true);
    fetchRef
      .current(cursor, controller.signal)
      .then(
        (page) => {
          if (controller.signal.aborted) return;
          setState((s) => (s.key === key ? { key, rows: [...s.rows, ...page.rows], cursor: page.nextCursor, error: null } : s));
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setState((s) => (s.key === key ? { ...s, error } : s));
        },
      )
      .finally(() => {
        if (running.current === controller) running.current = null;
        if (!controller.signal.aborted) setLoading(false);
      });
  }, [current.cursor, key]);

  return { rows: current.rows, hasMore: Boolean(current.cursor), loading, error: current.error, loadMore };
}
