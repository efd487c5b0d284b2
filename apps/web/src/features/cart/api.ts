import type {
  ApplyCouponResponse,
  CheckAvailabilityResponse,
  DeliveryChargeResponse,
  GetCouponsResponse,
  GetDeliverySlotsResponse,
} from '@keka/contracts';
import { toRupeeString, type Cart, type Paise } from '@keka/domain';
import { callApi } from '../../lib/api';
import { useQuery } from '../../lib/use-query';

/**
 * SPEC §7 check-first-order: whether the user has no earlier order (free first delivery, §9).
 * Guests preview as a first order; if the call fails the bill assumes an earlier order exists and
 * the server's answer at checkout wins (it reports PRICE_CHANGED when it differs).
 */
export function useIsFirstOrder(token: string | null, userId: number | null): boolean {
  const query = useQuery(token && userId !== null ? `check-first-order:${userId}` : null, (signal) =>
    callApi<{ firstOrder?: boolean }>('check-first-order', { user_id: userId }, { token, signal }),
  );
  if (!token) return true;
  return query.data?.firstOrder === true;
}

/** The cart as the server's cart calls take it: ids, quantities and chosen add-ons only. */
export function cartItems(cart: Cart) {
  return cart.lines.map((l) => ({ id: l.id, quantity: l.quantity, selectedaddons: l.selectedaddons.map((a) => ({ addon_id: a.addon_id })) }));
}

/** SPEC §7 check-cart-items-availability (optionally for the chosen slot). */
export function checkAvailability(cart: Cart, slot: { id: number; date: string } | null, signal?: AbortSignal): Promise<CheckAvailabilityResponse> {
  return callApi<CheckAvailabilityResponse>(
    'check-cart-items-availability',
    { items: cartItems(cart), restaurant_id: cart.restaurantId, ...(slot ? { slot_id: slot.id, slot_date: slot.date } : {}) },
    { signal },
  );
}

/** SPEC §7 apply-coupon; a refusal throws ApiError with `type` and `hideMessage` in its details. */
export function applyCoupon(code: string, restaurantId: number, subtotal: Paise, token: string | null): Promise<ApplyCouponResponse> {
  return callApi<ApplyCouponResponse>('apply-coupon', { coupon: code, restaurant_id: restaurantId, subtotal: toRupeeString(subtotal) }, { token });
}

export function useCoupons(restaurantId: number | null, subtotal: Paise, token: string | null) {
  const key = restaurantId === null ? null : `get-coupons:${restaurantId}:${subtotal}:${token ? token.slice(-8) : 'guest'}`;
  return useQuery(key, (signal) =>
    callApi<GetCouponsResponse>('get-coupons', { restaurant_id: restaurantId, subtotal: toRupeeString(subtotal) }, { token, signal }),
  );
}

export function useDeliverySlots(restaurantId: number | null) {
  return useQuery(restaurantId === null ? null : `get-delivery-slots:${restaurantId}`, (signal) =>
    callApi<GetDeliverySlotsResponse>('get-delivery-slots', { restaurant_id: restaurantId }, { signal }),
  );
}

/**
 * SPEC §7 delivery-charge-api: the store's bucket charge for the distance (success) and the distance
 * the server measures (road km with enGDMA). Null key = not a delivery, or no address yet.
 */
export function useDeliveryCharge(restaurantId: number | null, point: { lat: number; lng: number } | null, itemTotal: Paise) {
  const key = restaurantId === null || point === null ? null : `delivery-charge:${restaurantId}:${point.lat}:${point.lng}`;
  return useQuery(key, (signal) =>
    callApi<DeliveryChargeResponse>(
      'delivery-charge-api',
      { latitude: point?.lat, longitude: point?.lng, restaurant_id: restaurantId, orderTotal: toRupeeString(itemTotal) },
      { signal },
    ),
  );
}
