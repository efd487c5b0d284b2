import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateBill } from '../bill/calculate-bill';
import type { BillInput, BillLineInput } from '../bill/types';
import { paise } from '../money/money';
import { apportion, splitShares, type MemberLines } from './shares';

const line = (unitPrice: number, quantity = 1, addons: number[] = []): BillLineInput => ({ unitPrice: paise(unitPrice), quantity, addonPrices: addons.map(paise) });

// Lunch for three: the host's paneer ₹250; Asha's 2 × milk ₹56 and bread ₹45 (₹157); Ravi's 3 × eggs ₹84
// (₹252). ₹659 of items, 10 % off up to ₹50, ₹20 packing, ₹30 delivery, a ₹30 tip, ₹10 surcharge, ₹15 city
// surge, 5 % store tax and 2 % platform tax: ₹760.13.
const host: MemberLines = { memberId: 1, lines: [line(25_000)] };
const asha: MemberLines = { memberId: 2, lines: [line(5_600, 2), line(4_500)] };
const ravi: MemberLines = { memberId: 3, lines: [line(8_400, 3)] };
const input = (members: readonly MemberLines[], extra: Partial<BillInput> = {}): BillInput => ({
  lines: members.flatMap((m) => m.lines),
  store: {
    restaurantCharges: paise(2_000),
    deliveryChargeType: 'FIXED',
    deliveryCharges: paise(3_000),
    baseDeliveryDistanceKm: 0,
    baseDeliveryCharge: paise(0),
    extraDeliveryDistanceKm: 0,
    extraDeliveryCharge: paise(0),
    surcharge: paise(1_000),
    enableTax: true,
    taxPercent: 5,
    isFreeDelivery: false,
    citySurge: paise(1_500),
  },
  deliveryType: 'DELIVERY',
  distanceKm: 2.4,
  coupon: { discountType: 'PERCENTAGE', percent: 10, maxDiscount: paise(5_000) },
  tip: { type: 'AMOUNT', amount: paise(3_000) },
  settings: { roundDeliveryCharge: true, globalTaxPercent: 2 },
  isFirstOrder: false,
  ...extra,
});
const lunch = [host, asha, ravi];
const bill = calculateBill(input(lunch));

describe('shares of one group bill, whole', () => {
  it('the bill: ₹659 of items, ₹50 off, ₹151.13 of charges, ₹760.13', () => {
    expect(bill).toMatchObject({ itemTotal: 65_900, couponDiscount: 5_000, restaurantCharges: 2_000, deliveryCharge: 3_000, tip: 3_000, surcharge: 1_000, citySurge: 1_500, storeTax: 3_295, globalTax: 1_318, total: 76_013 });
  });

  it('equal: ₹151.13 of charges is ₹50.38, ₹50.38, ₹50.37 (the odd paise to the host, then Asha); the ₹50 off by subtotal', () => {
    expect(splitShares(bill, lunch, 'EQUAL')).toEqual([
      { memberId: 1, subtotal: 25_000, charges: 5_038, discount: 1_897, share: 28_141 },
      { memberId: 2, subtotal: 15_700, charges: 5_038, discount: 1_191, share: 19_547 },
      { memberId: 3, subtotal: 25_200, charges: 5_037, discount: 1_912, share: 28_325 },
    ]);
  });

  it('by subtotal: the charges follow what each ordered; the left-over paisa to the largest remainder (Asha)', () => {
    expect(splitShares(bill, lunch, 'BY_SUBTOTAL')).toEqual([
      { memberId: 1, subtotal: 25_000, charges: 5_733, discount: 1_897, share: 28_836 },
      { memberId: 2, subtotal: 15_700, charges: 3_601, discount: 1_191, share: 18_110 },
      { memberId: 3, subtotal: 25_200, charges: 5_779, discount: 1_912, share: 29_067 },
    ]);
  });

  it('a member who added nothing pays nothing, even when the charges are split equally', () => {
    const idle: MemberLines = { memberId: 4, lines: [] };
    const shares = splitShares(bill, [host, idle, asha, ravi], 'EQUAL');
    expect(shares[1]).toEqual({ memberId: 4, subtotal: 0, charges: 0, discount: 0, share: 0 });
    expect(shares.map((s) => s.share)).toEqual([28_141, 0, 19_547, 28_325]);
  });

  it('a coupon bigger than the charges still leaves no share below zero', () => {
    // ₹150 off a ₹20 snack and a ₹659 lunch: by subtotal the snack's member gets ₹4.42 of it, not ₹37.50.
    const snack: MemberLines = { memberId: 5, lines: [line(2_000)] };
    const members = [host, asha, ravi, snack];
    const big = calculateBill(input(members, { coupon: { discountType: 'AMOUNT', amount: paise(15_000) }, tip: null }));
    const shares = splitShares(big, members, 'EQUAL');
    expect(shares.reduce((sum, s) => sum + s.share, 0)).toBe(big.total);
    expect(shares[3]).toMatchObject({ subtotal: 2_000, discount: 442 });
    expect(shares.every((s) => s.share >= 0)).toBe(true);
  });

  it('refuses lines that are not the bill’s', () => {
    expect(() => splitShares(bill, [host, asha], 'EQUAL')).toThrow(/come to 40700 paise/);
  });

  it('apportions exactly, ties to the earlier', () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportion(0, [0, 0])).toEqual([0, 0]);
    expect(apportion(7, [0, 3, 0])).toEqual([0, 7, 0]);
    expect(() => apportion(5, [0, 0])).toThrow();
  });
});

