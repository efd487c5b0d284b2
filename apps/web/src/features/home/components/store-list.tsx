import type { StoreSummary } from '@keka/contracts';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { StoreCard } from './store-card';

export function StoreList({ stores }: { readonly stores: readonly StoreSummary[] }) {
  return (
    <ul className="store-list">
      {stores.map((store, i) => (
        <li key={store.id}>
          <StoreCard store={store} eager={i < 2} />
        </li>
      ))}
    </ul>
  );
}

export function StoreListSkeleton({ count = 4 }: { readonly count?: number }) {
  return (
    <LoadingRegion className="store-list">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="store-card">
          <Skeleton className="store-card__media" width={104} height={104} radius="var(--radius-l)" />
          <span className="store-card__body">
            <Skeleton width="70%" height={18} />
            <Skeleton width="55%" height={14} />
            <Skeleton width="85%" height={12} />
          </span>
        </div>
      ))}
    </LoadingRegion>
  );
}
