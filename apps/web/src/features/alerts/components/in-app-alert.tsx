import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { LiveNotificationEvent } from '@keka/contracts';
import { BellIcon } from '../../../components/ui/icons/bell';
import { CloseIcon } from '../../../components/ui/icons/close';
import { announce } from '../../../lib/announce';
import { useT } from '../../../lib/i18n';
import { useLocalText } from '../../../lib/local-text';
import { useLiveEvents } from '../../../lib/use-live-events';
import { appPath, refreshUnreadCount, type Session } from '../api';
import './in-app-alert.css';

/** How long an alert stays on screen unless the user is reading it (focus or pointer inside). */
export const IN_APP_ALERT_MS = 8000;

/**
 * Issue 9: while the app is open, a new notification shows as a small non-modal dialog at the top
 * (title and message in the chosen language, 'View' to its click_action, close), is announced politely,
 * and the unread badge catches up. Not shown where the screen already tells the same thing: /alerts,
 * or the page the alert links to (a running order's own page moves live).
 */
export function InAppAlerts({ session }: { readonly session: Session }) {
  const t = useT();
  const say = useLocalText();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [alert, setAlert] = useState<LiveNotificationEvent | null>(null);
  const [held, setHeld] = useState(false);
  const titleId = useId();

  // The listener is read afresh on each event (useLiveEvents keeps the latest), so `pathname` is current.
  useLiveEvents(session.token, {
    onEvent: (event) => {
      if (event.type !== 'notification.new') return;
      refreshUnreadCount(session).catch(() => undefined);
      const target = appPath(event.data.click_action);
      if (pathname === '/alerts' || (target !== null && target === pathname)) return;
      setAlert(event.data);
      announce(`${say(event.data.title_text, event.data.title)}. ${say(event.data.message_text, event.data.message)}`);
    },
  });

  useEffect(() => {
    if (!alert || held) return undefined;
    const id = window.setTimeout(() => setAlert(null), IN_APP_ALERT_MS);
    return () => window.clearTimeout(id);
  }, [alert, held]);

  if (!alert) return null;
  const target = appPath(alert.click_action);
  return (
    <dialog
      open
      className="in-app-alert"
      aria-labelledby={titleId}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setAlert(null);
      }}
    >
      <span className="in-app-alert__icon" aria-hidden="true">
        <BellIcon size={20} />
      </span>
      <div className="in-app-alert__text">
        <h2 id={titleId} className="in-app-alert__title">
          {say(alert.title_text, alert.title)}
        </h2>
        <p className="in-app-alert__message">{say(alert.message_text, alert.message)}</p>
      </div>
      {target && (
        <button
          type="button"
          className="button button--primary in-app-alert__view"
          onClick={() => {
            setAlert(null);
            void navigate(target);
          }}
        >
          {t('alerts.view')}
        </button>
      )}
      <button type="button" className="icon-button in-app-alert__close" aria-label={t('alerts.dismiss')} onClick={() => setAlert(null)}>
        <CloseIcon size={18} />
      </button>
    </dialog>
  );
}
