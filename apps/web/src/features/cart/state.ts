import { create } from 'zustand';
import type { ApplyCouponResponse, OfferedSlot } from '@keka/contracts';
import {
  addLinesToCart,
  addToCart,
  decrementLine,
  EMPTY_CART,
  markUnavailable,
  removeLine,
  type Cart,
  type CartAddon,
  type CartLine,
  type TipChoice,
} from '@keka/domain';
import { createPersistedStore } from '../../lib/persisted-store';
import { settingText } from '../../lib/settings';
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

/** The order comment belongs to the cart it was written for: it never follows the customer to another store. */
interface StoredComment {
  readonly restaurantId: number | null;
  readonly text: string;
}
const isStoredComment = (v: unknown): v is StoredComment =>
  isRecord(v) && typeof v.text === 'string' && (v.restaurantId === null || typeof v.restaurantId === 'number');

export const useOrderCommentStore = createPersistedStore<{ comment: StoredComment }, StoredComment>({
  key: STORAGE_KEYS.orderComment,
  initial: { comment: { restaurantId: null, text: '' } },
  isValid: isStoredComment,
  toStored: (s) => (s.comment.text === '' ? null : s.comment),
  fromStored: (comment) => ({ comment }),
});

const isCoupon = (v: unknown): v is ApplyCouponResponse => isRecord(v) && typeof v.code === 'string' && typeof v.discount_type === 'string';

/** SPEC §4: the coupon the cart applied (apply-coupon's answer), re-applied on load. */
export const useCouponStore = createPersistedStore<{ coupon: ApplyCouponResponse | null }, ApplyCouponResponse>({
  key: STORAGE_KEYS.appliedCoupon,
  initial: { coupon: null },
  isValid: isCoupon,
  toStored: (s) => s.coupon,
  fromStored: (coupon) => ({ coupon }),
});

const isTip = (v: unknown): v is TipChoice =>
  isRecord(v) && (v.type === 'amount' || v.type === 'percentage') && typeof v.value === 'number' && Number.isFinite(v.value);

/** SPEC §3/§4 cart_tips: the tip chosen in the cart, read again at checkout. */
export const useTipStore = createPersistedStore<{ tip: TipChoice | null }, TipChoice>({
  key: STORAGE_KEYS.cartTips,
  initial: { tip: null },
  isValid: isTip,
  toStored: (s) => s.tip,
  fromStored: (tip) => ({ tip }),
});

/** The delivery slot chosen for a fresh store's cart (SPEC §2 'Select Delivery Slot'); kept for this visit only. */
export const useSlotStore = create<{ slot: (OfferedSlot & { readonly restaurantId: number }) | null }>(() => ({ slot: null }));

// SPEC §3 names activeRestaurant as a storage key of its own; keep it in step with the cart. A cart
// for another store (or none) takes its comment and coupon with it.
useCartStore.subscribe(({ cart }) => {
  if (cart.restaurantId === null) removeKey(STORAGE_KEYS.activeRestaurant);
  else writeString(STORAGE_KEYS.activeRestaurant, String(cart.restaurantId));
  const { comment } = useOrderCommentStore.getState();
  if (comment.text !== '' && comment.restaurantId !== cart.restaurantId) useOrderCommentStore.setState({ comment: { restaurantId: null, text: '' } });
  if (cart.restaurantId === null && useCouponStore.getState().coupon !== null) useCouponStore.setState({ coupon: null });
  const { slot } = useSlotStore.getState();
  if (slot !== null && slot.restaurantId !== cart.restaurantId) useSlotStore.setState({ slot: null });
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
  if (result.removedOtherStore) useCouponStore.setState({ coupon: null });
  useCartStore.setState({ cart: result.cart });
  if (result.removedOtherStore) showNotice(settingText('itemsRemovedMsg'));
  return result.removedOtherStore;
}

/** Whole lines at once (a reorder); SPEC §4 per unit. Answers whether another store's items went and which items max_qty stopped. */
export function addLines(lines: readonly CartLine[]): { removedOtherStore: boolean; limitedIds: readonly number[] } {
  const result = addLinesToCart(useCartStore.getState().cart, lines);
  if (result.removedOtherStore) useCouponStore.setState({ coupon: null });
  useCartStore.setState({ cart: result.cart });
  if (result.removedOtherStore) showNotice(settingText('itemsRemovedMsg'));
  return { removedOtherStore: result.removedOtherStore, limitedIds: result.limitedIds };
}

/** SPEC §4: lowering a quantity clears the coupon (it is applied again by hand). */
export function decrement(line: Pick<CartLine, 'id' | 'selectedaddons'>): void {
  useCartStore.setState({ cart: decrementLine(useCartStore.getState().cart, line) });
  clearCoupon();
}

export function removeFromCart(line: Pick<CartLine, 'id' | 'selectedaddons'>): void {
  useCartStore.setState({ cart: removeLine(useCartStore.getState().cart, line) });
  clearCoupon();
}

export function markLinesUnavailable(ids: readonly number[]): void {
  const cart = useCartStore.getState().cart;
  const next = markUnavailable(cart, ids);
  // Nothing changed: keep the same object so screens do not redraw or check again.
  if (next.lines.every((l, i) => l.is_active === cart.lines[i]?.is_active)) return;
  useCartStore.setState({ cart: next });
}

/** SPEC §4 "Place order": on success the cart is emptied, the order comment and applied coupon removed. */
export function clearCartAfterOrder(): void {
  useCartStore.setState({ cart: EMPTY_CART });
  useOrderCommentStore.setState({ comment: { restaurantId: null, text: '' } });
  useCouponStore.setState({ coupon: null });
  useTipStore.setState({ tip: null });
  useSlotStore.setState({ slot: null });
}

export function setOrderComment(text: string): void {
  useOrderCommentStore.setState({ comment: { restaurantId: useCartStore.getState().cart.restaurantId, text } });
}

export function setCoupon(coupon: ApplyCouponResponse): void {
  useCouponStore.setState({ coupon });
}

export function clearCoupon(): void {
  if (useCouponStore.getState().coupon !== null) useCouponStore.setState({ coupon: null });
}

export function chooseSlot(slot: OfferedSlot | null): void {
  const restaurantId = useCartStore.getState().cart.restaurantId;
  useSlotStore.setState({ slot: slot && restaurantId !== null ? { ...slot, restaurantId } : null });
}

export function setTip(tip: TipChoice | null): void {
  useTipStore.setState({ tip });
}

export type { Cart, CartAddon, CartLine };
