import { useMemo } from 'react';
import { useParams } from 'react-router';
import type { StoreCollectionKind } from '@keka/contracts';
import { useStoreCollection } from '../../features/browse/api';
import { CollectionHero } from '../../features/browse/components/collection-hero';
import { storesForList } from '../../features/browse/lists';
import { useSavedPoint } from '../../features/location/state';
import { isApiError } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { NotFoundRoute } from './not-found';
import { StoreListPage } from './store-list-page';
import { AllStoresLink } from './stores-list';

/**
 * The grouping routes of SPEC §2, one screen: /quick-bites/{tag}, /store-type/{type},
 * /slider-stores/{slide id}, /offer-restaurants-section/{offer id} and /keka-deal/{id}.
 */
export function StoreCollectionRoute({ kind }: { readonly kind: StoreCollectionKind }) {
  const t = useT();
  const { key = '' } = useParams();
  const point = useSavedPoint();
  const query = useStoreCollection(point, kind, key);
  const data = query.data;
  const stores = useMemo(() => data && storesForList(data.stores), [data]);
  // A tag or type no store has is not a page (an offer or deal that ended says so on the list).
  if ((kind === 'quick-bite' || kind === 'store-type') && isApiError(query.error) && query.error.status === 404) return <NotFoundRoute />;
  return (
    <StoreListPage
      title={data?.title ?? t('collection.title')}
      top={data && <CollectionHero image={data.image} subtitle={data.subtitle} />}
      stores={stores}
      error={query.error}
      onRetry={query.refetch}
      empty={{ title: t('collection.empty.title'), body: t('collection.empty.body'), action: <AllStoresLink /> }}
    />
  );
}

export const QuickBitesRoute = () => <StoreCollectionRoute kind="quick-bite" />;
export const StoreTypeRoute = () => <StoreCollectionRoute kind="store-type" />;
export const SliderStoresRoute = () => <StoreCollectionRoute kind="slider" />;
export const OfferStoresRoute = () => <StoreCollectionRoute kind="offer" />;
export const KekaDealRoute = () => <StoreCollectionRoute kind="deal" />;
