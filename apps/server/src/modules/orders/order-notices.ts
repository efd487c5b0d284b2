import { ONLINE_PAYMENT_NAMES, type OnlinePaymentMethod } from '@keka/contracts';
import { paise, toRupeeString, type OrderStatusId } from '@keka/domain';
import type { LocalText } from '../../db/schema/local-text';
import { localText, textPart } from '../../lib/local-text';

/**
 * A notification in words the customer uses (SPEC §3 Notification: title, message), as translation
 * keys (packages/contracts/src/i18n/server.ts): each reader gets it in their language, and the
 * notifications service keeps its English too.
 */
export interface CustomerNotice {
  readonly title: LocalText;
  readonly message: LocalText;
}

const rupees = (p: number) => `₹${toRupeeString(paise(p))}`;

/** What went back and where: the wallet part, and the online part through its provider. */
export interface NoticeRefund {
  readonly wallet: number;
  readonly online: number;
  readonly gateway: OnlinePaymentMethod | null;
}

/** "₹240.00 is back in your wallet." (and the online part on its way to the provider) after a cancellation's message. */
const withRefund = (message: LocalText, refund: NoticeRefund): LocalText => [
  ...message,
  ...(refund.online > 0 && refund.gateway ? [textPart('notice.refundOnline', { amount: rupees(refund.online), gateway: ONLINE_PAYMENT_NAMES[refund.gateway] })] : []),
  ...(refund.wallet > 0 ? [textPart('notice.refund', { amount: rupees(refund.wallet) })] : []),
];

/** A reason a person typed, ending as a sentence does. */
const sentence = (reason: string): string => (/[.!?]$/.test(reason) ? reason : `${reason}.`);

const mode = (pickup: boolean) => (pickup ? 'pickup' : 'delivery');

