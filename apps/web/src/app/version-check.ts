import type { VersionFile } from '@keka/contracts';
import { loadTranslations } from '../lib/i18n';
import { fetchSettings } from '../lib/settings';
import { clearStorageExcept, readString, STORAGE_KEYS } from '../lib/storage';

import { APP_VERSION_EVENT } from '../lib/live-event-names';
import { useUpdatingStore } from './updating-store';

export { useUpdatingStore };

/** SPEC §4: what survives a cache clear. */
const KEEP_ON_CLEAR = [
  STORAGE_KEYS.address,
  'storeColor',
  'storeLogo',
  'updatingMessage',
  STORAGE_KEYS.language,
  STORAGE_KEYS.activeRestaurant,
];
const RELOAD_DELAY_MS = 3000;

interface StoredVersions {
  readonly settings: string | null;
  readonly cache: string | null;
}

async function fetchVersionFile(): Promise<VersionFile | null> {
  try {
    const response = await fetch('/version.json', { cache: 'no-store' });
    return response.ok ? ((await response.json()) as VersionFile) : null;
  } catch {
    return null;
  }
}

/**
 * SPEC §4 version check: a new settings version refetches settings and translations; a new cache version clears
 * storage (keeping location, colour, logo, language, active store), service workers and caches,
 * refetches settings and translations, and reloads after 3 s.
 */
export async function checkVersion(stored: StoredVersions = currentVersions()): Promise<void> {
  const version = await fetchVersionFile();
  if (!version) return;
  if (stored.cache !== null && stored.cache !== version.forceCacheClearVersion) {
    await clearEverythingAndReload();
    return;
  }
  if (stored.settings !== null && stored.settings !== version.forceNewSettingsVersion) {
    // An admin changed settings, languages or texts: both are read again (unchanged texts only get stored).
    await Promise.all([
      fetchSettings().catch((error: unknown) => console.warn('Settings refetch failed', error)),
      loadTranslations().catch((error: unknown) => console.warn('Translations refetch failed', error)),
    ]);
  }
}

function currentVersions(): StoredVersions {
  return { settings: readString('forceNewSettingsVersion'), cache: readString('forceCacheClearVersion') };
}

/** The longest each step of the clear may take: the overlay must never stay up for good. */
export const CLEAR_STEP_LIMIT_MS = 5000;

/** Waits for `work`, but no longer than `ms` (its failure is only logged). */
async function atMost(work: Promise<unknown>, ms: number, what: string): Promise<void> {
  let timer: number | undefined;
  const late = new Promise<void>((resolve) => {
    timer = window.setTimeout(() => {
      console.warn(`${what} took over ${ms} ms; going on`);
      resolve();
    }, ms);
  });
  try {
    await Promise.race([work.then(() => undefined), late]);
  } catch (error) {
    console.error(`${what} failed`, error);
  } finally {
    window.clearTimeout(timer);
  }
}

async function unregisterWorkersAndCaches(): Promise<void> {
  const registrations = (await navigator.serviceWorker?.getRegistrations()) ?? [];
  await Promise.all(registrations.map((r) => r.unregister()));
  if ('caches' in window) await Promise.all((await caches.keys()).map((key) => caches.delete(key)));
}

async function clearEverythingAndReload(): Promise<void> {
  useUpdatingStore.setState({ updating: true });
  clearStorageExcept(KEEP_ON_CLEAR);
  // A service worker still installing (the first visit's precache on a slow phone) can hold its
  // unregistration and the cache deletes for a long time: each step is bounded so the reload comes.
  await atMost(unregisterWorkersAndCaches(), CLEAR_STEP_LIMIT_MS, 'Cache clear');
  await atMost(Promise.allSettled([fetchSettings(), loadTranslations()]), CLEAR_STEP_LIMIT_MS, 'Settings refetch');
  window.setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
}

/** How often an app left open on screen looks at the version file (a tiny, uncached GET). */
export const VERSION_POLL_MS = 2 * 60_000;

/**
 * Re-checks when the app comes back to the foreground (an installed PWA may stay open for days) and
 * every VERSION_POLL_MS while it is on screen, so a settings change reaches an open app without a reload.
 */
export function watchVersion(): () => void {
  const recheck = () => {
    if (document.visibilityState === 'visible' && !useUpdatingStore.getState().updating) void checkVersion();
  };
  document.addEventListener('visibilitychange', recheck);
  const timer = window.setInterval(recheck, VERSION_POLL_MS);
  // Pushed: an open live stream heard that an admin raised a version. Several screens' streams may
  // hear one change: one check runs at a time, and one more after it if another came meanwhile.
  let running: Promise<void> | null = null;
  let again = false;
  const pushed = () => {
    if (useUpdatingStore.getState().updating) return;
    if (running) {
      again = true;
      return;
    }
    running = checkVersion().finally(() => {
      running = null;
      if (again) {
        again = false;
        pushed();
      }
    });
  };
  window.addEventListener(APP_VERSION_EVENT, pushed);
  return () => {
    document.removeEventListener('visibilitychange', recheck);
    window.clearInterval(timer);
    window.removeEventListener(APP_VERSION_EVENT, pushed);
  };
}
