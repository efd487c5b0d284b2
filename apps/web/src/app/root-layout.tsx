import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AreaBoundary } from '../components/ui/area-boundary';
import { GdprBanner } from '../components/ui/gdpr-banner';
import { IosInstallPrompt } from '../components/ui/ios-install-prompt';
import { OfflineScreen } from '../components/ui/offline-screen';
import { useIsOffline } from '../lib/network';
import { AreaError } from './area-error';
import { UpdateOverlay } from './update-overlay';

/** A route chunk that failed to download (offline, or replaced by a deploy): only a reload helps. */
function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message);
}

/** SPEC §2: every navigation scrolls to the top (same-path history entries, e.g. sheets, do not). */
function useScrollToTop(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
}

export function RootLayout() {
  const { pathname } = useLocation();
  useScrollToTop();
  const offline = useIsOffline();
  return (
    <>
      <GdprBanner />
      {/* While the offline screen covers the routes they stay mounted but out of reach (focus, screen readers). */}
      <div className="app-routes" inert={offline || undefined}>
        <AreaBoundary resetKey={pathname} fallback={(retry, error) => <AreaError onRetry={isChunkLoadError(error) ? () => window.location.reload() : retry} />}>
          <Outlet />
        </AreaBoundary>
      </div>
      <div id="live-region" aria-live="polite" aria-atomic="true" />
      <OfflineScreen />
      <IosInstallPrompt />
      <UpdateOverlay />
    </>
  );
}
