import type { RewardCard } from '@keka/contracts';
import type { Db, Tx } from '../../db/client';
import { walletLedger } from '../accounts/wallet-ledger';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { localText } from '../../lib/local-text';
import { fail, notFound } from '../../lib/errors';
import type { TextsService } from '../settings/texts.service';
import { presentRewardCard } from './rewards.presenter';
import { rewardsRepository as repo, type RewardRow } from './rewards.repository';

/** The most cards a customer's list shows (newest first). */
const LIST_LIMIT = 100;
/** The wallet line of a scratched card's money. */
export const SCRATCH_REWARD_REASON = localText('wallet.reason.scratch');

/**
 * Scratch cards (SPEC §2 /account/rewards; ADR 0018): the customer's own cards only (others' are 404),
 * scratched exactly once: the conditional UPDATE and the credit share one transaction. Titles are said
 * in `language` (a language code; null: the default language).
 */
export function createRewardsService(deps: { db: Db; clock: Clock; texts: TextsService }) {
  const { db, clock } = deps;

  async function own(actor: Actor, id: number) {
    const card = await repo.findForUser(db, id, actor.id);
    if (!card) notFound('No such scratch card.');
    return card;
  }

  /** The credit of a card that has just turned scratched, in its transaction. */
  async function payOut(tx: Tx, card: RewardRow, at: Date): Promise<void> {
    if (card.kind === 'COUPON') {
      if (card.couponId !== null) await repo.activateCoupon(tx, card.couponId);
      return;
    }
    if (card.amountPaise > 0) await walletLedger.credit(tx, { userId: card.userId, amountPaise: card.amountPaise, reason: SCRATCH_REWARD_REASON, orderId: card.orderId, at });
  }

  return {
    async list(actor: Actor, language: string | null): Promise<RewardCard[]> {
      const now = clock.now();
      const [cards, say] = await Promise.all([repo.listForUser(db, actor.id, LIST_LIMIT), deps.texts.sayerFor(language)]);
      return cards.map((c) => presentRewardCard(c, now, say));
    },

    /** Reveals and credits once; a repeat (or the loser of a race) gets the same card with `already`. */
    async scratch(actor: Actor, id: number, language: string | null): Promise<{ already: boolean; card: RewardCard }> {
      await own(actor, id);
      const at = clock.now();
      const won = await db.transaction(async (tx) => {
        // The wallet row first, as an order move does: one lock order, no deadlock with a reversal.
        await repo.lockBalance(tx, actor.id);
        const claimed = await repo.claimScratch(tx, { id, userId: actor.id, at });
        if (claimed) await payOut(tx, claimed, at);
        return claimed !== undefined;
      });
      const card = presentRewardCard(await own(actor, id), clock.now(), await deps.texts.sayerFor(language));
      if (won) return { already: false, card };
      if (card.state === 'reversed' && card.scratched_at === null) fail('REWARD_WITHDRAWN', 'This scratch card was withdrawn because its order was cancelled or refunded.');
      if (card.state === 'expired') fail('REWARD_EXPIRED', 'This scratch card has expired.');
      return { already: true, card };
    },

    async markSeen(actor: Actor, ids: readonly number[]): Promise<number> {
      return repo.markSeen(db, { userId: actor.id, ids: [...new Set(ids)], at: clock.now() });
    },
  };
}

export type RewardsService = ReturnType<typeof createRewardsService>;
