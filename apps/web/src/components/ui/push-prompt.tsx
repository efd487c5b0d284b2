import { useEffect, useState } from 'react';
import { useT } from '../../lib/i18n';
import { enablePush, keepPushLanguage, pushStatus, type PushStatus } from '../../lib/push';
import { BellIcon } from './icons/bell';

/**
 * "Get updates when the app is closed": shown only where the browser can do web push and has not been
 * asked yet (or was turned off); the permission prompt comes from a tap, never by itself.
 */
export function PushPrompt({ token, title, body }: { readonly token: string; readonly title: string; readonly body: string }) {
  const t = useT();
  const [status, setStatus] = useState<PushStatus | 'working' | 'failed' | null>(null);
  useEffect(() => {
    let live = true;
    void pushStatus().then(
      (s) => {
        // Already on: pushes keep following the app's language (issue 9).
        if (s === 'on') keepPushLanguage(token).catch(() => undefined);
        if (live) setStatus(s);
      },
      () => live && setStatus('unsupported'),
    );
    return () => {
      live = false;
    };
  }, [token]);

  if (status === null || status === 'unsupported' || status === 'on') return null;
  if (status === 'denied') {
    return (
      <p className="card push-prompt push-prompt--denied">
        <BellIcon size={20} />
        <span>{t('push.denied')}</span>
      </p>
    );
  }
  return (
    <section className="card push-prompt" aria-label={title}>
      <BellIcon size={22} className="push-prompt__icon" />
      <p className="push-prompt__text">
        <strong>{title}</strong>
        <span>{body}</span>
      </p>
      <button
        type="button"
        className="button button--secondary push-prompt__button"
        disabled={status === 'working'}
        aria-busy={status === 'working'}
        onClick={() => {
          setStatus('working');
          enablePush(token).then(setStatus, () => setStatus('failed'));
        }}
      >
        {t('push.turnOn')}
      </button>
      {status === 'failed' && (
        <p className="push-prompt__error" role="alert">
          {t('push.failed')}
        </p>
      )}
    </section>
  );
}
