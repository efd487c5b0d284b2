import { refreshUser } from '../features/account/refresh';
import { loadMoreEnglish, loadTranslations, syncDocumentLanguage } from '../lib/i18n';
import { fetchSettings, useSettingsStore } from '../lib/settings';
import { settleFirstScreenAfter, whenSettled } from '../lib/idle';
import { readString } from '../lib/storage';
import { applyBrandColour } from '../lib/theme';
import { watchDeviceHints } from './first-screen';
import { prefetchFirstScreen } from './prefetch';
import { registerServiceWorker } from './service-worker';

/**
 * Start-up (SPEC §1, §3, §4): brand colour and language from storage at once, then fetch settings
 * and translations, check the version file, and register the service worker.
 */
export function startApp(): void {
  applyBrandColour(useSettingsStore.getState().values.storeColor);
  useSettingsStore.subscribe((s, prev) => {
    if (s.values.storeColor !== prev.values.storeColor) applyBrandColour(s.values.storeColor);
  });
  syncDocumentLanguage();
  watchDeviceHints();
  settleFirstScreenAfter(prefetchFirstScreen(window.location.pathname, window.innerWidth));

  // The versions stored before this start decide whether a cache clear is due.
  const cacheVersionBefore = readString('forceCacheClearVersion');
  const settingsReady = fetchSettings().catch((error: unknown) => console.warn('Settings fetch failed', error));
  loadTranslations().catch((error: unknown) => console.warn('Translations fetch failed', error));
  void refreshUser();
  // Settings were just fetched, so only the cache version matters here. (The check is a chunk of its
  // own, asked for once the first screen has settled: it does not share the phone's link with it.)
  void settingsReady
    .then(() => new Promise<void>((resolve) => whenSettled(resolve)))
    .then(() => import('./version-check'))
    .then(({ checkVersion, watchVersion }) => {
      void checkVersion({ settings: null, cache: cacheVersionBefore });
      watchVersion();
    })
    .catch((error: unknown) => console.warn('Version check failed to load', error));
  registerServiceWorker();
  // Push code (a subscription saved again in a new language) is not needed before the first screen.
  whenSettled(() => void import('../lib/push').then((m) => m.watchPushLanguage()));
  // The English of the screens after the first (ADR 0038): here before the customer taps on.
  whenSettled(() => void loadMoreEnglish().catch((error: unknown) => console.warn('English texts failed to load', error)));
}
