import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Link } from '../../lib/link';
import type { StoreSummary } from '@keka/contracts';
import { useUser } from '../../features/account/state';
import { StoreList, StoreListSkeleton } from '../../features/home/components/store-list';
import { addressTitle } from '../../features/location/address';
import { useSavedAddress } from '../../features/location/state';
import { StoreIcon } from '../../components/ui/icons/store';
import { LoadMore } from '../../components/ui/load-more';
import { PageHeader } from '../../components/ui/page-header';
import { ErrorState, StateMessage } from '../../components/ui/state-message';
import { isApiError } from '../../lib/api';
import { useT } from '../../lib/i18n';
import type { MorePages } from '../../lib/use-more-pages';
import { CustomerNav } from './customer-nav';
import '../../features/home/components/home.css';
import '../../features/browse/components/browse.css';

export interface EmptyCopy {
  readonly title: string;
  readonly body: string;
  readonly action?: ReactNode;
}

export interface StoreListPageProps {
  readonly title: string;
  /** Above the list: a collection's picture and description, or the list's controls. */
  readonly top?: ReactNode;
  readonly stores: readonly StoreSummary[] | undefined;
  readonly error: unknown;
  readonly onRetry: () => void;
  /** What to say when no store is left; the default speaks of the location. */
  readonly empty?: EmptyCopy;
  /** The count line over the list, e.g. '5 open and delivering to you'. */
  readonly countText?: (open: number) => string;
  /** The pages after the first (scrolling, or the Load more button). */
  readonly more?: MorePages<unknown>;
}

/**
 * The shared frame of the store-list screens (SPEC §2): title with the delivery place, optional top
 * content, then loading, error (with retry; a finished offer says so), empty (change location) or the
 * list. Without a saved address there is nothing to list: choose one first.
 */
export function StoreListPage({ title, top, stores, error, onRetry, empty, countText, more }: StoreListPageProps) {
  const t = useT();
  const address = useSavedAddress();
  const user = useUser();
  const { pathname, search } = useLocation();
  if (!address) return <Navigate to="/search-location" replace state={{ from: `${pathname}${search}` }} />;
  const changeHref = user ? '/my-addresses' : '/search-location';
  const open = stores?.filter((s) => s.is_operational === 1).length ?? 0;
  const ended = isApiError(error) && error.status === 404;

  let body: ReactNode;
  if (error && !stores) {
    body = ended ? (
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
    ) : (
      <ErrorState error={error} onRetry={onRetry} />
    );
  } else if (!stores) {
    body = <StoreListSkeleton />;
  } else if (stores.length === 0) {
    const copy = empty ?? { title: t('home.noStores.title'), body: t('home.noStores.body') };
    body = (
      <StateMessage
        art={<StoreIcon size={44} />}
        title={copy.title}
        body={copy.body}
        action={
          copy.action ?? (
            <Link to={changeHref} className="button button--secondary">
              {t('home.noStores.action')}
            </Link>
          )
        }
      />
    );
  } else {
    body = (
      <>
        <p className="list-count" aria-live="polite">
          {(countText ?? ((n) => t('home.storesCount', { count: n })))(open)}
        </p>
        <StoreList stores={stores} />
        {more && <LoadMore more={more} />}
      </>
    );
  }

  return (
    <div className="screen screen--with-nav">
      <PageHeader title={title} subtitle={t('lists.deliveringTo', { place: addressTitle(address) })} />
      <main className="store-list-page">
        {top}
        <div className="section">{body}</div>
      </main>
      <CustomerNav />
    </div>
  );
}
