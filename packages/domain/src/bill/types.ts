import type { Paise } from '../money/money';

export type DeliveryType = 'DELIVERY' | 'SELFPICKUP';

export interface BillLineInput {
  /** Price of one unit of the item, from the database. */
  readonly unitPrice: Paise;
  readonly quantity: number;
  /** Prices of the add-ons chosen for ONE unit; SPEC §9 multiplies them by the quantity too. */
  readonly addonPrices: readonly Paise[];
}

export type DeliveryChargeType = 'FIXED' | 'DYNAMIC';

export interface BillStore {
  readonly restaurantCharges: Paise;
  readonly deliveryChargeType: DeliveryChargeType;
  /** The fixed delivery charge. */
  readonly deliveryCharges: Paise;
  readonly baseDeliveryDistanceKm: number;
  readonly baseDeliveryCharge: Paise;
  readonly extraDeliveryDistanceKm: number;
  readonly extraDeliveryCharge: Paise;
  readonly surcharge: Paise;
  readonly enableTax: boolean;
  /** Store tax in percent of the item total. */
  readonly taxPercent: number;
  /** is_free_delivery: the first order of a user is delivered free. */
  readonly isFreeDelivery: boolean;
  /** The city's surge amount when the city has `is_surg_enabled` = 1, else 0. */
  readonly citySurge: Paise;
}

export type BillCoupon =
  | { readonly discountType: 'PERCENTAGE'; readonly percent: number; readonly maxDiscount: Paise | null }
  | { readonly discountType: 'AMOUNT'; readonly amount: Paise };

export type BillTip =
  | { readonly type: 'AMOUNT'; readonly amount: Paise }
  | { readonly type: 'PERCENTAGE'; readonly percent: number };

export interface BillSettings {
  /** enDelChrRnd = 'true': dynamic delivery charges are rounded up to a whole rupee. */
  readonly roundDeliveryCharge: boolean;
  /** taxApplicable = 'true' with taxPercentage; null when the global tax is off. */
  readonly globalTaxPercent: number | null;
}

export interface BillInput {
  readonly lines: readonly BillLineInput[];
  readonly store: BillStore;
  readonly deliveryType: DeliveryType;
  /** Store → customer distance in km; the bill rounds it to one decimal (SPEC §9). Null when unknown (self-pickup). */
  readonly distanceKm: number | null;
  readonly coupon: BillCoupon | null;
  readonly tip: BillTip | null;
  readonly settings: BillSettings;
  /** True when the user has no earlier order (or is a guest previewing the bill). */
  readonly isFirstOrder: boolean;
  /** SPEC §9: a delivery charge from the provider's bucket API overrides the computed one. */
  readonly providerDeliveryCharge?: Paise | null;
}

export type DeliveryRule =
  | 'SELF_PICKUP'
  | 'FIXED'
  | 'DYNAMIC_BASE'
  | 'DYNAMIC_DISTANCE'
  | 'PROVIDER'
  | 'FREE_FIRST_ORDER'
  | 'FREE_ORDER_VALUE';

export type BillLineKind =
  | 'ITEM_TOTAL'
  | 'COUPON'
  | 'RESTAURANT_CHARGES'
  | 'DELIVERY'
  | 'TIP'
  | 'SURCHARGE'
  | 'DISTANCE_SURGE'
  | 'CITY_SURGE'
  | 'STORE_TAX'
  | 'GLOBAL_TAX';

/** One row of the itemised bill; `amount` is signed (the coupon is negative). */
export interface BillLine {
  readonly kind: BillLineKind;
  readonly amount: Paise;
}

export interface Bill {
  readonly itemTotal: Paise;
  readonly couponDiscount: Paise;
  readonly restaurantCharges: Paise;
  readonly deliveryCharge: Paise;
  readonly deliveryRule: DeliveryRule;
  readonly tip: Paise;
  readonly surcharge: Paise;
  readonly distanceSurge: Paise;
  readonly citySurge: Paise;
  readonly storeTax: Paise;
  readonly globalTax: Paise;
  readonly total: Paise;
  /** Non-zero parts of the bill in the order SPEC §9 adds them; the total is their sum. */
  readonly lines: readonly BillLine[];
}
