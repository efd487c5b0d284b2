import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AppSplash } from '../../components/ui/app-splash';
import { useStoreStatus } from '../../features/store/api';
import { Dashboard } from '../../features/store/components/dashboard';
import { StoreLoginPage } from '../../features/store/components/login-page';
import { StoreShell } from '../../features/store/components/store-shell';
import { endStoreSession, useStoreSession } from '../../features/store/session';
import { isApiError } from '../../lib/api';
import { whenSettled } from '../../lib/idle';
import { preloadable } from '../../lib/preloadable';

// The chart library comes with the reports screen only (issue 7).
const ReportsPage = lazy(() => import('../../features/store/components/reports-page').then((m) => ({ default: m.ReportsPage })));
const FreshPages = lazy(() => import('../../features/store/components/fresh-pages').then((m) => ({ default: m.FreshPages })));

// The area's first screens are the login and the dashboard: the other pages are chunks of their own,
// fetched once the first screen has settled (so a tap on them does not wait), never before it.
const later = {
  orders: preloadable(() => import('../../features/store/components/orders-of-day-page').then((m) => m.OrdersOfDayPage)),
  order: preloadable(() => import('../../features/store/components/order-view-page').then((m) => m.OrderViewPage)),
  products: preloadable(() => import('../../features/store/components/products-page').then((m) => m.ProductsPage)),
  product: preloadable(() => import('../../features/store/components/product-edit-page').then((m) => m.ProductEditPage)),
  register: preloadable(() => import('../../features/store/components/register-page').then((m) => m.StoreRegisterPage)),
  status: preloadable(() => import('../../features/store/components/status-page').then((m) => m.StoreStatusPage)),
};
const { Component: OrdersOfDayPage } = later.orders;
const { Component: OrderViewPage } = later.order;
const { Component: ProductsPage } = later.products;
const { Component: ProductEditPage } = later.product;
const { Component: StoreRegisterPage } = later.register;
const { Component: StoreStatusPage } = later.status;

/** A later page, with the splash while its chunk arrives (on a first visit straight to it). */
function Later({ children }: { children: ReactNode }) {
  return <Suspense fallback={<AppSplash />}>{children}</Suspense>;
}

/** Pages that need the owner's session; without one, the login. */
function Owner({ children }: { children: (token: string, isFresh: boolean) => ReactNode }) {
  const session = useStoreSession();
  const token = session?.auth_token ?? null;
  const status = useStoreStatus(token);
  // A session revoked or expired elsewhere: forget it here too, back to the login.
  const refused = isApiError(status.error) && status.error.status === 401;
  useEffect(() => {
    if (refused) void endStoreSession();
  }, [refused]);
  if (!token || refused) return <Navigate to="/store/login" replace />;
  const stores = status.data?.stores ?? [];
  const isFresh = stores.some((s) => s.is_fresh);
  if (status.data && !stores.some((s) => s.approval === 'APPROVED')) return <Navigate to="/store/status" replace />;
  return <StoreShell isFresh={isFresh}>{children(token, isFresh)}</StoreShell>;
}

function StatusRoute() {
  const token = useStoreSession()?.auth_token;
  return token ? (
    <Later>
      <StoreStatusPage token={token} />
    </Later>
  ) : (
    <Navigate to="/store/login" replace />
  );
}

/**
 * The store owner's area (SPEC §2 "Store owner routes"): one lazy chunk no customer downloads, with
 * the reports screen (and its chart library) a chunk of its own.
 */
export function StoreArea() {
  useEffect(() => {
    whenSettled(() => {
      for (const page of Object.values(later)) void page.preload().catch(() => undefined);
    });
  }, []);
  return (
    <Routes>
      <Route path="login" element={<StoreLoginPage />} />
      <Route
        path="register"
        element={
          <Later>
            <StoreRegisterPage />
          </Later>
        }
      />
      <Route path="status" element={<StatusRoute />} />
      <Route path="dashboard" element={<Owner>{(token) => <Dashboard token={token} />}</Owner>} />
      <Route path="orders/:date" element={<Owner>{(token) => <Later><OrdersOfDayPage token={token} /></Later>}</Owner>} />
      <Route path="order/view/:uid" element={<Owner>{(token) => <Later><OrderViewPage token={token} /></Later>}</Owner>} />
      <Route path="products" element={<Owner>{(token) => <Later><ProductsPage token={token} /></Later>}</Owner>} />
      <Route path="view/product/:id" element={<Owner>{(token) => <Later><ProductEditPage token={token} /></Later>}</Owner>} />
      <Route path="view/product/new" element={<Owner>{(token) => <Later><ProductEditPage token={token} /></Later>}</Owner>} />
      <Route
        path="reports/*"
        element={
          <Owner>
            {(token) => (
              <Suspense fallback={<AppSplash />}>
                <ReportsPage token={token} />
              </Suspense>
            )}
          </Owner>
        }
      />
      {(['slots', 'content'] as const).map((page) => (
        <Route
          key={page}
          path={page}
          element={
            <Owner>
              {(token) => (
                <Suspense fallback={<AppSplash />}>
                  <FreshPages token={token} page={page} />
                </Suspense>
              )}
            </Owner>
          }
        />
      ))}
      <Route path="*" element={<Navigate to="/store/dashboard" replace />} />
    </Routes>
  );
}
