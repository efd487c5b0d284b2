import { describe, expect, it } from 'vitest';
import { en } from './en';
import { enFirst } from './en-first';
import { enMore } from './en-more';
import { hi } from './hi';

const groupOf = (key: string) => key.split('.')[0] ?? key;

describe('English in two parts (ADR 0038)', () => {
  it('has every key in exactly one part', () => {
    const first = Object.keys(enFirst);
    const more = new Set(Object.keys(enMore));
    expect(first.filter((key) => more.has(key))).toEqual([]);
    expect(Object.keys(en).sort()).toEqual([...first, ...more].sort());
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
  });

  it('keeps each group of keys (the part before the first dot) in one part', () => {
    const firstGroups = new Set(Object.keys(enFirst).map(groupOf));
    expect(Object.keys(enMore).map(groupOf).filter((group) => firstGroups.has(group))).toEqual([]);
  });

  it('bundles the groups the first screens use (welcome, home, the frame, notices, errors)', () => {
    const firstGroups = new Set(Object.keys(enFirst).map(groupOf));
    for (const group of ['app', 'common', 'error', 'boundary', 'notFound', 'gdpr', 'welcome', 'home', 'nav', 'slider', 'store', 'offline', 'update']) {
      expect(firstGroups, group).toContain(group);
    }
  });
});
