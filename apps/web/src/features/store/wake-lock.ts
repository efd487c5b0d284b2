import { useEffect, useState } from 'react';

/**
 * Keeps a kitchen tablet's screen on while the dashboard is open (Screen Wake Lock API). The browser
 * drops the lock when the tab is hidden, so it is asked for again each time the tab shows.
 */
export function useScreenWakeLock(active: boolean): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: { request(type: 'screen'): Promise<WakeLockSentinel> } }).wakeLock;
    if (!active || !wakeLock) return undefined;
    let sentinel: WakeLockSentinel | null = null;
    let cancelled = false;
    const request = () => {
      if (document.visibilityState !== 'visible') return;
      wakeLock.request('screen').then(
        (s) => {
          if (cancelled) {
            void s.release();
            return;
          }
          sentinel = s;
          setHeld(true);
          s.addEventListener('release', () => setHeld(false));
        },
        () => setHeld(false),
      );
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', request);
      void sentinel?.release();
    };
  }, [active]);
  return held;
}
