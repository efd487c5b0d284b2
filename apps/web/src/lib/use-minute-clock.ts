import { useEffect, useState } from 'react';

/**
 * The time now, again at each whole minute while `active` (a "late" badge that turns on by itself,
 * issue 36); one timer per caller, none while inactive.
 */
export function useMinuteClock(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    const id = window.setTimeout(() => setNow(Date.now()), 60_000 - (Date.now() % 60_000) + 20);
    return () => window.clearTimeout(id);
  }, [active, now]);
  return now;
}
