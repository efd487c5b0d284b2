import { create } from 'zustand';
import { drawnSnapshot } from './drawn-state';

/**
 * Whether the browser says it is offline (navigator.onLine, 'online'/'offline' events). A successful
 * request to our own server proves the opposite, so recheckNetwork can clear a stale offline state.
 */
export const useNetworkStore = create<{ offline: boolean }>((_set, _get, api) => {
  // A page the server rendered was online.
  api.getInitialState = drawnSnapshot({ offline: false }, undefined, api);
  return { offline: typeof navigator !== 'undefined' && navigator.onLine === false };
});

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => useNetworkStore.setState({ offline: true }));
  window.addEventListener('online', () => useNetworkStore.setState({ offline: false }));
}

export function useIsOffline(): boolean {
  return useNetworkStore((s) => s.offline);
}

/** Asks our server (the tiny, never-cached version file); true and back online when it answers. */
export async function recheckNetwork(): Promise<boolean> {
  try {
    const response = await fetch('/version.json', { cache: 'no-store' });
    if (!response.ok) return false;
    useNetworkStore.setState({ offline: false });
    return true;
  } catch {
    return false;
  }
}
