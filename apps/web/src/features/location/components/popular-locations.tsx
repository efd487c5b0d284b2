import type { PopularLocation } from '@keka/contracts';
import { PinIcon } from '../../../components/ui/icons/pin';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';

export interface PopularLocationsProps {
  readonly locations: readonly PopularLocation[];
  readonly query: string;
  readonly onChoose: (location: PopularLocation) => void;
}

export function PopularLocations({ locations, query, onChoose }: PopularLocationsProps) {
  const t = useT();
  if (locations.length === 0) {
    return <p className="location-list__empty">{t('location.noResults', { query: query.trim() })}</p>;
  }
  return (
    <ul className="location-list">
      {locations.map((location) => (
        <li key={location.id}>
          <button type="button" className="location-list__item" onClick={() => onChoose(location)}>
            <PinIcon size={20} className="location-list__pin" />
            <span className="location-list__text">
              <span className="location-list__name">{location.name}</span>
              <span className="location-list__address">{location.address}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export function PopularLocationsSkeleton() {
  return (
    <LoadingRegion className="location-list">
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} className="location-list__item location-list__item--skeleton">
          <Skeleton width={20} height={20} radius="50%" />
          <span className="location-list__text">
            <Skeleton width="45%" height={14} />
            <Skeleton width="80%" height={12} />
          </span>
        </div>
      ))}
    </LoadingRegion>
  );
}
