import { randomInt } from 'node:crypto';
import { decideScratchCard, ORDER_STATUS, paise, reclaimableAmount, scratchCardExpiry, type PickInt, type ScratchCardContent } from '@keka/domain';
import type { Tx } from '../../db/client';
import { givePersonalCoupon } from '../coupons/personal-coupons';
import { inEnglish, localText } from '../../lib/local-text';
import { walletLedger } from '../accounts/wallet-ledger';
import type { LiveMessage } from '../../realtime/event-bus';
import type { NotificationsService } from '../notifications/notifications.service';
import type { MoveFollower, MoveFollowUp } from '../orders/order-moves';
import { rewardsRepository as repo, type RewardRow } from './rewards.repository';
import { SCRATCH_CARD_SETTING_KEYS, scratchCardRuleOf } from './scratch-card-rule';

/** The order as a move hands it to its followers. */
type OrderRow = Parameters<MoveFollower>[1]['moved'];

export const REWARDS_URL = '/account/rewards';
const WON_TITLE = localText('notice.scratchWon.title');
const WON_MESSAGE = localText('notice.scratchWon.message');

/** A cryptographic uniform integer in [lo, hi]: nobody can predict a card from earlier ones. */
export const securePick: PickInt = (lo, hi) => randomInt(lo, hi + 1);


const becameDelivered = (before: OrderRow, moved: OrderRow) => moved.orderStatusId === ORDER_STATUS.DELIVERED && before.orderStatusId !== ORDER_STATUS.DELIVERED;
const becameCancelled = (before: OrderRow, moved: OrderRow) => moved.orderStatusId === ORDER_STATUS.CANCELLED && before.orderStatusId !== ORDER_STATUS.CANCELLED;
const becameRefunded = (before: OrderRow, moved: OrderRow) => moved.refundedPaise > 0 && before.refundedPaise === 0;

/**
 * The scratch-card side of every order move (ADR 0018), inside the move's transaction: a delivered order
 * that meets the rule earns one card; a cancelled or refunded one takes back what it earned.
 */
export function createRewardFollower(deps: { notifications: NotificationsService; pick?: PickInt }): MoveFollower {
  const pick = deps.pick ?? securePick;

  async function earn(tx: Tx, order: OrderRow, at: Date): Promise<MoveFollowUp | void> {
    const rule = scratchCardRuleOf(await repo.readSettings(tx, SCRATCH_CARD_SETTING_KEYS));
    const content = decideScratchCard(rule, paise(order.totalPaise), pick);
    if (!content) return;
    const store = await repo.storeName(tx, order.storeId);
    const expiresAt = scratchCardExpiry(at, rule.validityDays);
    const title = store ? localText('reward.title.store', { store }) : localText('reward.title.order');
    const card = await repo.insertCard(tx, {
      userId: order.userId,
      orderId: order.id,
      title: inEnglish(title),
      titleText: title,
      kind: content.kind,
      amountPaise: content.amount,
      expiresAt,
      createdAt: at,
    });
    if (!card) return;
    if (content.kind === 'COUPON') await attachCoupon(tx, card, content, { expiresAt: scratchCardExpiry(expiresAt, rule.validityDays), at });
    const alert = await deps.notifications.addInTransaction(tx, { userId: order.userId, title: WON_TITLE, message: WON_MESSAGE, clickAction: REWARDS_URL, at });
    return { messages: [alert], pushes: [{ userIds: [order.userId], title: WON_TITLE, body: WON_MESSAGE, url: REWARDS_URL, tag: `reward-${card.id}` }] };
  }

  /** The personal coupon a COUPON card holds: made now, switched on when the card is scratched. */
  async function attachCoupon(tx: Tx, card: RewardRow, content: Extract<ScratchCardContent, { kind: 'COUPON' }>, v: { expiresAt: Date; at: Date }): Promise<void> {
    const { couponId } = await givePersonalCoupon(tx, {
      prefix: 'WIN',
      userId: card.userId,
      amountPaise: content.amount,
      minSubtotalPaise: content.minSubtotal,
      isActive: false,
      name: 'Scratch card reward',
      description: 'Your own coupon from a scratch card. One use.',
      ...v,
    });
    await repo.setCardCoupon(tx, card.id, couponId);
  }

  async function reverse(tx: Tx, order: OrderRow, why: 'cancelled' | 'refunded', at: Date): Promise<MoveFollowUp | void> {
    if (!(await repo.findByOrder(tx, order.id))) return;
    // The wallet row before the card's, the order a scratch takes them in (no deadlock between the two).
    const balance = await repo.lockBalance(tx, order.userId);
    const card = await repo.reverseForOrder(tx, order.id, at);
    if (!card?.isScratched) return;
    if (card.kind === 'COUPON') {
      if (card.couponId !== null) await repo.deactivateUnusedCoupon(tx, card.couponId);
      return;
    }
    const taken = reclaimableAmount(paise(card.amountPaise), paise(balance));
    if (taken <= 0) return;
    const reason = localText(`wallet.reason.scratchTakenBack.${why}`, { order: order.uniqueOrderId });
    await walletLedger.debit(tx, { userId: order.userId, amountPaise: taken, reason, orderId: order.id, at });
    const message: LiveMessage = await deps.notifications.addInTransaction(tx, { userId: order.userId, title: localText('notice.scratchTakenBack.title'), message: reason, clickAction: '/my-wallet', at });
    return { messages: [message] };
  }

  return async (tx, { before, moved, at }) => {
    if (becameDelivered(before, moved)) return earn(tx, moved, at);
    if (becameCancelled(before, moved)) return reverse(tx, moved, 'cancelled', at);
    if (becameRefunded(before, moved)) return reverse(tx, moved, 'refunded', at);
  };
}
