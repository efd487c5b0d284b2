import { lazy, Suspense, useMemo } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useUser } from '../features/account/state';
import { AreaBoundary } from '../components/ui/area-boundary';
import { GdprBanner } from '../components/ui/gdpr-banner';
import { OfflineScreen } from '../components/ui/offline-screen';
import { withMoreEnglish } from '../lib/i18n';
import { useIdleAfter } from '../lib/idle';
import { useIsOffline } from '../lib/network';
import { useScrollToTopOnNavigation } from '../lib/scroll-to-top';
import { AreaError } from './area-error';
import { UpdateOverlay } from './update-overlay';

/** A route chunk that failed to download (offline, or replaced by a deploy): only a reload helps. */
function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message);
}

const AppNotices = lazy(() => withMoreEnglish(import('./app-notices')).then((m) => ({ default: m.AppNotices })));
const InAppAlerts = lazy(() => withMoreEnglish(import('../features/alerts/components/in-app-alert')).then((m) => ({ default: m.InAppAlerts })));

/** A signed-in customer hears of new notifications on any customer screen (not in the store area), loaded after the first screen. */
function CustomerAlerts({ pathname, ready }: { readonly pathname: string; readonly ready: boolean }) {
  const user = useUser();
  const session = useMemo(() => (user ? { token: user.auth_token, userId: user.id } : null), [user]);
  if (!ready || !session || pathname === '/store' || pathname.startsWith('/store/')) return null;
  return (
    <AreaBoundary resetKey={pathname} fallback={() => null}>
      <Suspense fallback={null}>
        <InAppAlerts session={session} />
      </Suspense>
    </AreaBoundary>
  );
}

export function RootLayout() {
  const { pathname } = useLocation();
  useScrollToTopOnNavigation();
  const offline = useIsOffline();
  // The first screen had its turn: the browser was idle once (or 3 s passed).
  const later = useIdleAfter();
  return (
    <>
      {/* In the page flow and drawn with the first screen: arriving later it would push the page down under a finger. */}
      <GdprBanner />
      {/* While the offline screen covers the routes they stay mounted but out of reach (focus, screen readers). */}
      <div className="app-routes" inert={offline || undefined}>
        <AreaBoundary resetKey={pathname} fallback={(retry, error) => <AreaError onRetry={isChunkLoadError(error) ? () => window.location.reload() : retry} />}>
          <Outlet />
        </AreaBoundary>
      </div>
      <div id="live-region" aria-live="polite" aria-atomic="true" />
      <OfflineScreen />
      {/* A chunk that cannot be fetched (offline before it arrived) costs only itself, never the page; it is asked again once back online. */}
      {later && (
        <AreaBoundary resetKey={String(offline)} fallback={() => null}>
          <Suspense fallback={null}>
            <AppNotices />
          </Suspense>
        </AreaBoundary>
      )}
      <UpdateOverlay />
      <CustomerAlerts pathname={pathname} ready={later} />
    </>
  );
}
