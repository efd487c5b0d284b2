import { isOrderStatusId, ORDER_STATUS_NAMES } from '@keka/domain';
import type { OrderHistoryRow, OrderRow } from './orders.repository';

/** Pieces every view of an order shares (customer, store, delivery, live events). */
export function statusName(id: number): string {
  return isOrderStatusId(id) ? ORDER_STATUS_NAMES[id] : 'UNKNOWN';
}

export const iso = (at: Date | null): string | null => (at ? at.toISOString() : null);

/** When things happened on the way (contracts orderTimeline). */
export function presentTimeline(order: OrderRow) {
  return {
    preparation_minutes: order.preparationMinutes,
    eta_at: iso(order.etaAt),
    accepted_at: iso(order.acceptedAt),
    ready_at: iso(order.readyAt),
    picked_up_at: iso(order.pickedUpAt),
    delivered_at: iso(order.deliveredAt),
    cancelled_at: iso(order.cancelledAt),
    cancel_reason: order.cancelReason,
    cancelled_by: order.cancelledByRole,
  };
}

export function presentHistory(history: readonly OrderHistoryRow[]) {
  return history.map((h) => ({ status_id: h.toStatusId, status: statusName(h.toStatusId), at: h.createdAt.toISOString(), by: h.actorRole, note: h.note }));
}
