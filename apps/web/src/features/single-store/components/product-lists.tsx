import type { ReactNode } from 'react';
import { Link } from '../../../lib/link';
import type { Item } from '@keka/contracts';
import { ImageBox } from '../../../components/ui/image-box';
import { ChefIcon } from '../../../components/ui/icons/chef';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { isApiError } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import type { QueryState } from '../../../lib/use-query';
import { ProductGrid, ProductRow } from './product-card';
import { ProductGridSkeleton, ProductRowsSkeleton } from './skeletons';

type RenderControl = (item: Item) => ReactNode;

/** A product list in any of its states: loading, failed, empty or filled. */
export function ProductsState<T>({
  query,
  pick,
  renderControl,
  layout,
}: {
  readonly query: QueryState<T>;
  readonly pick: (data: T) => readonly Item[];
  readonly renderControl: RenderControl;
  readonly layout: 'grid' | 'rows';
}) {
  const t = useT();
  if (query.error && !query.data) {
    if (isApiError(query.error) && query.error.status === 404) {
      return (
        <StateMessage
          title={t('notFound.title')}
          body={t('notFound.body')}
          action={
            <Link to="/" className="button button--primary">
              {t('notFound.home')}
            </Link>
          }
        />
      );
    }
    return <ErrorState error={query.error} onRetry={query.refetch} />;
  }
  if (!query.data) return layout === 'grid' ? <ProductGridSkeleton /> : <ProductRowsSkeleton />;
  const items = pick(query.data);
  if (items.length === 0) {
    return (
      <StateMessage
        art={<ChefIcon size={44} />}
        title={t('singleStore.noItems.title')}
        body={t('singleStore.noItems.body')}
        action={
          <Link to="/explore" className="button button--secondary">
            {t('singleStore.noItems.search')}
          </Link>
        }
      />
    );
  }
  if (layout === 'grid') return <ProductGrid items={items} renderControl={renderControl} />;
  return (
    <ul className="product-rows">
      {items.map((item, i) => (
        <li key={item.id}>
          <ProductRow item={item} renderControl={renderControl} eager={i < 3} />
        </li>
      ))}
    </ul>
  );
}

/** The item group's top image (3:1); a tinted box of the same shape while it loads. */
export function GroupTopImage({ src, alt }: { readonly src: string | undefined; readonly alt: string }) {
  return <div className="ss-group-top">{src ? <ImageBox src={src} alt={alt} ratio="3 / 1" eager /> : <span className="image-box ss-group-top__placeholder" />}</div>;
}
