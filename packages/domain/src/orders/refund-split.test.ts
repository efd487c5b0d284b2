import { describe, expect, it } from 'vitest';
import { splitRefundPaise } from './refund-split';

describe('splitRefundPaise', () => {
  it('gives the online part back first, then the wallet part', () => {
    expect(splitRefundPaise({ onlinePaidPaise: 39_000, refundedPaise: 0 }, 10_000)).toEqual({ online: 10_000, wallet: 0 });
    expect(splitRefundPaise({ onlinePaidPaise: 39_000, refundedPaise: 10_000 }, 30_000)).toEqual({ online: 29_000, wallet: 1_000 });
    expect(splitRefundPaise({ onlinePaidPaise: 39_000, refundedPaise: 40_000 }, 4_000)).toEqual({ online: 0, wallet: 4_000 });
  });

  it('sends everything to the wallet for cash and wallet orders, and nothing for nothing', () => {
    expect(splitRefundPaise({ onlinePaidPaise: 0, refundedPaise: 0 }, 5_000)).toEqual({ online: 0, wallet: 5_000 });
    expect(splitRefundPaise({ onlinePaidPaise: 1_000, refundedPaise: 0 }, -5)).toEqual({ online: 0, wallet: 0 });
  });
});
