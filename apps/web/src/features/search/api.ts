import type { SearchResults } from '@keka/contracts';
import { callApi } from '../../lib/api';
import { useQuery } from '../../lib/use-query';

export interface Point {
  readonly lat: number;
  readonly lng: number;
}

/** The search-restaurants limit on q (contracts: 1..60 characters after trimming). */
export const QUERY_MAX = 60;

/** search-restaurants for the saved location; waits (null key) without a query or a location. */
export function useSearchResults(query: string, point: Point | null) {
  const q = query.trim().slice(0, QUERY_MAX);
  const key = q === '' || !point ? null : `search-restaurants:${point.lat},${point.lng}:${q.toLowerCase()}`;
  return useQuery(key, (signal) =>
    callApi<SearchResults>('search-restaurants', { q, latitude: point?.lat, longitude: point?.lng }, { signal }),
  );
}
