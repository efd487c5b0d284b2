import { ORDER_STATUS } from '@keka/domain';
import type { TranslationKey } from '../../lib/i18n';

export const STEPS: readonly TranslationKey[] = ['order.step.placed', 'order.step.preparing', 'order.step.onTheWay', 'order.step.delivered'];

export type StepProgress = { readonly kind: 'step'; readonly index: number } | { readonly kind: 'stopped' };

/** Order status id → the tracker step (ARCHITECTURE "Order statuses"); cancelled and failed stop it. */
export function stepOf(statusId: number): StepProgress {
  switch (statusId) {
    case ORDER_STATUS.PREPARING:
    case ORDER_STATUS.READY_FOR_PICKUP:
      return { kind: 'step', index: 1 };
    case ORDER_STATUS.DELIVERY_ASSIGNED:
    case ORDER_STATUS.PICKED_UP:
      return { kind: 'step', index: 2 };
    case ORDER_STATUS.DELIVERED:
      return { kind: 'step', index: 3 };
    case ORDER_STATUS.CANCELLED:
    case ORDER_STATUS.PAYMENT_FAILED:
      return { kind: 'stopped' };
    default:
      return { kind: 'step', index: 0 };
  }
}

const HEADLINES: Record<number, TranslationKey> = {
  [ORDER_STATUS.PLACED]: 'order.headline.placed',
  [ORDER_STATUS.PREPARING]: 'order.headline.preparing',
  [ORDER_STATUS.DELIVERY_ASSIGNED]: 'order.headline.assigned',
  [ORDER_STATUS.PICKED_UP]: 'order.headline.onTheWay',
  [ORDER_STATUS.DELIVERED]: 'order.headline.delivered',
  [ORDER_STATUS.CANCELLED]: 'order.headline.cancelled',
  [ORDER_STATUS.READY_FOR_PICKUP]: 'order.headline.ready',
  [ORDER_STATUS.AWAITING_PAYMENT]: 'order.headline.awaitingPayment',
  [ORDER_STATUS.PAYMENT_FAILED]: 'order.headline.paymentFailed',
  [ORDER_STATUS.SCHEDULED]: 'order.headline.scheduled',
  [ORDER_STATUS.SCHEDULED_CONFIRMED]: 'order.headline.scheduled',
};

export function headlineOf(statusId: number): TranslationKey {
  return HEADLINES[statusId] ?? 'order.headline.placed';
}
