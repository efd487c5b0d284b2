import { describe, expect, it } from 'vitest';
import type { SlotGroups, StoreSlot, StoreType } from '@keka/contracts';
import { makeItem } from '../../test/fixtures';
import { bannerHref, parseId, topCategoryHref, viewMoreHref } from './links';
import { discountPercent } from './pricing';
import { toSlotSections } from './slots';
import { topColours } from './colours';

const storeType: StoreType = {
  store_id: 14,
  store_name: 'Green Basket',
  store_slug: 'green-basket',
  top_bg_color: '#e8f6e4',
  top_image: '/images/banners/layout-green-basket.svg',
  heading_1: 'Green Basket',
  heading_2: 'Fresh groceries in your slot',
  heading_3: '',
  slot_1: 1,
  slot_2: 2,
  slot_3: 3,
  slot_4: 4,
  slot_1_name: 'Fresh Picks',
  slot_2_name: '  ',
  slot_3_name: 'Best Value',
  slot_4_name: 'Snack Time',
  is_operational: 1,
};
const slot = (id: number, name: string, count = 2): StoreSlot => ({
  id,
  name,
  filtered_items: Array.from({ length: count }, (_, i) => makeItem({ id: id * 100 + i })),
});
const groups = (overrides: Partial<SlotGroups['store_slots']> = {}, type: Partial<StoreType> = {}): Pick<SlotGroups, 'storeType' | 'store_slots'> => ({
  storeType: { ...storeType, ...type },
  store_slots: { slot_1: slot(1, 'Fresh'), slot_2: slot(2, 'Daily Essentials'), slot_3: slot(3, 'Value'), slot_4: slot(4, 'Snacks'), ...overrides },
});

describe('toSlotSections (SPEC §3 store type and store slots)', () => {
  it('maps slot_1..slot_4 in order, with the layout heading or else the group name', () => {
    expect(toSlotSections(groups()).map((s) => [s.position, s.id, s.name, s.items.length])).toEqual([
      [1, 1, 'Fresh Picks', 2],
      [2, 2, 'Daily Essentials', 2],
      [3, 3, 'Best Value', 2],
      [4, 4, 'Snack Time', 2],
    ]);
  });

  it('skips a place without a group, a group left out of the answer and an empty group', () => {
    const sections = toSlotSections(groups({ slot_2: null, slot_4: slot(4, 'Snacks', 0) }, { slot_3: null }));
    expect(sections.map((s) => s.position)).toEqual([1]);
  });

  it('links View More with the group id from store_slots', () => {
    const [first] = toSlotSections(groups({ slot_1: slot(9, 'Renamed') }));
    expect(first?.id).toBe(9);
    expect(viewMoreHref(9)).toBe('/single-store-view-more/9');
    expect(viewMoreHref(9, 14)).toBe('/single-store-view-more/9/14');
  });
});

describe('banner and category links (SPEC §2)', () => {
  it('an item group goes to the item group page, a top category to the category page, else nowhere', () => {
    expect(bannerHref({ item_group_id: 3, top_category_id: 7 }, 14)).toBe('/item-group/3');
    expect(bannerHref({ item_group_id: null, top_category_id: 7 }, 14)).toBe('/single-store-category/7/14');
    expect(bannerHref({ item_group_id: null, top_category_id: null }, 14)).toBeNull();
    expect(topCategoryHref(2, 15)).toBe('/single-store-category/2/15');
  });

  it('reads route ids as positive integers only', () => {
    expect(parseId('12')).toBe(12);
    expect([undefined, '', '0', '-1', '1.5', 'abc', '99999999999', '12abc'].map(parseId)).toEqual([null, null, null, null, null, null, null, null]);
  });
});

describe('discountPercent (the % OFF badge)', () => {
  it.each([
    ['49.00', '60.00', 18],
    ['149.00', '180.00', 17],
    ['99.00', '100.00', 1],
    ['99.50', '100.00', null],
    ['60.00', '60.00', null],
    ['70.00', '60.00', null],
    ['28.00', '0.00', null],
  ])('%s against MRP %s → %s', (price, mrp, expected) => {
    expect(discountPercent(price, mrp)).toBe(expected);
  });
});

describe('topColours (top_bg_color)', () => {
  it('keeps dark ink on the pastel store colours and uses white on dark ones', () => {
    expect(topColours('#e8f6e4')).toEqual({ background: '#e8f6e4', ink: 'var(--ink-1)' });
    expect(topColours('#1f3a5f')).toEqual({ background: '#1f3a5f', ink: 'var(--on-dark)' });
  });

  it('falls back to the brand tint for anything that is not a hex colour', () => {
    for (const value of [undefined, '', 'red', 'url(javascript:x)', '#12345', '#e8f6e4; background: red']) {
      expect(topColours(value).background).toBe('var(--brand-tint)');
    }
  });
});

