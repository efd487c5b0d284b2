import { useMemo } from 'react';
import { Link } from '../../lib/link';
import { useStoresByMode } from '../../features/browse/api';
import { DeliveryModeToggle } from '../../features/browse/components/delivery-mode-toggle';
import { storesForList } from '../../features/browse/lists';
import { useDeliveryMode, setDeliveryMode } from '../../features/browse/state';
import { useSavedPoint } from '../../features/location/state';
import { useT } from '../../lib/i18n';
import { StoreListPage } from './store-list-page';

/** /stores: every store serving the location, for delivery or self-pickup (SPEC §3 userSelected). */
export function StoresListRoute() {
  const t = useT();
  const point = useSavedPoint();
  const mode = useDeliveryMode();
  const query = useStoresByMode(point, mode);
  const stores = useMemo(() => query.data && storesForList(query.data), [query.data]);
  const pickup = mode === 'SELFPICKUP';
  return (
    <StoreListPage
      title={t('stores.title')}
      top={<DeliveryModeToggle />}
      stores={stores}
      error={query.error}
      onRetry={query.refetch}
      more={query.more}
      countText={pickup ? (n) => t('lists.countPickup', { count: n }) : undefined}
      empty={
        pickup
          ? {
              title: t('stores.pickup.empty.title'),
              body: t('stores.pickup.empty.body'),
              action: (
                <button type="button" className="button button--secondary" onClick={() => setDeliveryMode('DELIVERY')}>
                  {t('stores.mode.delivery')}
                </button>
              ),
            }
          : undefined
      }
    />
  );
}

export function AllStoresLink() {
  const t = useT();
  return (
    <Link to="/stores" className="button button--secondary">
      {t('collection.empty.action')}
    </Link>
  );
}
