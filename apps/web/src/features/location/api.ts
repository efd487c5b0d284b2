import type { CoordinateToAddressResponse, PopularLocation } from '@keka/contracts';
import { callApi } from '../../lib/api';
import { useQuery } from '../../lib/use-query';

export function usePopularLocations() {
  return useQuery('popular-geo-locations', (signal) => callApi<PopularLocation[]>('popular-geo-locations', {}, { signal }));
}

export function coordinateToAddress(latitude: number, longitude: number): Promise<CoordinateToAddressResponse> {
  return callApi<CoordinateToAddressResponse>('coordinate-to-address', { latitude, longitude });
}

/** The browser's position as a promise; rejects with the GeolocationPositionError code. */
export function getCurrentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('UNSUPPORTED'));
      return;
    }
    navigator.geolocation.getCurrentPosition(resolve, reject, { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 });
  });
}
