import type { RestaurantInfo } from '@keka/contracts';
import {
  calculateBill,
  distanceKm,
  parseRupees,
  ZERO,
  type Bill,
  type BillInput,
  type BillStore,
  type Cart,
  type DeliveryType,
} from '@keka/domain';

export interface BillSettingsInput {
  readonly enDelChrRnd: string;
  readonly taxApplicable: string;
  readonly taxPercentage: string;
}

export interface BillContext {
  readonly deliveryType: DeliveryType;
  readonly location: { readonly lat: number; readonly lng: number } | null;
  /** Guests preview the bill as a first order (domain BillInput.isFirstOrder). */
  readonly isFirstOrder: boolean;
}

/** RestaurantInfo (rupee strings) → the domain's BillStore (paise). */
export function toBillStore(store: RestaurantInfo): BillStore {
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

/**
 * The same inputs the server gives calculateBill at place-order (STYLE rule 3): database prices of
 * items and add-ons, the store's charges, the haversine distance to the address, and the settings.
 */
export function toBillInput(cart: Cart, store: RestaurantInfo, settings: BillSettingsInput, context: BillContext): BillInput {
  const taxPercent = Number(settings.taxPercentage);
  return {
    lines: cart.lines.map((line) => ({
      unitPrice: parseRupees(line.price),
      quantity: line.quantity,
      addonPrices: line.selectedaddons.map((a) => parseRupees(a.price)),
    })),
    store: toBillStore(store),
    deliveryType: context.deliveryType,
    distanceKm:
      context.location === null
        ? null
        : distanceKm(store, { latitude: context.location.lat, longitude: context.location.lng }),
    coupon: null,
    tip: null,
    settings: {
      roundDeliveryCharge: settings.enDelChrRnd === 'true',
      globalTaxPercent: settings.taxApplicable === 'true' && Number.isFinite(taxPercent) ? taxPercent : null,
    },
    isFirstOrder: context.isFirstOrder,
  };
}

export function buildBill(cart: Cart, store: RestaurantInfo, settings: BillSettingsInput, context: BillContext): Bill {
  return calculateBill(toBillInput(cart, store, settings, context));
}
