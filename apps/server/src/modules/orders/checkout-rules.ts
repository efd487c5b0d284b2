import { distanceKm, paise, toRupeeString, type BillSettingValues, type DeliveryType, type LatLng, type Paise, type TipChoice } from '@keka/domain';
import type { OrderLocation } from '@keka/contracts';
import { fail } from '../../lib/errors';
import type { StoreRow } from '../catalog/catalog.service';
import { isOpenAt } from '../catalog/placement';

/** Settings a checkout needs, read BEFORE the transaction opens (reading through `db` inside it hangs PGlite). */
export interface CheckoutSettings {
  readonly timeZone: string;
  readonly currencySymbol: string;
  /** The settings the bill reads, as stored (domain billSettingsFrom). */
  readonly bill: BillSettingValues;
  readonly notAcceptingOrdersMsg: string;
  readonly notOperationalMsg: string;
  readonly minOrderMsg: string;
}

export function formatMoney(amount: Paise, symbol: string): string {
  return `${symbol}${toRupeeString(amount)}`;
}

/** SPEC §5: the store must be active (and open) and offer the chosen way of delivery. */
export function assertStoreTakesOrders(store: StoreRow, deliveryType: DeliveryType, now: Date, s: CheckoutSettings): void {
  if (!store.isActive || !isOpenAt(store, now, s.timeZone)) fail('STORE_CLOSED', `${store.name} : ${s.notAcceptingOrdersMsg}`);
  if (deliveryType === 'DELIVERY' && !store.acceptsDelivery) fail('DELIVERY_TYPE_UNAVAILABLE', `${store.name} does not deliver. Choose self-pickup instead.`);
  if (deliveryType === 'SELFPICKUP' && !store.acceptsSelfPickup) fail('DELIVERY_TYPE_UNAVAILABLE', `${store.name} does not offer self-pickup.`);
}

/**
 * SPEC §5: a delivery needs an address within delivery_radius. Returns the distance in km (one
 * decimal), or null for a self-pickup without a location.
 */
export function measureDelivery(store: StoreRow, deliveryType: DeliveryType, location: OrderLocation | null | undefined, s: CheckoutSettings): number | null {
  if (!location) {
    if (deliveryType === 'DELIVERY') fail('ADDRESS_REQUIRED', "Oops ! You haven't set your address");
    return null;
  }
  const point: LatLng = { latitude: location.lat, longitude: location.lng };
  const distance = distanceKm(store, point);
  if (deliveryType === 'DELIVERY' && distance > store.deliveryRadius) fail('NOT_OPERATIONAL', s.notOperationalMsg);
  return distance;
}

/** SPEC §5: with min_order_price above 0 the item total must reach it. */
export function assertMinimumOrder(store: StoreRow, itemTotal: Paise, s: CheckoutSettings): void {
  if (store.minOrderPricePaise > 0 && itemTotal < store.minOrderPricePaise) {
    fail('MIN_ORDER_NOT_MET', `${s.minOrderMsg} ${formatMoney(paise(store.minOrderPricePaise), s.currencySymbol)}`, {
      min_order_price: toRupeeString(paise(store.minOrderPricePaise)),
    });
  }
}

/**
 * The tip the customer chose: `tip` ({ type, value }, SPEC §3 Tip) when sent, else the spec's
 * `tipAmount` in rupees. Clamping (SPEC §5: 0..10000, 0..100 %) is the domain's (normaliseTip).
 */
export function tipFromRequest(body: { readonly tip?: TipChoice | null | undefined; readonly tipAmount?: number | string | null | undefined }): TipChoice | null {
  if (body.tip) return body.tip;
  const { tipAmount } = body;
  if (tipAmount === null || tipAmount === undefined || tipAmount === '') return null;
  const rupees = typeof tipAmount === 'number' ? tipAmount : Number(tipAmount);
  return Number.isFinite(rupees) ? { type: 'amount', value: rupees } : null;
}
