import { useEffect, useMemo } from 'react';
import { Navigate } from 'react-router';
import { useAuthToken, useUser } from '../../features/account/state';
import { useIsFirstOrder } from '../../features/cart/api';
import { AddressBlock } from '../../features/cart/components/address-block';
import { BillDetails } from '../../features/cart/components/bill-details';
import { CartLines } from '../../features/cart/components/cart-lines';
import { EmptyCart } from '../../features/cart/components/empty-cart';
import { OrderComment } from '../../features/cart/components/order-comment';
import { PaymentArea } from '../../features/cart/components/payment-area';
import { useCart, useCartCount, useCartItemTotal } from '../../features/cart/hooks';
import { useCartBill } from '../../features/cart/hooks-bill';
import { paymentState } from '../../features/cart/payment';
import { useSavedAddress } from '../../features/location/state';
import { useRunningOrders } from '../../features/orders/api';
import { RunningOrderNotice } from '../../features/orders/components/running-order-notice';
import { useRestaurantInfo } from '../../features/stores/api';
import { StoreSummary } from '../../features/stores/components/store-summary';
import { PageHeader } from '../../components/ui/page-header';
import { LoadingRegion, Skeleton } from '../../components/ui/skeleton';
import { ErrorState } from '../../components/ui/state-message';
import { useMoney } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { removeKey } from '../../lib/storage';
import { useIsDesktop } from '../../lib/viewport';
import { CustomerNav } from './customer-nav';
import '../../features/cart/components/cart.css';
import '../../features/stores/components/store.css';
import '../../features/orders/components/orders.css';

/** SPEC §2 "Cart (/cart)": store, address, items, comment, bill, running-order notice, payment area. */
export function CartRoute() {
  const t = useT();
  const cart = useCart();
  const count = useCartCount();
  const itemTotal = useCartItemTotal();
  const address = useSavedAddress();
  const user = useUser();
  const token = useAuthToken();
  const money = useMoney();
  const point = useMemo(() => (address ? { lat: address.lat, lng: address.lng } : null), [address]);
  const info = useRestaurantInfo(cart.restaurantId === null ? null : { id: cart.restaurantId }, point);
  const running = useRunningOrders(token);
  const store = info.data;
  const isFirstOrder = useIsFirstOrder(token, user?.id ?? null);
  useEffect(() => {
    // SPEC §2 Cart: on open, the stored cart_tips and fromCart values are removed.
    removeKey('cart_tips');
    removeKey('fromCart');
  }, []);
  const priced = useCartBill(cart, store, point, isFirstOrder);
  const desktop = useIsDesktop();

  // SPEC §5: above 1024 px the cart gives way to the desktop view at '/'.
  if (desktop) return <Navigate to="/" replace />;
  if (count === 0) {
    return (
      <div className="screen screen--with-nav">
        <PageHeader title={t('cart.title')} />
        <main>
          <EmptyCart />
        </main>
        <CustomerNav />
      </div>
    );
  }

  const state = store
    ? paymentState({ isLoggedIn: user !== null, hasAddress: address !== null, store, cart, itemTotal })
    : null;

  return (
    <div className="screen screen--grey screen--with-pay">
      <PageHeader title={t('cart.title')} subtitle={t(count === 1 ? 'floatCart.item' : 'floatCart.items', { count })} />
      <main className="cart">
        {info.error && !store ? (
          <div className="card cart__card">
            <ErrorState error={info.error} onRetry={info.refetch} />
          </div>
        ) : (
          <section className="card cart__card" aria-label={t('cart.store')}>
            {store ? <StoreSummary store={store} /> : <CartCardSkeleton />}
          </section>
        )}
        <section className="card cart__card" aria-label={t('cart.address.section')}>
          <AddressBlock
            address={address}
            deliveryTime={store?.delivery_time ?? null}
            changeHref={user ? '/my-addresses' : '/search-location'}
          />
        </section>
        <section className="card cart__card" aria-labelledby="cart-items-heading">
          <h2 id="cart-items-heading" className="cart__card-title">
            {t('cart.items')}
          </h2>
          <CartLines />
          <OrderComment />
        </section>
        <div className="card cart__card">{priced ? <BillDetails bill={priced.bill} distanceKm={priced.distanceKm} /> : <CartCardSkeleton />}</div>
        <RunningOrderNotice data={running.data} />
      </main>
      {state && priced && <PaymentArea state={state} storeName={store?.name ?? ''} total={money(priced.bill.total)} />}
    </div>
  );
}

function CartCardSkeleton() {
  return (
    <LoadingRegion>
      <Skeleton width="50%" height={18} />
      <Skeleton width="80%" height={14} className="cart__skeleton-line" />
      <Skeleton width="65%" height={14} className="cart__skeleton-line" />
    </LoadingRegion>
  );
}
