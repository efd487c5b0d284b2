import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AppSplash } from '../../components/ui/app-splash';
import { useStoreStatus } from '../../features/store/api';
import { Dashboard } from '../../features/store/components/dashboard';
import { StoreLoginPage } from '../../features/store/components/login-page';
import { OrderViewPage } from '../../features/store/components/order-view-page';
import { OrdersOfDayPage } from '../../features/store/components/orders-of-day-page';
import { ProductEditPage } from '../../features/store/components/product-edit-page';
import { ProductsPage } from '../../features/store/components/products-page';
import { StoreRegisterPage } from '../../features/store/components/register-page';
import { StoreShell } from '../../features/store/components/store-shell';
import { StoreStatusPage } from '../../features/store/components/status-page';
import { endStoreSession, useStoreSession } from '../../features/store/session';
import { isApiError } from '../../lib/api';

// The chart library comes with the reports screen only (issue 7).
const ReportsPage = lazy(() => import('../../features/store/components/reports-page').then((m) => ({ default: m.ReportsPage })));
const FreshPages = lazy(() => import('../../features/store/components/fresh-pages').then((m) => ({ default: m.FreshPages })));

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
  return token ? <StoreStatusPage token={token} /> : <Navigate to="/store/login" replace />;
}

/**
 * The store owner's area (SPEC §2 "Store owner routes"): one lazy chunk no customer downloads, with
 * the reports screen (and its chart library) a chunk of its own.
 */
export function StoreArea() {
  return (
    <Routes>
      <Route path="login" element={<StoreLoginPage />} />
      <Route path="register" element={<StoreRegisterPage />} />
      <Route path="status" element={<StatusRoute />} />
      <Route path="dashboard" element={<Owner>{(token) => <Dashboard token={token} />}</Owner>} />
      <Route path="orders/:date" element={<Owner>{(token) => <OrdersOfDayPage token={token} />}</Owner>} />
      <Route path="order/view/:uid" element={<Owner>{(token) => <OrderViewPage token={token} />}</Owner>} />
      <Route path="products" element={<Owner>{(token) => <ProductsPage token={token} />}</Owner>} />
      <Route path="view/product/:id" element={<Owner>{(token) => <ProductEditPage token={token} />}</Owner>} />
      <Route path="view/product/new" element={<Owner>{(token) => <ProductEditPage token={token} />}</Owner>} />
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
