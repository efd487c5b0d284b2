import { useId, type ReactNode } from 'react';
import { Link } from '../../../lib/link';
import type { ItemWithStore, SearchResults as Results, StoreSummary } from '@keka/contracts';
import { parseRupees } from '@keka/domain';
import { ClockIcon } from '../../../components/ui/icons/clock';
import { ImageBox } from '../../../components/ui/image-box';
import { RatingPill } from '../../../components/ui/rating-pill';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { useDistance, useMoney } from '../../../lib/format';
import { useLocale, useT, useTn } from '../../../lib/i18n';
import type { SearchMore } from '../api';

function StoreResult({ store }: { readonly store: StoreSummary }) {
  const t = useT();
  const tn = useTn();
  const locale = useLocale();
  const formatDistance = useDistance();
  const off = store.is_active !== 1 || store.is_operational !== 1;
  return (
    <Link to={`/stores/${store.slug}`} className={`search-store ${off ? 'search-store--off' : ''}`}>
      <ImageBox src={store.image} ratio="1" className="search-store__image" />
      <span className="search-store__body">
        <span className="search-store__name">{store.name}</span>
        <span className="search-store__meta">
          <RatingPill rating={store.rating} locale={locale} />
          <span className="search-store__time">
            <ClockIcon size={14} />
            {tn('store.mins', store.delivery_time)}
          </span>
          {store.distance !== null && <span>{formatDistance(store.distance)}</span>}
        </span>
        <span className="search-store__cuisines">{store.cuisines.join(', ')}</span>
        {off && <span className="search-store__status">{t(store.is_active !== 1 ? 'store.card.closed' : 'store.card.notOperational')}</span>}
      </span>
    </Link>
  );
}

function ItemResult({ item, control }: { readonly item: ItemWithStore; readonly control: ReactNode }) {
  const t = useT();
  const money = useMoney();
  const nameId = useId();
  const price = parseRupees(item.price);
  const oldPrice = parseRupees(item.old_price);
  return (
    <article className={`search-item ${item.is_active !== 1 ? 'search-item--inactive' : ''}`} aria-labelledby={nameId}>
      <ImageBox src={item.image} ratio="1" className="search-item__image" />
      <div className="search-item__text">
        <h3 id={nameId} className="search-item__name">
          {item.name}
        </h3>
        <Link to={`/stores/${item.restaurant.slug}`} className="search-item__store">
          {t('search.from', { store: item.restaurant.name })}
        </Link>
        <p className="search-item__price">
          <span>{money(price)}</span>
          {oldPrice > price && (
            <s>
              <span className="visually-hidden">{t('item.oldPrice')}</span>
              {money(oldPrice)}
            </s>
          )}
          {item.unit && <span className="search-item__unit">{item.unit}</span>}
        </p>
      </div>
      <div className="search-item__control">{control}</div>
    </article>
  );
}

export interface SearchResultsProps {
  readonly results: Results;
  /** Which groups may go on in later pages: their counts say "10+", not a total they do not know. */
  readonly more?: SearchMore;
  readonly renderControl: (item: ItemWithStore) => ReactNode;
}

/** Results in two groups: stores, then items with their store and the cart control. */
export function SearchResults({ results, more = { stores: false, items: false }, renderControl }: SearchResultsProps) {
  const t = useT();
  const count = (n: number, going: boolean) => `(${n}${going ? '+' : ''})`;
  return (
    <>
      {results.stores.length > 0 && (
        <section className="search-group" aria-labelledby="search-stores-heading">
          <h2 id="search-stores-heading" className="search-group__title">
            {t('search.stores')} <span className="search-group__count">{count(results.stores.length, more.stores)}</span>
          </h2>
          <ul className="search-list">
            {results.stores.map((store) => (
              <li key={store.id}>
                <StoreResult store={store} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {results.items.length > 0 && (
        <section className="search-group" aria-labelledby="search-items-heading">
          <h2 id="search-items-heading" className="search-group__title">
            {t('search.items')} <span className="search-group__count">{count(results.items.length, more.items)}</span>
          </h2>
          <ul className="search-list">
            {results.items.map((item) => (
              <li key={`${item.restaurant.id}-${item.id}`}>
                <ItemResult item={item} control={renderControl(item)} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

export function SearchResultsSkeleton() {
  return (
    <LoadingRegion className="search-group">
      <Skeleton width="30%" height={18} />
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="search-store">
          <Skeleton width={64} height={64} radius="var(--radius-m)" />
          <span className="search-store__body">
            <Skeleton width="60%" height={16} />
            <Skeleton width="40%" height={12} />
            <Skeleton width="70%" height={12} />
          </span>
        </div>
      ))}
    </LoadingRegion>
  );
}
