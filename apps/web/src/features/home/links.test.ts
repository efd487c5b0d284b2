import { describe, expect, it } from 'vitest';
import { categoryHref, freshSlides, hasRewards, slideHref } from './links';

describe('home links (SPEC §2)', () => {
  it.each([
    [{ id: 1, link: null }, '/food'],
    [{ id: 1, link: 'kfc-restaurant' }, '/food'],
    [{ id: 2, link: 'kfc-restaurant' }, '/stores/kfc-restaurant'],
    [{ id: 7, link: null }, '/keka-deal/7'],
  ])('category %o → %s', (category, href) => expect(categoryHref(category)).toBe(href));

  it.each([
    [{ id: 3, model: 4 as const, slug: null, keka_deal_id: 9, item_group_id: null }, '/keka-deal/9'],
    [{ id: 3, model: 5 as const, slug: null, keka_deal_id: null, item_group_id: null }, '/slider-stores/3'],
    [{ id: 3, model: 1 as const, slug: 'forno-pizzeria', keka_deal_id: null, item_group_id: null }, '/stores/forno-pizzeria'],
    [{ id: 3, model: 1 as const, slug: 'green-basket', keka_deal_id: null, item_group_id: 4 }, '/item-group/4'],
    [{ id: 3, model: 4 as const, slug: null, keka_deal_id: 9, item_group_id: 4 }, '/keka-deal/9'],
    [{ id: 3, model: null, slug: 'x', keka_deal_id: 2, item_group_id: 4 }, null],
  ])('slide %o → %s', (slide, href) => expect(slideHref(slide)).toBe(href));
});

describe('rewards (SPEC §2/§6: banner and scratch card at 1 or more rewards)', () => {
  it.each([
    [null, false],
    [{ rewards: 0 }, false],
    [{ rewards: 1 }, true],
    [{ rewards: 3 }, true],
  ])('%o → %s', (user, shown) => expect(hasRewards(user)).toBe(shown));
});

describe('promo slides', () => {
  it('leaves out slides the home screen already shows', () => {
    const promo = [{ id: 11 }, { id: 8 }, { id: 12 }];
    expect(freshSlides(promo, [[{ id: 1 }], [{ id: 8 }, { id: 9 }]]).map((s) => s.id)).toEqual([11, 12]);
    expect(freshSlides(promo, [])).toEqual(promo);
  });
});
