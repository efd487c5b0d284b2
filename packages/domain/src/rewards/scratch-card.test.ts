import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paise } from '../money/money';
import { decideScratchCard, reclaimableAmount, scratchCardExpiry, scratchCardState, type PickInt, type ScratchCardRule } from './scratch-card';

// ₹199 minimum order, ₹10–₹50 cards, 20 % coupons, 7 days.
const rule: ScratchCardRule = { enabled: true, minOrderTotal: paise(19_900), minAmount: paise(1_000), maxAmount: paise(5_000), couponChancePercent: 20, validityDays: 7 };

/** Answers the draws in order; records what was asked. */
function draws(...answers: number[]): PickInt & { asked: Array<[number, number]> } {
  const asked: Array<[number, number]> = [];
  const pick = Object.assign((lo: number, hi: number) => {
    asked.push([lo, hi]);
    return answers.shift() ?? lo;
  }, { asked });
  return pick;
}

describe('decideScratchCard (the earning rule)', () => {
  it.each([
    ['below the minimum order', 19_899, [30, 1], null],
    ['at the minimum, roll 21 > 20 %: wallet ₹30', 19_900, [30, 21], { kind: 'WALLET', amount: 3_000 }],
    ['roll 20 ≤ 20 %: a ₹30 coupon on ₹199', 50_000, [30, 20], { kind: 'COUPON', amount: 3_000, minSubtotal: 19_900 }],
    ['lowest draw: ₹10', 50_000, [10, 100], { kind: 'WALLET', amount: 1_000 }],
    ['highest draw: ₹50', 50_000, [50, 100], { kind: 'WALLET', amount: 5_000 }],
  ] as const)('%s', (_name, total, answers, expected) => {
    expect(decideScratchCard(rule, paise(total), draws(...answers))).toEqual(expected);
  });

  it('draws whole rupees between the ends, then the coupon roll 1..100', () => {
    const pick = draws(25, 50);
    decideScratchCard(rule, paise(20_000), pick);
    expect(pick.asked).toEqual([[10, 50], [1, 100]]);
  });

  it('earns nothing when switched off or when the range holds no rupee', () => {
    expect(decideScratchCard({ ...rule, enabled: false }, paise(99_900), draws(30, 50))).toBeNull();
    expect(decideScratchCard({ ...rule, minAmount: paise(0), maxAmount: paise(50) }, paise(99_900), draws(0, 50))).toBeNull();
  });

  it('never rolls for a coupon at 0 % and always gives one at 100 %', () => {
    const none = draws(30);
    expect(decideScratchCard({ ...rule, couponChancePercent: 0 }, paise(20_000), none)).toEqual({ kind: 'WALLET', amount: 3_000 });
    expect(none.asked).toHaveLength(1);
    expect(decideScratchCard({ ...rule, couponChancePercent: 100 }, paise(20_000), draws(30, 100))?.kind).toBe('COUPON');
  });

  it('property: a card is in range, whole rupees, and only for orders at the minimum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 200 }), (total, chance, a, b) => {
        const r = { ...rule, minAmount: paise(a * 100), maxAmount: paise(b * 100), couponChancePercent: chance };
        const random: PickInt = (lo, hi) => lo + Math.floor(Math.random() * (hi - lo + 1));
        const card = decideScratchCard(r, paise(total), random);
        if (total < rule.minOrderTotal) return card === null;
        if (card === null) return Math.max(a, b) === 0;
        return card.amount % 100 === 0 && card.amount >= Math.max(1, Math.min(a, b)) * 100 && card.amount <= Math.max(a, b) * 100 && card.amount > 0;
      }),
    );
  });
});

describe('scratch card state and expiry', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  it.each([
    [{ isScratched: false, reversedAt: null, expiresAt: new Date('2026-11-24T00:00:00Z') }, 'new'],
    [{ isScratched: false, reversedAt: null, expiresAt: null }, 'new'],
    [{ isScratched: false, reversedAt: null, expiresAt: now }, 'expired'],
    [{ isScratched: true, reversedAt: null, expiresAt: now }, 'scratched'],
    [{ isScratched: true, reversedAt: now, expiresAt: null }, 'reversed'],
    [{ isScratched: false, reversedAt: now, expiresAt: new Date('2020-01-01T00:00:00Z') }, 'reversed'],
  ] as const)('%o → %s', (card, state) => expect(scratchCardState(card, now)).toBe(state));

  it('expires whole days after earning, at least one', () => {
    expect(scratchCardExpiry(now, 7).toISOString()).toBe('2026-11-30T10:00:00.000Z');
    expect(scratchCardExpiry(now, 0).toISOString()).toBe('2026-11-24T10:00:00.000Z');
    expect(scratchCardExpiry(now, Number.NaN).toISOString()).toBe('2026-11-24T10:00:00.000Z');
  });
});

describe('reclaimableAmount (a scratched wallet card taken back)', () => {
  it.each([
    [3_000, 10_000, 3_000],
    [3_000, 1_200, 1_200],
    [3_000, 0, 0],
    [3_000, -500, 0],
  ])('won %i, balance %i → %i', (won, balance, expected) => expect(reclaimableAmount(paise(won), paise(balance))).toBe(expected));
});
