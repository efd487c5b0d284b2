/**
 * The app's first screens (ADR 0038): which paths the server sends rendered by React, what a page
 * tells the server about its device, and what each screen's browser needs before React hydrates it.
 * The one place that decides it: the web build checks its route modules against this list, the server
 * decides what to render with `firstScreenOf`, and the app writes the hints and reads the page's data.
 * Plain TypeScript, no zod and no DOM: it ships to phones in the boot chunk.
 */

/** The screens the server renders: '/' (the welcome, or home with a saved address) and a store's page. */
export type FirstScreenKind = 'welcome' | 'home' | 'store';

/** How wide the app lays itself out (lib/viewport.ts): a phone up to 768 px, a tablet up to 1024, wider. */
export type LayoutClass = 'phone' | 'tablet' | 'wide';

/** What the customer saved as their address (SPEC §3 "Stored guest address"). */
export interface HintedAddress {
  readonly lat: number;
  readonly lng: number;
  readonly address: string;
  readonly house: string | null;
  readonly tag: string | null;
}

/**
 * What a device tells the server in the `keka_device` cookie, written by the app whenever one of
 * them changes: enough to send the first screen this device will draw, nothing more (no account, no
 * cart). A page without the cookie is a newcomer's phone.
 */
export interface DeviceHints {
  readonly address: HintedAddress | null;
  /** The chosen language's code; the server renders English only. */
  readonly language: string;
  /** The privacy notice was confirmed on this device. */
  readonly gdprConfirmed: boolean;
  readonly layout: LayoutClass;
}

export const DEVICE_HINTS_COOKIE = 'keka_device';
/** A cookie value longer than this is not read: an address is a few hundred characters at most. */
const HINTS_MAX_CHARS = 1500;
const TEXT_MAX = 300;

export const NEWCOMER_HINTS: DeviceHints = { address: null, language: 'en', gdprConfirmed: false, layout: 'phone' };

/** The route module of each screen, and the other modules it needs before it draws (the build maps them to files). */
export const FIRST_SCREEN_MODULES: Readonly<Record<FirstScreenKind | 'grocery', readonly string[]>> = {
  welcome: ['src/routes/customer/welcome.tsx'],
  home: ['src/routes/customer/home.tsx'],
  store: ['src/routes/customer/store.tsx', 'src/routes/customer/menu-store.tsx'],
  // A fresh store's page in single-store mode: the store page's chunk drawing the grocery's.
  grocery: ['src/routes/customer/store.tsx', 'src/routes/customer/single-store.tsx'],
};
/**
 * The cart as a first screen: the app draws it (its lines are the device's alone), and its page asks
 * for its route chunks from the head, beside the app's code.
 */
export const CART_PATH = /^\/cart\/?$/;
export const CART_MODULES: readonly string[] = ['src/routes/customer/cart.tsx'];

/** A store's page: /stores/{slug}, the slug as the catalogue writes them. */
const STORE_PATH = /^\/stores\/([A-Za-z0-9_-]{1,120})\/?$/;

export interface FirstScreen {
  readonly kind: FirstScreenKind;
  /** The store's slug on a store's page. */
  readonly slug?: string;
}

/**
 * The screen the server renders for `pathname` on a device with `hints`, or null for the app's
 * splash (every other path, another language, a wide screen, the landing's phone frame).
 */
export function firstScreenOf(pathname: string, search: string, hints: DeviceHints): FirstScreen | null {
  if (hints.language !== 'en' || hints.layout === 'wide' || /[?&]embed=1(?:&|$)/.test(search)) return null;
  if (pathname === '/') return { kind: hints.address ? 'home' : 'welcome' };
  const store = STORE_PATH.exec(pathname);
  return store?.[1] ? { kind: 'store', slug: store[1] } : null;
}

/**
 * SPEC §2: a fresh store opens in single-store mode on a phone (up to 768 px) with a saved address;
 * wider, or without an address, the app sends the customer elsewhere, so the server draws no page.
 */
export function drawsSingleStore(hints: Pick<DeviceHints, 'address' | 'layout'>): boolean {
  return hints.layout === 'phone' && hints.address !== null;
}

