import { useMemo } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { Link } from '../../lib/link';
import { useOfferSection } from '../../features/browse/api';
import { CollectionHero } from '../../features/browse/components/collection-hero';
import { OfferGroups } from '../../features/browse/components/offer-groups';
import { groupByStore, parseRouteId } from '../../features/browse/lists';
import { CartItemControl } from '../../features/cart/components/cart-item-control';
import { useCartCount, useCartItemTotal, useCartNotice } from '../../features/cart/hooks';
import { useSavedPoint } from '../../features/location/state';
import { ItemRow } from '../../features/stores/components/item-row';
import { MenuSkeleton } from '../../features/stores/components/store-skeleton';
import { FloatCart } from '../../components/ui/float-cart';
import { ChefIcon } from '../../components/ui/icons/chef';
import { StoreIcon } from '../../components/ui/icons/store';
import { PageHeader } from '../../components/ui/page-header';
import { ErrorState, StateMessage } from '../../components/ui/state-message';
import { isApiError } from '../../lib/api';
import { useMoney } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { AllStoresLink } from './stores-list';
import '../../features/stores/components/store.css';
import '../../features/browse/components/browse.css';

/**
 * /offer-section/{offer_id}: the offer's dishes from stores serving the location, under their store.
 * Adding follows the cart rules (another store's items are replaced, with the itemsRemovedMsg notice).
 */
export function OfferSectionRoute() {
  const t = useT();
  const { key } = useParams();
  const { pathname } = useLocation();
  const id = parseRouteId(key);
  const point = useSavedPoint();
  const query = useOfferSection(point, id);
  const count = useCartCount();
  const total = useCartItemTotal();
  const notice = useCartNotice();
  const money = useMoney();
  const groups = useMemo(() => (query.data ? groupByStore(query.data.items) : undefined), [query.data]);

  if (!point) return <Navigate to="/search-location" replace state={{ from: pathname }} />;
  const data = query.data;
  const ended = id === null || (isApiError(query.error) && query.error.status === 404);

  let body;
  if (ended) {
    body = (
      <StateMessage
        art={<StoreIcon size={44} />}
        title={t('collection.ended.title')}
        body={t('collection.ended.body')}
        action={
          <Link to="/" className="button button--primary">
            {t('notFound.home')}
          </Link>
        }
      />
    );
  } else if (query.error && !data) {
    body = <ErrorState error={query.error} onRetry={query.refetch} />;
  } else if (!groups) {
    body = <MenuSkeleton />;
  } else if (groups.length === 0) {
    body = <StateMessage art={<ChefIcon size={44} />} title={t('offer.empty.title')} body={t('collection.empty.body')} action={<AllStoresLink />} />;
  } else {
    body = (
      <OfferGroups
        groups={groups}
        renderItem={(item, open) => {
          // A store that is closed right now cannot take the dish: show it as not available.
          const shown = open ? item : { ...item, is_active: 0 as const };
          return <ItemRow item={shown} control={<CartItemControl item={shown} />} href={`/stores/${item.restaurant.slug}/${item.id}`} />;
        }}
      />
    );
  }

  return (
    <div className={`screen ${count > 0 ? 'screen--with-cart' : ''}`}>
      <PageHeader title={data?.title ?? t('collection.title')} />
      <main>
        {data && <CollectionHero image={data.image} subtitle={data.subtitle} />}
        {body}
      </main>
      <FloatCart count={count} total={money(total)} notice={notice} />
    </div>
  );
}
