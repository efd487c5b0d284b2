import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useAuthToken, useUser } from '../../features/account/state';
import { DeliveryModeToggle } from '../../features/browse/components/delivery-mode-toggle';
import { useDeliveryMode } from '../../features/browse/state';
import { useDeliveryCharge, useIsFirstOrder } from '../../features/cart/api';
import { useAvailabilityCheck, useProcessCart } from '../../features/cart/availability';
import { AddressBlock } from '../../features/cart/components/address-block';
import { BillDetails } from '../../features/cart/components/bill-details';
import { CartLines } from '../../features/cart/components/cart-lines';
import { CouponBox } from '../../features/cart/components/coupon-box';
import { EmptyCart } from '../../features/cart/components/empty-cart';
import { OrderComment } from '../../features/cart/components/order-comment';
import { PaymentArea } from '../../features/cart/components/payment-area';
import { PickupBlock } from '../../features/cart/components/pickup-block';
import { TipsBlock } from '../../features/cart/components/tips-block';
import { useCouponBox } from '../../features/cart/coupon';
import { useAppliedCoupon, useCart, useCartCount, useCartItemTotal, useChosenSlot, useTip } from '../../features/cart/hooks';
import { useCartBill } from '../../features/cart/hooks-bill';
import { setTip } from '../../features/cart/state';
import { paymentState } from '../../features/cart/payment';
import { useGuestPlaceStore, useSavedAddress } from '../../features/location/state';
import { useRunningOrders } from '../../features/orders/api';
import { useRestaurantInfo } from '../../features/stores/api';
import { StoreSummary } from '../../features/stores/components/store-summary';
import { AlertIcon } from '../../components/ui/icons/alert';
import { LoadingOverlay } from '../../components/ui/loading-overlay';
import { PageHeader } from '../../components/ui/page-header';
import { LoadingRegion, Skeleton } from '../../components/ui/skeleton';
import { ErrorState } from '../../components/ui/state-message';
import { useMoney } from '../../lib/format';
import { enCart } from '@keka/contracts/i18n/en-cart';
import { addCartEnglish, useT, useTn, withMoreEnglish } from '../../lib/i18n';
import { removeKey, STORAGE_KEYS, writeString } from '../../lib/storage';
import { settingsEverArrived } from '../../lib/settings';
import { useIsDesktop } from '../../lib/viewport';
import { CustomerNav } from './customer-nav';
import type { ReorderNavState } from './use-reorder';
import '../../features/cart/components/cart.css';
import '../../features/stores/components/store.css';
import '../../features/orders/components/orders.css';
import '../../features/browse/components/browse.css';

// The cart's words come with it: opened first, it draws without waiting for the rest of the English.
addCartEnglish(enCart);

// What only some carts show is a chunk of its own, with the rest of the English: a fresh store's
// delivery slots, a running order's notice, what a reorder put in the cart.
const ScheduleCard = lazy(() => import('../../features/cart/components/schedule-card').then((m) => ({ default: m.ScheduleCard })));
const RunningOrderNotice = lazy(() => withMoreEnglish(import('../../features/orders/components/running-order-notice')).then((m) => ({ default: m.RunningOrderNotice })));
// Asked once after a sign-in replaced the guest's place (guest-place-choice.tsx): only then is it fetched.
const GuestPlaceChoice = lazy(() => withMoreEnglish(import('./guest-place-choice')).then((m) => ({ default: m.GuestPlaceChoice })));
const ReorderAddedNotice = lazy(() => withMoreEnglish(import('../../features/orders/components/reorder')).then((m) => ({ default: m.ReorderAddedNotice })));

