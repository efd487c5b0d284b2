import { describe, expect, it } from 'vitest';
import { makeItem } from '../../test/fixtures';
import { countDishes, filterSections, hasNonVeg, matchesQuery, menuSections, NO_FILTER } from './menu-filter';

const tikka = makeItem({ id: 1, name: 'Paneer Tikka', short_desc: 'Charred in the tandoor', is_veg: 1 });
const chicken = makeItem({ id: 2, name: 'Butter Chicken', short_desc: 'Creamy tomato gravy', is_veg: 0 });
const naan = makeItem({ id: 3, name: 'Butter Naan', short_desc: '', is_veg: 1 });
const crepe = makeItem({ id: 4, name: 'Crêpe Suzette', short_desc: 'Orange butter', is_veg: 1 });

const sections = menuSections(
  [tikka],
  [
    { id: 10, name: 'Starters', items: [tikka, chicken] },
    { id: 11, name: 'Breads', items: [naan] },
    { id: 12, name: 'Empty', items: [] },
    { id: 13, name: 'Desserts', items: [crepe] },
  ],
  'Recommended',
);

describe('menu sections', () => {
  it('puts recommended first and drops empty categories', () => {
    expect(sections.map((s) => [s.id, s.name, s.items.length])).toEqual([
      ['recommended', 'Recommended', 1],
      ['10', 'Starters', 2],
      ['11', 'Breads', 1],
      ['13', 'Desserts', 1],
    ]);
  });

  it('has no recommended section without recommended items', () => {
    expect(menuSections([], [{ id: 1, name: 'A', items: [naan] }], 'R').map((s) => s.id)).toEqual(['1']);
  });

  it('counts each dish once', () => expect(countDishes(sections)).toBe(4));
});

describe('menu filter', () => {
  it('returns everything without a filter', () => expect(filterSections(sections, NO_FILTER)).toEqual(sections));

  it('veg only hides non-veg dishes and the sections they empty', () => {
    const veg = filterSections(sections, { vegOnly: true, query: '' });
    expect(veg.flatMap((s) => s.items.map((i) => i.id))).toEqual([1, 1, 3, 4]);
    expect(hasNonVeg(veg)).toBe(false);
    expect(hasNonVeg(sections)).toBe(true);
  });

  it('searches names and descriptions, every word, any case, accents ignored', () => {
    expect(matchesQuery(chicken, 'BUTTER')).toBe(true);
    expect(matchesQuery(chicken, 'tomato chicken')).toBe(true);
    expect(matchesQuery(chicken, 'tomato paneer')).toBe(false);
    expect(matchesQuery(crepe, 'crepe')).toBe(true);
    expect(matchesQuery(naan, '   ')).toBe(true);
  });

  it('combines search and veg only', () => {
    const result = filterSections(sections, { vegOnly: true, query: 'butter' });
    expect(result.map((s) => [s.name, s.items.map((i) => i.name)])).toEqual([
      ['Breads', ['Butter Naan']],
      ['Desserts', ['Crêpe Suzette']],
    ]);
  });

  it('leaves nothing when nothing matches', () => expect(filterSections(sections, { vegOnly: false, query: 'pizza' })).toEqual([]));
});
