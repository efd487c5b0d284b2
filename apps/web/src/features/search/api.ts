import type { SearchResults } from '@keka/contracts';
import { useMemo } from 'react';
import { callApi } from '../../lib/api';
import { useMorePages } from '../../lib/use-more-pages';
import { useQuery } from '../../lib/use-query';

export interface Point {
  readonly lat: number;
  readonly lng: number;
}

/** The search-restaurants limit on q (contracts: 1..60 characters after trimming). */
export const QUERY_MAX = 60;
/** Stores and items per page, asked for explicitly so a short page tells that its group has ended. */
export const SEARCH_PAGE = 10;

/** Whether more stores / items may follow the ones loaded: "10+" rather than a total nobody knows. */
export interface SearchMore {
  readonly stores: boolean;
  readonly items: boolean;
}

/**
 * search-restaurants for the saved location; waits (null key) without a query or a location. `data`
 * holds every page loaded so far (stores and items appended in rank order); `more` loads the next.
 */
export function useSearchResults(query: string, point: Point | null) {
  const q = query.trim().slice(0, QUERY_MAX);
  const key = q === '' || !point ? null : `search-restaurants:${point.lat},${point.lng}:${q.toLowerCase()}`;
  const request = { q, latitude: point?.lat, longitude: point?.lng, limit: SEARCH_PAGE };
  const first = useQuery(key, (signal) => callApi<SearchResults>('search-restaurants', request, { signal }));
  const more = useMorePages<SearchResults>(key, first.data ? first.data.next_cursor : undefined, async (cursor, signal) => {
    const page = await callApi<SearchResults>('search-restaurants', { ...request, cursor }, { signal });
    return { rows: [page], nextCursor: page.next_cursor };
  });
  const data = useMemo<SearchResults | undefined>(
    () =>
      first.data && {
        ...first.data,
        stores: [...first.data.stores, ...more.rows.flatMap((p) => p.stores)],
        items: [...first.data.items, ...more.rows.flatMap((p) => p.items)],
        // The pages merged; `more` knows whether another follows.
        next_cursor: null,
      },
    [first.data, more.rows],
  );
  // One cursor walks both groups; a group whose last page came short has ended.
  const last = more.rows.at(-1) ?? first.data;
  const moreOf = useMemo<SearchMore>(
    () => ({ stores: more.hasMore && (last?.stores.length ?? 0) >= SEARCH_PAGE, items: more.hasMore && (last?.items.length ?? 0) >= SEARCH_PAGE }),
    [more.hasMore, last],
  );
  return { ...first, data, more, moreOf };
}
