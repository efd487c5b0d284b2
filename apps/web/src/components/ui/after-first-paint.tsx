import type { ReactNode } from 'react';
import { usePaintSteps } from '../../lib/paint-steps';

/**
 * Draws its children in a task of their own, after the frame that first shows them would have been
 * painted (`usePaintSteps`): for what is below the fold, such as home's lower sliders and stores or a
 * menu's later sections.
 */
export function AfterFirstPaint({ children }: { readonly children: ReactNode }) {
  return usePaintSteps(true, 1) > 0 ? children : null;
}
