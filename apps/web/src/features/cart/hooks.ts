import { useMemo } from 'react';
import type { Cart } from '@keka/domain';
import { cartItemTotal, countItems, quantityOfItem } from './lines';
import { useCartNoticeStore, useCartStore, useCouponStore, useOrderCommentStore, useSlotStore, useTipStore } from './state';

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

/** The comment written for THIS cart's store (SPEC §2 Cart 4). */
export function useOrderComment(): string {
  const restaurantId = useCartStore((s) => s.cart.restaurantId);
  return useOrderCommentStore((s) => (s.comment.restaurantId === restaurantId ? s.comment.text : ''));
}

export function useAppliedCoupon() {
  return useCouponStore((s) => s.coupon);
}

export function useTip() {
  return useTipStore((s) => s.tip);
}

export function useChosenSlot() {
  return useSlotStore((s) => s.slot);
}
