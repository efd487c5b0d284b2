import { useEffect, type RefObject } from 'react';

/**
 * Focuses the element of `ref` once it is drawn, and again whenever `step` changes, while `when`
 * holds: a field that is ready for typing on arrival. (React's `autoFocus` did this on mount; Preact,
 * which runs the app (ADR 0033), only writes the attribute, which a browser honours at page load.)
 */
export function useFocusOnArrival(ref: RefObject<HTMLElement | null>, step: unknown = null, when = true): void {
  useEffect(() => {
    if (when) ref.current?.focus();
  }, [ref, step, when]);
}
