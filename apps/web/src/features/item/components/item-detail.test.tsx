import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { SingleItem } from '@keka/contracts';
import { makeItem } from '../../../test/fixtures';
import { ItemDetail } from './item-detail';

afterEach(cleanup);

function makeSingleItem(overrides: Partial<SingleItem> = {}): SingleItem {
  return { ...makeItem({ image: '/images/items/paneer.webp' }), desc: '', image_srcset: null, restaurant: { id: 1, name: 'Spice Route', slug: 'spice-route', is_active: 1 }, ...overrides };
}

function heroOf(item: SingleItem): HTMLImageElement {
  const { container } = render(
    <MemoryRouter>
      <ItemDetail item={item} control={null} notice={null} />
    </MemoryRouter>,
  );
  const img = container.querySelector<HTMLImageElement>('.item-detail__image img');
  if (!img) throw new Error('no hero picture');
  return img;
}

describe('item page picture (DESIGN "Images")', () => {
  it('offers the large file to screens that need it, sized to the app column', () => {
    const img = heroOf(makeSingleItem({ image_srcset: '/images/items/paneer.webp 200w, /images/items-1200/paneer.webp 1200w' }));
    expect(img.getAttribute('src')).toBe('/images/items/paneer.webp');
    expect(img.getAttribute('srcset')).toBe('/images/items/paneer.webp 200w, /images/items-1200/paneer.webp 1200w');
    expect(img.getAttribute('sizes')).toBe('(min-width: 480px) 480px, 100vw');
    expect(img.getAttribute('loading')).toBe('eager');
  });

  it('falls back to the one file when there is no other size', () => {
    const img = heroOf(makeSingleItem());
    expect(img.getAttribute('src')).toBe('/images/items/paneer.webp');
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
  });
});
