import { useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import type { PlaceOrderResponse } from '@keka/contracts';
import { ORDER_STATUS, parseRupees, parseSlotKey, paise, type SubstitutionDefault } from '@keka/domain';
import { setUser, useAuthToken, useUser } from '../../features/account/state';
import { AddPhoneForm } from '../../features/account/social/add-phone-form';
import { useDeliveryMode } from '../../features/browse/state';
import { useDeliveryCharge, useDeliverySlots, useIsFirstOrder } from '../../features/cart/api';
import { AddressBlock } from '../../features/cart/components/address-block';
import { BillDetails } from '../../features/cart/components/bill-details';
import { CartSummary } from '../../features/cart/components/cart-summary';
import { PickupBlock } from '../../features/cart/components/pickup-block';
import { useSlotDayLabel } from '../../features/cart/components/slot-day';
import { useAppliedCoupon, useCart, useCartItemTotal, useChosenSlot, useOrderComment, useTip } from '../../features/cart/hooks';
import { useCartBill } from '../../features/cart/hooks-bill';
import { clearCartAfterOrder, clearCoupon, chooseSlot, markLinesUnavailable } from '../../features/cart/state';
import { usePaymentGateways } from '../../features/checkout/api';
import { PaymentMethod } from '../../features/checkout/components/payment-method';
import { SubstitutionChoice } from '../../features/checkout/components/substitution-choice';
import { PlaceOrderError } from '../../features/checkout/components/place-order-error';
import { usePlaceOrder } from '../../features/checkout/hooks';
import { goToPaymentStep, isOnlineMethod, payOrder } from '../../features/checkout/pay';
import { buildPlaceOrderPayload, type PayMethod } from '../../features/checkout/payload';
import { useSavedAddress } from '../../features/location/state';
import { useRestaurantInfo } from '../../features/stores/api';
import { ClockIcon } from '../../components/ui/icons/clock';
import { PageHeader } from '../../components/ui/page-header';
import { LoadingRegion, Skeleton } from '../../components/ui/skeleton';
import { ErrorState } from '../../components/ui/state-message';
import { announce } from '../../lib/announce';
import { useMoney } from '../../lib/format';
import { useT } from '../../lib/i18n';
import '../../features/cart/components/cart.css';
import '../../features/checkout/components/checkout.css';
import '../../features/orders/components/orders.css';

/**
 * /checkout and /checkout/{slot id}: where it goes, what is in it, how to pay, the bill (the same the
 * cart showed: coupon, tip, slot, wallet) and 'Place Order'.
 */
export function CheckoutRoute() {
  const t = useT();
  const navigate = useNavigate();
  const { slotId: slotParam } = useParams();
  const cart = useCart();
  const itemTotal = useCartItemTotal();
  const comment = useOrderComment();
  const address = useSavedAddress();
  const user = useUser();
  const token = useAuthToken();
  const money = useMoney();
  const mode = useDeliveryMode();
  const coupon = useAppliedCoupon();
  const tip = useTip();
  const chosen = useChosenSlot();
  const dayLabel = useSlotDayLabel();
  const [placedId, setPlacedId] = useState<string | null>(null);
  /** The provider's name while the browser is sent to its page. */
  const [redirecting, setRedirecting] = useState<string | null>(null);
  const [payment, setPayment] = useState<PayMethod>({ method: 'COD', partialWallet: false });
  const [substitution, setSubstitution] = useState<SubstitutionDefault>('BEST_MATCH');
  const point = useMemo(() => (address ? { lat: address.lat, lng: address.lng } : null), [address]);
  const info = useRestaurantInfo(cart.restaurantId === null ? null : { id: cart.restaurantId }, point);
  const store = info.data;
  const deliveryType = mode === 'SELFPICKUP' && store?.accepts_selfpickup !== 0 ? 'SELFPICKUP' : 'DELIVERY';
  const isFirstOrder = useIsFirstOrder(token, user?.id ?? null);
  const charge = useDeliveryCharge(deliveryType === 'DELIVERY' ? cart.restaurantId : null, point, itemTotal);
  const gateways = usePaymentGateways(token);
  const slotRef = slotParam ? parseSlotKey(slotParam) : null;
  // The slot's name: from the cart's choice, else from the store's open slots (a reload of this page).
  const slots = useDeliverySlots(slotRef && chosen?.key !== slotParam ? cart.restaurantId : null);
  const slotName = chosen !== null && chosen.key === slotParam ? chosen.name : slots.data?.days.flatMap((d) => d.slots).find((s) => s.key === slotParam)?.name;
  const tipForBill = deliveryType === 'DELIVERY' ? tip : null;
  const priced = useCartBill({ cart, store, location: point, isFirstOrder, deliveryType, coupon, tip: tipForBill, deliveryCharge: charge.data });

  const onlineName = isOnlineMethod(payment.method) ? (gateways.data?.gateways.find((g) => g.code === payment.method)?.name.replace(/ \(test\)$/, '') ?? payment.method) : null;
  const onPlaced = useCallback(
    async (response: PlaceOrderResponse) => {
      const id = response.data.unique_order_id;
      const method = payment.method;
      // Paid online (issue 33): the order waits for its money; the browser goes to the provider's page.
      if (response.data.orderstatus_id === ORDER_STATUS.AWAITING_PAYMENT && isOnlineMethod(method) && token) {
        setRedirecting(onlineName ?? method);
        clearCartAfterOrder();
        try {
          const step = (await payOrder(id, method, token)).data.attempt?.step;
          if (step) {
            goToPaymentStep(step);
            return;
          }
        } catch {
          // The order page offers to try again, or to pay another way.
        }
        setRedirecting(null);
      }
      setPlacedId(id);
      announce(t('checkout.placed'));
      // SPEC §4: on success the cart is emptied, the order comment and applied coupon removed.
      clearCartAfterOrder();
      void navigate(`/running-order/${id}`, { replace: true, state: { notices: response.notices } });
    },
    [navigate, t, payment.method, token, onlineName],
  );
  const { status, place } = usePlaceOrder(onPlaced);
  const failure = status.kind === 'failed' ? status.error : null;
  useEffect(() => {
    if (!failure) return;
    // A refused session: forget it; the guard below sends the user to log in and back here.
    if (failure.status === 401) setUser(null);
    // What the server refused goes back into the cart's state, so the cart shows it.
    const ids = failure.details.unavailable_ids;
    if (Array.isArray(ids)) markLinesUnavailable(ids.filter((id): id is number => typeof id === 'number'));
    if (failure.code === 'COUPON_INVALID') clearCoupon();
    if (failure.code === 'SLOT_FULL' || failure.code === 'SLOT_REQUIRED') chooseSlot(null);
  }, [failure]);

  if (redirecting) {
    return (
      <div className="screen screen--grey">
        <PageHeader title={t('checkout.title')} fallback="/cart" />
        <main className="cart">
          <p className="card cart__card checkout-redirecting" role="status">
            <span className="spinner" aria-hidden="true" /> {t('checkout.redirecting', { name: redirecting })}
          </p>
        </main>
      </div>
    );
  }
  if (placedId) return <Navigate to={`/running-order/${placedId}`} replace />;
  if (cart.lines.length === 0) return <Navigate to="/cart" replace />;
  if (!user || !token) return <Navigate to="/login" replace state={{ from: slotParam ? `/checkout/${slotParam}` : '/checkout' }} />;
  if (!address && deliveryType === 'DELIVERY') return <Navigate to="/cart" replace />;
  if (store?.is_fresh === 1 && !slotRef) return <Navigate to="/cart" replace />;

  // An account made through Google or Facebook has no phone yet: the store and the rider need one (issue 34).
  const needsPhone = !user.phone;
  const placing = status.kind === 'placing';
  // A grocery store picks from shelves: the customer says what an out-of-stock item becomes (issue 36).
  const grocery = store?.is_fresh === 1;
  const total = priced ? priced.bill.total : null;
  const balance = gateways.data ? parseRupees(gateways.data.wallet_balance) : paise(0);
  const walletPart = total === null ? paise(0) : payment.method === 'WALLET' ? total : payment.partialWallet ? paise(Math.min(balance, total)) : paise(0);
  const submit = () => {
    if (!priced) return;
    const choices = {
      address,
      comment,
      deliveryType,
      couponCode: coupon?.code ?? null,
      tip: tipForBill,
      slot: slotRef ? { id: slotRef.slotId, date: slotRef.date } : null,
      payment,
      ...(grocery ? { substitutionDefault: substitution } : {}),
    } as const;
    void place(buildPlaceOrderPayload(cart, priced.bill, choices), token);
  };

  return (
    <div className="screen screen--grey screen--with-pay">
      <PageHeader title={t('checkout.title')} subtitle={store?.name} fallback="/cart" />
      <main className="cart">
        <section className="card cart__card" aria-label={t(deliveryType === 'SELFPICKUP' ? 'cart.pickup.section' : 'cart.address.section')}>
          {deliveryType === 'SELFPICKUP' && store ? (
            <PickupBlock storeName={store.name} address={store.address} readyIn={store.delivery_time} />
          ) : (
            <AddressBlock address={address} deliveryTime={store?.delivery_time ?? null} changeHref="/my-addresses" />
          )}
        </section>
        {needsPhone && (
          <section className="card cart__card" aria-labelledby="add-phone-title">
            <h2 id="add-phone-title" className="cart__card-title">
              {t('auth.addPhone.title')}
            </h2>
            <p className="checkout-phone__body">{t('auth.addPhone.body')}</p>
            <AddPhoneForm
              authToken={token}
              onAdded={(next) => {
                setUser(next);
                announce(t('auth.addPhone.done'));
              }}
            />
          </section>
        )}
        {slotRef && (
          <section className="card cart__card schedule-card" aria-label={t('cart.schedule.title')}>
            <div className="schedule-card__row">
              <ClockIcon size={22} className="schedule-card__icon" />
              <p className="schedule-card__text">
                <strong>{dayLabel(slotRef.date)}</strong>
                <span>{slotName ?? '…'}</span>
              </p>
            </div>
          </section>
        )}
        <section className="card cart__card" aria-labelledby="summary-heading">
          <h2 id="summary-heading" className="cart__card-title">
            {t('checkout.summary')}
          </h2>
          {store && <p className="checkout-summary__store">{store.name}</p>}
          <CartSummary />
          {comment.trim() && <p className="checkout-summary__comment">“{comment.trim()}”</p>}
        </section>
        {grocery && (
          <section className="card cart__card">
            <SubstitutionChoice value={substitution} onChange={setSubstitution} />
          </section>
        )}
        <section className="card cart__card">
          <PaymentMethod gateways={gateways.data} total={total} value={payment} onChange={setPayment} deliveryType={deliveryType} />
        </section>
        <div className="card cart__card">
          {info.error && !store ? (
            <ErrorState error={info.error} onRetry={info.refetch} />
          ) : priced ? (
            <>
              <BillDetails bill={priced.bill} distanceKm={priced.distanceKm} />
              {walletPart > 0 && (
                <dl className="wallet-split">
                  <div>
                    <dt>{t('checkout.fromWallet')}</dt>
                    <dd className="tabular">−{money(walletPart)}</dd>
                  </div>
                  <div>
                    <dt>{t(onlineName ? 'checkout.toPayOnline' : 'checkout.payOnDelivery')}</dt>
                    <dd className="tabular">{money(paise(priced.bill.total - walletPart))}</dd>
                  </div>
                </dl>
              )}
            </>
          ) : (
            <LoadingRegion>
              <Skeleton width="40%" height={18} />
              <Skeleton width="100%" height={14} />
              <Skeleton width="100%" height={14} />
            </LoadingRegion>
          )}
        </div>
        {failure && <PlaceOrderError error={failure} />}
      </main>
      <div className="pay-bar">
        <button
          type="button"
          className="button button--primary button--block button--large pay-bar__cta"
          onClick={submit}
          disabled={placing || !priced || needsPhone}
          aria-busy={placing}
        >
          <span className="pay-bar__total">
            <span className="tabular">{total === null ? '—' : money(paise(total - walletPart))}</span>
            <span className="pay-bar__total-label">
              {onlineName ? t('checkout.payOnline', { name: onlineName }) : t(payment.method === 'WALLET' ? 'checkout.wallet' : deliveryType === 'SELFPICKUP' ? 'checkout.payAtPickup' : 'checkout.cod')}
            </span>
          </span>
          <span className="pay-bar__action">
            {placing && <span className="spinner" aria-hidden="true" />}
            {t(placing ? 'checkout.placing' : failure ? 'checkout.retry' : 'checkout.place')}
          </span>
        </button>
      </div>
    </div>
  );
}
