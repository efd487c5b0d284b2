/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, PrecacheFallbackPlugin } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';

/**
 * The service worker (ADR 0008), built by vite-plugin-pwa (`injectManifest`), which writes the list of
 * the build's files into `self.__WB_MANIFEST`. What it does offline, and what never, is ADR 0008's.
 */
declare const self: ServiceWorkerGlobalScope & { readonly __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

// Web push: show a pushed notification and open the app where it points (public/push-sw.js).
importScripts('/push-sw.js');

// SPEC §4: a new worker waits until the page says so (app/service-worker.ts sends SKIP_WAITING).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The app shell: every built file. '/' is not index.html from here: the server renders it (below).
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();

/** The first screens the server renders ('/', a store's page: ADR 0038). */
const FIRST_SCREEN = /^\/(?:stores\/[^/]+\/?)?$/;

// Every other page is the precached shell, whose app draws it.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/dev\//, /^\/images\//, /^\/uploads\//, /^\/version\.json$/, FIRST_SCREEN] }));

// A first screen's page, rendered for this device: from the network, never stored (it carries the
// device's address); offline, the precached shell, whose app draws the page.
registerRoute(
  ({ request, url, sameOrigin }) => sameOrigin && request.mode === 'navigate' && FIRST_SCREEN.test(url.pathname),
  new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackURL: '/index.html' })] }),
);

// Only images (the demo's and uploaded pictures) are cached at run time. API answers are never cached (SECURITY 29).
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && (url.pathname.startsWith('/images/') || url.pathname.startsWith('/uploads/')),
  new CacheFirst({
    cacheName: 'keka-images',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 }), new CacheableResponsePlugin({ statuses: [0, 200] })],
  }),
);
