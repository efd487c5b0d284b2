import type { RestaurantInfo } from '@keka/contracts';
import {
  billLinesFromCart,
  calculateBill,
  distanceKm,
  toBillInput,
  type Bill,
  type BillCoupon,
  type BillSettingValues,
  type Cart,
  type DeliveryType,
  type Paise,
  type TipChoice,
} from '@keka/domain';

export interface BillContext {
  readonly deliveryType: DeliveryType;
  readonly location: { readonly lat: number; readonly lng: number } | null;
  /** Guests preview the bill as a first order (domain BillInput.isFirstOrder). */
  readonly isFirstOrder: boolean;
  readonly coupon?: BillCoupon | null;
  readonly tip?: TipChoice | null;
  /** The delivery-charge call's bucket charge when it answered success. */
  readonly providerDeliveryCharge?: Paise | null;
  /** The server's road distance (enGDMA) when it gave one; else the straight line. */
  readonly distanceKm?: number | null;
}

/**
 * The bill the cart shows, through the domain's one mapping (toBillInput) that place-order also uses:
 * the same store fields, settings, lines, coupon, tip and distance give the same total on both sides.
 */
export function buildBill(cart: Cart, store: RestaurantInfo, settings: BillSettingValues, context: BillContext): Bill {
  const straightLine = context.location === null ? null : distanceKm(store, { latitude: context.location.lat, longitude: context.location.lng });
  return calculateBill(
    toBillInput({
      lines: billLinesFromCart(cart.lines),
      store,
      settings,
      deliveryType: context.deliveryType,
      distanceKm: context.distanceKm ?? straightLine,
      coupon: context.coupon ?? null,
      tip: context.tip ?? null,
      isFirstOrder: context.isFirstOrder,
      providerDeliveryCharge: context.providerDeliveryCharge ?? null,
    }),
  );
}
