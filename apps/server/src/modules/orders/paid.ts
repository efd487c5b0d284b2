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

/** Everything paid for the order has been given back (a partial refund, say for a missing drink, is not this). */
export const whollyRefunded = (order: OrderRow): boolean => order.refundedPaise > 0 && refundablePaise(order) === 0;
