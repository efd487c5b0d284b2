import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { SlotGroups, StoreBanner } from '@keka/contracts';
import { makeItem, makeStore } from '../../../test/fixtures';
import { stubApi } from '../../../test/fetch-stub';
import { clearQueryCache } from '../../../lib/use-query';
import { SingleStorePage } from './single-store-page';

afterEach(() => {
  cleanup();
  clearQueryCache();
  vi.unstubAllGlobals();
});

const store = makeStore({ id: 14, name: 'Green Basket', slug: 'green-basket', is_fresh: 1 });
const banana = makeItem({ id: 279, name: 'Banana Robusta', price: '49.00', old_price: '60.00', unit: '6 pcs', restaurant_id: 14 });
const grapes = makeItem({ id: 300, name: 'Black Grapes', is_active: 0, restaurant_id: 14 });
const slotGroups: SlotGroups = {
  success: true,
  storeType: {
    store_id: 14,
    store_name: 'Green Basket',
    store_slug: 'green-basket',
    top_bg_color: '#e8f6e4',
    top_image: '/images/banners/layout-green-basket.svg',
    heading_1: 'Green Basket',
    heading_2: 'Fresh groceries in your slot',
    heading_3: 'Fruits and more',
    slot_1: 1,
    slot_2: 2,
    slot_3: null,
    slot_4: null,
    slot_1_name: 'Fresh Picks',
    slot_2_name: 'Daily Essentials',
    slot_3_name: '',
    slot_4_name: '',
    is_operational: 1,
  },
  store_slots: {
    slot_1: { id: 1, name: 'Fresh Picks', filtered_items: [banana, grapes] },
    slot_2: { id: 2, name: 'Daily Essentials', filtered_items: [makeItem({ id: 310, name: 'Toned Milk' })] },
    slot_3: null,
    slot_4: null,
  },
};
const banner = (id: number, type: 0 | 1 | 2, link: Partial<StoreBanner>): StoreBanner => ({
  id,
  name: `Banner ${id}`,
  image: `/images/banners/b${id}.svg`,
  type,
  item_group_id: null,
  top_category_id: null,
  ...link,
});

describe('SingleStorePage (SPEC §2 single store page)', () => {
  it('shows the store top, search, banners, categories and the item slots with their links', async () => {
    const api = stubApi({
      'single-store/get-slot-groups': slotGroups,
      'single-store/getCategories': { success: true, top_categories: [{ id: 1, name: 'Fruits', image: '/images/categories/fruits.svg' }] },
      'single-store/get-store-banners': { success: true, banners: [banner(1, 0, { top_category_id: 1 }), banner(2, 0, { item_group_id: 5 })] },
      'single-store/get-coloumn-banners': { success: true, type_1: [banner(3, 1, { top_category_id: 7 })], type_2: [banner(4, 2, { item_group_id: 2 })] },
    });
    render(
      <MemoryRouter>
        <SingleStorePage store={store} point={{ lat: 12.97, lng: 77.64 }} renderControl={(item) => <button type="button">{`add ${item.name}`}</button>} onBack={() => undefined} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Green Basket' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search in Green Basket' }).getAttribute('href')).toBe('/explore');

    const fresh = await screen.findByRole('region', { name: 'Fresh Picks' });
    expect(within(fresh).getByRole('link', { name: 'View more of Fresh Picks' }).getAttribute('href')).toBe('/single-store-view-more/1');
    expect(within(fresh).getByText('18% OFF')).toBeTruthy();
    expect(within(fresh).getByRole('button', { name: 'add Banana Robusta' })).toBeTruthy();
    expect(within(fresh).getByRole('link', { name: 'Banana Robusta' }).getAttribute('href')).toBe('/single-store-single_item/279');
    // An inactive item gets the flag instead of the control.
    expect(within(fresh).getByText('Not Available Now')).toBeTruthy();
    expect(within(fresh).queryByRole('button', { name: 'add Black Grapes' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Daily Essentials' })).toBeTruthy();

    expect((await screen.findByRole('link', { name: 'Fruits' })).getAttribute('href')).toBe('/single-store-category/1/14');
    expect((await screen.findByRole('link', { name: 'Banner 1' })).getAttribute('href')).toBe('/single-store-category/1/14');
    expect(screen.getByRole('link', { name: 'Banner 2' }).getAttribute('href')).toBe('/item-group/5');
    expect((await screen.findByRole('link', { name: 'Banner 3' })).getAttribute('href')).toBe('/single-store-category/7/14');
    expect((await screen.findByRole('link', { name: 'Banner 4' })).getAttribute('href')).toBe('/item-group/2');

    // SPEC §2 order: the item slots first, then the type-1 and type-2 banner scrollers.
    const moreOffers = await screen.findByRole('region', { name: 'More offers' });
    const collections = screen.getByRole('region', { name: 'Collections' });
    expect(fresh.compareDocumentPosition(moreOffers) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Daily Essentials' }).compareDocumentPosition(moreOffers) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(moreOffers.compareDocumentPosition(collections) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const slotCall = api.calls.find((c) => c.name === 'single-store/get-slot-groups');
    expect(slotCall?.body).toEqual({ id: 14, latitude: 12.97, longitude: 77.64 });
  });

  it('tells the customer when the store does not deliver to the address', () => {
    stubApi({});
    render(
      <MemoryRouter>
        <SingleStorePage store={{ ...store, is_operational: 0 }} point={{ lat: 13.1, lng: 77.5 }} renderControl={() => null} onBack={() => undefined} />
      </MemoryRouter>,
    );
    expect(screen.getByText('This store does not deliver to your location yet')).toBeTruthy();
  });
});
