import { ORDER_STATUS } from '@keka/domain';
import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { localText } from '../../lib/local-text';
import { walletLedger } from '../accounts/wallet-ledger';
import { machineActor, type MoveSpec } from './order-moves';
import { orderLifeRepository as repo } from './order-life.repository';
import type { CustomerNotice, NoticeRefund } from './order-notices';
import { refundablePaise, splitRefund } from './paid';
import type { OrderRow } from './orders.repository';

/**
 * What a cancelled (or unpaid, expired) order gives back, in its move's transaction (issues 6, 33):
 * wallet money, the coupon use, the slot place.
 */
export async function releaseHolds(tx: Tx, order: OrderRow, refundPaise: number, at: Date, reason = localText('wallet.reason.refund', { order: order.uniqueOrderId })): Promise<void> {
  // refunded_paise was raised by the same conditional UPDATE that moved the order (only from the amount seen): once only.
  if (refundPaise > 0) {
    await walletLedger.credit(tx, { userId: order.userId, amountPaise: refundPaise, orderId: order.id, reason, at });
  }
  await repo.releaseCoupon(tx, order.id);
  if (order.slotId !== null && order.slotDate !== null) await repo.releaseSlot(tx, order.slotId, order.slotDate);
  if (order.deliveryUserId !== null) await repo.updateAssignment(tx, order.id, { status: 'CANCELLED', updatedAt: at });
}

/**
 * A cancellation as a move: by the customer (placed / scheduled), the store's decline with a reason, or
 * support. Everything paid and not yet given back goes back where it came from (paid.ts splitRefund):
 * the wallet part to the wallet here, the online part through its provider after commit (the payments
 * module follows every move whose refunded amount grew); the payment is marked refunded.
 */
export function cancellation(actor: Actor, order: OrderRow, v: { reason: string | null; at: Date; notice: (refund: NoticeRefund) => CustomerNotice }): MoveSpec {
  // What an admin already gave back by hand is not given twice.
  const already = order.refundedPaise;
  const refund = splitRefund(order, refundablePaise(order));
  const total = refund.online + refund.wallet;
  return {
    to: ORDER_STATUS.CANCELLED,
    set: {
      cancelledAt: v.at,
      cancelReason: v.reason,
      cancelledByRole: machineActor(actor),
      refundedPaise: already + total,
      ...(total > 0 ? { paymentStatus: 'REFUNDED' as const } : {}),
    },
    onlyRefundedWas: already,
    note: v.reason,
    event: 'order.status',
    notice: () => v.notice(refund),
    alsoInTx: (tx, moved) => releaseHolds(tx, moved, refund.wallet, v.at),
  };
}
