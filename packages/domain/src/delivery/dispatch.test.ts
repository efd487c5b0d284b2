import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paise } from '../money/money';
import { deliveryEarning, nextDispatchStep, offerRefusal, parseCommissionBase, parseDispatchMode, rankNearest, type DispatchCandidate } from './dispatch';
import { isPositionStale, shouldSendPosition, tapTime } from './rider-position';

const ready = { isApproved: true, isOnline: true, cashInHandPaise: paise(0), openOrders: 0 };
const limits = { cashLimitPaise: paise(200_000), maxOpenOrders: 2 };

describe('offerRefusal (who sees offers)', () => {
  it.each([
    ['approved, online, no cash, no orders', ready, null],
    ['not approved', { ...ready, isApproved: false }, 'NOT_APPROVED'],
    ['offline', { ...ready, isOnline: false }, 'RIDER_OFFLINE'],
    ['cash just below the limit (₹1,999.99 of ₹2,000)', { ...ready, cashInHandPaise: paise(199_999) }, null],
    ['cash at the limit', { ...ready, cashInHandPaise: paise(200_000) }, 'CASH_LIMIT_REACHED'],
    ['one open order of two', { ...ready, openOrders: 1 }, null],
    ['two open orders of two', { ...ready, openOrders: 2 }, 'ORDER_LIMIT_REACHED'],
    ['offline and over both limits: offline first', { ...ready, isOnline: false, openOrders: 5, cashInHandPaise: paise(900_000) }, 'RIDER_OFFLINE'],
  ] as const)('%s', (_name, partner, expected) => {
    expect(offerRefusal(partner, limits)).toBe(expected);
  });

  it('treats 0 as "no limit" for both settings', () => {
    expect(offerRefusal({ ...ready, cashInHandPaise: paise(99_999_999), openOrders: 99 }, { cashLimitPaise: paise(0), maxOpenOrders: 0 })).toBeNull();
  });
});

describe('deliveryEarning (commission and tip)', () => {
  const order = { totalPaise: paise(45_000), tipPaise: paise(2_000), deliveryChargePaise: paise(3_500) };

  it('takes the percentage of the order total less the tip, plus the whole tip', () => {
    // 10 % of (450.00 − 20.00) = 43.00; + 20.00 tip = 63.00
    expect(deliveryEarning(order, { base: 'order_total', percent: 10 })).toEqual({ commissionPaise: 4_300, tipPaise: 2_000, totalPaise: 6_300 });
  });

  it('or of the delivery charge', () => {
    // 80 % of 35.00 = 28.00; + 20.00 = 48.00
    expect(deliveryEarning(order, { base: 'delivery_charge', percent: 80 })).toEqual({ commissionPaise: 2_800, tipPaise: 2_000, totalPaise: 4_800 });
  });

  it('rounds half up to the paisa and clamps the percentage to 0..100', () => {
    // 2.5 % of 10.10 = 0.2525 → 0.25; 12.5 % of 0.99 = 0.12375 → 0.12
    expect(deliveryEarning({ totalPaise: paise(1_010), tipPaise: paise(0), deliveryChargePaise: paise(0) }, { base: 'order_total', percent: 2.5 }).commissionPaise).toBe(25);
    expect(deliveryEarning({ totalPaise: paise(0), tipPaise: paise(0), deliveryChargePaise: paise(99) }, { base: 'delivery_charge', percent: 12.5 }).commissionPaise).toBe(12);
    expect(deliveryEarning(order, { base: 'delivery_charge', percent: 150 }).commissionPaise).toBe(3_500);
    expect(deliveryEarning(order, { base: 'delivery_charge', percent: -5 }).commissionPaise).toBe(0);
  });

  it('never pays a negative amount, and the total is always commission + tip', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(1_000_000), fc.nat(100_000), fc.double({ min: 0, max: 100, noNaN: true }), fc.boolean(), (total, tip, charge, percent, onCharge) => {
        const e = deliveryEarning({ totalPaise: paise(total), tipPaise: paise(tip), deliveryChargePaise: paise(charge) }, { base: onCharge ? 'delivery_charge' : 'order_total', percent });
        expect(e.commissionPaise).toBeGreaterThanOrEqual(0);
        expect(e.totalPaise).toBe(e.commissionPaise + e.tipPaise);
        expect(Number.isInteger(e.commissionPaise)).toBe(true);
      }),
    );
  });
});

describe('settings parsing', () => {
  it('falls back to the spec behaviour for unknown values', () => {
    expect(parseDispatchMode('nearest')).toBe('nearest');
    expect(parseDispatchMode('NEAREST')).toBe('broadcast');
    expect(parseDispatchMode('')).toBe('broadcast');
    expect(parseCommissionBase('delivery_charge')).toBe('delivery_charge');
    expect(parseCommissionBase('x')).toBe('order_total');
  });
});

