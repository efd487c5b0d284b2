import type { RestaurantInfo, RestaurantItems } from '@keka/contracts';
import { callApi } from '../../lib/api';
import { useQuery, type Query } from '../../lib/use-query';

export interface StoreRef {
  readonly slug?: string;
  readonly id?: number;
}

export interface Point {
  readonly lat: number;
  readonly lng: number;
}

/** The store with is_operational and distance for the point when one is given. */
export function restaurantInfoQuery(ref: StoreRef | null, point: Point | null): Query<RestaurantInfo> {
  const id = ref?.slug ?? ref?.id;
  return {
    key: id === undefined ? null : `get-restaurant-info:${id}:${point ? `${point.lat},${point.lng}` : '-'}`,
    fetch: (signal) =>
      callApi<RestaurantInfo>(
        'get-restaurant-info',
        { ...(ref?.slug ? { slug: ref.slug } : { id: ref?.id }), ...(point ? { latitude: point.lat, longitude: point.lng } : {}) },
        { signal },
      ),
  };
}

export const restaurantItemsQuery = (slug: string | null): Query<RestaurantItems> => ({
  key: slug === null ? null : `get-restaurant-items:${slug}`,
  fetch: (signal) => callApi<RestaurantItems>('get-restaurant-items', { slug }, { signal }),
});

export function useRestaurantInfo(ref: StoreRef | null, point: Point | null) {
  const query = restaurantInfoQuery(ref, point);
  return useQuery(query.key, query.fetch);
}

export function useRestaurantItems(slug: string | null) {
  const query = restaurantItemsQuery(slug);
  return useQuery(query.key, query.fetch);
}
