import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { isOn, useSetting } from '../../lib/settings';
import { readString, STORAGE_KEYS, writeString } from '../../lib/storage';
import { IS_EMBEDDED } from '../../lib/viewport';
import './app-notices.css';

/**
 * SPEC §2 GDPR banner: the gdprMessage setting with a confirm button, while enGdpr is on and until
 * confirmed (remembered in storage). It sits in the page flow at the top, so it never covers a
 * control; the app inside the landing's phone frame leaves it to the landing.
 */
export function GdprBanner() {
  const t = useT();
  const enabled = isOn(useSetting('enGdpr'));
  const message = useSetting('gdprMessage');
  const [confirmed, setConfirmed] = useState(() => readString(STORAGE_KEYS.gdprConfirmed) === '1');
  if (!enabled || confirmed || IS_EMBEDDED || !message.trim()) return null;
  const confirm = () => {
    writeString(STORAGE_KEYS.gdprConfirmed, '1');
    setConfirmed(true);
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
