import { useId, useMemo, useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { SearchIcon } from '../../../components/ui/icons/search';
import { ErrorState } from '../../../components/ui/state-message';
import { useT } from '../../../lib/i18n';
import { addressFromPopular, filterLocations } from '../address';
import { usePopularLocations } from '../api';
import { parseCoordinates } from '../geo';
import { useSavedAddress, type StoredAddress } from '../state';
import { CoordinatesResult, PickOnMapButton } from './choose-options';
import { CurrentLocationButton } from './current-location-button';
import { PopularLocations, PopularLocationsSkeleton } from './popular-locations';

export interface LocationSearchProps {
  readonly title: string;
  /** A popular location was chosen (as a stored address with no house or tag). */
  readonly onPopular: (address: StoredAddress) => void;
  /** GPS, typed coordinates or 'Pick on the map': the point goes on to the confirm step. */
  readonly onConfirm: (address: StoredAddress) => void;
}

/**
 * Finding a place: search popular locations (or type coordinates), use GPS, or pick on the map
 * (/search-location, and "Add new address" on /my-addresses).
 */
export function LocationSearch({ title, onPopular, onConfirm }: LocationSearchProps) {
  const t = useT();
  const searchId = useId();
  const headingId = useId();
  const [query, setQuery] = useState('');
  const locations = usePopularLocations();
  const saved = useSavedAddress();
  const coordinates = parseCoordinates(query);
  const first = locations.data?.[0];
  // The map starts at the delivery point in use (without its house and tag: a new place is being
  // chosen), else at the first popular location.
  const start = useMemo(() => (saved ? { ...saved, house: null, tag: null } : first ? addressFromPopular(first) : null), [saved, first]);

  return (
    <main className="screen">
      <PageHeader title={title} />
      <div className="location-search">
        <label htmlFor={searchId} className="visually-hidden">
          {t('location.searchLabel')}
        </label>
        <div className="location-search__box">
          <SearchIcon size={20} />
          <input
            id={searchId}
            type="search"
            className="location-search__input"
            placeholder={t('location.searchPlaceholder')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
            enterKeyHint="search"
          />
        </div>
      </div>
      <div className="location-options">
        <CurrentLocationButton onLocated={onConfirm} />
        <PickOnMapButton start={start} onPick={onConfirm} />
      </div>
      {coordinates && <CoordinatesResult point={coordinates} onPick={onConfirm} />}
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="section-title location-heading">
          {t('location.popular')}
        </h2>
        {locations.error ? (
          <ErrorState error={locations.error} onRetry={locations.refetch} />
        ) : locations.data ? (
          <PopularLocations
            locations={filterLocations(locations.data, coordinates ? '' : query)}
            query={query}
            onChoose={(place) => onPopular(addressFromPopular(place))}
          />
        ) : (
          <PopularLocationsSkeleton />
        )}
      </section>
    </main>
  );
}
