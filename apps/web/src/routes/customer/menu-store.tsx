import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { RestaurantInfo, RestaurantItems } from '@keka/contracts';
import { CartItemControl } from '../../features/cart/components/cart-item-control';
import { useCartCount, useCartItemTotal, useCartNotice } from '../../features/cart/hooks';
import { useRestaurantItems } from '../../features/stores/api';
import { Menu } from '../../features/stores/components/menu';
import { MenuJump } from '../../features/stores/components/menu-jump';
import { MenuToolbar } from '../../features/stores/components/menu-toolbar';
import { StoreHeader } from '../../features/stores/components/store-header';
import { StoreTopBar } from '../../features/stores/components/store-top-bar';
import { MenuSkeleton, StoreHeaderSkeleton } from '../../features/stores/components/store-skeleton';
import { countDishes, filterSections, hasNonVeg, isFiltering, menuSections, NO_FILTER, type MenuFilter } from '../../features/stores/menu-filter';
import { AreaBoundary } from '../../components/ui/area-boundary';
import { FloatCart } from '../../components/ui/float-cart';
import { AlertIcon } from '../../components/ui/icons/alert';
import { ChefIcon } from '../../components/ui/icons/chef';
import { SearchIcon } from '../../components/ui/icons/search';
import { ErrorState, StateMessage } from '../../components/ui/state-message';
import { useMoney } from '../../lib/format';
import { useT, useTn } from '../../lib/i18n';
import { useSettingText } from '../../lib/settings';

/**
 * A restaurant's page (SPEC §2 /stores/{restaurant}, a store that is not fresh), a chunk of its own so
 * that a grocery's page does not load it.
 */
export interface MenuStorePageProps {
  readonly slug: string;
  readonly store: RestaurantInfo | undefined;
  readonly error: unknown;
  readonly onRetry: () => void;
  readonly hasPoint: boolean;
}

/** Header, notices, search and veg filter, the menu by section with a jump sheet, the float cart. */
export function MenuStorePage({ slug, store, error, onRetry, hasPoint }: MenuStorePageProps) {
  const navigate = useNavigate();
  // Asked once the store is known not to be a fresh one (those open in single-store mode instead).
  const items = useRestaurantItems(store ? slug : null);
  const count = useCartCount();
  const total = useCartItemTotal();
  const notice = useCartNotice();
  const money = useMoney();

  const goBack = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    void (idx > 0 ? navigate(-1) : navigate('/', { replace: true }));
  };

  return (
    <div className={`screen ${count > 0 ? 'screen--with-cart' : ''} store-page`}>
      <StoreTopBar name={store?.name} onBack={goBack} />
      <main>
        {error && !store ? (
          <ErrorState error={error} onRetry={onRetry} headingLevel={1} />
        ) : !store ? (
          <StoreHeaderSkeleton />
        ) : (
          <>
            <StoreHeader store={store} />
            <StoreNotices store={store} hasPoint={hasPoint} />
          </>
        )}
        <AreaBoundary fallback={(retry) => <ErrorState error={null} onRetry={retry} />}>
          {items.error && !items.data ? (
            <ErrorState error={items.error} onRetry={items.refetch} />
          ) : !items.data ? (
            <MenuSkeleton />
          ) : (
            <FilterableMenu data={items.data} slug={slug} cartShown={count > 0} closed={store !== undefined && (store.is_active !== 1 || store.is_open === 0)} />
          )}
        </AreaBoundary>
      </main>
      <FloatCart count={count} total={money(total)} notice={notice} />
    </div>
  );
}

function StoreNotices({ store, hasPoint }: { readonly store: RestaurantInfo; readonly hasPoint: boolean }) {
  const notAccepting = useSettingText('notAcceptingOrdersMsg');
  const notOperational = useSettingText('cartRestaurantNotOperational');
  const message = store.is_active !== 1 || store.is_open === 0 ? `${store.name} : ${notAccepting}` : hasPoint && store.is_operational !== 1 ? notOperational : null;
  if (!message) return null;
  return (
    <div className="store-notices">
      <p className="notice notice--danger">
        <AlertIcon size={18} />
        {message}
      </p>
    </div>
  );
}

function FilterableMenu({ data, slug, cartShown, closed }: { readonly data: RestaurantItems; readonly slug: string; readonly cartShown: boolean; readonly closed: boolean }) {
  const t = useT();
  const tn = useTn();
  const [filter, setFilter] = useState<MenuFilter>(NO_FILTER);
  const all = useMemo(() => menuSections(data.recommended, data.categories, t('store.recommended')), [data, t]);
  const shown = useMemo(() => filterSections(all, filter), [all, filter]);
  const filtering = isFiltering(filter);

  if (all.length === 0) {
    return <StateMessage art={<ChefIcon size={44} />} title={t('store.emptyMenu.title')} body={t('store.emptyMenu.body')} />;
  }
  return (
    <>
      <MenuToolbar filter={filter} onChange={setFilter} showVegSwitch={hasNonVeg(all)} />
      <p className="menu-results" role="status">
        {filtering && shown.length > 0 ? tn('store.filter.results', countDishes(shown)) : ''}
      </p>
      {shown.length === 0 ? (
        <StateMessage
          art={<SearchIcon size={40} />}
          title={t('store.filter.none.title')}
          body={t('store.filter.none.body')}
          action={
            <button type="button" className="button button--secondary" onClick={() => setFilter(NO_FILTER)}>
              {t('store.filter.clear')}
            </button>
          }
        />
      ) : (
        <Menu sections={shown} renderControl={(item) => <CartItemControl item={item} closed={closed} />} itemHref={(item) => `/stores/${slug}/${item.id}`} />
      )}
      <MenuJump sections={shown} raised={cartShown} />
    </>
  );
}
