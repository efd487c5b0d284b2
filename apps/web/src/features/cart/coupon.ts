import { useCallback, useEffect, useRef, useState } from 'react';
import type { Paise } from '@keka/domain';
import { announce } from '../../lib/announce';
import { isApiError } from '../../lib/api';
import { translate } from '../../lib/i18n';
import { applyCoupon } from './api';
import { clearCoupon, setCoupon, useCouponStore } from './state';

export type CouponStatus =
  | { readonly kind: 'idle' }
  | { readonly kind: 'applying' }
  | { readonly kind: 'failed'; readonly message: string | null };

export interface CouponContext {
  readonly restaurantId: number | null;
  readonly itemTotal: Paise;
  readonly token: string | null;
}

/**
 * SPEC §8: a guest or a 401 is 'Login To Apply Coupon' (NOTLOGGEDIN); MINSUBTOTAL shows the server's
 * message; any other refusal the generic text; nothing at all when the coupon says hideMessage.
 */
export function couponFailureMessage(error: unknown): string | null {
  if (!isApiError(error)) return translate('cart.coupon.invalid');
  if (error.status === 401 || error.code === 'NOTLOGGEDIN') return translate('cart.coupon.login');
  if (error.code === 'NETWORK') return error.message;
  if (error.details.hideMessage === 1 || error.details.hideMessage === true) return null;
  if (error.details.type === 'MINSUBTOTAL') return error.message;
  return translate('cart.coupon.invalid');
}

/** The coupon box's behaviour (SPEC §4 Coupon): apply, re-apply a saved coupon on load, remove. */
export function useCouponBox({ restaurantId, itemTotal, token }: CouponContext) {
  const [status, setStatus] = useState<CouponStatus>({ kind: 'idle' });
  const latest = useRef({ restaurantId, itemTotal, token });
  useEffect(() => {
    latest.current = { restaurantId, itemTotal, token };
  });

  const apply = useCallback(async (code: string) => {
    const { restaurantId: storeId, itemTotal: subtotal, token: session } = latest.current;
    const trimmed = code.trim();
    if (trimmed === '' || storeId === null) return;
    if (!session) {
      setStatus({ kind: 'failed', message: translate('cart.coupon.login') });
      return;
    }
    setStatus({ kind: 'applying' });
    try {
      const coupon = await applyCoupon(trimmed, storeId, subtotal, session);
      setCoupon(coupon);
      setStatus({ kind: 'idle' });
      announce(translate('cart.coupon.applied', { code: coupon.code }));
    } catch (error) {
      clearCoupon();
      setStatus({ kind: 'failed', message: couponFailureMessage(error) });
    }
  }, []);

  // SPEC §4: a saved coupon is applied again when the cart loads (once the store is known).
  const reapplied = useRef(false);
  useEffect(() => {
    if (reapplied.current || restaurantId === null || itemTotal === 0) return;
    reapplied.current = true;
    const saved = useCouponStore.getState().coupon;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- starting a network call on load (SPEC §4)
    if (saved) void apply(saved.code);
  }, [apply, restaurantId, itemTotal]);

  const remove = useCallback(() => {
    clearCoupon();
    setStatus({ kind: 'idle' });
  }, []);

  return { status, apply, remove };
}
