import { refreshUser } from '../features/account/refresh';
import { moneyFormatter } from '../lib/format';
import { loadTranslations, localeOf, syncDocumentLanguage, useLanguageStore } from '../lib/i18n';
import { fetchSettings, getSetting, useSettingsStore } from '../lib/settings';
import { watchPushLanguage } from '../lib/push';
import { readString } from '../lib/storage';
import { applyBrandColour } from '../lib/theme';
import { prefetchFirstScreen } from './prefetch';
import { registerServiceWorker } from './service-worker';
import { checkVersion, watchVersion } from './version-check';

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
  watchPushLanguage();
  prefetchFirstScreen(window.location.pathname, window.innerWidth);

  // The versions stored before this start decide whether a cache clear is due.
  const cacheVersionBefore = readString('forceCacheClearVersion');
  const settingsReady = fetchSettings().catch((error: unknown) => console.warn('Settings fetch failed', error));
  loadTranslations().catch((error: unknown) => console.warn('Translations fetch failed', error));
  void refreshUser();
  // Settings were just fetched, so only the cache version matters here.
  void settingsReady.then(() => checkVersion({ settings: null, cache: cacheVersionBefore }));
  watchVersion();
  registerServiceWorker();
  // A task of its own right after start-up, while the app waits on the network.
  window.setTimeout(prepareMoneyFormatter, 0);
}

/**
 * The first Intl.NumberFormat of a page loads the locale's data (~50 ms on a slow phone): better
 * spent while the app waits on the network than in the middle of drawing a screen of prices.
 */
function prepareMoneyFormatter(): void {
  moneyFormatter(localeOf(useLanguageStore.getState().language?.code), getSetting('currencyFormat'), getSetting('currencySymbolAlign'));
}
