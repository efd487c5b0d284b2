import { useEffect } from 'react';
import { firstScreenDrawnNow } from './idle';

/**
 * Says the first screen is drawn (lib/idle.ts) when it commits: inside a route's Suspense boundary,
 * beside the route, so it counts once the route itself is on screen (rendered, or hydrated from the
 * server's HTML), not when the app's frame around it first commits.
 */
export function FirstScreenDrawn() {
  useEffect(() => firstScreenDrawnNow(), []);
  return null;
}
