import type { HomeData, PromoSlider, StoreSummary } from '@keka/contracts';
import { callApi } from '../../lib/api';
import { useQuery, type Query } from '../../lib/use-query';

export interface Point {
  readonly lat: number;
  readonly lng: number;
}

const keyOf = (name: string, point: Point | null) => (point ? `${name}:${point.lat},${point.lng}` : null);
const at = (point: Point | null) => ({ latitude: point?.lat, longitude: point?.lng });

export const homeDataQuery = (point: Point | null): Query<HomeData> => ({
  key: keyOf('home-data', point),
  fetch: (signal) => callApi<HomeData>('home-data', at(point), { signal }),
});

/** SPEC §7: promo data is fetched only when the showPromoSlider setting is 'true'. */
export const promoSliderQuery = (point: Point | null, enabled: boolean): Query<PromoSlider> => ({
  key: enabled ? keyOf('promo-slider', point) : null,
  fetch: (signal) => callApi<PromoSlider>('promo-slider', at(point), { signal }),
});

/** Stores delivering to the point, open and operational first (the server's order). */
export const deliveryStoresQuery = (point: Point | null): Query<StoreSummary[]> => ({
  key: keyOf('get-delivery-restaurants', point),
  fetch: (signal) => callApi<StoreSummary[]>('get-delivery-restaurants', at(point), { signal }),
});

export function useHomeData(point: Point | null) {
  const query = homeDataQuery(point);
  return useQuery(query.key, query.fetch);
}

export function usePromoSlider(point: Point | null, enabled: boolean) {
  const query = promoSliderQuery(point, enabled);
  return useQuery(query.key, query.fetch);
}

export function useDeliveryStores(point: Point | null) {
  const query = deliveryStoresQuery(point);
  return useQuery(query.key, query.fetch);
}
