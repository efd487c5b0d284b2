import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { drawnWidth } from './drawn-state';
import { readString } from './storage';

/**
 * SPEC §1/§9 width rules in one place: above 1024 px the desktop landing replaces home and the cart;
 * the single-store page already gives way above 768 px. The app inside the landing's phone frame and a
 * desktop user who chose 'use app' always get the mobile layout.
 */
export const DESKTOP_ABOVE_PX = 1024;
export const SINGLE_STORE_ABOVE_PX = 768;

/** sessionStorage: the choice lasts for the tab, so the next visit shows the landing again. */
const MOBILE_CHOICE_KEY = 'useMobileApp';

function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeSession(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Blocked storage: the choice lives in memory for this page.
  }
}

/** True inside the landing's phone frame (an iframe of this app, src '/?embed=1'). */
export function detectEmbedded(win: Window = window): boolean {
  try {
    return win.self !== win.top || new URLSearchParams(win.location.search).get('embed') === '1';
  } catch {
    // A cross-origin parent makes window.top unreadable: we are framed.
    return true;
  }
}

export const IS_EMBEDDED = typeof window !== 'undefined' && detectEmbedded();

/**
 * Whether this page load began before any settings were stored: a first visit. Read when this module
 * loads (the index route imports it), i.e. before start-up fetches and stores the settings.
 */
export const IS_FIRST_LOAD = typeof window !== 'undefined' && readString('forceNewSettingsVersion') === null;

/** The tab's 'use app' choice: null until made in this page, the stored one then holds. */
export const useMobileChoiceStore = create<{ forced: boolean | null }>(() => ({ forced: null }));

/**
 * The stored choice, read the first time a wide layout is in question: a phone never asks, and a
 * page's first read of sessionStorage is a slow call into the browser (15 ms of a cheap phone's
 * start-up, measured).
 */
let storedChoice: boolean | undefined;
function forcedMobile(chosen: boolean | null): boolean {
  if (chosen !== null) return chosen;
  storedChoice ??= typeof window !== 'undefined' && readSession(MOBILE_CHOICE_KEY) === '1';
  return storedChoice;
}

/** The landing's 'use app': this tab uses the mobile layout at any width. */
export function chooseMobileApp(forced = true): void {
  writeSession(MOBILE_CHOICE_KEY, forced ? '1' : null);
  useMobileChoiceStore.setState({ forced });
}

export interface LayoutInput {
  /** The viewport is wider than the rule's limit. */
  readonly wider: boolean;
  readonly forcedMobile: boolean;
  readonly embedded: boolean;
}

export function isWideLayout({ wider, forcedMobile, embedded }: LayoutInput): boolean {
  return wider && !forcedMobile && !embedded;
}

/**
 * The viewport width, read once per resize by one listener that lives as long as the page: reading
 * window.innerWidth while React renders or commits forces the browser to lay the page out there
 * and then (measured: ~45 ms per screen on a throttled phone).
 */
let viewportWidth = typeof window === 'undefined' ? 0 : window.innerWidth;
const resizeListeners = new Set<() => void>();
if (typeof window !== 'undefined') {
  window.addEventListener(
    'resize',
    () => {
      viewportWidth = window.innerWidth;
      for (const listener of resizeListeners) listener();
    },
    { passive: true },
  );
}

/** The viewport's width as last read (at start and on each resize), without asking the browser again. */
export function viewportWidthNow(): number {
  return viewportWidth;
}

function subscribeResize(onChange: () => void): () => void {
  resizeListeners.add(onChange);
  return () => resizeListeners.delete(onChange);
}

/** Re-renders only when the answer flips, not on every pixel of a resize. */
export function useWiderThan(px: number): boolean {
  return useSyncExternalStore(
    subscribeResize,
    () => viewportWidth > px,
    // A server-rendered page was drawn for the width its device told (a phone without hints).
    () => drawnWidth() > px,
  );
}

function useWideLayout(abovePx: number): boolean {
  const wider = useWiderThan(abovePx);
  const chosen = useMobileChoiceStore((s) => s.forced);
  return isWideLayout({ wider, forcedMobile: wider && forcedMobile(chosen), embedded: IS_EMBEDDED });
}

/** `useIsDesktop` read once, outside React (main.tsx picks the first screen's chunk with it). */
export function isDesktopNow(): boolean {
  const wider = viewportWidth > DESKTOP_ABOVE_PX;
  return isWideLayout({ wider, forcedMobile: wider && forcedMobile(useMobileChoiceStore.getState().forced), embedded: IS_EMBEDDED });
}

/** Above 1024 px: '/' is the landing and /cart goes there (SPEC §1, §5). */
export function useIsDesktop(): boolean {
  return useWideLayout(DESKTOP_ABOVE_PX);
}

/** Above 768 px the single-store page sends the user to '/' (SPEC §2 "Single store page"). */
export function useIsTooWideForSingleStore(): boolean {
  return useWideLayout(SINGLE_STORE_ABOVE_PX);
}
