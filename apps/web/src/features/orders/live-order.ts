import type { LiveOrderEvent, OrderView } from '@keka/contracts';
import { canTransition, isOrderStatusId, isRunning, ORDER_STATUS } from '@keka/domain';

/**
 * The running order as the page shows it: the last answer of get-single-order with the live events
 * after it applied on top (ADR 0011). Each event carries the order's whole timeline, so applying one
 * is a replacement of those fields; `version` (ms) is the newest moment the view knows about, and an
 * event older than it (a replay after a refetch already had it) changes nothing.
 */
export interface LiveOrderState {
  readonly order: OrderView;
  readonly version: number;
}

const stamp = (at: string | null): number => {
  const ms = at === null ? Number.NaN : Date.parse(at);
  return Number.isNaN(ms) ? 0 : ms;
};

/** The newest time a fetched order mentions: its moves (history), timeline stamps and substitutions. */
export function versionOf(order: OrderView): number {
  // A substitution proposed or settled (issue 36) is news too: its answer must not lose to an older live view.
  const changes = order.substitutions.flatMap((s) => [s.created_at, s.settled_at]);
  const times = [order.created_at, order.accepted_at, order.ready_at, order.picked_up_at, order.delivered_at, order.cancelled_at, ...order.status_history.map((h) => h.at), ...changes];
  return Math.max(0, ...times.map(stamp));
}

/** The customer may cancel while the state machine lets them (placed, scheduled; ADR 0003). */
export function customerCanCancel(statusId: number): boolean {
  return isOrderStatusId(statusId) && canTransition(statusId, ORDER_STATUS.CANCELLED, 'customer');
}

/**
 * One order.status / order.eta / order.ready event applied: null when it is about another order or older
 * than what the view already shows. A status move adds its history line; the PIN goes once the order
 * is no longer running (the server stops sending it too).
 */
export function applyOrderEvent(state: LiveOrderState, event: LiveOrderEvent): LiveOrderState | null {
  const { order } = state;
  if (event.unique_order_id !== order.unique_order_id) return null;
  const at = stamp(event.at);
  if (at < state.version) return null;
  const moved = event.status_id !== order.orderstatus_id;
  const running = isOrderStatusId(event.status_id) && isRunning(event.status_id);
  return {
    version: at,
    order: {
      ...order,
      orderstatus_id: event.status_id,
      status: event.status,
      preparation_minutes: event.preparation_minutes,
      eta_at: event.eta_at,
      promised_at: event.promised_at,
      first_promised_at: event.first_promised_at,
      promise_extended_at: event.promise_extended_at,
      promise_extension_reason: event.promise_extension_reason,
      accepted_at: event.accepted_at,
      ready_at: event.ready_at,
      picked_up_at: event.picked_up_at,
      delivered_at: event.delivered_at,
      cancelled_at: event.cancelled_at,
      cancel_reason: event.cancel_reason,
      cancelled_by: event.cancelled_by,
      rider: event.rider,
      can_cancel: customerCanCancel(event.status_id),
      delivery_pin: running ? order.delivery_pin : null,
      status_history: moved ? [...order.status_history, { status_id: event.status_id, status: event.status, at: event.at, by: event.by, note: event.note }] : order.status_history,
    },
  };
}

/**
 * What to show when an answer arrives (a fetch, or cancel-order's own): the answer when it is at least
 * as new as the live view, else the live view. What events do not carry (refund, payment) only changes
 * with a stamped move (cancelled_at, delivered_at), so a newer answer always brings it.
 */
export function withFetched(current: LiveOrderState | null, fetched: OrderView): LiveOrderState {
  const version = versionOf(fetched);
  if (!current || current.order.unique_order_id !== fetched.unique_order_id || version >= current.version) return { order: fetched, version };
  return current;
}
