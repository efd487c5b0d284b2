import { paise, toRupeeString } from '@keka/domain';

/** A notification in words the customer uses (SPEC §3 Notification: title, message). */
export interface CustomerNotice {
  readonly title: string;
  readonly message: string;
}

const refundLine = (refundPaise: number): string => (refundPaise > 0 ? ` ₹${toRupeeString(paise(refundPaise))} is back in your wallet.` : '');
const minutes = (n: number): string => `${n} minute${n === 1 ? '' : 's'}`;

/** Customer notifications of each move (issue 6); the click opens /running-order/{unique_order_id}. */
export const customerNotices = {
  accepted: (store: string, pickup: boolean, minutesToEta: number): CustomerNotice => ({
    title: 'Order accepted',
    message: pickup
      ? `${store} is preparing your order. It will be ready to collect in about ${minutes(minutesToEta)}.`
      : `${store} is preparing your order. It should reach you in about ${minutes(minutesToEta)}.`,
  }),
  scheduleConfirmed: (store: string, slot: string | null): CustomerNotice => ({
    title: 'Order confirmed',
    message: slot ? `${store} confirmed your order for ${slot}.` : `${store} confirmed your order.`,
  }),
  preparing: (store: string, pickup: boolean, minutesToEta: number): CustomerNotice => ({
    title: 'Your order is being prepared',
    message: pickup
      ? `${store} has started preparing your order. It will be ready to collect in about ${minutes(minutesToEta)}.`
      : `${store} has started preparing your order. It should reach you in about ${minutes(minutesToEta)}.`,
  }),
  riderAssigned: (store: string, rider: string): CustomerNotice => ({
    title: 'Delivery partner assigned',
    message: `${rider} will pick up your order from ${store}.`,
  }),
  pickedUp: (rider: string): CustomerNotice => ({
    title: 'Your order is on the way',
    message: `${rider} has picked up your order. Tell them your delivery PIN when it arrives.`,
  }),
  readyForPickup: (store: string): CustomerNotice => ({ title: 'Ready to collect', message: `Your order is ready. Collect it at ${store}.` }),
  delivered: (store: string): CustomerNotice => ({ title: 'Order delivered', message: `Your order from ${store} was delivered. Enjoy!` }),
  collected: (store: string): CustomerNotice => ({ title: 'Order collected', message: `You collected your order from ${store}. Enjoy!` }),
  etaChanged: (store: string, minutesLeft: number): CustomerNotice => ({
    title: 'New estimated time',
    message: `${store} updated the preparation time. Your order should now take about ${minutes(minutesLeft)}.`,
  }),
  cancelledByCustomer: (store: string, refundPaise: number): CustomerNotice => ({
    title: 'Order cancelled',
    message: `You cancelled your order from ${store}.${refundLine(refundPaise)}`,
  }),
  declined: (store: string, reason: string | null, refundPaise: number): CustomerNotice => ({
    title: 'Order cancelled',
    message: `${store} could not take your order${reason ? `: ${reason}` : '.'}${reason && !/[.!?]$/.test(reason) ? '.' : ''}${refundLine(refundPaise)}`,
  }),
  cancelledBySupport: (store: string, reason: string, refundPaise: number): CustomerNotice => ({
    title: 'Order cancelled',
    message: `Our support team cancelled your order from ${store}: ${reason}${/[.!?]$/.test(reason) ? '' : '.'}${refundLine(refundPaise)}`,
  }),
  statusBySupport: (store: string, status: string): CustomerNotice => ({ title: 'Order updated', message: `Our support team marked your order from ${store} as ${status}.` }),
  refunded: (refundPaise: number, reason: string): CustomerNotice => ({
    title: 'Refund to your wallet',
    message: `₹${toRupeeString(paise(refundPaise))} is back in your wallet: ${reason}${/[.!?]$/.test(reason) ? '' : '.'}`,
  }),
};
