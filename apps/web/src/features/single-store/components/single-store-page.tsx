import { useMemo, type ReactNode } from 'react';
import type { Item, RestaurantInfo } from '@keka/contracts';
import { AreaBoundary } from '../../../components/ui/area-boundary';
import { Deferred } from '../../../components/ui/deferred';
import { AlertIcon } from '../../../components/ui/icons/alert';
import { StoreIcon } from '../../../components/ui/icons/store';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { useT } from '../../../lib/i18n';
import { useSettingText } from '../../../lib/settings';
import { useColumnBanners, useSlotGroups, useStoreBanners, useTopCategories, type Point } from '../api';
import { SLOTS_WITH_THE_PAGE, toSlotSections } from '../slots';
import { BannerCarousel, BannerScroller } from './banners';
import { PageSkeleton } from './skeletons';
import { SlotScroller } from './slot-section';
import { StoreTop } from './store-top';
import { TopCategoryGrid } from './top-categories';
import './single-store.css';

export interface SingleStorePageProps {
  /** The store (is_fresh = 1) with is_operational for the saved address. */
  readonly store: RestaurantInfo;
  readonly point: Point | null;
  readonly renderControl: (item: Item) => ReactNode;
  readonly onBack: () => void;
}

/**
 * SPEC §2 "Single store page" (grocery mode): the store's top with a search box, type-0 banners,
 * top categories, the four item slots with 'View More', then the type-1 and type-2 banner scrollers.
 * Each block loads on its own; a failing block shows its own retry.
 */
export function SingleStorePage({ store, point, renderControl, onBack }: SingleStorePageProps) {
  const t = useT();
  const slotGroups = useSlotGroups(store.id, point);
  const categories = useTopCategories(store.id, point);
  const banners = useStoreBanners(store.id);
  const columns = useColumnBanners(store.id);
  const sections = useMemo(() => (slotGroups.data ? toSlotSections(slotGroups.data) : null), [slotGroups.data]);
  const retryAll = () => [slotGroups, categories, banners, columns].forEach((q) => q.refetch());

  // The blocks above the fold come in together: one skeleton until all four calls have answered
  // (or failed), so nothing jumps down when a later answer lands (CLS).
  const settled = [slotGroups, categories, banners, columns].every((q) => q.data !== undefined || q.error);
  // Below the fold, in React's deferred render after the first (a product card is a dozen elements
  // and two components; 40 of them at once held a phone's main thread for 150 ms at 4x).
  const slots = sections ?? [];

  return (
    <div className="ss">
      <StoreTop store={store} layout={settled ? slotGroups.data?.storeType : undefined} onBack={onBack} />
      <main>
        <StoreNotices store={store} point={point} />
        <AreaBoundary fallback={(retry) => <ErrorState error={null} onRetry={retry} />}>
          {!settled ? (
            <PageSkeleton />
          ) : slotGroups.error && !sections ? (
            <ErrorState error={slotGroups.error} onRetry={retryAll} />
          ) : (
            <>
              {banners.data && <BannerCarousel banners={banners.data.banners} storeId={store.id} />}
              {categories.data ? (
                <TopCategoryGrid categories={categories.data.top_categories} storeId={store.id} />
              ) : (
                <ErrorState error={categories.error} onRetry={categories.refetch} />
              )}
              {sections?.length === 0 && categories.data?.top_categories.length === 0 ? (
                <StateMessage art={<StoreIcon size={44} />} title={t('singleStore.empty.title')} body={t('singleStore.empty.body')} />
              ) : (
                <>
                  {/* SPEC §2 order: the four slots, then the type-1 (120 px) and type-2 (300 px) scrollers. */}
                  {slots.slice(0, SLOTS_WITH_THE_PAGE).map((section) => (
                    <SlotScroller key={section.position} section={section} renderControl={renderControl} />
                  ))}
                  <Deferred>
                    {slots.slice(SLOTS_WITH_THE_PAGE).map((section) => (
                      <SlotScroller key={section.position} section={section} renderControl={renderControl} />
                    ))}
                    {columns.data && (
                      <>
                        <BannerScroller banners={columns.data.type_1} storeId={store.id} type={1} label={t('singleStore.moreOffers')} />
                        <BannerScroller banners={columns.data.type_2} storeId={store.id} type={2} label={t('singleStore.collections')} />
                      </>
                    )}
                  </Deferred>
                </>
              )}
            </>
          )}
        </AreaBoundary>
      </main>
    </div>
  );
}

/** The same store notices as a restaurant page: not accepting orders, or not delivering here. */
function StoreNotices({ store, point }: { readonly store: RestaurantInfo; readonly point: Point | null }) {
  const notAccepting = useSettingText('notAcceptingOrdersMsg');
  const notOperational = useSettingText('cartRestaurantNotOperational');
  const message = store.is_active !== 1 || store.is_open === 0 ? `${store.name} : ${notAccepting}` : point && store.is_operational !== 1 ? notOperational : null;
  if (!message) return null;
  return (
    <div className="ss-notices">
      <p className="notice notice--danger">
        <AlertIcon size={18} />
        {message}
      </p>
    </div>
  );
}
