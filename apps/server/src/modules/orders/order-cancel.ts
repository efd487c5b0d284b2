import { ORDER_STATUS } from '@keka/domain';
import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { localText } from '../../lib/local-text';
import { walletLedger } from '../accounts/wallet-ledger';
import { machineActor, type MoveSpec } from './order-moves';
import { orderLifeRepository as repo } from './order-life.repository';
import type { CustomerNotice } from './order-notices';
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
 * A cancellation as a move: by the customer (placed / scheduled) or the store's decline with a reason.
 * What was paid from the wallet goes back to it; the payment is marked refunded when anything was.
 */
export function cancellation(actor: Actor, order: OrderRow, v: { reason: string | null; at: Date; notice: (refundPaise: number) => CustomerNotice }): MoveSpec {
  // What an admin already gave back by hand is not given twice.
  const already = order.refundedPaise;
  const refund = Math.max(0, order.walletPaidPaise - already);
  return {
    to: ORDER_STATUS.CANCELLED,
    set: {
      cancelledAt: v.at,
      cancelReason: v.reason,
      cancelledByRole: machineActor(actor),
      refundedPaise: already + refund,
      ...(refund > 0 ? { paymentStatus: 'REFUNDED' as const } : {}),
    },
    onlyRefundedWas: already,
    note: v.reason,
    event: 'order.status',
    notice: () => v.notice(refund),
    alsoInTx: (tx, moved) => releaseHolds(tx, moved, refund, v.at),
  };
}
