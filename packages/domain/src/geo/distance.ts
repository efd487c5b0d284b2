/** SPEC §7: straight-line distance uses the haversine formula with an earth radius of 6371 km. */
export const EARTH_RADIUS_KM = 6371;

export interface LatLng {
  readonly latitude: number;
  readonly longitude: number;
}

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Exact great-circle distance in km (unrounded). */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Rounds a distance to one decimal place (SPEC §9: "Distance in km with one decimal"). */
export function roundKm(km: number): number {
  return Math.round(km * 10) / 10;
}

/** Distance in km with one decimal, as every screen and every bill uses it. */
export function distanceKm(a: LatLng, b: LatLng): number {
  return roundKm(haversineKm(a, b));
}

/** SPEC §4 "Operational": the store serves a point at most `radiusKm` away. */
export function isWithinRadius(store: LatLng, point: LatLng, radiusKm: number): boolean {
  return distanceKm(store, point) <= radiusKm;
}

export function isValidLatLng(p: LatLng): boolean {
  return (
    Number.isFinite(p.latitude) &&
    Number.isFinite(p.longitude) &&
    Math.abs(p.latitude) <= 90 &&
    Math.abs(p.longitude) <= 180
  );
}
