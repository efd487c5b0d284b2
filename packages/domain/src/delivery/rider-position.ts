import { haversineKm, type LatLng } from '../geo/distance';

/** Issue 8 "GPS": a position is sent at most every 10 s, or sooner after a 50 m move. */
export const GPS_MIN_INTERVAL_MS = 10_000;
export const GPS_MIN_MOVE_M = 50;
/** A position older than this is shown as stale. */
export const GPS_STALE_AFTER_MS = 120_000;

export interface TimedPosition extends LatLng {
  /** Epoch milliseconds. */
  readonly at: number;
}

/** Whether a new fix is worth sending, given the last one sent (null: nothing sent yet). */
export function shouldSendPosition(lastSent: TimedPosition | null, fix: TimedPosition): boolean {
  if (!lastSent) return true;
  if (fix.at - lastSent.at >= GPS_MIN_INTERVAL_MS) return true;
  return haversineKm(lastSent, fix) * 1000 >= GPS_MIN_MOVE_M;
}

export function isPositionStale(at: number, now: number): boolean {
  return now - at > GPS_STALE_AFTER_MS;
}

/** How far back a tap replayed from the outbox may date itself. */
export const TAP_MAX_AGE_MS = 24 * 3_600_000;

/**
 * When a tap really happened, as the server will store it: the phone's time, but never in the future,
 * never before `notBefore` (the previous step of the order) and never older than a day (a wrong phone
 * clock must not rewrite history). Without a time the tap happened now.
 */
export function tapTime(happenedAt: Date | null, now: Date, notBefore: Date | null): Date {
  if (!happenedAt || Number.isNaN(happenedAt.getTime())) return now;
  let ms = Math.min(happenedAt.getTime(), now.getTime());
  ms = Math.max(ms, now.getTime() - TAP_MAX_AGE_MS);
  if (notBefore) ms = Math.max(ms, Math.min(notBefore.getTime(), now.getTime()));
  return new Date(ms);
}
