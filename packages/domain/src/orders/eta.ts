import { haversineKm, type LatLng } from '../geo/distance';

/**
 * Issue 36 "An honest ETA": what the customer sees is the kitchen's time left plus the rider's travel
 * (rider → store → customer) at the city's speed, recomputed at every move and GPS fix. The first
 * estimate is the promise; the store may extend the promise once, with a reason. Once the promise has
 * passed the order is "running late" and shows the new estimate.
 */

/** A city with fewer delivered orders than this rides at the default speed. */
export const MIN_SPEED_SAMPLES = 5;
export const DEFAULT_RIDER_SPEED_KMH = 18;
/** Trips slower or faster than this are not trips (an order delivered by support, a GPS-less test). */
export const RIDER_SPEED_BOUNDS_KMH = { min: 4, max: 60 } as const;
/** Parking, stairs and the door: added to every delivery. */
export const HANDOVER_MINUTES = 2;
/** A road is never shorter than the straight line and rarely three times longer. */
const ROAD_FACTOR_BOUNDS = { min: 1, max: 3 } as const;

export interface EtaInput {
  readonly now: Date;
  readonly deliveryType: 'DELIVERY' | 'SELFPICKUP';
  /** When the kitchen started (accepted, or started preparing a slot order); null: not yet. */
  readonly kitchenStartedAt: Date | null;
  readonly preparationMinutes: number;
  readonly readyAt: Date | null;
  readonly pickedUpAt: Date | null;
  readonly store: LatLng;
  readonly customer: LatLng | null;
  /** Store → customer by the order's distance rule (SPEC §7: straight line, or by road when enabled). */
  readonly routeKm: number | null;
  /** The rider's last position, when a rider has the order and it is fresh. */
  readonly rider: LatLng | null;
  readonly speedKmh: number;
}

export interface Eta {
  readonly etaAt: Date;
  /** Minutes of kitchen left, and of travel after it (whole minutes, rounded up). */
  readonly kitchenMinutes: number;
  readonly travelMinutes: number;
}

const MINUTE = 60_000;
const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** How much longer than the straight line the order's route is (1 when the rule is the straight line). */
export function roadFactor(store: LatLng, customer: LatLng | null, routeKm: number | null): number {
  if (!customer || routeKm === null || !Number.isFinite(routeKm)) return 1;
  const straight = haversineKm(store, customer);
  if (straight < 0.05) return 1;
  return clamp(routeKm / straight, ROAD_FACTOR_BOUNDS.min, ROAD_FACTOR_BOUNDS.max);
}

export function estimateEta(v: EtaInput): Eta {
  const now = v.now.getTime();
  const done = v.readyAt !== null || v.pickedUpAt !== null;
  const kitchenEnds = (v.kitchenStartedAt?.getTime() ?? now) + v.preparationMinutes * MINUTE;
  const kitchenMs = done ? 0 : Math.max(0, kitchenEnds - now);
  if (v.deliveryType === 'SELFPICKUP') return finish(now, kitchenMs, 0);

  const speed = clamp(v.speedKmh, RIDER_SPEED_BOUNDS_KMH.min, RIDER_SPEED_BOUNDS_KMH.max);
  const factor = roadFactor(v.store, v.customer, v.routeKm);
  const rideMs = (km: number) => (km / speed) * 60 * MINUTE;
  const tripKm = v.routeKm ?? (v.customer ? haversineKm(v.store, v.customer) : 0);
  const tripMs = rideMs(tripKm);
  const handover = HANDOVER_MINUTES * MINUTE;

  if (v.pickedUpAt !== null) {
    // On the way: from where the rider is, or (no fresh fix) the trip less the time already ridden.
    const leftMs = v.rider && v.customer ? rideMs(haversineKm(v.rider, v.customer) * factor) : Math.max(0, v.pickedUpAt.getTime() + tripMs - now);
    return finish(now, 0, leftMs + handover);
  }
  // Before pickup the order leaves when both the food is ready and the rider has reached the store.
  const toStoreMs = v.rider ? rideMs(haversineKm(v.rider, v.store) * factor) : 0;
  const waitMs = Math.max(kitchenMs, toStoreMs);
  return finish(now, waitMs, tripMs + handover);
}

/** The estimate is a clock time rounded up to the minute, so two estimates made moments apart agree. */
function finish(now: number, kitchenMs: number, travelMs: number): Eta {
  // Rounded up; a float's last digit (5.000000001 minutes) is not a minute more.
  const whole = (ms: number) => Math.max(0, Math.ceil(ms / MINUTE - 1e-6));
  const etaAt = new Date(whole(now + kitchenMs + travelMs) * MINUTE);
  return { etaAt, kitchenMinutes: whole(kitchenMs), travelMinutes: whole(travelMs) };
}

export interface TripSample {
  readonly km: number;
  /** Picked up → delivered. */
  readonly minutes: number;
}

/** The city's rider speed: the median of its delivered trips (handover taken out), else the default. */
export function riderSpeedKmh(samples: readonly TripSample[]): number {
  const speeds = samples
    .filter((s) => s.km > 0 && s.minutes > HANDOVER_MINUTES)
    .map((s) => s.km / ((s.minutes - HANDOVER_MINUTES) / 60))
    .filter((kmh) => kmh >= RIDER_SPEED_BOUNDS_KMH.min && kmh <= RIDER_SPEED_BOUNDS_KMH.max)
    .sort((a, b) => a - b);
  if (speeds.length < MIN_SPEED_SAMPLES) return DEFAULT_RIDER_SPEED_KMH;
  const mid = speeds.length >> 1;
  const median = speeds.length % 2 ? (speeds[mid] as number) : ((speeds[mid - 1] as number) + (speeds[mid] as number)) / 2;
  return Math.round(median * 10) / 10;
}

/** Running late: the promise has passed and the order is not delivered (or was delivered after it). */
export function isRunningLate(promisedAt: Date | null, now: Date, deliveredAt: Date | null = null, cancelledAt: Date | null = null): boolean {
  if (!promisedAt || cancelledAt) return false;
  return (deliveredAt ?? now).getTime() > promisedAt.getTime();
}

/** Whole minutes past the promise (0 when on time). */
export function minutesLate(promisedAt: Date | null, at: Date): number {
  if (!promisedAt) return 0;
  return Math.max(0, Math.floor((at.getTime() - promisedAt.getTime()) / MINUTE));
}

/** The store may extend its promise once (issue 36); a shorter time needs no reason and moves no promise. */
export function canExtendPromise(extendedAt: Date | null): boolean {
  return extendedAt === null;
}

export interface EtaErrorSummary {
  readonly orders: number;
  /** Minutes of (delivered − first promised): negative is early. */
  readonly p50: number;
  readonly p90: number;
  /** Share of orders delivered after their first promise, 0–1. */
  readonly late_share: number;
}

/** Nearest-rank percentiles of the ETA error, in whole minutes. */
export function etaErrorSummary(errorsMinutes: readonly number[]): EtaErrorSummary {
  const sorted = [...errorsMinutes].sort((a, b) => a - b);
  const rank = (p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  const late = sorted.filter((m) => m > 0).length;
  return { orders: sorted.length, p50: Math.round(rank(50)), p90: Math.round(rank(90)), late_share: sorted.length ? Math.round((late / sorted.length) * 1000) / 1000 : 0 };
}
