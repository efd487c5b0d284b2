import { describe, expect, it } from 'vitest';
import { parseTipAmounts } from './tips';

describe('parseTipAmounts (SPEC §3 tips: a comma list of amounts)', () => {
  it.each([
    ['10,20,30,50', [10, 20, 30, 50]],
    [' 15 , 25 ', [15, 25]],
    ['10,abc,-5,0,20.5,99999,20,20', [10, 20]],
    ['', []],
    ['1,2,3,4,5,6,7,8', [1, 2, 3, 4, 5, 6]],
  ])('%j → %j', (setting, expected) => {
    expect(parseTipAmounts(setting)).toEqual(expected);
  });
});
