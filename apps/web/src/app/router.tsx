import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { AppSplash } from '../components/ui/app-splash';
import { IndexRoute, indexScreen } from '../routes/customer/index-route';
import { preloadable } from '../lib/preloadable';
import type * as CollectionRoutes from '../routes/customer/store-collection';
import { RootLayout } from './root-layout';
import { firstStoreLayoutReady } from './prefetch';
import { withMoreEnglish } from '../lib/i18n';
import { settledWithin } from '../lib/idle';
import { settingsEverArrived, settingsFetched } from '../lib/settings';

/**
 * A route module loaded on first visit: each customer route is its own chunk. It renders once the rest
 * of the bundled English is here too (ADR 0028), fetched side by side with the chunk; without it (a
 * failed download) it renders anyway and its texts fill in when the English arrives.
 */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Page = lazy(() => withMoreEnglish(load()).then((m) => ({ default: pick(m) })));
  return (
    <Suspense fallback={<AppSplash />}>
      <Page />
    </Suspense>
  );
}

/**
 * A route like `page`'s whose chunk (with the rest of the English) can be preloaded: `firstScreenChunk`
 * has it here before React's first render when it is the first screen, so React draws it at once.
 */
function preloadedPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const screen = preloadable(() => withMoreEnglish(load()).then(pick));
  const element = (
    <Suspense fallback={<AppSplash />}>
      <screen.Component />
    </Suspense>
  );
  return { screen, element };
}

/** The store page (its menu's English with it); a grocery's single-store screen is its own chunk. */
const { screen: storeScreen, element: store } = preloadedPage(() => import('../routes/customer/store'), (m) => m.StoreRoute);
/** The cart, which waits for its store too when it is the first screen. */
const { screen: cartScreen, element: cart } = preloadedPage(() => import('../routes/customer/cart'), (m) => m.CartRoute);

/**
 * The route chunk of the first screen at `pathname`, preloaded before the app's first render: a lazy
 * route that is still loading then shows the splash over the HTML's screen, and the screen comes back
 * a moment later (under React, at least 300 ms later: its Suspense reveal throttle; ADR 0028, 0033).
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
  return null;
}
const checkout = page(() => import('../routes/customer/checkout'), (m) => m.CheckoutRoute);
const viewMore = page(() => import('../routes/customer/single-store-view-more'), (m) => m.SingleStoreViewMoreRoute);
const itemDetail = page(() => import('../routes/customer/item-detail'), (m) => m.ItemDetailRoute);
const collection = (pick: (m: typeof CollectionRoutes) => ComponentType) =>
  page(() => import('../routes/customer/store-collection'), pick);

/**
 * Customer routes of SPEC §2 built so far. Routes not built yet are not declared, so they reach the
 * fallback screen. Declarative routes keep react-router's data layer (≈18 KB gzip) out of the bundle.
 *
 * The first screens (welcome or home, a store's page, the cart) are matched among a handful of routes;
 * every other screen is one level down (`MoreRoutes`). react-router ranks every route of a table each
 * time it matches: with all 45 in one table that was 10–35 ms of a first render on a cheap phone (ADR 0036).
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
        <Route path="*" element={<MoreRoutes />} />
      </Route>
    </Routes>
  );
}

/** The customer screens after the first ones, and the fallback; built once, on the first visit to one. */
let moreRoutes: ReactElement | undefined;
function MoreRoutes() {
  moreRoutes ??= (
    <Routes>
      <Route path="search-location" element={page(() => import('../routes/customer/search-location'), (m) => m.SearchLocationRoute)} />
      <Route path="stores/:slug/:itemId" element={itemDetail} />
      <Route path="single-store-single_item/:id" element={itemDetail} />
      <Route path="stores" element={page(() => import('../routes/customer/stores-list'), (m) => m.StoresListRoute)} />
      <Route path="food" element={page(() => import('../routes/customer/food'), (m) => m.FoodRoute)} />
      <Route path="categories/stores" element={page(() => import('../routes/customer/category-stores'), (m) => m.CategoryStoresRoute)} />
      <Route path="quick-bites/:key" element={collection((m) => m.QuickBitesRoute)} />
      <Route path="store-type/:key" element={collection((m) => m.StoreTypeRoute)} />
      <Route path="slider-stores/:key" element={collection((m) => m.SliderStoresRoute)} />
      <Route path="offer-restaurants-section/:key" element={collection((m) => m.OfferStoresRoute)} />
      <Route path="keka-deal/:key" element={collection((m) => m.KekaDealRoute)} />
      <Route path="offer-section/:key" element={page(() => import('../routes/customer/offer-section'), (m) => m.OfferSectionRoute)} />
      <Route path="my-location" element={page(() => import('../routes/customer/my-location'), (m) => m.MyLocationRoute)} />
      <Route path="my-orders" element={page(() => import('../routes/customer/my-orders'), (m) => m.MyOrdersRoute)} />
      <Route path="alerts" element={page(() => import('../routes/customer/alerts'), (m) => m.AlertsRoute)} />
      <Route path="rate-and-review/:uniqueOrderId" element={page(() => import('../routes/customer/rate-and-review'), (m) => m.RateAndReviewRoute)} />
      <Route path="my-account" element={page(() => import('../routes/customer/my-account'), (m) => m.MyAccountRoute)} />
      <Route path="my-wallet" element={page(() => import('../routes/customer/my-wallet'), (m) => m.MyWalletRoute)} />
      <Route path="account/rewards" element={page(() => import('../routes/customer/rewards'), (m) => m.RewardsRoute)} />
      <Route path="refer-earn" element={page(() => import('../routes/customer/refer-earn'), (m) => m.ReferEarnRoute)} />
      <Route path="my-addresses" element={page(() => import('../routes/customer/my-addresses'), (m) => m.MyAddressesRoute)} />
      <Route path="coupons" element={page(() => import('../routes/customer/coupons'), (m) => m.CouponsRoute)} />
      <Route path="login" element={page(() => import('../routes/customer/login'), (m) => m.LoginRoute)} />
      <Route path="login/forgot-password" element={page(() => import('../routes/customer/forgot-password'), (m) => m.ForgotPasswordRoute)} />
      <Route path="register" element={page(() => import('../routes/customer/register'), (m) => m.RegisterRoute)} />
      <Route path="checkout" element={checkout} />
      <Route path="checkout/:slotId" element={checkout} />
      <Route
        path="running-order/:uniqueOrderId"
        element={page(() => import('../routes/customer/running-order'), (m) => m.RunningOrderRoute)}
      />
      <Route path="explore" element={page(() => import('../routes/customer/explore'), (m) => m.ExploreRoute)} />
      <Route path="pages/:slug" element={page(() => import('../routes/customer/content-page'), (m) => m.ContentPageRoute)} />
      <Route path="single-store-view-more/:id" element={viewMore} />
      <Route path="single-store-view-more/:id/:storeId" element={viewMore} />
      <Route
        path="single-store-category/:id/:storeId"
        element={page(() => import('../routes/customer/single-store-category'), (m) => m.SingleStoreCategoryRoute)}
      />
      <Route path="item-group/:id" element={page(() => import('../routes/customer/item-group'), (m) => m.ItemGroupRoute)} />
      {/* The store owner's area: its own lazy chunk, never downloaded by customers (issue 7). */}
      <Route path="store/*" element={page(() => import('../routes/store/store-area'), (m) => m.StoreArea)} />
      <Route path="*" element={page(() => import('../routes/customer/not-found'), (m) => m.NotFoundRoute)} />
    </Routes>
  );
  return moreRoutes;
}
