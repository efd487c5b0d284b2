import type { OrderView } from '@keka/contracts';
import { canTransition, isOrderStatusId, isRunning, ONLINE_PAYMENT_NAMES, ORDER_STATUS } from '@keka/domain';
import { rupees } from '../catalog/catalog.presenter';
import { presentHistory, presentOrderBill, presentOrderSlot, presentSubstitution, presentTimeline, statusName } from './order-parts.presenter';
import type { OrderAggregate } from './orders.repository';
import { refundedParts } from './paid';

export { statusName };

/** The customer may still cancel: placed or scheduled, not yet accepted (the state machine says so). */
/** What went back: to the wallet, and through the provider the order was paid with (paid.ts). */
export function presentRefunded(order: Parameters<typeof refundedParts>[0]): Pick<OrderView, 'refunded' | 'refunded_online' | 'refund_gateway'> {
  const parts = refundedParts(order);
  return { refunded: rupees(parts.wallet), refunded_online: rupees(parts.online), refund_gateway: parts.gateway ? ONLINE_PAYMENT_NAMES[parts.gateway] : null };
}

export function customerCanCancel(statusId: number): boolean {
  return isOrderStatusId(statusId) && canTransition(statusId, ORDER_STATUS.CANCELLED, 'customer');
}

/**
 * The customer's view of an order (get-single-order, place-order, cancel-order). The hand-over PIN is
 * shown to the customer only, and only while the order is still on its way.
 */
export function presentOrder({ order, store, lines, history, rider, substitutions }: OrderAggregate, viewer: 'customer' | 'admin' = 'customer'): OrderView {
  const hasAddress = order.address !== null && order.latitude !== null && order.longitude !== null;
  return {
    id: order.id,
    unique_order_id: order.uniqueOrderId,
    orderstatus_id: order.orderStatusId,
    status: statusName(order.orderStatusId),
    created_at: order.createdAt.toISOString(),
    delivery_type: order.deliveryType,
    payment_mode: order.paymentMethod,
    payment_status: order.paymentStatus,
    restaurant: {
      id: store.id,
      name: store.name,
      slug: store.slug,
      image: store.image,
      phone: store.phone,
      address: store.address,
      latitude: store.latitude,
      longitude: store.longitude,
    },
    address: hasAddress
      ? { address: order.address ?? '', house: order.house, tag: order.tag, latitude: order.latitude ?? 0, longitude: order.longitude ?? 0 }
      : null,
    distance: order.distanceKm,
    order_comment: order.orderComment,
    items: lines.map(({ line, addons }) => ({
      line_id: line.id,
      item_id: line.itemId,
      name: line.name,
      is_veg: line.isVeg,
      price: rupees(line.unitPricePaise),
      quantity: line.quantity,
      addons: addons.map((a) => ({ addon_id: a.addonId, addon_category_name: a.addonCategoryName, addon_name: a.addonName, price: rupees(a.pricePaise) })),
      line_total: rupees(line.lineTotalPaise),
    })),
    bill: presentOrderBill(order),
    delivery_pin: viewer === 'customer' && isOrderStatusId(order.orderStatusId) && isRunning(order.orderStatusId) ? order.deliveryPin : null,
    slot: presentOrderSlot(order),
    ...presentTimeline(order),
    ...presentRefunded(order),
    can_cancel: customerCanCancel(order.orderStatusId),
    rider,
    status_history: presentHistory(history),
    substitutions: substitutions.map(presentSubstitution),
    substitution_default: order.substitutionDefault,
  };
}

