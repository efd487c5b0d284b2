import { describe, expect, it } from 'vitest';
import type { ItemWithStore } from '@keka/contracts';
import { makeItem } from '../../test/fixtures';
import { foodStores, groupByStore, parseCategoryIds, parseRouteId, servesPoint, storesForList, toggleCategory } from './lists';

const store = (id: number, over: { distance?: number | null; radius?: number; open?: 0 | 1; fresh?: 0 | 1 } = {}) => ({
  id,
  distance: over.distance === undefined ? 1 : over.distance,
  delivery_radius: over.radius ?? 5,
  is_operational: over.open ?? 1,
  is_fresh: over.fresh ?? 0,
});

describe('store lists', () => {
  it('serves the point when the distance is at most the radius', () => {
    expect(servesPoint(store(1, { distance: 5, radius: 5 }))).toBe(true);
    expect(servesPoint(store(1, { distance: 5.1, radius: 5 }))).toBe(false);
    expect(servesPoint(store(1, { distance: null }))).toBe(false);
  });

  it('keeps only serving stores, open first, otherwise in the given order', () => {
    const list = [store(1, { open: 0 }), store(2), store(3, { distance: 9 }), store(4, { open: 0 }), store(5)];
    expect(storesForList(list).map((s) => s.id)).toEqual([2, 5, 1, 4]);
  });

  it('lists no fresh stores on /food', () => {
    const list = [store(1, { fresh: 1 }), store(2), store(3, { open: 0 }), store(4, { fresh: 1, open: 1 })];
    expect(foodStores(list).map((s) => s.id)).toEqual([2, 3]);
  });
});

describe('offer items by store', () => {
  const item = (id: number, storeId: number, open: 0 | 1 = 1): ItemWithStore => ({
    ...makeItem({ id, restaurant_id: storeId }),
    restaurant: { id: storeId, name: `Store ${storeId}`, slug: `store-${storeId}`, is_operational: open },
  });

  it('groups in first-appearance order with closed stores last', () => {
    const groups = groupByStore([item(1, 7), item(2, 8, 0), item(3, 7), item(4, 9), item(5, 8, 0)]);
    expect(groups.map((g) => [g.store.id, g.items.map((i) => i.id)])).toEqual([
      [7, [1, 3]],
      [9, [4]],
      [8, [2, 5]],
    ]);
  });

  it('has no groups without items', () => expect(groupByStore([])).toEqual([]));
});

describe('category filter in the URL', () => {
  it.each([
    [null, []],
    ['', []],
    ['3', [3]],
    ['5,3,5', [3, 5]],
    ['x,0,-2,4.5,7', [7]],
  ])('%s → %j', (value, ids) => expect(parseCategoryIds(value)).toEqual(ids));

  it('toggles one category on and off, sorted', () => {
    expect(toggleCategory([5], 3)).toEqual([3, 5]);
    expect(toggleCategory([3, 5], 3)).toEqual([5]);
  });

  it.each([
    ['12', 12],
    ['0', null],
    ['abc', null],
    ['1e3', null],
    [undefined, null],
  ])('route id %s → %s', (value, id) => expect(parseRouteId(value)).toBe(id));
});
