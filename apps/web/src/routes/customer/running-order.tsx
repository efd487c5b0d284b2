import { useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { Link } from '../../lib/link';
import type { OrderView } from '@keka/contracts';
import { ORDER_STATUS } from '@keka/domain';
import { useAuthToken } from '../../features/account/state';
import { cancelOrder, useItemReport } from '../../features/orders/api';
import { fetchRatableOrder } from '../../features/ratings/api';
import { AwaitingPayment } from './awaiting-payment';
import { CancelOrderSheet } from '../../features/orders/components/cancel-order-sheet';
import { DeliveryPin, DeliveryPinPending } from '../../features/orders/components/delivery-pin';
import { LiveNotice } from '../../features/orders/components/live-notice';
import { isPaidOnline, OrderBill, OrderLines, OrderPlaces } from '../../features/orders/components/order-details';
import { OrderStatusCard } from '../../features/orders/components/order-status-card';
import { OrderChanges, SubstitutionPrompts } from '../../features/orders/components/substitutions';
import { ReorderButton, ReorderFailedNotice, ReorderReplaceSheet } from '../../features/orders/components/reorder';
import { RiderCard } from '../../features/orders/components/rider-card';
import { RiderMap } from '../../features/orders/components/rider-map';
import { useLiveOrder, useNow, useRiderLocation } from '../../features/orders/hooks';
import { isFinished, isWithRider, pinState } from '../../features/orders/status';
import { AlertIcon } from '../../components/ui/icons/alert';
import { PageHeader } from '../../components/ui/page-header';
import { PushPrompt } from '../../components/ui/push-prompt';
import { LoadingRegion, Skeleton } from '../../components/ui/skeleton';
import { ErrorState } from '../../components/ui/state-message';
import { announce } from '../../lib/announce';
import { isApiError } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { useQuery } from '../../lib/use-query';
import { useReorder } from './use-reorder';
import '../../features/cart/components/cart.css';
import '../../features/checkout/components/checkout.css';
import '../../features/orders/components/orders.css';
import '../../features/orders/components/running-order.css';

interface Notice {
  readonly code: string;
  readonly message: string;
}

/**
 * /running-order/{unique_order_id}: follows the order live (no polling, no reload; ADR 0011): status and
 * timeline, the ETA counting down, the PIN once a partner is on the way, the partner and the map, cancel
 * while the store has not accepted, then store, address, items and bill. A finished order is its detail
 * page (from /my-orders): when it was delivered or why it was cancelled, Reorder and Rate.
 */
export function RunningOrderRoute() {
  const t = useT();
  const { uniqueOrderId } = useParams();
  const location = useLocation();
  const token = useAuthToken();
  const live = useLiveOrder(uniqueOrderId, token);
  const order = live.order;
  const running = order !== undefined && !isFinished(order.orderstatus_id);
  // Minutes for the ETA and the age of the partner's position: a 15 s tick is plenty.
  const now = useNow(15_000, running);
  const position = useRiderLocation(order, token);
  const navState = location.state as { notices?: Notice[]; cancel?: boolean } | null;
  const notices = (navState?.notices ?? []).filter((n) => n.code === 'PRICE_CHANGED');

  if (!token) return <Navigate to="/login" replace state={{ from: location.pathname }} />;

  return (
    <div className="screen screen--grey">
      <PageHeader title={t('order.title', { id: (uniqueOrderId ?? '').slice(-6).toUpperCase() })} subtitle={order?.restaurant.name} fallback="/my-orders" />
      <main className="cart running-order">
        {notices.map((notice) => (
          <p key={notice.code} className="notice notice--info" role="status">
            <AlertIcon size={18} />
            {t('checkout.priceChanged')}
          </p>
        ))}
        <LiveNotice status={running ? live.liveStatus : 'idle'} />
        {live.error && !order ? (
          <div className="card">
            <ErrorState error={live.error} onRetry={live.refetch} />
          </div>
        ) : !order ? (
          <RunningOrderSkeleton />
        ) : (
          <OrderBody order={order} now={now} position={position} token={token} askCancel={navState?.cancel === true} onCancelled={live.replace} onStale={live.refetch} />
        )}
      </main>
    </div>
  );
}

interface OrderBodyProps {
  readonly order: OrderView;
  readonly now: number;
  readonly position: ReturnType<typeof useRiderLocation>;
  readonly token: string;
  /** Came from 'Cancel order' on /my-orders: the cancel sheet opens at once (while cancelling is allowed). */
  readonly askCancel: boolean;
  /** An answer that carries the whole order (cancel-order, answer-substitution) replaces the view. */
  readonly onCancelled: (order: OrderView) => void;
  readonly onStale: () => void;
}

function OrderBody({ order, now, position, token, askCancel, onCancelled, onStale }: OrderBodyProps) {
  const t = useT();
  const cancel = useCancel(order, token, onCancelled, onStale, askCancel);
  const finished = isFinished(order.orderstatus_id);
  const pin = pinState(order);
  const withRider = order.delivery_type === 'DELIVERY' && isWithRider(order.orderstatus_id);
  return (
    <>
      {order.orderstatus_id === ORDER_STATUS.AWAITING_PAYMENT && <AwaitingPayment order={order} token={token} onMoved={onStale} />}
      <SubstitutionPrompts order={order} token={token} onAnswered={onCancelled} onStale={onStale} />
      <OrderStatusCard order={order} now={now} />
      {order.orderstatus_id === ORDER_STATUS.PAYMENT_FAILED && (
        <p className="notice notice--info" role="status">
          {t('payment.expired.body')}
        </p>
      )}
      {pin === 'show' && order.delivery_pin && <DeliveryPin pin={order.delivery_pin} />}
      {pin === 'pending' && order.orderstatus_id !== ORDER_STATUS.AWAITING_PAYMENT && <DeliveryPinPending />}
      {withRider && order.rider && <RiderCard rider={order.rider} />}
      {!isFinished(order.orderstatus_id) && <PushPrompt token={token} title={t('push.order.title')} body={t('push.order.body')} />}
      {withRider && <RiderMap order={order} position={position} now={now} />}
      {order.can_cancel && !finished && (
        <button type="button" className="button button--secondary button--block running-order__cancel" onClick={cancel.ask}>
          {t('order.cancel.button')}
        </button>
      )}
      {finished && <PastOrderActions order={order} token={token} />}
      <OrderPlaces order={order} />
      <OrderLines order={order} />
      <OrderChanges order={order} />
      <OrderBill bill={order.bill} state={order.orderstatus_id === 6 ? 'cancelled' : order.payment_status === 'PAID' ? 'paid' : 'due'} pickup={order.delivery_type === 'SELFPICKUP'} online={isPaidOnline(order.payment_mode)} />
      {!isFinished(order.orderstatus_id) && <p className="order-poll-note">{t('order.liveNote')}</p>}
      <div className="card running-order__links">
        <Link to="/my-orders" className="button button--secondary button--block">
          {t('order.allOrders')}
        </Link>
        <Link to="/" className="button button--ghost button--block">
          {t('order.home')}
        </Link>
      </div>
      <CancelOrderSheet order={order} open={cancel.open} cancelling={cancel.busy} error={cancel.error} onKeep={cancel.keep} onCancel={(reason) => void cancel.run(reason)} />
    </>
  );
}

/** The cancel sheet's state: open, sending, and what went wrong (too late: the store just accepted). */
function useCancel(order: OrderView, token: string, onCancelled: (order: OrderView) => void, onStale: () => void, openAtOnce: boolean) {
  const t = useT();
  const [open, setOpen] = useState(openAtOnce);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (reason: string) => {
    setBusy(true);
    setError(null);
    try {
      const cancelled = await cancelOrder(order.unique_order_id, reason, token);
      onCancelled(cancelled);
      setOpen(false);
      announce(t('order.cancel.done'));
    } catch (failure) {
      const code = isApiError(failure) ? failure.code : '';
      setError(code === 'INVALID_TRANSITION' ? t('order.cancel.tooLate') : code === 'NETWORK' ? t('error.offline.body') : t('error.generic'));
      if (code === 'INVALID_TRANSITION') onStale();
    } finally {
      setBusy(false);
    }
  };
  const ask = () => {
    setError(null);
    setOpen(true);
  };
  // The order moved on (the store accepted) while the sheet was open: nothing to cancel any more.
  const shown = open && (order.can_cancel || error !== null);
  return { open: shown, busy, error, run, ask, keep: () => setOpen(false) };
}

/**
 * "Rate the order" while the delivered order is not rated yet. Its answer is the rate page's own
 * (the same query), so that page opens drawn.
 */
function RateLink({ token, uniqueOrderId, storeName }: { readonly token: string; readonly uniqueOrderId: string; readonly storeName: string }) {
  const t = useT();
  const ratable = useQuery(`ratable:${uniqueOrderId}`, (signal) => fetchRatableOrder(token, uniqueOrderId, signal));
  if (ratable.data?.data.rated !== false) return null;
  return (
    <Link to={`/rate-and-review/${uniqueOrderId}`} className="button button--ghost button--block">
      {t('orders.rate', { name: storeName })}
    </Link>
  );
}

/**
 * "Items missing or wrong?" while the delivered order can be reported (issue 36), or the report it has.
 * Its answer is the report page's own (the same query), so that page opens drawn.
 */
function ReportLink({ token, uniqueOrderId }: { readonly token: string; readonly uniqueOrderId: string }) {
  const t = useT();
  const data = useItemReport(uniqueOrderId, token).data;
  if (!data || (!data.report && !data.open_until)) return null;
  return (
    <Link to={`/my-orders/${uniqueOrderId}/report`} className="button button--ghost button--block">
      {t(data.report ? 'report.done.title' : 'report.link')}
    </Link>
  );
}

/** A finished order: Reorder (the same lines from today's menu), and Rate once it was delivered and not rated yet. */
function PastOrderActions({ order, token }: { readonly order: OrderView; readonly token: string }) {
  const reorder = useReorder(token);
  const id = order.unique_order_id;
  return (
    <div className="card running-order__links">
      <ReorderButton storeName={order.restaurant.name} busy={reorder.busyId === id} onReorder={() => reorder.start(id)} className="button--block" />
      {reorder.failure?.orderId === id && <ReorderFailedNotice note={reorder.failure.note} message={reorder.failure.message} />}
      {order.orderstatus_id === ORDER_STATUS.DELIVERED && <RateLink token={token} uniqueOrderId={id} storeName={order.restaurant.name} />}
      {order.orderstatus_id === ORDER_STATUS.DELIVERED && <ReportLink token={token} uniqueOrderId={id} />}
      <ReorderReplaceSheet storeName={reorder.pending?.restaurant.name ?? ''} open={reorder.pending !== null} onReplace={reorder.replace} onKeep={reorder.keep} />
    </div>
  );
}

function RunningOrderSkeleton() {
  return (
    <LoadingRegion className="card order-status">
      <Skeleton width="70%" height={24} />
      <Skeleton width="40%" height={14} />
      <Skeleton width="100%" height={40} className="order-status__skeleton" />
      <Skeleton width="100%" height={40} className="order-status__skeleton" />
      <Skeleton width="100%" height={40} className="order-status__skeleton" />
    </LoadingRegion>
  );
}
