import type { ReactNode } from 'react';
import { Link, type AppPath } from '../../../lib/link';
import type { HomeData, PromoSlider, StoreSummary } from '@keka/contracts';
import { Deferred } from '../../../components/ui/deferred';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { ChevronRightIcon } from '../../../components/ui/icons/chevron-right';
import { StoreIcon } from '../../../components/ui/icons/store';
import { useT } from '../../../lib/i18n';
import { useSetting } from '../../../lib/settings';
import type { QueryState } from '../../../lib/use-query';
import { freshSlides } from '../links';
import { CategoryGrid } from './category-grid';
import { Slides } from './slides';
import { StoreList, StoreListSkeleton } from './store-list';

export interface HomeContentProps {
  readonly query: QueryState<HomeData>;
  /** Promo slides; undefined while loading or when the showPromoSlider setting is off. */
  readonly promo: PromoSlider | undefined;
  /** The promo slides answered (or are off): the sections under the categories are drawn only then. */
  readonly promoSettled: boolean;
  /** Greeting and reward banner: placed under the top slider (SPEC §2 order). */
  readonly intro: ReactNode;
}

/** SPEC §2 home, in order: top slider, message, rewards, categories, 'Keka Offers', 'Special Offers'. */
export function HomeContent({ query, promo, promoSettled, intro }: HomeContentProps) {
  const t = useT();
  const storeName = useSetting('storeName');
  const data = query.data;
  if (query.error && !data) {
    return (
      <>
        {intro}
        <ErrorState error={query.error} onRetry={query.refetch} />
      </>
    );
  }
  if (!data) {
    return (
      <>
        <HomeSliderSkeleton />
        {intro}
        <HomeCategoriesSkeleton />
      </>
    );
  }
  const promoSlides = promo ? freshSlides(promo.mainSlides, [data.top_slider, data.ad_slider, data.bottom_slider]) : [];
  return (
    <>
      <Slides slides={data.top_slider} label={t('home.offers')} eager />
      {intro}
      <CategoryGrid categories={data.categories} />
      {promoSettled && (
        <Deferred>
          <Slides slides={promoSlides} label={t('home.promo')} heading />
          <Slides slides={data.ad_slider} label={t('home.adSlider', { name: storeName })} heading />
          <Slides slides={data.bottom_slider} label={t('home.bottomSlider')} heading />
        </Deferred>
      )}
    </>
  );
}

function HomeSliderSkeleton() {
  return (
    <LoadingRegion className="home-skeleton__slider">
      <Skeleton width="100%" height="100%" radius="var(--radius-l)" />
      <Skeleton width="100%" height="100%" radius="var(--radius-l)" />
    </LoadingRegion>
  );
}

function HomeCategoriesSkeleton() {
  return (
    <div className="section" aria-hidden="true">
      <Skeleton width="45%" height={20} />
      <div className="category-grid category-grid--skeleton">
        {Array.from({ length: 10 }, (_, i) => (
          <span key={i} className="category-grid__tile">
            <Skeleton width="100%" height="auto" radius="50%" className="category-grid__image" />
            <Skeleton width="70%" height={12} />
          </span>
        ))}
      </div>
    </div>
  );
}

/** How many nearby stores home shows before 'See all' (the full list is /stores). */
const HOME_STORE_LIMIT = 6;

export interface NearbyStoresProps {
  readonly query: QueryState<StoreSummary[]>;
  readonly changeLocationHref: AppPath;
}

export function NearbyStores({ query, changeLocationHref }: NearbyStoresProps) {
  const t = useT();
  const stores = query.data;
  const open = stores?.filter((s) => s.is_operational === 1).length ?? 0;
  const more = stores !== undefined && stores.length > HOME_STORE_LIMIT;
  return (
    <section className="section" aria-labelledby="stores-heading">
      <div className="section-head">
        <h2 id="stores-heading" className="section-title">
          {t('home.storesNearby')}
        </h2>
        {more && (
          <Link to="/stores" className="text-link section-head__link" aria-label={t('home.seeAllStores')}>
            {t('home.seeAll')}
            <ChevronRightIcon size={16} />
          </Link>
        )}
      </div>
      {stores && stores.length > 0 && <p className="home-stores__count">{t('home.storesCount', { count: open })}</p>}
      {query.error && !stores ? (
        <ErrorState error={query.error} onRetry={query.refetch} />
      ) : !stores ? (
        <StoreListSkeleton />
      ) : stores.length === 0 ? (
        <StateMessage
          art={<StoreIcon size={44} />}
          title={t('home.noStores.title')}
          body={t('home.noStores.body')}
          action={
            <Link to={changeLocationHref} className="button button--secondary">
              {t('home.noStores.action')}
            </Link>
          }
        />
      ) : (
        <>
          <StoreList stores={more ? stores.slice(0, HOME_STORE_LIMIT) : stores} />
          {more && (
            <Link to="/stores" className="button button--secondary button--block home-stores__all">
              {t('home.seeAllStores')}
            </Link>
          )}
        </>
      )}
    </section>
  );
}
