import { useCallback, useState } from 'react';
import { Navigate } from 'react-router';
import type { GetRewardsResponse, RewardCard } from '@keka/contracts';
import { parseRupees } from '@keka/domain';
import { refreshUser } from '../../features/account/refresh';
import { useAuthToken } from '../../features/account/state';
import { fetchRewards, rewardsKey, scratchReward } from '../../features/rewards/api';
import { RewardList, RewardListSkeleton } from '../../features/rewards/components/reward-list';
import { PageHeader } from '../../components/ui/page-header';
import { ErrorState } from '../../components/ui/state-message';
import { announce } from '../../lib/announce';
import { useMoney } from '../../lib/format';
import { useT, useTn } from '../../lib/i18n';
import { useQuery } from '../../lib/use-query';
import '../../features/rewards/rewards.css';

/** SPEC §2 /account/rewards (login required): scratch cards to scratch, and what earlier ones gave. */
export function RewardsRoute() {
  const token = useAuthToken();
  if (!token) return <Navigate to="/login" replace state={{ from: '/account/rewards' }} />;
  return <Rewards token={token} />;
}

function Rewards({ token }: { readonly token: string }) {
  const t = useT();
  const tn = useTn();
  const money = useMoney();
  const query = useQuery<GetRewardsResponse>(rewardsKey(token), (signal) => fetchRewards(token, signal));
  // Cards revealed on this visit, so the list keeps them where they were until the next load.
  const [revealed, setRevealed] = useState<ReadonlyMap<number, RewardCard>>(new Map());
  const cards = query.data?.data.map((c) => revealed.get(c.id) ?? c) ?? null;
  const waiting = query.data?.data.filter((c) => c.state === 'new' && !revealed.has(c.id)).length ?? 0;

  const scratch = useCallback(
    async (card: RewardCard): Promise<RewardCard> => {
      const { data } = await scratchReward(token, card.id);
      setRevealed((m) => new Map(m).set(card.id, { ...data, state: 'new' }));
      if (data.won) {
        const amount = money(parseRupees(data.won.amount));
        announce(data.won.kind === 'WALLET' ? t('rewards.announce.wallet', { amount }) : t('rewards.announce.coupon', { amount, code: data.won.code }));
      }
      // The wallet and the count of cards left on the home banner.
      void refreshUser();
      return data;
    },
    [token, money, t],
  );

  return (
    <div className="screen screen--grey">
      <PageHeader title={t('rewards.title')} subtitle={waiting > 0 ? tn('rewards.count', waiting) : undefined} fallback="/my-account" />
      <main className="rewards">
        {cards ? (
          <RewardList cards={cards} onScratch={scratch} />
        ) : query.error ? (
          <div className="card">
            <ErrorState error={query.error} onRetry={query.refetch} />
          </div>
        ) : (
          <RewardListSkeleton />
        )}
      </main>
    </div>
  );
}
