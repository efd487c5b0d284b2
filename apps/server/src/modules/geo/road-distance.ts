import type { LatLng } from '@keka/domain';

/**
 * Road distance port (SPEC §7: with enGDMA a maps distance-matrix gives driving km to one decimal,
 * falling back to the straight line when the answer is not OK). Null means "no usable answer".
 */
export interface RoadDistance {
  km(from: LatLng, to: LatLng): Promise<number | null>;
}

/** Without a maps key there is no road distance: callers use the straight line (honest, no network). */
export const noRoadDistance: RoadDistance = { km: async () => null };

interface MatrixResponse {
  status: string;
  rows?: { elements?: { status: string; distance?: { value: number } }[] }[];
}

/** Google Distance Matrix (driving), used when GOOGLE_MAPS_API_KEY is set and the enGDMA setting is 'true'. */
export function createGoogleRoadDistance(apiKey: string, fetchImpl: typeof fetch = fetch): RoadDistance {
  return {
    async km(from, to) {
      try {
        const url = new URL('https://maps.googleapis.com/maps/api/distancematrix/json');
        url.searchParams.set('origins', `${from.latitude},${from.longitude}`);
        url.searchParams.set('destinations', `${to.latitude},${to.longitude}`);
        url.searchParams.set('mode', 'driving');
        url.searchParams.set('key', apiKey);
        const response = await fetchImpl(url, { signal: AbortSignal.timeout(3_000) });
        const body = (await response.json()) as MatrixResponse;
        const element = body.rows?.[0]?.elements?.[0];
        if (body.status !== 'OK' || element?.status !== 'OK' || typeof element.distance?.value !== 'number') return null;
        return Math.round(element.distance.value / 100) / 10;
      } catch {
        return null;
      }
    },
  };
}
