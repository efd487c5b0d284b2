import { deliveryStoresQuery, homeDataBody, homeDataQuery, promoSliderQuery } from '../features/home/api';
import { useAddressStore } from '../features/location/state';
import { singleStoreQueries } from '../features/single-store/api';
import { restaurantInfoQuery, restaurantItemsQuery } from '../features/stores/api';
import { getSetting } from '../lib/settings';
import { prefetchQuery } from '../lib/use-query';
import { takeEarlyRead } from './early-reads';
import { DESKTOP_ABOVE_PX, IS_EMBEDDED, SINGLE_STORE_ABOVE_PX } from '../lib/viewport';

/**
 * The first screen's reads start with the app, not after its route chunk has downloaded and
 * rendered: on a phone's network that saves a round trip or two before anything useful shows.
 * Each read is the very one the screen makes (same query, same cache key), so the screen joins it.
 */
export function prefetchFirstScreen(pathname: string, viewportWidth: number): void {
  const address = useAddressStore.getState().address;
  if (!address) return;
  const point = { lat: address.lat, lng: address.lng };
  const phone = (abovePx: number) => viewportWidth <= abovePx || IS_EMBEDDED;

  if (pathname === '/' && phone(DESKTOP_ABOVE_PX)) {
    // public/early-reads.js may have asked already, before this code arrived: its answer is taken over.
    const home = homeDataQuery(point);
    void prefetchQuery({ key: home.key, fetch: (signal) => takeEarlyRead('home-data', homeDataBody(point), () => home.fetch(signal)) });
    void prefetchQuery(promoSliderQuery(point, getSetting('showPromoSlider') === 'true'));
    void prefetchQuery(deliveryStoresQuery(point));
    return;
  }
  const store = /^\/stores\/([^/]+)\/?$/.exec(pathname);
  if (store?.[1]) {
    const slug = decodeURIComponent(store[1]);
    void prefetchQuery(restaurantInfoQuery({ slug }, point)).then((info) => {
      if (!info) return;
      // SPEC §2: a fresh store opens in single-store mode (phones only), any other store with its menu.
      if (info.is_fresh !== 1) void prefetchQuery(restaurantItemsQuery(slug));
      else if (phone(SINGLE_STORE_ABOVE_PX)) {
        for (const query of singleStoreQueries(info.id, point)) void prefetchQuery(query);
        // Its screen's code too, which the store page would only ask for once it had rendered.
        void import('../routes/customer/single-store');
      }
    });
  }
}
