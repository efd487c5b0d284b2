import {
  cookieValue,
  DEVICE_HINTS_COOKIE,
  encodeHints,
  FIRST_SCREEN_DATA_ID,
  type DeviceHints,
  type FirstScreenData,
  type LayoutClass,
} from '@keka/contracts/first-screens';
import { useGdprStore } from '../components/ui/gdpr-banner';
import { useAddressStore } from '../features/location/state';
import { adoptDrawnState, setDrawnFor } from '../lib/drawn-state';
import { useLanguageStore } from '../lib/language';
import { seedQueryCache } from '../lib/use-query';
import { DESKTOP_ABOVE_PX, isDesktopNow, IS_EMBEDDED, SINGLE_STORE_ABOVE_PX, viewportWidthNow } from '../lib/viewport';

/**
 * The app's side of the server-rendered first screens (ADR 0038): the hints the device tells the
 * server in a cookie, and the page's data, taken before React hydrates the HTML.
 */

function layoutNow(): LayoutClass {
  if (isDesktopNow()) return 'wide';
  const width = viewportWidthNow();
  return width > SINGLE_STORE_ABOVE_PX && width <= DESKTOP_ABOVE_PX && !IS_EMBEDDED ? 'tablet' : 'phone';
}

/** What this device would tell the server now. */
export function deviceHints(): DeviceHints {
  const address = useAddressStore.getState().address;
  return {
    address: address && { lat: address.lat, lng: address.lng, address: address.address, house: address.house ?? null, tag: address.tag ?? null },
    language: useLanguageStore.getState().language?.code ?? 'en',
    gdprConfirmed: useGdprStore.getState().confirmed,
    layout: layoutNow(),
  };
}

function writeHints(): void {
  const value = encodeHints(deviceHints());
  if (cookieValue(document.cookie, DEVICE_HINTS_COOKIE) === value) return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${DEVICE_HINTS_COOKIE}=${value}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/** Keeps the cookie in step with the address, the language, the privacy notice and the layout. */
export function watchDeviceHints(): void {
  writeHints();
  useAddressStore.subscribe(writeHints);
  useLanguageStore.subscribe(writeHints);
  useGdprStore.subscribe(writeHints);
  let layout = layoutNow();
  window.addEventListener(
    'resize',
    () => {
      if (layoutNow() === layout) return;
      layout = layoutNow();
      writeHints();
    },
    { passive: true },
  );
}

/** The same device (a page's hints may be anything: then it is not). */
function sameHints(a: DeviceHints, b: DeviceHints): boolean {
  try {
    return encodeHints(a) === encodeHints(b);
  } catch {
    return false;
  }
}

/**
 * The first screen this page was rendered with, taken as the app's state (the stores' drawn state, the
 * answers it drew in the query cache), when this device still is the one it was drawn for; null for a
 * page without one (the splash) or a device that changed since (React then draws the page anew).
 */
export function pageFirstScreen(): FirstScreenData | null {
  const element = document.getElementById(FIRST_SCREEN_DATA_ID);
  if (!element?.textContent) return null;
  let data: FirstScreenData;
  try {
    data = JSON.parse(element.textContent) as FirstScreenData;
  } catch {
    return null;
  }
  if (IS_EMBEDDED || !sameHints(data.hints, deviceHints())) return null;
  setDrawnFor(data);
  seedQueryCache(data.queries);
  adoptDrawnState(false);
  return data;
}
