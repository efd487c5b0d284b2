import type { RestaurantInfo } from '@keka/contracts';
import { parseRupees, type Cart, type DeliveryType, type Paise } from '@keka/domain';

export type PaymentState =
  | { readonly kind: 'LOGIN' }
  | { readonly kind: 'NO_ADDRESS' }
  | { readonly kind: 'STORE_INACTIVE' }
  | { readonly kind: 'NOT_OPERATIONAL' }
  | { readonly kind: 'UNAVAILABLE_ITEMS' }
  | { readonly kind: 'MIN_ORDER'; readonly minimum: Paise }
  | { readonly kind: 'SELECT_SLOT' }
  | { readonly kind: 'READY' };

export interface PaymentInput {
  readonly isLoggedIn: boolean;
  readonly hasAddress: boolean;
  readonly store: Pick<RestaurantInfo, 'is_active' | 'is_operational' | 'min_order_price' | 'is_fresh'> & { readonly is_open?: 0 | 1 };
  readonly cart: Cart;
  readonly itemTotal: Paise;
  readonly deliveryType?: DeliveryType;
  /** A fresh store's cart needs a chosen delivery slot. */
  readonly hasSlot?: boolean;
}

/**
 * SPEC §4 "Payment button" and §5: guests sign in first; a delivery needs an address; the store must
 * accept orders and (for a delivery) reach the address; unavailable items must go; the item total
 * must reach the minimum; a fresh store needs a slot ('Select Delivery Schedule'); then 'Make Payment'.
 */
export function paymentState({ isLoggedIn, hasAddress, store, cart, itemTotal, deliveryType = 'DELIVERY', hasSlot = false }: PaymentInput): PaymentState {
  const isPickup = deliveryType === 'SELFPICKUP';
  if (!isLoggedIn) return { kind: 'LOGIN' };
  if (!hasAddress && !isPickup) return { kind: 'NO_ADDRESS' };
  if (store.is_active !== 1 || store.is_open === 0) return { kind: 'STORE_INACTIVE' };
  if (!isPickup && store.is_operational !== 1) return { kind: 'NOT_OPERATIONAL' };
  if (cart.lines.some((l) => l.is_active !== 1)) return { kind: 'UNAVAILABLE_ITEMS' };
  const minimum = parseRupees(store.min_order_price);
  if (minimum > 0 && itemTotal < minimum) return { kind: 'MIN_ORDER', minimum };
  if (store.is_fresh === 1 && !hasSlot) return { kind: 'SELECT_SLOT' };
  return { kind: 'READY' };
}
