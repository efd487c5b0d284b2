import { describe, expect, it } from 'vitest';
import { en } from './en';
import { enCart } from './en-cart';
import { enFirst } from './en-first';
import { enMore } from './en-more';
import { hi } from './hi';

const groupOf = (key: string) => key.split('.')[0] ?? key;

describe('English in three parts (ADR 0038)', () => {
  const parts = [enFirst, enCart, enMore].map((part) => Object.keys(part));

  it('has every key in exactly one part', () => {
    const all = parts.flat();
    expect(all.length).toBe(new Set(all).size);
    expect(Object.keys(en).sort()).toEqual([...all].sort());
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
  });

  it('keeps each group of keys (the part before the first dot) in one part', () => {
    const groups = parts.map((keys) => new Set(keys.map(groupOf)));
    for (const [i, a] of groups.entries()) for (const b of groups.slice(i + 1)) expect([...a].filter((group) => b.has(group))).toEqual([]);
    expect(groups[1]).toEqual(new Set(['cart', 'coupons']));
  });

  it("bundles the groups the first screens use (welcome, home, a store's page, the frame, notices, errors)", () => {
    const firstGroups = new Set(Object.keys(enFirst).map(groupOf));
    for (const group of ['app', 'common', 'error', 'boundary', 'notFound', 'gdpr', 'welcome', 'home', 'nav', 'slider', 'store', 'item', 'addons', 'singleStore', 'offline', 'update']) {
      expect(firstGroups, group).toContain(group);
    }
  });
});