describe('nearest dispatch', () => {
  const store = { latitude: 12.97, longitude: 77.64 };
  // 0.01° of latitude ≈ 1.1 km.
  const at = (dLat: number) => ({ latitude: store.latitude + dLat, longitude: store.longitude });
  const near: DispatchCandidate = { userId: 30, position: at(0.005), lastOfferedAt: null };
  const mid: DispatchCandidate = { userId: 10, position: at(0.02), lastOfferedAt: null };
  const far: DispatchCandidate = { userId: 20, position: at(0.05), lastOfferedAt: null };
  const unknown: DispatchCandidate = { userId: 1, position: null, lastOfferedAt: null };

  it('ranks by distance in km with one decimal, unknown positions last', () => {
    const ranked = rankNearest(store, [far, unknown, mid, near]);
    expect(ranked.map((c) => [c.userId, c.distanceKm])).toEqual([
      [30, 0.6],
      [10, 2.2],
      [20, 5.6],
      [1, null],
    ]);
  });

  it('at the same distance, the partner offered longest ago goes first (fair turns)', () => {
    const a = { userId: 5, position: at(0.01), lastOfferedAt: new Date('2026-11-23T10:00:00Z') };
    const b = { userId: 6, position: at(0.01), lastOfferedAt: new Date('2026-11-23T09:00:00Z') };
    const c = { userId: 7, position: at(0.01), lastOfferedAt: null };
    expect(rankNearest(store, [a, b, c]).map((x) => x.userId)).toEqual([7, 6, 5]);
  });

  it('offers to the nearest, waits while he holds it, then moves on, then broadcasts', () => {
    const ranked = rankNearest(store, [far, mid, near]);
    const t0 = new Date('2026-11-23T10:00:00Z');
    const first = nextDispatchStep({ now: t0, turns: [], ranked, offerSeconds: 30 });
    expect(first).toEqual({ kind: 'offer', userId: 30, expiresAt: new Date('2026-11-23T10:00:30Z') });
    const turns = [{ userId: 30, expiresAt: new Date('2026-11-23T10:00:30Z') }];
    expect(nextDispatchStep({ now: new Date('2026-11-23T10:00:29Z'), turns, ranked, offerSeconds: 30 })).toEqual({ kind: 'wait', until: new Date('2026-11-23T10:00:30Z') });
    const t1 = new Date('2026-11-23T10:00:30Z');
    expect(nextDispatchStep({ now: t1, turns, ranked, offerSeconds: 30 })).toEqual({ kind: 'offer', userId: 10, expiresAt: new Date('2026-11-23T10:01:00Z') });
    const all = [...turns, { userId: 10, expiresAt: t1 }, { userId: 20, expiresAt: t1 }];
    expect(nextDispatchStep({ now: t1, turns: all, ranked, offerSeconds: 30 })).toEqual({ kind: 'broadcast' });
  });

  it('broadcasts at once when nobody is eligible, and never offers for less than 5 s', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(nextDispatchStep({ now, turns: [], ranked: [], offerSeconds: 30 })).toEqual({ kind: 'broadcast' });
    expect(nextDispatchStep({ now, turns: [], ranked: rankNearest(store, [near]), offerSeconds: 0 })).toEqual({ kind: 'offer', userId: 30, expiresAt: new Date('2026-11-23T10:00:05Z') });
  });
});

describe('rider positions', () => {
  const p = { latitude: 12.97, longitude: 77.64, at: 0 };
  it('sends the first fix, then at most every 10 s unless he moved 50 m', () => {
    expect(shouldSendPosition(null, p)).toBe(true);
    expect(shouldSendPosition(p, { ...p, at: 9_999 })).toBe(false);
    expect(shouldSendPosition(p, { ...p, at: 10_000 })).toBe(true);
    // 0.0005° of latitude ≈ 55.6 m; 0.0004° ≈ 44.5 m
    expect(shouldSendPosition(p, { ...p, latitude: 12.9705, at: 2_000 })).toBe(true);
    expect(shouldSendPosition(p, { ...p, latitude: 12.9704, at: 2_000 })).toBe(false);
  });

  it('calls a position stale after 2 minutes', () => {
    expect(isPositionStale(0, 120_000)).toBe(false);
    expect(isPositionStale(0, 120_001)).toBe(true);
  });
});

describe('tapTime (when an outbox tap happened)', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  const accepted = new Date('2026-11-23T09:30:00Z');
  it.each([
    ['no time: now', null, now],
    ['a time in the past: kept', new Date('2026-11-23T09:50:00Z'), new Date('2026-11-23T09:50:00Z')],
    ['a time in the future: now', new Date('2026-11-23T10:05:00Z'), now],
    ['before the previous step: that step', new Date('2026-11-23T09:00:00Z'), accepted],
    ['an invalid date: now', new Date('nonsense'), now],
  ] as const)('%s', (_name, happened, expected) => {
    expect(tapTime(happened, now, accepted)).toEqual(expected);
  });

  it('never more than a day old', () => {
    expect(tapTime(new Date('2026-11-01T00:00:00Z'), now, null)).toEqual(new Date('2026-11-22T10:00:00Z'));
  });
});
