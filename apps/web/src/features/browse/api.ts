import type { OfferSection, StoreCategory, StoreCollection, StoreCollectionKind, StoreSummary } from '@keka/contracts';
import { callApi } from '../../lib/api';
import { useQuery } from '../../lib/use-query';
import type { DeliveryMode } from './state';

export interface Point {
  readonly lat: number;
  readonly lng: number;
}

const at = (point: Point) => `${point.lat},${point.lng}`;
const body = (point: Point | null) => ({ latitude: point?.lat, longitude: point?.lng });

/** Stores for delivery or self-pickup at the point (SPEC §7 get-delivery- / get-selfpickup-restaurants). */
export function useStoresByMode(point: Point | null, mode: DeliveryMode) {
  const name = mode === 'SELFPICKUP' ? 'get-selfpickup-restaurants' : 'get-delivery-restaurants';
  return useQuery(point ? `${name}:${at(point)}` : null, (signal) => callApi<StoreSummary[]>(name, body(point), { signal }));
}

export function useStoreCategories() {
  return useQuery('get-all-restaurants-categories', (signal) => callApi<StoreCategory[]>('get-all-restaurants-categories', {}, { signal }));
}

/** Stores in ANY of the categories; no categories = every store serving the point. */
export function useFilteredStores(point: Point | null, categoryIds: readonly number[]) {
  const ids = [...categoryIds].sort((a, b) => a - b);
  return useQuery(point ? `get-filtered-restaurants:${at(point)}:${ids.join(',')}` : null, (signal) =>
    callApi<StoreSummary[]>('get-filtered-restaurants', { ...body(point), category_ids: ids }, { signal }),
  );
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
