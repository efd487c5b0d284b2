import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';

export function StoreHeaderSkeleton() {
  return (
    <LoadingRegion className="store-hero">
      <Skeleton width="100%" height="auto" radius="0" className="store-hero__image store-hero__image--skeleton" />
      <div className="store-hero__card card">
        <Skeleton width="60%" height={24} />
        <Skeleton width="80%" height={14} />
        <Skeleton width="50%" height={14} />
      </div>
    </LoadingRegion>
  );
}

export function MenuSkeleton() {
  return (
    <LoadingRegion className="menu-section">
      <Skeleton width="40%" height={20} />
      {[0, 1, 2].map((i) => (
        <div key={i} className="item-row">
          <div className="item-row__text">
            <Skeleton width={16} height={16} radius="3px" />
            <Skeleton width="70%" height={18} />
            <Skeleton width="30%" height={14} />
            <Skeleton width="90%" height={12} />
          </div>
          <div className="item-row__media">
            <Skeleton width={118} height={118} radius="var(--radius-l)" />
          </div>
        </div>
      ))}
    </LoadingRegion>
  );
}