/** SPEC §2 "Cart (/cart)": the nine blocks in order, the schedule card for fresh stores, and the pay bar. */
export function CartRoute() {
  const t = useT();
  const tn = useTn();
  const navigate = useNavigate();
  const reordered = (useLocation().state as Partial<ReorderNavState> | null)?.reorder;
  const cart = useCart();
  const count = useCartCount();
  const itemTotal = useCartItemTotal();
  const address = useSavedAddress();
  const guestPlace = useGuestPlaceStore((s) => s.place !== null);
  const user = useUser();
  const token = useAuthToken();
  const money = useMoney();
  const mode = useDeliveryMode();
  const coupon = useAppliedCoupon();
  const tip = useTip();
  const slot = useChosenSlot();
  const point = useMemo(() => (address ? { lat: address.lat, lng: address.lng } : null), [address]);
  const info = useRestaurantInfo(cart.restaurantId === null ? null : { id: cart.restaurantId }, point);
  const store = info.data;
  const deliveryType = mode === 'SELFPICKUP' && store?.accepts_selfpickup !== 0 ? 'SELFPICKUP' : 'DELIVERY';
  const running = useRunningOrders(token);
  const isFirstOrder = useIsFirstOrder(token, user?.id ?? null);
  const charge = useDeliveryCharge(deliveryType === 'DELIVERY' ? cart.restaurantId : null, point, itemTotal);
  const couponBox = useCouponBox({ restaurantId: cart.restaurantId, itemTotal, token });
  const process = useProcessCart(slot);
  const [slotSheetOpen, setSlotSheetOpen] = useState(false);
  useAvailabilityCheck(cart, slot);
  useEffect(() => {
    // SPEC §2 Cart: on open, the stored cart_tips and fromCart values are removed (a tip is chosen
    // afresh on each visit to the cart).
    setTip(null);
    removeKey(STORAGE_KEYS.cartTips);
    removeKey(STORAGE_KEYS.fromCart);
  }, []);
  const priced = useCartBill({ cart, store, location: point, isFirstOrder, deliveryType, coupon, tip: deliveryType === 'DELIVERY' ? tip : null, deliveryCharge: charge.data });
  const desktop = useIsDesktop();

  // SPEC §2/§5: above 1024 px, or before the settings ever arrived, the cart gives way to '/'; a
  // logged-in customer without a default address chooses one first.
  if (desktop || !settingsEverArrived()) return <Navigate to="/" replace />;
  if (count > 0 && user && user.default_address_id === null) return <Navigate to="/my-addresses" replace state={{ from: '/cart' }} />;
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

  const isFresh = store?.is_fresh === 1;
  const showBill = priced !== null && (!isFresh || slot !== null);
  const state = store
    ? paymentState({ isLoggedIn: user !== null, hasAddress: address !== null, store, cart, itemTotal, deliveryType, hasSlot: slot !== null })
    : null;
  const pay = async () => {
    const outcome = await process.run();
    if (outcome.kind === 'go') void navigate(outcome.to);
  };
  const setAddress = () => {
    writeString(STORAGE_KEYS.fromCart, '1');
    void navigate('/search-location', { state: { from: '/cart' } });
  };
  const measuring = deliveryType === 'DELIVERY' && point !== null && charge.isLoading;

  return (
    <div className="screen screen--grey screen--with-pay">
      <PageHeader title={t('cart.title')} subtitle={tn('floatCart.items', count)} />
      <main className="cart">
        {reordered && (
          <Suspense fallback={null}>
            <ReorderAddedNotice note={reordered} />
          </Suspense>
        )}
        {info.error && !store ? (
          <div className="card cart__card">
            <ErrorState error={info.error} onRetry={info.refetch} />
          </div>
        ) : (
          <section className="card cart__card" aria-label={t('cart.store')}>
            {store ? <StoreSummary store={store} /> : <CartCardSkeleton />}
          </section>
        )}
        {user && guestPlace && deliveryType === 'DELIVERY' && (
          <Suspense fallback={null}>
            <GuestPlaceChoice user={user} />
          </Suspense>
        )}
        <section className="card cart__card" aria-label={t(deliveryType === 'SELFPICKUP' ? 'cart.pickup.section' : 'cart.address.section')}>
          {store?.accepts_selfpickup === 1 && store.accepts_delivery === 1 && <DeliveryModeToggle />}
          {deliveryType === 'SELFPICKUP' && store ? (
            <PickupBlock storeName={store.name} address={store.address} readyIn={store.delivery_time} />
          ) : (
            <AddressBlock address={address} deliveryTime={store?.delivery_time ?? null} changeHref={user ? '/my-addresses' : '/search-location'} />
          )}
        </section>
        {isFresh && store && (
          <Suspense fallback={null}>
            <ScheduleCard restaurantId={store.id} sheetOpen={slotSheetOpen} onSheetOpen={setSlotSheetOpen} />
          </Suspense>
        )}
        <section className="card cart__card" aria-labelledby="cart-items-heading">
          <h2 id="cart-items-heading" className="cart__card-title">
            {t('cart.items')}
          </h2>
          <CartLines />
          <OrderComment />
        </section>
        {deliveryType === 'DELIVERY' && <TipsBlock />}
        <CouponBox status={couponBox.status} onApply={(code) => void couponBox.apply(code)} onRemove={couponBox.remove} saving={priced?.bill.couponDiscount ?? null} />
        {showBill ? (
          <div className="card cart__card">
            <BillDetails bill={priced.bill} distanceKm={priced.distanceKm} />
          </div>
        ) : !isFresh ? (
          <div className="card cart__card">
            <CartCardSkeleton />
          </div>
        ) : null}
        {running.data?.has_running_order && (
          <Suspense fallback={null}>
            <RunningOrderNotice data={running.data} />
          </Suspense>
        )}
        {process.outcome?.kind === 'stay' && process.outcome.reason !== 'UNAVAILABLE' && (
          <p className="notice notice--danger" role="alert">
            <AlertIcon size={18} />
            {t(process.outcome.reason === 'SLOT_GONE' ? 'cart.schedule.gone' : 'cart.checkFailed')}
          </p>
        )}
      </main>
      {state && (
        <PaymentArea
          state={state}
          storeName={store?.name ?? ''}
          total={showBill ? money(priced.bill.total) : null}
          onPay={() => void pay()}
          onSelectSlot={() => setSlotSheetOpen(true)}
          onSetAddress={setAddress}
          busy={process.busy}
        />
      )}
      {(process.busy || measuring) && <LoadingOverlay label={t(process.busy ? 'cart.processing' : 'cart.measuring')} />}
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
