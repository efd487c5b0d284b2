import { useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import type { Notification, UserData } from '@keka/contracts';
import { appPath, markAllRead, markOneRead, useNotifications, type Session } from '../../features/alerts/api';
import { useUser } from '../../features/account/state';
import { AlertIcon } from '../../components/ui/icons/alert';
import { BellIcon } from '../../components/ui/icons/bell';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { ErrorState, StateMessage } from '../../components/ui/state-message';
import { announce } from '../../lib/announce';
import { useLocale, useT } from '../../lib/i18n';
import { useLiveEvents } from '../../lib/use-live-events';
import { CustomerNav } from './customer-nav';
import '../../features/alerts/alerts.css';
import { zonedFormat } from '../../lib/platform-time';

/** SPEC §2 /alerts (login required): the user's notifications, newest first, live; a tap opens its click_action. */
export function AlertsRoute() {
  const user = useUser();
  if (!user) return <Navigate to="/login" replace state={{ from: '/alerts' }} />;
  return <Alerts user={user} />;
}

function Alerts({ user }: { readonly user: UserData }) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const session = useMemo<Session>(() => ({ token: user.auth_token, userId: user.id }), [user.auth_token, user.id]);
  const list = useNotifications(session);
  const [readIds, setReadIds] = useState<ReadonlySet<number>>(new Set());
  const [allRead, setAllRead] = useState(false);
  const [failed, setFailed] = useState(false);
  useLiveEvents(session.token, {
    onEvent: (event) => {
      if (event.type !== 'notification.new') return;
      announce(t('alerts.new'));
      list.refetch();
    },
    onSync: list.refetch,
  });

  const isRead = (n: Notification) => allRead || n.is_read === 1 || readIds.has(n.id);
  const rows = list.data?.data ?? null;
  const unread = rows ? rows.filter((n) => !isRead(n)).length : undefined;

  const open = (n: Notification) => {
    if (!isRead(n)) {
      setReadIds((ids) => new Set(ids).add(n.id));
      markOneRead(session, n.id).catch(() => setFailed(true));
    }
    const to = appPath(n.click_action);
    if (to) void navigate(to);
  };

  const readAll = async () => {
    setFailed(false);
    try {
      await markAllRead(session);
      setAllRead(true);
      announce(t('alerts.allRead'));
    } catch {
      setFailed(true);
    }
  };

  return (
    <div className="screen screen--grey screen--with-nav">
      <PageHeader
        title={t('alerts.title')}
        end={
          unread ? (
            <button type="button" className="button button--ghost alerts__mark-all" onClick={() => void readAll()}>
              {t('alerts.markAll')}
            </button>
          ) : undefined
        }
      />
      <main className="alerts">
        {failed && (
          <p className="notice notice--danger" role="alert">
            <AlertIcon size={18} />
            {t('error.generic')}
          </p>
        )}
        {list.error && !rows ? (
          <div className="card">
            <ErrorState error={list.error} onRetry={list.refetch} />
          </div>
        ) : !rows ? (
          <div className="card alerts__list" aria-busy="true">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={64} />
            ))}
          </div>
        ) : rows.length === 0 ? (
          <div className="card">
            <StateMessage art={<BellIcon size={40} />} title={t('alerts.empty.title')} body={t('alerts.empty.body')} />
          </div>
        ) : (
          <ul className="card alerts__list" aria-label={t('alerts.title')}>
            {rows.map((n) => (
              <li key={n.id}>
                <button type="button" className={isRead(n) ? 'alerts__item' : 'alerts__item alerts__item--unread'} onClick={() => open(n)}>
                  <span className="alerts__dot" aria-hidden="true" />
                  <span className="alerts__text">
                    <span className="alerts__title">
                      {!isRead(n) && <span className="visually-hidden">{t('alerts.unread')} </span>}
                      {n.title}
                    </span>
                    <span className="alerts__message">{n.message}</span>
                    <time className="alerts__when" dateTime={n.created_at}>
                      {zonedFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(n.created_at))}
                    </time>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </main>
      <CustomerNav {...(unread === undefined ? {} : { unread })} />
    </div>
  );
}
