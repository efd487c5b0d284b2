import type { HomeData, PromoSlider, StoreSummary } from '@keka/contracts';
import { callApi } from '../../lib/api';
import { useQuery } from '../../lib/use-query';

export interface Point {
  readonly lat: number;
  readonly lng: number;
}

const keyOf = (name: string, point: Point | null) => (point ? `${name}:${point.lat},${point.lng}` : null);

export function useHomeData(point: Point | null) {
  return useQuery(keyOf('home-data', point), (signal) =>
    callApi<HomeData>('home-data', { latitude: point?.lat, longitude: point?.lng }, { signal }),
  );
}

/** SPEC §7: promo data is fetched only when the showPromoSlider setting is 'true'. */
export function usePromoSlider(point: Point | null, enabled: boolean) {
  return useQuery(enabled ? keyOf('promo-slider', point) : null, (signal) =>
    callApi<PromoSlider>('promo-slider', { latitude: point?.lat, longitude: point?.lng }, { signal }),
  );
}

/** Stores delivering to the point, open and operational first (the server's order). */
export function useDeliveryStores(point: Point | null) {
  return useQuery(keyOf('get-delivery-restaurants', point), (signal) =>
    callApi<StoreSummary[]>('get-delivery-restaurants', { latitude: point?.lat, longitude: point?.lng }, { signal }),
  );
}
