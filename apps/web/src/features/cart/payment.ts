import type { RestaurantInfo } from '@keka/contracts';
import { parseRupees, type Cart, type Paise } from '@keka/domain';

export type PaymentState =
  | { readonly kind: 'LOGIN' }
  | { readonly kind: 'NO_ADDRESS' }
  | { readonly kind: 'STORE_INACTIVE' }
  | { readonly kind: 'NOT_OPERATIONAL' }
  | { readonly kind: 'UNAVAILABLE_ITEMS' }
  | { readonly kind: 'MIN_ORDER'; readonly minimum: Paise }
  | { readonly kind: 'READY' };

export interface PaymentInput {
  readonly isLoggedIn: boolean;
  readonly hasAddress: boolean;
  readonly store: Pick<RestaurantInfo, 'is_active' | 'is_operational' | 'min_order_price'>;
  readonly cart: Cart;
  readonly itemTotal: Paise;
}

/**
 * SPEC §4 "Payment button" and §5: guests sign in first; then an address is needed; the store must
 * accept orders and reach the address; unavailable items must go; the item total must reach the
 * minimum order; otherwise 'Make Payment'.
 */
export function paymentState({ isLoggedIn, hasAddress, store, cart, itemTotal }: PaymentInput): PaymentState {
  if (!isLoggedIn) return { kind: 'LOGIN' };
  if (!hasAddress) return { kind: 'NO_ADDRESS' };
  if (store.is_active !== 1) return { kind: 'STORE_INACTIVE' };
  if (store.is_operational !== 1) return { kind: 'NOT_OPERATIONAL' };
  if (cart.lines.some((l) => l.is_active !== 1)) return { kind: 'UNAVAILABLE_ITEMS' };
  const minimum = parseRupees(store.min_order_price);
  if (minimum > 0 && itemTotal < minimum) return { kind: 'MIN_ORDER', minimum };
  return { kind: 'READY' };
}
