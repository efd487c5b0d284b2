/**
 * Texts the SERVER writes for a person (issue 9): in-app notifications, web pushes, wallet ledger
 * reasons and scratch-card titles. The server keeps them as keys with values (a LocalText, see
 * local-text.ts) and says them in each reader's language. Kept apart from en.ts/hi.ts so no phone
 * downloads them as code; the reference data loads them into every language's translations, so the
 * app's fetched translations cover them (an admin may edit them there). Every key also exists in
 * `serverHi` (the type says so).
 *
 * A key with `.one`/`.other` is a count: the text names it by its base and a numeric `count` value,
 * and the language's plural rules pick the form. Money comes in already formatted (`₹240.00`); names
 * and reasons people typed come in as they are.
 */
export const serverEn = {
  // Order moves (the customer's notification and push; the click opens the running order).
  'notice.accepted.title': 'Order accepted',
  'notice.accepted.message.delivery.one': '{store} is preparing your order. It should reach you in about {count} minute.',
  'notice.accepted.message.delivery.other': '{store} is preparing your order. It should reach you in about {count} minutes.',
  'notice.accepted.message.pickup.one': '{store} is preparing your order. It will be ready to collect in about {count} minute.',
  'notice.accepted.message.pickup.other': '{store} is preparing your order. It will be ready to collect in about {count} minutes.',
  'notice.scheduleConfirmed.title': 'Order confirmed',
  'notice.scheduleConfirmed.message': '{store} confirmed your order.',
  'notice.scheduleConfirmed.message.slot': '{store} confirmed your order for {slot} on {date}.',
  'notice.preparing.title': 'Your order is being prepared',
  'notice.preparing.message.delivery.one': '{store} has started preparing your order. It should reach you in about {count} minute.',
  'notice.preparing.message.delivery.other': '{store} has started preparing your order. It should reach you in about {count} minutes.',
  'notice.preparing.message.pickup.one': '{store} has started preparing your order. It will be ready to collect in about {count} minute.',
  'notice.preparing.message.pickup.other': '{store} has started preparing your order. It will be ready to collect in about {count} minutes.',
  'notice.riderAssigned.title': 'Delivery partner assigned',
  'notice.riderAssigned.message': '{rider} will pick up your order from {store}.',
  'notice.pickedUp.title': 'Your order is on the way',
  'notice.pickedUp.message': '{rider} has picked up your order. Tell them your delivery PIN when it arrives.',
  'notice.pickedUp.message.noName': 'Your delivery partner has picked up your order. Tell them your delivery PIN when it arrives.',
  'notice.readyForPickup.title': 'Ready to collect',
  'notice.readyForPickup.message': 'Your order is ready. Collect it at {store}.',
  'notice.delivered.title': 'Order delivered',
  'notice.delivered.message': 'Your order from {store} was delivered. Enjoy!',
  'notice.collected.title': 'Order collected',
  'notice.collected.message': 'You collected your order from {store}. Enjoy!',
  'notice.etaChanged.title': 'New estimated time',
  'notice.etaChanged.message.one': '{store} updated the preparation time. Your order should now take about {count} minute.',
  'notice.etaChanged.message.other': '{store} updated the preparation time. Your order should now take about {count} minutes.',
  // Compensation for a late order (issue 36): {minutes} late, {amount} given.
  'notice.late.title': 'Sorry we were late',
  'notice.late.wallet': 'Order {order} came {minutes} min after the time we promised. {amount} is in your wallet.',
  'notice.late.coupon': 'Order {order} came {minutes} min after the time we promised. Use code {code} for {amount} off your next order, within {days} days.',
  // A report of missing or wrong items (issue 36).
  'notice.sub.proposed.title': 'Replacement suggested: please answer',
  'notice.sub.proposed.message.accept': '{store} does not have {line}. They suggest {replacement} ({difference}). Answer within {minutes} min, or we will take the replacement.',
  'notice.sub.proposed.message.refund': '{store} does not have {line}. They suggest {replacement} ({difference}). Answer within {minutes} min, or we will refund the item.',
  'notice.sub.title': 'Your order changed',
  'notice.sub.removed': '{store} does not have {line}, so it was left out. Your total is now {total}.',
  'notice.sub.accepted': '{line} was replaced with {replacement}. Your total is now {total}.',
  'notice.sub.refunded': '{line} was left out and refunded. Your total is now {total}.',
  'notice.sub.collect': '{amount} more is paid at the door.',
  'notice.items.title': 'About the items you reported',
  'notice.items.refunded': 'We are sorry about order {order}. We refunded the items you reported.',
  'notice.items.coupon': 'We are sorry about order {order}. Use code {code} for {amount} off your next order, within {days} days.',
  'notice.items.review': 'We have your report about order {order}. Someone from our team will look at it within a day.',
  /** {reason}: what the admin typed, ending with a full stop. */
  'notice.items.rejected': 'We looked at your report about order {order}: {reason}',
  /** {reason}: what the store typed, ending with a full stop. */
  'notice.etaExtended.message.one': '{store} needs more time: {reason} Your order should now take about {count} minute.',
  'notice.etaExtended.message.other': '{store} needs more time: {reason} Your order should now take about {count} minutes.',
  'notice.paid.title': 'Payment received',
  'notice.paid.message': 'We have your payment of {amount} by {gateway}. {store} has your order now.',
  'notice.paymentExpired.title': 'Order not paid',
  'notice.paymentExpired.message': 'Your order from {store} was not paid in time, so it was not sent to the store. Nothing was charged.',
  'wallet.reason.unpaid': 'Wallet part given back: order {order} was not paid',
  'notice.cancelled.title': 'Order cancelled',
  'notice.cancelled.message.customer': 'You cancelled your order from {store}.',
  'notice.cancelled.message.declined': '{store} could not take your order.',
  /** {reason}: what the store typed, ending with a full stop. */
  'notice.cancelled.message.declinedReason': '{store} could not take your order: {reason}',
  /** Follows a cancellation's message when wallet money went back. */
  'notice.refund': '{amount} is back in your wallet.',
  'notice.refundOnline': '{amount} is on its way back to your {gateway} payment (it can take 5–7 working days).',

  // Scratch cards and referrals.
  'notice.scratchWon.title': 'You won a scratch card',
  'notice.scratchWon.message': 'Scratch it to see what you have won.',
  'notice.scratchTakenBack.title': 'Scratch card reward taken back',
  'notice.referral.title': 'Referral reward',
  'notice.referral.message': '{friend} completed their first order. {amount} is in your wallet.',
  'notice.referralWelcome.title': 'Welcome reward',
  'notice.referralWelcome.message': "Thanks for your first order! {amount} for joining with a friend's code is in your wallet.",
  'notice.referralTakenBack.title': 'Referral reward taken back',

  // Wallet ledger reasons (/my-wallet).
  'wallet.reason.order': 'Order {order}',
  'wallet.reason.refund': 'Refund for order {order}',
  'wallet.reason.late': 'Sorry, order {order} came late',
  'wallet.reason.referral': 'Referral reward: {friend} joined',
  'wallet.reason.referralWelcome': 'Welcome reward for joining with a referral',
  'wallet.reason.referralTakenBack': "Referral reward taken back: {friend}'s first order was refunded",
  'wallet.reason.referralWelcomeTakenBack': 'Welcome reward taken back: order {order} refunded',
  'wallet.reason.scratch': 'Scratch card reward',
  'wallet.reason.scratchTakenBack.cancelled': 'Scratch card reward taken back: order {order} cancelled',
  'wallet.reason.scratchTakenBack.refunded': 'Scratch card reward taken back: order {order} refunded',
  'wallet.reason.welcomeBonus': 'Welcome bonus',

  // Scratch card titles (/account/rewards).
  'reward.title.store': 'Scratch card from your {store} order',
  'reward.title.order': 'Scratch card from your order',
  'reward.title.signup': 'Scratch card for joining {app}',

  // Pushes to a store's owners and to delivery partners.
  'push.store.newOrder.title': 'New order #{number}',
  'push.store.newOrder.body.delivery.one': '{count} item · {total} · Delivery',
  'push.store.newOrder.body.delivery.other': '{count} items · {total} · Delivery',
  'push.store.newOrder.body.pickup.one': '{count} item · {total} · Pickup',
  'push.store.newOrder.body.pickup.other': '{count} items · {total} · Pickup',
  'push.rider.offer.title': 'New delivery offer',
  'push.rider.offer.body': 'Pick up from {store}. Tap to see it.',
  // An order moved or refunded by support (the admin console, issue 11).
  'notice.cancelledBySupport.message': 'Our support team cancelled your order from {store}: {reason}',
  'notice.updated.title': 'Order updated',
  'notice.statusBySupport.1': 'Our support team marked your order from {store} as placed.',
  'notice.statusBySupport.2': 'Our support team marked your order from {store} as being prepared.',
  'notice.statusBySupport.3': 'Our support team marked your order from {store} as assigned to a delivery partner.',
  'notice.statusBySupport.4': 'Our support team marked your order from {store} as on the way.',
  'notice.statusBySupport.5': 'Our support team marked your order from {store} as delivered.',
  'notice.statusBySupport.6': 'Our support team marked your order from {store} as cancelled.',
  'notice.statusBySupport.7': 'Our support team marked your order from {store} as ready to collect.',
  'notice.statusBySupport.8': 'Our support team marked your order from {store} as awaiting payment.',
  'notice.statusBySupport.9': 'Our support team marked your order from {store} as payment failed.',
  'notice.statusBySupport.10': 'Our support team marked your order from {store} as scheduled.',
  'notice.statusBySupport.11': 'Our support team marked your order from {store} as confirmed for its slot.',
  'notice.refunded.title': 'Refund to your wallet',
  'notice.refunded.message': '{amount} is back in your wallet: {reason}',
  'notice.refunded.messageOnline': '{amount} is on its way back to your {gateway} payment: {reason}',
  // An admin's decision on a store or a delivery partner (issue 11), told to the applicant.
  'notice.reason': 'Reason: {reason}',
  'notice.storeApproved.title': 'Your store is approved',
  'notice.storeApproved.message': '{store} is approved. Open your store and start taking orders.',
  'notice.storeRejected.title': 'Your store was not approved',
  'notice.storeRejected.message': '{store} was not approved.',
  'notice.storeSuspended.title': 'Your store is suspended',
  'notice.storeSuspended.message': '{store} is suspended and hidden from customers.',
  'notice.storePending.title': 'Your store is waiting for approval',
  'notice.storePending.message': '{store} is waiting for approval.',
  'notice.partnerApproved.title': 'You are approved',
  'notice.partnerApproved.message': 'Your delivery account is approved. Go online to get delivery offers.',
  'notice.partnerRejected.title': 'Your delivery account was not approved',
  'notice.partnerRejected.message': 'Your delivery account was not approved.',
  'notice.partnerSuspended.title': 'Your delivery account is suspended',
  'notice.partnerSuspended.message': 'Your delivery account is suspended; you are offline and get no offers.',
} as const;

export type ServerTranslationKey = keyof typeof serverEn;
export type ServerTranslations = Record<ServerTranslationKey, string>;

/** A key a LocalText names: a key of its own, or the base of a `.one`/`.other` pair (with a `count`). */
export type ServerTextKey = ServerTranslationKey | { [K in ServerTranslationKey]: K extends `${infer B}.one` ? B : never }[ServerTranslationKey];
