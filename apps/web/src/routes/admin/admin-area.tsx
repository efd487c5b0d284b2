import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router';
import { AreaBoundary } from '../../components/ui/area-boundary';
import { AreaError } from '../../app/area-error';
import { AdminShell } from '../../features/admin/components/admin-shell';
import { AdminLoginPage } from '../../features/admin/components/login-page';
import { useAdminSession } from '../../features/admin/session';
import { useScrollToTopOnNavigation } from '../../lib/scroll-to-top';

const lazyPage = <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType): LazyExoticComponent<ComponentType> => lazy(() => load().then((m) => ({ default: pick(m) })));

/** Each section is a chunk of its own; the shell and the sign-in come with the area. */
const PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  overview: lazyPage(() => import('../../features/admin/pages/overview-page'), (m) => m.OverviewPage),
  approvals: lazyPage(() => import('../../features/admin/pages/approvals-page'), (m) => m.ApprovalsPage),
  orders: lazyPage(() => import('../../features/admin/pages/orders-page'), (m) => m.OrdersPage),
  stores: lazyPage(() => import('../../features/admin/stores/stores-page'), (m) => m.StoresPage),
  partners: lazyPage(() => import('../../features/admin/pages/partners-page'), (m) => m.PartnersPage),
  cities: lazyPage(() => import('../../features/admin/stores/cities-page'), (m) => m.CitiesPage),
  'delivery-settings': lazyPage(() => import('../../features/admin/stores/delivery-settings-page'), (m) => m.DeliverySettingsPage),
  'eta-report': lazyPage(() => import('../../features/admin/pages/eta-report-page'), (m) => m.EtaReportPage),
  'item-reports': lazyPage(() => import('../../features/admin/pages/item-reports-page'), (m) => m.ItemReportsPage),
  compensation: lazyPage(() => import('../../features/admin/pages/compensation-page'), (m) => m.CompensationPage),
  payouts: lazyPage(() => import('../../features/admin/pages/payouts-page'), (m) => m.PayoutsPage),
  payments: lazyPage(() => import('../../features/admin/pages/payments-page'), (m) => m.PaymentsPage),
  'sign-in': lazyPage(() => import('../../features/admin/pages/sign-in-page'), (m) => m.SignInPage),
  coupons: lazyPage(() => import('../../features/admin/pages/coupons-page'), (m) => m.CouponsPage),
  'customer-groups': lazyPage(() => import('../../features/admin/pages/customer-groups-page'), (m) => m.CustomerGroupsPage),
  content: lazyPage(() => import('../../features/admin/pages/content-page'), (m) => m.ContentPage),
  'store-pages': lazyPage(() => import('../../features/admin/pages/store-pages-page'), (m) => m.StorePagesPage),
  settings: lazyPage(() => import('../../features/admin/pages/settings-page'), (m) => m.SettingsPage),
  languages: lazyPage(() => import('../../features/admin/pages/languages-page'), (m) => m.LanguagesPage),
  pages: lazyPage(() => import('../../features/admin/pages/content-pages-page'), (m) => m.ContentPagesPage),
  locations: lazyPage(() => import('../../features/admin/pages/locations-page'), (m) => m.LocationsPage),
  audit: lazyPage(() => import('../../features/admin/pages/audit-log-page'), (m) => m.AuditLogPage),
};

function SignedIn() {
  const session = useAdminSession();
  const { pathname } = useLocation();
  if (!session) return <Navigate to="/admin/login" replace state={{ from: pathname }} />;
  return (
    <AdminShell>
      <Suspense fallback={<p className="ad-muted">Loading…</p>}>
        <Outlet />
      </Suspense>
    </AdminShell>
  );
}

/**
 * The admin console (issue 11): one lazy chunk under /admin that no customer, store owner or rider
 * downloads, outside the customer shell (no bottom nav, no customer alerts), full window width.
 */
export function AdminArea() {
  const { pathname } = useLocation();
  useScrollToTopOnNavigation();
  return (
    <AreaBoundary resetKey={pathname} fallback={(retry) => <AreaError onRetry={retry} />}>
      <Routes>
        <Route path="login" element={<AdminLoginPage />} />
        <Route element={<SignedIn />}>
          <Route index element={<Navigate to={`/admin/${Object.keys(PAGES)[0] ?? 'audit'}`} replace />} />
          {Object.entries(PAGES).map(([path, Page]) => (
            <Route key={path} path={`${path}/*`} element={<Page />} />
          ))}
          <Route path="*" element={<Navigate to="/admin" replace />} />
        </Route>
      </Routes>
    </AreaBoundary>
  );
}
