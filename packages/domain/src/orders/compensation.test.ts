import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compensationPaise, lateRuleFor, payoutDeductedFrom, type LateRule } from './compensation';

const freeDelivery: LateRule = { id: 1, lateMinutes: 15, action: 'COUPON', amountPaise: 0, bornBy: 'PLATFORM' };
const fifty: LateRule = { id: 2, lateMinutes: 30, action: 'WALLET', amountPaise: 5000, bornBy: 'STORE' };

describe('lateRuleFor', () => {
  it('the highest tier the delivery reached, never two', () => {
    expect(lateRuleFor([freeDelivery, fifty], 15)).toBeNull();
    expect(lateRuleFor([freeDelivery, fifty], 16)).toBe(freeDelivery);
    expect(lateRuleFor([fifty, freeDelivery], 30)).toBe(freeDelivery);
    expect(lateRuleFor([fifty, freeDelivery], 31)).toBe(fifty);
    expect(lateRuleFor([], 90)).toBeNull();
    // Two rules at one threshold: the older one.
    expect(lateRuleFor([{ ...fifty, id: 9, lateMinutes: 15 }, freeDelivery], 20)).toBe(freeDelivery);
  });

  it('never picks a rule the lateness did not pass, and picks one whenever some rule was passed (property)', () => {
    const rule = fc.record({ id: fc.nat(), lateMinutes: fc.integer({ min: 0, max: 120 }), action: fc.constantFrom('WALLET' as const, 'COUPON' as const), amountPaise: fc.nat(10_000), bornBy: fc.constantFrom('STORE' as const, 'PARTNER' as const, 'PLATFORM' as const) });
    fc.assert(
      fc.property(fc.array(rule, { maxLength: 6 }), fc.integer({ min: -30, max: 200 }), (rules, late) => {
        const picked = lateRuleFor(rules, late);
        const passed = rules.filter((r) => late > r.lateMinutes);
        if (passed.length === 0) expect(picked).toBeNull();
        else expect(picked?.lateMinutes).toBe(Math.max(...passed.map((r) => r.lateMinutes)));
      }),
    );
  });
});

describe('compensationPaise', () => {
  it('the amount, or a free-delivery coupon worth the delivery charge', () => {
    expect(compensationPaise(fifty, { deliveryChargePaise: 3500 })).toBe(5000);
    expect(compensationPaise(freeDelivery, { deliveryChargePaise: 3500 })).toBe(3500);
    expect(compensationPaise({ action: 'COUPON', amountPaise: 2500 }, { deliveryChargePaise: 3500 })).toBe(2500);
  });
});

describe('payoutDeductedFrom', () => {
  it("the store's payout, the partner's, or nobody's", () => {
    expect(payoutDeductedFrom('STORE', { storeId: 4, deliveryUserId: 9 })).toEqual({ storeId: 4, deliveryUserId: null });
    expect(payoutDeductedFrom('PARTNER', { storeId: 4, deliveryUserId: 9 })).toEqual({ storeId: null, deliveryUserId: 9 });
    // A pickup order has no partner: the platform carries it.
    expect(payoutDeductedFrom('PARTNER', { storeId: 4, deliveryUserId: null })).toEqual({ storeId: null, deliveryUserId: null });
    expect(payoutDeductedFrom('PLATFORM', { storeId: 4, deliveryUserId: 9 })).toEqual({ storeId: null, deliveryUserId: null });
  });
});
