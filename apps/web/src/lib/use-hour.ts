import { useSyncExternalStore } from 'react';
import { drawnFor } from './drawn-state';
import { hourIn } from './platform-time';

const noChanges = () => () => {};

/**
 * The hour of the day on the platform's clock (home's greeting), read as the screen draws; while React
 * hydrates a page the server rendered, the hour that page was drawn at (ADR 0038).
 */
export function useHourOfDay(): number {
  return useSyncExternalStore(
    noChanges,
    () => hourIn(new Date()),
    () => drawnFor()?.hour ?? 12,
  );
}
