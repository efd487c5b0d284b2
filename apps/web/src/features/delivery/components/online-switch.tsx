import { useState } from 'react';
import { isApiError } from '../../../lib/api';
import { unlockSound } from '../alert';
import { fetchRiderInfo } from '../api';
import { currentPosition } from '../gps';
import { useRiderT } from '../i18n';
import { useRider } from '../session';

/** Online/offline: a real switch (role="switch"), big enough for a gloved thumb. Going online sends where he is. */
export function OnlineSwitch() {
  const t = useRiderT();
  const { token, info, refresh } = useRider();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const online = info.data?.is_online ?? false;

  const toggle = async () => {
    unlockSound();
    setBusy(true);
    setError(null);
    try {
      const next = !online;
      const where = next ? await currentPosition() : null;
      await fetchRiderInfo(token, { is_online: next, ...(where ?? {}) });
      refresh();
    } catch (e) {
      setError(isApiError(e) ? e.message : t('rider.error.load'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="rider-switch">
      <button type="button" role="switch" aria-checked={online} className={`rider-switch__button ${online ? 'is-on' : ''}`} onClick={() => void toggle()} disabled={busy || !info.data}>
        <span className="rider-switch__track" aria-hidden="true">
          <span className="rider-switch__thumb" />
        </span>
        <span className="rider-switch__text">
          <span className="rider-switch__label">{t('rider.switch.label')}</span>
          <span className="rider-switch__state">{busy ? t('rider.switch.busy') : online ? t('rider.online') : t('rider.offline')}</span>
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
