import { create } from 'zustand';
import { drawnSnapshot } from '../../lib/drawn-state';
import { Link } from '../../lib/link';
import { useT } from '../../lib/i18n';
import { isOn, useSetting, useSettingText } from '../../lib/settings';
import { readString, STORAGE_KEYS, writeString } from '../../lib/storage';
import { IS_EMBEDDED } from '../../lib/viewport';
import './app-notices.css';

/** Confirmed on this device; a server-rendered page was drawn as the device's hints said (ADR 0038). */
export const useGdprStore = create<{ confirmed: boolean }>((_set, _get, api) => {
  api.getInitialState = drawnSnapshot({ confirmed: false }, (data) => ({ confirmed: data.hints.gdprConfirmed }), api);
  return { confirmed: readString(STORAGE_KEYS.gdprConfirmed) === '1' };
});

/**
 * SPEC §2 GDPR banner: the gdprMessage setting with a confirm button, while enGdpr is on and until
 * confirmed (remembered in storage). It sits in the page flow at the top, so it never covers a
 * control; the app inside the landing's phone frame leaves it to the landing.
 */
export function GdprBanner() {
  const t = useT();
  const enabled = isOn(useSetting('enGdpr'));
  const message = useSettingText('gdprMessage');
  const confirmed = useGdprStore((s) => s.confirmed);
  const shown = enabled && !confirmed && !IS_EMBEDDED && message.trim() !== '';
  if (!shown) return null;
  const confirm = () => {
    writeString(STORAGE_KEYS.gdprConfirmed, '1');
    useGdprStore.setState({ confirmed: true });
  };
  return (
    <section className="gdpr-banner" aria-label={t('gdpr.label')}>
      <p className="gdpr-banner__text">
        {message}{' '}
        <Link to="/pages/privacy-policy" className="gdpr-banner__link">
          {t('gdpr.policy')}
        </Link>
      </p>
      <button type="button" className="button gdpr-banner__confirm" onClick={confirm}>
        {t('gdpr.confirm')}
      </button>
    </section>
  );
}

