import { useState } from 'react';
import { isApiError } from '../../../lib/api';
import { toggleStore } from '../api';
import { useStoreT } from '../i18n';

interface SwitchStore {
  readonly id: number;
  readonly name: string;
  readonly is_active: boolean;
}

/** The store's open/closed switch: customers see the change at once (store/toggle-store). */
export function StoreSwitch({ store, token, onChanged, showName }: { store: SwitchStore; token: string; onChanged: () => void; showName: boolean }) {
  const t = useStoreT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(store.is_active);
  const [seen, setSeen] = useState(store.is_active);
  if (seen !== store.is_active) {
    setSeen(store.is_active);
    setOpen(store.is_active);
  }
  return (
    <div className="so-switch-wrap">
      <button
        type="button"
        role="switch"
        aria-checked={open}
        className={`so-switch${open ? ' so-switch--on' : ''}`}
        disabled={busy}
        aria-label={`${t('store.dash.openLabel')}: ${store.name}`}
        onClick={() => {
          setBusy(true);
          setError(null);
          toggleStore(store.id, !open, token).then(
            () => {
              setOpen(!open);
              setBusy(false);
              onChanged();
            },
            (e: unknown) => {
              setBusy(false);
              setError(isApiError(e) ? e.message : String(e));
            },
          );
        }}
      >
        <span className="so-switch__knob" aria-hidden="true" />
        <span className="so-switch__text">
          {showName ? `${store.name}: ` : ''}
          {open ? t('store.dash.open') : t('store.dash.closed')}
        </span>
      </button>
      {error && (
        <p className="so-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
