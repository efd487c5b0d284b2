import { useId, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { SearchIcon } from '../../components/ui/icons';
import { ErrorState } from '../../components/ui/state-message';
import { usePopularLocations } from '../../features/location/api';
import { addressFromPopular, filterLocations } from '../../features/location/address';
import { CoordinatesResult, PickOnMapButton } from '../../features/location/components/choose-options';
import { CurrentLocationButton } from '../../features/location/components/current-location-button';
import { LocationConfirm } from '../../features/location/components/location-confirm';
import { PopularLocations, PopularLocationsSkeleton } from '../../features/location/components/popular-locations';
import { parseCoordinates } from '../../features/location/geo';
import { isStoredAddress, saveAddress, useSavedAddress, type StoredAddress } from '../../features/location/state';
import { announce } from '../../lib/announce';
import { useT } from '../../lib/i18n';
import '../../features/location/components/location.css';

interface SearchLocationState {
  readonly from?: string;
  /** The confirm step: the map with the pin here (a history entry of its own, so back returns to search). */
  readonly confirm?: StoredAddress;
}

/** Saving goes where the user came from (e.g. the cart), else home. */
export function useSaveAndLeave(): (address: StoredAddress) => void {
  const t = useT();
  const navigate = useNavigate();
  const from = (useLocation().state as SearchLocationState | null)?.from;
  return (address) => {
    saveAddress(address);
    announce(t('location.saved', { place: address.address }));
    void navigate(from ?? '/', { replace: true });
  };
}

/**
 * SPEC §2 /search-location: search popular locations (or type coordinates), use GPS, or pick on the
 * map; a popular location is saved at once, GPS and map go through the confirm step (pin, house, tag).
 */
export function SearchLocationRoute() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as SearchLocationState | null;
  const confirm = state?.confirm && isStoredAddress(state.confirm) ? state.confirm : null;
  const saveAndLeave = useSaveAndLeave();

  const toConfirm = (address: StoredAddress) => void navigate(location.pathname, { state: { ...state, confirm: address } });

  if (confirm) {
    return (
      <main className="screen">
        <PageHeader title={t('location.confirm.title')} />
        <LocationConfirm initial={confirm} onSave={saveAndLeave} />
      </main>
    );
  }
  return <SearchStep onPopular={saveAndLeave} onConfirm={toConfirm} />;
}

function SearchStep({ onPopular, onConfirm }: { readonly onPopular: (a: StoredAddress) => void; readonly onConfirm: (a: StoredAddress) => void }) {
  const t = useT();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const locations = usePopularLocations();
  const saved = useSavedAddress();
  const coordinates = parseCoordinates(query);
  const first = locations.data?.[0];
  const start = useMemo(() => saved ?? (first ? addressFromPopular(first) : null), [saved, first]);

  return (
    <main className="screen">
      <PageHeader title={t('location.title')} />
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
      <section aria-labelledby="popular-heading">
        <h2 id="popular-heading" className="section-title location-heading">
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