const isText = (value: unknown, max = TEXT_MAX): value is string => typeof value === 'string' && value.length <= max && !value.includes('\u0000');
const isCoordinate = (value: unknown, limit: number): value is number => typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function readAddress(value: unknown): HintedAddress | null | undefined {
  if (value === null || value === undefined) return null;
  if (!isRecord(value) || !isCoordinate(value.lat, 90) || !isCoordinate(value.lng, 180) || !isText(value.address) || value.address === '') return undefined;
  const optional = (text: unknown) => (text === null || text === undefined ? null : isText(text, 120) ? text : undefined);
  const house = optional(value.house);
  const tag = optional(value.tag);
  if (house === undefined || tag === undefined) return undefined;
  return { lat: value.lat, lng: value.lng, address: value.address, house, tag };
}

/** The hints as the cookie carries them: JSON, URI-encoded. */
export function encodeHints(hints: DeviceHints): string {
  const { address, language, gdprConfirmed, layout } = hints;
  return encodeURIComponent(JSON.stringify({ v: 1, a: address, l: language, g: gdprConfirmed ? 1 : 0, w: layout }));
}

/** The hints in a cookie's value; a newcomer's for a missing, foreign or malformed one (never throws). */
export function decodeHints(value: string | undefined): DeviceHints {
  if (!value || value.length > HINTS_MAX_CHARS) return NEWCOMER_HINTS;
  let raw: unknown;
  try {
    raw = JSON.parse(decodeURIComponent(value));
  } catch {
    return NEWCOMER_HINTS;
  }
  if (!isRecord(raw) || raw.v !== 1) return NEWCOMER_HINTS;
  const address = readAddress(raw.a);
  const layout = raw.w === 'phone' || raw.w === 'tablet' || raw.w === 'wide' ? raw.w : undefined;
  if (address === undefined || layout === undefined || !isText(raw.l, 16) || !/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/.test(raw.l)) return NEWCOMER_HINTS;
  return { address, language: raw.l, gdprConfirmed: raw.g === 1, layout };
}

/** The value of cookie `name` in a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * What a rendered page carries for the app, in `<script type="application/json" id="first-screen">`:
 * the device it was rendered for, the settings and the hour it used, and the API answers it drew, by
 * the app's query key. The app hydrates only when the device still agrees.
 */
export interface FirstScreenData {
  readonly kind: FirstScreenKind | 'grocery';
  readonly hints: DeviceHints;
  /** The public settings the server drew with (key → value). */
  readonly settings: Readonly<Record<string, string>>;
  /** The hour of the day the greeting was chosen by, in the platform's time zone. */
  readonly hour: number;
  readonly queries: Readonly<Record<string, unknown>>;
}

export const FIRST_SCREEN_DATA_ID = 'first-screen';

/**
 * Where the server fills the built index.html: the screen's links at the end of the head, React's
 * markup between `start` and `end` (the splash of every other page), and the page's data.
 */
export const FIRST_SCREEN_MARKERS = {
  head: '<!--first-screen-head-->',
  start: '<!--first-screen-->',
  end: '<!--/first-screen-->',
  data: '<!--first-screen-data-->',
} as const;

/** JSON that is safe inside a <script> element: no '<', '>', '&' or line separators left as they are. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** What the web build's renderer (apps/web/src/app/server-render.tsx) takes and gives. */
export interface FirstScreenInput {
  readonly screen: FirstScreen;
  readonly url: string;
  readonly hints: DeviceHints;
  readonly settings: Readonly<Record<string, string>>;
  readonly hour: number;
  /** Answers an API call as the server would answer the app: its JSON, or a rejection. */
  readonly call: (name: string, body: unknown) => Promise<unknown>;
}

export interface RenderedFirstScreen {
  /** The markup inside #root, as React wrote it. */
  readonly html: string;
  /** Pictures React would have the page preload (the screen's largest, fetchpriority high). */
  readonly preloadImages: readonly string[];
  readonly data: FirstScreenData;
}

export interface FirstScreenRenderer {
  /** The screen rendered, or null when it cannot be (a store that is not there, a read that failed). */
  render(input: FirstScreenInput): Promise<RenderedFirstScreen | null>;
}
