import { useMemo } from 'react';
import type { Cart } from '@keka/domain';
import { cartItemTotal, countItems, quantityOfItem } from './lines';
import { useCartNoticeStore, useCartStore, useOrderCommentStore } from './state';

export function useCart(): Cart {
  return useCartStore((s) => s.cart);
}

export function useCartCount(): number {
  return useCartStore((s) => countItems(s.cart));
}

export function useCartItemTotal() {
  const cart = useCart();
  return useMemo(() => cartItemTotal(cart), [cart]);
}

export function useItemQuantity(itemId: number): number {
  return useCartStore((s) => quantityOfItem(s.cart, itemId));
}

export function useCartNotice(): string | null {
  return useCartNoticeStore((s) => s.notice);
}

export function useOrderComment(): string {
  return useOrderCommentStore((s) => s.comment);
}
