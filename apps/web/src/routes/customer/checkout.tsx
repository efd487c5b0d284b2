import { useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import type { PlaceOrderResponse } from '@keka/contracts';
import { setUser, useAuthToken, useUser } from '../../features/account/state';
import { useIsFirstOrder } from '../../features/cart/api';
import { AddressBlock } from '../../features/cart/components/address-block';
import { BillDetails } from '../../features/cart/components/bill-details';
import { CartSummary } from '../../features/cart/components/cart-summary';
import { useCart, useOrderComment } from '../../features/cart/hooks';
import { useCartBill } from '../../features/cart/hooks-bill';
import { clearCartAfterOrder } from '../../features/cart/state';
import { PaymentMethod } from '../../features/checkout/components/payment-method';
import { PlaceOrderError } from '../../features/checkout/components/place-order-error';
import { usePlaceOrder } from '../../features/checkout/hooks';
import { buildPlaceOrderPayload } from '../../features/checkout/payload';
import { useSavedAddress } from '../../features/location/state';
import { useRestaurantInfo } from '../../features/stores/api';
import { PageHeader } from '../../components/ui/page-header';
import { LoadingRegion, Skeleton } from '../../components/ui/skeleton';
import { ErrorState } from '../../components/ui/state-message';
import { announce } from '../../lib/announce';
import { useMoney } from '../../lib/format';
import { useT } from '../../lib/i18n';
import '../../features/cart/components/cart.css';
import '../../features/checkout/components/checkout.css';
import '../../features/orders/components/orders.css';

/** /checkout: order summary, address, cash on delivery, the bill and 'Place Order'. */
export function CheckoutRoute() {
  const t = useT();
  const navigate = useNavigate();
  const cart = useCart();
  const comment = useOrderComment();
  const address = useSavedAddress();
  const user = useUser();
  const token = useAuthToken();
  const money = useMoney();
  const [placedId, setPlacedId] = useState<string | null>(null);
  const point = useMemo(() => (address ? { lat: address.lat, lng: address.lng } : null), [address]);
  const info = useRestaurantInfo(cart.restaurantId === null ? null : { id: cart.restaurantId }, point);
  const isFirstOrder = useIsFirstOrder(token, user?.id ?? null);
  const priced = useCartBill(cart, info.data, point, isFirstOrder);

  const onPlaced = useCallback(
    (response: PlaceOrderResponse) => {
      const id = response.data.unique_order_id;
      setPlacedId(id);
      announce(t('checkout.placed'));
      // SPEC §4: on success the cart is emptied and the order comment removed.
      clearCartAfterOrder();
      void navigate(`/running-order/${id}`, { replace: true, state: { notices: response.notices } });
    },
    [navigate, t],
  );
  const { status, place } = usePlaceOrder(onPlaced);
  const sessionExpired = status.kind === 'failed' && status.error.status === 401;
  useEffect(() => {
    // A refused session: forget it, the guard below sends the user to log in and back here.
    if (sessionExpired) setUser(null);
  }, [sessionExpired]);

  if (placedId) return <Navigate to={`/running-order/${placedId}`} replace />;
  if (cart.lines.length === 0) return <Navigate to="/cart" replace />;
  if (!user || !token) return <Navigate to="/login" replace state={{ from: '/checkout' }} />;
  if (!address) return <Navigate to="/cart" replace />;

  const placing = status.kind === 'placing';
  const submit = () => {
    if (!priced) return;
    void place(buildPlaceOrderPayload(cart, address, comment, priced.bill), token);
  };

  return (
    <div className="screen screen--grey screen--with-pay">
      <PageHeader title={t('checkout.title')} subtitle={info.data?.name} fallback="/cart" />
      <main className="cart">
        <section className="card cart__card" aria-label={t('cart.address.section')}>
          <AddressBlock address={address} deliveryTime={info.data?.delivery_time ?? null} changeHref="/search-location" />
        </section>
        <section className="card cart__card" aria-labelledby="summary-heading">
          <h2 id="summary-heading" className="cart__card-title">
            {t('checkout.summary')}
          </h2>
          {info.data && <p className="checkout-summary__store">{info.data.name}</p>}
          <CartSummary />
          {comment.trim() && <p className="checkout-summary__comment">“{comment.trim()}”</p>}
        </section>
        <section className="card cart__card">
          <PaymentMethod />
        </section>
        <div className="card cart__card">
          {info.error && !info.data ? (
            <ErrorState error={info.error} onRetry={info.refetch} />
          ) : priced ? (
            <BillDetails bill={priced.bill} distanceKm={priced.distanceKm} />
          ) : (
            <LoadingRegion>
              <Skeleton width="40%" height={18} />
              <Skeleton width="100%" height={14} />
              <Skeleton width="100%" height={14} />
            </LoadingRegion>
          )}
        </div>
        {status.kind === 'failed' && <PlaceOrderError error={status.error} />}
      </main>
      <div className="pay-bar">
        <button
          type="button"
          className="button button--primary button--block button--large pay-bar__cta"
          onClick={submit}
          disabled={placing || !priced}
          aria-busy={placing}
        >
          <span className="pay-bar__total">
            <span className="tabular">{priced ? money(priced.bill.total) : '—'}</span>
            <span className="pay-bar__total-label">{t('checkout.cod')}</span>
          </span>
          <span className="pay-bar__action">
            {placing && <span className="spinner" aria-hidden="true" />}
            {t(placing ? 'checkout.placing' : status.kind === 'failed' ? 'checkout.retry' : 'checkout.place')}
          </span>
        </button>
      </div>
    </div>
  );
}
