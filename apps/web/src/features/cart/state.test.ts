import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_CART } from '@keka/domain';
import type { ApplyCouponResponse } from '@keka/contracts';
import { addLine, clearCartAfterOrder, decrement, setCoupon, setOrderComment, useCartStore, useCouponStore, useOrderCommentStore, type NewLine } from './state';

const line = (id: number, restaurantId: number): NewLine => ({ id, name: `Item ${id}`, price: '100.00', max_qty: null, is_veg: true, is_active: 1, restaurant_id: restaurantId, selectedaddons: [] });
const coupon = { code: 'FLAT75', discount_type: 'AMOUNT', discount: '75.00' } as ApplyCouponResponse;

afterEach(() => {
  clearCartAfterOrder();
  localStorage.clear();
});

describe('cart state (SPEC §4)', () => {
  it('keeps the order comment with the cart it was written for', () => {
    addLine(line(1, 10));
    setOrderComment('no onions');
    expect(useOrderCommentStore.getState().comment).toEqual({ restaurantId: 10, text: 'no onions' });
    addLine(line(2, 20));
    expect(useOrderCommentStore.getState().comment.text).toBe('');
    expect(localStorage.getItem('orderComment')).toBeNull();
  });

  it('lowering a quantity clears the coupon; so does a cart for another store', () => {
    addLine(line(1, 10));
    addLine(line(1, 10));
    setCoupon(coupon);
    addLine(line(1, 10));
    expect(useCouponStore.getState().coupon).not.toBeNull();
    decrement({ id: 1, selectedaddons: [] });
    expect(useCouponStore.getState().coupon).toBeNull();
    setCoupon(coupon);
    addLine(line(5, 20));
    expect(useCouponStore.getState().coupon).toBeNull();
    expect(localStorage.getItem('appliedCoupon')).toBeNull();
  });

  it('an order placed empties the cart and forgets comment and coupon', () => {
    addLine(line(1, 10));
    setOrderComment('ring twice');
    setCoupon(coupon);
    clearCartAfterOrder();
    expect(useCartStore.getState().cart).toEqual(EMPTY_CART);
    expect(useOrderCommentStore.getState().comment.text).toBe('');
    expect(useCouponStore.getState().coupon).toBeNull();
  });
});
