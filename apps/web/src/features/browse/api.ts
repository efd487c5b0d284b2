import type { OfferSection, StoreCategory, StoreCollection, StoreCollectionKind, StoreSummary } from '@keka/contracts';
import { useMemo } from 'react';
import { callApi, callApiPage } from '../../lib/api';
import { useMorePages, type MorePages } from '../../lib/use-more-pages';
import { useQuery } from '../../lib/use-query';
import type { DeliveryMode } from './state';

export interface Point {
  readonly lat: number;
  readonly lng: number;
}

const at = (point: Point) => `${point.lat},${point.lng}`;
const body = (point: Point | null) => ({ latitude: point?.lat, longitude: point?.lng });

/** A paged store list: the pages loaded so far, the first page's state, and how to load the next. */
export interface PagedStores {
  readonly data: StoreSummary[] | undefined;
  readonly error: unknown;
  readonly refetch: () => void;
  readonly more: MorePages<StoreSummary>;
}

/**
 * A store list whose answer is an array (SPEC §7): the first page through the shared query cache, the
 * next ones by the X-Next-Cursor cursor as the list scrolls (ADR 0022).
 */
function usePagedArray(name: string, key: string | null, request: object): PagedStores {
  const first = useQuery(key, (signal) => callApiPage<StoreSummary[]>(name, request, { signal }));
  const more = useMorePages<StoreSummary>(key, first.data ? first.data.nextCursor : undefined, async (cursor, signal) => {
    const page = await callApiPage<StoreSummary[]>(name, { ...request, cursor }, { signal });
    return { rows: page.data, nextCursor: page.nextCursor };
  });
  const data = useMemo(() => first.data && [...first.data.data, ...more.rows], [first.data, more.rows]);
  return { data, error: first.error, refetch: first.refetch, more };
}

/** Stores for delivery or self-pickup at the point (SPEC §7 get-delivery- / get-selfpickup-restaurants), paged. */
export function useStoresByMode(point: Point | null, mode: DeliveryMode): PagedStores {
  const name = mode === 'SELFPICKUP' ? 'get-selfpickup-restaurants' : 'get-delivery-restaurants';
  return usePagedArray(name, point ? `${name}:paged:${at(point)}` : null, body(point));
}

export function useStoreCategories() {
  return useQuery('get-all-restaurants-categories', (signal) => callApi<StoreCategory[]>('get-all-restaurants-categories', {}, { signal }));
}

/** Stores in ANY of the categories; no categories = every store serving the point. */
export function useFilteredStores(point: Point | null, categoryIds: readonly number[]): PagedStores {
  const ids = [...categoryIds].sort((a, b) => a - b);
  return usePagedArray('get-filtered-restaurants', point ? `get-filtered-restaurants:paged:${at(point)}:${ids.join(',')}` : null, { ...body(point), category_ids: ids });
}

/** The grouping routes of SPEC §2 (quick bites, store types, slider stores, offers, deals). */
export function useStoreCollection(point: Point | null, kind: StoreCollectionKind, key: string) {
  return useQuery(point && key ? `get-store-collection:${kind}:${key}:${at(point)}` : null, (signal) =>
    callApi<StoreCollection>('get-store-collection', { ...body(point), kind, key }, { signal }),
  );
}

export function useOfferSection(point: Point | null, id: number | null) {
  return useQuery(point && id !== null ? `get-offer-section:${id}:${at(point)}` : null, (signal) =>
    callApi<OfferSection>('get-offer-section', { ...body(point), id }, { signal }),
  );
}
