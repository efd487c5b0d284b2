import { deliveryStoresQuery, homeDataQuery, promoSliderQuery } from '../features/home/api';
import { useCartStore } from '../features/cart/state';
import { useAddressStore } from '../features/location/state';
import { restaurantInfoQuery, restaurantItemsQuery } from '../features/stores/api';
import { getSetting } from '../lib/settings';
import { prefetchQuery } from '../lib/use-query';
import { menuStoreScreen, singleStoreScreen } from '../routes/customer/store-screens';
import { DESKTOP_ABOVE_PX, IS_EMBEDDED, SINGLE_STORE_ABOVE_PX } from '../lib/viewport';

let firstStoreScreen: Promise<unknown> = Promise.resolve();

/**
 * Settles once a first screen's store is known (a store's page, or the cart's store), and for a fresh
 * store's page once its single-store chunk is here too (router.tsx waits for it before React's first
 * render).
 */
export function firstStoreLayoutReady(): Promise<unknown> {
  return firstStoreScreen;
}

/**
 * The first screen's reads start with the app, not after its route chunk has downloaded and
 * rendered: on a phone's network that saves a round trip or two before anything useful shows.
 * Each read is the very one the screen makes (same query, same cache key), so the screen joins it.
 */
export function prefetchFirstScreen(pathname: string, viewportWidth: number): Promise<void> {
  // Settles when every read started here has answered or failed: what is fetched only to be ready
  // later (bootstrap.ts) waits for it, so it never competes with the first screen's data.
  const reads: Promise<unknown>[] = [];
  startReads(pathname, viewportWidth, reads);
  return Promise.allSettled(reads).then(() => undefined);
}

function startReads(pathname: string, viewportWidth: number, reads: Promise<unknown>[]): void {
  const address = useAddressStore.getState().address;
  const point = address ? { lat: address.lat, lng: address.lng } : null;
  const phone = (abovePx: number) => viewportWidth <= abovePx || IS_EMBEDDED;

  if (point && pathname === '/' && phone(DESKTOP_ABOVE_PX)) {
    reads.push(
      prefetchQuery(homeDataQuery(point)),
      prefetchQuery(promoSliderQuery(point, getSetting('showPromoSlider') === 'true')),
      prefetchQuery(deliveryStoresQuery(point)),
    );
    return;
  }
  // The cart's store, as the cart asks for it (routes/customer/cart.tsx); a phone's cart only (wider
  // screens are sent to '/').
  const { restaurantId } = useCartStore.getState().cart;
  if (pathname === '/cart' && restaurantId !== null && phone(DESKTOP_ABOVE_PX)) {
    firstStoreScreen = prefetchQuery(restaurantInfoQuery({ id: restaurantId }, point)).catch(() => undefined);
    reads.push(firstStoreScreen);
    return;
  }
  // A store's page reads the same without an address (a shared link): only the distance is missing.
  const store = /^\/stores\/([^/]+)\/?$/.exec(pathname);
  if (store?.[1]) {
    const slug = decodeURIComponent(store[1]);
    const known = prefetchQuery(restaurantInfoQuery({ slug }, point));
    const reading = known.then((info): Promise<unknown> | undefined => {
      if (!info) return undefined;
      // SPEC §2: a fresh store opens in single-store mode (phones only), any other store with its menu.
      if (info.is_fresh !== 1) return prefetchQuery(restaurantItemsQuery(slug));
      if (!phone(SINGLE_STORE_ABOVE_PX)) return undefined;
      // (The grocery's queries come with its page's code: a phone's boot chunk does not carry them.)
      return import('../features/single-store/api').then(({ singleStoreQueries }) => Promise.allSettled(singleStoreQueries(info.id, point).map((query) => prefetchQuery(query))));
    });
    // The store's layout's code too (a grocery's single-store page or a menu), which the store page
    // would only ask for once it had rendered.
    firstStoreScreen = known
      .then((info) => (info?.is_fresh === 1 ? (phone(SINGLE_STORE_ABOVE_PX) ? singleStoreScreen.preload() : undefined) : menuStoreScreen.preload()))
      .catch(() => undefined);
    reads.push(Promise.allSettled([reading, firstStoreScreen]));
  }
}
