import { Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router';
import { AreaBoundary } from '../../components/ui/area-boundary';
import { AreaError } from '../../app/area-error';
import { AppSplash } from '../../components/ui/app-splash';
import { RiderProvider } from '../../features/delivery/session';
import { useRiderSession } from '../../features/delivery/state';
import { RiderHomeRoute } from './home';
import { RiderLoginRoute, RiderRegisterRoute } from './auth';
import { RiderGate } from './pending';
import { whenSettled } from '../../lib/idle';
import { preloadable } from '../../lib/preloadable';
import '../../features/delivery/components/rider.css';
import { useScrollToTopOnNavigation } from '../../lib/scroll-to-top';

/**
 * The delivery partner's area (SPEC §2 "Delivery partner routes"), one lazy chunk: no customer ever
 * downloads it. It sits outside the customer shell on purpose: its offline state is a banner, not the
 * customer's full-screen offline page, because a partner in a dead zone must still tap "picked up".
 */
// An order's page and the earnings are chunks of their own, fetched as soon as the first screen has
// settled (and kept by the service worker), so a partner's tap on an order never waits for them.
const later = {
  order: preloadable(() => import('./order').then((m) => m.RiderOrderRoute)),
  earnings: preloadable(() => import('./earnings').then((m) => m.RiderEarningsRoute)),
};
const { Component: RiderOrderRoute } = later.order;
const { Component: RiderEarningsRoute } = later.earnings;

function Later({ children }: { children: ReactNode }) {
  return <Suspense fallback={<AppSplash />}>{children}</Suspense>;
}

export function DeliveryArea() {
  const { pathname } = useLocation();
  useScrollToTopOnNavigation();
  useEffect(() => {
    whenSettled(() => {
      for (const page of Object.values(later)) void page.preload().catch(() => undefined);
    });
  }, []);
  return (
    <div className="rider-app">
      <AreaBoundary resetKey={pathname} fallback={(retry) => <AreaError onRetry={retry} />}>
        <Routes>
          <Route path="login" element={<RiderLoginRoute />} />
          <Route path="register" element={<RiderRegisterRoute />} />
          <Route element={<SignedIn />}>
            <Route index element={<RiderHomeRoute />} />
            <Route path="completed-orders" element={<RiderHomeRoute />} />
            <Route path="orders" element={<RiderHomeRoute />} />
            <Route
              path="orders/:uniqueOrderId"
              element={
                <Later>
                  <RiderOrderRoute />
                </Later>
              }
            />
            <Route
              path="earnings"
              element={
                <Later>
                  <RiderEarningsRoute />
                </Later>
              }
            />
            <Route path="*" element={<Navigate to="/delivery" replace />} />
          </Route>
        </Routes>
      </AreaBoundary>
      <div id="live-region" aria-live="polite" aria-atomic="true" />
    </div>
  );
}

function SignedIn() {
  const session = useRiderSession();
  const { pathname } = useLocation();
  if (!session) return <Navigate to="/delivery/login" replace state={{ from: pathname }} />;
  return (
    <RiderProvider key={session.token} token={session.token}>
      <RiderGate>
        <Outlet />
      </RiderGate>
    </RiderProvider>
  );
}
