import type { OrderBillView, OrderView, SubstitutionView } from '@keka/contracts';
import { isOrderStatusId, ORDER_STATUS_NAMES } from '@keka/domain';
import { rupees } from '../catalog/catalog.presenter';
import type { OrderHistoryRow, OrderRow } from './orders.repository';
import type { SubstitutionRow } from './substitutions.repository';

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
    promised_at: iso(order.promisedAt),
    first_promised_at: iso(order.firstPromisedAt),
    promise_extended_at: iso(order.promiseExtendedAt),
    promise_extension_reason: order.promiseExtensionReason,
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

/** The bill as charged, every part in rupees (the customer's, the store's and the rider's views share it). */
export function presentOrderBill(order: OrderRow): OrderBillView {
  return {
    item_total: rupees(order.itemTotalPaise),
    coupon_code: order.couponCode,
    coupon_discount: rupees(order.couponDiscountPaise),
    restaurant_charges: rupees(order.restaurantChargesPaise),
    delivery_charge: rupees(order.deliveryChargePaise),
    delivery_rule: order.deliveryRule,
    tip: rupees(order.tipPaise),
    surcharge: rupees(order.surchargePaise),
    distance_surge: rupees(order.distanceSurgePaise),
    city_surge: rupees(order.citySurgePaise),
    store_tax: rupees(order.storeTaxPaise),
    global_tax: rupees(order.globalTaxPaise),
    total: rupees(order.totalPaise),
    wallet_paid: rupees(order.walletPaidPaise),
    payable: rupees(order.payablePaise),
  };
}

export function presentOrderSlot(order: Pick<OrderRow, 'slotId' | 'slotName' | 'slotDate'>): OrderView['slot'] {
  return order.slotId !== null && order.slotName !== null && order.slotDate !== null ? { id: order.slotId, name: order.slotName, date: order.slotDate } : null;
}

/** Signed rupees: "-47.50", "19.00", "0.00". */
export const signedRupees = (p: number): string => (p < 0 ? `-${rupees(-p)}` : rupees(p));

/** A line the store could not supply and what became of it (issue 36). */
export function presentSubstitution(row: SubstitutionRow): SubstitutionView {
  const replacement =
    row.kind === 'REPLACE' && row.replacementName !== null
      ? {
          item_id: row.replacementItemId,
          name: row.replacementName,
          is_veg: row.replacementIsVeg ?? false,
          quantity: row.replacementQuantity ?? 1,
          price: rupees(row.replacementUnitPricePaise),
          line_total: rupees(row.replacementUnitPricePaise * (row.replacementQuantity ?? 1)),
        }
      : null;
  return {
    id: row.id,
    line_id: row.orderLineId,
    kind: row.kind,
    status: row.status,
    line: { name: row.lineName, quantity: row.lineQuantity, line_total: rupees(row.lineTotalPaise) },
    replacement,
    difference: signedRupees(row.differencePaise),
    refunded: rupees(row.refundPaise),
    collect: rupees(row.collectPaise),
    settled_by: row.settledBy,
    answer_by: iso(row.answerBy),
    created_at: row.createdAt.toISOString(),
    settled_at: iso(row.settledAt),
  };
}
