import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const fetchSettings = vi.fn(() => Promise.resolve());
const loadTranslations = vi.fn(() => Promise.resolve());
vi.mock('../lib/settings', () => ({ fetchSettings: () => fetchSettings() }));
vi.mock('../lib/i18n', () => ({ loadTranslations: () => loadTranslations() }));

const { checkVersion, useUpdatingStore, watchVersion, VERSION_POLL_MS, CLEAR_STEP_LIMIT_MS } = await import('./version-check');

const versionFile = (settings: string, cache: string) =>
  vi.fn(() => Promise.resolve(new Response(JSON.stringify({ forceNewSettingsVersion: settings, forceCacheClearVersion: cache }), { status: 200 })));

const reload = vi.fn();
const unregister = vi.fn(() => Promise.resolve(true));
const deleteCache = vi.fn(() => Promise.resolve(true));

beforeEach(() => {
  vi.useFakeTimers();
  Object.defineProperty(window, 'location', { configurable: true, value: { ...window.location, reload } });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistrations: () => Promise.resolve([{ unregister }, { unregister }]) } });
  Object.defineProperty(window, 'caches', { configurable: true, value: { keys: () => Promise.resolve(['keka-precache', 'images']), delete: deleteCache } });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  window.localStorage.clear();
  useUpdatingStore.setState({ updating: false });
});

describe('version check (SPEC §4)', () => {
  it('refetches settings and translations when the settings version differs, and does nothing else', async () => {
    vi.stubGlobal('fetch', versionFile('2', '1'));
    await checkVersion({ settings: '1', cache: '1' });
    expect(fetchSettings).toHaveBeenCalledTimes(1);
    expect(loadTranslations).toHaveBeenCalledTimes(1);
    expect(useUpdatingStore.getState().updating).toBe(false);
  });

  it('does nothing when both versions match or the file cannot be read', async () => {
    vi.stubGlobal('fetch', versionFile('1', '1'));
    await checkVersion({ settings: '1', cache: '1' });
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('offline'))));
    await checkVersion({ settings: '0', cache: '0' });
    expect(fetchSettings).not.toHaveBeenCalled();
  });

  it('on a new cache version: overlay, storage cleared but for the kept keys, workers and caches gone, settings and translations refetched, reload after 3 s', async () => {
    for (const [k, v] of Object.entries({ userSetAddress: '{"lat":1}', storeColor: '#f00', storeLogo: 'l.png', updatingMessage: 'Updating', language: 'hi', activeRestaurant: '1', user: '{"id":1}', cart: '[]', appliedCoupon: '{}' })) {
      window.localStorage.setItem(k, v);
    }
    vi.stubGlobal('fetch', versionFile('1', '2'));
    await checkVersion({ settings: '1', cache: '1' });
    expect(useUpdatingStore.getState().updating).toBe(true);
    expect(Object.keys(window.localStorage).sort()).toEqual(['activeRestaurant', 'language', 'storeColor', 'storeLogo', 'updatingMessage', 'userSetAddress']);
    expect(unregister).toHaveBeenCalledTimes(2);
    expect(deleteCache).toHaveBeenCalledWith('keka-precache');
    expect(deleteCache).toHaveBeenCalledWith('images');
    expect(fetchSettings).toHaveBeenCalledTimes(1);
    expect(loadTranslations).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2999);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads even when a service worker that is still installing never lets go, or the refetch hangs', async () => {
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistrations: () => Promise.resolve([{ unregister: () => new Promise(() => undefined) }]) } });
    fetchSettings.mockImplementationOnce(() => new Promise(() => undefined));
    vi.stubGlobal('fetch', versionFile('1', '2'));
    const done = checkVersion({ settings: '1', cache: '1' });
    await vi.advanceTimersByTimeAsync(CLEAR_STEP_LIMIT_MS * 2);
    await done;
    expect(useUpdatingStore.getState().updating).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a first start (no stored version) never clears anything', async () => {
    window.localStorage.setItem('cart', '[]');
    vi.stubGlobal('fetch', versionFile('5', '5'));
    await checkVersion({ settings: null, cache: null });
    expect(window.localStorage.getItem('cart')).toBe('[]');
    expect(fetchSettings).not.toHaveBeenCalled();
  });

  it('an app left open looks again every couple of minutes while it is visible', async () => {
    window.localStorage.setItem('forceNewSettingsVersion', '1');
    window.localStorage.setItem('forceCacheClearVersion', '1');
    const fetch = versionFile('2', '1');
    vi.stubGlobal('fetch', fetch);
    const stop = watchVersion();
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS);
    expect(fetch).toHaveBeenCalledWith('/version.json', { cache: 'no-store' });
    expect(fetchSettings).toHaveBeenCalledTimes(1);
    stop();
  });

  it('checks at once when a live stream hears an admin raised a version, once however many screens heard it', async () => {
    window.localStorage.setItem('forceNewSettingsVersion', '1');
    window.localStorage.setItem('forceCacheClearVersion', '1');
    const fetch = versionFile('2', '1');
    vi.stubGlobal('fetch', fetch);
    const { APP_VERSION_EVENT } = await import('../lib/live-event-names');
    const stop = watchVersion();
    for (let i = 0; i < 3; i += 1) window.dispatchEvent(new CustomEvent(APP_VERSION_EVENT));
    await vi.advanceTimersByTimeAsync(0);
    // The first check, and one more for what came while it ran: never one per screen.
    expect(fetch.mock.calls.length).toBeLessThanOrEqual(2);
    expect(fetch).toHaveBeenCalledWith('/version.json', { cache: 'no-store' });
    expect(fetchSettings).toHaveBeenCalled();
    stop();
  });
});
