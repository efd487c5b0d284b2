import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  addPaise,
  ceilToRupee,
  maxPaise,
  minPaise,
  multiplyPaise,
  paise,
  parseRupees,
  percentOf,
  roundToPaise,
  toRupeeString,
  ZERO,
} from './money';

describe('paise', () => {
  it('accepts safe integers', () => {
    expect(paise(12050)).toBe(12050);
    expect(paise(-1)).toBe(-1);
    expect(ZERO).toBe(0);
  });

  it('refuses fractions, NaN and unsafe integers (a bug, not a business failure)', () => {
    expect(() => paise(12.5)).toThrow(RangeError);
    expect(() => paise(Number.NaN)).toThrow(RangeError);
    expect(() => paise(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
  });

  it('never yields a negative zero, so amounts compare with Object.is (toEqual, Map keys)', () => {
    expect(Object.is(paise(-0), 0)).toBe(true);
  });
});

describe('parseRupees', () => {
  it.each([
    ['120', 12000],
    ['0.5', 50],
    ['0.05', 5],
    ['120.05', 12005],
    ['120.5', 12050],
    ['120.50', 12050],
    ['0', 0],
    ['0.00', 0],
    ['  99.90 ', 9990],
    ['-120.05', -12005],
    ['-0.5', -50],
  ])('parses %j as %i paise', (text, expected) => {
    expect(parseRupees(text)).toBe(expected);
  });

  it('parses "-0" as a plain zero', () => {
    expect(Object.is(parseRupees('-0.00'), 0)).toBe(true);
  });

  it.each([
    [120, 12000],
    [0.5, 50],
    [120.05, 12005],
    // 0.1 + 0.2 = 0.30000000000000004: taken to two places before parsing.
    [0.1 + 0.2, 30],
    [-7.25, -725],
  ])('parses the number %d as %i paise', (value, expected) => {
    expect(parseRupees(value)).toBe(expected);
  });

  it.each(['', 'abc', '12.345', '1.', '.5', '+5', '1,000', '12 .5', '₹120', '1e3', '--1'])(
    'refuses %j',
    (text) => {
      expect(() => parseRupees(text)).toThrow(RangeError);
    },
  );

  it.each([Number.NaN, Number.POSITIVE_INFINITY, 1e21])('refuses the number %d', (value) => {
    expect(() => parseRupees(value)).toThrow(RangeError);
  });
});

describe('toRupeeString', () => {
  it.each([
    [12000, '120.00'],
    [12050, '120.50'],
    [12005, '120.05'],
    [50, '0.50'],
    [5, '0.05'],
    [0, '0.00'],
    [-5, '-0.05'],
    [-12005, '-120.05'],
    [100_000_000, '1000000.00'],
  ])('formats %i paise as %j', (amount, expected) => {
    expect(toRupeeString(paise(amount))).toBe(expected);
  });
});

describe('addPaise, multiplyPaise, minPaise, maxPaise', () => {
  it('adds any number of amounts', () => {
    expect(addPaise()).toBe(0);
    expect(addPaise(paise(12000), paise(2050), paise(-500))).toBe(13550);
  });

  it('multiplies by an integer count only', () => {
    expect(multiplyPaise(paise(14950), 3)).toBe(44850);
    expect(() => multiplyPaise(paise(100), 1.5)).toThrow(RangeError);
  });

  it('picks the smaller and the larger amount', () => {
    expect(minPaise(paise(300), paise(200))).toBe(200);
    expect(maxPaise(paise(300), paise(200))).toBe(300);
  });
});

describe('percentOf (rounded half up to the paisa)', () => {
  it.each([
    // amount, percent, exact value, expected
    [1999, 5, '99.95', 100],
    [12345, 18, '2222.1', 2222],
    [100, 2.5, '2.5', 3],
    [99, 2.5, '2.475', 2],
    [24000, 10, '2400', 2400],
    [50550, 2.5, '1263.75', 1264],
    [50550, 5, '2527.5', 2528],
    [9990, 15, '1498.5', 1499],
    [9990, 7, '699.3', 699],
    [1, 49, '0.49', 0],
    [1, 50, '0.5', 1],
    [12345, 0, '0', 0],
    [12345, 100, '12345', 12345],
    [24000, 150, '36000', 36000],
  ])('%i paise × %d %% (= %s) → %i', (amount, percent, _exact, expected) => {
    expect(percentOf(paise(amount), percent)).toBe(expected);
  });

  it('multiplies 0.1-style percentages without floating drift (1.1 % of 1000 = 11)', () => {
    expect(percentOf(paise(1000), 1.1)).toBe(11);
  });

  it('rounds negative amounts half away from zero, symmetric with positive ones', () => {
    expect(percentOf(paise(-1999), 5)).toBe(-100);
    expect(percentOf(paise(-100), 2.5)).toBe(-3);
    expect(Object.is(percentOf(paise(-1), 10), 0)).toBe(true);
  });

  it('takes the percentage to basis points first (ADR 0002): 0.125 % is used as 0.13 %', () => {
    // 100000 × 0.13 % = 130; percentages with more than two decimals are not used by any rule.
    expect(percentOf(paise(100_000), 0.125)).toBe(130);
  });
});

describe('roundToPaise (half up)', () => {
  it.each([
    [4840, 4840],
    [4839.5, 4840],
    [4839.49, 4839],
    // 3000 + 2.3 km × 800: 4839.999999999999 in floating point.
    [3000 + (5.3 - 3) * 800, 4840],
    [0.5, 1],
    [0.4999, 0],
  ])('%d → %i', (value, expected) => {
    expect(roundToPaise(value)).toBe(expected);
  });
});

describe('ceilToRupee (SPEC §9 enDelChrRnd)', () => {
  it.each([
    [4840, 4900],
    [4801, 4900],
    [4800, 4800],
    [5000, 5000],
    [0, 0],
    [1, 100],
    // Floating noise just above a whole rupee must not add a rupee: 3000 + 2.5 km × 800 computed in floats.
    [5000.000000000001, 5000],
    [3000 + (6.2 - 3) * 800, 5600],
  ])('%d paise → %i', (value, expected) => {
    expect(ceilToRupee(value)).toBe(expected);
  });
});

describe('money properties', () => {
  const rupeeText = fc
    .tuple(fc.boolean(), fc.integer({ min: 0, max: 999_999_999 }), fc.integer({ min: 0, max: 99 }))
    .filter(([negative, whole, frac]) => !(negative && whole === 0 && frac === 0))
    .map(([negative, whole, frac]) => `${negative ? '-' : ''}${whole}.${String(frac).padStart(2, '0')}`);

  it('toRupeeString(parseRupees(x)) === x for every two-decimal rupee string', () => {
    fc.assert(fc.property(rupeeText, (text) => toRupeeString(parseRupees(text)) === text));
  });

  it('parseRupees(toRupeeString(p)) === p for every amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (amount) => parseRupees(toRupeeString(paise(amount))) === amount),
    );
  });

  it('percentOf(a, 100) === a', () => {
    fc.assert(fc.property(fc.integer({ min: -1e11, max: 1e11 }), (amount) => percentOf(paise(amount), 100) === amount));
  });

  it('percentOf is monotonic in the amount for a non-negative percentage', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e10 }),
        fc.integer({ min: 0, max: 1e10 }),
        fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100),
        (a, b, percent) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          return percentOf(paise(low), percent) <= percentOf(paise(high), percent);
        },
      ),
    );
  });

  it('percentOf is within half a paisa of the exact value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 10_000 }), (amount, basisPoints) => {
        // Exact in integers: |10000 × result − amount × basisPoints| ≤ 5000.
        const error = Math.abs(percentOf(paise(amount), basisPoints / 100) * 10_000 - amount * basisPoints);
        return error <= 5000;
      }),
    );
  });

  it('ceilToRupee gives the smallest whole rupee at or above a whole-paise amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e10 }), (amount) => {
        const up = ceilToRupee(amount);
        return up % 100 === 0 && up >= amount && up - amount < 100;
      }),
    );
  });
});
