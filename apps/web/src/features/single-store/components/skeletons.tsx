import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';

/** The single-store page below its top: the banner carousel, the category grid and two slots. */
export function PageSkeleton() {
  return (
    <LoadingRegion>
      <div className="ss-carousel ss-carousel--skeleton">
        <Skeleton width="100%" height="100%" radius="var(--radius-l)" />
        <Skeleton width="100%" height="100%" radius="var(--radius-l)" />
      </div>
      <TopCategoriesSkeleton />
      <SlotsSkeleton />
    </LoadingRegion>
  );
}

function TopCategoriesSkeleton() {
  return (
    <div className="ss-section ss-section--padded">
      <Skeleton width="45%" height={20} />
      <div className="ss-categories ss-categories--skeleton">
        {Array.from({ length: 12 }, (_, i) => (
          <span key={i} className="ss-categories__tile">
            <Skeleton width="100%" height="auto" radius="var(--radius-l)" className="ss-categories__image" />
            <Skeleton width="70%" height={12} />
          </span>
        ))}
      </div>
    </div>
  );
}

function CardSkeleton() {
  return (
    <span className="product-card">
      <Skeleton width="100%" height="auto" radius="var(--radius-m)" className="product-card__image product-card__image--skeleton" />
      <Skeleton width="85%" height={14} />
      <Skeleton width="40%" height={12} />
      <Skeleton width="55%" height={16} />
    </span>
  );
}

function SlotsSkeleton() {
  return (
    <div className="ss-section">
      {[0, 1].map((row) => (
        <div key={row} className="ss-skeleton-slot">
          <Skeleton width="40%" height={20} className="ss-skeleton-slot__title" />
          <div className="ss-scroller">
            {[0, 1, 2].map((i) => (
              <span key={i} className="ss-scroller__item">
                <CardSkeleton />
              </span>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

export function ProductGridSkeleton() {
  return (
    <LoadingRegion className="product-grid">
      {Array.from({ length: 6 }, (_, i) => (
        <CardSkeleton key={i} />
      ))}
    </LoadingRegion>
  );
}

export function ProductRowsSkeleton() {
  return (
    <LoadingRegion className="product-rows">
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="product-row">
          <Skeleton width={88} height={88} radius="var(--radius-m)" />
          <div className="product-row__text">
            <Skeleton width="80%" height={16} />
            <Skeleton width="30%" height={12} />
            <Skeleton width="40%" height={16} />
          </div>
        </div>
      ))}
    </LoadingRegion>
  );
}
