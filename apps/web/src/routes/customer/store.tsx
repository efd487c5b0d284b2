import { Suspense } from 'react';
import { useParams } from 'react-router';
import { useSavedPoint } from '../../features/location/state';
import { useRestaurantInfo } from '../../features/stores/api';
import { AppSplash } from '../../components/ui/app-splash';
import { FirstScreenDrawn } from '../../lib/first-screen-drawn';
import { menuStoreScreen, singleStoreScreen } from './store-screens';
import '../../features/stores/components/store.css';

/** Fresh (grocery) stores get the single-store layout, the others the menu page: a chunk each. */
const SingleStoreScreen = singleStoreScreen.Component;
const MenuStorePage = menuStoreScreen.Component;

/** SPEC §2 store page /stores/{restaurant}: fresh stores in single-store mode, others the menu page. */
export function StoreRoute() {
  const { slug = '' } = useParams();
  const point = useSavedPoint();
  const info = useRestaurantInfo({ slug }, point);
  // The first screen is drawn (lib/idle.ts) when the page itself is: a grocery's once its own chunk is here.
  if (info.data?.is_fresh === 1) {
    return (
      <Suspense fallback={<AppSplash />}>
        <FirstScreenDrawn />
        <SingleStoreScreen store={info.data} />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<AppSplash />}>
      <FirstScreenDrawn />
      <MenuStorePage key={slug} slug={slug} store={info.data} error={info.error} onRetry={info.refetch} hasPoint={point !== null} />
    </Suspense>
  );
}
