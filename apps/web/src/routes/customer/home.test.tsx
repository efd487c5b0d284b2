import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { saveAddress, useAddressStore } from '../../features/location/state';
import { clearQueryCache } from '../../lib/use-query';
import { HomeRoute } from './home';

const slide = (id: number, name: string) => ({ id, name, image: `/images/slides/${id}.webp`, model: null, slug: null, keka_deal_id: null, type: 'info', item_group_id: null });
const HOME_DATA = {
  success: true,
  top_slider: [slide(1, '50% off your first order'), slide(2, 'Pizza night')],
  categories: [{ id: 1, name: 'Food', image: '/images/categories/food.webp', link: null }],
  ad_slider: [slide(3, 'Biryani Festival')],
  bottom_slider: [slide(4, 'Late night')],
};
const PROMO = { success: true, mainSlides: [slide(11, 'Summer fruit fest')] };

/** Answers every call at once except promo-slider, which waits for the returned `answerPromo`. */
function stubCalls() {
  let answerPromo = () => {};
  const promoHeld = new Promise<void>((resolve) => (answerPromo = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const name = String(input instanceof Request ? input.url : input).replace(/^.*\/api\//, '');
      const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      if (name === 'home-data') return json(HOME_DATA);
      if (name === 'get-delivery-restaurants') return json([]);
      if (name === 'promo-slider') {
        await promoHeld;
        return json(PROMO);
      }
      return new Response(JSON.stringify({ success: false, message: 'No such call' }), { status: 404 });
    }),
  );
  return { answerPromo };
}

afterEach(() => {
  cleanup();
  clearQueryCache();
  useAddressStore.setState({ address: null });
  vi.unstubAllGlobals();
});

describe('home', () => {
  it('draws the sections under the categories, and the stores, only once the promo slides have answered (nothing is pushed down later)', async () => {
    const { answerPromo } = stubCalls();
    saveAddress({ lat: 12.97, lng: 77.64, address: 'Indiranagar, Bengaluru', house: null, tag: null });
    render(
      <MemoryRouter>
        <HomeRoute />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('img', { name: '50% off your first order' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Food' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Keka Offers' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Special Offers' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Stores near you' })).toBeNull();

    answerPromo();
    expect(await screen.findByRole('heading', { name: 'Keka Offers' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Summer fruit fest' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Special Offers' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Stores near you' })).toBeTruthy();
  });
});
