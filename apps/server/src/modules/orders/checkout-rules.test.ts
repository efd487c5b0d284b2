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

describe('tipFromRequest: tip { type, value } wins over the spec’s tipAmount', () => {
  it.each([
    [{ tipAmount: null }, null],
    [{}, null],
    [{ tipAmount: '' }, null],
    [{ tipAmount: 20 }, { type: 'amount', value: 20 }],
    [{ tipAmount: '35.50' }, { type: 'amount', value: 35.5 }],
    [{ tipAmount: 'abc' }, null],
    [{ tipAmount: 20, tip: { type: 'percentage', value: 10 } }, { type: 'percentage', value: 10 }],
  ] as const)('%j → %j', (input, expected) => {
    expect(tipFromRequest(input)).toEqual(expected);
  });
});
