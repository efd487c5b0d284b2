import { Route, Routes } from 'react-router';
import { IndexRoute, indexScreen } from '../routes/customer/index-route';
import { RootLayout } from './root-layout';
import { firstStoreLayoutReady } from './prefetch';
import { page, preloadedPage } from './route-page';
import { settledWithin, whenSettled } from '../lib/idle';
import { settingsEverArrived, settingsFetched } from '../lib/settings';

/** The store page (its texts are in the boot chunk's English); a grocery's single-store screen is its own chunk. */
const { screen: storeScreen, element: store } = preloadedPage(() => import('../routes/customer/store'), (m) => m.StoreRoute, { moreEnglish: false, marksDrawn: true });
/** The cart (its texts come with it), which waits for its store too when it is the first screen. */
const { screen: cartScreen, element: cart } = preloadedPage(() => import('../routes/customer/cart'), (m) => m.CartRoute, { moreEnglish: false });

/** Every customer screen but the first ones (app/more-routes.tsx): a chunk of its own. */
const { screen: moreScreen, element: moreRoutes } = preloadedPage(() => import('./more-routes'), (m) => m.MoreRoutes);

/** The later screens' routes, asked for once the first screen has settled (main.tsx, after start-up). */
export function preloadLaterScreens(): void {
  whenSettled(() => void moreScreen.preload().catch(() => undefined));
}

/**
 * The route chunk of the first screen at `pathname`, preloaded before the app draws a page the server
 * did not render: a lazy route still loading would show its fallback after the HTML's splash, and the
 * screen a moment later (at least 300 ms later: React's Suspense reveal throttle; ADR 0038).
 */
export function firstScreenChunk(pathname: string): { preload: () => Promise<void> } | null {
  if (pathname === '/') return indexScreen();
  // A store: its page's chunk, and once the store is known, a grocery's single-store chunk too.
  // (At most 3 s for the store's answer: past that the page draws its own loading state.)
  if (/^\/stores\/[^/]+\/?$/.test(pathname)) {
    const known = settledWithin(firstStoreLayoutReady(), 3000);
    return { preload: () => Promise.all([storeScreen.preload(), known]).then(() => undefined) };
  }
  // The cart: its store's answer too, which sets the store's card, the delivery-or-pickup switch and
  // the address block's time above the items (drawn later, they pushed the items down: CLS 0.1).
  // On a device that never had the settings, those too: without them the cart gives way to '/'
  // (SPEC §2/§5), so it must not decide before start-up's fetch has answered.
  if (pathname === '/cart') {
    const known = settledWithin(firstStoreLayoutReady(), 3000);
    const settings = !settingsEverArrived() ? settledWithin(settingsFetched(), 3000) : null;
    return { preload: () => Promise.all([cartScreen.preload(), known, settings]).then(() => undefined) };
  }
  // The areas bring their own splash; any other customer screen is in the later routes' chunk.
  if (/^\/(delivery|admin)(\/|$)/.test(pathname)) return null;
  return moreScreen;
}

/**
 * Customer routes of SPEC §2 built so far. Routes not built yet are not declared, so they reach the
 * fallback screen. Declarative routes keep react-router's data layer (≈18 KB gzip) out of the bundle.
 *
 * The first screens (welcome or home, a store's page, the cart) are matched among a handful of routes;
 * every other screen is one level down (`MoreRoutes`, a chunk of its own). react-router ranks every
 * route of a table each time it matches: with all 45 in one table that was 10–35 ms of a first render
 * on a cheap phone (ADR 0038).
 */
export function AppRoutes() {
  return (
    <Routes>
      {/* The delivery partner's area: its own lazy chunk and shell (routes/delivery/delivery-area.tsx). */}
      <Route path="delivery/*" element={page(() => import('../routes/delivery/delivery-area'), (m) => m.DeliveryArea)} />
      {/* The admin console (issue 11): its own lazy chunk and shell, never in another role's bundle. */}
      <Route path="admin/*" element={page(() => import('../routes/admin/admin-area'), (m) => m.AdminArea)} />
      <Route element={<RootLayout />}>
        {/* '/' chooses welcome or home by the saved address; both are lazy chunks of their own. */}
        <Route index element={<IndexRoute />} />
        <Route path="stores/:slug" element={store} />
        <Route path="cart" element={cart} />
        <Route path="*" element={moreRoutes} />
      </Route>
    </Routes>
  );
}

