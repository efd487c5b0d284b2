import { describe, expect, it } from 'vitest';
import type { StoreSummary } from '@keka/contracts';
import { makeStore } from '../../test/fixtures';
import { summariseStores } from './stats';

const store = (id: number, overrides: Partial<StoreSummary> = {}): StoreSummary => ({ ...makeStore({ id }), ...overrides });

describe('summariseStores (landing numbers)', () => {
  it('counts each delivering store once and averages its delivery time', () => {
    const stats = summariseStores([
      [store(1, { delivery_time: 30 }), store(2, { delivery_time: 40, is_fresh: 1 })],
      [store(2, { delivery_time: 40, is_fresh: 1 }), store(3, { delivery_time: 35 })],
    ]);
    expect(stats).toEqual({ stores: 3, freshStores: 1, areas: 2, averageMinutes: 35 });
  });

  it('leaves out closed and out-of-range stores, and areas nobody delivers to', () => {
    const stats = summariseStores([[store(1, { is_active: 0 }), store(2, { is_operational: 0 })], [store(3, { delivery_time: 25 })], []]);
    expect(stats).toEqual({ stores: 1, freshStores: 0, areas: 1, averageMinutes: 25 });
  });

  it('has no average without stores', () => {
    expect(summariseStores([])).toEqual({ stores: 0, freshStores: 0, areas: 0, averageMinutes: null });
  });
});
