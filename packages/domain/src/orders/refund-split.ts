/**
 * Where a refund goes (issue 33): each part back to where it came from, the online part first (back
 * through the provider it was paid with), the rest to the wallet. Every refund of an order (an admin's,
 * a cancellation) splits this way, so what went where before follows from the refunded total alone.
 * All amounts are paise; `onlinePaidPaise` is 0 for cash and wallet orders.
 */
export interface RefundSplit {
  readonly online: number;
  readonly wallet: number;
}

export function splitRefundPaise(order: { readonly onlinePaidPaise: number; readonly refundedPaise: number }, amountPaise: number): RefundSplit {
  const amount = Math.max(0, Math.trunc(amountPaise));
  const onlineLeft = Math.max(0, order.onlinePaidPaise - order.refundedPaise);
  const online = Math.min(amount, onlineLeft);
  return { online, wallet: amount - online };
}
