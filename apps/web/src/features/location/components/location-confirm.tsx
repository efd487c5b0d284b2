import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { AlertIcon } from '../../../components/ui/icons/alert';
import { ArrowUpIcon } from '../../../components/ui/icons/arrow-up';
import { PinIcon } from '../../../components/ui/icons/pin';
import { TextField } from '../../../components/ui/text-field';
import { announce } from '../../../lib/announce';
import { useT } from '../../../lib/i18n';
import { useSetting } from '../../../lib/settings';
import { coordinateToAddress } from '../api';
import { ADDRESS_TAGS, isAddressTag, nudge, roundPoint, type AddressTag, type Direction } from '../geo';
import type { Point, StoredAddress } from '../state';

const LocationMap = lazy(() => import('./location-map'));

/** Wait this long after the pin stops before asking the geocoder (dragging, repeated arrow taps). */
const GEOCODE_AFTER_MS = 450;

const NUDGES: ReadonlyArray<{ direction: Direction; label: 'location.nudge.north' | 'location.nudge.south' | 'location.nudge.west' | 'location.nudge.east'; turn: number }> = [
  { direction: 'north', label: 'location.nudge.north', turn: 0 },
  { direction: 'west', label: 'location.nudge.west', turn: -90 },
  { direction: 'east', label: 'location.nudge.east', turn: 90 },
  { direction: 'south', label: 'location.nudge.south', turn: 180 },
];

export interface LocationConfirmProps {
  /** Where the pin starts; its house (empty unless editing a saved address) and tag prefill the form. */
  readonly initial: StoredAddress;
  readonly onSave: (address: StoredAddress) => void;
  /** The caller is saving (e.g. to the account): the button waits and cannot be pressed twice. */
  readonly saving?: boolean;
  /** Why the last save failed, shown above the button. */
  readonly saveError?: string | null;
  readonly submitLabel?: string;
}

/**
 * Confirm the delivery point: a map with a draggable pin and, for anyone who cannot drag (WCAG 2.5.7),
 * arrow buttons and a typed address; then house / flat and a Home / Work / Other tag.
 */
export function LocationConfirm({ initial, onSave, saving = false, saveError = null, submitLabel }: LocationConfirmProps) {
  const t = useT();
  const tileUrl = useSetting('mapTileUrl');
  const attribution = useSetting('mapAttribution');
  const [point, setPoint] = useState<Point>({ lat: initial.lat, lng: initial.lng });
  const [address, setAddress] = useState(initial.address);
  const [house, setHouse] = useState(initial.house ?? '');
  const [tag, setTag] = useState<AddressTag>(isAddressTag(initial.tag) ? initial.tag : 'Home');
  const [finding, setFinding] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const moved = useRef(false);
  const tagName = useId();

  useEffect(() => {
    if (!moved.current) return undefined;
    setFinding(true);
    const controller = new AbortController();
    const id = window.setTimeout(() => {
      coordinateToAddress(point.lat, point.lng)
        .then((place) => {
          if (controller.signal.aborted) return;
          setAddress(place.address);
          setError(undefined);
          announce(t('location.pinAt', { address: place.address }));
        })
        .catch((failure: unknown) => console.warn('Geocoding failed', failure))
        .finally(() => {
          if (!controller.signal.aborted) setFinding(false);
        });
    }, GEOCODE_AFTER_MS);
    return () => {
      controller.abort();
      window.clearTimeout(id);
    };
  }, [point, t]);

  const move = (next: Point) => {
    moved.current = true;
    setPoint(roundPoint(next));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const text = address.trim();
    if (!text) {
      setError(t('location.address.required'));
      return;
    }
    onSave({ lat: point.lat, lng: point.lng, address: text, house: house.trim() || null, tag });
  };

  return (
    <form className="location-confirm" onSubmit={submit} noValidate>
      <div className="location-map" role="region" aria-label={t('location.map.label')}>
        <Suspense fallback={<MapBackdrop label={t('location.map.loading')} />}>
          <LocationMap point={point} onMove={move} tileUrl={tileUrl} attribution={attribution} pinLabel={t('location.map.pin')} />
        </Suspense>
        <div className="location-nudge" role="group" aria-label={t('location.nudge.group')}>
          {NUDGES.map(({ direction, label, turn }) => (
            <button
              key={direction}
              type="button"
              className={`location-nudge__button location-nudge__button--${direction}`}
              onClick={() => move(nudge(point, direction))}
              aria-label={t(label)}
            >
              <ArrowUpIcon size={18} style={{ transform: `rotate(${turn}deg)` }} />
            </button>
          ))}
        </div>
      </div>
      <p className="location-confirm__hint">{t('location.map.hint')}</p>
      <div className="location-confirm__fields">
        <TextField
          label={t('location.address.label')}
          value={address}
          onChange={(event) => {
            setAddress(event.target.value);
            if (error) setError(undefined);
          }}
          error={error}
          autoComplete="street-address"
          required
          aria-busy={finding}
        />
        {finding && (
          <p className="location-confirm__finding" aria-hidden="true">
            <span className="spinner" />
            {t('location.address.finding')}
          </p>
        )}
        <TextField
          label={t('location.house.label')}
          value={house}
          onChange={(event) => setHouse(event.target.value)}
          placeholder={t('location.house.placeholder')}
          autoComplete="address-line2"
        />
        <fieldset className="tag-picker">
          <legend className="field__label">{t('location.tag.label')}</legend>
          <div className="tag-picker__options">
            {ADDRESS_TAGS.map((value) => (
              <label key={value} className={`chip tag-picker__chip ${tag === value ? 'chip--on' : ''}`}>
                <input type="radio" name={tagName} value={value} checked={tag === value} onChange={() => setTag(value)} className="tag-picker__input" />
                {t(`location.tag.${value}`)}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <div className="location-confirm__bar">
        {saveError && (
          <p className="notice notice--danger location-confirm__error" role="alert">
            <AlertIcon size={18} />
            {saveError}
          </p>
        )}
        <button type="submit" className="button button--primary button--block button--large" disabled={finding || saving} aria-busy={saving}>
          {saving && <span className="spinner" aria-hidden="true" />}
          {submitLabel ?? t('location.save')}
        </button>
      </div>
    </form>
  );
}

/** What shows while Leaflet loads: the same calm backdrop and pin as a map without tiles. */
function MapBackdrop({ label }: { readonly label: string }) {
  return (
    <div className="location-map__canvas location-map__canvas--placeholder" role="status">
      <span className="visually-hidden">{label}</span>
      <PinIcon size={40} className="location-map__placeholder-pin" />
    </div>
  );
}
