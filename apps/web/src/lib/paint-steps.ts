import { useEffect, useState } from 'react';

/**
 * How many of `steps` later passes of a screen may be drawn: none until `ready`, then one more after
 * each painted frame, each in a task of its own. Preact, which runs the app (ADR 0033), draws a
 * screen in one task where React cut it into slices: what lies below the fold is drawn in steps
 * instead, so that no task holds a cheap phone's main thread long enough to swallow a tap.
 */
export function usePaintSteps(ready: boolean, steps: number): number {
  const [done, setDone] = useState(0);
  useEffect(() => {
    if (!ready || done >= steps) return undefined;
    let timer = 0;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => setDone((step) => step + 1), 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [ready, done, steps]);
  return done;
}
