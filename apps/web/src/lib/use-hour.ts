import { useSyncExternalStore } from 'react';
import { drawnFor } from './drawn-state';

const noChanges = () => () => {};

/**
 * The hour of the day on this device (home's greeting), read as the screen draws; while React
 * hydrates a page the server rendered, the hour that page was drawn at (ADR 0038).
 */
export function useHourOfDay(): number {
  return useSyncExternalStore(
    noChanges,
    () => new Date().getHours(),
    () => drawnFor()?.hour ?? 12,
  );
}