describe('properties', () => {
  const billLine = fc.record({ unitPrice: fc.integer({ min: 0, max: 500_000 }), quantity: fc.integer({ min: 1, max: 9 }), addons: fc.array(fc.integer({ min: 0, max: 20_000 }), { maxLength: 2 }) }).map((l) => line(l.unitPrice, l.quantity, l.addons));
  const member = (id: number) => fc.array(billLine, { maxLength: 4 }).map((lines): MemberLines => ({ memberId: id, lines }));
  const group = fc.integer({ min: 1, max: 8 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => member(i + 1))));
  const extras = fc.record({
    coupon: fc.oneof(
      fc.constant(null),
      fc.record({ discountType: fc.constant('PERCENTAGE' as const), percent: fc.integer({ min: 0, max: 100 }), maxDiscount: fc.option(fc.integer({ min: 0, max: 100_000 }).map(paise), { nil: null }) }),
      fc.record({ discountType: fc.constant('AMOUNT' as const), amount: fc.integer({ min: 0, max: 500_000 }).map(paise) }),
    ),
    tip: fc.oneof(fc.constant(null), fc.record({ type: fc.constant('PERCENTAGE' as const), percent: fc.integer({ min: 0, max: 30 }) }), fc.record({ type: fc.constant('AMOUNT' as const), amount: fc.integer({ min: 0, max: 50_000 }).map(paise) })),
    surge: fc.integer({ min: 0, max: 10_000 }),
    split: fc.constantFrom('EQUAL' as const, 'BY_SUBTOTAL' as const),
  });

  it('shares sum to the total exactly, none is negative, and a member without lines pays nothing', () => {
    fc.assert(
      fc.property(group, extras, (members, x) => {
        fc.pre(members.some((m) => m.lines.length > 0));
        const base = input(members, { coupon: x.coupon, tip: x.tip });
        const whole = calculateBill({ ...base, store: { ...base.store, citySurge: paise(x.surge) } });
        const shares = splitShares(whole, members, x.split);
        expect(shares.reduce((sum, s) => sum + s.share, 0)).toBe(whole.total);
        expect(shares.reduce((sum, s) => sum + s.discount, 0)).toBe(whole.couponDiscount);
        for (const s of shares) {
          expect(s.share).toBeGreaterThanOrEqual(0);
          expect(s.discount).toBeLessThanOrEqual(s.subtotal);
          if (s.subtotal === 0) expect(s.share).toBe(0);
        }
      }),
    );
  });
});
