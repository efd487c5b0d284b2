import { useId } from 'react';
import type { Bill, BillLineKind, DeliveryRule } from '@keka/domain';
import { BillTable, type BillTableRow } from '../../../components/ui/bill-table';
import { useDistance, useMoney } from '../../../lib/format';
import { useT, type TranslationKey } from '../../../lib/i18n';
import { billRows } from '../bill-rows';

/** Copy for each bill line, in one table (STYLE: bill-details maps codes to copy, no arithmetic). */
const LABELS: Record<BillLineKind, TranslationKey> = {
  ITEM_TOTAL: 'cart.bill.itemTotal',
  COUPON: 'cart.bill.coupon',
  RESTAURANT_CHARGES: 'cart.bill.restaurantCharges',
  DELIVERY: 'cart.bill.delivery',
  TIP: 'cart.bill.tip',
  SURCHARGE: 'cart.bill.surcharge',
  DISTANCE_SURGE: 'cart.bill.distanceSurge',
  CITY_SURGE: 'cart.bill.citySurge',
  STORE_TAX: 'cart.bill.storeTax',
  GLOBAL_TAX: 'cart.bill.globalTax',
};

const DELIVERY_HINTS: Partial<Record<DeliveryRule, TranslationKey>> = {
  FREE_FIRST_ORDER: 'cart.bill.freeFirstOrder',
  FREE_ORDER_VALUE: 'cart.bill.freeOrderValue',
};

export function BillDetails({ bill, distanceKm }: { readonly bill: Bill; readonly distanceKm: number | null }) {
  const t = useT();
  const money = useMoney();
  const formatDistance = useDistance();
  const headingId = useId();
  const rows: BillTableRow[] = billRows(bill).map((row) => {
    const isDelivery = row.kind === 'DELIVERY';
    const free = isDelivery && row.amount === 0;
    const hintKey = row.rule ? DELIVERY_HINTS[row.rule] : undefined;
    const hint = hintKey ? t(hintKey) : isDelivery && distanceKm !== null ? t('cart.bill.deliveryDistance', { distance: formatDistance(distanceKm) }) : undefined;
    return {
      key: row.kind,
      label: t(LABELS[row.kind]),
      hint,
      value: free ? t('cart.bill.free') : money(row.amount),
      tone: row.kind === 'COUPON' ? 'discount' : free ? 'free' : undefined,
    };
  });
  return <BillTable headingId={headingId} title={t('cart.bill.title')} rows={rows} totalLabel={t('cart.bill.total')} total={money(bill.total)} />;
}
