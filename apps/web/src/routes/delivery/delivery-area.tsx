import { useEffect } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router';
import { AreaBoundary } from '../../components/ui/area-boundary';
import { AreaError } from '../../app/area-error';
import { RiderProvider } from '../../features/delivery/session';
import { useRiderSession } from '../../features/delivery/state';
import { RiderEarningsRoute } from './earnings';
import { RiderHomeRoute } from './home';
import { RiderLoginRoute, RiderRegisterRoute } from './auth';
import { RiderOrderRoute } from './order';
import { RiderGate } from './pending';
import '../../features/delivery/components/rider.css';

/**
 * The delivery partner's area (SPEC §2 "Delivery partner routes"), one lazy chunk: no customer ever
 * downloads it. It sits outside the customer shell on purpose: its offline state is a banner, not the
 * customer's full-screen offline page, because a partner in a dead zone must still tap "picked up".
 */
export function DeliveryArea() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
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
            <Route path="orders/:uniqueOrderId" element={<RiderOrderRoute />} />
            <Route path="earnings" element={<RiderEarningsRoute />} />
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
