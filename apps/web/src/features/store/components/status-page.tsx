import { Navigate, useNavigate } from 'react-router';
import { Link } from '../../../lib/link';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { useStoreStatus } from '../api';
import { useLocale } from '../../../lib/i18n';
import { useStoreT } from '../i18n';
import { endStoreSession } from '../session';
import { useStoreArea } from './store-shell';
import { zonedFormat } from '../../../lib/platform-time';

/** After login or registration: each store's approval, with the way forward. */
export function StoreStatusPage({ token }: { token: string }) {
  const t = useStoreT();
  const locale = useLocale();
  const navigate = useNavigate();
  useStoreArea();
  const q = useStoreStatus(token);
  const stores = q.data?.stores ?? [];
  if (stores.length > 0 && stores.every((s) => s.approval === 'APPROVED')) return <Navigate to="/store/dashboard" replace />;
  return (
    <main className="so-auth">
      <h1 className="so-title">{t('store.status.title')}</h1>
      {q.error !== null && !q.data && <ErrorState error={q.error} onRetry={q.refetch} />}
      {!q.data && !q.error && <Skeleton height={120} />}
      {q.data?.stores.length === 0 && <StateMessage title={t('store.status.none')} />}
      {q.data?.stores.map((s) => (
        <section key={s.id} className={`so-status so-status--${s.approval}`} aria-labelledby={`so-status-${s.id}`}>
          <h2 id={`so-status-${s.id}`}>{s.name}</h2>
          <p className="so-status__state" data-testid="approval">
            {t(`store.status.${s.approval}`)}
          </p>
          <p>{t(`store.status.${s.approval}.body`, { name: s.name })}</p>
          {s.review_note && s.approval !== 'APPROVED' && (
            <p className="so-status__note" data-testid="review-note">
              {t('store.status.reason', { reason: s.review_note })}
            </p>
          )}
          {s.reviewed_at && s.approval !== 'PENDING' && <p className="so-status__when">{t('store.status.reviewedAt', { date: zonedFormat(locale, { dateStyle: 'medium' }).format(new Date(s.reviewed_at)) })}</p>}
        </section>
      ))}
      <div className="so-actions">
        {q.data?.stores.some((s) => s.approval === 'APPROVED') && (
          <Link className="button button--primary so-big" to="/store/dashboard">
            {t('store.status.dashboard')}
          </Link>
        )}
        <button type="button" className="button button--secondary so-big" onClick={q.refetch}>
          {t('store.status.refresh')}
        </button>
        <button
          type="button"
          className="button button--ghost so-big"
          onClick={() => {
            void endStoreSession().then(() => navigate('/store/login', { replace: true }));
          }}
        >
          {t('store.nav.logout')}
        </button>
      </div>
    </main>
  );
}
