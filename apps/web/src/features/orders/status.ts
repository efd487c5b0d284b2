import type { OrderView } from '@keka/contracts';
import { ORDER_STATUS } from '@keka/domain';
import type { TranslationKey } from '../../lib/i18n';

const S = ORDER_STATUS;

/** A partner has the order (assigned, or picked up and riding): PIN, rider and map show (ADR 0003). */
export function isWithRider(statusId: number): boolean {
  return statusId === S.DELIVERY_ASSIGNED || statusId === S.PICKED_UP;
}

/** Finished: delivered (or collected), cancelled, payment failed. Nothing moves any more. */
export function isFinished(statusId: number): boolean {
  return statusId === S.DELIVERED || statusId === S.CANCELLED || statusId === S.PAYMENT_FAILED;
}

export type PinState = 'show' | 'pending' | 'none';

/** The hand-over PIN only once a partner is on the way; before that a line saying when; never for pickup. */
export function pinState(order: Pick<OrderView, 'delivery_type' | 'orderstatus_id' | 'delivery_pin'>): PinState {
  if (order.delivery_type !== 'DELIVERY' || isFinished(order.orderstatus_id)) return 'none';
  if (isWithRider(order.orderstatus_id)) return order.delivery_pin ? 'show' : 'none';
  return 'pending';
}

export type StepState = 'done' | 'current' | 'todo' | 'stopped';

export interface TimelineStep {
  readonly key: 'placed' | 'preparing' | 'onTheWay' | 'ready' | 'delivered' | 'collected' | 'cancelled';
  readonly label: TranslationKey;
  /** When it happened (ISO), null until it does. */
  readonly at: string | null;
  readonly state: StepState;
}

/** How far along an order is: 0 placed/scheduled, 1 preparing (rider assigned too), 2 on the way or ready, 3 done. */
function reached(statusId: number): number {
  switch (statusId) {
    case S.PREPARING:
    case S.DELIVERY_ASSIGNED:
      return 1;
    case S.PICKED_UP:
    case S.READY_FOR_PICKUP:
      return 2;
    case S.DELIVERED:
      return 3;
    default:
      return 0;
  }
}

/**
 * The steps of the tracker with their times (the order's timeline fields). Delivery: placed → preparing
 * → on the way → delivered; self-pickup: placed → preparing → ready for pickup → collected. A cancelled
 * order keeps the steps it had reached and ends in 'Cancelled'.
 */
export function timelineOf(order: OrderView): TimelineStep[] {
  const pickup = order.delivery_type === 'SELFPICKUP';
  const steps: Array<Omit<TimelineStep, 'state'>> = [
    { key: 'placed', label: 'order.step.placed', at: order.created_at },
    { key: 'preparing', label: 'order.step.preparing', at: order.accepted_at },
    pickup
      ? { key: 'ready', label: 'order.step.ready', at: order.ready_at }
      : { key: 'onTheWay', label: 'order.step.onTheWay', at: order.picked_up_at },
    pickup ? { key: 'collected', label: 'order.step.collected', at: order.delivered_at } : { key: 'delivered', label: 'order.step.delivered', at: order.delivered_at },
  ];
  if (order.orderstatus_id === S.CANCELLED || order.orderstatus_id === S.PAYMENT_FAILED) {
    const done = steps.filter((s, i) => i === 0 || s.at !== null).map((s) => ({ ...s, state: 'done' as const }));
    const label = order.orderstatus_id === S.PAYMENT_FAILED ? 'order.step.notPaid' : 'order.step.cancelled';
    return [...done, { key: 'cancelled', label, at: order.cancelled_at, state: 'stopped' }];
  }
  const index = reached(order.orderstatus_id);
  return steps.map((s, i) => ({ ...s, state: i < index || (i === index && i === steps.length - 1) ? 'done' : i === index ? 'current' : 'todo' }));
}

/**
 * When the order history says a status was reached (e.g. the rider's assignment, which has no timeline
 * field): its first entry, since later ones in the same status are notes (a substitution, issue 36).
 */
export function reachedAt(order: Pick<OrderView, 'status_history'>, statusId: number): string | null {
  return order.status_history.find((h) => h.status_id === statusId)?.at ?? null;
}

