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
 * Runs `run` in a task of its own, as soon as the browser gets to it (a message, not a timer, so no
 * clamping and no wait for a frame): a phone's main thread answers taps between the two.
 */
export function inNextTask(run: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
}

/** Longest a first screen's reads hold back what waits for them (a hung read must not hold it forever). */
export const FIRST_SCREEN_WAIT_MS = 8000;
/** After the first screen settled, a moment for its pictures before what is only for later starts. */
const SETTLED_GRACE_MS = 1000;

let firstScreenSettled: Promise<void> = Promise.resolve();
let markDrawn = () => {};
let drawnSaid = false;
/** Said on window once the first screen is React's (src/entry.ts listens for it by this literal). */
export const FIRST_SCREEN_DRAWN_EVENT = 'keka:first-screen-drawn';

const firstScreenDrawn = new Promise<void>((resolve) => (markDrawn = resolve));

/** React committed the first screen (app.tsx): until then the browser's idle moments are not ours. */
export function firstScreenDrawnNow(): void {
  if (drawnSaid) return;
  drawnSaid = true;
  markDrawn();
  // The page's entry gives React the taps it held until now (src/entry.ts).
  window.dispatchEvent(new Event(FIRST_SCREEN_DRAWN_EVENT));
}

/**
 * The first screen's reads (app/prefetch.ts). Until they have answered and React has drawn the first
 * screen, what is only fetched to be ready later (the English of later screens, the service worker's
 * helper, notices) waits: on a phone's network it would compete with the data and pictures of the
 * screen the customer is looking at.
 */
export function settleFirstScreenAfter(reads: Promise<unknown>): void {
  firstScreenSettled = settledWithin(
    Promise.all([reads, firstScreenDrawn]).then(() => readsQuiet()),
    FIRST_SCREEN_WAIT_MS,
    // Then a moment for the screen's pictures before what is only for later starts.
  ).then(() => new Promise<void>((resolve) => window.setTimeout(resolve, SETTLED_GRACE_MS)));
}

/**
 * The reads the screens have asked for and not had answered (lib/use-query.ts counts them): the first
 * screen has settled once those it asked for as it drew (a cart's delivery charge and availability)
 * have answered too.
 */
let readsInFlight = 0;
let quiet: (() => void)[] = [];

export function readStarted(): () => void {
  readsInFlight += 1;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    readsInFlight -= 1;
    if (readsInFlight > 0) return;
    const waiting = quiet;
    quiet = [];
    for (const resolve of waiting) resolve();
  };
}

function readsQuiet(): Promise<void> {
  return readsInFlight === 0 ? Promise.resolve() : new Promise((resolve) => quiet.push(resolve));
}

/** Settles when `promise` does or after `ms`, whichever comes first; never rejects. */
export function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  const done = promise.then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([done, new Promise<void>((resolve) => window.setTimeout(resolve, ms))]);
}

/** Runs `run` once the first screen has settled and the browser is idle (called after start-up's `settleFirstScreenAfter`). */
export function whenSettled(run: () => void): void {
  void firstScreenSettled.then(() => whenIdle(run));
}

/**
 * True once the browser was idle after `ready` turned true and the first screen's reads answered:
 * what the screen does not need first (notices, alerts, prompts) then costs it neither bytes nor
 * main-thread time. Stays true.
 */
export function useIdleAfter(ready = true, timeoutMs = 3000, fallbackMs = 1500): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return undefined;
    let cancel: (() => void) | undefined;
    let live = true;
    void firstScreenSettled.then(() => {
      if (live) cancel = whenIdle(() => setIdle(true), timeoutMs, fallbackMs);
    });
    return () => {
      live = false;
      cancel?.();
    };
  }, [ready, idle, timeoutMs, fallbackMs]);
  return idle;
}
