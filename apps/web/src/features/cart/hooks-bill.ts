import { useMemo } from 'react';
import type { ApplyCouponResponse, DeliveryChargeResponse, RestaurantInfo } from '@keka/contracts';
import { billCouponFrom, distanceKm, parseRupees, type Bill, type Cart, type DeliveryType, type TipChoice } from '@keka/domain';
import { useSettingsStore } from '../../lib/settings';
import { buildBill } from './bill';

export interface CartBill {
  readonly bill: Bill;
  readonly distanceKm: number | null;
}

export interface CartBillInput {
  readonly cart: Cart;
  readonly store: RestaurantInfo | undefined;
  readonly location: { readonly lat: number; readonly lng: number } | null;
  readonly isFirstOrder: boolean;
  readonly deliveryType: DeliveryType;
  readonly coupon: ApplyCouponResponse | null;
  readonly tip: TipChoice | null;
  /** The delivery-charge call's answer, when it came (its bucket charge and measured distance). */
  readonly deliveryCharge: DeliveryChargeResponse | undefined;
}

/** The bill for the cart, from the same inputs place-order uses (domain toBillInput). */
export function useCartBill({ cart, store, location, isFirstOrder, deliveryType, coupon, tip, deliveryCharge }: CartBillInput): CartBill | null {
  const values = useSettingsStore((s) => s.values);
  const { enDelChrRnd, taxApplicable, taxPercentage } = values;
  return useMemo(() => {
    if (!store || cart.lines.length === 0) return null;
    const straight = location ? distanceKm(store, { latitude: location.lat, longitude: location.lng }) : null;
    const km = deliveryCharge ? deliveryCharge.distance : straight;
    const bill = buildBill(
      cart,
      store,
      { enDelChrRnd, taxApplicable, taxPercentage },
      {
        deliveryType,
        location,
        isFirstOrder,
        coupon: coupon ? billCouponFrom(coupon) : null,
        tip,
        distanceKm: km,
        providerDeliveryCharge: deliveryCharge?.success && deliveryCharge.delivery_charge !== null ? parseRupees(deliveryCharge.delivery_charge) : null,
      },
    );
    return { bill, distanceKm: deliveryType === 'DELIVERY' ? km : null };
  }, [cart, store, location, isFirstOrder, deliveryType, coupon, tip, deliveryCharge, enDelChrRnd, taxApplicable, taxPercentage]);
}