const HEADLINES: Record<number, TranslationKey> = {
  [S.PLACED]: 'order.headline.placed',
  [S.PREPARING]: 'order.headline.preparing',
  [S.DELIVERY_ASSIGNED]: 'order.headline.assigned',
  [S.PICKED_UP]: 'order.headline.onTheWay',
  [S.DELIVERED]: 'order.headline.delivered',
  [S.CANCELLED]: 'order.headline.cancelled',
  [S.READY_FOR_PICKUP]: 'order.headline.ready',
  [S.AWAITING_PAYMENT]: 'order.headline.awaitingPayment',
  [S.PAYMENT_FAILED]: 'order.headline.paymentFailed',
  [S.SCHEDULED]: 'order.headline.scheduled',
  [S.SCHEDULED_CONFIRMED]: 'order.headline.scheduledConfirmed',
};

export function headlineOf(order: Pick<OrderView, 'orderstatus_id' | 'delivery_type'>): TranslationKey {
  if (order.orderstatus_id === S.DELIVERED && order.delivery_type === 'SELFPICKUP') return 'order.headline.collected';
  return HEADLINES[order.orderstatus_id] ?? 'order.headline.placed';
}

/** A short name of a status for lists (/my-orders); pickup orders are 'Collected' when done. */
export function statusLabelOf(statusId: number, deliveryType: 'DELIVERY' | 'SELFPICKUP'): TranslationKey {
  if (statusId === S.DELIVERED && deliveryType === 'SELFPICKUP') return 'order.state.collected';
  return STATE_LABELS[statusId] ?? 'order.state.placed';
}

const STATE_LABELS: Record<number, TranslationKey> = {
  [S.PLACED]: 'order.state.placed',
  [S.PREPARING]: 'order.state.preparing',
  [S.DELIVERY_ASSIGNED]: 'order.state.assigned',
  [S.PICKED_UP]: 'order.state.onTheWay',
  [S.DELIVERED]: 'order.state.delivered',
  [S.CANCELLED]: 'order.state.cancelled',
  [S.READY_FOR_PICKUP]: 'order.state.ready',
  [S.AWAITING_PAYMENT]: 'order.state.awaitingPayment',
  [S.PAYMENT_FAILED]: 'order.state.paymentFailed',
  [S.SCHEDULED]: 'order.state.scheduled',
  [S.SCHEDULED_CONFIRMED]: 'order.state.scheduled',
};

export type Eta =
  | { readonly kind: 'none' }
  | { readonly kind: 'due'; readonly minutes: number; readonly at: Date }
  /** Past the promise: the new estimate while it is ahead (null: any minute now). */
  | { readonly kind: 'late'; readonly promised: Date; readonly at: Date | null; readonly minutes: number | null };

/**
 * The live estimate as minutes left (rounded up, never 0 while it is still ahead), or 'late' once the
 * promise has passed (issue 36), with the new estimate: never a negative number. Nothing before the
 * store accepted, once the food waits at the counter for pickup, or after the order finished.
 */
export function etaOf(order: Pick<OrderView, 'eta_at' | 'promised_at' | 'orderstatus_id'>, now: number): Eta {
  if (!order.eta_at || isFinished(order.orderstatus_id) || order.orderstatus_id === S.READY_FOR_PICKUP) return { kind: 'none' };
  const at = new Date(order.eta_at);
  const promised = order.promised_at ? new Date(order.promised_at) : at;
  const left = at.getTime() - now;
  if (Number.isNaN(left) || Number.isNaN(promised.getTime())) return { kind: 'none' };
  const minutes = Math.max(1, Math.ceil(left / 60_000));
  if (promised.getTime() <= now) return { kind: 'late', promised, at: left > 0 ? at : null, minutes: left > 0 ? minutes : null };
  return { kind: 'due', minutes, at };
}

/** When the ETA's words next change: the later of the estimate and the promise. */
export function etaTickTarget(order: Pick<OrderView, 'eta_at' | 'promised_at'>): number | null {
  const times = [order.eta_at, order.promised_at].filter((t): t is string => t !== null).map((t) => Date.parse(t));
  return times.length ? Math.max(...times) : null;
}
