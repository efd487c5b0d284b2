import { useMemo } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { RestaurantInfo } from '@keka/contracts';
import { CartItemControl } from '../../features/cart/components/cart-item-control';
import { useSavedAddress } from '../../features/location/state';
import { SingleStorePage } from '../../features/single-store/components/single-store-page';
import { useIsTooWideForSingleStore } from '../../lib/viewport';
import { CartDock, useCartDockClass } from './cart-dock';

/**
 * The store page of a fresh store (is_fresh = 1) in grocery single-store mode. SPEC §1/§2: above
 * 768 px it gives way to the desktop landing at '/'; without an address it asks for one first.
 */
export function SingleStoreScreen({ store }: { readonly store: RestaurantInfo }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const address = useSavedAddress();
  const tooWide = useIsTooWideForSingleStore();
  const dockClass = useCartDockClass();
  const point = useMemo(() => (address ? { lat: address.lat, lng: address.lng } : null), [address]);

  if (tooWide) return <Navigate to="/" replace state={{ landing: true }} />;
  if (!address) return <Navigate to="/search-location" replace state={{ from: pathname }} />;

  const goBack = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    void (idx > 0 ? navigate(-1) : navigate('/', { replace: true }));
  };
  return (
    <div className={`screen ${dockClass}`}>
      <SingleStorePage store={store} point={point} renderControl={(item) => <CartItemControl item={item} closed={store.is_active !== 1 || store.is_open === 0} />} onBack={goBack} />
      <CartDock />
    </div>
  );
}
