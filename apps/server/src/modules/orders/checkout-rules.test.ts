import { describe, expect, it } from 'vitest';
import { slotDateFor, tipFromRequest } from './checkout-rules';

const IST = 'Asia/Kolkata';

describe('slotDateFor', () => {
  it('books today while the slot has not started, else tomorrow, in the store’s time zone', () => {
    // 23:00 UTC on the 21st is 04:30 on the 22nd in India.
    const now = new Date('2026-11-21T23:00:00Z');
    expect(slotDateFor('07:00:00', now, IST)).toBe('2026-11-22');
    expect(slotDateFor('04:00', now, IST)).toBe('2026-11-23');
    expect(slotDateFor('04:30', now, IST)).toBe('2026-11-23');
  });
});

describe('tipFromRequest (SPEC §5: 0..10000)', () => {
  it.each([
    [null, 0],
    [undefined, 0],
    [20, 2000],
    ['35.50', 3550],
    [-5, 0],
    [20000, 1_000_000],
    ['abc', 0],
  ])('%s → %i paise', (input, expected) => {
    expect(tipFromRequest(input)).toBe(expected);
  });
});
