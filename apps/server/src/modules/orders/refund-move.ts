import { ONLINE_PAYMENT_NAMES } from '@keka/contracts';
import { paise, toRupeeString } from '@keka/domain';
import { localText } from '../../lib/local-text';
import { walletLedger } from '../accounts/wallet-ledger';
import type { MoveSpec } from './order-moves';
import { customerNotices } from './order-notices';
import { splitRefund } from './paid';
import type { OrderRow } from './orders.repository';

const rupees = (p: number) => toRupeeString(paise(p));

/**
 * The move that gives `amountPaise` back, each part where it came from (paid.ts splitRefund): the online
 * part through its provider (the payments follower, after commit), the rest to the wallet's ledger. It
 * runs only while `refunded_paise` is what `order` says, so a double click or a racing refund changes
 * nothing and hears `lost`.
 */
export function refundMove(order: OrderRow, v: { amountPaise: number; reason: string; at: Date; lost: () => never }): MoveSpec & { readonly split: ReturnType<typeof splitRefund> } {
  const split = splitRefund(order, v.amountPaise);
  const where = [split.online > 0 && split.gateway ? `₹${rupees(split.online)} back through ${ONLINE_PAYMENT_NAMES[split.gateway]}` : null, split.wallet > 0 ? `₹${rupees(split.wallet)} to the wallet` : null].filter(Boolean).join(', ');
  return {
    split,
    to: null,
    set: { refundedPaise: order.refundedPaise + v.amountPaise },
    onlyRefundedWas: order.refundedPaise,
    note: `Refund of ₹${rupees(v.amountPaise)} (${where}): ${v.reason}`,
    event: 'order.status',
    lost: v.lost,
    notice: () => customerNotices.refunded(split, v.reason),
    alsoInTx: async (tx, moved) => {
      if (split.wallet > 0) await walletLedger.credit(tx, { userId: moved.userId, amountPaise: split.wallet, orderId: moved.id, reason: localText('wallet.reason.refund', { order: moved.uniqueOrderId }), at: v.at });
    },
  };
}
