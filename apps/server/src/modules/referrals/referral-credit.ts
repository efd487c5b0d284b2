import { decideReferralCredit, firstNameOf, paise, reclaimableAmount, toRupeeString } from '@keka/domain';
import type { Tx } from '../../db/client';
import { localText } from '../../lib/local-text';
import { walletLedger } from '../accounts/wallet-ledger';
import type { LiveMessage } from '../../realtime/event-bus';
import type { NotificationsService } from '../notifications/notifications.service';
import type { MoveFollower, MoveFollowUp } from '../orders/order-moves';
import { whollyRefunded } from '../orders/paid';
import { termsIn } from './referral-settings';
import { referralsRepository as repo, type ReferralRow } from './referrals.repository';

const DELIVERED = 5;
const WALLET = '/my-wallet';
const rupees = (amount: number) => `₹${toRupeeString(paise(amount))}`;

type Push = NonNullable<MoveFollowUp['pushes']>[number];
type OrderRow = Parameters<MoveFollower>[1]['moved'];

const lockNamesOf = (r: ReferralRow) => [
  `referral:referrer:${r.referrerUserId}`,
  ...(r.referredPhone ? [`referral:phone:${r.referredPhone}`] : []),
  ...(r.deviceId ? [`referral:device:${r.deviceId}`] : []),
];

/**
 * The referral credit (ADR 0019), run inside every order move's transaction: when a referred customer's
 * order becomes DELIVERED and is PAID (cash orders are paid at the door), their PENDING referral is
 * credited to both wallets or voided as farming, exactly once. When that order is later refunded in full,
 * both credits are taken back (never below a zero balance) and the referral is voided, exactly once.
 * Any other move costs nothing.
 */
export function createReferralCredit(deps: { notifications: NotificationsService }): MoveFollower {
  return async (tx, { before, moved, at }) => {
    if (whollyRefunded(moved) && !whollyRefunded(before)) return takeBack(tx, moved, at);
    if (before.orderStatusId === DELIVERED || moved.orderStatusId !== DELIVERED || moved.paymentStatus !== 'PAID') return;
    const pending = await repo.findPending(tx, moved.userId);
    if (!pending) return;
    // Credits sharing a referrer, phone or device wait for each other here (the farming checks and the
    // limit count committed credits only); the conditional UPDATE below is the exactly-once guard.
    await repo.lockNames(tx, lockNamesOf(pending));
    return settle(tx, pending, moved, at);
  };

  /** The earning order was refunded in full: it no longer counts as a paid first order. */
  async function takeBack(tx: Tx, order: OrderRow, at: Date): Promise<MoveFollowUp | undefined> {
    const credited = await repo.findCreditedBy(tx, order.id);
    if (!credited) return undefined;
    await repo.lockNames(tx, lockNamesOf(credited));
    if (!(await repo.markRefunded(tx, credited.id))) return undefined;
    const friend = firstNameOf(await repo.nameOf(tx, credited.referredUserId));
    const sides = [
      // The referrer's row names no order of the friend's (SECURITY 13), as when it was credited.
      { userId: credited.referrerUserId, amount: credited.rewardPaise, orderId: null, reason: localText('wallet.reason.referralTakenBack', { friend }) },
      { userId: credited.referredUserId, amount: credited.referredRewardPaise, orderId: order.id, reason: localText('wallet.reason.referralWelcomeTakenBack', { order: order.uniqueOrderId }) },
    ].sort((a, b) => a.userId - b.userId);
    const messages: LiveMessage[] = [];
    for (const side of sides) {
      const taken = reclaimableAmount(paise(side.amount), paise(await repo.lockBalance(tx, side.userId)));
      if (taken <= 0) continue;
      await walletLedger.debit(tx, { userId: side.userId, amountPaise: taken, orderId: side.orderId, reason: side.reason, at });
      messages.push(await deps.notifications.addInTransaction(tx, { userId: side.userId, title: localText('notice.referralTakenBack.title'), message: side.reason, clickAction: WALLET, at }));
    }
    return { messages };
  }

  async function settle(tx: Tx, referral: ReferralRow, order: OrderRow, at: Date): Promise<MoveFollowUp | undefined> {
    const terms = await termsIn(tx);
    const verdict = decideReferralCredit({ ...(await repo.facts(tx, referral, order.id)), maxCreditsPerReferrer: terms.maxCreditsPerReferrer });
    if (verdict.kind === 'VOID') {
      await repo.markVoid(tx, { id: referral.id, orderId: order.id, reason: verdict.reason });
      return undefined;
    }
    const won = await repo.markCredited(tx, { id: referral.id, orderId: order.id, rewardPaise: terms.referrerRewardPaise, referredRewardPaise: terms.friendRewardPaise, at });
    if (!won) return undefined;
    const friend = firstNameOf(await repo.nameOf(tx, referral.referredUserId));
    const messages: LiveMessage[] = [];
    const pushes: Push[] = [];
    const tag = `referral-${referral.id}`;
    // Balances in user-id order, so two credits touching the same two wallets lock them alike.
    const credits = [
      {
        userId: referral.referrerUserId,
        amount: terms.referrerRewardPaise,
        // The friend's order stays theirs: the referrer's ledger row names no order (SECURITY 13).
        orderId: null,
        reason: localText('wallet.reason.referral', { friend }),
        title: localText('notice.referral.title'),
        message: localText('notice.referral.message', { friend, amount: rupees(terms.referrerRewardPaise) }),
      },
      {
        userId: referral.referredUserId,
        amount: terms.friendRewardPaise,
        orderId: order.id,
        reason: localText('wallet.reason.referralWelcome'),
        title: localText('notice.referralWelcome.title'),
        message: localText('notice.referralWelcome.message', { amount: rupees(terms.friendRewardPaise) }),
      },
    ].sort((a, b) => a.userId - b.userId);
    for (const c of credits) {
      if (c.amount <= 0) continue;
      await walletLedger.credit(tx, { userId: c.userId, amountPaise: c.amount, orderId: c.orderId, reason: c.reason, at });
      messages.push(await deps.notifications.addInTransaction(tx, { userId: c.userId, title: c.title, message: c.message, clickAction: WALLET, at }));
      pushes.push({ userIds: [c.userId], title: c.title, body: c.message, url: WALLET, tag });
    }
    return { messages, pushes };
  }
}
