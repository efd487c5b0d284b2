import { useId } from 'react';
import type { OrderBillView, OrderView } from '@keka/contracts';
import { parseRupees } from '@keka/domain';
import { BillTable, type BillTableRow } from '../../../components/ui/bill-table';
import { CashIcon } from '../../../components/ui/icons/cash';
import { PinIcon } from '../../../components/ui/icons/pin';
import { StoreIcon } from '../../../components/ui/icons/store';
import { VegMark } from '../../../components/ui/veg-mark';
import { useMoney, useNumber } from '../../../lib/format';
import { useT, type TranslationKey } from '../../../lib/i18n';

export function OrderPlaces({ order }: { readonly order: OrderView }) {
  const t = useT();
  return (
    <section className="card order-card" aria-label={t('order.places')}>
      <div className="order-place">
        <span className="order-place__icon">
          <StoreIcon size={20} />
        </span>
        <span className="order-place__text">
          <span className="order-place__label">{t(order.delivery_type === 'SELFPICKUP' ? 'order.pickupAt' : 'order.from')}</span>
          <span className="order-place__name">{order.restaurant.name}</span>
          <span className="order-place__line">{order.restaurant.address}</span>
        </span>
      </div>
      {order.address && order.delivery_type === 'DELIVERY' && (
        <div className="order-place">
          <span className="order-place__icon">
            <PinIcon size={20} />
          </span>
          <span className="order-place__text">
            <span className="order-place__label">{t('order.deliverTo')}</span>
            {(order.address.house || order.address.tag) && <span className="order-place__name">{order.address.house || order.address.tag}</span>}
            <span className="order-place__line">{order.address.address}</span>
          </span>
        </div>
      )}
      <div className="order-place">
        <span className="order-place__icon">
          <CashIcon size={20} />
        </span>
        <span className="order-place__text">
          <span className="order-place__label">{t('order.payment')}</span>
          <span className="order-place__name">{paymentName(order, t)}</span>
        </span>
      </div>
    </section>
  );
}

/** Online providers by their names (issue 33). */
const PROVIDER_NAMES: Readonly<Record<string, string>> = { STRIPE: 'Stripe', RAZORPAY: 'Razorpay', PAYTM: 'Paytm', PAYMONGO: 'PayMongo', MERCADOPAGO: 'Mercado Pago' };

const paymentName = ({ payment_mode: mode, delivery_type: type }: Pick<OrderView, 'payment_mode' | 'delivery_type'>, t: ReturnType<typeof useT>): string =>
  mode === 'COD' ? t(type === 'SELFPICKUP' ? 'checkout.payAtPickup' : 'checkout.cod') : mode === 'WALLET' ? t('checkout.wallet') : (PROVIDER_NAMES[mode] ?? mode);

/** Paid (or to be paid) online, through a provider. */
export const isPaidOnline = (mode: string): boolean => mode in PROVIDER_NAMES;

export function OrderLines({ order }: { readonly order: OrderView }) {
  const t = useT();
  const money = useMoney();
  const formatNumber = useNumber();
  return (
    <section className="card order-card" aria-labelledby="order-items-heading">
      <h2 id="order-items-heading" className="order-card__title">
        {t('order.items')}
      </h2>
      <ul className="order-items">
        {order.items.map((line, i) => (
          <li key={`${line.item_id}-${i}`} className="order-items__line">
            <VegMark isVeg={line.is_veg} />
            <span className="order-items__text">
              <span className="order-items__name">
                {formatNumber(line.quantity)} × {line.name}
              </span>
              {line.addons.length > 0 && <span className="order-items__addons">{line.addons.map((a) => a.addon_name).join(', ')}</span>}
            </span>
            <span className="order-items__total">{money(parseRupees(line.line_total))}</span>
          </li>
        ))}
      </ul>
      {order.order_comment && <p className="checkout-summary__comment">“{order.order_comment}”</p>}
    </section>
  );
}

/** The charged bill as the server stored it (rupee strings → paise → formatted). */
const BILL_FIELDS: ReadonlyArray<[keyof OrderBillView, TranslationKey]> = [
  ['item_total', 'cart.bill.itemTotal'],
  ['coupon_discount', 'cart.bill.coupon'],
  ['restaurant_charges', 'cart.bill.restaurantCharges'],
  ['delivery_charge', 'cart.bill.delivery'],
  ['tip', 'cart.bill.tip'],
  ['surcharge', 'cart.bill.surcharge'],
  ['distance_surge', 'cart.bill.distanceSurge'],
  ['city_surge', 'cart.bill.citySurge'],
  ['store_tax', 'cart.bill.storeTax'],
  ['global_tax', 'cart.bill.globalTax'],
  ['wallet_paid', 'order.bill.wallet'],
];

/**
 * The charged bill. The last line is what is left to pay at the door; 'Paid' with the whole total once
 * nothing is (wallet, or paid on delivery); the order's total for a cancelled order (its refund is said above).
 */
export function OrderBill({ bill, state = 'due', pickup = false, online = false }: { readonly bill: OrderBillView; readonly state?: 'due' | 'paid' | 'cancelled'; readonly pickup?: boolean; readonly online?: boolean }) {
  const t = useT();
  const money = useMoney();
  const headingId = useId();
  const settled = state !== 'due' || parseRupees(bill.payable) === 0;
  const totalLabel = state === 'cancelled' ? 'order.bill.total' : settled ? 'order.bill.paid' : online ? 'order.bill.payOnline' : pickup ? 'order.bill.payAtPickup' : 'order.bill.payable';
  const rows: BillTableRow[] = BILL_FIELDS.flatMap(([field, label]) => {
    const amount = parseRupees(bill[field] ?? '0.00');
    // A pickup order has no delivery: its (zero) fee is not a line.
    const always = field === 'item_total' || (field === 'delivery_charge' && !pickup);
    if ((amount === 0 && !always) || (settled && field === 'wallet_paid')) return [];
    const discount = field === 'coupon_discount' || field === 'wallet_paid';
    return [
      {
        key: field,
        label: t(label),
        value: amount === 0 ? t('cart.bill.free') : discount ? `− ${money(amount)}` : money(amount),
        tone: discount ? ('discount' as const) : amount === 0 ? ('free' as const) : undefined,
      },
    ];
  });
  return (
    <section className="card order-card">
      <BillTable headingId={headingId} title={t('order.bill')} rows={rows} totalLabel={t(totalLabel)} total={money(parseRupees(settled ? bill.total : bill.payable))} />
    </section>
  );
}