/** Customer notifications of each move (issue 6); the click opens /running-order/{unique_order_id}. */
export const customerNotices = {
  accepted: (store: string, pickup: boolean, minutesToEta: number): CustomerNotice => ({
    title: localText('notice.accepted.title'),
    message: localText(`notice.accepted.message.${mode(pickup)}`, { store, count: minutesToEta }),
  }),
  /** `slot`: the slot's name and date when the order has one. */
  scheduleConfirmed: (store: string, slot: { name: string; date: string } | null): CustomerNotice => ({
    title: localText('notice.scheduleConfirmed.title'),
    message: slot ? localText('notice.scheduleConfirmed.message.slot', { store, slot: slot.name, date: slot.date }) : localText('notice.scheduleConfirmed.message', { store }),
  }),
  preparing: (store: string, pickup: boolean, minutesToEta: number): CustomerNotice => ({
    title: localText('notice.preparing.title'),
    message: localText(`notice.preparing.message.${mode(pickup)}`, { store, count: minutesToEta }),
  }),
  riderAssigned: (store: string, rider: string): CustomerNotice => ({
    title: localText('notice.riderAssigned.title'),
    message: localText('notice.riderAssigned.message', { rider, store }),
  }),
  /** `rider`: the partner's name, when known. */
  pickedUp: (rider: string | null): CustomerNotice => ({
    title: localText('notice.pickedUp.title'),
    message: rider ? localText('notice.pickedUp.message', { rider }) : localText('notice.pickedUp.message.noName'),
  }),
  readyForPickup: (store: string): CustomerNotice => ({ title: localText('notice.readyForPickup.title'), message: localText('notice.readyForPickup.message', { store }) }),
  delivered: (store: string): CustomerNotice => ({ title: localText('notice.delivered.title'), message: localText('notice.delivered.message', { store }) }),
  collected: (store: string): CustomerNotice => ({ title: localText('notice.collected.title'), message: localText('notice.collected.message', { store }) }),
  /** `reason`: what the store typed when it extended its time (issue 36), shown as it is. */
  etaChanged: (store: string, minutesLeft: number, reason: string | null = null): CustomerNotice => ({
    title: localText('notice.etaChanged.title'),
    message: reason ? localText('notice.etaExtended.message', { store, count: minutesLeft, reason: sentence(reason) }) : localText('notice.etaChanged.message', { store, count: minutesLeft }),
  }),
  cancelledByCustomer: (store: string, refund: NoticeRefund): CustomerNotice => ({
    title: localText('notice.cancelled.title'),
    message: withRefund(localText('notice.cancelled.message.customer', { store }), refund),
  }),
  /** `reason`: what the store typed, shown as it is. */
  declined: (store: string, reason: string | null, refund: NoticeRefund): CustomerNotice => ({
    title: localText('notice.cancelled.title'),
    message: withRefund(
      reason ? localText('notice.cancelled.message.declinedReason', { store, reason: sentence(reason) }) : localText('notice.cancelled.message.declined', { store }),
      refund,
    ),
  }),
  /** `reason`: what the admin typed, shown as it is. */
  cancelledBySupport: (store: string, reason: string, refund: NoticeRefund): CustomerNotice => ({
    title: localText('notice.cancelled.title'),
    message: withRefund(localText('notice.cancelledBySupport.message', { store, reason: sentence(reason) }), refund),
  }),
  /** The order's new status, in a sentence of the reader's language (one key per status). */
  statusBySupport: (store: string, statusId: OrderStatusId): CustomerNotice => ({
    title: localText('notice.updated.title'),
    message: localText(`notice.statusBySupport.${statusId}`, { store }),
  }),
  /** An order paid online whose payment the server verified (issue 33). */
  paid: (store: string, amountPaise: number, gateway: string): CustomerNotice => ({
    title: localText('notice.paid.title'),
    message: localText('notice.paid.message', { store, gateway, amount: `₹${toRupeeString(paise(amountPaise))}` }),
  }),
  /** An order paid online that was not paid in time; its wallet part went back. */
  paymentExpired: (store: string, refundPaise: number): CustomerNotice => ({
    title: localText('notice.paymentExpired.title'),
    message: withRefund(localText('notice.paymentExpired.message', { store }), { wallet: refundPaise, online: 0, gateway: null }),
  }),
  /** An admin's refund: the online part back through its provider, the rest to the wallet. */
  refunded: (refund: NoticeRefund, reason: string): CustomerNotice => ({
    title: localText('notice.refunded.title'),
    message:
      refund.online > 0 && refund.gateway
        ? [
            ...localText('notice.refunded.messageOnline', { amount: rupees(refund.online), gateway: ONLINE_PAYMENT_NAMES[refund.gateway], reason: sentence(reason) }),
            ...(refund.wallet > 0 ? [textPart('notice.refund', { amount: rupees(refund.wallet) })] : []),
          ]
        : localText('notice.refunded.message', { amount: rupees(refund.wallet), reason: sentence(reason) }),
  }),
  /** A report of missing or wrong items (issue 36): refunded (where it was paid from), a coupon, in review, or turned down. */
  itemsRefunded: (refund: NoticeRefund, uid: string): CustomerNotice => ({ title: localText('notice.items.title'), message: withRefund(localText('notice.items.refunded', { order: uid }), refund) }),
  itemsCoupon: (uid: string, code: string, amountPaise: number, days: number): CustomerNotice => ({
    title: localText('notice.items.title'),
    message: localText('notice.items.coupon', { order: uid, code, amount: rupees(amountPaise), days }),
  }),
  itemsInReview: (uid: string): CustomerNotice => ({ title: localText('notice.items.title'), message: localText('notice.items.review', { order: uid }) }),
  itemsRejected: (uid: string, reason: string): CustomerNotice => ({ title: localText('notice.items.title'), message: localText('notice.items.rejected', { order: uid, reason: sentence(reason) }) }),
  /** Issue 36: the store proposes a replacement for a line it does not have; `answerMinutes` to answer, then the checkout's choice. */
  substitutionProposed: (v: { store: string; line: string; replacement: string; difference: string; minutes: number; fallback: 'accept' | 'refund' }): CustomerNotice => ({
    title: localText('notice.sub.proposed.title'),
    message: localText(`notice.sub.proposed.message.${v.fallback}`, { store: v.store, line: v.line, replacement: v.replacement, difference: v.difference, minutes: v.minutes }),
  }),
  /** A line left out or replaced: the new total, what went back (and where) and what more is paid at the door. */
  substituted: (v: { kind: 'removed' | 'accepted' | 'refunded'; store: string; line: string; replacement: string; totalPaise: number; refund: NoticeRefund; collectPaise: number }): CustomerNotice => ({
    title: localText('notice.sub.title'),
    message: [
      ...withRefund(localText(`notice.sub.${v.kind}`, { store: v.store, line: v.line, replacement: v.replacement, total: rupees(v.totalPaise) }), v.refund),
      ...(v.collectPaise > 0 ? [textPart('notice.sub.collect', { amount: rupees(v.collectPaise) })] : []),
    ],
  }),
};
