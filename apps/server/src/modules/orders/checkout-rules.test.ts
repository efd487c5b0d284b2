import { describe, expect, it } from 'vitest';
import { tipFromRequest } from './checkout-rules';

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
