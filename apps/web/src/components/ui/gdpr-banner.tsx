import { useEffect, useRef, useState } from 'react';
import { Link } from '../../lib/link';
import { useT } from '../../lib/i18n';
import { isOn, useSetting, useSettingText } from '../../lib/settings';
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
  const message = useSettingText('gdprMessage');
  const [confirmed, setConfirmed] = useState(() => readString(STORAGE_KEYS.gdprConfirmed) === '1');
  const shown = enabled && !confirmed && !IS_EMBEDDED && message.trim() !== '';
  const banner = useNoticeHeight(shown);
  if (!shown) return null;
  const confirm = () => {
    writeString(STORAGE_KEYS.gdprConfirmed, '1');
    setConfirmed(true);
  };
  return (
    <section ref={banner} className="gdpr-banner" aria-label={t('gdpr.label')}>
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

/**
 * Publishes the banner's height as --notice-block, so one-screen layouts (welcome, sign-in) shrink
 * by it and keep their main button in view instead of pushing it below the fold. Read from a
 * ResizeObserver, which reports after the browser's own layout: reading offsetHeight while React
 * commits would force an extra layout of the whole first screen.
 */
function useNoticeHeight(shown: boolean) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = ref.current;
    const root = document.documentElement;
    if (!shown || !element) return undefined;
    const publish = (height: number) => root.style.setProperty('--notice-block', `${Math.round(height)}px`);
    if (typeof ResizeObserver !== 'function') {
      publish(element.offsetHeight);
      return () => root.style.removeProperty('--notice-block');
    }
    const observer = new ResizeObserver(([entry]) => {
      const box = entry?.borderBoxSize?.[0];
      publish(box ? box.blockSize : element.offsetHeight);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--notice-block');
    };
  }, [shown]);
  return ref;
}
