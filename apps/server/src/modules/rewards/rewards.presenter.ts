import type { RewardCard, RewardWin } from '@keka/contracts';
import { paise, scratchCardState, toRupeeString } from '@keka/domain';
import type { SayText } from '../settings/texts.service';
import type { RewardWithCoupon } from './rewards.repository';

const rupees = (n: number) => toRupeeString(paise(n));

/** What was won: only for a scratched card (ADR 0018: a new card's content never leaves the server). */
function presentWin({ reward, coupon }: RewardWithCoupon): RewardWin | null {
  if (!reward.isScratched) return null;
  if (reward.kind === 'COUPON' && coupon) {
    return { kind: 'COUPON', amount: rupees(coupon.discountAmountPaise), code: coupon.code, min_subtotal: rupees(coupon.minSubtotalPaise), expires_at: coupon.expiresAt?.toISOString() ?? null };
  }
  return { kind: 'WALLET', amount: rupees(reward.amountPaise) };
}

/** `say`: the reader's language (the title is kept as keys and in English). */
export function presentRewardCard(card: RewardWithCoupon, now: Date, say: SayText): RewardCard {
  const { reward } = card;
  return {
    id: reward.id,
    title: say(reward.titleText, reward.title),
    state: scratchCardState(reward, now),
    is_seen: reward.seenAt !== null,
    created_at: reward.createdAt.toISOString(),
    expires_at: reward.expiresAt?.toISOString() ?? null,
    scratched_at: reward.scratchedAt?.toISOString() ?? null,
    reversed_at: reward.reversedAt?.toISOString() ?? null,
    won: presentWin(card),
  };
}
