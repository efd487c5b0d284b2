import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EARTH_RADIUS_KM, type LatLng } from '../geo/distance';
import { canExtendPromise, DEFAULT_RIDER_SPEED_KMH, estimateEta, etaErrorSummary, isRunningLate, minutesLate, riderSpeedKmh, roadFactor, type EtaInput } from './eta';

const STORE: LatLng = { latitude: 12.9716, longitude: 77.5946 };
/** Degrees of latitude spanning `km` along a meridian. */
const north = (p: LatLng, km: number): LatLng => ({ latitude: p.latitude + km / ((EARTH_RADIUS_KM * Math.PI) / 180), longitude: p.longitude });
const CUSTOMER = north(STORE, 3);
const NOW = new Date('2026-12-07T12:00:00Z');
const minutesAfter = (at: Date, m: number) => new Date(at.getTime() + m * 60_000);
const minutesFromNow = (eta: Date) => (eta.getTime() - NOW.getTime()) / 60_000;

const base: EtaInput = {
  now: NOW,
  deliveryType: 'DELIVERY',
  kitchenStartedAt: NOW,
  preparationMinutes: 15,
  readyAt: null,
  pickedUpAt: null,
  store: STORE,
  customer: CUSTOMER,
  routeKm: 3,
  rider: null,
  speedKmh: 18,
};

describe('estimateEta', () => {
  it('at acceptance: the whole kitchen time, then 3 km at 18 km/h (10 min) and the 2-minute handover', () => {
    expect(estimateEta(base)).toEqual({ etaAt: minutesAfter(NOW, 27), kitchenMinutes: 15, travelMinutes: 12 });
  });

  it('counts only the kitchen time left', () => {
    const eta = estimateEta({ ...base, kitchenStartedAt: minutesAfter(NOW, -10) });
    expect(eta.kitchenMinutes).toBe(5);
    expect(minutesFromNow(eta.etaAt)).toBe(17);
  });

  it('a rider farther from the store than the kitchen has left waits for the rider', () => {
    // 6 km away at 18 km/h: 20 minutes to the store, more than the 15 of the kitchen.
    const eta = estimateEta({ ...base, rider: north(STORE, -6) });
    expect(minutesFromNow(eta.etaAt)).toBe(20 + 12);
  });

  it('once picked up, the rider rides from where he is', () => {
    const halfway = north(STORE, 1.5);
    const eta = estimateEta({ ...base, readyAt: minutesAfter(NOW, -5), pickedUpAt: minutesAfter(NOW, -5), rider: halfway });
    expect(eta).toEqual({ etaAt: minutesAfter(NOW, 7), kitchenMinutes: 0, travelMinutes: 7 });
  });

  it('picked up without a fresh fix: the trip less the time already ridden', () => {
    const eta = estimateEta({ ...base, readyAt: minutesAfter(NOW, -4), pickedUpAt: minutesAfter(NOW, -4) });
    expect(minutesFromNow(eta.etaAt)).toBe(8);
  });

  it('a kitchen past its time, not ready yet, still needs the trip (never in the past)', () => {
    const eta = estimateEta({ ...base, kitchenStartedAt: minutesAfter(NOW, -40) });
    expect(eta.kitchenMinutes).toBe(0);
    expect(minutesFromNow(eta.etaAt)).toBe(12);
  });

  it('self-pickup: only the kitchen', () => {
    expect(estimateEta({ ...base, deliveryType: 'SELFPICKUP', customer: null, routeKm: null })).toEqual({ etaAt: minutesAfter(NOW, 15), kitchenMinutes: 15, travelMinutes: 0 });
    expect(estimateEta({ ...base, deliveryType: 'SELFPICKUP', readyAt: NOW }).kitchenMinutes).toBe(0);
  });

  it('a road distance makes the rider legs longer by the same factor', () => {
    // 3 km in a straight line, 4.5 km by road: the rider 3 km beyond the store rides 4.5 km to it.
    expect(roadFactor(STORE, CUSTOMER, 4.5)).toBeCloseTo(1.5, 3);
    const eta = estimateEta({ ...base, routeKm: 4.5, rider: north(STORE, -3), preparationMinutes: 5 });
    expect(minutesFromNow(eta.etaAt)).toBe(15 + 15 + 2);
    expect(roadFactor(STORE, CUSTOMER, 1)).toBe(1);
    expect(roadFactor(STORE, null, 4)).toBe(1);
  });

  it('is never before now and never earlier for a slower rider (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 120 }),
        fc.integer({ min: -180, max: 0 }),
        fc.double({ min: 0, max: 15, noNaN: true }),
        fc.double({ min: 5, max: 40, noNaN: true }),
        fc.boolean(),
        (prep, startedAgo, riderKm, speed, picked) => {
          const input = { ...base, preparationMinutes: prep, kitchenStartedAt: minutesAfter(NOW, startedAgo), rider: north(STORE, -riderKm), pickedUpAt: picked ? NOW : null };
          const fast = estimateEta({ ...input, speedKmh: speed });
          const slow = estimateEta({ ...input, speedKmh: speed / 2 });
          expect(fast.etaAt.getTime()).toBeGreaterThanOrEqual(NOW.getTime());
          expect(slow.etaAt.getTime()).toBeGreaterThanOrEqual(fast.etaAt.getTime());
          expect(fast.etaAt.getTime() % 60_000).toBe(0);
        },
      ),
    );
  });
});

