import type { CartLine } from '../cart/cart';
import { paise, parseRupees, ZERO, type Paise } from '../money/money';
import { TIP_MAX, TIP_PERCENT_MAX } from './constants';
import type { BillCoupon, BillInput, BillLineInput, BillSettings, BillStore, BillTip, DeliveryType } from './types';

/**
 * The ONE mapping from "a store, the settings and a cart" to calculateBill's input (STYLE rule 3).
 * The web calls it with the store as get-restaurant-info shows it; the server presents its store row in
 * the same shape and calls it at place-order. Neither side builds a BillInput by hand.
 */

/** The store's charges as the API shows them (a subset of RestaurantInfo: rupee strings, 0/1 flags). */
export interface StoreChargeFields {
  readonly restaurant_charges: string;
  readonly delivery_charges: string;
  readonly delivery_charge_type: 'FIXED' | 'DYNAMIC';
  readonly base_delivery_distance: number;
  readonly base_delivery_charge: string;
  readonly extra_delivery_distance: number;
  readonly extra_delivery_charge: string;
  readonly surcharge: string;
  readonly enable_tax: 0 | 1;
  readonly tax_value: number;
  readonly is_free_delivery: 0 | 1;
  readonly city: { readonly surg_amount: string; readonly is_surg_enabled: 0 | 1 };
}

/** The settings the bill reads (SPEC §3), as stored: strings. */
export interface BillSettingValues {
  readonly enDelChrRnd?: string | undefined;
  readonly taxApplicable?: string | undefined;
  readonly taxPercentage?: string | undefined;
}

/** SPEC §3 Tip: an amount in rupees or a percentage of the item total. */
export type TipChoice =
  | { readonly type: 'amount'; readonly value: number }
  | { readonly type: 'percentage'; readonly value: number };

/** SPEC §3 Coupon as apply-coupon answers it: discount_type PERCENTAGE or a fixed amount. */
export interface CouponFields {
  readonly discount_type: string;
  /** Percent for PERCENTAGE, rupees otherwise. */
  readonly discount: string | number;
  /** Rupees; 0 or absent = no cap. */
  readonly max_discount?: string | number | null | undefined;
}

export interface BillRequest {
  readonly lines: readonly BillLineInput[];
  readonly store: StoreChargeFields;
  readonly settings: BillSettingValues;
  readonly deliveryType: DeliveryType;
  /** Store → customer km (haversine or the maps port's road distance); null for a pickup without a location. */
  readonly distanceKm: number | null;
  readonly coupon: BillCoupon | null;
  readonly tip: TipChoice | null;
  readonly isFirstOrder: boolean;
  /** The bucket charge of the delivery-charge call when it answered success (SPEC §9). */
  readonly providerDeliveryCharge: Paise | null;
}

export function billStoreFrom(store: StoreChargeFields): BillStore {
  return {
    restaurantCharges: parseRupees(store.restaurant_charges),
    deliveryChargeType: store.delivery_charge_type,
    deliveryCharges: parseRupees(store.delivery_charges),
    baseDeliveryDistanceKm: store.base_delivery_distance,
    baseDeliveryCharge: parseRupees(store.base_delivery_charge),
    extraDeliveryDistanceKm: store.extra_delivery_distance,
    extraDeliveryCharge: parseRupees(store.extra_delivery_charge),
    surcharge: parseRupees(store.surcharge),
    enableTax: store.enable_tax === 1,
    taxPercent: store.tax_value,
    isFreeDelivery: store.is_free_delivery === 1,
    citySurge: store.city.is_surg_enabled === 1 ? parseRupees(store.city.surg_amount) : ZERO,
  };
}

/** SPEC §3: enDelChrRnd 'true' rounds dynamic charges up; taxApplicable 'true' adds taxPercentage. */
export function billSettingsFrom(values: BillSettingValues): BillSettings {
  const taxPercent = Number(values.taxPercentage);
  return {
    roundDeliveryCharge: values.enDelChrRnd === 'true',
    globalTaxPercent: values.taxApplicable === 'true' && Number.isFinite(taxPercent) ? taxPercent : null,
  };
}

/**
 * SPEC §5: a custom amount is clamped to 0..10000 rupees, a percentage to 0..100; anything that is
 * not a finite number is no tip. Amounts keep at most two decimals (paise).
 */
export function normaliseTip(choice: TipChoice | null): TipChoice | null {
  if (choice === null || !Number.isFinite(choice.value)) return null;
  if (choice.type === 'percentage') {
    const percent = Math.min(Math.max(choice.value, 0), TIP_PERCENT_MAX);
    return percent > 0 ? { type: 'percentage', value: percent } : null;
  }
  const amount = Math.round(Math.min(Math.max(choice.value, 0), TIP_MAX / 100) * 100) / 100;
  return amount > 0 ? { type: 'amount', value: amount } : null;
}

export function billTipFrom(choice: TipChoice | null): BillTip | null {
  const tip = normaliseTip(choice);
  if (tip === null) return null;
  return tip.type === 'percentage' ? { type: 'PERCENTAGE', percent: tip.value } : { type: 'AMOUNT', amount: paise(Math.round(tip.value * 100)) };
}

/** apply-coupon's answer → what the bill takes off; the server builds the same from its coupon row. */
export function billCouponFrom(coupon: CouponFields): BillCoupon {
  if (coupon.discount_type === 'PERCENTAGE') {
    const cap = coupon.max_discount === null || coupon.max_discount === undefined ? ZERO : parseRupees(coupon.max_discount);
    return { discountType: 'PERCENTAGE', percent: Number(coupon.discount), maxDiscount: cap > 0 ? cap : null };
  }
  return { discountType: 'AMOUNT', amount: parseRupees(coupon.discount) };
}

/** Cart lines as the browser keeps them (rupee strings) → bill lines. The server prices its own from the database. */
export function billLinesFromCart(lines: readonly Pick<CartLine, 'price' | 'quantity' | 'selectedaddons'>[]): BillLineInput[] {
  return lines.map((line) => ({
    unitPrice: parseRupees(line.price),
    quantity: line.quantity,
    addonPrices: line.selectedaddons.map((a) => parseRupees(a.price)),
  }));
}

export function toBillInput(request: BillRequest): BillInput {
  return {
    lines: request.lines,
    store: billStoreFrom(request.store),
    deliveryType: request.deliveryType,
    distanceKm: request.distanceKm,
    coupon: request.coupon,
    tip: billTipFrom(request.tip),
    settings: billSettingsFrom(request.settings),
    isFirstOrder: request.isFirstOrder,
    providerDeliveryCharge: request.deliveryType === 'DELIVERY' ? request.providerDeliveryCharge : null,
  };
}
