import { useMemo } from 'react';
import { CartItemControl } from '../../features/cart/components/cart-item-control';
import { useSavedAddress } from '../../features/location/state';
import { ExplorePage } from '../../features/search/components/explore-page';
import { CartDock, useCartDockClass } from './cart-dock';
import { CustomerNav } from './customer-nav';

/** /explore: search with the bottom nav, the float cart above it for items added from the results. */
export function ExploreRoute() {
  const address = useSavedAddress();
  const point = useMemo(() => (address ? { lat: address.lat, lng: address.lng } : null), [address]);
  const dockClass = useCartDockClass();
  return (
    <div className={`screen screen--with-nav explore-screen ${dockClass}`}>
      <ExplorePage point={point} renderControl={(item) => <CartItemControl item={item} />} />
      <CartDock />
      <CustomerNav />
    </div>
  );
}
