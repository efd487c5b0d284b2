import { useNavigate, useParams } from 'react-router';
import { CartItemControl } from '../../features/cart/components/cart-item-control';
import { useCartCount } from '../../features/cart/hooks';
import { useSingleItem, useStoreOperation } from '../../features/item/api';
import { ItemDetail } from '../../features/item/components/item-detail';
import { useSavedPoint } from '../../features/location/state';
import { StoreTopBar } from '../../features/stores/components/store-top-bar';
import { ChefIcon } from '../../components/ui/icons/chef';
import { LoadingRegion, Skeleton } from '../../components/ui/skeleton';
import { ErrorState, StateMessage } from '../../components/ui/state-message';
import { isApiError } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { useSettingText } from '../../lib/settings';
import { parseRouteId } from '../../features/browse/lists';
import { CartDock } from './cart-dock';
import '../../features/stores/components/store.css';
import '../../features/item/components/item.css';

/**
 * Item detail (SPEC §2): /stores/{restaurant}/{id} and /single-store-single_item/{id} share it.
 * The item comes by id; a store that is closed or does not serve the saved point shows why.
 */
export function ItemDetailRoute() {
  const t = useT();
  const navigate = useNavigate();
  const params = useParams();
  const id = parseRouteId(params.itemId ?? params.id);
  const point = useSavedPoint();
  const query = useSingleItem(id);
  const item = query.data;
  const operation = useStoreOperation(item?.restaurant.id ?? null, point);
  const notAccepting = useSettingText('notAcceptingOrdersMsg');
  const notOperational = useSettingText('cartRestaurantNotOperational');
  const count = useCartCount();
  // /stores/{restaurant}/{id} names the store too: another store's dish is not found there.
  const elsewhere = item !== undefined && params.slug !== undefined && item.restaurant.slug !== params.slug;
  const missing = id === null || elsewhere || (isApiError(query.error) && query.error.status === 404);

  const goBack = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    const fallback = params.slug ? `/stores/${params.slug}` : '/';
    void (idx > 0 ? navigate(-1) : navigate(fallback, { replace: true }));
  };

  let body;
  if (missing) {
    body = <StateMessage headingLevel={1} art={<ChefIcon size={44} />} title={t('item.missing.title')} body={t('item.missing.body')} />;
  } else if (query.error && !item) {
    body = <ErrorState error={query.error} onRetry={query.refetch} headingLevel={1} />;
  } else if (!item) {
    body = <ItemDetailSkeleton />;
  } else {
    const closed = item.restaurant.is_active !== 1;
    const outOfReach = operation.data !== undefined && !operation.data.is_operational;
    const notice = closed ? `${item.restaurant.name} : ${notAccepting}` : outOfReach ? notOperational : null;
    // An item that cannot be ordered now shows 'Not Available' in place of ADD.
    const orderable = closed || outOfReach ? { ...item, is_active: 0 as const } : item;
    body = <ItemDetail item={item} notice={notice} control={<CartItemControl item={orderable} />} />;
  }

  return (
    <div className={`screen ${count > 0 ? 'screen--with-cart' : ''}`}>
      <StoreTopBar name={item?.name} onBack={goBack} />
      <main className={missing || (query.error && !item) ? 'item-detail--bare' : undefined}>{body}</main>
      <CartDock />
    </div>
  );
}

function ItemDetailSkeleton() {
  return (
    <LoadingRegion className="item-detail">
      <Skeleton width="100%" height="auto" radius="0" className="item-detail__image item-detail__image--skeleton" />
      <div className="item-detail__card card">
        <Skeleton width={16} height={16} radius="3px" />
        <Skeleton width="70%" height={26} />
        <Skeleton width="90%" height={14} />
        <Skeleton width="30%" height={22} />
      </div>
    </LoadingRegion>
  );
}
