import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useSavedAddress } from '../../features/location/state';
import { AppSplash } from '../../components/ui/app-splash';
import { preloadable } from '../../lib/preloadable';
import { useIsDesktop, useIsTooWideForSingleStore } from '../../lib/viewport';

/** Welcome's chunk: main.tsx preloads it when the HTML already shows the prerendered welcome. */
export const welcomeScreen = preloadable(() => import('./welcome').then((m) => m.WelcomeRoute));
const WelcomeRoute = welcomeScreen.Component;
const HomeRoute = lazy(() => import('./home').then((m) => ({ default: m.HomeRoute })));
const LandingRoute = lazy(() => import('./landing').then((m) => ({ default: m.LandingRoute })));

/** SPEC §2 '/': the welcome flow until an address is saved, then home (each its own chunk). */
export function IndexRoute() {
  const address = useSavedAddress();
  // SPEC §1, §5: above 1024 px '/' is the desktop landing (home redirects here), unless 'use app' was
  // chosen; a single-store page sent away above 768 px lands on it too.
  const fromSingleStore = (useLocation().state as { landing?: unknown } | null)?.landing === true;
  const wideForStore = useIsTooWideForSingleStore();
  const desktop = useIsDesktop() || (fromSingleStore && wideForStore);
  return <Suspense fallback={<AppSplash />}>{desktop ? <LandingRoute /> : address ? <HomeRoute /> : <WelcomeRoute />}</Suspense>;
}
