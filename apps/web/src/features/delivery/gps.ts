import { useEffect, useState } from 'react';
import { shouldSendPosition, type TimedPosition } from '@keka/domain';
import { useNetworkStore } from '../../lib/network';
import { sendPosition } from './api';

export interface GpsState {
  /** When a position last reached the server (epoch ms), or null. */
  readonly sentAt: number | null;
  readonly last: TimedPosition | null;
  readonly denied: boolean;
}

/** A phone that stands still may not report again: after this long without a reading, one is asked for. */
export const GPS_QUIET_MS = 30_000;
/** A send that failed (weak signal, a server hiccup) is tried again this soon with the newest reading. */
export const GPS_RETRY_MS = 5_000;

/**
 * Issue 8 "GPS": while the partner has an accepted or picked-up order, follows the phone's position
 * (watchPosition) and sends it at most every 10 s, or sooner after a 50 m move (domain
 * shouldSendPosition). Nothing is watched while idle, nothing is sent while offline. A send that failed
 * is tried again with the newest reading, and a phone waiting at the store (no new reading for 30 s) is
 * asked for a fresh one, so the customer's map never waits for the partner to move. `carrying` names
 * the orders he has (empty: none): a new order starts the watch again, so its customer gets a position
 * at once instead of after the partner's next 50 m.
 */
export function useRiderGps(token: string | null, carrying: string): GpsState {
  const [state, setState] = useState<GpsState>({ sentAt: null, last: null, denied: false });
  useEffect(() => {
    if (!token || !carrying || typeof navigator === 'undefined' || !('geolocation' in navigator)) return undefined;
    const geo = navigator.geolocation;
    let lastSent: TimedPosition | null = null;
    let newest: { fix: TimedPosition; heading: number | null; speed: number | null } | null = null;
    let sending = false;
    let stopped = false;
    let retry: number | undefined;
    let quiet: number | undefined;

    const send = () => {
      if (stopped || sending || !newest || useNetworkStore.getState().offline || !shouldSendPosition(lastSent, newest.fix)) return;
      const { fix, heading, speed } = newest;
      sending = true;
      window.clearTimeout(retry);
      sendPosition(token, { lat: fix.latitude, lng: fix.longitude, heading, speed })
        .then(() => {
          lastSent = fix;
          if (!stopped) setState((s) => ({ ...s, sentAt: Date.now() }));
        })
        .catch(() => {
          if (!stopped) retry = window.setTimeout(send, GPS_RETRY_MS);
        })
        .finally(() => {
          sending = false;
        });
    };
    const onFix = (position: GeolocationPosition) => {
      if (stopped) return;
      const fix: TimedPosition = { latitude: position.coords.latitude, longitude: position.coords.longitude, at: Date.now() };
      const { heading, speed } = position.coords;
      newest = { fix, heading: heading !== null && Number.isFinite(heading) ? heading : null, speed: speed !== null && Number.isFinite(speed) ? Math.min(speed, 100) : null };
      setState((s) => ({ ...s, last: fix, denied: false }));
      window.clearTimeout(quiet);
      quiet = window.setTimeout(() => geo.getCurrentPosition(onFix, onError, { enableHighAccuracy: true, maximumAge: 0, timeout: 20_000 }), GPS_QUIET_MS);
      send();
    };
    const onError = (error: GeolocationPositionError) => {
      if (!stopped && error.code === error.PERMISSION_DENIED) setState((s) => ({ ...s, denied: true }));
    };
    const id = geo.watchPosition(onFix, onError, { enableHighAccuracy: true, maximumAge: 5_000, timeout: 30_000 });
    return () => {
      stopped = true;
      window.clearTimeout(retry);
      window.clearTimeout(quiet);
      geo.clearWatch(id);
    };
  }, [token, carrying]);
  return state;
}

/** One position for going online (nearest dispatch ranks by it); null after 5 s or when refused. */
export function currentPosition(): Promise<{ latitude: number; longitude: number } | null> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
      () => resolve(null),
      { enableHighAccuracy: false, maximumAge: 60_000, timeout: 5_000 },
    );
  });
}
