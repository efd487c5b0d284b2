import { Link, Navigate, useLocation, useParams } from 'react-router';
import { useAuthToken } from '../../features/account/state';
import { useSingleOrder } from '../../features/orders/api';
import { DeliveryPin } from '../../features/orders/components/delivery-pin';
import { OrderBill, OrderLines, OrderPlaces } from '../../features/orders/components/order-details';
import { OrderStatusCard } from '../../features/orders/components/order-status-card';
import { AlertIcon } from '../../components/ui/icons';
import { PageHeader } from '../../components/ui/page-header';
import { LoadingRegion, Skeleton } from '../../components/ui/skeleton';
import { ErrorState } from '../../components/ui/state-message';
import { useT } from '../../lib/i18n';
import '../../features/cart/components/cart.css';
import '../../features/checkout/components/checkout.css';
import '../../features/orders/components/orders.css';

interface Notice {
  readonly code: string;
  readonly message: string;
}

/** /running-order/{unique_order_id}: status tracker, PIN, store and address, items and bill; polled. */
export function RunningOrderRoute() {
  const t = useT();
  const { uniqueOrderId } = useParams();
  const location = useLocation();
  const token = useAuthToken();
  const order = useSingleOrder(uniqueOrderId, token);
  const notices = ((location.state as { notices?: Notice[] } | null)?.notices ?? []).filter((n) => n.code === 'PRICE_CHANGED');

  if (!token) return <Navigate to="/login" replace state={{ from: location.pathname }} />;

  const data = order.data;
  return (
    <div className="screen screen--grey">
      <PageHeader
        title={t('order.title', { id: (uniqueOrderId ?? '').slice(-6).toUpperCase() })}
        subtitle={data?.restaurant.name}
      />
      <main className="cart">
        {notices.map((notice) => (
          <p key={notice.code} className="notice notice--info" role="status">
            <AlertIcon size={18} />
            {t('checkout.priceChanged')}
          </p>
        ))}
        {order.error && !data ? (
          <div className="card">
            <ErrorState error={order.error} onRetry={order.refetch} />
          </div>
        ) : !data ? (
          <LoadingRegion className="card order-status">
            <Skeleton width="70%" height={24} />
            <Skeleton width="40%" height={14} />
            <Skeleton width="100%" height={56} className="order-status__skeleton" />
          </LoadingRegion>
        ) : (
          <>
            <OrderStatusCard order={data} />
            {data.delivery_type === 'DELIVERY' && data.delivery_pin && <DeliveryPin pin={data.delivery_pin} />}
            <OrderPlaces order={data} />
            <OrderLines order={data} />
            <OrderBill bill={data.bill} />
            <p className="order-poll-note">{t('order.pollNote')}</p>
            <Link to="/" className="button button--secondary button--block">
              {t('order.home')}
            </Link>
          </>
        )}
      </main>
    </div>
  );
}
