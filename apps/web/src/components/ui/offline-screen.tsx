import { useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/i18n';
import { recheckNetwork, useIsOffline } from '../../lib/network';
import './app-notices.css';

/** A cloud with a slash: the offline picture, drawn inline so it shows without the network. */
function OfflineArt() {
  return (
    <svg width="96" height="96" viewBox="0 0 96 96" aria-hidden="true" focusable="false" className="offline-screen__art">
      <circle cx="48" cy="48" r="46" fill="var(--brand-tint)" />
      <path
        d="M30 62h36a12 12 0 0 0 1-24 18 18 0 0 0-34-4 14 14 0 0 0-3 28z"
        fill="var(--surface)"
        stroke="var(--brand-ink)"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M24 24l48 48" stroke="var(--brand-ink)" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

/**
 * SPEC §2 "Offline screen with title and subtitle messages". Every customer screen needs the network
 * for live menus and prices (ADR 0008), so while offline it covers them; what is underneath keeps its
 * state and shows again as soon as the connection is back. 'Try again' asks the server itself.
 */
export function OfflineScreen() {
  const t = useT();
  const offline = useIsOffline();
  const [checking, setChecking] = useState(false);
  const [stillOffline, setStillOffline] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const [wasOffline, setWasOffline] = useState(offline);
  if (offline !== wasOffline) {
    // A new offline spell starts without the last one's 'still offline'.
    setWasOffline(offline);
    setStillOffline(false);
  }
  useEffect(() => {
    if (offline) button.current?.focus();
  }, [offline]);

  if (!offline) return null;
  const retry = () => {
    setChecking(true);
    setStillOffline(false);
    void recheckNetwork().then((online) => {
      setChecking(false);
      setStillOffline(!online);
    });
  };
  return (
    <div className="offline-screen" role="alertdialog" aria-modal="true" aria-labelledby="offline-title" aria-describedby="offline-body">
      <OfflineArt />
      <h2 id="offline-title" className="offline-screen__title">
        {t('offline.title')}
      </h2>
      <p id="offline-body" className="offline-screen__body">
        {t('offline.body')}
      </p>
      <button ref={button} type="button" className="button button--primary offline-screen__retry" onClick={retry} disabled={checking} aria-busy={checking}>
        {checking && <span className="spinner" aria-hidden="true" />}
        {t('offline.retry')}
      </button>
      <p className="offline-screen__status" role="status">
        {stillOffline ? t('offline.still') : ''}
      </p>
    </div>
  );
}
