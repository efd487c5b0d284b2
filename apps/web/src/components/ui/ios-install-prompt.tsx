import { useState } from 'react';
import { useT } from '../../lib/i18n';
import { useSetting } from '../../lib/settings';
import { readString, STORAGE_KEYS, writeString } from '../../lib/storage';
import { IS_EMBEDDED } from '../../lib/viewport';
import { CloseIcon } from './icons/close';
import './app-notices.css';

export interface InstallEnvironment {
  readonly userAgent: string;
  readonly maxTouchPoints: number;
  /** navigator.standalone (iOS) or display-mode: standalone. */
  readonly standalone: boolean;
}

/**
 * iOS Safari only: iPhone/iPod/iPad, or an iPad presenting as a Mac (touch points); not another
 * browser on iOS (CriOS, FxiOS, EdgiOS …, which cannot add to the home screen the same way) and not
 * when already installed.
 */
export function shouldOfferIosInstall({ userAgent, maxTouchPoints, standalone }: InstallEnvironment): boolean {
  if (standalone) return false;
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  const safari = /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\/|FBAN|FBAV|Instagram/.test(userAgent);
  return ios && safari;
}

function currentEnvironment(): InstallEnvironment {
  const standalone =
    (navigator as Navigator & { standalone?: boolean }).standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true;
  return { userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints ?? 0, standalone };
}

/** The Share glyph of iOS, so the instruction points at what the user sees. */
function ShareGlyph() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M12 3v12M8 7l4-4 4 4" />
      <path d="M6 11H5a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-8a1 1 0 0 0-1-1h-1" />
    </svg>
  );
}

/** SPEC §2 optional iOS install prompt: how to add the app to the home screen; dismissed for good. */
export function IosInstallPrompt() {
  const t = useT();
  const name = useSetting('storeName');
  const logo = useSetting('storeLogo');
  const [open, setOpen] = useState(
    () => !IS_EMBEDDED && readString(STORAGE_KEYS.iosInstallDismissed) !== '1' && shouldOfferIosInstall(currentEnvironment()),
  );
  if (!open) return null;
  const dismiss = () => {
    writeString(STORAGE_KEYS.iosInstallDismissed, '1');
    setOpen(false);
  };
  return (
    <aside className="ios-install" aria-labelledby="ios-install-title">
      <img src={logo} alt="" width={44} height={44} className="ios-install__logo" />
      <div className="ios-install__text">
        <h2 id="ios-install-title" className="ios-install__title">
          {t('install.title', { name })}
        </h2>
        <p className="ios-install__body">
          <ShareGlyph />
          {t('install.body')}
        </p>
      </div>
      <button type="button" className="icon-button ios-install__close" onClick={dismiss} aria-label={t('install.dismiss')}>
        <CloseIcon size={20} />
      </button>
    </aside>
  );
}
