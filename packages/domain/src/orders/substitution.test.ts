import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateBill } from '../bill/calculate-bill';
import type { BillInput, BillLineInput } from '../bill/types';
import { paise } from '../money/money';
import { dearerLimitPaise, substitutedLines, substitutionBill, type SubstitutionChange } from './substitution';

const line = (unitPrice: number, quantity = 1, addons: number[] = []): BillLineInput => ({ unitPrice: paise(unitPrice), quantity, addonPrices: addons.map(paise) });

// A grocery order: 2 × milk ₹56, bread ₹45, paneer ₹250 (₹407 of items); ₹20 packing, ₹30 delivery, 5 % store
// tax (so no free delivery by order value), 10 % off up to ₹50, a ₹20 tip: ₹456.65.
const order: BillInput = {
  lines: [line(5_600, 2), line(4_500), line(25_000)],
  store: {
    restaurantCharges: paise(2_000),
    deliveryChargeType: 'FIXED',
    deliveryCharges: paise(3_000),
    baseDeliveryDistanceKm: 0,
    baseDeliveryCharge: paise(0),
    extraDeliveryDistanceKm: 0,
    extraDeliveryCharge: paise(0),
    surcharge: paise(0),
    enableTax: true,
    taxPercent: 5,
    isFreeDelivery: false,
    citySurge: paise(0),
  },
  deliveryType: 'DELIVERY',
  distanceKm: 1.2,
  coupon: { discountType: 'PERCENTAGE', percent: 10, maxDiscount: paise(5_000) },
  tip: { type: 'AMOUNT', amount: paise(2_000) },
  settings: { roundDeliveryCharge: true, globalTaxPercent: null },
  isFirstOrder: false,
};
const cash = { capPercent: 10, cashOnDelivery: true, paidPaise: 0 };
const prepaid = { capPercent: 10, cashOnDelivery: false, paidPaise: 45_665 };

describe('a substituted bill, whole', () => {
  it('cheaper: paneer ₹250 → ₹200 refunds ₹47.50 of a prepaid order', () => {
    const r = substitutionBill(order, [{ line: 2, kind: 'REPLACE', replacement: line(20_000) }], prepaid);
    expect(r.before).toMatchObject({ itemTotal: 40_700, couponDiscount: 4_070, restaurantCharges: 2_000, deliveryCharge: 3_000, tip: 2_000, storeTax: 2_035, total: 45_665 });
    expect(r.after).toMatchObject({ itemTotal: 35_700, couponDiscount: 3_570, restaurantCharges: 2_000, deliveryCharge: 3_000, tip: 2_000, storeTax: 1_785, total: 40_915 });
    expect(r).toMatchObject({ outcome: 'REFUND', differencePaise: -4_750, refundPaise: 4_750, collectPaise: 0 });
  });

  it('dearer within the cap: bread ₹45 → multigrain ₹65 collects ₹19 more at the door', () => {
    const r = substitutionBill(order, [{ line: 1, kind: 'REPLACE', replacement: line(6_500) }], cash);
    expect(r.after).toMatchObject({ itemTotal: 42_700, couponDiscount: 4_270, storeTax: 2_135, total: 47_565 });
    expect(dearerLimitPaise(45_665, 10)).toBe(50_231);
    expect(r).toMatchObject({ outcome: 'COLLECT', differencePaise: 1_900, refundPaise: 0, collectPaise: 1_900 });
    // The same change on an order already paid cannot be collected.
    expect(substitutionBill(order, [{ line: 1, kind: 'REPLACE', replacement: line(6_500) }], prepaid).outcome).toBe('NOT_COLLECTABLE');
  });

  it('dearer beyond the cap: paneer → 2 × premium paneer ₹300 is refused (the coupon capped at ₹50)', () => {
    const r = substitutionBill(order, [{ line: 2, kind: 'REPLACE', replacement: line(30_000, 2) }], cash);
    expect(r.after).toMatchObject({ itemTotal: 75_700, couponDiscount: 5_000, storeTax: 3_785, total: 81_485 });
    expect(r).toMatchObject({ outcome: 'OVER_CAP', differencePaise: 35_820, refundPaise: 0, collectPaise: 0 });
  });

  it('removed with a fixed coupon and a percentage tip: the cash to collect drops, nothing to refund', () => {
    const input: BillInput = { ...order, coupon: { discountType: 'AMOUNT', amount: paise(10_000) }, tip: { type: 'PERCENTAGE', percent: 10 } };
    const r = substitutionBill(input, [{ line: 0, kind: 'REMOVE' }], cash);
    expect(r.before).toMatchObject({ itemTotal: 40_700, couponDiscount: 10_000, tip: 4_070, storeTax: 2_035, total: 41_805 });
    expect(r.after).toMatchObject({ itemTotal: 29_500, couponDiscount: 10_000, tip: 2_950, storeTax: 1_475, total: 28_925 });
    expect(r).toMatchObject({ outcome: 'REFUND', differencePaise: -12_880, refundPaise: 0, collectPaise: 0 });
    expect(r.lines).toEqual([line(4_500), line(25_000)]);
  });

  it('cheaper on a cash order with a wallet part: the cash due drops first, the rest goes back to the wallet', () => {
    // ₹456.65: ₹400 from the wallet, ₹56.65 in cash. Paneer ₹250 → ₹200 is ₹47.50 cheaper: all of it off the cash.
    const small = substitutionBill(order, [{ line: 2, kind: 'REPLACE', replacement: line(20_000) }], { ...cash, paidPaise: 40_000, cashDuePaise: 5_665 });
    expect(small).toMatchObject({ outcome: 'REFUND', differencePaise: -4_750, refundPaise: 0, cashDuePaise: 915 });
    // Paneer left out is ₹237.50 cheaper (₹456.65 → ₹219.15): ₹56.65 off the cash, ₹180.85 back to the wallet.
    const big = substitutionBill(order, [{ line: 2, kind: 'REMOVE' }], { ...cash, paidPaise: 40_000, cashDuePaise: 5_665 });
    expect(big.after.total).toBe(21_915);
    expect(big).toMatchObject({ outcome: 'REFUND', differencePaise: -23_750, refundPaise: 18_085, cashDuePaise: 0 });
    // Dearer within the cap adds to the cash due.
    expect(substitutionBill(order, [{ line: 1, kind: 'REPLACE', replacement: line(6_500) }], { ...cash, paidPaise: 40_000, cashDuePaise: 5_665 })).toMatchObject({ outcome: 'COLLECT', collectPaise: 1_900, cashDuePaise: 7_565 });
  });

  it('nothing left is not a bill: the order is cancelled instead; no change is the same bill', () => {
    const all: SubstitutionChange[] = [0, 1, 2].map((i) => ({ line: i, kind: 'REMOVE' }));
    expect(substitutionBill(order, all, cash)).toMatchObject({ outcome: 'EMPTY', refundPaise: 0, collectPaise: 0 });
    expect(substitutionBill(order, [{ line: 1, kind: 'REPLACE', replacement: line(4_500) }], cash)).toMatchObject({ outcome: 'SAME', differencePaise: 0 });
    expect(substitutedLines(order.lines, [{ line: 7, kind: 'REMOVE' }])).toEqual(order.lines);
  });
});

