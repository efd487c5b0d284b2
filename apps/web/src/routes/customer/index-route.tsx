import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useAddressStore, useSavedAddress } from '../../features/location/state';
import { AppSplash } from '../../components/ui/app-splash';
import { FirstScreenDrawn } from '../../lib/first-screen-drawn';
import { withMoreEnglish } from '../../lib/i18n';
import { preloadable } from '../../lib/preloadable';
import { isDesktopNow, useIsDesktop, useIsTooWideForSingleStore } from '../../lib/viewport';

/** Welcome's chunk: preloaded before the app draws '/' itself (router.tsx, firstScreenChunk). */
export const welcomeScreen = preloadable(() => import('./welcome').then((m) => m.WelcomeRoute));
const WelcomeRoute = welcomeScreen.Component;
/** Home's chunk: main.tsx preloads it for a returning customer's first render, as welcome's. */
export const homeScreen = preloadable(() => import('./home').then((m) => m.HomeRoute));
const HomeRoute = homeScreen.Component;
// The desktop landing's words are in the English loaded after the first screens (ADR 0038).
const LandingRoute = lazy(() => withMoreEnglish(import('./landing')).then((m) => ({ default: m.LandingRoute })));

/** The chunk '/' draws on this device now (null: the desktop landing, which has no hurry). */
export function indexScreen() {
  if (isDesktopNow()) return null;
  return useAddressStore.getState().address ? homeScreen : welcomeScreen;
}

/** SPEC §2 '/': the welcome flow until an address is saved, then home (each its own chunk). */
export function IndexRoute() {
  const address = useSavedAddress();
  // SPEC §1, §5: above 1024 px '/' is the desktop landing (home redirects here), unless 'use app' was
  // chosen; a single-store page sent away above 768 px lands on it too.
  const fromSingleStore = (useLocation().state as { landing?: unknown } | null)?.landing === true;
  const wideForStore = useIsTooWideForSingleStore();
  const desktop = useIsDesktop() || (fromSingleStore && wideForStore);
  return (
    <Suspense fallback={<AppSplash />}>
      <FirstScreenDrawn />
      {desktop ? <LandingRoute /> : address ? <HomeRoute /> : <WelcomeRoute />}
    </Suspense>
  );
}
