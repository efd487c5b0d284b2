import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { distanceKm, EARTH_RADIUS_KM, haversineKm, isValidLatLng, isWithinRadius, roundKm, type LatLng } from './distance';

// Bengaluru landmarks (decimal degrees).
const MG_ROAD: LatLng = { latitude: 12.9756, longitude: 77.6066 };
const KORAMANGALA: LatLng = { latitude: 12.9346, longitude: 77.6113 };
const INDIRANAGAR: LatLng = { latitude: 12.9719, longitude: 77.6412 };
const WHITEFIELD: LatLng = { latitude: 12.9698, longitude: 77.75 };
const AIRPORT: LatLng = { latitude: 13.1986, longitude: 77.7066 };
const MAJESTIC: LatLng = { latitude: 12.9784, longitude: 77.572 };

/** Degrees of latitude spanning `km` along a meridian (one degree is 2π × 6371 / 360 = 111.19492664 km). */
const latitudeDegreesFor = (km: number): number => km / ((EARTH_RADIUS_KM * Math.PI) / 180);
const northOf = (p: LatLng, km: number): LatLng => ({ latitude: p.latitude + latitudeDegreesFor(km), longitude: p.longitude });

/** An independent formula for the cross-check: the spherical law of cosines. */
function lawOfCosinesKm(a: LatLng, b: LatLng): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const cosine =
    Math.sin(rad(a.latitude)) * Math.sin(rad(b.latitude)) +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.cos(rad(b.longitude - a.longitude));
  return EARTH_RADIUS_KM * Math.acos(Math.min(1, Math.max(-1, cosine)));
}

describe('haversineKm and distanceKm', () => {
  // Expected values computed separately with the law of cosines and Vincenty's spherical formula (both agree
  // to 1e-8 km), and checked by a flat-earth estimate: MG Road → Indiranagar is 0.0037° south (0.411 km) and
  // 0.0346° east (0.0346 × 111.195 × cos 12.97° = 3.749 km), √(0.411² + 3.749²) = 3.771 km.
  it.each([
    ['MG Road', MG_ROAD, 'Koramangala', KORAMANGALA, 4.587, 4.6],
    ['MG Road', MG_ROAD, 'Indiranagar', INDIRANAGAR, 3.772, 3.8],
    ['MG Road', MG_ROAD, 'Whitefield', WHITEFIELD, 15.552, 15.6],
    ['MG Road', MG_ROAD, 'the airport', AIRPORT, 27.059, 27.1],
    ['Majestic', MAJESTIC, 'Whitefield', WHITEFIELD, 19.311, 19.3],
    ['Majestic', MAJESTIC, 'MG Road', MG_ROAD, 3.762, 3.8],
    ['Koramangala', KORAMANGALA, 'Indiranagar', INDIRANAGAR, 5.263, 5.3],
  ])('%s → %s is %d km, shown as %d km', (_from, a, _to, b, exactKm, shownKm) => {
    expect(haversineKm(a, b)).toBeCloseTo(exactKm, 3);
    expect(distanceKm(a, b)).toBe(shownKm);
  });

  it('one degree along the equator or a meridian is 111.19 km (2π × 6371 / 360)', () => {
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(111.194927, 5);
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(111.194927, 5);
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBe(111.2);
  });

  it('antipodes are half the circumference (π × 6371 = 20015.087 km) without NaN', () => {
    const d = haversineKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 });
    expect(d).toBeCloseTo(20015.087, 3);
  });

  it('is zero from a point to itself', () => {
    expect(haversineKm(MG_ROAD, MG_ROAD)).toBe(0);
    expect(distanceKm(WHITEFIELD, WHITEFIELD)).toBe(0);
  });

  const bengaluru = fc.record({
    latitude: fc.double({ min: 12.8, max: 13.2, noNaN: true }),
    longitude: fc.double({ min: 77.4, max: 77.8, noNaN: true }),
  });
  const anywhere = fc.record({
    latitude: fc.double({ min: -90, max: 90, noNaN: true }),
    longitude: fc.double({ min: -180, max: 180, noNaN: true }),
  });

  it('is symmetric', () => {
    fc.assert(fc.property(anywhere, anywhere, (a, b) => Math.abs(haversineKm(a, b) - haversineKm(b, a)) < 1e-9));
  });

  it('agrees with the spherical law of cosines across the city', () => {
    fc.assert(fc.property(bengaluru, bengaluru, (a, b) => Math.abs(haversineKm(a, b) - lawOfCosinesKm(a, b)) < 1e-3));
  });

  it('is never negative nor above half the circumference', () => {
    fc.assert(
      fc.property(anywhere, anywhere, (a, b) => {
        const d = haversineKm(a, b);
        return d >= 0 && d <= Math.PI * EARTH_RADIUS_KM + 1e-9;
      }),
    );
  });
});

describe('roundKm (SPEC §9: one decimal)', () => {
  it.each([
    [0, 0],
    [4.587, 4.6],
    [4.04, 4],
    [4.96, 5],
    [12.349, 12.3],
    [12.351, 12.4],
    [0.06, 0.1],
  ])('%d → %d', (km, expected) => {
    expect(roundKm(km)).toBe(expected);
  });
});

describe('isWithinRadius (SPEC §4: at most delivery_radius)', () => {
  it('counts a point exactly at the radius as within', () => {
    expect(isWithinRadius(MG_ROAD, northOf(MG_ROAD, 5), 5)).toBe(true);
  });

  it('refuses a point a tenth of a km beyond the radius', () => {
    expect(isWithinRadius(MG_ROAD, northOf(MG_ROAD, 5.1), 5)).toBe(false);
  });

  it('compares the distance as shown, to one decimal: 5.04 km is 5.0 km and within 5 km', () => {
    expect(isWithinRadius(MG_ROAD, northOf(MG_ROAD, 5.04), 5)).toBe(true);
    expect(isWithinRadius(MG_ROAD, northOf(MG_ROAD, 5.06), 5)).toBe(false);
  });

  it('serves Indiranagar (3.8 km) from MG Road within 3.8 km but not within 3.7 km', () => {
    expect(isWithinRadius(MG_ROAD, INDIRANAGAR, 3.8)).toBe(true);
    expect(isWithinRadius(MG_ROAD, INDIRANAGAR, 3.7)).toBe(false);
  });

  it('does not serve the airport from MG Road with a 7 km radius', () => {
    expect(isWithinRadius(MG_ROAD, AIRPORT, 7)).toBe(false);
  });
});

describe('isValidLatLng', () => {
  it.each([
    [{ latitude: 12.9756, longitude: 77.6066 }, true],
    [{ latitude: 90, longitude: -180 }, true],
    [{ latitude: 90.0001, longitude: 0 }, false],
    [{ latitude: 0, longitude: 180.5 }, false],
    [{ latitude: Number.NaN, longitude: 0 }, false],
    [{ latitude: 0, longitude: Number.POSITIVE_INFINITY }, false],
  ])('%j → %s', (point, expected) => {
    expect(isValidLatLng(point)).toBe(expected);
  });
});
