import { useState } from 'react';
import { CrosshairIcon } from '../../../components/ui/icons/crosshair';
import { useT } from '../../../lib/i18n';
import { coordinateToAddress, getCurrentPosition } from '../api';
import type { StoredAddress } from '../state';

/** GPS → coordinate-to-address → a stored address; failures explain the list alternative. */
export function CurrentLocationButton({ onLocated }: { readonly onLocated: (address: StoredAddress) => void }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const locate = async () => {
    setBusy(true);
    setError(null);
    try {
      const position = await getCurrentPosition();
      const { latitude, longitude } = position.coords;
      const place = await coordinateToAddress(latitude, longitude);
      onLocated({ lat: place.latitude, lng: place.longitude, address: place.address, house: null, tag: null });
    } catch (failure) {
      const denied = typeof failure === 'object' && failure !== null && 'code' in failure && failure.code === 1;
      setError(t(denied ? 'location.error.denied' : 'location.error.unavailable'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="current-location">
      <button type="button" className="current-location__button" onClick={() => void locate()} disabled={busy} aria-busy={busy}>
        <span className="current-location__icon">{busy ? <span className="spinner" /> : <CrosshairIcon size={22} />}</span>
        <span className="current-location__text">
          <span className="current-location__title">{t(busy ? 'location.locating' : 'location.useCurrent')}</span>
          <span className="current-location__hint">{t('location.useCurrentHint')}</span>
        </span>
      </button>
      {error && (
        <p className="notice notice--danger" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
