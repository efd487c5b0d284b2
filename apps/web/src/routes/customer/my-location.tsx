import { Navigate } from 'react-router';
import { Link } from '../../lib/link';
import { PageHeader } from '../../components/ui/page-header';
import { SearchIcon } from '../../components/ui/icons/search';
import { LocationConfirm } from '../../features/location/components/location-confirm';
import { useSavedAddress } from '../../features/location/state';
import { useT } from '../../lib/i18n';
import { useSaveAndLeave } from './search-location';
import '../../features/location/components/location.css';

/** /my-location: the saved location on the map, to move the pin or change house and tag; or search anew. */
export function MyLocationRoute() {
  const t = useT();
  const address = useSavedAddress();
  const saveAndLeave = useSaveAndLeave();
  if (!address) return <Navigate to="/search-location" replace />;
  return (
    <main className="screen">
      <PageHeader
        title={t('location.my.title')}
        end={
          <Link to="/search-location" className="icon-button" aria-label={t('location.searchElse')}>
            <SearchIcon size={22} />
          </Link>
        }
      />
      <LocationConfirm initial={address} onSave={saveAndLeave} />
    </main>
  );
}
