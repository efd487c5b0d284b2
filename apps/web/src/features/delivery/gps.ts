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

/**
 * Issue 8 "GPS": while the partner has an accepted or picked-up order, follows the phone's position
 * (watchPosition) and sends it at most every 10 s, or sooner after a 50 m move (domain
 * shouldSendPosition). Nothing is watched while idle, nothing is sent while offline.
 */
export function useRiderGps(token: string | null, active: boolean): GpsState {
  const [state, setState] = useState<GpsState>({ sentAt: null, last: null, denied: false });
  useEffect(() => {
    if (!token || !active || typeof navigator === 'undefined' || !('geolocation' in navigator)) return undefined;
    let lastSent: TimedPosition | null = null;
    let sending = false;
    const id = navigator.geolocation.watchPosition(
      (position) => {
        const fix: TimedPosition = { latitude: position.coords.latitude, longitude: position.coords.longitude, at: Date.now() };
        setState((s) => ({ ...s, last: fix, denied: false }));
        if (sending || useNetworkStore.getState().offline || !shouldSendPosition(lastSent, fix)) return;
        sending = true;
        const heading = position.coords.heading;
        const speed = position.coords.speed;
        sendPosition(token, { lat: fix.latitude, lng: fix.longitude, heading: heading !== null && Number.isFinite(heading) ? heading : null, speed: speed !== null && Number.isFinite(speed) ? Math.min(speed, 100) : null })
          .then(() => {
            lastSent = fix;
            setState((s) => ({ ...s, sentAt: Date.now() }));
          })
          .catch(() => undefined)
          .finally(() => {
            sending = false;
          });
      },
      (error) => {
        if (error.code === error.PERMISSION_DENIED) setState((s) => ({ ...s, denied: true }));
      },
      { enableHighAccuracy: true, maximumAge: 5_000, timeout: 30_000 },
    );
    return () => navigator.geolocation.clearWatch(id);
  }, [token, active]);
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