describe('the estimate is a clock time to the minute', () => {
  it('two estimates moments apart agree', () => {
    const a = estimateEta({ ...base, now: new Date(NOW.getTime() + 1_000), kitchenStartedAt: NOW });
    const b = estimateEta({ ...base, now: new Date(NOW.getTime() + 31_000), kitchenStartedAt: NOW });
    expect(a.etaAt).toEqual(minutesAfter(NOW, 27));
    expect(b.etaAt).toEqual(a.etaAt);
  });
});

describe('riderSpeedKmh', () => {
  it('the default until the city has five plausible trips', () => {
    expect(riderSpeedKmh([])).toBe(DEFAULT_RIDER_SPEED_KMH);
    expect(riderSpeedKmh([{ km: 3, minutes: 12 }, { km: 3, minutes: 12 }, { km: 3, minutes: 12 }, { km: 3, minutes: 12 }])).toBe(DEFAULT_RIDER_SPEED_KMH);
  });
  it('the median speed of the trips, handover taken out, nonsense left out', () => {
    // 3 km in 12 − 2 = 10 min is 18 km/h; 4 km in 14 min → 20; 2 km in 8 → 20; 5 km in 17 → 20; 1 km in 8 → 10.
    const trips = [
      { km: 3, minutes: 12 },
      { km: 4, minutes: 14 },
      { km: 2, minutes: 8 },
      { km: 5, minutes: 17 },
      { km: 1, minutes: 8 },
      { km: 9, minutes: 3 }, // 9 km in a minute: not a trip
      { km: 0, minutes: 30 },
    ];
    expect(riderSpeedKmh(trips)).toBe(20);
  });
});

describe('running late', () => {
  const promised = minutesAfter(NOW, -1);
  it('after the promise and not yet delivered, or delivered after it', () => {
    expect(isRunningLate(promised, NOW)).toBe(true);
    expect(isRunningLate(minutesAfter(NOW, 1), NOW)).toBe(false);
    expect(isRunningLate(null, NOW)).toBe(false);
    expect(isRunningLate(promised, NOW, minutesAfter(NOW, -2))).toBe(false);
    expect(isRunningLate(promised, NOW, NOW)).toBe(true);
    expect(isRunningLate(promised, NOW, null, NOW)).toBe(false);
    expect(minutesLate(minutesAfter(NOW, -16.5), NOW)).toBe(16);
    expect(minutesLate(minutesAfter(NOW, 5), NOW)).toBe(0);
  });
  it('the promise is extended once', () => {
    expect(canExtendPromise(null)).toBe(true);
    expect(canExtendPromise(NOW)).toBe(false);
  });
});

describe('etaErrorSummary', () => {
  it('nearest-rank p50 and p90 in minutes and the share delivered late', () => {
    expect(etaErrorSummary([-5, 0, 2, 3, 4, 6, 8, 10, 12, 30])).toEqual({ orders: 10, p50: 4, p90: 12, late_share: 0.8 });
    expect(etaErrorSummary([])).toEqual({ orders: 0, p50: 0, p90: 0, late_share: 0 });
    expect(etaErrorSummary([7])).toEqual({ orders: 1, p50: 7, p90: 7, late_share: 1 });
  });
});
