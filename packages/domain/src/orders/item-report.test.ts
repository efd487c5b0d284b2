import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkReportedLines, reportedLinePaise, reportOpenUntil, reportRuleFor, reportValuePaise, type OrderedLine } from './item-report';

// A grocery order: 2 × milk ₹56 (₹112), 1 × bread ₹45, 3 × eggs ₹84 with no add-ons: ₹409 of items.
const lines: OrderedLine[] = [
  { id: 1, quantity: 2, lineTotalPaise: 11_200 },
  { id: 2, quantity: 1, lineTotalPaise: 4_500 },
  { id: 3, quantity: 3, lineTotalPaise: 25_200 },
];

describe('reported lines', () => {
  it('takes lines of the order, each once, at most as many as were ordered', () => {
    expect(checkReportedLines(lines, [{ lineId: 1, quantity: 2 }, { lineId: 2, quantity: 1 }])).toBeNull();
    expect(checkReportedLines(lines, [])).toBe('EMPTY');
    expect(checkReportedLines(lines, [{ lineId: 9, quantity: 1 }])).toBe('UNKNOWN_LINE');
    expect(checkReportedLines(lines, [{ lineId: 1, quantity: 3 }])).toBe('TOO_MANY');
    expect(checkReportedLines(lines, [{ lineId: 1, quantity: 0 }])).toBe('TOO_MANY');
    expect(checkReportedLines(lines, [{ lineId: 2, quantity: 1 }, { lineId: 2, quantity: 1 }])).toBe('DUPLICATE_LINE');
  });

  it('is worth the reported part of each line, less the coupon share, never more than refundable', () => {
    expect(reportedLinePaise(lines[2] as OrderedLine, 1)).toBe(8_400);
    const order = { itemTotalPaise: 40_900, couponDiscountPaise: 0 };
    // One milk and the bread: ₹56 + ₹45.
    expect(reportValuePaise(lines, [{ lineId: 1, quantity: 1 }, { lineId: 2, quantity: 1 }], order, 50_000)).toBe(10_100);
    // With ₹100 off the ₹409 of items, ₹101 of them cost ₹101 − ⌈101 × 100 / 409⌉ = ₹101 − ₹24.70 = ₹76.30.
    expect(reportValuePaise(lines, [{ lineId: 1, quantity: 1 }, { lineId: 2, quantity: 1 }], { itemTotalPaise: 40_900, couponDiscountPaise: 10_000 }, 50_000)).toBe(7_630);
    // Half refunded already: what is left caps it.
    expect(reportValuePaise(lines, [{ lineId: 3, quantity: 3 }], order, 20_000)).toBe(20_000);
    // A line of 3 for ₹100.00: one is 33.33, rounded down.
    expect(reportedLinePaise({ id: 1, quantity: 3, lineTotalPaise: 10_000 }, 1)).toBe(3_333);
  });

  it('properties: never negative, never more than refundable nor the items paid for, and monotone in what is reported', () => {
    const line = fc.record({ quantity: fc.integer({ min: 1, max: 20 }), lineTotalPaise: fc.integer({ min: 0, max: 500_000 }) });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), fc.integer({ min: 0, max: 2_000_000 }), fc.integer({ min: 0, max: 5_000_000 }), fc.nat(), (raw, discountRaw, refundable, seed) => {
        const ordered = raw.map((l, i) => ({ id: i + 1, ...l }));
        const itemTotal = ordered.reduce((s, l) => s + l.lineTotalPaise, 0);
        const order = { itemTotalPaise: itemTotal, couponDiscountPaise: Math.min(discountRaw, itemTotal) };
        const reported = ordered.filter((_, i) => (seed >> i) & 1).map((l) => ({ lineId: l.id, quantity: 1 + (seed % l.quantity) }));
        const all = ordered.map((l) => ({ lineId: l.id, quantity: l.quantity }));
        const value = reportValuePaise(ordered, reported, order, refundable);
        expect(Number.isInteger(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(refundable);
        expect(reportValuePaise(ordered, all, order, Number.MAX_SAFE_INTEGER)).toBeLessThanOrEqual(itemTotal - order.couponDiscountPaise);
        expect(value).toBeLessThanOrEqual(reportValuePaise(ordered, all, order, refundable));
      }),
    );
  });
});

describe('the rule of a report', () => {
  const rules = [
    { id: 1, action: 'WALLET' as const, upToPaise: 30_000, bornBy: 'STORE' as const },
    { id: 2, action: 'COUPON' as const, upToPaise: 100_000, bornBy: 'PLATFORM' as const },
    { id: 3, action: 'REVIEW' as const, upToPaise: 0, bornBy: 'PLATFORM' as const },
  ];
  it('is the one with the smallest limit that covers the value; beyond every limit, none', () => {
    expect(reportRuleFor(rules, 30_000)?.id).toBe(1);
    expect(reportRuleFor(rules, 30_001)?.id).toBe(2);
    expect(reportRuleFor(rules, 500_000)?.id).toBe(3);
    expect(reportRuleFor(rules.slice(0, 2), 500_000)).toBeNull();
    expect(reportRuleFor([], 100)).toBeNull();
  });
  it('is open for the setting hours after delivery', () => {
    expect(reportOpenUntil(new Date('2026-12-07T10:00:00Z'), 48).toISOString()).toBe('2026-12-09T10:00:00.000Z');
  });
});
