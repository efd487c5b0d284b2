import { distanceKm, type LatLng } from '@keka/domain';

export interface GeocodedPlace {
  readonly address: string;
  readonly locality: string;
  readonly city: string;
  readonly source: 'local' | 'google';
}

/** Reverse geocoding port (ARCHITECTURE "Third-party services sit behind ports"). */
export interface Geocoder {
  reverse(point: LatLng): Promise<GeocodedPlace>;
}

export interface KnownPlace extends LatLng {
  readonly name: string;
  readonly address: string;
}

export interface KnownCity extends LatLng {
  readonly name: string;
  readonly state: string;
}

/**
 * The development geocoder: no network. It names a point after the nearest saved place (popular
 * locations) and city, and says "near" when it is not on top of it — honest about what it knows.
 */
export function createLocalGeocoder(loadPlaces: () => Promise<{ places: KnownPlace[]; cities: KnownCity[] }>): Geocoder {
  return {
    async reverse(point) {
      const { places, cities } = await loadPlaces();
      const nearest = <T extends LatLng>(list: T[]) =>
        list
          .map((p) => ({ p, km: distanceKm(p, point) }))
          .sort((a, b) => a.km - b.km)[0];
      const place = nearest(places);
      const city = nearest(cities);
      const cityName = city && city.km <= 60 ? city.p.name : '';
      const stateName = city && city.km <= 60 ? city.p.state : '';
      const coordinates = `${point.latitude.toFixed(5)}, ${point.longitude.toFixed(5)}`;
      if (place && place.km <= 0.3) {
        return { address: place.p.address, locality: place.p.name, city: cityName, source: 'local' };
      }
      if (place && place.km <= 5) {
        const address = [`Near ${place.p.name}`, cityName, stateName].filter(Boolean).join(', ');
        return { address, locality: place.p.name, city: cityName, source: 'local' };
      }
      const address = [cityName ? `${cityName}, ${stateName}` : '', `(${coordinates})`].filter(Boolean).join(' ');
      return { address, locality: cityName || coordinates, city: cityName, source: 'local' };
    },
  };
}

interface GoogleGeocodeResponse {
  status: string;
  results?: { formatted_address: string; address_components: { long_name: string; types: string[] }[] }[];
}

/** Google Geocoding API adapter, used when GOOGLE_MAPS_API_KEY is set; falls back on any failure. */
export function createGoogleGeocoder(apiKey: string, fallback: Geocoder, fetchImpl: typeof fetch = fetch): Geocoder {
  return {
    async reverse(point) {
      try {
        const url = new URL('https://maps.googleapis.com/maps/api/geocode/json');
        url.searchParams.set('latlng', `${point.latitude},${point.longitude}`);
        url.searchParams.set('key', apiKey);
        const response = await fetchImpl(url, { signal: AbortSignal.timeout(3_000) });
        const body = (await response.json()) as GoogleGeocodeResponse;
        const first = body.results?.[0];
        if (body.status !== 'OK' || !first) return fallback.reverse(point);
        const part = (type: string) => first.address_components.find((c) => c.types.includes(type))?.long_name ?? '';
        return {
          address: first.formatted_address,
          locality: part('sublocality') || part('neighborhood') || part('locality'),
          city: part('locality'),
          source: 'google',
        };
      } catch {
        return fallback.reverse(point);
      }
    },
  };
}
