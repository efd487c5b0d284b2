import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Skeleton, LoadingRegion } from '../../components/ui/skeleton';
import { ErrorState } from '../../components/ui/state-message';
import { isApiError } from '../../lib/api';
import { riderLogout } from '../../features/delivery/api';
import { useRiderT } from '../../features/delivery/i18n';
import { useRider } from '../../features/delivery/session';
import { setRiderSession } from '../../features/delivery/state';

export function useRiderLogout(): () => void {
  const { token } = useRider();
  const navigate = useNavigate();
  return () => {
    void riderLogout(token).catch(() => undefined);
    setRiderSession(null);
    void navigate('/delivery/login', { replace: true });
  };
}

/** Shows the area only to an approved partner; a new one sees where his sign-up stands. */
export function RiderGate({ children }: { children: ReactNode }) {
  const t = useRiderT();
  const { info } = useRider();
  const logout = useRiderLogout();
  const signedOut = isApiError(info.error) && (info.error.status === 401 || info.error.status === 403);
  // A revoked session or a disabled account (SECURITY 19): back to the login, at once.
  useEffect(() => {
    if (signedOut) setRiderSession(null);
  }, [signedOut]);
  if (signedOut) return null;
  if (!info.data) {
    return info.error ? (
      <main className="rider-page">
        <ErrorState error={info.error} onRetry={info.refetch} headingLevel={1} />
      </main>
    ) : (
      <main className="rider-page">
        <LoadingRegion>
          <Skeleton height={72} radius="var(--radius-l)" />
          <Skeleton height={160} radius="var(--radius-l)" />
        </LoadingRegion>
      </main>
    );
  }
  if (info.data.approved) return children;
  const refused = info.data.review_status === 'REJECTED' || info.data.review_status === 'SUSPENDED' ? info.data.review_status : null;
  return (
    <main className={`rider-page rider-pending${refused ? ' rider-pending--refused' : ''}`}>
      {refused ? (
        <>
          <h1 className="rider-pending__title">{t(`rider.review.${refused}.title`)}</h1>
          <p data-testid="review-state">{t(`rider.review.${refused}.body`, { name: info.data.name })}</p>
          {info.data.review_note && (
            <p className="rider-pending__note" data-testid="review-note">
              {t('rider.review.reason', { reason: info.data.review_note })}
            </p>
          )}
          <p>{t('rider.review.help')}</p>
        </>
      ) : (
        <>
          <h1 className="rider-pending__title">{t('rider.pending.title')}</h1>
          <p>{t('rider.pending.body', { name: info.data.name })}</p>
          <ol className="rider-pending__steps">
            <li className="is-done">{t('rider.pending.step1')}</li>
            <li className="is-current" aria-current="step">
              {t('rider.pending.step2')}
            </li>
            <li>{t('rider.pending.step3')}</li>
          </ol>
        </>
      )}
      <button type="button" className="button button--primary button--block button--large" onClick={info.refetch}>
        {t('rider.pending.check')}
      </button>
      <button type="button" className="button button--ghost button--block" onClick={logout}>
        {t('rider.logout')}
      </button>
    </main>
  );
}
