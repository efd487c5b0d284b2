import { compensationPaise, lateRuleFor, minutesLate, ORDER_STATUS, paise, payoutDeductedFrom, toRupeeString } from '@keka/domain';
import type { Tx } from '../../db/client';
import { localText } from '../../lib/local-text';
import { walletLedger } from '../accounts/wallet-ledger';
import type { NotificationsService } from '../notifications/notifications.service';
import type { MoveFollower, MoveFollowUp } from '../orders/order-moves';
import { givePersonalCoupon } from './compensation-gifts';
import { compensationRepository as repo, type CompensationRuleRow } from './compensation.repository';

type OrderRow = Parameters<MoveFollower>[1]['moved'];

const rupees = (p: number) => `₹${toRupeeString(paise(p))}`;
const DAY_MS = 86_400_000;

/**
 * Compensation rules (issue 36), run inside the delivery move's transaction: an order delivered later
 * than it was promised earns the highest late tier it reached, once per order and rule (a unique index,
 * so a second trigger or a race gives nothing), as wallet money or a personal coupon, told to the
 * customer in-app and by push; the row says who bears the cost, and payouts deduct it.
 */
export function createCompensationFollower(deps: { notifications: NotificationsService }): MoveFollower {
  return async (tx, { before, moved, at }) => {
    if (moved.orderStatusId !== ORDER_STATUS.DELIVERED || before.orderStatusId === ORDER_STATUS.DELIVERED) return;
    const late = minutesLate(moved.promisedAt, moved.deliveredAt ?? at);
    if (late <= 0) return;
    const rules = (await repo.activeRules(tx, 'LATE')).flatMap((r) => (r.action === 'REVIEW' ? [] : [{ ...r, action: r.action }]));
    const rule = lateRuleFor(rules, late);
    if (!rule) return;
    return give(tx, moved, rule, late, at);
  };

  async function give(tx: Tx, order: OrderRow, rule: CompensationRuleRow & { action: 'WALLET' | 'COUPON' }, late: number, at: Date): Promise<MoveFollowUp | undefined> {
    const amount = compensationPaise(rule, order);
    if (amount <= 0) return undefined;
    const made = await repo.insertOnce(tx, {
      orderId: order.id,
      ruleId: rule.id,
      userId: order.userId,
      action: rule.action,
      amountPaise: amount,
      bornBy: rule.bornBy,
      ...payoutDeductedFrom(rule.bornBy, order),
      reason: `Delivered ${late} min after the promise (${rule.name})`,
      givenAt: at,
    });
    if (!made) return undefined;
    const params = { order: order.uniqueOrderId, minutes: late, amount: rupees(amount) };
    let message;
    if (rule.action === 'WALLET') {
      await walletLedger.credit(tx, { userId: order.userId, amountPaise: amount, reason: localText('wallet.reason.late', { order: order.uniqueOrderId }), orderId: order.id, at });
      message = localText('notice.late.wallet', params);
    } else {
      const { code, couponId } = await givePersonalCoupon(tx, { userId: order.userId, amountPaise: amount, expiresAt: new Date(at.getTime() + rule.validDays * DAY_MS), at, name: 'Sorry we were late', description: 'Your own coupon for an order that came late. One use.' });
      await repo.setCoupon(tx, made.id, couponId);
      message = localText('notice.late.coupon', { ...params, code, days: rule.validDays });
    }
    const title = localText('notice.late.title');
    const click = `/running-order/${order.uniqueOrderId}`;
    const alert = await deps.notifications.addInTransaction(tx, { userId: order.userId, title, message, clickAction: click, at });
    return { messages: [alert], pushes: [{ userIds: [order.userId], title, body: message, url: click, tag: `late-${order.uniqueOrderId}` }] };
  }
}
