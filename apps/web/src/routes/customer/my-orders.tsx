import { useState } from 'react';
import { Navigate } from 'react-router';
import { Link } from '../../lib/link';
import { useAuthToken } from '../../features/account/state';
import { OrderList, OrderListSkeleton } from '../../features/orders/components/order-list';
import { ReorderReplaceSheet } from '../../features/orders/components/reorder';
import { useOrderPages } from '../../features/orders/order-pages';
import { AlertIcon } from '../../components/ui/icons/alert';
import { ReceiptIcon } from '../../components/ui/icons/receipt';
import { PageHeader } from '../../components/ui/page-header';
import { ErrorState, StateMessage } from '../../components/ui/state-message';
import { announce } from '../../lib/announce';
import { isApiError } from '../../lib/api';
import { useT, useTn } from '../../lib/i18n';
import { useReorder } from './use-reorder';
import '../../features/orders/components/order-list.css';

/**
 * SPEC §2 /my-orders (login required): the customer's orders, running ones on top (each opens its live
 * page, with Cancel while the store has not accepted), then past ones with status, store, items, total
 * and date, each opening its detail, with Reorder; 'Load more' for older pages.
 */
export function MyOrdersRoute() {
  const token = useAuthToken();
  if (!token) return <Navigate to="/login" replace state={{ from: '/my-orders' }} />;
  return <MyOrders token={token} />;
}

function MyOrders({ token }: { readonly token: string }) {
  const t = useT();
  const tn = useTn();
  const pages = useOrderPages(token);
  const reorder = useReorder(token);
  const [focusId, setFocusId] = useState<string | null>(null);
  const entries = pages.entries;
  const loadMore = async () => {
    const added = await pages.loadMore();
    if (added.length > 0) announce(tn('orders.loadedMore', added.length));
    setFocusId(added[0]?.unique_order_id ?? null);
  };
  const count = entries?.length ?? 0;
  return (
    <div className="screen screen--grey">
      <PageHeader
        title={t('orders.title')}
        subtitle={entries && count > 0 ? tn('orders.count', count) + (pages.hasMore ? '+' : '') : undefined}
      />
      <main className="my-orders">
        {pages.error && !entries ? (
          <div className="card">
            <ErrorState error={pages.error} onRetry={pages.refetch} />
          </div>
        ) : !entries ? (
          <OrderListSkeleton />
        ) : count === 0 ? (
          <div className="card">
            <StateMessage
              art={<ReceiptIcon size={40} />}
              title={t('orders.empty.title')}
              body={t('orders.empty.body')}
              action={
                <Link to="/" className="button button--primary">
                  {t('orders.empty.action')}
                </Link>
              }
            />
          </div>
        ) : (
          <>
            <OrderList entries={entries} focusId={focusId} reorder={{ busyId: reorder.busyId, failure: reorder.failure, onReorder: reorder.start }} />
            {pages.moreError !== null && (
              <p className="notice notice--danger" role="alert">
                <AlertIcon size={18} />
                {t(isApiError(pages.moreError) && pages.moreError.code === 'NETWORK' ? 'error.offline.body' : 'error.load.body')}
              </p>
            )}
            {pages.hasMore && (
              <button type="button" className="button button--secondary button--block" onClick={() => void loadMore()} disabled={pages.loadingMore} aria-busy={pages.loadingMore}>
                {pages.loadingMore && <span className="spinner" aria-hidden="true" />}
                {t(pages.loadingMore ? 'orders.loadingMore' : 'orders.loadMore')}
              </button>
            )}
          </>
        )}
      </main>
      <ReorderReplaceSheet storeName={reorder.pending?.restaurant.name ?? ''} open={reorder.pending !== null} onReplace={reorder.replace} onKeep={reorder.keep} />
    </div>
  );
}
