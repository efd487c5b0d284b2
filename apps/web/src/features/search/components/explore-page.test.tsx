import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ItemWithStore, SearchResults, StoreSummary } from '@keka/contracts';
import { makeItem, makeStore } from '../../../test/fixtures';
import { stubApi } from '../../../test/fetch-stub';
import { clearQueryCache } from '../../../lib/use-query';
import { clearRecentSearches, useRecentSearchStore } from '../recent';
import { ExplorePage } from './explore-page';

afterEach(() => {
  cleanup();
  clearQueryCache();
  clearRecentSearches();
  vi.unstubAllGlobals();
});

const here = { lat: 12.9719, lng: 77.6412 };
const store: StoreSummary = { ...makeStore({ id: 3, name: "Nawab's Biryani House", slug: 'nawabs-biryani-house' }) };
const item: ItemWithStore = { ...makeItem({ id: 31, name: 'Chicken Dum Biryani' }), restaurant: { id: 1, name: 'Spice Route', slug: 'spice-route', is_operational: 1 } };
const found: SearchResults = { success: true, stores: [store], items: [item], next_cursor: null };
const none: SearchResults = { success: true, stores: [], items: [], next_cursor: null };

function renderExplore(point: typeof here | null = here, path = '/explore') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ExplorePage point={point} renderControl={(i) => <button type="button">{`control ${i.name}`}</button>} />
    </MemoryRouter>,
  );
}

describe('ExplorePage (/explore)', () => {
  it('waits for typing to settle, then searches once near the saved location', async () => {
    const api = stubApi({ 'search-restaurants': found });
    renderExplore();
    const box = screen.getByRole('searchbox', { name: 'Search for stores and items' });
    expect(document.activeElement).toBe(box);
    for (const text of ['b', 'bi', 'bir']) fireEvent.input(box, { target: { value: text } });
    expect(await screen.findByRole('heading', { name: /Stores/ })).toBeTruthy();
    const searches = api.calls.filter((c) => c.name === 'search-restaurants');
    expect(searches).toEqual([{ name: 'search-restaurants', body: { q: 'bir', latitude: here.lat, longitude: here.lng, limit: 10 } }]);
    expect(screen.getByRole('link', { name: /Nawab's Biryani House/ }).getAttribute('href')).toBe('/stores/nawabs-biryani-house');
    expect(screen.getByRole('heading', { name: 'Chicken Dum Biryani' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'from Spice Route' }).getAttribute('href')).toBe('/stores/spice-route');
    expect(screen.getByRole('button', { name: 'control Chicken Dum Biryani' })).toBeTruthy();
  });

  it('keeps a search among the recent ones when a result is tapped, and offers it next time', async () => {
    stubApi({ 'search-restaurants': found });
    const first = renderExplore(here, '/explore?q=biryani');
    fireEvent.click(await screen.findByRole('button', { name: 'control Chicken Dum Biryani' }));
    expect(useRecentSearchStore.getState().queries).toEqual(['biryani']);
    first.unmount();
    renderExplore();
    fireEvent.click(screen.getByRole('button', { name: 'biryani' }));
    expect(await screen.findByRole('heading', { name: 'Chicken Dum Biryani' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search box' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Clear recent searches' }));
    expect(useRecentSearchStore.getState().queries).toEqual([]);
  });

  it('says so when nothing matches, with suggestions', async () => {
    stubApi({ 'search-restaurants': none });
    renderExplore(here, '/explore?q=zzqx');
    expect(await screen.findByRole('heading', { name: 'No results for “zzqx”' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Milk' })).toBeTruthy();
  });

  it('loads the next page with the cursor (Load more), appending stores and items in order', async () => {
    const item2: ItemWithStore = { ...item, id: 32, name: 'Mutton Biryani' };
    const api = stubApi({
      'search-restaurants': (body) =>
        body.cursor === 'page2' ? { success: true, stores: [], items: [item2], next_cursor: null } : { ...found, next_cursor: 'page2' },
    });
    renderExplore(here, '/explore?q=biryani');
    expect(await screen.findByRole('heading', { name: 'Chicken Dum Biryani' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Mutton Biryani' })).toBeTruthy();
    const names = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(names).toEqual(['Chicken Dum Biryani', 'Mutton Biryani']);
    expect(api.calls.filter((c) => c.name === 'search-restaurants').map((c) => c.body.cursor)).toEqual([undefined, 'page2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('counts a group that goes on as "10+", and the whole once its last page came', async () => {
    const tenItems = Array.from({ length: 10 }, (_, i): ItemWithStore => ({ ...item, id: 100 + i, name: `Biryani ${i}` }));
    stubApi({
      'search-restaurants': (body) =>
        body.cursor === 'page2'
          ? { success: true, stores: [], items: [{ ...item, id: 200, name: 'Last Biryani' }], next_cursor: null }
          : { ...found, items: tenItems, next_cursor: 'page2' },
    });
    renderExplore(here, '/explore?q=biryani');
    expect(await screen.findByRole('heading', { name: 'Biryani 0' })).toBeTruthy();
    // One store came on a page of 10: the stores have ended; the items have not.
    expect(screen.getByRole('heading', { name: /^Stores/ }).textContent).toBe('Stores (1)');
    expect(screen.getByRole('heading', { name: /^Items/ }).textContent).toBe('Items (10+)');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Last Biryani' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /^Items/ }).textContent).toBe('Items (11)');
  });

  it('says so when the next page fails, and the button tries again', async () => {
    let failNext = true;
    stubApi({
      'search-restaurants': (body) => {
        if (body.cursor !== 'page2') return { ...found, next_cursor: 'page2' };
        if (failNext) {
          failNext = false;
          return { success: false, code: 'VALIDATION', message: 'This list has changed. Please start again from the top.' };
        }
        return { success: true, stores: [], items: [{ ...item, id: 33, name: 'Veg Biryani' }], next_cursor: null };
      },
    });
    renderExplore(here, '/explore?q=biryani');
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load more');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Veg Biryani' })).toBeTruthy();
  });

  it('asks for a location first, without calling the server', () => {
    const api = stubApi({ 'search-restaurants': found });
    renderExplore(null, '/explore?q=milk');
    expect(screen.getByRole('link', { name: 'Set location' }).getAttribute('href')).toBe('/search-location');
    expect(api.calls).toEqual([]);
  });
});
