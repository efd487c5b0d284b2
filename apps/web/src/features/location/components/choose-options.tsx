import { useState } from 'react';
import { MapIcon } from '../../../components/ui/icons/map';
import { PinIcon } from '../../../components/ui/icons/pin';
import { useT } from '../../../lib/i18n';
import { coordinateToAddress } from '../api';
import type { Point, StoredAddress } from '../state';

export interface PickOnMapProps {
  /** Where the pin starts: the saved address or the first popular location; null while unknown. */
  readonly start: StoredAddress | null;
  readonly onPick: (address: StoredAddress) => void;
}

/** 'Pick on the map': opens the confirm step with the pin at `start`. */
export function PickOnMapButton({ start, onPick }: PickOnMapProps) {
  const t = useT();
  return (
    <div className="current-location">
      <button type="button" className="current-location__button" onClick={() => start && onPick(start)} disabled={!start}>
        <span className="current-location__icon">
          <MapIcon size={22} />
        </span>
        <span className="current-location__text">
          <span className="current-location__title">{t('location.pickOnMap')}</span>
          <span className="current-location__hint">{t('location.pickOnMapHint')}</span>
        </span>
      </button>
    </div>
  );
}

/** Typed coordinates ('12.97, 77.64') go straight to the confirm step, named by the geocoder. */
export function CoordinatesResult({ point, onPick }: { readonly point: Point; readonly onPick: (address: StoredAddress) => void }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const go = async () => {
    setBusy(true);
    const fallback = `${point.lat}, ${point.lng}`;
    const address = await coordinateToAddress(point.lat, point.lng)
      .then((place) => place.address)
      .catch(() => fallback);
    setBusy(false);
    onPick({ lat: point.lat, lng: point.lng, address, house: null, tag: null });
  };
  return (
    <ul className="location-list">
      <li>
        <button type="button" className="location-list__item" onClick={() => void go()} disabled={busy} aria-busy={busy}>
          <PinIcon size={20} className="location-list__pin" />
          <span className="location-list__text">
            <span className="location-list__name">{t('location.useCoordinates', { lat: point.lat, lng: point.lng })}</span>
          </span>
        </button>
      </li>
    </ul>
  );
}
