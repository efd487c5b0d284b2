import { useDeferredValue, type ReactNode } from 'react';

/**
 * Draws its children in a render of their own, after the render that shows the rest of the screen:
 * React's deferred render (`useDeferredValue` with an initial value), which it cuts into slices and
 * gives up for a tap. For what lies below the fold of a first screen (home's lower sliders and stores,
 * a menu's later sections, a grocery's later slots): the top is on screen and answers sooner.
 */
export function Deferred({ children }: { readonly children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : null;
}
