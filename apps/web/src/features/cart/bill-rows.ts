import type { Bill, BillLineKind, DeliveryRule, Paise } from '@keka/domain';

export interface BillRow {
  readonly kind: BillLineKind;
  readonly amount: Paise;
  /** For DELIVERY: why it costs what it costs (free first order, order value, distance …). */
  readonly rule?: DeliveryRule;
}

const DELIVERY_AFTER: readonly BillLineKind[] = ['ITEM_TOTAL', 'COUPON', 'RESTAURANT_CHARGES'];

/**
 * The rows to show, in the order calculateBill adds them. The domain leaves zero lines out; a free
 * delivery still gets its row so the customer sees it was waived (SPEC §9 'Free Delivery Applied').
 */
export function billRows(bill: Bill): BillRow[] {
  const rows: BillRow[] = bill.lines.map((line) =>
    line.kind === 'DELIVERY' ? { ...line, rule: bill.deliveryRule } : { kind: line.kind, amount: line.amount },
  );
  const hasDelivery = rows.some((r) => r.kind === 'DELIVERY');
  if (!hasDelivery && bill.deliveryRule !== 'SELF_PICKUP') {
    const at = rows.filter((r) => DELIVERY_AFTER.includes(r.kind)).length;
    rows.splice(at, 0, { kind: 'DELIVERY', amount: bill.deliveryCharge, rule: bill.deliveryRule });
  }
  return rows;
}
