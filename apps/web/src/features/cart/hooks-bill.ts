import { useMemo } from 'react';
import type { RestaurantInfo } from '@keka/contracts';
import { distanceKm, type Bill, type Cart } from '@keka/domain';
import { useSettingsStore } from '../../lib/settings';
import { buildBill } from './bill';

export interface CartBill {
  readonly bill: Bill;
  readonly distanceKm: number | null;
}

/** The bill for the cart at the store and address, from the same inputs the server uses. */
export function useCartBill(
  cart: Cart,
  store: RestaurantInfo | undefined,
  location: { readonly lat: number; readonly lng: number } | null,
  isFirstOrder: boolean,
): CartBill | null {
  const values = useSettingsStore((s) => s.values);
  const { enDelChrRnd, taxApplicable, taxPercentage } = values;
  return useMemo(() => {
    if (!store || cart.lines.length === 0) return null;
    const bill = buildBill(cart, store, { enDelChrRnd, taxApplicable, taxPercentage }, { deliveryType: 'DELIVERY', location, isFirstOrder });
    const km = location ? distanceKm(store, { latitude: location.lat, longitude: location.lng }) : null;
    return { bill, distanceKm: km };
  }, [cart, store, location, isFirstOrder, enDelChrRnd, taxApplicable, taxPercentage]);
}
