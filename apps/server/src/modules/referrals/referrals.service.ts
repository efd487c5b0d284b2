import type { GetReferralsResponse, ReferralStatus } from '@keka/contracts';
import { firstNameOf, isSelfReferral, maskPhone, paise, toRupeeString } from '@keka/domain';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import type { ReferralSignUps } from '../accounts/auth.service';
import type { SettingsService } from '../settings/settings.service';
import { readTerms } from './referral-settings';
import { referralsRepository as repo, type ReferralRow } from './referrals.repository';

const STATUS: Record<ReferralRow['status'], ReferralStatus> = { PENDING: 'pending', CREDITED: 'credited', VOID: 'void' };
const money = (amount: number) => ({ text: toRupeeString(paise(amount)), paise: amount });

/**
 * Refer & earn (ADR 0019): a sign-up with a friend's code becomes a PENDING referral (the credit comes
 * with the first delivered, paid order: referral-credit.ts), and a customer sees their code, the terms
 * and how their friends are doing, with nothing more of a friend than a first name and a masked phone.
 */
export function createReferralsService(deps: { db: Db; clock: Clock; settings: SettingsService; publicUrl: string }) {
  const { db } = deps;

  const signUps: ReferralSignUps = {
    async referrerFor(code, newcomer) {
      const referrer = await repo.findReferrer(db, code.trim().toUpperCase());
      if (!referrer || referrer.role !== 'customer' || !referrer.isActive) return null;
      // Someone using their own code under a second account gets an account, and no referral.
      return isSelfReferral({ email: referrer.email, phone: referrer.phone, deviceId: referrer.deviceId }, newcomer) ? null : referrer.id;
    },
    async record(tx: Tx, v) {
      await repo.insertPending(tx, { referrerUserId: v.referrerUserId, referredUserId: v.referredUserId, referredPhone: v.phone, deviceId: v.deviceId, at: deps.clock.now() });
    },
  };

  return {
    signUps,

    async overview(actor: Actor): Promise<GetReferralsResponse['data']> {
      const [code, terms, friends, totals] = await Promise.all([
        repo.codeOf(db, actor.id),
        readTerms((key, fallback) => deps.settings.get(key, fallback)),
        repo.listForReferrer(db, actor.id),
        repo.totalsForReferrer(db, actor.id),
      ]);
      if (!code) notFound('No such account.');
      const sharePath = `/register?ref=${encodeURIComponent(code)}`;
      const referrer = money(terms.referrerRewardPaise);
      const friend = money(terms.friendRewardPaise);
      const earned = money(totals.earnedPaise);
      return {
        code,
        share_path: sharePath,
        share_url: new URL(sharePath, deps.publicUrl).toString(),
        referrer_reward: referrer.text,
        referrer_reward_paise: referrer.paise,
        friend_reward: friend.text,
        friend_reward_paise: friend.paise,
        friends: friends.map((f) => {
          // A credited friend shows what it earned; a pending one what it will earn under today's terms.
          const reward = money(f.status === 'CREDITED' ? f.rewardPaise : f.status === 'PENDING' ? terms.referrerRewardPaise : 0);
          return {
            id: f.id,
            name: firstNameOf(f.name),
            phone: maskPhone(f.phone),
            status: STATUS[f.status],
            joined_at: f.createdAt.toISOString(),
            credited_at: f.creditedAt?.toISOString() ?? null,
            reward: reward.text,
            reward_paise: reward.paise,
          };
        }),
        totals: { joined: totals.joined, pending: totals.pending, credited: totals.credited, earned: earned.text, earned_paise: earned.paise },
      };
    },
  };
}

export type ReferralsService = ReturnType<typeof createReferralsService>;
