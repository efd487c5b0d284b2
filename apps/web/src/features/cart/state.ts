import { create } from 'zustand';
import {
  addToCart,
  decrementLine,
  EMPTY_CART,
  markUnavailable,
  removeLine,
  type Cart,
  type CartAddon,
  type CartLine,
} from '@keka/domain';
import { createPersistedStore } from '../../lib/persisted-store';
import { getSetting } from '../../lib/settings';
import { isRecord, removeKey, STORAGE_KEYS, writeString } from '../../lib/storage';

/** The cart of SPEC §3/§4; every rule comes from @keka/domain, this file only stores the result. */
const isCart = (v: unknown): v is Cart =>
  isRecord(v) &&
  (v.restaurantId === null || typeof v.restaurantId === 'number') &&
  Array.isArray(v.lines) &&
  v.lines.every((l: unknown) => isRecord(l) && typeof l.id === 'number' && typeof l.quantity === 'number');

export const useCartStore = createPersistedStore<{ cart: Cart }, Cart>({
  key: STORAGE_KEYS.cart,
  initial: { cart: EMPTY_CART },
  isValid: isCart,
  toStored: (s) => (s.cart.lines.length === 0 ? null : s.cart),
  fromStored: (cart) => ({ cart }),
});

// SPEC §3 names activeRestaurant as a storage key of its own; keep it in step with the cart.
useCartStore.subscribe(({ cart }) => {
  if (cart.restaurantId === null) removeKey(STORAGE_KEYS.activeRestaurant);
  else writeString(STORAGE_KEYS.activeRestaurant, String(cart.restaurantId));
});

export const useOrderCommentStore = createPersistedStore<{ comment: string }, string>({
  key: STORAGE_KEYS.orderComment,
  initial: { comment: '' },
  isValid: (v): v is string => typeof v === 'string',
  toStored: (s) => (s.comment === '' ? null : s.comment),
  fromStored: (comment) => ({ comment }),
});

/** The float-cart message (itemsRemovedMsg), shown for 4 s (SPEC §9 float cart message timeout). */
export const useCartNoticeStore = create<{ notice: string | null }>(() => ({ notice: null }));
export const CART_NOTICE_MS = 4000;
let noticeTimer: ReturnType<typeof setTimeout> | undefined;

function showNotice(message: string): void {
  useCartNoticeStore.setState({ notice: message });
  clearTimeout(noticeTimer);
  noticeTimer = setTimeout(() => useCartNoticeStore.setState({ notice: null }), CART_NOTICE_MS);
}

export type NewLine = Omit<CartLine, 'quantity'>;

/** Adds one unit; returns true when another store's items were removed first. */
export function addLine(line: NewLine): boolean {
  const result = addToCart(useCartStore.getState().cart, line);
  useCartStore.setState({ cart: result.cart });
  if (result.removedOtherStore) showNotice(getSetting('itemsRemovedMsg'));
  return result.removedOtherStore;
}

export function decrement(line: Pick<CartLine, 'id' | 'selectedaddons'>): void {
  useCartStore.setState({ cart: decrementLine(useCartStore.getState().cart, line) });
}

export function removeFromCart(line: Pick<CartLine, 'id' | 'selectedaddons'>): void {
  useCartStore.setState({ cart: removeLine(useCartStore.getState().cart, line) });
}

export function markLinesUnavailable(ids: readonly number[]): void {
  useCartStore.setState({ cart: markUnavailable(useCartStore.getState().cart, ids) });
}

/** SPEC §4 "Place order": on success the cart is emptied and the order comment removed. */
export function clearCartAfterOrder(): void {
  useCartStore.setState({ cart: EMPTY_CART });
  useOrderCommentStore.setState({ comment: '' });
}

export function setOrderComment(comment: string): void {
  useOrderCommentStore.setState({ comment });
}

export type { Cart, CartAddon, CartLine };
