import { useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { LocationConfirm } from '../../features/location/components/location-confirm';
import { LocationSearch } from '../../features/location/components/location-search';
import { isStoredAddress, saveAddress, type StoredAddress } from '../../features/location/state';
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
  return <LocationSearch title={t('location.title')} onPopular={saveAndLeave} onConfirm={toConfirm} />;
}
