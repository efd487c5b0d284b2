import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { NearbyStore, SearchEntry, StoreWithCity } from '../catalog/catalog.service';
import { rankPrepared, WORD_BREAK } from '../catalog/search-text';
import { NEEDLES_PER_CELL, pageOfItemMatches, storeScore } from './search-ranking';

const NAMES = ['Biryani', 'Chicken Biryani', 'Bisi Bele Bath', 'Paneer Tikka', 'Tikka Biscuit', 'Idli-Vada & Chutney', 'Ambika Dosa', 'Masala Dosa', 'biscuits (pack)', 'Tea'];

function entryOf(id: number, storeId: number, name: string, isActive: boolean): SearchEntry {
  const text = name.toLocaleLowerCase('en-IN');
  return { item: { id, storeId, name, isActive } as SearchEntry['item'], text, words: text.split(WORD_BREAK), present: () => ({}) as ReturnType<SearchEntry['present']> };
}

const nearOf = (storeId: number, isOperational: boolean): NearbyStore => ({
  row: { store: { id: storeId } } as StoreWithCity,
  placement: { distance: 1, isOperational, isOpen: isOperational },
});

/** The search as it was written before the ranking was kept per needle: filter, then one stable sort. */
function bruteForce(entries: readonly SearchEntry[], needle: string, serving: ReadonlyMap<number, NearbyStore>) {
  const found = [];
  for (const entry of entries) {
    const near = serving.get(entry.item.storeId);
    if (!near) continue;
    const score = rankPrepared(entry.text, entry.words, needle);
    if (score > 0) found.push({ entry, near, score });
  }
  found.sort(
    (a, b) =>
      b.score - a.score ||
      Number(b.entry.item.isActive) - Number(a.entry.item.isActive) ||
      Number(b.near.placement.isOperational) - Number(a.near.placement.isOperational),
  );
  return found.map((f) => f.entry.item.id);
}

const cell = fc.array(fc.record({ store: fc.integer({ min: 1, max: 6 }), name: fc.constantFrom(...NAMES), active: fc.boolean() }), { maxLength: 60 }).map((rows) =>
  rows.map((r, index) => entryOf(index + 1, r.store, r.name, r.active)),
);
const servingMap = fc.dictionary(fc.constantFrom('1', '2', '3', '4', '5', '6'), fc.boolean()).map((d) => new Map(Object.entries(d).map(([id, op]) => [Number(id), nearOf(Number(id), op)])));

describe('pageOfItemMatches', () => {
  it('pages the same order as filtering and sorting every request, whichever point asks first', () => {
    fc.assert(
      fc.property(cell, fc.constantFrom('bi', 'b', 'tikka', 'dosa', 'a', 'zz'), servingMap, servingMap, fc.integer({ min: 0, max: 12 }), fc.integer({ min: 1, max: 8 }), (entries, needle, a, b, offset, size) => {
        // Two points share the cell's memo; neither may see the other's stores.
        for (const serving of [a, b, a]) {
          const all = bruteForce(entries, needle, serving);
          const { page, more } = pageOfItemMatches(entries, needle, serving, offset, size);
          expect(more).toBe(all.length > offset + size);
          expect(page.map((m) => m.entry.item.id)).toEqual(all.slice(offset, offset + size));
          for (const m of page) expect(m.near).toBe(serving.get(m.entry.item.storeId));
        }
      }),
    );
  });

  it('keeps a bounded number of needles per cell, and a forgotten one is ranked again the same', () => {
    const entries = NAMES.map((name, i) => entryOf(i + 1, 1, name, true));
    const serving = new Map([[1, nearOf(1, true)]]);
    const first = pageOfItemMatches(entries, 'bi', serving, 0, 50).page.map((m) => m.entry.item.id);
    for (let i = 0; i < NEEDLES_PER_CELL + 5; i += 1) pageOfItemMatches(entries, `q${i}`, serving, 0, 5);
    expect(pageOfItemMatches(entries, 'bi', serving, 0, 50).page.map((m) => m.entry.item.id)).toEqual(first);
    expect(first).toEqual(bruteForce(entries, 'bi', serving));
  });
});

describe('storeScore', () => {
  const row = (name: string, cuisines: string[]) => ({ store: { name }, cuisines }) as unknown as StoreWithCity;
  it('is the name rank, or a cuisine rank less one', () => {
    expect(storeScore(row("Nawab's Biryani House", ['Mughlai']), 'bi')).toBe(2);
    expect(storeScore(row('Bismillah', []), 'bi')).toBe(3);
    expect(storeScore(row('Spice Route', ['Biryani', 'North Indian']), 'bi')).toBe(2);
    expect(storeScore(row('Spice Route', ['Hyderabadi biryani']), 'bi')).toBe(1);
    expect(storeScore(row('Spice Route', ['North Indian']), 'bi')).toBe(0);
  });
});
