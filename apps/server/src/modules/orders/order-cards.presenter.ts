import type { DeliveryOrderCard, LiveOrderEvent, StoreOrderAction, StoreOrderCard } from '@keka/contracts';
import {
  acceptTarget,
  canChangePreparationTime,
  canMarkReadyInPlace,
  canSubstitute,
  canTransition,
  handOverTarget,
  isOrderStatusId,
  MAX_PIN_ATTEMPTS,
  ORDER_STATUS,
} from '@keka/domain';
import { rupees } from '../catalog/catalog.presenter';
import { iso, presentHistory, presentOrderBill, presentOrderSlot, presentSubstitution, presentTimeline, statusName } from './order-parts.presenter';
import type { Contact, OrderCard } from './order-life.repository';
import type { OrderRow } from './orders.repository';

export { presentHistory, presentTimeline };

export const isPinLocked = (order: OrderRow): boolean => order.orderStatusId === ORDER_STATUS.PICKED_UP && order.pinAttempts >= MAX_PIN_ATTEMPTS;

/** The buttons a store owner gets: exactly the moves the state machine allows the store now. */
export function storeActions(order: OrderRow): StoreOrderAction[] {
  const s = order.orderStatusId;
  if (!isOrderStatusId(s)) return [];
  const kind = order.deliveryType;
  const ready = order.readyAt !== null;
  const accept = acceptTarget(s);
  const candidates: [StoreOrderAction, boolean][] = [
    ['accept', accept !== null && canTransition(s, accept, 'store', kind)],
    // Declining is for an order the kitchen has not finished: once marked ready it waits for its partner.
    ['decline', !ready && canTransition(s, ORDER_STATUS.CANCELLED, 'store', kind)],
    ['start_preparing', s === ORDER_STATUS.SCHEDULED_CONFIRMED && canTransition(s, ORDER_STATUS.PREPARING, 'store', kind)],
    ['mark_ready', canTransition(s, ORDER_STATUS.READY_FOR_PICKUP, 'store', kind) || canMarkReadyInPlace(s, kind, ready)],
    ['handed_over', handOverTarget(s, kind) !== null],
    ['update_preparation_time', canChangePreparationTime(s, ready)],
    ['unlock_pin', isPinLocked(order)],
  ];
  return candidates.filter(([, ok]) => ok).map(([action]) => action);
}

export function presentStoreCard({ order, store, customer, rider, lines, substitutions }: OrderCard): StoreOrderCard {
  const hasAddress = order.deliveryType === 'DELIVERY' && order.address !== null && order.latitude !== null && order.longitude !== null;
  return {
    unique_order_id: order.uniqueOrderId,
    status_id: order.orderStatusId,
    status: statusName(order.orderStatusId),
    created_at: order.createdAt.toISOString(),
    delivery_type: order.deliveryType,
    payment_mode: order.paymentMethod,
    payment_status: order.paymentStatus,
    store: { id: store.id, name: store.name },
    customer: { name: customer.name, phone: customer.phone },
    address: hasAddress ? { address: order.address ?? '', house: order.house, tag: order.tag, latitude: order.latitude ?? 0, longitude: order.longitude ?? 0 } : null,
    distance_km: order.distanceKm,
    order_comment: order.orderComment,
    items: lines.map(({ line, addons }) => ({
      line_id: line.id,
      item_id: line.itemId,
      name: line.name,
      is_veg: line.isVeg,
      quantity: line.quantity,
      price: rupees(line.unitPricePaise),
      line_total: rupees(line.lineTotalPaise),
      addons: addons.map((a) => ({ addon_category_name: a.addonCategoryName, addon_name: a.addonName, price: rupees(a.pricePaise) })),
    })),
    bill: presentOrderBill(order),
    slot: presentOrderSlot(order),
    ...presentTimeline(order),
    rider,
    pin_locked: isPinLocked(order),
    substitutions: substitutions.map(presentSubstitution),
    can_substitute: canSubstitute(order.orderStatusId, order.readyAt !== null) && order.billInput !== null,
    // While a replacement waits for the customer the kitchen cannot finish the order (issue 36).
    actions: substitutions.some((x) => x.status === 'PENDING') ? storeActions(order).filter((a) => a !== 'mark_ready' && a !== 'handed_over') : storeActions(order),
  };
}

/** Cash the rider takes at the door: what is left to pay on a cash-on-delivery order. */
export const amountToCollect = (order: OrderRow): number => (order.paymentMethod === 'COD' ? order.payablePaise : 0);

/**
 * What a delivery partner sees. Before he accepted (an offer): store, distance, items and the amount to
 * collect only, never who or where the customer is (SECURITY 14).
 */
export function presentDeliveryCard({ order, store, customer, lines }: OrderCard, viewer: 'offer' | 'rider' | 'admin'): DeliveryOrderCard {
  const revealed = viewer !== 'offer';
  return {
    unique_order_id: order.uniqueOrderId,
    status_id: order.orderStatusId,
    status: statusName(order.orderStatusId),
    created_at: order.createdAt.toISOString(),
    payment_mode: order.paymentMethod,
    store: { id: store.id, name: store.name, address: store.address, phone: store.phone, latitude: store.latitude, longitude: store.longitude },
    distance_km: order.distanceKm,
    items: lines.map(({ line, addons }) => ({ name: line.name, quantity: line.quantity, addons: addons.map((a) => a.addonName) })),
    item_count: lines.reduce((n, { line }) => n + line.quantity, 0),
    amount_to_collect: rupees(amountToCollect(order)),
    eta_at: iso(order.etaAt),
    accepted_at: iso(order.acceptedAt),
    ready_at: iso(order.readyAt),
    picked_up_at: iso(order.pickedUpAt),
    delivered_at: iso(order.deliveredAt),
    customer:
      revealed && order.address !== null && order.latitude !== null && order.longitude !== null
        ? { name: customer.name, phone: customer.phone, address: order.address, house: order.house, tag: order.tag, latitude: order.latitude, longitude: order.longitude }
        : null,
    order_comment: revealed ? order.orderComment : null,
    is_offer: order.deliveryUserId === null && order.orderStatusId === ORDER_STATUS.PREPARING && order.deliveryType === 'DELIVERY',
    pin_locked: isPinLocked(order),
  };
}

/** The payload of order.status / order.eta / order.ready: no customer details, so every channel may get it. */
export function presentLiveOrder(order: OrderRow, v: { rider: Contact | null; previousStatusId: number | null; by: string; note: string | null; at: Date }): LiveOrderEvent {
  return {
    unique_order_id: order.uniqueOrderId,
    store_id: order.storeId,
    delivery_type: order.deliveryType,
    status_id: order.orderStatusId,
    status: statusName(order.orderStatusId),
    previous_status_id: v.previousStatusId,
    ...presentTimeline(order),
    rider: v.rider,
    by: v.by,
    note: v.note,
    at: v.at.toISOString(),
  };
}
