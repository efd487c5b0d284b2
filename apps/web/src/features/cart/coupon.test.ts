import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { couponFailureMessage } from './coupon';

const refusal = (details: Record<string, unknown>, message = 'Add items worth ₹599.00 or more to use SAVE150') => new ApiError('COUPON_INVALID', message, 422, details);

describe('couponFailureMessage (SPEC §8)', () => {
  it('shows the server’s message for MINSUBTOTAL', () => {
    expect(couponFailureMessage(refusal({ type: 'MINSUBTOTAL', hideMessage: 0 }))).toBe('Add items worth ₹599.00 or more to use SAVE150');
  });

  it('shows the one generic text for any other refusal, whatever the server said', () => {
    expect(couponFailureMessage(refusal({ type: 'EXPIRED', hideMessage: 0 }, 'expired yesterday'))).toBe('This coupon you applied is invalid or has expired');
  });

  it('shows nothing when the coupon says hideMessage', () => {
    expect(couponFailureMessage(refusal({ type: 'MINSUBTOTAL', hideMessage: 1 }))).toBeNull();
  });

  it('treats a 401 as not logged in', () => {
    expect(couponFailureMessage(new ApiError('UNAUTHENTICATED', 'Please log in', 401))).toBe('Login To Apply Coupon');
  });
});
