import { afterEach, describe, expect, it } from 'vitest';
import { addRecentSearch, clearRecentSearches, RECENT_MAX, rememberSearch, useRecentSearchStore } from './recent';

afterEach(() => clearRecentSearches());

describe('addRecentSearch', () => {
  it('puts the newest first and drops an earlier copy that differs only in case or spacing', () => {
    expect(addRecentSearch(['milk', 'Paneer  Tikka', 'bread'], ' paneer tikka ')).toEqual(['paneer tikka', 'milk', 'bread']);
  });

  it(`keeps at most ${RECENT_MAX}`, () => {
    const many = Array.from({ length: RECENT_MAX }, (_, i) => `q${i}`);
    const next = addRecentSearch(many, 'new');
    expect(next).toHaveLength(RECENT_MAX);
    expect(next[0]).toBe('new');
    expect(next).not.toContain(`q${RECENT_MAX - 1}`);
  });

  it('ignores blank and over-long queries', () => {
    expect(addRecentSearch(['milk'], '   ')).toEqual(['milk']);
    expect(addRecentSearch(['milk'], 'x'.repeat(61))).toEqual(['milk']);
  });
});

describe('recent searches in storage', () => {
  it('remembers searches under recentSearches and clears them', () => {
    rememberSearch('Biryani');
    rememberSearch('milk');
    rememberSearch('biryani');
    expect(useRecentSearchStore.getState().queries).toEqual(['biryani', 'milk']);
    expect(JSON.parse(window.localStorage.getItem('recentSearches') ?? 'null')).toEqual(['biryani', 'milk']);
    clearRecentSearches();
    expect(window.localStorage.getItem('recentSearches')).toBeNull();
  });
});
