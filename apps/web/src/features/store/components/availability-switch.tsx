import { useState } from 'react';
import { isApiError } from '../../../lib/api';
import { useStoreT } from '../i18n';

/**
 * An on/off switch that saves at once ('Not Available' for customers when off), rolls back and says
 * why when the server refuses.
 */
export function AvailabilitySwitch({ checked, label, onSave }: { checked: boolean; label: string; onSave: (on: boolean) => Promise<unknown> }) {
  const t = useStoreT();
  const [on, setOn] = useState(checked);
  const [seen, setSeen] = useState(checked);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (seen !== checked) {
    setSeen(checked);
    setOn(checked);
  }
  return (
    <span className="so-avail">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-label={label}
        className={`so-switch so-switch--small${on ? ' so-switch--on' : ''}`}
        disabled={busy}
        onClick={() => {
          const next = !on;
          setOn(next);
          setBusy(true);
          setError(null);
          onSave(next).then(
            () => setBusy(false),
            (e: unknown) => {
              setOn(!next);
              setBusy(false);
              setError(isApiError(e) ? e.message : String(e));
            },
          );
        }}
      >
        <span className="so-switch__knob" aria-hidden="true" />
        <span className="so-switch__text">{on ? t('store.products.available') : t('store.products.notAvailable')}</span>
      </button>
      {error && (
        <span className="so-error" role="alert">
          {error}
        </span>
      )}
    </span>
  );
}
