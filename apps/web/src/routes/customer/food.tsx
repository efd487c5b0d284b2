import { useMemo } from 'react';
import { useStoresByMode } from '../../features/browse/api';
import { foodStores } from '../../features/browse/lists';
import { useSavedPoint } from '../../features/location/state';
import { useT } from '../../lib/i18n';
import { StoreListPage } from './store-list-page';

/** /food: the restaurants (non-fresh stores) delivering to the saved location. */
export function FoodRoute() {
  const t = useT();
  const point = useSavedPoint();
  const query = useStoresByMode(point, 'DELIVERY');
  const stores = useMemo(() => query.data && foodStores(query.data), [query.data]);
  return <StoreListPage title={t('food.title')} stores={stores} error={query.error} onRetry={query.refetch} more={query.more} />;
}
