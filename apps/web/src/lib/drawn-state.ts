import type { FirstScreenData } from '@keka/contracts/first-screens';

/**
 * What the page's HTML was rendered for (ADR 0038): the device hints, settings and hour the server
 * drew a first screen with, set by the server's renderer for the render and by the app before it
 * hydrates that HTML; null otherwise.
 *
 * React reads a store's server snapshot (`useSyncExternalStore`'s third argument; zustand's
 * `getInitialState`) while it renders on the server and while it hydrates in the browser. Every store
 * a first screen reads gives its state as drawn here (`drawnSnapshot`), or a neutral one (no user, an
 * empty cart), so the browser's hydrating pass draws exactly what the server did; React then draws
 * again with the device's own state, in the same task, before the screen is painted.
 */
let drawn: FirstScreenData | null = null;

export function setDrawnFor(data: FirstScreenData | null): void {
  drawn = data;
}

export function drawnFor(): FirstScreenData | null {
  return drawn;
}

/** A store as zustand's api has it. */
interface DrawnStore {
  getState(): unknown;
  setState(state: never, replace: true): void;
  getInitialState(): unknown;
}

/** Every store with a server snapshot, for `adoptDrawnState`, and whether the browser always takes it. */
const stores: { readonly store: DrawnStore; readonly always: boolean }[] = [];

/**
 * A server snapshot: `fromDrawn` of the drawn data (made once per page, as React asks for the same
 * object each time), or `neutral` when nothing was drawn or the store has no drawn part. The store
 * whose `getInitialState` it becomes is passed, so `adoptDrawnState` can reach it; `always` when the
 * drawn state is fresher than the device's (the server's settings).
 */
export function drawnSnapshot<S>(neutral: S, fromDrawn?: (data: FirstScreenData) => S, store?: DrawnStore, always = false): () => S {
  const made = new WeakMap<FirstScreenData, S>();
  if (store) stores.push({ store, always });
  return () => {
    if (!drawn || !fromDrawn) return neutral;
    let state = made.get(drawn);
    if (state === undefined) {
      state = fromDrawn(drawn);
      made.set(drawn, state);
    }
    return state;
  };
}

/** Plain JSON-like values compared by content. */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((key) => Object.prototype.hasOwnProperty.call(b, key) && sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/**
 * Each store takes its drawn state as its own: on the server every store (`everywhere`); in the browser
 * the settings, and the others only where the device's state says the same (the very snapshot object
 * then, so React finds nothing to draw again after hydrating; a device's user or cart stays its own).
 */
export function adoptDrawnState(everywhere: boolean): void {
  for (const { store, always } of stores) {
    const snapshot = store.getInitialState();
    if (everywhere || always || sameValue(store.getState(), snapshot)) store.setState(snapshot as never, true);
  }
}

/** The viewport width a first screen was drawn for (a phone unless the hints said a tablet). */
export function drawnWidth(): number {
  return drawn?.hints.layout === 'tablet' ? 1024 : drawn?.hints.layout === 'wide' ? 1280 : 390;
}
