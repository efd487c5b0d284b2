import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { createLiveClient, type LiveClient, type LiveListener, type LiveStatus } from './live-events';
import { APP_VERSION_EVENT } from './live-event-names';
import { useNetworkStore } from './network';

let client: LiveClient | null = null;

/** The tab's one live connection, made on first use (only screens that listen load this module). */
export function liveClient(): LiveClient {
  client ??= createLiveClient({
    // Looked up on each call, so a test's stubbed fetch is the one used.
    fetch: (url, init) => window.fetch(url, init),
    schedule: (fn, ms) => {
      const id = window.setTimeout(fn, ms);
      return () => window.clearTimeout(id);
    },
    visible: {
      current: () => document.visibilityState !== 'hidden',
      listen: (fn) => {
        document.addEventListener('visibilitychange', fn);
        return () => document.removeEventListener('visibilitychange', fn);
      },
    },
    // The app's one idea of "offline" (lib/network), which the offline screen also shows.
    online: {
      current: () => !useNetworkStore.getState().offline,
      listen: (fn) => useNetworkStore.subscribe((s, before) => s.offline !== before.offline && fn()),
    },
  });
  return client;
}

/** For tests: forget the connection (and close it). */
export function resetLiveClient(): void {
  client?.close();
  client = null;
}

const idle = (): LiveStatus => 'idle';
const noSubscribe = () => () => undefined;
const subscribeStatus = (fn: () => void) => liveClient().onStatus(fn);
const currentStatus = () => liveClient().status();

/**
 * Listens to the caller's live events while mounted and a token is there (logout or unmount stops it);
 * returns the connection's state for an honest "reconnecting" / "offline" line. The listener may
 * change between renders without reconnecting.
 */
export function useLiveEvents(token: string | null, listener: LiveListener): LiveStatus {
  const ref = useRef(listener);
  useLayoutEffect(() => {
    ref.current = listener;
  });
  useEffect(() => {
    if (!token) return undefined;
    return liveClient().subscribe(token, {
      onEvent: (event) => {
        // Any screen with a stream open hears an admin's new version (app/version-check.ts acts on it).
        if (event.type === 'app.version') window.dispatchEvent(new CustomEvent(APP_VERSION_EVENT));
        ref.current.onEvent(event);
      },
      onSync: () => ref.current.onSync?.(),
    });
  }, [token]);
  const active = token !== null;
  return useSyncExternalStore(active ? subscribeStatus : noSubscribe, active ? currentStatus : idle);
}
