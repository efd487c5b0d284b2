import { useId } from 'react';
import { BikeIcon } from '../../../components/ui/icons/bike';
import { StoreIcon } from '../../../components/ui/icons/store';
import { useT } from '../../../lib/i18n';
import { setDeliveryMode, useDeliveryMode, type DeliveryMode } from '../state';

const MODES: ReadonlyArray<{ mode: DeliveryMode; label: 'stores.mode.delivery' | 'stores.mode.selfpickup'; icon: typeof BikeIcon }> = [
  { mode: 'DELIVERY', label: 'stores.mode.delivery', icon: BikeIcon },
  { mode: 'SELFPICKUP', label: 'stores.mode.selfpickup', icon: StoreIcon },
];

/** Delivery or self-pickup (SPEC §3 userSelected), as two radios drawn as a segmented control. */
export function DeliveryModeToggle() {
  const t = useT();
  const name = useId();
  const mode = useDeliveryMode();
  return (
    <fieldset className="mode-toggle">
      <legend className="visually-hidden">{t('stores.mode.label')}</legend>
      {MODES.map(({ mode: value, label, icon: Icon }) => (
        <label key={value} className={`mode-toggle__option ${mode === value ? 'mode-toggle__option--on' : ''}`}>
          <input
            type="radio"
            name={name}
            value={value}
            checked={mode === value}
            onChange={() => setDeliveryMode(value)}
            className="mode-toggle__input"
          />
          <Icon size={18} />
          {t(label)}
        </label>
      ))}
    </fieldset>
  );
}