describe('properties', () => {
  const billLine = fc.record({ unitPrice: fc.integer({ min: 0, max: 200_000 }), quantity: fc.integer({ min: 1, max: 9 }), addons: fc.array(fc.integer({ min: 0, max: 10_000 }), { maxLength: 2 }) }).map((l) => line(l.unitPrice, l.quantity, l.addons));
  const change = (n: number) =>
    fc.oneof(
      fc.record({ line: fc.integer({ min: 0, max: n - 1 }), kind: fc.constant('REMOVE' as const) }),
      fc.record({ line: fc.integer({ min: 0, max: n - 1 }), kind: fc.constant('REPLACE' as const), replacement: billLine }),
    );
  const scenario = fc.array(billLine, { minLength: 1, maxLength: 6 }).chain((lines) =>
    fc.record({
      lines: fc.constant(lines),
      changes: fc.array(change(lines.length), { maxLength: 4 }),
      percent: fc.integer({ min: 0, max: 60 }),
      cap: fc.integer({ min: 0, max: 50 }),
      cod: fc.boolean(),
      paid: fc.integer({ min: 0, max: 3_000_000 }),
      tipPercent: fc.integer({ min: 0, max: 30 }),
    }),
  );

  it('the total equals its lines; a refund never exceeds what was paid nor the difference; money moves only as the outcome says', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const input: BillInput = { ...order, lines: s.lines, coupon: { discountType: 'PERCENTAGE', percent: s.percent, maxDiscount: null }, tip: { type: 'PERCENTAGE', percent: s.tipPercent } };
        // A coherent order: a prepaid one is paid in full; a cash one has paid part of it (the wallet) and owes the rest.
        const total = calculateBill(input).total;
        const paid = s.cod ? Math.min(s.paid, total) : total;
        const r = substitutionBill(input, s.changes, { capPercent: s.cap, cashOnDelivery: s.cod, paidPaise: paid, cashDuePaise: total - paid });
        expect(r.after.lines.reduce((sum, l) => sum + l.amount, 0)).toBe(r.after.total);
        expect(r.refundPaise).toBeGreaterThanOrEqual(0);
        expect(r.refundPaise).toBeLessThanOrEqual(paid);
        expect(r.refundPaise).toBeLessThanOrEqual(Math.max(0, -r.differencePaise));
        // What the customer pays in all (paid − refunded + cash due) is the new total.
        if (r.outcome !== 'EMPTY' && r.outcome !== 'OVER_CAP' && r.outcome !== 'NOT_COLLECTABLE') expect(paid - r.refundPaise + r.cashDuePaise).toBe(r.after.total);
        if (r.outcome === 'COLLECT') {
          expect(s.cod).toBe(true);
          expect(r.after.total).toBeLessThanOrEqual(dearerLimitPaise(r.before.total, s.cap));
          expect(r.collectPaise).toBe(r.differencePaise);
        } else {
          expect(r.collectPaise).toBe(0);
        }
        if (r.outcome === 'OVER_CAP' || r.outcome === 'NOT_COLLECTABLE') expect(r.differencePaise).toBeGreaterThan(0);
        if (r.outcome !== 'EMPTY') expect(r.lines.length).toBeGreaterThan(0);
      }),
    );
  });
});
