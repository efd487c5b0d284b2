import { ONLINE_PAYMENT_METHODS, type OnlinePaymentMethod } from '@keka/contracts';
import { splitRefundPaise } from '@keka/domain';
import type { OrderRow } from './orders.repository';

/**
 * What the customer has paid for an order: the wallet part, and the rest once it was paid (online, or
 * cash at the door). Cash never collected is not paid, whatever a cancellation wrote on the status.
 */
export function paidPaise(order: Pick<OrderRow, 'walletPaidPaise' | 'payablePaise' | 'paymentStatus' | 'paymentMethod'>): number {
  const rest = order.paymentStatus === 'PAID' || (order.paymentStatus === 'REFUNDED' && order.paymentMethod !== 'COD') ? order.payablePaise : 0;
  return order.walletPaidPaise + rest;
}

export const refundablePaise = (order: OrderRow): number => Math.max(0, paidPaise(order) - order.refundedPaise);

/** The order's provider, when its rest was paid online (Stripe, Razorpay…); null for cash and the wallet. */
export function onlineGatewayOf(order: Pick<OrderRow, 'paymentMethod'>): OnlinePaymentMethod | null {
  return (ONLINE_PAYMENT_METHODS as readonly string[]).includes(order.paymentMethod) ? (order.paymentMethod as OnlinePaymentMethod) : null;
}

/** What a refund gives back where: the online part through `gateway`, the rest to the wallet. */
export interface RefundSplit {
  readonly online: number;
  readonly wallet: number;
  /** The provider the online part goes back through. */
  readonly gateway: OnlinePaymentMethod | null;
}

/** Where `amountPaise` more goes back, `order` being the order before it (the domain's rule: the online part first). */
export function splitRefund(order: Pick<OrderRow, 'walletPaidPaise' | 'payablePaise' | 'paymentStatus' | 'paymentMethod' | 'refundedPaise'>, amountPaise: number): RefundSplit {
  const gateway = onlineGatewayOf(order);
  const onlinePaidPaise = gateway ? paidPaise(order) - order.walletPaidPaise : 0;
  const split = splitRefundPaise({ onlinePaidPaise, refundedPaise: order.refundedPaise }, amountPaise);
  return { ...split, gateway: split.online > 0 ? gateway : null };
}

/** What the order's refunded total is made of: the part back through its provider, the part in the wallet. */
export const refundedParts = (order: Pick<OrderRow, 'walletPaidPaise' | 'payablePaise' | 'paymentStatus' | 'paymentMethod' | 'refundedPaise'>): RefundSplit => splitRefund({ ...order, refundedPaise: 0 }, order.refundedPaise);

/** Everything paid for the order has been given back (a partial refund, say for a missing drink, is not this). */
export const whollyRefunded = (order: OrderRow): boolean => order.refundedPaise > 0 && refundablePaise(order) === 0;
