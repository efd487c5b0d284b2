import { Navigate } from 'react-router';
import type { GetReferralsResponse } from '@keka/contracts';
import { useAuthToken } from '../../features/account/state';
import { fetchReferrals } from '../../features/referrals/api';
import { ReferralInvite, ReferralSteps } from '../../features/referrals/components/referral-invite';
import { ReferralProgress } from '../../features/referrals/components/referral-progress';
import { PageHeader } from '../../components/ui/page-header';
import { LoadingRegion, Skeleton } from '../../components/ui/skeleton';
import { ErrorState } from '../../components/ui/state-message';
import { useT } from '../../lib/i18n';
import { useQuery } from '../../lib/use-query';
import '../../features/account/components/account.css';
import '../../features/referrals/components/refer-earn.css';

/** SPEC §2 /refer-earn (login required): the code to share, the rule with its amounts, and the friends who joined. */
export function ReferEarnRoute() {
  const token = useAuthToken();
  if (!token) return <Navigate to="/login" replace state={{ from: '/refer-earn' }} />;
  return <ReferEarn token={token} />;
}

function ReferEarn({ token }: { readonly token: string }) {
  const t = useT();
  const query = useQuery<GetReferralsResponse>(`referrals:${token}`, (signal) => fetchReferrals(token, signal));
  const data = query.data?.data;
  return (
    <div className="screen screen--grey">
      <PageHeader title={t('refer.title')} fallback="/my-account" />
      <main className="account refer">
        {data ? (
          <>
            <ReferralInvite data={data} />
            <ReferralProgress data={data} />
            <ReferralSteps />
          </>
        ) : query.error ? (
          <div className="card">
            <ErrorState error={query.error} onRetry={query.refetch} />
          </div>
        ) : (
          <LoadingRegion className="refer__loading">
            <div className="card refer__invite">
              <Skeleton width={56} height={56} radius="50%" />
              <Skeleton width="80%" height={24} />
              <Skeleton width="100%" height={40} />
              <Skeleton width="100%" height={72} radius="var(--radius-m)" />
              <Skeleton width="100%" height={52} radius="var(--radius-m)" />
            </div>
            <div className="card refer__friends">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} height={48} />
              ))}
            </div>
          </LoadingRegion>
        )}
      </main>
    </div>
  );
}
