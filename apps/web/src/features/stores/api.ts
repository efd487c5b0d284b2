import type { RestaurantInfo, RestaurantItems } from '@keka/contracts';
import { callApi } from '../../lib/api';
import { useQuery } from '../../lib/use-query';

export interface StoreRef {
  readonly slug?: string;
  readonly id?: number;
}

export interface Point {
  readonly lat: number;
  readonly lng: number;
}

/** The store with is_operational and distance for the point when one is given. */
export function useRestaurantInfo(ref: StoreRef | null, point: Point | null) {
  const id = ref?.slug ?? ref?.id;
  const key = id === undefined ? null : `get-restaurant-info:${id}:${point ? `${point.lat},${point.lng}` : '-'}`;
  return useQuery(key, (signal) =>
    callApi<RestaurantInfo>(
      'get-restaurant-info',
      { ...(ref?.slug ? { slug: ref.slug } : { id: ref?.id }), ...(point ? { latitude: point.lat, longitude: point.lng } : {}) },
      { signal },
    ),
  );
}

export function useRestaurantItems(slug: string | null) {
  return useQuery(slug === null ? null : `get-restaurant-items:${slug}`, (signal) =>
    callApi<RestaurantItems>('get-restaurant-items', { slug }, { signal }),
  );
}
