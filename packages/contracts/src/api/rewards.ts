import { z } from 'zod';
import { authFields, moneyString, positiveId } from './common';

/**
 * Scratch-card rewards (SPEC §2 /account/rewards; ADR 0018). What a card holds is sent only once it is
 * scratched: a new card says nothing of its content.
 */
export const rewardState = z.enum(['new', 'scratched', 'expired', 'reversed']);
export type RewardState = z.infer<typeof rewardState>;

export const rewardWin = z.discriminatedUnion('kind', [
  /** Credited to the wallet. */
  z.object({ kind: z.literal('WALLET'), amount: moneyString }),
  /** A personal coupon: only this customer may apply it. */
  z.object({ kind: z.literal('COUPON'), amount: moneyString, code: z.string(), min_subtotal: moneyString, expires_at: z.string().nullable() }),
]);
export type RewardWin = z.infer<typeof rewardWin>;

export const rewardCard = z.object({
  id: z.number().int(),
  title: z.string(),
  state: rewardState,
  /** Not yet shown in the home modal ('Hurray! You have won a scratch card'). */
  is_seen: z.boolean(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  scratched_at: z.string().nullable(),
  reversed_at: z.string().nullable(),
  /** Only for a card that was scratched (also when it was taken back later); null otherwise. */
  won: rewardWin.nullable(),
});
export type RewardCard = z.infer<typeof rewardCard>;

/** get-rewards: the session customer's cards, newest first. */
export const getRewardsRequest = z.object({ ...authFields }).loose().nullish();
export const getRewardsResponse = z.object({ success: z.literal(true), data: z.array(rewardCard) });
export type GetRewardsResponse = z.infer<typeof getRewardsResponse>;

/**
 * scratch-reward: reveals a card and credits it exactly once. A second (or racing) call answers 200 with
 * the same card and `already: true`, crediting nothing.
 */
export const scratchRewardRequest = z.object({ ...authFields, id: positiveId });
export const scratchRewardResponse = z.object({ success: z.literal(true), already: z.boolean(), data: rewardCard });
export type ScratchRewardResponse = z.infer<typeof scratchRewardResponse>;

/** mark-rewards-seen: the cards the home modal has shown (ids of other users' cards are ignored). */
export const markRewardsSeenRequest = z.object({ ...authFields, ids: z.array(positiveId).min(1).max(50) });
export const markRewardsSeenResponse = z.object({ success: z.literal(true), marked: z.number().int() });
