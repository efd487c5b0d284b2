import { useEffect, useState } from 'react';

/**
 * Runs `run` once the browser has been idle (at most `timeoutMs` later; after `fallbackMs` where
 * requestIdleCallback is missing, as in Safari). Returns a cancel.
 */
export function whenIdle(run: () => void, timeoutMs = 3000, fallbackMs = 1500): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, fallbackMs);
  return () => window.clearTimeout(id);
}

/**
 * True once the browser was idle after `ready` turned true: what the screen does not need first
 * (notices, alerts, prompts) then costs it neither bytes nor main-thread time. Stays true.
 */
export function useIdleAfter(ready = true, timeoutMs = 3000, fallbackMs = 1500): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return undefined;
    return whenIdle(() => setIdle(true), timeoutMs, fallbackMs);
  }, [ready, idle, timeoutMs, fallbackMs]);
  return idle;
}
